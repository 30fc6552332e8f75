"""The Whispering Woods table's own panels: the header, the forest tabs, the display's tray, the bonus
cards left, the end's announcement, and what the table draws under and over its areas.

All text goes through `table.text` (fitted to its box, cached), so nothing is clipped at any size.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.whispering import solo_panels as SP
from woods_desktop.games.whispering import walk
from woods_desktop.table.art import FOCUS, HOVER, SELECTED, draw_marks_over
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import draw_fitted, draw_text, fit
from woods_desktop.ui.draw import darken, lighten, panel

U = "whispering.ui."

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]
GOLD = theme.hex_color("#C9962B")


def draw_tab(
    surface: pygame.Surface,
    app: Any,
    label: str,
    rect: pygame.Rect,
    marks: frozenset[str],
    marker: Marker | None,
    turn: bool,
) -> None:
    """One player's forest tab: their marker and name; the forest on the map is the selected tab, the
    player to move has an amber dot."""
    selected = SELECTED in marks
    fill = theme.PARCHMENT if selected else darken(theme.FELT, 0.25)
    if HOVER in marks and not selected:
        fill = lighten(fill, 0.12)
    panel(surface, rect, fill, app.px(8), app.px(2) if selected else 0, border=darken(fill, 0.3), border_w=1)
    if selected:
        pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(2)), border_radius=app.px(8))
    r = max(4, min(app.px(8), rect.h // 3))
    x = rect.x + app.px(8)
    if marker is not None:
        marker(surface, (x + r, rect.centery), r)
        x += 2 * r + app.px(6)
    right = rect.right - app.px(8)
    if turn:
        dot = max(3, app.px(5))
        pygame.draw.circle(surface, theme.AMBER, (right - dot, rect.centery), dot)
        pygame.draw.circle(surface, darken(theme.AMBER, 0.4), (right - dot, rect.centery), dot, 1)
        right -= 2 * dot + app.px(4)
    ink = theme.INK if selected else theme.PARCHMENT
    box = pygame.Rect(x, rect.y, max(1, right - x), rect.h)
    draw_text(surface, app, label, box, app.px(theme.TYPE_SMALL), ink, "bold", valign="middle", max_lines=1)
    draw_marks_over(surface, app, rect, marks & {FOCUS})


def draw_status(surface: pygame.Surface, app: Any, rect: pygame.Rect, title: str, info: str, warning: str) -> None:
    """The header: the round and whose turn, the bag and the Bear; the last round in amber once triggered."""
    half = rect.h * 11 // 20
    draw_text(
        surface,
        app,
        title,
        pygame.Rect(rect.x, rect.y, rect.w, half),
        app.px(theme.TYPE_LEAD),
        theme.PARCHMENT,
        "bold",
        valign="middle",
        max_lines=1,
    )
    line = pygame.Rect(rect.x, rect.y + half, rect.w, rect.h - half)
    if warning:
        draw_text(
            surface, app, warning, line, app.px(theme.TYPE_SMALL), theme.AMBER, "bold", valign="middle", max_lines=1
        )
    else:
        draw_text(
            surface, app, info, line, app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, valign="middle", max_lines=1
        )


def draw_tray(
    surface: pygame.Surface, app: Any, rect: pygame.Rect, label_rect: pygame.Rect, label: str, accent: bool = False
) -> None:
    """The darker felt behind the display (or the score pile while a refresh is chosen), captioned."""
    area = label_rect.union(rect).inflate(app.px(8), app.px(8))
    panel(surface, area, darken(theme.FELT, 0.3), app.px(12), 0)
    if accent:
        pygame.draw.rect(surface, theme.AMBER, area, max(2, app.px(2)), border_radius=app.px(12))
    draw_text(
        surface, app, label, label_rect, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold", valign="middle", max_lines=1
    )


def draw_notice(
    surface: pygame.Surface,
    app: Any,
    area: pygame.Rect,
    title: str,
    text: str,
    foot: str,
    picture: Callable[[pygame.Surface, pygame.Rect], None] | None = None,
    picture_h: int = 0,
) -> pygame.Rect:
    """A parchment notice centred in `area` (the end announced; solo step 4 with its tiles as `picture`,
    drawn into a strip `picture_h` high under the title), sized to its text."""
    px = app.px
    w = min(px(560), area.w - px(24))
    pad = px(20)
    inner = w - 2 * pad
    head = fit(app, title, pygame.Rect(0, 0, inner, px(80)), px(theme.TYPE_LEAD), "bold", max_lines=2)
    body = fit(app, text, pygame.Rect(0, 0, inner, max(px(40), area.h - px(160) - picture_h)), px(theme.TYPE_BODY))
    tail = fit(app, foot, pygame.Rect(0, 0, inner, px(40)), px(theme.TYPE_SMALL), max_lines=2)
    strip = picture_h + px(10) if picture is not None else 0
    h = pad + head.height + px(10) + strip + body.height + px(12) + tail.height + pad
    box = pygame.Rect(0, 0, w, min(h, area.h))
    box.center = area.center
    panel(surface, box, theme.PARCHMENT, px(12), px(6), border=theme.AMBER, border_w=max(2, px(3)))
    x, y = box.x + pad, box.y + pad
    draw_fitted(surface, app, head, pygame.Rect(x, y, inner, head.height), theme.MOSS_DARK, "bold")
    y += head.height + px(10)
    if picture is not None:
        picture(surface, pygame.Rect(x, y, inner, picture_h))
        y += strip
    draw_fitted(surface, app, body, pygame.Rect(x, y, inner, body.height), theme.INK)
    y += body.height + px(12)
    draw_fitted(surface, app, tail, pygame.Rect(x, y, inner, tail.height), theme.INK_SOFT)
    return box


def draw_table(table: Any, surface: pygame.Surface, view: Any) -> None:
    """Under the areas: the header, the display's tray, the bonus cards (solo: the mission's panels)."""
    app, t, ctx = table.app, table.app.t, table.ctx
    whose = t(U + "turn_of", name=ctx.name_of(view.to_move)) if view.to_move is not None else t(U + "over")
    title = t(U + "round", n=view.turn) + " · " + whose
    draw_tray(surface, app, ctx.rect("display"), ctx.rect("display_label"), t(U + "display", n=view.bag_count))
    if table.picks.refresh_mode:  # the refresh's choice over the map, captioned, in amber
        draw_tray(surface, app, ctx.rect("picker"), ctx.rect("picker_label"), t(U + "refresh_pick"), True)
    if table.solo:
        SP.draw_panels(table, surface, view, title)
        return
    info = t(U + "info", n=view.bag_count, bear=ctx.name_of(view.bear), target=view.task_target)
    last = view.end_triggered and view.phase != "over"
    warning = t(U + "last_round", name=ctx.name_of(view.last_seat)) if last else ""
    draw_status(surface, app, ctx.rect("status"), title, info, warning)
    strip = ctx.rect("bonus_label").union(ctx.rect("bonus"))
    sheet(surface, app, strip)
    label = ctx.rect("bonus_label").inflate(-app.px(12), 0)
    draw_text(
        surface, app, t(U + "bonus_title"), label, app.px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold", valign="middle"
    )


def draw_hold(table: Any, surface: pygame.Surface, hold: Any) -> None:
    """A walk on the map, the end's announcement, or (solo) step 4's tile drawn onto the board."""
    app, t, ctx, e = table.app, table.app.t, table.ctx, hold.data
    if hold.kind == "walk" and e.get("seat") == table.shown and e.get("tile") in table.tiles:
        seat = int(e["seat"])
        if table.solo:
            target = SP.animal_target(table, int(e.get("animal") or 0))
        else:
            score = ctx.rect("score")
            row_h = min(app.px(44), (score.h - app.px(60)) // max(1, len(ctx.seats())))
            target = (score.x + score.w // 3, score.y + app.px(32) + row_h * seat + row_h // 2)
        from woods_desktop.games.whispering.areas import colour

        tile = table.tiles[e["tile"]]
        walk.draw(surface, ctx.zone("forest"), table.art, hold, tile, colour(table, seat, e.get("animal")), target)
    elif hold.kind == "end":
        last = ctx.name_of(e.get("last_seat"))
        n = ctx.port.view().task_target
        if e.get("reason") == "target" and e.get("seat") == e.get("last_seat"):
            text = t(U + "end_target_last", name=ctx.name_of(e.get("seat")), n=n)
        elif e.get("reason") == "target":
            text = t(U + "end_target", name=ctx.name_of(e.get("seat")), n=n, last=last)
        else:
            text = t(U + "end_display", last=last)
        draw_notice(surface, app, ctx.rect("forest"), t(U + "end_title"), text, t(U + "hold_skip"))
    elif hold.kind == "board_draw":
        SP.draw_step4_hold(table, surface, e)
