"""A hex map's fit around its words: the largest whole-pixel hexes, and a pan, such that every hex to be
shown lies inside the map and none touches a word box (the map's caption in a corner, its help).

At 100 % a map keeps its design: the caption and the help on bands of their own across the map
(`HexMapZone._bands`). A larger text makes those lines taller and the map smaller (the status strip and the
prompt grow too), so bands would shrink the hexes below their 100 % size; there the words take a corner the
forest leaves empty (a forest is round, its map's corners are felt) and the hexes keep their size. Pure
geometry: the zone measures its words, this places them and the hexes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from woods_desktop.ui.services import Drawing

R3 = math.sqrt(3)
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in the map's own pixels


@dataclass(frozen=True)
class Fit:
    radius: int  # a hex's radius in pixels (a whole number: faces are cached at few sizes)
    pan: tuple[float, float]  # the hexes' centre from the map's centre
    option: int  # which of the word boxes' arrangements was used


@dataclass(frozen=True)
class Words:
    """The caption as placed: its text (a line break where it wraps), its box, alignment and lines."""

    text: str
    box: Box
    align: str
    lines: int


def hex_touches(cx: float, cy: float, r: float, box: Box) -> bool:
    """Whether a pointy-top hex of radius `r` at (cx, cy) overlaps the box (separating axes: the box's two
    and the hex's slanted edges' normals; a word may stand in the notch between two hexes)."""
    x0, y0, x1, y1 = box
    half = R3 * r / 2
    if cx + half <= x0 or cx - half >= x1 or cy + r <= y0 or cy - r >= y1:
        return False
    for nx, ny in ((R3 / 2, 0.5), (R3 / 2, -0.5)):
        c = cx * nx + cy * ny
        ends = (x0 * nx + y0 * ny, x1 * nx + y0 * ny, x0 * nx + y1 * ny, x1 * nx + y1 * ny)
        if max(ends) <= c - half or min(ends) >= c + half:
            return False
    return True


def _pan_clear(
    pts: Sequence[tuple[float, float]], r: int, size: tuple[int, int], margin: int, boxes: Sequence[Box]
) -> tuple[float, float] | None:
    """The pan nearest the centred one at which every hex (unit centres `pts` times `r`) lies `margin` inside
    the map and clear of every box, or None."""
    w, h = size
    xs, ys = [p[0] * r for p in pts], [p[1] * r for p in pts]
    half = R3 * r / 2
    # the hexes' centre point moves within these bounds (map pixels, from the map's top-left)
    lo_x, hi_x = margin + half - min(xs), w - margin - half - max(xs)
    lo_y, hi_y = margin + r - min(ys), h - margin - r - max(ys)
    if lo_x > hi_x + 1e-6 or lo_y > hi_y + 1e-6:
        return None
    mid = ((lo_x + hi_x) / 2, (lo_y + hi_y) / 2)
    nx, ny = max(1, min(24, int(hi_x - lo_x))), max(1, min(24, int(hi_y - lo_y)))
    spots = [
        (lo_x + (hi_x - lo_x) * i / nx, lo_y + (hi_y - lo_y) * j / ny) for i in range(nx + 1) for j in range(ny + 1)
    ]
    spots.append(mid)
    spots.sort(key=lambda p: (p[0] - mid[0]) ** 2 + (p[1] - mid[1]) ** 2)
    # only the hexes that can reach a box anywhere in the bounds are checked
    reach = [
        (x, y)
        for x, y in zip(xs, ys)
        if any(
            x + hi_x + half > b[0] and x + lo_x - half < b[2] and y + hi_y + r > b[1] and y + lo_y - r < b[3]
            for b in boxes
        )
    ]
    for tx, ty in spots:
        if not any(hex_touches(x + tx, y + ty, r, b) for x, y in reach for b in boxes):
            return tx - w / 2, ty - h / 2
    return None


def fit_around(
    pts: Sequence[tuple[float, float]],
    size: tuple[int, int],
    options: Sequence[Sequence[Box]],
    largest: int,
    margin: int,
    least: int = 4,
) -> Fit | None:
    """The largest radius (at most `largest`) at which the hexes (unit centres: `hexgrid.to_pixel(h, 1)`)
    fit the map of `size` clear of one of the word arrangements `options` (the first that fits at that
    radius), and its pan; None when not even `least` fits."""
    if not pts:
        return None
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    span_w, span_h = max(xs) - min(xs) + R3, max(ys) - min(ys) + 2
    top = min(largest, int((size[0] - 2 * margin) / span_w), int((size[1] - 2 * margin) / span_h))
    for r in range(top, least - 1, -1):
        for k, boxes in enumerate(options):
            pan = _pan_clear(pts, r, size, margin, boxes)
            if pan is not None:
                return Fit(r, pan, k)
    return None


def word_options(app: Drawing, caption: str, help_text: str, size: tuple[int, int]) -> list[tuple[list[Box], Words]]:
    """Where a map's words may stand at a larger text, best first: the caption on one line in the top-left
    corner, the top-right, then on two lines in either; the help (when the map draws it) along the foot's
    right, as many lines as the map's width needs. Each with the boxes the hexes keep clear of."""
    from woods_desktop.app import theme

    w, h = size
    pad, top, clear = app.px(10), app.px(6), app.px(4)
    font = app.fonts.font(app.px(theme.TYPE_BODY), "bold")
    line = max(app.px(26), font.get_linesize())
    help_box: list[Box] = []
    if help_text:
        small = app.fonts.font(app.px(theme.TYPE_SMALL))
        rows = app.fonts.wrap(help_text, app.px(theme.TYPE_SMALL), w - 2 * pad)
        hl = max(app.px(20), small.get_linesize())
        widest = max(small.size(r)[0] for r in rows)
        help_box = [(w - pad - widest - clear, h - app.px(4) - hl * len(rows) - clear, w, h)]
    shapes: list[tuple[str, int]] = []
    if caption:
        shapes.append((caption, font.size(caption)[0]))
        words = caption.split(" ")
        if len(words) > 1:
            cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
            a, b = min(cuts, key=lambda c: max(font.size(c[0])[0], font.size(c[1])[0]))
            shapes.append((a + "\n" + b, max(font.size(a)[0], font.size(b)[0])))
    out: list[tuple[list[Box], Words]] = []
    for text, tw in shapes or [("", 0)]:
        lines = text.count("\n") + 1
        for align in ("left", "right"):
            x = pad if align == "left" else w - pad - tw - app.px(2)
            rect = (x, top, x + tw + app.px(2), top + line * lines)
            boxes = [(rect[0] - clear, 0, rect[2] + clear, rect[3] + clear)] if text else []
            out.append((boxes + help_box, Words(text, rect, align, lines)))
    return out
