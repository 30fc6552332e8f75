"""A broken save is explained, not flashed: the notice names the game in the player's language, says
the file was kept aside and where, wraps inside the window, and stays until it is dismissed."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.saves.games import slot_path


def _key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def _broken(slot: str = "wolf") -> None:
    path = slot_path(slot)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "game": "wolf", "config": {"names": ["Mum', encoding="utf-8")


def _kept_file():
    return next(p for p in slot_path("wolf").parent.iterdir() if p.name.startswith("wolf.json.broken-"))


@pytest.mark.parametrize(
    "lang, game, kept",
    [
        ("en", "Your unfinished game of The Wolf is Coming could not be read", "it was kept aside as"),
        ("ru", "Не удалось прочитать неоконченную партию «Волк идёт!»", "он отложен в сторону как"),
    ],
)
def test_the_menu_names_the_broken_save_and_keeps_the_notice_until_dismissed(headless_app, lang, game, kept):
    _broken()
    app = headless_app(lang=lang)
    app.push("menu")
    app.step(0.05)
    app.render()
    notice = app.scene
    assert notice.name == "notice"
    text = " ".join(notice.body_lines)
    assert game in text and kept in text
    assert "JSONDecodeError" not in " ".join(notice.texts())
    assert "".join(notice.path_lines) == str(_kept_file())
    for _ in range(3):  # no timer takes it away
        app.step(10.0)
        app.render()
    assert app.scene is notice
    _key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    app.step(10.0)
    assert app.scene.name == "menu"  # shown once: the file was kept aside, the menu goes on


def test_the_notice_is_dismissed_by_its_button_or_a_click_beside_it(headless_app):
    _broken()
    app = headless_app()
    app.push("menu")
    app.step(0.05)
    notice = app.scene
    click = (notice.sheet_rect.centerx, notice.sheet_rect.top + 5)  # on the sheet: stays
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=click, button=1))
    assert app.scene is notice
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=notice.ok.rect.center, button=1))
    assert app.scene.name == "menu"
    _broken()
    app.scene.layout()
    app.step(0.05)
    notice = app.scene
    assert notice.name == "notice"
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=(2, 2), button=1))
    assert app.scene.name == "menu"


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_notice_wraps_inside_its_sheet_and_the_window(headless_app, size, lang):
    _broken("whispering.3")
    app = headless_app(size, lang)
    app.push("menu")
    app.step(0.05)
    notice = app.scene
    assert notice.name == "notice"
    assert app.t("whispering.title") in " ".join(notice.body_lines)
    app.render()
    inner = notice.sheet_rect.w - 2 * app.px(32)
    fonts = app.fonts
    widths = [fonts.font(app.px(18)).size(line)[0] for line in notice.body_lines]
    widths += [fonts.font(app.px(14)).size(line)[0] for line in notice.path_lines]
    assert max(widths) <= inner
    assert app.screen.get_rect().contains(notice.sheet_rect)
    assert notice.ok.rect.bottom <= notice.sheet_rect.bottom and notice.sheet_rect.contains(notice.ok.rect)


def test_a_save_that_fails_on_resume_is_explained_too(headless_app):
    """The file reads as JSON (so the menu lists it) but does not replay: Resume explains it the same way."""
    import json

    from woods_desktop.app.launch import resume_slot

    path = slot_path("wolf")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format_version": 99, "game": "wolf", "config": {}, "seed": 1, "actions": []}))
    app = headless_app()
    app.push("menu")
    app.step(0.05)
    assert app.scene.name == "menu"
    assert not resume_slot(app, "wolf")
    assert app.scene.name == "notice" and "The Wolf is Coming" in " ".join(app.scene.body_lines)
    assert "".join(app.scene.path_lines) == str(_kept_file())
    app.step(10.0)
    assert app.scene.name == "notice"


@pytest.mark.parametrize("lang, words", [("en", "default settings are used"), ("ru", "взяты настройки по умолчанию")])
def test_broken_settings_are_explained_in_a_notice_that_stays(private_home, monkeypatch, lang, words):
    """A broken settings file was a 3-second toast; it is a notice like a broken save's, until dismissed."""
    from woods_desktop.app.app import App
    from woods_desktop.cli import make_headless_app

    make_headless_app((320, 200), "en").stack.clear()  # the scenes registered and SDL set up, as the other tests
    (private_home / "settings.json").write_text("{oops", encoding="utf-8")
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8" if lang == "ru" else "en_US.UTF-8")  # the defaults follow the system
    app = App(size=(1280, 720), headless=True)
    app.push("menu")
    app.step(0.05)
    app.render()
    notice = app.scene
    assert notice.name == "notice"
    assert words in " ".join(notice.body_lines)
    kept = next(p for p in private_home.iterdir() if p.name.startswith("settings.json.broken-"))
    assert "".join(notice.path_lines) == str(kept)
    app.step(10.0)
    assert app.scene is notice
    _key(app, pygame.K_RETURN)
    assert app.scene.name == "menu"
