"""The text-size setting (issue #20): 100 / 125 / 150 %, kept across restarts (an old settings file
without it still loads), every text drawn that much larger at once, pictures' own numbers and letters
left to their pictures, and the settings row that changes it."""

from __future__ import annotations

import json

import pygame
import pytest

from woods_desktop.app import theme
from woods_desktop.app.settings import TEXT_SIZES, Settings, load_settings, save_settings, settings_path

SCALE = (theme.TYPE_SMALL, theme.TYPE_BODY, theme.TYPE_LEAD, theme.TYPE_TITLE, theme.TYPE_HERO)


@pytest.mark.parametrize("factor", TEXT_SIZES)
def test_the_text_size_round_trips_through_the_settings_file(factor):
    save_settings(Settings(text_size=factor))
    loaded, broken = load_settings()
    assert broken is None and loaded.text_size == factor


def test_an_old_settings_file_without_a_text_size_still_loads_at_100_percent():
    old = Settings(lang="ru", volume=0.5).to_dict()
    del old["text_size"]
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(old), encoding="utf-8")
    loaded, broken = load_settings()
    assert broken is None and loaded.text_size == 1.0
    assert (loaded.lang, loaded.volume) == ("ru", 0.5)  # the rest of the file is kept


@pytest.mark.parametrize("bad", [2.0, 0.5, 1.1, "150%", True, None, [1.5]])
def test_a_text_size_off_the_three_steps_falls_back_to_100_percent(bad):
    assert Settings.from_dict({"text_size": bad}).text_size == 1.0
    assert Settings.from_dict({"text_size": 1.25}).text_size == 1.25
    assert Settings.from_dict({"text_size": 1}).text_size == 1.0  # a whole number written by hand


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("factor", [1.25, 1.5])
def test_every_size_of_the_type_scale_grows_by_the_factor(headless_app, size, factor):
    plain, large = headless_app(size), headless_app(size, text_size=factor)
    for step in SCALE:
        asked = plain.px(step)
        assert large.px(step) == asked  # the layout's own sizes do not change
        assert large.fonts.real_px(asked) == int(asked * factor)
        assert plain.fonts.real_px(asked) == asked
        for weight in ("regular", "bold"):
            small_h = plain.fonts.font(asked, weight).get_height()
            large_h = large.fonts.font(asked, weight).get_height()
            assert large_h >= small_h * factor * 0.9, (step, weight, small_h, large_h)
            words = "Woodlanders Лесные жители"
            small_w = plain.fonts.render(words, asked, theme.INK, weight).get_width()
            large_w = large.fonts.render(words, asked, theme.INK, weight).get_width()
            assert large_w >= small_w * factor * 0.9, (step, weight, small_w, large_w)
            # wrapping measures the text as drawn: the same width holds fewer words
            room = small_w
            assert len(large.fonts.wrap(words, asked, room, weight)) > len(plain.fonts.wrap(words, asked, room, weight))


def test_a_pictures_own_text_keeps_its_pictures_size(headless_app):
    """A card's letter or a seal's number is sized by its card, not by the setting."""
    app = headless_app(text_size=1.5)
    assert app.fonts.real_px(40, scaled=False) == 40
    plain = headless_app()
    assert (
        app.fonts.render("Ж", 40, theme.INK, "bold", scaled=False).get_size()
        == plain.fonts.render("Ж", 40, theme.INK, "bold").get_size()
    )


def _text_row(scene):
    [w] = [w for key, w in scene.rows if key == "settings.text_size"]
    return w


def test_the_settings_row_changes_the_text_size_at_once_and_keeps_it(headless_app):
    app = headless_app()
    app.push("menu")
    scene = app.push("settings")
    row = _text_row(scene)
    assert row.labels == ["100%", "125%", "150%"] and row.value == 1.0 and not row.wrap
    label_before = dict((id(w), lbl.get_rect()) for (_, w), (lbl, _) in zip(scene.rows, scene.labels))
    scene.focus.index = scene.focus.widgets.index(row)
    scene.focus._mark()
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    app.dispatch(right)
    assert app.settings.text_size == 1.25 and app.fonts.text_size == 1.25
    app.dispatch(right)
    app.dispatch(right)  # a scale: it stops at 150 %, never wraps round to 100 %
    assert app.settings.text_size == 1.5 and app.fonts.text_size == 1.5
    assert load_settings()[0].text_size == 1.5  # saved at once
    # laid out again at once: the rows' names are drawn larger now
    after = [lbl.get_rect() for lbl, _ in scene.labels]
    assert sum(r.h for r in after) > sum(r.h for r in label_before.values())
    assert _text_row(scene).value == 1.5
    app.render()
    app.pop()
    app.render()  # the menu under it was laid out again too, and draws


def test_a_new_app_starts_at_the_saved_text_size(headless_app):
    from woods_desktop.app.app import App

    save_settings(Settings(text_size=1.25))
    app = App(size=(1280, 720), headless=True)
    assert app.fonts.text_size == 1.25
    assert app.fonts.real_px(app.px(theme.TYPE_LEAD)) == 30


def test_the_screenshot_verb_draws_at_a_text_size(tmp_path, monkeypatch):
    from woods_desktop.cli import main
    from woods_desktop.verbs import window

    made = []
    real = window.make_headless_app
    monkeypatch.setattr(window, "make_headless_app", lambda *a, **k: made.append(k) or real(*a, **k))
    out = tmp_path / "menu.png"
    assert main(["screenshot", "menu", "--text-size", "150", "--out", str(out)]) == 0
    assert made == [{"text_size": 1.5}] and out.exists()


class _Blits(pygame.Surface):
    """A window's surface that keeps where every blit landed."""

    def __init__(self, size):
        super().__init__(size)
        self.landed: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        self.landed.append(pygame.Rect(dest if len(dest) == 4 else (*dest, *source.get_size())))
        return super().blit(source, dest, area, special_flags)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_toast_wraps_inside_the_window_at_150_percent(headless_app, lang):
    from woods_desktop.app.toasts import Toast, draw_toasts

    app = headless_app((1280, 720), lang, 1.5)
    words = "Нельзя: нужно ходить в масть Лиса, у вас есть Лиса 2, и ещё раз: у вас есть Лиса 2, ходите ею " * 2
    surface = _Blits(app.size)
    draw_toasts(app, surface, [Toast(words, "error")], None)
    window = surface.get_rect()
    assert len(surface.landed) >= 2, "a toast wider than the window is wrapped onto lines"
    for rect in surface.landed:
        assert window.contains(rect), f"{rect} runs off the window {window}"
