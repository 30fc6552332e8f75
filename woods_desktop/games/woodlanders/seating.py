"""Where things sit at the Woodlanders table, cut from the kit's `board_hand` recipe: the header and trump
in the status strip, the seats' plates around the centre (the trick or the Wardens), D4-ST8's open hand
beside its plate, the viewer's strip under the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from woods_desktop.table.recipes import (
    Sizes,
    Zoomed,
    display_ring_places,
    seat_ring_places,
    split_cols,
    split_rows,
    zoomed,
)
from woods_desktop.ui.services import AppServices

if TYPE_CHECKING:
    from woods_desktop.app.fonts import Fonts
    from woods_desktop.table.declaration import TableContext

NOWHERE = pygame.Rect(0, 0, 0, 0)  # a place the table does not use now (no D4-ST8, no Wardens to choose)
ZOOM = 1.3  # the table display: the trick, the plates and their piles and scores, read from across the table
SIZES = Sizes(hand_h=140, bar_w=200, sidebar_growth=0.3)  # a larger text: the trick keeps its width


def display_app(app: AppServices, ctx: TableContext[object]) -> AppServices:
    """The app the board is drawn with: on the table display its design units `ZOOM` times larger."""
    return Zoomed(app, ZOOM) if ctx.table_display() else app


def cut_places(
    rects: dict[str, pygame.Rect],
    places_of: dict[int, str],
    robot: str | None,
    wardens: bool,
    px: Callable[[float], int],
    fonts: Fonts | None = None,
    display: bool = False,
) -> dict[str, pygame.Rect]:
    """`places_of`: seat -> its place in the ring; `robot`: D4-ST8's place (None without it); `wardens`:
    the centre shows the Wardens to choose instead of the trick; `fonts`: the app's, whose text size
    widens the seat plates (their lines keep their size); `display`: the table display, every seat a plate
    (the bottom one too: no hand), all `ZOOM` times larger."""
    px = zoomed(px, ZOOM) if display else px
    plate_w = 196 * (1 + ((fonts.text_size if fonts is not None else 1.0) - 1) / 3)  # the trick keeps its width
    gap = px(8)
    out: dict[str, pygame.Rect] = {}
    out["header"], out["trump"], free_end = split_cols(rects["status"], [px(260), px(220), 0], gap)
    board, out["seat_bottom"] = split_rows(rects["board"], [0, px(40)], gap, grow=0)
    if display:
        board = rects["board"]
    # a larger text leaves the board too short for the top plate's row: it stands above a side plate
    corner = (fonts.text_size if fonts is not None else 1.0) > 1 and robot != "top"
    seats = [p for p in places_of.values() if display or p != "bottom"]
    free = "right" if robot == "left" else "left"  # never over D4-ST8's open hand
    # a larger text: D4-ST8's open hand at the top lies in one row along the board (its cards no smaller),
    # its plate as tall as its two lines, so the trick under them keeps its 100 % height
    larger = (fonts.text_size if fonts is not None else 1.0) > 1 and robot == "top"
    top_h = 84 if larger else 112
    ring = seat_ring_places(board, seats, px, plate_w=plate_w, plate_h=top_h, top_in_corner=corner, corner_side=free)
    if display:  # every seat's plate in a row above or under the trick: it keeps the board's width
        ring = display_ring_places(board, seats, px, plate_w, top_h)
    centre = ring.pop("centre")
    out["robot"] = NOWHERE
    if robot == "top":
        row = ring["top"]
        wide = board.w if larger else px(468)
        row = pygame.Rect(row.centerx - wide // 2, row.y, wide, row.h).clip(board)
        ring["top"], out["robot"] = split_cols(row, [px(160), 0], gap)
    elif robot in ("left", "right"):
        side = ring[robot]
        ring[robot], out["robot"] = split_rows(side.union(side.move(0, px(230))).clip(board), [px(64), 0], gap)
    for p in ("top", "left", "right", *(("bottom",) if display else ())):
        out[f"seat_{p}"] = ring.get(p, NOWHERE)
    out["trick"], out["caption"] = split_rows(centre, [0, px(28)], gap, grow=0)
    size = fonts.text_size if fonts is not None else 1.0
    if size > 1 or display:  # who is winning, in the status strip's free end: the trick keeps the centre's height
        out["trick"], out["caption"] = centre, free_end
    label_h, row_h = px(34 * size * size), px(112)  # the rule wraps to 3 lines at 150 % (it was cut short)
    if size > 1:  # room for two rows of Wardens, as large as at 100 %, when one row is too narrow for them
        row_h = max(row_h, min(centre.h - label_h - gap, px(2 * 112 + 8)))
    mid = pygame.Rect(centre.x, centre.centery - (label_h + row_h + gap) // 2, centre.w, label_h + row_h + gap)
    out["wardens_label"], out["wardens"] = split_rows(mid.inflate(-px(24), 0), [label_h, row_h], gap)
    if wardens:
        out["trick"] = out["caption"] = NOWHERE
    else:
        out["wardens_label"] = out["wardens"] = NOWHERE
    return out
