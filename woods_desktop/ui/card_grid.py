"""A screen's grid of cards: laid out from counts, paged, focused by keys, clicked; the game draws each card.

The Wolf's task-card panel (thirty cards to leave in or out, fifteen a page) and Whispering Woods'
campaign (six missions, each to play) were two hand-written copies of one screen: rectangles typed per
card, a focus ring, a click, a hover. Here it is once: the game hands over its items, where the grid
sits and how many columns and rows it has, a function that draws one card and what a click on a card
means; paging, arrow keys by position, Tab, Enter and hover are the kit's, and so is a button at a card's
foot that lights while the pointer is anywhere on the card. The parts a card is drawn with (its frame, title
and state badge, a list of lines) are `table/card_face.py`: their words are fitted by `table.text`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Generic, Sequence, TypeVar

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene
from woods_desktop.ui.chrome import design_rect
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import Button, FocusRing, Pressable, Widget

T = TypeVar("T")

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


@dataclass(frozen=True)
class GridShape:
    """Where a grid sits in the 1280x720 design frame and how it is cut: `cols` by `rows` cells with
    `gap_x` / `gap_y` between them. `down` fills each column before the next (a list read top to
    bottom, then on to the next column); otherwise row by row."""

    x: float
    y: float
    w: float
    h: float
    cols: int
    rows: int
    gap_x: float = 12
    gap_y: float = 8
    down: bool = False

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    def cell(self, i: int) -> tuple[int, int]:
        """The column and row of the `i`-th card on a page."""
        if self.down:
            col, row = divmod(i, self.rows)
        else:
            row, col = divmod(i, self.cols)
        return col, row

    def index(self, col: int, row: int) -> int:
        return col * self.rows + row if self.down else row * self.cols + col

    def rect(self, app: AppServices, i: int) -> pygame.Rect:
        """The `i`-th card's rectangle in the window: the cells share the grid's room, gaps between."""
        col, row = self.cell(i)
        w = (self.w - (self.cols - 1) * self.gap_x) / self.cols
        h = (self.h - (self.rows - 1) * self.gap_y) / self.rows
        return design_rect(app, self.x + col * (w + self.gap_x), self.y + row * (h + self.gap_y), w, h)


class GridCard(Pressable, Generic[T]):
    """One card of the grid: its item, its place, hover and focus; a click (pressed and released on
    the card, so a press that a re-layout moved elsewhere changes nothing) or Enter acts on the item."""

    def __init__(
        self,
        app: AppServices,
        item: T,
        rect: pygame.Rect,
        cell: tuple[int, int],
        paint: Callable[[pygame.Surface, "GridCard[T]"], None],
        on_click: Callable[[T], None],
    ) -> None:
        self.app = app
        self.item = item
        self.rect = pygame.Rect(rect)
        self.cell = cell
        self.paint = paint
        self.on_click = on_click
        self.focused = False
        self.button: Button | None = None  # a button at the card's foot (`foot`), lit while the card is hovered

    def foot(self, w: float, h: float, margin: float = 8) -> pygame.Rect:
        """A rectangle of `w` x `h` design pixels centred at the card's foot, `margin` above its bottom."""
        rect = design_rect(self.app, 0, 0, w, h)
        rect.midbottom = (self.rect.centerx, self.rect.bottom - self.app.px(margin))
        return rect

    def activate(self) -> None:
        self.app.sound.play("click")
        self.on_click(self.item)

    def draw(self, surface: pygame.Surface) -> None:
        if self.button is not None:  # the whole card acts: its button lights with it
            self.button.hover = self.hover
        self.paint(surface, self)
        if self.button is not None:
            self.button.draw(surface)
        if self.focused:
            app = self.app
            ring = self.rect.inflate(app.px(6), app.px(6))
            pygame.draw.rect(surface, theme.AMBER, ring, max(2, app.px(3)), app.px(10))


class CardGrid(Generic[T]):
    """The items laid out a page at a time in `shape`; `cards` are the current page's widgets, made
    by `kind` (a game's GridCard subclass when its cards keep a state of their own, a toggle's on)."""

    def __init__(
        self,
        app: AppServices,
        shape: GridShape,
        items: Sequence[T],
        paint: Callable[[pygame.Surface, GridCard[T]], None],
        on_click: Callable[[T], None],
        kind: type[GridCard[T]] = GridCard,
        page: int = 0,
    ) -> None:
        self.app = app
        self.shape = shape
        self.kind = kind
        self.items = list(items)
        self.paint = paint
        self.on_click = on_click
        self.page = max(0, min(page, self.pages() - 1))
        self.cards: list[GridCard[T]] = []
        self.layout()

    def pages(self) -> int:
        return max(1, (len(self.items) + self.shape.per_page - 1) // self.shape.per_page)

    def shown(self) -> tuple[int, int]:
        """The first and last item on the page, counted from one (for "cards 1-15 of 30")."""
        first = self.page * self.shape.per_page
        return first + 1, min(len(self.items), first + self.shape.per_page)

    def layout(self) -> None:
        first, last = self.shown()
        self.cards = [
            self.kind(self.app, item, self.shape.rect(self.app, i), self.shape.cell(i), self.paint, self.on_click)
            for i, item in enumerate(self.items[first - 1 : last])
        ]

    def page_buttons(self, turn: Callable[[int], None], x: float, y: float) -> list[Button]:
        """A button to each other page beside this one, named by its items ("‹ 1–3", "4–6 ›"), none when
        every item fits one page; `turn(d)` rebuilds the screen on the page `d` away."""
        (first, last), n = self.shown(), self.shape.per_page
        labels = ((-1, f"‹ {first - n}–{first - 1}"), (1, f"{last + 1}–{min(len(self.items), last + n)} ›"))
        at = (design_rect(self.app, x + 140 * i, y, 130, 44) for i in range(2))
        return [
            Button(self.app, label, partial(turn, d), rect, size=theme.TYPE_SMALL)
            for (d, label), rect in zip(labels, at)
            if 0 <= self.page + d < self.pages()
        ]

    def turn(self, d: int) -> bool:
        """Another page (`d` pages on or back), if there is one; True when the page changed."""
        page = max(0, min(self.pages() - 1, self.page + d))
        if page == self.page:
            return False
        self.page = page
        self.layout()
        return True

    def neighbour(self, card: GridCard[T], key: int) -> GridCard[T] | None:
        """The card an arrow key moves to from `card`, by position on the page (None at an edge)."""
        dx, dy = ARROWS[key]
        col, row = card.cell[0] + dx, card.cell[1] + dy
        if not (0 <= col < self.shape.cols and 0 <= row < self.shape.rows):
            return None
        i = self.shape.index(col, row)
        return self.cards[i] if i < len(self.cards) else None

    def steer(self, event: pygame.event.Event, focus: FocusRing) -> bool:
        """An arrow key on a focused card moves the focus to the card beside it, by position (never
        in list order); Down from the last card of a column goes on to the widgets after the cards,
        any other arrow at an edge stays put."""
        if event.type != pygame.KEYDOWN or event.key not in ARROWS:
            return False
        if not 0 <= focus.index < len(focus.widgets) or focus.widgets[focus.index] not in self.cards:
            return False
        card = focus.widgets[focus.index]
        assert isinstance(card, GridCard)
        target: Widget | None = self.neighbour(card, event.key)
        if target is None and event.key == pygame.K_DOWN and len(focus.widgets) > len(self.cards):
            target = focus.widgets[len(self.cards)]
        if target is None:
            return True  # an edge: stay put
        focus.index = focus.widgets.index(target)
        focus.set(focus.widgets)
        return True


class CardGridScene(Scene):
    """A screen made of one card grid and the widgets round it: Escape closes it, keys steer the
    grid and then the ring, the ring draws the cards and the buttons. A subclass sets `grid` and
    `widgets()` and draws its own title and words before `draw_cards`."""

    grid: CardGrid[Any]
    focus: FocusRing

    def widgets(self) -> list[Widget]:
        """The buttons after the cards, in the order Tab reaches them."""
        return []

    def refocus(self) -> None:
        self.focus.set([*self.grid.cards, *self.widgets()])

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if not self.grid.steer(event, self.focus):
            self.focus.handle(event)
        self.dirty = True

    def draw_cards(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)


__all__ = ["CardGrid", "CardGridScene", "GridCard", "GridShape"]
