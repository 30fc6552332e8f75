"""The kit's picker screen (table/picker.py) on the card grid: cards kept in or left out a page at a
time, at least one kept, Done handing back what was left out in the items' order."""

from __future__ import annotations

import pygame

from woods_desktop.table.picker import PickerScene, PickerWords, draw_toggle_frame
from woods_desktop.ui.card_grid import GridShape

WORDS = PickerWords(*(["menu.title"] * 9))


class _Picker(PickerScene):
    shape = GridShape(56, 104, 1164, 472, cols=2, rows=2)
    words = WORDS

    def enter(self, **kw):
        self.start(["a", "b", "c", "d", "e"], lambda item: item, kw.get("value"), kw.get("on_done"))

    def draw_card(self, surface, item, rect, on, hover):
        draw_toggle_frame(surface, self.app, rect, (40, 140, 60), on, hover)


def test_cards_flip_pages_turn_and_done_hands_back_the_left_out_in_order(headless_app):
    app = headless_app()
    got: list[list[str]] = []
    scene = _Picker(app)
    app.push("menu")
    scene.enter(value=["d", "zz"], on_done=got.append)  # an id no card has is dropped
    assert scene.left_out == ["d"] and [t.on for t in scene.toggles] == [True, True, True, False]
    scene.toggles[1].activate()
    assert not scene.toggles[1].on and scene.left_out == ["d", "b"]
    assert not scene.prev.enabled and scene.next.enabled
    scene.next.activate()
    assert [t.item for t in scene.toggles] == ["e"] and not scene.next.enabled
    scene.draw(app.screen)
    scene.close()
    assert got == [["b", "d"]]


def test_the_last_card_in_stays_in_and_all_in_keeps_every_card(headless_app):
    app = headless_app()
    scene = _Picker(app)
    app.push("menu")
    scene.enter(value=["a", "b", "c", "d"])
    scene.flip("e")
    assert scene.left_out == ["a", "b", "c", "d"]  # refused: one card stays in
    scene.keep_all()
    assert scene.left_out == [] and all(t.on for t in scene.toggles)


def test_a_toggle_frame_leaves_room_left_of_its_mark(headless_app):
    app = headless_app()
    surf = pygame.Surface((300, 90), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, 300, 90)
    room = draw_toggle_frame(surf, app, rect, (40, 140, 60), True, False)
    assert rect.contains(room) and room.right < rect.right - app.px(28)
