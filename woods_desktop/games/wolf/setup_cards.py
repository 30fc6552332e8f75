"""Before a game: the 30 task cards, each switched on or off, so cards that do not suit the room can
be left out (the rulebook suggests it: no room to walk round the table, say).

The cards come fifteen to a page, each with its picture and its words at body size: thirty on one
page squeezed the words below the type scale until the spaces vanished.

Opened from the setup screen as the panel of the option "left_out"; the choice goes back to setup,
which remembers it with the rest of the last setup (per user, in the data folder). At least one
card stays in the deck. The grid, its pages, keys and clicks are the kit's (`ui/card_grid.py`); this
module says what a card shows and what a click on it means.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.games import definition as game_definition
from woods_desktop.games.wolf.items import task_picture
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.rules.pieces import TaskCard
from woods_desktop.games.wolf.task import GREEN_FRAME, ORANGE_FRAME
from woods_desktop.table.text import draw_text
from woods_desktop.ui.card_grid import CardGrid, CardGridScene, GridCard, GridShape
from woods_desktop.ui.chrome import design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import darken, lighten, panel
from woods_desktop.ui.widgets import Button, FocusRing, Widget

# three columns of five, read down each column
SHAPE = GridShape(56, 104, 1164, 472, cols=3, rows=5, gap_x=12, gap_y=8, down=True)


class CardToggle(GridCard[TaskCard]):
    """A task card on the grid that is in the deck (`on`) or left out."""

    on = True

    @property
    def card(self) -> TaskCard:
        return self.item


def draw_card(surface: pygame.Surface, app: Any, card: TaskCard, r: pygame.Rect, on: bool, hover: bool) -> None:
    """One task card: its frame, its picture, its words, and whether it is in the deck (a tick) or
    left out (a cross, the card greyed)."""
    orange = card.frame == "orange"
    frame = ORANGE_FRAME if orange else GREEN_FRAME
    fill = theme.PARCHMENT if on else theme.PARCHMENT_DARK
    if hover:
        fill = lighten(fill, 0.3)
    panel(surface, r, frame if on else darken(theme.PARCHMENT_SHADE, 0.1), app.px(8), app.px(2))
    inner = r.inflate(-app.px(6), -app.px(6))
    pygame.draw.rect(surface, fill, inner, border_radius=app.px(6))
    icon = inner.h - app.px(8)
    badge = picture("balloons" if orange else "steps", app.px(22))
    art = app.images.get(task_picture(card.id), icon, icon)
    surface.blit(art, (inner.x + app.px(4), inner.y + app.px(4)))
    surface.blit(badge, (inner.x + app.px(2), inner.bottom - badge.get_height() - app.px(2)))
    mark = app.images.get("icon-check" if on else "icon-cross", app.px(28))
    surface.blit(mark, (inner.right - mark.get_width() - app.px(6), inner.centery - mark.get_height() // 2))
    words = card.ru if app.strings.lang == "ru" else card.en
    box = pygame.Rect(inner.x + icon + app.px(12), inner.y + app.px(2), 0, inner.h - app.px(4))
    box.w = inner.right - mark.get_width() - app.px(14) - box.x
    ink = theme.INK if on else theme.DISABLED
    draw_text(surface, app, words, box, app.px(theme.TYPE_BODY), ink, "bold" if on else "regular",
              valign="middle", max_lines=3)  # fmt: skip


@register_scene("wolf_left_out")
class TaskCardsPanel(CardGridScene):
    """The option "left_out" of The Wolf is Coming, on its own screen."""

    def enter(
        self, value: list[str] | None = None, on_done: Callable[[list[str]], None] | None = None, **kw: Any
    ) -> None:
        self.cards = list(game_definition("wolf").extras["data"].tasks)
        ids = {c.id for c in self.cards}
        self.left_out = [c for c in (value or []) if c in ids]
        self.on_done = on_done
        self.grid = CardGrid(self.app, SHAPE, self.cards, self.paint, self.flip_card, CardToggle)
        self.focus = FocusRing()
        self.layout()

    @property
    def toggles(self) -> list[CardToggle]:
        """The cards on the page (each card's `on`: whether it is in the deck)."""
        return [t for t in self.grid.cards if isinstance(t, CardToggle)]

    def paint(self, surface: pygame.Surface, card: GridCard[TaskCard]) -> None:
        on = card.on if isinstance(card, CardToggle) else True
        draw_card(surface, self.app, card.item, card.rect, on, card.hover)

    def layout(self) -> None:
        app = self.app
        self.grid.layout()  # the cards' places for the window's size
        self.mark()
        last = self.grid.page + 1 >= self.grid.pages()
        self.prev = Button(app, app.t("wolf.setup.prev"), self.turn_back, design_rect(app, 56, 596, 180, 48),
                           icon="icon-undo", enabled=self.grid.page > 0)  # fmt: skip
        self.next = Button(app, app.t("wolf.setup.next"), self.turn_on, design_rect(app, 248, 596, 180, 48),
                           icon="icon-play", enabled=not last)  # fmt: skip
        self.all_in = Button(app, app.t("wolf.setup.all_in"), self.keep_all, design_rect(app, 700, 640, 240, 56))
        self.done = Button(
            app,
            app.t("wolf.setup.done"),
            self.close,
            design_rect(app, 960, 640, 240, 56),
            "primary",
            icon="icon-check",
            size=theme.TYPE_LEAD,
        )
        self.refocus()

    def widgets(self) -> list[Widget]:
        return [self.prev, self.next, self.all_in, self.done]

    def turn_back(self) -> None:
        if self.grid.turn(-1):
            self.layout()
        self.dirty = True

    def turn_on(self) -> None:
        if self.grid.turn(1):
            self.layout()
        self.dirty = True

    def mark(self) -> None:
        """Each card on the page ticked when it is in the deck."""
        for t in self.toggles:
            t.on = t.card.id not in self.left_out

    def flip_card(self, card: TaskCard) -> None:
        self.flip(card.id)

    def flip(self, card_id: str) -> None:
        if card_id in self.left_out:
            self.left_out.remove(card_id)
        elif len(self.left_out) + 1 >= len(self.cards):
            self.app.toast(self.app.t("wolf.setup.keep_one"), "error")
            return
        else:
            self.left_out.append(card_id)
        self.mark()
        self.dirty = True

    def keep_all(self) -> None:
        self.left_out = []
        self.mark()
        self.dirty = True

    def close(self) -> None:
        if self.on_done is not None:
            order = [c.id for c in self.cards]
            self.on_done(sorted(self.left_out, key=order.index))
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("wolf.setup.cards_title"), app.t("wolf.title"))
        sheet(surface, app, design_rect(app, 40, 88, 1200, 498))
        n = len(self.cards) - len(self.left_out)
        first, last = self.grid.shown()
        page = app.t("wolf.setup.page", first=first, last=last, total=len(self.cards))
        draw_text(surface, app, page, design_rect(app, 440, 596, 250, 48), app.px(theme.TYPE_BODY), theme.PARCHMENT,
                  "bold", valign="middle", max_lines=1)  # fmt: skip
        info = app.t("wolf.setup.cards_info", count=n, total=len(self.cards))
        draw_text(surface, app, info, design_rect(app, 48, 650, 640, 66), app.px(theme.TYPE_SMALL), theme.PARCHMENT,
                  valign="middle", max_lines=3)  # fmt: skip
        self.draw_cards(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"value": ["frog_jumps", "squat_five", "trees_in_wind"], "on_done": None}
