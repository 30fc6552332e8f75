"""The table kit's parts on their own: layout, zones, the action builder (the computer runner: test_runner)."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.art import DIMMED, SELECTED
from woods_desktop.table.board_zones import HexMapZone
from woods_desktop.table.builder import ActionBuilder
from woods_desktop.table.layout import seat_ring
from woods_desktop.table.zone_kinds import GridZone, HandZone, RowZone
from woods_desktop.table.zones import Item


def test_the_seat_ring_puts_the_person_at_the_bottom():
    assert seat_ring(4, 2) == {2: "bottom", 3: "left", 0: "top", 1: "right"}
    assert set(seat_ring(5, 0).values()) == {"bottom", "left", "top-left", "top-right", "right"}
    with pytest.raises(ValueError):
        seat_ring(6, 0)


def _px(v: float) -> int:
    return max(1, round(v))


def test_a_hand_fans_to_fit_and_hit_testing_finds_the_top_card():
    zone = HandZone("hand", item_ratio=1.4, max_item_w=80)
    zone.place(pygame.Rect(0, 0, 400, 140), _px)
    zone.set_items([Item(i, i) for i in range(12)])
    rects = [it.rect for it in zone.items]
    assert rects[0].left >= 0 and rects[-1].right <= 400
    overlap = rects[0].clip(rects[1])
    assert overlap.w > 0  # twelve cards overlap in 400 px
    point = (rects[1].left + 2, rects[1].centery)  # covered by card 1, which lies on card 0
    assert zone.hit(point).id == 1


def test_selected_cards_lift_and_focus_skips_dimmed_cards():
    zone = HandZone("hand")
    zone.place(pygame.Rect(0, 0, 600, 200), _px)
    zone.set_items([Item(0, 0, frozenset({DIMMED})), Item(1, 1, frozenset({SELECTED})), Item(2, 2)])
    assert zone.items[1].rect.top < zone.items[2].rect.top
    zone.move_focus(0)
    assert zone.focus == 1  # never starts on the dimmed card 0
    zone.move_focus(1)
    zone.move_focus(1)
    assert zone.focus == 1


def test_a_grid_grows_with_its_bounds_and_a_row_shrinks_to_fit():
    grid = GridZone("field", item_ratio=1.0, max_item_w=100)
    grid.place(pygame.Rect(0, 0, 500, 500), _px)
    grid.set_items([Item((r, c), None, at=(r, c)) for r in range(3) for c in range(3)])
    big = grid.items[0].rect.w
    grid.set_items([Item((r, c), None, at=(r, c)) for r in range(6) for c in range(6)])
    assert grid.items[0].rect.w < big
    assert all(grid.rect.contains(it.rect) for it in grid.items)
    row = RowZone("row", max_item_w=100)
    row.place(pygame.Rect(0, 0, 300, 100), _px)
    row.set_items([Item(i, i) for i in range(8)])
    assert all(row.rect.contains(it.rect) for it in row.items)


def test_hexes_are_hit_by_their_axial_coordinates_after_zoom_and_pan():
    zone = HexMapZone("forest", hex_size=30)
    zone.place(pygame.Rect(0, 0, 600, 600), _px)
    zone.set_items([Item(h, None, at=h) for h in [(0, 0), (1, 0), (0, 1), (-2, 1)]])
    for it in zone.items:
        assert zone.hit(it.rect.center).id == it.id
    zone.zoom_by(1.5, (300, 300))
    zone.pan = (40.0, -25.0)
    zone.arrange()
    for it in zone.items:
        assert zone.hit(it.rect.center).id == it.id


def test_a_hex_map_fits_at_the_start_or_on_request_never_under_the_pointer_mid_turn():
    """The kit's rule for every map: `fit_to` fits a new owner's hexes; hexes laid mid-turn do not move the
    view; once the player zooms or drags the map stays where they put it until the 0 key fits it again;
    a press that dragged is not a click."""
    zone = HexMapZone("map", hex_size=30)
    zone.place(pygame.Rect(0, 0, 600, 400), _px)
    zone.fit_to([(0, 0), (1, 0)], owner=0)
    fitted = (zone.zoom, zone.pan)
    zone.fit_to([(0, 0), (1, 0), (5, -3), (-4, 2)], owner=0)  # tiles laid mid-turn: no re-fit
    assert (zone.zoom, zone.pan) == fitted
    zone.fit_to([(0, 0), (5, -3), (-4, 2)], owner=1)  # another map shown: fitted anew
    assert (zone.zoom, zone.pan) != fitted
    zone.handle_view_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0))
    assert zone.user_moved
    zoomed = zone.zoom
    zone.fit_to([(0, 0)], owner=1)
    assert zone.zoom == zoomed  # the player's zoom stays
    zone.handle_view_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=0))
    assert not zone.user_moved and zone.zoom != zoomed
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 200), button=1)
    assert not zone.handle_view_event(down)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(340, 220), buttons=(1, 0, 0))
    assert zone.handle_view_event(move) and zone.user_moved
    assert zone.handle_view_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(340, 220), button=1))


# The builder on Woodlanders-like plays: one or two cards of a suit, a 4 always alone.
PLAYS = [("f1",), ("f2",), ("f4",), ("f1", "f2"), ("o3",)]


def _explain(parts):
    if "f4" in parts and len(parts) > 1:
        return IllegalAction("woodlanders.err.four_alone")
    if len({p[0] for p in parts}) > 1:
        return IllegalAction("woodlanders.err.one_suit")
    return None


def test_the_builder_narrows_the_legal_plays_as_cards_are_picked():
    b = ActionBuilder(PLAYS, parts=lambda a: a, explain=_explain)
    assert b.usable() == {"f1", "f2", "f4", "o3"}
    assert b.pick("f1").complete == ("f1",)
    assert b.pickable() == {"f2"}  # f4 is played alone; o3 is another suit
    assert b.pick("f2").complete == ("f1", "f2")
    assert b.pick("f2").complete == ("f1",)  # picking again puts it back


def test_a_pick_that_replaces_the_selection_says_why():
    b = ActionBuilder(PLAYS, parts=lambda a: a, explain=_explain)
    b.pick("f1")
    result = b.pick("f4")
    assert result.dropped == ("f1",) and result.reason.key == "woodlanders.err.four_alone"
    assert b.picks == ["f4"] and result.complete == ("f4",)
    result = b.pick("o3")
    assert result.reason.key == "woodlanders.err.four_alone" or result.reason.key == "woodlanders.err.one_suit"


def test_a_second_copy_of_a_picked_part_is_added_when_not_toggled():
    """Two Fox 1s in a hand: clicking the other copy adds it (toggle=False) instead of taking the first back;
    when no action holds another copy, it replaces the selection and says why."""
    plays = [("f1",), ("f1", "f1"), ("f1", "f2"), ("f2",)]
    b = ActionBuilder(plays, parts=lambda a: a, explain=_explain)
    b.pick("f1")
    assert b.pick("f1", toggle=False).complete == ("f1", "f1")
    assert b.pick("f1").complete == ("f1",)  # toggled: one copy taken back
    b.pick("f2")
    result = b.pick("f1", toggle=False)  # a third card: no such play
    assert result.accepted and result.dropped == ("f1", "f2") and b.picks == ["f1"]


def test_a_path_is_picked_in_order():
    paths = [("a", "b", "c"), ("a", "d")]
    b = ActionBuilder(paths, parts=lambda a: a, ordered=True)
    assert b.usable() == {"a"}
    b.pick("a")
    assert b.pickable() == {"b", "d"}
    assert b.pick("d").complete == ("a", "d")


def test_a_vertical_choice_bar_stacks_its_choices():
    import pygame

    from woods_desktop.table.zone_kinds import Choice, ChoiceBar

    bar = ChoiceBar("actions", lambda *a: None, vertical=True, max_h=40)
    bar.place(pygame.Rect(10, 20, 200, 170), lambda v: round(v))
    bar.set_choices([Choice("a", "A"), Choice("b", "B"), Choice("c", "C", enabled=False)])
    rects = [it.rect for it in bar.items]
    assert all(r.x == 10 and r.w == 200 and r.h == 40 for r in rects)
    assert rects[0].bottom < rects[1].top and rects[2].bottom <= 190
    assert bar.hit((50, rects[1].centery)).id == "b"


def test_a_typed_letter_never_wakes_keyboard_focus_on_the_table(headless_app):
    """Only Tab, the arrows, Enter and Space move or use keyboard focus; typing a word does not put
    a focus ring on a card."""
    from woods_desktop.app.demo import demo_session

    app = headless_app()
    app.push("woodlanders", session=demo_session("woodlanders", 3, kinds=["human", "easy", "easy", "easy"]))
    scene = app.scene
    for _ in range(20):
        app.step(0.1)
    for k in (pygame.K_k, pygame.K_o, pygame.K_t):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    assert scene.focus_zone is None
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    assert scene.focus_zone is not None


def test_the_key_that_closes_a_hold_does_not_also_act_on_what_it_uncovers(headless_app):
    """In a real window Enter came twice through the input method: one press closed the refused-word
    hold and the second started the next person's minute before they sat down."""
    from woods_desktop.app.demo import demo_session
    from woods_desktop.table.flow import Hold

    app = headless_app()
    app.push("woodlanders", session=demo_session("woodlanders", 3, kinds=["human", "easy", "easy", "easy"]))
    scene = app.scene
    scene.flow.hold([Hold("test", seconds=None)])
    seen = []
    scene.input._key = lambda event: seen.append(event.key)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    app.dispatch(enter)
    assert not scene.turn_state.holds
    app.dispatch(enter)
    assert seen == []
    app.step(0.016)  # the next frame: keys act again
    app.dispatch(enter)
    assert seen == [pygame.K_RETURN]
