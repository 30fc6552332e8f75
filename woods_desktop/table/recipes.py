"""Layout recipes: a few named arrangements every table is placed on, fed with counts and sizes.

As PySolFC lays out every variant with one routine fed with counts, a table
names a recipe and gives it sizes (how tall its hand is, how wide its rail);
the recipe cuts the window into places that never overlap, because each is
cut from what the others left. Sizes are in design units (a 1280x720 frame)
and scale with the window; the spare width and height go to the board.

Every recipe has a sidebar on the right (toolbar, scores, log) and a main
column on the left:

- `board_hand`: status strip, the board, the prompt beside the action bar,
  the hand along the bottom (Woodlanders, Voice of the Woods).
- `board_rail`: status strip, the board with a rail beside it (a display, a
  deck, task cards), the prompt beside the action bar (Whispering Woods,
  the Wolf).
- `field_entry`: the field, the word being written, the prompt and the
  action bar (Voice of the Woods' minute).

Inside a place a table may split further with `split_rows` / `split_cols` /
`seat_ring_places`, so no table types a coordinate.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

import pygame

from woods_desktop.table.layout import DESIGN_H, DESIGN_W, scale_for
from woods_desktop.ui.services import Drawing

GAP = 8  # design units between places
EDGE = 12  # design units from the window's edge


@dataclass(frozen=True)
class Sizes:
    """What a recipe needs from the table, in design units."""

    sidebar_w: float = 356  # the sidebar's width
    score_h: float = 236  # the scoreboard's height (the log takes the rest)
    status_h: float = 48  # the status strip above the board (0: none)
    prompt_h: float = 52  # the prompt's height (the action bar is as tall)
    bar_w: float = 180  # the action bar's width (beside the prompt)
    hand_h: float = 140  # the hand's height (board_hand)
    rail_w: float = 250  # the rail's width (board_rail)
    entry_h: float = 120  # the word entry's height (field_entry)
    toolbar_h: float = 40
    score_grows: bool = True  # the scores' rows are lines of text (False: cards of their own height)
    sidebar_growth: float = 0.5  # of the text size's growth, the sidebar's (0: the board keeps its width)
    log_lines: int = 1  # the log shows at least this many lines at any text size (the scores give way)
    log_taken: float = 0  # design height a table cuts from the log's place for its own panels (bonus cards)
    text_size: float = 1.0  # the player's text size these sizes are for (`for_text`)
    side_prompt: float = 0  # > 0, at a larger text: the prompt (no bar) under the log, this many times as tall
    # the table display (nobody plays at this screen; people read it from across the table): what the areas on
    # the board show is drawn this many times larger (`zoomed`), and a `side_prompt` stands under the log
    board_zoom: float = 1.0


RECIPES = ("board_hand", "board_rail", "field_entry")


def for_text(sizes: Sizes, text_size: float) -> Sizes:
    """The sizes at the player's text size (100 / 125 / 150 %): the places that are lines of text (the
    status strip, the prompt and the action bar beside it, the toolbar, the scores' rows) grow with it,
    the sidebar widens by half as much, and the board, which is pictures, and the log, which scrolls,
    give them the room."""
    if text_size <= 1:
        return sizes
    return replace(
        sizes,
        text_size=text_size,
        status_h=sizes.status_h * text_size,
        prompt_h=sizes.prompt_h * text_size,
        toolbar_h=sizes.toolbar_h * text_size,
        score_h=sizes.score_h * (text_size if sizes.score_grows else 1),
        sidebar_w=sizes.sidebar_w * (1 + (text_size - 1) * sizes.sidebar_growth),
    )


def for_display(sizes: Sizes, zoom: float) -> Sizes:
    """The sizes on a table display (`TableDeclaration.display_zoom`): no hand and no action bar (the hands
    are on the phones), the prompt under the log, the status strip and the board's areas `zoom` times larger."""
    if zoom == 1:
        return sizes
    side = sizes.side_prompt or 1.6
    return replace(sizes, hand_h=0, bar_w=0, side_prompt=side, status_h=sizes.status_h * zoom, board_zoom=zoom)


def log_floor(sizes: Sizes) -> float:
    """The log's least height in design units at its text size: its padding, its title and `log_lines` lines,
    and what the table cuts from its place. A larger text never pushes the log off the window: the scores
    above it give way (a seat's cards keep their own height)."""
    t = sizes.text_size
    return 2 * 10 + 28 * t + 4 + sizes.log_lines * 19 * t + 4 + sizes.log_taken


def _cut_top(r: pygame.Rect, h: int, gap: int) -> tuple[pygame.Rect, pygame.Rect]:
    h = max(0, min(h, r.h))
    top = pygame.Rect(r.x, r.y, r.w, h)
    rest = pygame.Rect(r.x, r.y + h + (gap if h else 0), r.w, max(1, r.h - h - (gap if h else 0)))
    return top, rest


def _cut_bottom(r: pygame.Rect, h: int, gap: int) -> tuple[pygame.Rect, pygame.Rect]:
    h = max(0, min(h, r.h))
    bottom = pygame.Rect(r.x, r.bottom - h, r.w, h)
    rest = pygame.Rect(r.x, r.y, r.w, max(1, r.h - h - (gap if h else 0)))
    return bottom, rest


def _cut_right(r: pygame.Rect, w: int, gap: int) -> tuple[pygame.Rect, pygame.Rect]:
    w = max(0, min(w, r.w))
    right = pygame.Rect(r.right - w, r.y, w, r.h)
    rest = pygame.Rect(r.x, r.y, max(1, r.w - w - (gap if w else 0)), r.h)
    return right, rest


def place(recipe: str, size: tuple[int, int], sizes: Sizes = Sizes()) -> dict[str, pygame.Rect]:
    """The recipe's places for a window of `size`: toolbar, score, log, status, board, prompt, actions,
    and hand / rail / entry as the recipe has them."""
    if recipe not in RECIPES:
        raise ValueError(f"unknown layout recipe {recipe!r} (there are {', '.join(RECIPES)})")
    s = scale_for(size)

    def px(v: float) -> int:
        return round(v * s)

    gap, edge = px(GAP), px(EDGE)
    window = pygame.Rect(0, 0, size[0], size[1]).inflate(-2 * edge, -2 * edge)
    # the sidebar keeps its share of a wide window (a 21:9 screen gives the board the rest)
    side_w = px(sizes.sidebar_w) + round(max(0.0, size[0] - DESIGN_W * s) * 0.12)
    sidebar, main = _cut_right(window, side_w, px(16))
    out: dict[str, pygame.Rect] = {}
    out["toolbar"], rest = _cut_top(sidebar, px(sizes.toolbar_h), gap)
    prompt_h = px(sizes.prompt_h)
    side = sizes.side_prompt and (sizes.text_size > 1 or sizes.board_zoom > 1) and not sizes.bar_w
    if side:  # the sidebar's foot: the board keeps its height (narrower, the prompt may need more lines)
        out["prompt"], rest = _cut_bottom(rest, round(prompt_h * sizes.side_prompt), gap)
        out["actions"] = pygame.Rect(out["prompt"].right, out["prompt"].y, 0, out["prompt"].h)
    score_h = px(sizes.score_h) + round(max(0.0, size[1] - DESIGN_H * s) * 0.25)
    score_h = min(score_h, max(0, rest.h - gap - px(log_floor(sizes))))
    out["score"], out["log"] = _cut_top(rest, score_h, gap)
    if sizes.status_h:
        out["status"], main = _cut_top(main, px(sizes.status_h), gap)
    if recipe == "board_hand":
        out["hand"], main = _cut_bottom(main, px(sizes.hand_h), gap)
    if not side:
        row, main = _cut_bottom(main, prompt_h, gap)
        out["actions"], out["prompt"] = _cut_right(row, px(sizes.bar_w), gap)
    if recipe == "board_rail":
        out["rail"], main = _cut_right(main, px(sizes.rail_w), px(12))
    elif recipe == "field_entry":
        out["entry"], main = _cut_bottom(main, px(sizes.entry_h), gap)
    out["board"] = main
    return out


def zoomed(px: Callable[[float], int], zoom: float) -> Callable[[float], int]:
    """Design units to pixels `zoom` times larger (`Sizes.board_zoom`): the areas on a table display's board."""
    return px if zoom == 1 else (lambda v: px(v * zoom))


class Zoomed:
    """The app as a table display draws its board with it: `px` `zoom` times larger (text, plates, badges),
    everything else the app's own."""

    def __init__(self, app: Drawing, zoom: float) -> None:
        self._app = app
        self.zoom = zoom

    def px(self, v: float) -> int:
        px: int = self._app.px(v * self.zoom)
        return px

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


def split_rows(r: pygame.Rect, heights: Sequence[float], gap: int, grow: int = -1) -> list[pygame.Rect]:
    """`r` cut top to bottom into rows of these heights (pixels); row `grow` takes what is left."""
    fixed = sum(h for i, h in enumerate(heights) if i != (grow % len(heights))) + gap * (len(heights) - 1)
    out, y = [], r.y
    for i, h in enumerate(heights):
        hh = max(1, r.h - round(fixed)) if i == grow % len(heights) else round(h)
        out.append(pygame.Rect(r.x, y, r.w, hh))
        y += hh + gap
    return out


def split_cols(r: pygame.Rect, widths: Sequence[float], gap: int, grow: int = -1) -> list[pygame.Rect]:
    """`r` cut left to right into columns of these widths (pixels); column `grow` takes what is left."""
    fixed = sum(w for i, w in enumerate(widths) if i != (grow % len(widths))) + gap * (len(widths) - 1)
    out, x = [], r.x
    for i, w in enumerate(widths):
        ww = max(1, r.w - round(fixed)) if i == grow % len(widths) else round(w)
        out.append(pygame.Rect(x, r.y, ww, r.h))
        x += ww + gap
    return out


def seat_ring_places(
    board: pygame.Rect,
    places: Sequence[str],
    px: Callable[[float], int],
    plate_w: float = 196,
    plate_h: float = 124,
    top_in_corner: bool = False,
    corner_side: str = "left",
) -> dict[str, pygame.Rect]:
    """Seat plates around a centre (a trick, the Wardens): `top` above it, `left` and `right` beside it;
    the centre takes the rest of the board. The bottom seat has no plate here (its strip sits by the hand).
    `top_in_corner`: the top plate stands in the left column above the left one (a larger text leaves the
    board too short for a row of plates above the centre), so the centre keeps the board's height;
    `corner_side` "right": above the right one (the left column is taken, by D4-ST8's open hand)."""
    out: dict[str, pygame.Rect] = {}
    gap = px(GAP)
    centre = pygame.Rect(board)
    side_w = px(plate_w)
    corner = top_in_corner and "top" in places and corner_side in places
    if "top" in places and not corner:
        top, centre = _cut_top(centre, px(plate_h), gap)
        w = min(top.w, px(plate_w))
        out["top"] = pygame.Rect(top.centerx - w // 2, top.y, w, top.h)
    for side, x in (("left", centre.x), ("right", centre.right - side_w)):
        if side not in places:
            continue
        if corner and side == corner_side:
            out["top"] = pygame.Rect(x, centre.y, side_w, min(centre.h, px(plate_h)))
            below = out["top"].bottom + 2 * gap  # a plate's badge on its top edge (the dealer's) stays clear
            out[side] = pygame.Rect(x, below, side_w, max(1, min(centre.bottom - below, px(150))))
        else:
            out[side] = pygame.Rect(x, centre.y, side_w, min(centre.h, px(150)))
    if "left" in places or "right" in places:
        centre = centre.inflate(-2 * (side_w + gap), 0)
    out["centre"] = centre
    return out


def top_square(r: pygame.Rect) -> pygame.Rect:
    """The largest square at the top of `r` (a table display's minute, where the action slots stand)."""
    side = min(r.w, r.h)
    return pygame.Rect(r.centerx - side // 2, r.y, side, side)


def display_ring_places(
    board: pygame.Rect, places: Sequence[str], px: Callable[[float], int], plate_w: float, plate_h: float
) -> dict[str, pygame.Rect]:
    """Seat plates of a table display (no hand: every seat has a plate), in a row above the centre and one
    under it, so the centre (the trick) keeps the board's whole width: `top` above and `bottom` under it in
    the middle, `left` at the upper row's left end and `right` at the lower row's right end (clockwise)."""
    gap, centre = px(GAP), pygame.Rect(board)
    out: dict[str, pygame.Rect] = {}
    w = min(px(plate_w), (board.w - 2 * gap) // 3)
    if "top" in places or "left" in places:
        row, centre = _cut_top(centre, px(plate_h), gap)
        out.update(left=pygame.Rect(row.x, row.y, w, row.h), top=pygame.Rect(row.centerx - w // 2, row.y, w, row.h))
    if "bottom" in places or "right" in places:
        row, centre = _cut_bottom(centre, px(plate_h), gap)
        out.update(bottom=pygame.Rect(row.centerx - w // 2, row.y, w, row.h))
        out.update(right=pygame.Rect(row.right - w, row.y, w, row.h))
    out = {k: v for k, v in out.items() if k in places}
    out["centre"] = centre
    return out


def overlapping(rects: dict[str, pygame.Rect], inside: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """Pairs of places that intersect; a place listed in `inside` (place -> the place it is cut from)
    may lie within its parent."""
    inside = inside or {}
    names = sorted(rects)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if inside.get(a) == b or inside.get(b) == a:
                continue
            if rects[a].colliderect(rects[b]):
                out.append((a, b))
    return out
