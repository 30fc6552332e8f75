"""Zones lay out items, hit-test them top-down and carry keyboard focus.

Items are named by ids the game chooses (a card, a cell, a hex); scenes and
tests address them as (zone id, item id), never by pixel, so the drawing can
change without breaking either. Each zone kind arranges its items its own
way: a hand fans and lifts, a row lines up, a grid places by (row, col) and
grows or shrinks to fit, a choice bar holds labelled choices (zone_kinds.py); a
hex map places by axial coordinates with pan and zoom (board_zones.py). This
module holds what they share: the item and the base zone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable

import pygame

from woods_desktop.table.art import DIMMED, FOCUS, HOVER, Art


@dataclass
class Item:
    id: Hashable
    face: Hashable
    marks: frozenset[str] = frozenset()
    tip: str | None = None  # shown on hover: what it is, or why it cannot be used now
    at: Any = None  # where the zone puts it: (row, col) in a grid, (q, r) on a hex map
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class Zone:
    """Base zone: items drawn in order, the last on top; hit-testing goes top-down."""

    kind = "zone"
    focus_marks: frozenset[str] | None = None  # keyboard focus rests only on items with one (None: not dimmed)

    def __init__(
        self,
        zone_id: str,
        art: Art | None = None,
        item_ratio: float = 1.4,
        focusable: bool = True,
        magnify: float = 0.0,
    ) -> None:
        self.id = zone_id
        self.art = art
        self.item_ratio = item_ratio  # height / width of one item
        self.focusable = focusable
        self.magnify = magnify  # show a hovered item this many times larger when it is drawn small
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.items: list[Item] = []
        self.hover: Hashable | None = None
        self.focus: int | None = None
        self.focus_shown = False  # the keyboard's focus is in this zone (the kit keeps it): a hand lifts it
        self.scale_px: Callable[[float], int] = lambda v: max(1, round(v))

    # content ------------------------------------------------------------------
    def set_items(self, items: Iterable[Item]) -> None:
        self.items = list(items)
        if self.focus is not None and self.focus >= len(self.items):
            self.focus = len(self.items) - 1 if self.items else None
        self.arrange()

    def place(self, rect: pygame.Rect, px: Callable[[float], int]) -> None:
        self.rect = pygame.Rect(rect)
        self.scale_px = px
        self.arrange()

    def arrange(self) -> None:
        """Give every item its rect inside the zone (each kind its own way)."""

    def item(self, item_id: Hashable) -> Item | None:
        for it in self.items:
            if it.id == item_id:
                return it
        return None

    # input --------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> Item | None:
        for it in reversed(self.items):
            if it.rect.collidepoint(pos):
                return it
        return None

    def on_motion(self, pos: tuple[int, int]) -> bool:
        """Track hover; True when it changed (the screen needs a redraw)."""
        it = self.hit(pos) if self.rect.collidepoint(pos) else None
        new = it.id if it is not None else None
        changed = new != self.hover
        self.hover = new
        if changed:
            self.arrange()
        return changed

    def focusable_indexes(self) -> list[int]:
        """Keyboard focus never starts on (or moves to) a dimmed item, nor one without a `focus_marks` mark."""
        marks = self.focus_marks
        return [i for i, it in enumerate(self.items) if DIMMED not in it.marks and (marks is None or it.marks & marks)]

    def move_focus(self, step: int) -> None:
        order = self.focusable_indexes()
        if not order:
            self.focus = None
            return
        if self.focus not in order:
            self.focus = order[0] if step >= 0 else order[-1]
        else:
            k = order.index(self.focus)
            self.focus = order[(k + step) % len(order)]
        self.arrange()

    def bring_into_view(self, index: int) -> None:
        """The keyboard's focus came to item `index`: a zone that can scroll or pan keeps it in sight (the
        hex map pans); the others show every item already."""

    def focused(self) -> Item | None:
        if self.focus is None or self.focus >= len(self.items):
            return None
        return self.items[self.focus]

    # drawing ------------------------------------------------------------------
    def shown_marks(self, index: int, it: Item, has_focus: bool) -> frozenset[str]:
        marks = set(it.marks)
        if it.id == self.hover:
            marks.add(HOVER)
        if has_focus and self.focus == index:
            marks.add(FOCUS)
        return frozenset(marks)

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        if self.art is None:
            return
        for i, it in enumerate(self.items):
            self.art.draw(surface, it.face, it.rect, self.shown_marks(i, it, has_focus))

    def draw_magnified(self, surface: pygame.Surface, bounds: pygame.Rect) -> None:
        """The hovered item shown large beside the zone, when it is drawn small (D4-ST8's open hand)."""
        if not self.magnify or self.hover is None or self.art is None:
            return
        it = self.item(self.hover)
        if it is None:
            return
        w = round(it.rect.w * self.magnify)
        big = pygame.Rect(0, 0, w, round(w * self.item_ratio))
        big.midbottom = (it.rect.centerx, it.rect.top - self.scale_px(8))
        if big.top < bounds.top:
            big.midtop = (it.rect.centerx, it.rect.bottom + self.scale_px(8))
        big.clamp_ip(bounds)
        self.art.draw(surface, it.face, big, frozenset())
