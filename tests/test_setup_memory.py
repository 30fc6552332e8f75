"""Setup remembers each game's last table; a name field selects all when entered; Tab reads in order."""

from __future__ import annotations

import pygame
import pytest

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
