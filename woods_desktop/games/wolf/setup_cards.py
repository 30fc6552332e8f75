"""Before a game: the 30 task cards, each switched on or off, so cards that do not suit the room can
be left out (the rulebook suggests it: no room to walk round the table, say).

The cards come fifteen to a page, each with its picture and its words at body size: thirty on one
page squeezed the words below the type scale until the spaces vanished.

Opened from the setup screen as the panel of the option "left_out"; the choice goes back to setup,
which remembers it with the rest of the last setup (per user, in the data folder). At least one
card stays in the deck. The grid, its pages, keys and clicks are the kit's (`ui/card_grid.py`), the
picker round it (pages, counts, all in, Done) too (`table/picker.py`); this module says what a card shows.
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
from woods_desktop.table.picker import PickerScene, PickerWords, ToggleCard, draw_toggle_frame
from woods_desktop.table.text import draw_text
from woods_desktop.ui.card_grid import GridShape
from woods_desktop.ui.services import AppServices

# three columns of five, read down each column
SHAPE = GridShape(56, 104, 1164, 472, cols=3, rows=5, gap_x=12, gap_y=8, down=True)
S = "wolf.setup."
WORDS = PickerWords(S + "cards_title", "wolf.title", S + "prev", S + "next", S + "all_in", S + "done", S + "page",
                    S + "cards_info", S + "keep_one")  # fmt: skip


class CardToggle(ToggleCard[TaskCard]):
    """A task card on the grid that is in the deck (`on`) or left out."""

    @property
    def card(self) -> TaskCard:
        return self.item


def draw_card(surface: pygame.Surface, app: AppServices, card: TaskCard, r: pygame.Rect, on: bool, hover: bool) -> None:
    """One task card in the picker's frame (green or orange, a tick or a cross): its picture, whose task it
    is (the badge), its words."""
    orange = card.frame == "orange"
    inner = draw_toggle_frame(surface, app, r, ORANGE_FRAME if orange else GREEN_FRAME, on, hover)
    icon = inner.h - app.px(8)
    badge = picture("balloons" if orange else "steps", app.px(22))
    art = app.images.get(task_picture(card.id), icon, icon)
    surface.blit(art, (inner.x + app.px(4), inner.y + app.px(4)))
    surface.blit(badge, (inner.x + app.px(2), inner.bottom - badge.get_height() - app.px(2)))
    words = card.ru if app.strings.lang == "ru" else card.en
    box = pygame.Rect(inner.x + icon + app.px(12), inner.y + app.px(2), 0, inner.h - app.px(4))
    box.w = inner.right - box.x
    ink = theme.INK if on else theme.DISABLED
    draw_text(surface, app, words, box, app.px(theme.TYPE_BODY), ink, "bold" if on else "regular",
              valign="middle", max_lines=3)  # fmt: skip


@register_scene("wolf_left_out")
class TaskCardsPanel(PickerScene[TaskCard]):
    """The option "left_out" of The Wolf is Coming, on its own screen: the kit's picker of task cards."""

    shape = SHAPE
    words = WORDS
    card_kind = CardToggle

    def enter(
        self, value: list[str] | None = None, on_done: Callable[[list[str]], None] | None = None, **kw: Any
    ) -> None:
        self.start(game_definition("wolf").extras["data"].tasks, lambda card: card.id, value, on_done)

    def draw_card(self, surface: pygame.Surface, item: TaskCard, rect: pygame.Rect, on: bool, hover: bool) -> None:
        draw_card(surface, self.app, item, rect, on, hover)

    @classmethod
    def demo(cls, app: AppServices, seed: int) -> dict[str, Any]:
        return {"value": ["frog_jumps", "squat_five", "trees_in_wind"], "on_done": None}
