"""A seat's card, the same in every game: who it is (a title, who plays it, a portrait with the seat's
marker), a band when it is the seat to move, a row of counters with their icons, and a row of slots
for what the seat holds.

This is what a scoreboard row or a seat plate shows, laid out as a card: the Wolf's hero cards are
drawn with it. Every line of it (the title, who plays it, each counter) is one `draw_line`: an icon,
then words on one line; Woodlanders' seat plates (a name with its marker and the dealer's badge, the
pain suit with its badge, pile and score, the cards in hand behind a fan of backs) are the same lines
stacked without a portrait, with `draw_badge`. The game passes its own pictures (the portrait, each
counter's icon, each slot's drawing); `seat_card_boxes` says where each part lies, so a zone can lay
the seat's things exactly on their slots.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, Hashable, Protocol, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import DIMMED, Art
from woods_desktop.table.card_face import draw_pill
from woods_desktop.table.dragging import ItemDrag
from woods_desktop.table.layers import StillLayer
from woods_desktop.table.panels import SEVERAL_LINES, log_room
from woods_desktop.table.text import MIN_PX, draw_text, name_floor
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.draw import panel
from woods_desktop.ui.services import Drawing

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]
CURRENT_FILL = (250, 232, 190)  # the seat to move: the scoreboard's band for the current player


class HasZones(Protocol):
    """A table's context as `log_under_cards` reads it: its zones by id."""

    def zone(self, zone_id: str) -> Zone: ...


@dataclass(frozen=True)
class SeatCardBoxes:
    """A card's parts, relative to the card's top-left corner."""

    portrait: pygame.Rect
    title: pygame.Rect  # what the seat is (a hero, a name)
    name: pygame.Rect  # who plays it: the left of the line under the title
    stats: pygame.Rect  # the counters: the same line, drawn from its right end
    slots: tuple[pygame.Rect, ...]  # the first group, then the second after a wider gap
    second_x: int  # where the second group of slots begins


def seat_card_boxes(size: tuple[int, int], first: int, second: int, portrait: bool = True) -> SeatCardBoxes:
    """The layout of one card at `size`: the portrait (a square as high as the card) on the left; on the
    right the title, then one line with who plays it and the counters at its right end, then the slots,
    which get the rest of the height (what a seat holds is what a child looks for: a present in a basket
    was 18 px on a 1280x720 window when the counters had a line of their own). The slots come in two groups
    (`first`, then `second` after a wider gap: a hero's baskets, then the help it keeps)."""
    w, h = size
    pad = max(3, h // 14)
    side = h - 2 * pad if portrait else 0
    portrait_rect = pygame.Rect(pad, pad, side, side)
    x = portrait_rect.right + pad + max(2, h // 20) if portrait else pad * 2
    right = w - pad
    title = pygame.Rect(x, pad, right - x, round(h * 0.21))
    line = pygame.Rect(x, title.bottom, right - x, round(h * 0.22))
    row_y = line.bottom + max(1, h // 30)
    row_h = h - pad - row_y
    count = first + second
    gap = max(2, row_h // 8)
    extra = gap * 2 if first and second else 0
    side_px = max(6, min(row_h, (right - x - extra - gap * max(0, count - 1)) // max(1, count)))
    slots = []
    cx = second_x = x
    for i in range(count):
        if i == first:
            cx += extra
            second_x = cx
        slots.append(pygame.Rect(cx, row_y + (row_h - side_px) // 2, side_px, side_px))
        cx += side_px + gap
    if not second:
        second_x = cx
    return SeatCardBoxes(portrait_rect, title, line.copy(), line, tuple(slots), second_x)


@dataclass(frozen=True)
class Counter:
    """A counter on the card: its icon, drawn at the counters' height, and its words (a number)."""

    icon: Callable[[int], pygame.Surface]  # the icon at a side in pixels
    words: str


def draw_line(
    surface: pygame.Surface,
    app: Drawing,
    box: pygame.Rect,
    words: str,
    px: int,
    ink: tuple[int, int, int],
    weight: str = "regular",
    icon: Callable[[pygame.Rect], None] | None = None,
    icon_w: int = 0,
    gap: int = 0,
    snug: bool = False,
    floor: int = MIN_PX,
) -> pygame.Rect:
    """One line of a seat's card or plate: an icon `icon_w` wide at the left of `box` (`icon(rect)` draws it
    in that rect, as high as the line), `gap`, then the words on one line at `px`, middle-aligned; `snug`:
    the words' box only as wide as they need (counters side by side). Returns the words' box."""
    x = box.x
    if icon is not None:
        icon(pygame.Rect(x, box.y, icon_w, box.h))
        x += icon_w + gap
    text = pygame.Rect(x, box.y, box.right - x, box.h)
    if snug:
        text.w = min(text.w, max(icon_w, app.fonts.font(px, weight).size(words)[0] + 4))
    draw_text(surface, app, words, text, px, ink, weight, "left", "middle", 1, floor)
    return text


def draw_badge(surface: pygame.Surface, app: Drawing, row: pygame.Rect, label: str, fill: tuple[int, int, int]) -> int:
    """A word in a coloured pill at the right end of a line (Woodlanders' dealer), at most half the line
    wide; returns the width it takes."""
    w: int = min(row.w // 2, app.fonts.font(app.px(theme.TYPE_SMALL), "bold").size(label)[0] + app.px(10))
    badge = pygame.Rect(row.right - w, row.y + app.px(3), w, row.h - app.px(6))
    draw_pill(surface, app, badge, label, fill, theme.WHITE, radius=app.px(6))
    return w


def draw_seat_card(
    surface: pygame.Surface,
    app: Drawing,
    size: tuple[int, int],
    title: str,
    name: str,
    current: bool,
    portrait: Callable[[pygame.Rect], None] | None,
    counters: Sequence[Counter],
    tags: Sequence[Callable[[int], pygame.Surface]],
    slots: Sequence[Callable[[int], pygame.Surface] | None],
    second: int = 0,
) -> SeatCardBoxes:
    """The card at `size` in `surface`'s top-left corner: the band and the amber edge when `current`;
    `portrait(box)` draws the portrait with its marker; who plays it, then at the same line's right end
    the counters, each its icon and its words, and the `tags` (icons without words: what stops a hero),
    last, so every card's tags stand in one column; `slots` each drawn at its slot's side (None: an empty
    slot), the last `second` in the second group."""
    w, h = size
    rect = pygame.Rect(0, 0, w, h)
    fill, edge = (CURRENT_FILL, theme.AMBER) if current else (theme.PARCHMENT, theme.PARCHMENT_SHADE)
    panel(surface, rect, fill, max(4, h // 9), 0, border=edge, border_w=max(2, h // (18 if current else 40)))
    boxes = seat_card_boxes(size, len(slots) - second, second, portrait is not None)
    if portrait is not None:
        portrait(boxes.portrait)
    draw_line(surface, app, boxes.title, title, max(app.px(theme.TYPE_BODY), round(h * 0.19)), theme.INK, "bold")
    box = boxes.stats
    # at a larger text the name takes a little more of the line, and may shrink to the kit's floor to stay whole
    # (cut short at its 100 % size, "Computer 1…" lost its level on every card)
    floor, share = name_floor(app), (2 if app.fonts.text_size <= 1 else 1.7)
    # at a larger text the counters make room for the name at its full 100 % size (they go down no further than
    # their own 100 % size): a name squeezed to the floor beside them drew under its 100 % size
    wanted = app.fonts.font(app.px(theme.TYPE_SMALL), "regular", scaled=False) if app.fonts.text_size > 1 else None
    name_w = min(int(box.w / share), (wanted or app.fonts.font(floor, "regular")).size(name)[0] + 2)
    s = max(8, box.h - 2)
    # at a larger text the counters' words go down no further than the size they are drawn at 100 % (a
    # hero's steps went from 19 px to 18 at 125 % to make room for a long name, which is cut short first)
    least = max(12, round(s * 0.8)) if app.fonts.text_size > 1 else 0
    while True:  # the counters shrink (icons and words) until the name fits beside them at the smallest text
        px = max(12, round(s * 0.8))
        font = app.fonts.font(px, "bold")
        spacing, tag_gap = max(4, s // 3), max(3, s // 5)
        widths = [s + 2 + font.size(c.words)[0] + 4 for c in counters]
        used = sum(widths) + spacing * len(counters) + (s + tag_gap) * len(tags) - (tag_gap if tags else spacing)
        if used + spacing + name_w <= box.w or s <= 10 or app.fonts.real_px(max(12, round((s - 1) * 0.8))) < least:
            break
        s -= 1
    y = box.y + (box.h - s) // 2
    # the counters from the line's right end, the tags last: the line left of them is the name's, which
    # the sizes above leave room for (a wide "2 из 3" once started at a third and pushed a tag off the line)
    x = max(box.x + min(name_w + spacing, box.w // 3), box.right - used)
    for counter, cw in zip(counters, widths):
        line = pygame.Rect(x, box.y, cw, box.h)
        icon = partial(_blit_centred, surface, counter.icon(s))
        x = draw_line(surface, app, line, counter.words, px, theme.INK, "bold", icon, s, 2, True).right
        x += spacing
    for tag in tags:
        if x + s > box.right:
            break
        surface.blit(tag(s), (x, y))
        x += s + tag_gap
    name_box = pygame.Rect(boxes.name.x, boxes.name.y, max(0, box.right - used - spacing - boxes.name.x), box.h)
    draw_line(surface, app, name_box, name, app.px(theme.TYPE_SMALL), theme.INK_SOFT, floor=floor)
    for slot, drawing in zip(boxes.slots, slots):
        if drawing is not None:
            surface.blit(drawing(slot.w), slot)
    return boxes


def _blit_centred(surface: pygame.Surface, picture: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(picture, picture.get_rect(center=rect.center))


class SeatCardsZone(Zone):
    """The seats' cards stacked top to bottom, each at most `max_card_h` design px high; items: the cards,
    then the things the seats hold, each laid on its slot of its seat's card. `place_of(item id)` says
    whose an item is and on which slot it lies (None: the card itself); `slots` the two groups of slots
    each seat's card has. The things answer a click before their card (they lie over it), and can be
    dragged onto something else (`drag`: the kit's `ItemDrag`, its `on_drop` set by the table)."""

    kind = "seat_cards"

    def __init__(
        self,
        zone_id: str,
        art: Art,
        place_of: Callable[[Hashable], tuple[int, int | None]],
        max_card_h: float = 122,
        gap: float = 8,
        inset: float = 5,
    ) -> None:
        super().__init__(zone_id, art, item_ratio=0.28)
        self.place_of = place_of
        self.max_card_h, self.gap, self.inset = max_card_h, gap, inset
        self.slots: dict[int, tuple[int, int]] = {}  # seat -> (slots in the first group, in the second)
        self.drag = ItemDrag(lambda it: self.place_of(it.id)[1] is not None)
        self.version = 0  # bumped whenever an item, a mark, hover or focus may have changed
        self.layer = StillLayer()

    def card_rect(self, seat: int, seats: int) -> pygame.Rect:
        gap = self.scale_px(self.gap)
        inset = self.scale_px(self.inset)  # the marks' glow stays inside the zone
        room = self.rect.inflate(-2 * inset, -2 * inset)
        h = min(self.scale_px(self.max_card_h), (room.h - gap * (seats - 1)) // max(1, seats))
        return pygame.Rect(room.x, room.y + seat * (h + gap), room.w, h)

    def arrange(self) -> None:
        self.version += 1
        seats = len(self.slots)
        for it in self.items:
            seat, slot = self.place_of(it.id)
            card = self.card_rect(seat, seats)
            if slot is None:
                it.rect = card
                continue
            boxes = seat_card_boxes(card.size, *self.slots[seat])
            if slot < len(boxes.slots):
                it.rect = boxes.slots[slot].move(card.topleft)

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        """Cards and the things on them, kept as one still layer; a card that cannot take anything now is
        not veiled (it still shows its seat plainly), it is only passed over by the keyboard."""
        if self.art is None:
            return
        art = self.art

        def paint(layer: pygame.Surface, off: tuple[int, int]) -> None:
            for i, it in enumerate(self.items):
                art.draw(layer, it.face, it.rect.move(off), self.shown_marks(i, it, has_focus) - {DIMMED})

        key = (self.version, has_focus, tuple(self.rect), surface.get_size())
        self.layer.blit(surface, self.rect, key, paint)

    def hit(self, pos: tuple[int, int]) -> Item | None:
        for it in reversed(self.items):  # things held lie over their card: they answer first
            if it.rect.collidepoint(pos):
                return it
        return None

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        return self.drag.handle(self, event)


__all__ = [
    "CURRENT_FILL",
    "Counter",
    "SeatCardBoxes",
    "SeatCardsZone",
    "draw_badge",
    "draw_line",
    "draw_seat_card",
    "seat_card_boxes",
]


def log_under_cards(
    app: Drawing, rects: dict[str, pygame.Rect], ctx: HasZones, gap: int
) -> tuple[pygame.Rect, pygame.Rect]:
    """The seats' cards (the score's place, zone "heroes") and the log under them: at a larger text the log
    keeps its 3 lines (the Wolf's showed one at 150 %), the cards closing up (gap 1) and giving it their foot."""
    cards, log = log_under(app, rects["score"], rects["log"])
    if isinstance(zone := ctx.zone("heroes"), SeatCardsZone):
        zone.gap = 1 if cards.h < rects["score"].h else gap
    return cards, log


def log_under(app: Drawing, above: pygame.Rect, log: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The place above the log and the log: at a larger text the log keeps its 3 lines (its title at its
    100 % size, `log_room`), the place above giving it its foot."""
    above, log = pygame.Rect(above), pygame.Rect(log)
    short = log_room(app, SEVERAL_LINES, tight=True) - log.h if app.fonts.text_size > 1 and log.h > 1 else 0
    if short > 0:
        above.h -= short
        log.update(log.x, log.y - short, log.w, log.h + short)
    return above, log
