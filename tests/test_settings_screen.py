"""The settings page never changes under the pointer: the wheel changes no row, only a value box's arrows
change it, a re-layout keeps the clicked row under the pointer (and where it cannot, a click waits for the
mouse to move), a click right after the page opens counts, volume is a scale with ends, and every row
sits inside the parchment sheet."""

from __future__ import annotations

import pygame
import pytest
from window_events import frame, move, press, release

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


def _through_the_loop(app, pos, motion=True):
    """The pointer at `pos` (one motion, as a window reports the pointer coming in), pressed and released,
    each through the app's own event loop."""
    if motion:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        frame(app)
    press(app, pos)
    release(app, pos)


def test_after_a_new_window_size_the_same_row_is_under_the_pointer(headless_app):
    """The rows grow with the window; the sheet moves so the window-size row stays under a still pointer, and
    the next click there is that row's, never Fullscreen's (which used to come under the pointer)."""
    app = headless_app()
    scene = app.push("settings")
    where = _row(scene, "settings.window_size").arrow(1).center
    _through_the_loop(app, where)
    assert app.size == (1600, 900)
    size = _row(scene, "settings.window_size")
    assert size.rect.top <= where[1] < size.rect.bottom, f"{size.rect} left the pointer at {where}"
    assert scene._under(where) == "settings.window_size"
    _through_the_loop(app, where, motion=False)
    assert not app.settings.fullscreen
    now = _row(scene, "settings.window_size")
    _through_the_loop(app, now.arrow(1).center)
    assert app.size == (1920, 1080)


def test_the_text_size_arrow_stays_under_the_pointer(headless_app):
    """Larger text widens the sheet to the left only: the text-size arrow clicked twice without moving the
    mouse takes the text from 100 to 150 %."""
    app = headless_app()
    scene = app.push("settings")
    where = _row(scene, "settings.text_size").arrow(1).center
    _through_the_loop(app, where)
    assert app.settings.text_size == 1.25
    assert _row(scene, "settings.text_size").arrow(1).collidepoint(where)
    _through_the_loop(app, where, motion=False)
    assert app.settings.text_size == 1.5


def test_a_click_right_after_opening_the_page_counts(headless_app):
    app = headless_app()
    scene = app.push("settings")
    _through_the_loop(app, _row(scene, "settings.text_size").arrow(1).center)
    assert app.settings.text_size == 1.25


def test_only_the_arrows_change_a_value_and_the_middle_gives_the_focus(headless_app):
    app = headless_app()
    scene = app.push("settings")
    anim = _row(scene, "settings.animation")
    before = app.settings.to_dict()
    _through_the_loop(app, anim.rect.center)
    assert app.settings.to_dict() == before, "the middle of a value box changed its value"
    assert scene.focus.widgets[scene.focus.index] is anim  # the arrow keys are the row's now
    assert anim.side_at(anim.rect.center) == 0 and anim.side_at((0, 0)) is None
    _through_the_loop(app, anim.arrow(1).center)
    assert anim.side_at(anim.arrow(1).center) == 1
    assert app.settings.animation_speed != before["animation_speed"]
    _through_the_loop(app, anim.arrow(-1).center)
    assert app.settings.animation_speed == before["animation_speed"]


def test_a_row_moved_under_a_still_pointer_waits_for_the_mouse(headless_app):
    """Where the sheet cannot move far enough (a smaller window), another row under a still pointer takes no
    click until the mouse has moved."""
    app = headless_app((1920, 1080))
    scene = app.push("settings")
    where = (1040, _row(scene, "settings.volume").rect.centery)  # over the value boxes at both sizes
    _through_the_loop(app, where)  # the middle: the row takes the focus, nothing changes
    app.set_window_size((1280, 720))  # the volume row would have to go below the window's bottom
    under = scene._under(where)
    assert under not in (None, "settings.volume")
    before = app.settings.to_dict()
    assert not scene.armed
    row = _row(scene, under)
    where = row.arrow(1).center  # even a still pointer on that row's arrow
    _through_the_loop(app, where, motion=False)
    assert app.settings.to_dict() == before, f"a click for the volume landed on {under}"
    _move(app, _row(scene, under).arrow(1).center)
    _click(app, _row(scene, under).arrow(1).center)
    assert app.settings.to_dict() != before  # once pointed at, the row works


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


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_150_a_new_window_size_keeps_the_title_and_the_arrow_under_the_pointer(headless_app, lang):
    """At 150 % text, 1280x720 -> 1600x900 by the window-size arrow: the sheet moved up over the "Settings"
    heading and the arrow went 260 px sideways. The heading stays; the arrow stays under the pointer, and
    where the sheet cannot follow the row up to it, the next still click waits for the mouse."""
    app = headless_app((1280, 720), lang, 1.5)
    scene = app.push("settings")
    where = _row(scene, "settings.window_size").arrow(1).center
    _through_the_loop(app, where)
    assert app.size == (1600, 900)
    size = _row(scene, "settings.window_size")
    sideways = size.arrow(1).left <= where[0] < size.arrow(1).right
    # the arrow is under the pointer along the row, or the sheet went as far as the window lets it
    assert sideways or scene.panel.left <= app.px(4) + 1, (size.arrow(1), where, scene.panel)
    assert not scene.title_covered and not scene.panel.colliderect(scene._title_rect())
    before = app.settings.to_dict()
    if not size.arrow(1).collidepoint(where):
        assert not scene.armed
        _through_the_loop(app, where, motion=False)
        assert app.settings.to_dict() == before, "a click for the window size landed on another row"


@pytest.mark.parametrize("text", [1.0, 1.25, 1.5])
def test_a_page_just_opened_has_its_sheet_centred(headless_app, text):
    app = headless_app((1280, 720), "en", text)
    scene = app.push("settings")
    assert abs(scene.panel.centerx - app.size[0] // 2) <= 1, scene.panel


def test_the_sheet_moved_for_the_arrow_is_centred_again_once_the_pointer_leaves_it(headless_app):
    """At 150 % the sheet stayed where it had moved to keep the text-size arrow under the pointer, 80 px left
    of the page's middle: once the pointer leaves the sheet, it stands in the middle again."""
    app = headless_app()
    scene = app.push("settings")
    where = _row(scene, "settings.text_size").arrow(1).center
    _through_the_loop(app, where)
    _through_the_loop(app, where, motion=False)
    assert app.settings.text_size == 1.5
    assert abs(scene.panel.centerx - app.size[0] // 2) > app.px(20), "moved to keep the arrow under the pointer"
    move(app, (app.size[0] - 4, app.size[1] - 4))  # through the event queue, as the window sends it
    assert abs(scene.panel.centerx - app.size[0] // 2) <= 1
