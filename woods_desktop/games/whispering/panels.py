"""What the Whispering Woods table draws under and over its areas: the header, the display's tray, the
bonus cards' strip (solo: the mission's panels), and its holds (a walk, the end's announcement, solo step
4). The strips, the tab and the notice are the kit's (`table.strips`, `table.notice`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from woods_desktop.games.whispering import solo_panels as SP
from woods_desktop.games.whispering import walk
from woods_desktop.games.whispering.text import end_words
from woods_desktop.table.flow import Hold
from woods_desktop.table.notice import draw_notice
from woods_desktop.table.strips import draw_captioned_sheet, draw_note, draw_status, draw_tray

if TYPE_CHECKING:
    from woods_desktop.games.whispering.rules.view import WhisperingView
    from woods_desktop.games.whispering.table import WhisperingTable

U = "whispering.ui."


def draw_table(table: WhisperingTable, surface: pygame.Surface, view: WhisperingView) -> None:
    """Under the areas: the header, the display's tray, the bonus cards (solo: the mission's panels)."""
    app, t, ctx = table.app, table.app.t, table.ctx
    whose = t(U + "turn_of", name=ctx.name_of(view.to_move)) if view.to_move is not None else t(U + "over")
    title = t(U + "round", n=view.turn) + " · " + whose
    draw_tray(surface, app, ctx.rect("display"), ctx.rect("display_label"), t(U + "display", n=view.bag_count))
    if table.picks.refresh_mode:  # the refresh's choice over the map, captioned, in amber
        draw_tray(surface, app, ctx.rect("picker"), ctx.rect("picker_label"), t(U + "refresh_pick"), True)
    draw_note(surface, app, ctx.rect("map_help"), t(U + "map_help"))  # a larger text: the map's help in the rail
    if table.solo:
        SP.draw_panels(table, surface, view, title)
        return
    info = t(U + "info", n=view.bag_count, bear=ctx.name_of(view.bear), target=view.task_target)
    last = view.end_triggered and view.phase != "over"
    warning = t(U + "last_round", name=ctx.name_of(view.last_seat)) if last else ""
    draw_status(surface, app, ctx.rect("status"), title, info, warning)
    draw_captioned_sheet(surface, app, ctx.rect("bonus_label"), ctx.rect("bonus"), t(U + "bonus_title"), 12, 0)


def draw_hold(table: WhisperingTable, surface: pygame.Surface, hold: Hold) -> None:
    """A walk on the map, the end's announcement, or (solo) step 4's tile drawn onto the board."""
    app, t, ctx, e = table.app, table.app.t, table.ctx, hold.data
    if walk.shown(table, hold):
        from woods_desktop.games.whispering.areas import colour

        walk.draw(surface, table, hold, colour(table, int(e["seat"]), e.get("animal")))
    elif hold.kind == "end":
        text = end_words(t, ctx.name_of, e, ctx.view().task_target)
        draw_notice(surface, app, ctx.rect("forest"), t(U + "end_title"), text, t(U + "hold_skip"))
    elif hold.kind == "board_draw":
        SP.draw_step4_hold(table, surface, e)
