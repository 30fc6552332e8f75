"""The kit's seat card (table/seat_card.py) and the small pieces the Wolf's table gave up its copies of:
figures hopping as events move them, a track with the spaces passed pale, a hold's progress."""

from __future__ import annotations

import pygame

from woods_desktop.app.tween import Tweens
from woods_desktop.table import text as T
from woods_desktop.table.flow import Hold
from woods_desktop.table.pieces import Hops, draw_track
from woods_desktop.table.seat_card import (
    CURRENT_FILL,
    Counter,
    SeatCardsZone,
    draw_badge,
    draw_line,
    draw_seat_card,
    seat_card_boxes,
)
from woods_desktop.table.zones import Item


def _square(colour: tuple[int, int, int]):
    def make(side: int) -> pygame.Surface:
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        surf.fill((*colour, 255))
        return surf

    return make


def test_a_cards_slots_come_in_two_groups_inside_the_card_right_of_the_portrait():
    boxes = seat_card_boxes((340, 120), 3, 2)
    assert len(boxes.slots) == 5
    assert all(s.left >= boxes.portrait.right and s.right <= 340 and s.bottom <= 120 for s in boxes.slots)
    gaps = [b.x - a.right for a, b in zip(boxes.slots, boxes.slots[1:])]
    assert gaps[2] > gaps[0] == gaps[1] == gaps[3]  # the wider gap between the groups
    assert boxes.second_x == boxes.slots[3].x
    bare = seat_card_boxes((340, 120), 2, 0, portrait=False)
    assert bare.portrait.w == 0 and bare.title.x < boxes.title.x


def test_the_card_shows_the_current_band_its_portrait_counters_tags_and_slots(headless_app):
    app = headless_app()
    surf = pygame.Surface((340, 120), pygame.SRCALPHA)
    drawn: list[pygame.Rect] = []
    counters = [Counter(_square((0, 0, 255)), "3")]
    boxes = draw_seat_card(
        surf, app, (340, 120), "Hero", "Anna", True, drawn.append, counters, [_square((0, 255, 0))],
        [_square((255, 0, 0)), None], 1,
    )  # fmt: skip
    assert drawn == [boxes.portrait]
    assert surf.get_at((boxes.title.right - 2, boxes.title.bottom - 2))[:3] == CURRENT_FILL
    assert surf.get_at(boxes.slots[0].center)[:3] == (255, 0, 0)
    assert surf.get_at(boxes.slots[1].center)[:3] == CURRENT_FILL  # an empty slot: nothing drawn on it
    s = max(8, boxes.stats.h - 2)
    y = boxes.stats.y + (boxes.stats.h - s) // 2
    tag_x = boxes.stats.right - s  # the tags end the line: every card's in one column
    assert surf.get_at((tag_x + 2, y + 2))[:3] == (0, 255, 0)
    words = app.fonts.font(max(12, round(s * 0.8)), "bold").size("3")[0] + 4
    counter_x = tag_x - max(4, s // 3) - words - 2 - s
    assert surf.get_at((counter_x + 2, y + 2))[:3] == (0, 0, 255)  # the counter before them on the same line
    assert boxes.stats.y == boxes.name.y


def test_what_a_seat_holds_gets_the_cards_height_left_under_two_lines():
    """A present in a basket was 18 px on a 1280x720 window (a 118 px card): the counters share the name's
    line, and the slots take the rest: at least a third of the card's height."""
    boxes = seat_card_boxes((340, 118), 2, 1)
    assert boxes.name.y == boxes.stats.y and boxes.title.bottom == boxes.name.y
    assert all(slot.h >= 40 and slot.top > boxes.stats.bottom and slot.bottom <= 118 for slot in boxes.slots)


def test_a_line_is_its_icon_then_its_words_and_a_snug_one_ends_where_its_words_do(headless_app):
    """The piece the Wolf's hero cards and Woodlanders' seat plates share: an icon, then words on one line."""
    app = headless_app()
    surf = pygame.Surface((300, 30), pygame.SRCALPHA)
    icons: list[pygame.Rect] = []
    box = pygame.Rect(10, 0, 280, 30)
    words = draw_line(surf, app, box, "Pile 3", 16, (0, 0, 0), "bold", icons.append, 24, 6)
    assert icons == [pygame.Rect(10, 0, 24, 30)] and words == pygame.Rect(40, 0, 250, 30)
    snug = draw_line(surf, app, box, "Pile 3", 16, (0, 0, 0), "bold", icons.append, 24, 6, snug=True)
    assert snug.x == 40 and snug.w == app.fonts.font(16, "bold").size("Pile 3")[0] + 4
    T.OVERFLOWS.clear()
    draw_line(surf, app, pygame.Rect(0, 0, 40, 30), "a name far too long for its line", 16, (0, 0, 0))
    assert [o[0] for o in T.OVERFLOWS] == ["a name far too long for its line"]  # the layout test sees it
    T.OVERFLOWS.clear()


def test_a_badge_sits_at_the_lines_right_end_at_most_half_its_width(headless_app):
    app = headless_app()
    surf = pygame.Surface((200, 30), pygame.SRCALPHA)
    row = pygame.Rect(0, 0, 200, 30)
    w = draw_badge(surf, app, row, "Dealer", (10, 120, 200))
    assert 0 < w <= 100 and surf.get_at((199 - w // 2, 15))[:3] != (0, 0, 0)
    assert draw_badge(surf, app, row, "a very long badge word indeed", (10, 120, 200)) == 100


class _Art:
    app = None

    def draw(self, surface, face, rect, marks):
        pass


def test_the_seat_cards_zone_lays_each_thing_on_its_slot_and_things_answer_before_their_card(headless_app):
    app = headless_app()
    place = {("card", 0): (0, None), ("card", 1): (1, None), ("thing", 1, "a"): (1, 0), ("thing", 1, "b"): (1, 2)}
    zone = SeatCardsZone("cards", _Art(), place.__getitem__, max_card_h=100, gap=10, inset=0)
    zone.slots = {0: (1, 0), 1: (2, 1)}
    zone.place(pygame.Rect(0, 0, 300, 400), app.px)
    zone.set_items([Item(iid, iid) for iid in place])
    card = zone.item(("card", 1)).rect
    assert card == zone.card_rect(1, 2) and card.y > zone.item(("card", 0)).rect.bottom
    boxes = seat_card_boxes(card.size, 2, 1)
    assert zone.item(("thing", 1, "a")).rect == boxes.slots[0].move(card.topleft)
    assert zone.item(("thing", 1, "b")).rect == boxes.slots[2].move(card.topleft)
    assert zone.hit(zone.item(("thing", 1, "b")).rect.center).id == ("thing", 1, "b")
    assert zone.hit((card.x + 2, card.y + 2)).id == ("card", 1)
    assert zone.drag.can_drag(zone.item(("thing", 1, "a"))) and not zone.drag.can_drag(zone.item(("card", 0)))


def test_a_figure_hops_from_where_it_was_shown_until_its_tween_ends():
    tweens = Tweens()
    hops = Hops(tweens, 0.2)
    hops.show({0: 5, 1: 7})
    hops.moved(0, 6)
    hops.show({0: 6, 1: 7})  # the view moved on meanwhile: the figure keeps hopping from where it stood
    assert hops.hopping(0) == (5, 0.0) and hops.hopping(1) is None
    tweens.update(0.1, 1.0)
    src, t = hops.hopping(0)
    assert src == 5 and 0.0 < t < 1.0
    tweens.update(0.2, 1.0)
    assert hops.hopping(0) is None and hops.shown[0] == 6
    hops.moved(9, 1)  # a figure never shown does not hop
    assert hops.hopping(9) is None


def test_a_track_draws_the_spaces_passed_pale():
    surf = pygame.Surface((100, 20), pygame.SRCALPHA)
    mark = pygame.Surface((6, 6), pygame.SRCALPHA)
    mark.fill((200, 0, 0, 255))
    draw_track(surf, [(10, 10), (50, 10), (90, 10)], mark, 1)
    assert surf.get_at((10, 10)).a < 100 and surf.get_at((50, 10)).a == surf.get_at((90, 10)).a == 255
    assert mark.get_at((0, 0)).a == 255  # the caller's picture is left as it was


def test_a_holds_progress_runs_from_zero_to_one():
    hold = Hold("walk", seconds=2.0)
    assert hold.progress == 0.0
    hold.left = 0.5
    assert hold.progress == 0.75
    hold.left = -1.0
    assert hold.progress == 1.0
    assert Hold("page", seconds=None).progress == 1.0


def test_every_tag_is_drawn_when_a_wide_counter_leaves_room_for_it(headless_app):
    """The Wolf's Little Squirrel in Russian at 2560x1440 (issue 34 play-through): while it walks, "2 из 3"
    pushed the counters to the card's left third and the last tag (the ravine that stops the hero) fell
    off the line, although the line had room for all of it beside the name "Ты"."""
    app = headless_app((2560, 1440), "ru")
    calls: list[int] = []

    def tag(side: int) -> pygame.Surface:
        calls.append(side)
        return _square((0, 255, 0))(side)

    for size in [(696, 240), (640, 220), (348, 120)]:
        calls.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        counters = [Counter(_square((0, 0, 255)), "2 из 3")]
        portrait = lambda box: None  # noqa: E731
        draw_seat_card(surf, app, size, "Бельчонок", "Ты", True, portrait, counters, [tag, tag], [None, None])
        assert len(calls) == 2, f"{size}: {len(calls)} of 2 tags drawn"
