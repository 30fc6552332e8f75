"""The settings page never changes under the pointer: the wheel changes no row, a click after a
re-layout lands only where the player has since pointed, volume is a scale with ends, and every
row sits inside the parchment sheet."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.scenes import settings as settings_scene


def _move(app, pos):
    """The mouse moved onto `pos` (from a little way off, as a hand moves it)."""
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] - 10, pos[1] - 10), rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(10, 10), buttons=(0, 0, 0)))


def _click(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _row(scene, key):
    [w] = [w for k, w in scene.rows if k == key]
    return w


def _right_arrow(w):
    return (w.rect.right - w.rect.h // 2, w.rect.centery)


def test_the_wheel_over_a_row_changes_nothing(headless_app):
    app = headless_app()
    scene = app.push("settings")
    before = app.settings.to_dict()
    for _, w in scene.rows:
        _move(app, w.rect.center)
        for y in (1, -1, 1, 1, -1, -1):
            app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    assert app.settings.to_dict() == before


def test_after_a_new_window_size_a_click_counts_only_once_the_mouse_has_moved(headless_app):
    app = headless_app()
    scene = app.push("settings")
    size = _row(scene, "settings.window_size")
    where = _right_arrow(size)
    _move(app, where)
    _click(app, where)
    assert app.size == (1600, 900)  # the rows grew and moved: another row is under the pointer now
    moved = app.settings.to_dict()
    _click(app, where)
    assert app.settings.to_dict() == moved, "a click landed on the row that moved under a still pointer"
    _move(app, _right_arrow(_row(scene, "settings.window_size")))
    _click(app, _right_arrow(_row(scene, "settings.window_size")))
    assert app.size == (1920, 1080)  # once pointed at again, the row works


def test_a_press_before_a_re_layout_released_after_it_changes_nothing(headless_app):
    app = headless_app()
    scene = app.push("settings")
    _move(app, _right_arrow(_row(scene, "settings.fullscreen")))
    where = _right_arrow(_row(scene, "settings.fullscreen"))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    app.resize_to((1600, 900))
    _move(app, where)
    before = app.settings.to_dict()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1))
    assert app.settings.to_dict() == before


def test_volume_is_a_scale_from_muted_to_full_that_stops_at_its_ends(headless_app):
    app = headless_app()
    scene = app.push("settings")
    volume = _row(scene, "settings.volume")
    assert volume.labels == [app.t("settings.volume_muted"), "25%", "50%", "75%", "100%"]
    assert volume.value == app.settings.volume == 0.75  # the default is one of the steps
    scene.focus.index = scene.focus.widgets.index(volume)
    scene.focus._mark()
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    left = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="")
    for _ in range(6):
        app.dispatch(right)
    assert app.settings.volume == 1.0 and not app.settings.muted  # does not wrap round to muted
    for _ in range(6):
        app.dispatch(left)
    volume = _row(scene, "settings.volume")
    assert volume.index == 0 and app.settings.muted and app.sound.muted  # does not wrap round to full
    assert app.settings.volume == 0.25  # the level is kept for unmuting
    app.dispatch(right)
    assert not app.settings.muted and app.settings.volume == 0.25


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440), (3840, 2160)])
def test_every_row_sits_inside_the_sheet(headless_app, monkeypatch, size, lang):
    drawn = []  # the sheet as it is drawn
    sheet = settings_scene.sheet

    def drawing(surface, app, rect):
        drawn.append(rect)
        sheet(surface, app, rect)

    monkeypatch.setattr(settings_scene, "sheet", drawing)
    app = headless_app(size, lang)
    scene = app.push("settings")
    app.render()
    [panel] = drawn
    outline = app.px(6)  # the focus ring around a choice, and its shadow below
    for key, w in scene.rows:
        assert panel.contains(w.rect.inflate(outline, outline)), f"{key} {w.rect} sticks out of {panel}"
    for (key, w), (_, label) in zip(scene.rows, scene.labels):
        assert panel.contains(label), f"the label of {key} {label} sticks out of {panel}"
        assert label.right < w.rect.left, f"the label of {key} runs into its choice"
    assert len(scene.labels) == len(scene.rows)


def test_the_language_row_shows_the_language_the_window_speaks(headless_app):
    """`--lang ru` speaks Russian for one run and keeps the saved language: the row says Russian."""
    app = headless_app(lang="en")
    app.strings = type(app.strings)("ru")
    scene = app.push("settings")
    assert _row(scene, "settings.language").value == "ru"
    assert app.settings.lang == "en"
