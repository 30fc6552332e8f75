"""The task card, shown large over the board with the table's two answers, and the picture-book ending.

The card must read from across a family table: the task in big type, a thick frame that says whose
task it is (green: the hero's player; orange: everyone together, with a ribbon saying so in words,
so the frame's colour is never the only sign), and two big buttons, "Done!" and "Not yet".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare
from woods_desktop.table.art import DIMMED, FOCUS, HOVER, draw_marks_over, draw_marks_under
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.draw import darken, lighten, panel

GREEN_FRAME = theme.hex_color("#4C8A3A")
ORANGE_FRAME = theme.hex_color("#E07A2A")
DONE = ("answer", True)
NOT_YET = ("answer", False)


@dataclass(frozen=True)
class Card:
    """What the card says: the ribbon (whose task), the task, the cost of "not yet", and the frame."""

    ribbon: str
    text: str
    note: str
    orange: bool
    done: str
    not_yet: str


@dataclass(frozen=True)
class CardRects:
    card: pygame.Rect
    ribbon: pygame.Rect
    text: pygame.Rect
    note: pygame.Rect
    done: pygame.Rect
    not_yet: pygame.Rect


def card_rects(area: pygame.Rect, px: Any) -> CardRects:
    """The card centred on the board, as large as reads well; the answers along its bottom."""
    w = min(area.w - px(24), px(760))
    h = min(area.h - px(16), px(470))
    card = pygame.Rect(0, 0, w, h)
    card.center = area.center
    pad = px(22)
    ribbon = pygame.Rect(card.x + pad, card.y + pad, card.w - 2 * pad, px(52))
    buttons_h = min(px(84), h // 5)
    buttons_y = card.bottom - pad - buttons_h
    note = pygame.Rect(card.x + pad, buttons_y - px(34), card.w - 2 * pad, px(28))
    text = pygame.Rect(
        card.x + pad + px(8), ribbon.bottom + px(10), card.w - 2 * pad - px(16), note.y - ribbon.bottom - px(16)
    )
    bw = (card.w - 2 * pad - px(24)) // 2
    done = pygame.Rect(card.x + pad, buttons_y, bw, buttons_h)
    not_yet = pygame.Rect(card.right - pad - bw, buttons_y, bw, buttons_h)
    return CardRects(card, ribbon, text, note, done, not_yet)


class TaskZone(Zone):
    """The task card over the board; its items are the two answers."""

    kind = "task"

    def __init__(self, zone_id: str, app: Any) -> None:
        super().__init__(zone_id, None, item_ratio=0.3)
        self.app = app
        self.card: Card | None = None
        self.area = pygame.Rect(0, 0, 0, 0)
        self.rects: CardRects | None = None
        self._drawn: tuple[Any, pygame.Surface, tuple[int, int]] | None = None

    def show(self, card: Card | None, area: pygame.Rect) -> None:
        self.card = card
        self.area = pygame.Rect(area)
        self.place(area, self.app.px)
        self.set_items([Item(DONE, "done"), Item(NOT_YET, "not_yet")] if card is not None else [])

    def arrange(self) -> None:
        if self.card is None:
            return
        self.rects = card_rects(self.area, self.scale_px)
        for it in self.items:
            it.rect = (self.rects.done if it.id == DONE else self.rects.not_yet).copy()

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        """The card, drawn once per look (hover and focus included) and kept; the board under it veils itself."""
        if self.card is None or self.rects is None:
            return
        marks = tuple(self.shown_marks(i, it, has_focus) for i, it in enumerate(self.items))
        key = (self.card, tuple(self.rects.card), marks, self.app.scale)
        if self._drawn is None or self._drawn[0] != key:
            margin = self.app.px(40)
            room = self.rects.card.inflate(2 * margin, 2 * margin)
            layer = pygame.Surface(room.size, pygame.SRCALPHA)
            self._paint(layer, (-room.x, -room.y), marks)
            self._drawn = (key, layer, room.topleft)
        surface.blit(self._drawn[1], self._drawn[2])

    def _paint(self, surface: pygame.Surface, off: tuple[int, int], marks: tuple[frozenset[str], ...]) -> None:
        app, card, rects = self.app, self.card, self.rects
        assert card is not None and rects is not None
        frame = ORANGE_FRAME if card.orange else GREEN_FRAME
        panel(surface, rects.card.move(off), frame, app.px(22), app.px(8))
        inner = rects.card.move(off).inflate(-app.px(18), -app.px(18))
        pygame.draw.rect(surface, theme.PARCHMENT, inner, border_radius=app.px(14))
        pygame.draw.rect(surface, darken(frame, 0.3), inner, max(1, app.px(2)), border_radius=app.px(14))
        ribbon = rects.ribbon.move(off)
        pygame.draw.rect(surface, frame, ribbon, border_radius=app.px(12))
        icon = picture("balloons" if card.orange else "steps", ribbon.h - app.px(8))
        surface.blit(icon, (ribbon.x + app.px(8), ribbon.y + app.px(4)))
        label = ribbon.inflate(-2 * (icon.get_width() + app.px(12)), 0)
        draw_text(
            surface, app, card.ribbon, label, app.px(theme.TYPE_TITLE), theme.WHITE, "bold", "center", "middle", 1
        )
        text = rects.text.move(off)
        draw_text(surface, app, card.text, text, app.px(theme.TYPE_HERO), theme.INK, "bold", "center", "middle")
        note = rects.note.move(off)
        draw_text(
            surface, app, card.note, note, app.px(theme.TYPE_BODY), theme.INK_SOFT, "regular", "center", "middle", 1
        )
        for it, m in zip(self.items, marks):
            self._button(surface, it.id, it.rect.move(off), m)

    def _button(self, surface: pygame.Surface, which: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        app, card = self.app, self.card
        assert card is not None
        done = which == DONE
        fill = theme.MOSS if done else theme.hex_color("#C9705A")
        if HOVER in marks:
            fill = lighten(fill, 0.15)
            rect = rect.move(0, -app.px(2))
        draw_marks_under(surface, app, rect, marks & {FOCUS})
        panel(surface, rect, fill, app.px(14), app.px(4), border=darken(fill, 0.3), border_w=max(1, app.px(2)))
        icon = app.images.get("icon-check" if done else "icon-cross", rect.h * 3 // 5)
        surface.blit(icon, (rect.x + app.px(14), rect.centery - icon.get_height() // 2))
        box = pygame.Rect(
            rect.x + icon.get_width() + app.px(20), rect.y, rect.w - icon.get_width() - app.px(30), rect.h
        )
        label = card.done if done else card.not_yet
        draw_text(surface, app, label, box, app.px(theme.TYPE_TITLE), theme.WHITE, "bold", "center", "middle", 2)
        draw_marks_over(surface, app, rect, marks & {FOCUS, DIMMED})


def draw_ending(
    surface: pygame.Surface,
    app: Any,
    area: pygame.Rect,
    result: str,
    title: str,
    lines: list[str],
    heroes: list[str],
    presents: list[str],
    hint: str,
) -> None:
    """The last page of the picture book: the Wolf at his house with his friends and the presents they
    brought (`presents`: their drawings, each its own; balloons when the party happened; a sad Wolf alone
    on the path when it did not), the shout, and what it came to."""
    happy = result in ("best", "surprise")
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 20, 14, 170), veil.get_rect(), border_radius=app.px(12))
    surface.blit(veil, area)
    page = area.inflate(-app.px(40), -app.px(28))
    sky = theme.hex_color("#9CC0D8") if happy else theme.hex_color("#8A97A6")
    radius = app.px(20)
    panel(surface, page, sky, radius, app.px(8))
    ground = pygame.Rect(page.x, page.y + page.h * 60 // 100, page.w, page.h - page.h * 60 // 100)
    grass = theme.hex_color("#7FA04A") if happy else theme.hex_color("#6E8A50")
    pygame.draw.rect(surface, grass, ground, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    pygame.draw.rect(surface, theme.INK, page, max(1, app.px(2)), border_radius=radius)
    house = min(page.h * 50 // 100, page.w * 30 // 100)
    hx = page.right - house - app.px(28)
    hy = ground.y - house * 82 // 100
    if happy:
        bunch = house * 55 // 100
        surface.blit(picture("balloons", bunch), (hx - bunch * 45 // 100, hy - bunch * 35 // 100))
        surface.blit(
            picture("balloons", bunch), (min(page.right - bunch, hx + house - bunch * 55 // 100), hy - bunch // 4)
        )
    surface.blit(picture("house", house), (hx, hy))
    fig = max(app.px(40), house * 55 // 100)
    wolf_x = hx - fig if happy else page.x + page.w * 52 // 100 - fig
    wolf = picture("wolf" if happy else "wolf_sad", fig)
    surface.blit(wolf, (wolf_x, ground.y - fig * 85 // 100))
    if happy:
        size = fig * 4 // 5
        x = wolf_x - size
        for hero in heroes:
            surface.blit(picture(hero, size), (x, ground.y - size * 80 // 100))
            x -= size * 9 // 10
    gift = max(app.px(14), page.h * 9 // 100)
    row = presents[:10]
    gx = hx + house // 2 - (len(row) * gift) // 2
    for k, drawing in enumerate(row):
        surface.blit(picture(present_bare(drawing), gift), (gx + k * gift, ground.y + gift // 3))
    text_box = pygame.Rect(page.x + app.px(28), page.y + app.px(20), page.w * 50 // 100, ground.y - page.y - fig)
    ink = theme.WHITE if happy else theme.PARCHMENT
    draw_text(surface, app, title, text_box, app.px(theme.TYPE_HERO + 8), ink, "bold", valign="middle")
    body = pygame.Rect(page.x + app.px(28), ground.y + gift * 3 // 2, page.w - app.px(56), page.bottom - app.px(40))
    body.h = page.bottom - app.px(40) - body.y
    draw_text(surface, app, "  ".join(lines), body, app.px(theme.TYPE_LEAD), theme.PARCHMENT, "bold", "left", "middle")
    hint_box = pygame.Rect(page.x + app.px(28), page.bottom - app.px(36), page.w - app.px(56), app.px(28))
    draw_text(surface, app, hint, hint_box, app.px(theme.TYPE_BODY), theme.PARCHMENT, "regular", "right", "middle", 1)
