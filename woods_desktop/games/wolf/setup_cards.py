"""Before a game: the 30 task cards, each switched on or off, so cards that do not suit the room can
be left out (the rulebook suggests it: no room to walk round the table, say).

The cards come fifteen to a page, each with its picture and its words at body size: thirty on one
page squeezed the words below the type scale until the spaces vanished.

Opened from the setup screen as the panel of the option "left_out"; the choice goes back to setup,
which remembers it with the rest of the last setup (per user, in the data folder). At least one
card stays in the deck.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.games import definition as game_definition
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.task import GREEN_FRAME, ORANGE_FRAME, task_picture
from woods_desktop.table.text import draw_text
from woods_desktop.ui.chrome import design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import darken, lighten, panel
from woods_desktop.ui.widgets import Button, FocusRing, Widget

COLS, ROWS = 3, 5
PAGE = COLS * ROWS


class CardToggle(Widget):
    """One task card: its frame, its words, and whether it is in the deck (a tick) or left out (a cross)."""

    def __init__(self, app: Any, card: Any, rect: pygame.Rect, on: bool, flip: Callable[[str], None]) -> None:
        self.app = app
        self.card = card
        self.rect = pygame.Rect(rect)
        self.on = on
        self.flip = flip
        self.hover = False
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        self.app.sound.play("click")
        self.flip(self.card.id)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        orange = self.card.frame == "orange"
        frame = ORANGE_FRAME if orange else GREEN_FRAME
        fill = theme.PARCHMENT if self.on else theme.PARCHMENT_DARK
        if self.hover:
            fill = lighten(fill, 0.3)
        r = self.rect
        panel(surface, r, frame if self.on else darken(theme.PARCHMENT_SHADE, 0.1), app.px(8), app.px(2))
        inner = r.inflate(-app.px(6), -app.px(6))
        pygame.draw.rect(surface, fill, inner, border_radius=app.px(6))
        if self.focused:
            pygame.draw.rect(surface, theme.AMBER, r.inflate(app.px(6), app.px(6)), max(2, app.px(3)), app.px(10))
        icon = inner.h - app.px(8)
        badge = picture("balloons" if orange else "steps", app.px(22))
        art = app.images.get(task_picture(self.card.id), icon, icon)
        surface.blit(art, (inner.x + app.px(4), inner.y + app.px(4)))
        surface.blit(badge, (inner.x + app.px(2), inner.bottom - badge.get_height() - app.px(2)))
        mark = app.images.get("icon-check" if self.on else "icon-cross", app.px(28))
        surface.blit(mark, (inner.right - mark.get_width() - app.px(6), inner.centery - mark.get_height() // 2))
        words = self.card.ru if app.strings.lang == "ru" else self.card.en
        box = pygame.Rect(inner.x + icon + app.px(12), inner.y + app.px(2), 0, inner.h - app.px(4))
        box.w = inner.right - mark.get_width() - app.px(14) - box.x
        ink = theme.INK if self.on else theme.DISABLED
        draw_text(surface, app, words, box, app.px(theme.TYPE_BODY), ink, "bold" if self.on else "regular",
                  valign="middle", max_lines=3)  # fmt: skip


@register_scene("wolf_left_out")
class TaskCardsPanel(Scene):
    """The option "left_out" of The Wolf is Coming, on its own screen."""

    def enter(
        self, value: list[str] | None = None, on_done: Callable[[list[str]], None] | None = None, **kw: Any
    ) -> None:
        self.cards = list(game_definition("wolf").extras["data"].tasks)
        ids = {c.id for c in self.cards}
        self.left_out = [c for c in (value or []) if c in ids]
        self.on_done = on_done
        self.page = 0
        self.focus = FocusRing()
        self.layout()

    def pages(self) -> int:
        return (len(self.cards) + PAGE - 1) // PAGE

    def layout(self) -> None:
        app = self.app
        self.toggles = []
        shown = self.cards[self.page * PAGE : (self.page + 1) * PAGE]
        for i, card in enumerate(shown):
            col, row = divmod(i, ROWS)
            rect = design_rect(app, 56 + col * 392, 104 + row * 96, 380, 88)
            self.toggles.append(CardToggle(app, card, rect, card.id not in self.left_out, self.flip))
        last = self.page + 1 >= self.pages()
        self.prev = Button(app, app.t("wolf.setup.prev"), self.turn_back, design_rect(app, 56, 596, 180, 48),
                           icon="icon-undo", enabled=self.page > 0)  # fmt: skip
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
        self.focus.set([*self.toggles, self.prev, self.next, self.all_in, self.done])

    def turn_back(self) -> None:
        self.page = max(0, self.page - 1)
        self.layout()
        self.dirty = True

    def turn_on(self) -> None:
        self.page = min(self.pages() - 1, self.page + 1)
        self.layout()
        self.dirty = True

    def flip(self, card_id: str) -> None:
        if card_id in self.left_out:
            self.left_out.remove(card_id)
        elif len(self.left_out) + 1 >= len(self.cards):
            self.app.toast(self.app.t("wolf.setup.keep_one"), "error")
            return
        else:
            self.left_out.append(card_id)
        for t in self.toggles:
            t.on = t.card.id not in self.left_out
        self.dirty = True

    def keep_all(self) -> None:
        self.left_out = []
        for t in self.toggles:
            t.on = True
        self.dirty = True

    def close(self) -> None:
        if self.on_done is not None:
            order = [c.id for c in self.cards]
            self.on_done(sorted(self.left_out, key=order.index))
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.focus.handle(event)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("wolf.setup.cards_title"), app.t("wolf.title"))
        sheet(surface, app, design_rect(app, 40, 88, 1200, 498))
        n = len(self.cards) - len(self.left_out)
        first = self.page * PAGE + 1
        last = min(len(self.cards), first + PAGE - 1)
        page = app.t("wolf.setup.page", first=first, last=last, total=len(self.cards))
        draw_text(surface, app, page, design_rect(app, 440, 596, 250, 48), app.px(theme.TYPE_BODY), theme.PARCHMENT,
                  "bold", valign="middle", max_lines=1)  # fmt: skip
        info = app.t("wolf.setup.cards_info", count=n, total=len(self.cards))
        draw_text(surface, app, info, design_rect(app, 48, 650, 640, 66), app.px(theme.TYPE_SMALL), theme.PARCHMENT,
                  valign="middle", max_lines=3)  # fmt: skip
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"value": ["frog_jumps", "squat_five", "trees_in_wind"], "on_done": None}
