"""Setup remembers each game's last table; a name field selects all when entered; Tab reads in order."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app import theme
from woods_desktop.games import playable
from woods_desktop.saves.setups import last_setup, remember_setup
from woods_desktop.ui.textfield import TextField

GAME = playable()[0].id


def _key(scene, key, mod=0):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def _type(scene, text):
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _field(app, text="Player 1"):
    changes = []
    field = TextField(app, text, pygame.Rect(10, 10, 200, 40), changes.append, max_len=14)
    return field, changes


def test_entering_a_name_selects_it_all_and_typing_replaces_it(headless_app):
    app = headless_app()
    field, changes = _field(app)
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(20, 20)))
    assert field.editing and field.selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="Аня"))
    assert field.text == "Аня" and changes[-1] == "Аня"


def test_tabbing_into_a_name_selects_it_all(headless_app):
    app = headless_app()
    field, _ = _field(app)
    field.focused = True  # what the focus ring does on Tab
    assert field.editing and field.selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    assert field.text == "B"
    field.focused = False
    assert not field.editing


@pytest.mark.parametrize(
    "keys, expected",
    [
        ([(pygame.K_BACKSPACE, 0)], ""),  # the selection goes at once
        ([(pygame.K_END, 0), (pygame.K_BACKSPACE, 0)], "Player "),
        ([(pygame.K_HOME, 0), (pygame.K_DELETE, 0)], "layer 1"),
        ([(pygame.K_HOME, 0), (pygame.K_a, pygame.KMOD_CTRL), (pygame.K_BACKSPACE, 0)], ""),
    ],
)
def test_editing_keys(headless_app, keys, expected):
    app = headless_app()
    field, _ = _field(app)
    field.start()
    for key, mod in keys:
        field.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    assert field.text == expected


def test_home_then_typing_inserts_at_the_start(headless_app):
    app = headless_app()
    field, _ = _field(app, "Anna")
    field.start()
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="X"))
    assert field.text == "XAnna"


def test_tab_goes_forward_in_reading_order(headless_app):
    app = headless_app()
    scene = app.push("setup", game=GAME)
    order = [(w.rect.y, w.rect.x) for w in scene.focus.widgets]
    assert order == sorted(order)
    visited = []
    for _ in range(len(scene.focus.widgets)):
        _key(scene, pygame.K_TAB)
        visited.append(scene.focus.widgets[scene.focus.index])
    enabled = [w for w in scene.focus.widgets if w.enabled]
    assert visited[: len(enabled)] == enabled


def test_setup_remembers_seats_names_colours_variant_and_options(headless_app):
    app = headless_app()
    scene = app.push("setup", game=GAME)
    opens_a_scene = playable()[0].variant_scenes  # such a variant is never seated here (a solo campaign)
    last = max(i for i, v in enumerate(scene.definition.variants) if v.id not in opens_a_scene)
    scene._set_variant(last)
    scene._set_kind(1, "hard")
    scene._set_name(0, "Аня")
    scene._set_colour(0, 3)
    scene._set_colour(3 if len(scene.seats) > 3 else 1, 0)
    for opt in scene.definition.options:
        choices = list(opt.choices) or [True, False]
        scene._set_option(opt.id, choices[-1])
    scene._remember()
    saved = last_setup(GAME)
    again = app.push("setup", game=GAME)
    assert again.variant_index == last
    assert again.seats[0]["name"] == "Аня" and again.seats[0]["colour"] == 3 and again.seats[1]["kind"] == "hard"
    assert again.options == saved["options"]


def test_a_remembered_setup_that_no_longer_fits_falls_back_to_defaults(headless_app):
    remember_setup(
        GAME,
        {"variant": "no-such", "options": {"x": 1}, "seats": [{"kind": "wizard", "name": 5, "colour": 99}, "junk"]},
    )
    app = headless_app()
    scene = app.push("setup", game=GAME)
    assert scene.variant_index == 0 and scene._problem() is None


def test_an_empty_seat_has_no_name_or_colour_to_set(headless_app):
    """A player's first look: an empty seat's colour swatch stayed lit and its colour could be changed."""
    app = headless_app()
    app.reset_to("menu")
    scene = app.push("setup", game="whispering")
    scene._set_kind(3, "empty")
    kind, name, colour = scene.seat_rows[3]
    assert not name.enabled and not colour.enabled
    scene._set_kind(3, "human")
    kind, name, colour = scene.seat_rows[3]
    assert name.enabled and colour.enabled


def _drawn_carets(monkeypatch) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The vertical ink lines drawn from now on (a text field's caret), with its blink held at "on"."""
    lines: list[tuple[tuple[int, int], tuple[int, int]]] = []
    real = pygame.draw.line

    def line(surface, colour, start, end, width=1):
        if tuple(colour)[:3] == theme.INK[:3] and start[0] == end[0]:
            lines.append((tuple(start), tuple(end)))
        return real(surface, colour, start, end, width)

    monkeypatch.setattr(pygame.draw, "line", line)
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)
    return lines


def test_only_the_focused_name_field_shows_a_caret(headless_app, monkeypatch):
    """Issue 19: with two name fields both drew a caret. Tab into the second name, then click the
    first: the first alone edits, takes the text input, shows a caret and holds the focus (Tab goes
    on from there)."""
    app = headless_app()
    scene = app.push("setup", game=GAME)
    first, second = scene.seat_rows[0][1], scene.seat_rows[1][1]
    for _ in range(len(scene.focus.widgets)):
        _key(scene, pygame.K_TAB)
        if second.focused:
            break
    _key(scene, pygame.K_END)  # the caret shows instead of the selection
    assert second.editing and not second.selected
    text_input: list[bool] = []  # the window's text input, started and stopped
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: text_input.append(True))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: text_input.append(False))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=first.rect.center))
    assert text_input and text_input[-1], "the field clicked into takes no text input"
    _key(scene, pygame.K_END)
    carets = _drawn_carets(monkeypatch)
    app.render()
    assert [c for c in carets if first.rect.collidepoint(c[0])], "the field clicked into shows no caret"
    assert not [c for c in carets if second.rect.collidepoint(c[0])], "the field left behind still shows a caret"
    assert not second.editing and first.focused and not second.focused


def test_one_field_edits_at_a_time(headless_app):
    """The window has one text input: a field that starts editing ends the other's editing (its caret
    and selection go) without reporting its text again, which it did with every change."""
    app = headless_app()
    first, first_changes = _field(app, "Anna")
    second, _ = _field(app, "Boris")
    first.start()
    first.handle(pygame.event.Event(pygame.TEXTINPUT, text="Вера"))
    reported = list(first_changes)
    second.start()
    assert second.editing and not first.editing and not first.selected
    assert first_changes == reported and first.text == "Вера"
    second.handle(pygame.event.Event(pygame.TEXTINPUT, text="Глеб"))
    assert first.text == "Вера" and second.text == "Глеб"
