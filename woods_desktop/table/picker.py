"""A picker screen on the kit's card grid: cards each kept in or left out, a page at a time.

The Wolf's leave-out screen (which task cards stay in the deck) was a card grid plus the same paged
picker any game would write again: Back and Next with "cards 1-15 of 30", how many are kept, "all in",
Done handing the choice back, at least one card kept. It lives here, beside the table's text fitting
(`table.text`, which the layout tests watch), because `ui/` sits under the table kit and cannot use it;
the grid itself stays `ui/card_grid.py`'s.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Callable, Generic, Sequence, TypeVar

import pygame

from woods_desktop.app import theme
from woods_desktop.table.text import draw_text
from woods_desktop.ui.card_grid import CardGrid, CardGridScene, GridCard, GridShape
from woods_desktop.ui.chrome import design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import darken, lighten, panel
from woods_desktop.ui.services import Drawing
from woods_desktop.ui.widgets import Button, FocusRing, Widget

T = TypeVar("T")


@dataclass(frozen=True)
class PickerWords:
    """The string keys a picker screen shows: its title and the game's name over it, the buttons, the
    page ("cards {first}-{last} of {total}"), the count kept ("{count} of {total}") and the refusal to
    leave out the last card."""

    title: str
    subtitle: str
    prev: str
    next: str
    all_in: str
    done: str
    page: str
    info: str
    keep_one: str


class ToggleCard(GridCard[T]):
    """A card of a picker's grid that is kept in (`on`) or left out."""

    on = True


def draw_toggle_frame(
    surface: pygame.Surface, app: Drawing, rect: pygame.Rect, edge: tuple[int, int, int], on: bool, hover: bool
) -> pygame.Rect:
    """A picker card's frame: its `edge` colour while kept in (greyed when left out), the card lighter under
    the pointer, a tick or a cross at its right. Returns the room left for what the card shows."""
    fill = theme.PARCHMENT if on else theme.PARCHMENT_DARK
    panel(surface, rect, edge if on else darken(theme.PARCHMENT_SHADE, 0.1), app.px(8), app.px(2))
    inner = rect.inflate(-app.px(6), -app.px(6))
    pygame.draw.rect(surface, lighten(fill, 0.3) if hover else fill, inner, border_radius=app.px(6))
    mark = app.images.get("icon-check" if on else "icon-cross", app.px(28))
    surface.blit(mark, (inner.right - mark.get_width() - app.px(6), inner.centery - mark.get_height() // 2))
    return pygame.Rect(inner.x, inner.y, inner.w - mark.get_width() - app.px(14), inner.h)


class PickerScene(CardGridScene, ABC, Generic[T]):
    """A screen of cards, each kept in or left out, a page at a time: Back and Next with the page's
    range, how many are kept, "all in", and Done handing the ids left out back in the items' order;
    at least one card stays in. A game sets `shape`, `words` and `card_kind`, draws one card in
    `draw_card` and calls `start` from `enter`; the buttons lie under the grid, the same on every page."""

    shape: GridShape
    words: PickerWords
    card_kind: type[ToggleCard[T]] = ToggleCard

    def start(
        self,
        items: Sequence[T],
        key: Callable[[T], str],
        left_out: Sequence[str] | None,
        on_done: Callable[[list[str]], None] | None,
    ) -> None:
        self.items, self.key = list(items), key
        ids = {key(item) for item in self.items}
        self.left_out = [i for i in (left_out or []) if i in ids]
        self.on_done = on_done
        flip: Callable[[T], None] = lambda item: self.flip(key(item))
        self.grid = CardGrid(self.app, self.shape, self.items, self.paint, flip, self.card_kind)
        self.focus = FocusRing()
        self.layout()

    @property
    def toggles(self) -> list[ToggleCard[T]]:
        """The cards on the page (each card's `on`: whether it is kept in)."""
        return [t for t in self.grid.cards if isinstance(t, ToggleCard)]

    def paint(self, surface: pygame.Surface, card: GridCard[T]) -> None:
        on = card.on if isinstance(card, ToggleCard) else True
        self.draw_card(surface, card.item, card.rect, on, card.hover)

    @abstractmethod
    def draw_card(self, surface: pygame.Surface, item: T, rect: pygame.Rect, on: bool, hover: bool) -> None:
        """One card, kept in (`on`) or left out, hovered or not: each game draws its own."""

    def layout(self) -> None:
        app, w, y = self.app, self.words, self.shape.y + self.shape.h + 20
        self.grid.layout()  # the cards' places for the window's size
        self.mark()
        last = self.grid.page + 1 >= self.grid.pages()
        self.prev = Button(app, app.t(w.prev), lambda: self.turn(-1), design_rect(app, self.shape.x, y, 180, 48),
                           icon="icon-undo", enabled=self.grid.page > 0)  # fmt: skip
        self.next = Button(app, app.t(w.next), lambda: self.turn(1), design_rect(app, self.shape.x + 192, y, 180, 48),
                           icon="icon-play", enabled=not last)  # fmt: skip
        self.all_in = Button(app, app.t(w.all_in), self.keep_all, design_rect(app, 700, 640, 240, 56))
        self.done = Button(app, app.t(w.done), self.close, design_rect(app, 960, 640, 240, 56), "primary",
                           icon="icon-check", size=theme.TYPE_LEAD)  # fmt: skip
        self.refocus()

    def widgets(self) -> list[Widget]:
        return [self.prev, self.next, self.all_in, self.done]

    def turn(self, d: int) -> None:
        if self.grid.turn(d):
            self.layout()
        self.dirty = True

    def mark(self) -> None:
        """Each card on the page ticked when it is kept in."""
        for t in self.toggles:
            t.on = self.key(t.item) not in self.left_out

    def flip(self, item_id: str) -> None:
        if item_id in self.left_out:
            self.left_out.remove(item_id)
        elif len(self.left_out) + 1 >= len(self.items):
            self.app.toast(self.app.t(self.words.keep_one), "error")
            return
        else:
            self.left_out.append(item_id)
        self.mark()
        self.dirty = True

    def keep_all(self) -> None:
        self.left_out = []
        self.mark()
        self.dirty = True

    def close(self) -> None:
        if self.on_done is not None:
            order = [self.key(item) for item in self.items]
            self.on_done(sorted(self.left_out, key=order.index))
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        app, w, shape, total = self.app, self.words, self.shape, len(self.items)
        draw_table(surface)
        draw_title(surface, app, app.t(w.title), app.t(w.subtitle))
        sheet(surface, app, design_rect(app, 40, shape.y - 16, 1200, shape.h + 26))
        first, last = self.grid.shown()
        y = shape.y + shape.h + 20
        draw_text(surface, app, app.t(w.page, first=first, last=last, total=total),
                  design_rect(app, shape.x + 384, y, 250, 48), app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold",
                  valign="middle", max_lines=1)  # fmt: skip
        info = app.t(w.info, count=total - len(self.left_out), total=total)
        draw_text(surface, app, info, design_rect(app, 48, 650, 640, 66), app.px(theme.TYPE_SMALL), theme.PARCHMENT,
                  valign="middle", max_lines=3)  # fmt: skip
        self.draw_cards(surface)


__all__ = ["PickerScene", "PickerWords", "ToggleCard", "draw_toggle_frame"]
