"""The kit's zone kinds for cards, tiles and choices (the base `Zone` and `Item` are zones.py's, the hex map
board_zones.py's): a hand that fans and lifts, a row (or rows) that lines up and shrinks to fit, a row centred
both ways in its tray, a grid placed by (row, col) that grows and shrinks with the game, and a bar of labelled
choices (the Warden to take, keep or refresh; done or not done)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Hashable, Sequence, TypedDict

import pygame

from woods_desktop.table.art import DIMMED, SELECTED, Art
from woods_desktop.table.zones import Item, Zone

if TYPE_CHECKING:
    from typing_extensions import Unpack


class ZoneOptions(TypedDict, total=False):
    """What every zone kind passes on to `Zone`: whether the keyboard's focus visits it, and how many times
    larger a hovered item is shown when it is drawn small."""

    focusable: bool
    magnify: float


class RowOptions(ZoneOptions, total=False):
    """A row's own options (`RowZone`), which a centred row passes on to it."""

    item_ratio: float
    max_item_w: float
    rows: int
    align: str
    fit_rows: bool


def _item_size(area: pygame.Rect, ratio: float, max_w: int) -> tuple[int, int]:
    w = min(max_w, int(area.h / ratio))
    return w, int(w * ratio)


class HandZone(Zone):
    """A fan of cards: overlaps to fit, the hovered card lifts, selected cards lift higher."""

    kind = "hand"

    def __init__(
        self,
        zone_id: str,
        art: Art | None = None,
        item_ratio: float = 1.4,
        max_item_w: float = 96,
        lift: float = 14,
        select_lift: float = 24,
        **kwargs: Unpack[ZoneOptions],
    ) -> None:
        super().__init__(zone_id, art, item_ratio, **kwargs)
        self.max_item_w = max_item_w
        self.lift = lift
        self.select_lift = select_lift

    def arrange(self) -> None:
        n = len(self.items)
        if not n:
            return
        px = self.scale_px
        top_room = px(self.select_lift)
        area = self.rect.inflate(0, -top_room)
        area.bottom = self.rect.bottom
        w, h = _item_size(area, self.item_ratio, px(self.max_item_w))
        gap = px(6)
        step = min(w + gap, (area.w - w) // max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = area.x + (area.w - total) // 2
        for i, it in enumerate(self.items):
            up = 0
            if SELECTED in it.marks:
                up = px(self.select_lift)
            elif it.id == self.hover or (self.focus_shown and self.focus == i):
                up = px(self.lift)
            it.rect = pygame.Rect(x0 + i * step, area.bottom - h - up, w, h)


class RowZone(Zone):
    """Items side by side, shrinking to fit; several rows when `rows` > 1."""

    kind = "row"

    def __init__(
        self,
        zone_id: str,
        art: Art | None = None,
        item_ratio: float = 1.4,
        max_item_w: float = 96,
        rows: int = 1,
        align: str = "center",
        fit_rows: bool = False,
        **kwargs: Unpack[ZoneOptions],
    ) -> None:
        super().__init__(zone_id, art, item_ratio, **kwargs)
        self.max_item_w = max_item_w
        self.rows, self.align = rows, align
        self.fit_rows = fit_rows  # `rows` is the most: as many as give the largest items (a wide, short place)

    def _width(self, n: int, rows: int, gap: int) -> tuple[int, int]:
        per, rows = math.ceil(n / rows), math.ceil(n / math.ceil(n / rows))  # in a row; rows (`rows` at most)
        h = (self.rect.h - gap * (rows - 1)) / rows / self.item_ratio
        return max(4, min(self.scale_px(self.max_item_w), (self.rect.w - gap * (per - 1)) // per, int(h))), per

    def arrange(self) -> None:
        n = len(self.items)
        if not n:
            return
        gap = self.scale_px(8)
        counts = range(1, self.rows + 1) if self.fit_rows else [self.rows]
        w, per_row = max((self._width(n, r, gap) for r in counts), key=lambda got: (got[0], -got[1]))
        h = int(w * self.item_ratio)
        for i, it in enumerate(self.items):
            r, c = divmod(i, per_row)
            total = min(per_row, n - r * per_row) * (w + gap) - gap
            x0 = {"left": self.rect.x, "right": self.rect.right - total}.get(self.align, self.rect.centerx - total // 2)
            it.rect = pygame.Rect(x0 + c * (w + gap), self.rect.y + r * (h + gap), w, h)


class GridZone(Zone):
    """Items at `at=(row, col)`; the cell size follows the occupied bounds, so the grid grows and
    shrinks with the game (Voice's field, the Wolf's board)."""

    kind = "grid"

    def __init__(
        self,
        zone_id: str,
        art: Art | None = None,
        item_ratio: float = 1.4,
        max_item_w: float = 96,
        gap: float = 8,
        **kwargs: Unpack[ZoneOptions],
    ) -> None:
        super().__init__(zone_id, art, item_ratio, **kwargs)
        self.max_item_w = max_item_w
        self.gap = gap
        self.cell_w = 0
        self.cell_h = 0
        self.origin = (0, 0)
        self.bounds = (0, 0, 0, 0)
        # the x the grid would rather stand centred on (kept inside the zone): Voice's field stays over the
        # middle of the table whether or not the action rail beside it takes a column
        self.centre_x: Callable[[], int | None] | None = None

    def arrange(self) -> None:
        if not self.items:
            return
        rows = [it.at[0] for it in self.items]
        cols = [it.at[1] for it in self.items]
        r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
        self.bounds = (r0, r1, c0, c1)
        nr, nc = r1 - r0 + 1, c1 - c0 + 1
        gap = self.scale_px(self.gap)
        w = min(
            self.scale_px(self.max_item_w),
            (self.rect.w - gap * (nc - 1)) // nc,
            int((self.rect.h - gap * (nr - 1)) / nr / self.item_ratio),
        )
        w = max(4, w)
        h = int(w * self.item_ratio)
        self.cell_w, self.cell_h = w + gap, h + gap
        total_w, total_h = nc * w + (nc - 1) * gap, nr * h + (nr - 1) * gap
        x0 = self.rect.centerx - total_w // 2
        middle = self.centre_x() if self.centre_x is not None else None
        if middle is not None:
            x0 = max(self.rect.left, min(middle - total_w // 2, self.rect.right - total_w))
        y0 = self.rect.centery - total_h // 2
        self.origin = (x0, y0)
        for it in self.items:
            r, c = it.at
            it.rect = pygame.Rect(x0 + (c - c0) * self.cell_w, y0 + (r - r0) * self.cell_h, w, h)


class CentredRowZone(RowZone):
    """A row whose items stand centred in their box both ways (a display's slots in their tray); a right
    click on an item is `on_right`'s (turn a tile over)."""

    kind = "centred_row"

    def __init__(
        self,
        zone_id: str,
        art: Art | None,
        on_right: Callable[[Hashable | None], bool] | None = None,
        **kwargs: Unpack[RowOptions],
    ) -> None:
        super().__init__(zone_id, art, **kwargs)
        self.on_right = on_right

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.on_right is not None:
            hit = self.hit(event.pos)
            return hit is not None and self.on_right(hit.id)
        return False

    def arrange(self) -> None:
        super().arrange()
        if not self.items:
            return
        box = self.items[0].rect.unionall([it.rect for it in self.items[1:]])
        dx, dy = self.rect.centerx - box.centerx, self.rect.centery - box.centery
        for it in self.items:
            it.rect.move_ip(dx, dy)


@dataclass(frozen=True)
class Choice:
    id: Hashable
    label: str
    enabled: bool = True
    tip: str | None = None


class ChoiceBar(Zone):
    """Labelled choices in a row (the Warden to take, keep or refresh, done / not done)."""

    kind = "choice"

    def __init__(
        self,
        zone_id: str,
        draw_choice: Callable[[pygame.Surface, Choice, pygame.Rect, frozenset[str]], None],
        max_w: float = 220,
        vertical: bool = False,
        max_h: float = 44,
        **kwargs: Unpack[ZoneOptions],
    ) -> None:
        super().__init__(zone_id, None, **kwargs)
        self.draw_choice = draw_choice
        self.max_w = max_w
        self.vertical = vertical  # stacked top to bottom in a narrow column, each `max_h` high at most
        self.max_h = max_h
        self.min_w = 0.0  # a row narrower than this a choice goes onto two rows (a larger text's names)
        self.choices: list[Choice] = []

    def set_choices(self, choices: Sequence[Choice]) -> None:
        self.choices = list(choices)
        self.set_items([Item(c.id, c.label, frozenset() if c.enabled else frozenset({DIMMED}), c.tip) for c in choices])

    def arrange(self) -> None:
        n = len(self.items)
        if not n:
            return
        gap = self.scale_px(10)
        if self.vertical:
            gap = self.scale_px(8)
            h = min(self.scale_px(self.max_h), (self.rect.h - gap * (n - 1)) // n)
            for i, it in enumerate(self.items):
                it.rect = pygame.Rect(self.rect.x, self.rect.y + i * (h + gap), self.rect.w, h)
            return
        rows = 2 if n > 1 and (self.rect.w - gap * (n - 1)) // n < self.scale_px(self.min_w) else 1
        per = math.ceil(n / rows)
        w = min(self.scale_px(self.max_w), (self.rect.w - gap * (per - 1)) // per)
        h = (self.rect.h - gap // 2 * (rows - 1)) // rows
        for i, it in enumerate(self.items):
            r, c = divmod(i, per)
            x0 = self.rect.centerx - (min(per, n - r * per) * (w + gap) - gap) // 2
            it.rect = pygame.Rect(x0 + c * (w + gap), self.rect.y + r * (h + gap // 2), w, h)

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        for i, (choice, it) in enumerate(zip(self.choices, self.items)):
            self.draw_choice(surface, choice, it.rect, self.shown_marks(i, it, has_focus))
