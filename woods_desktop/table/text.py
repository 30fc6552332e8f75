"""Text that fits its box: shrink to a floor size, then wrap, then ellipsize.

Every piece of table text goes through `fit`, which also records any text
that still did not fit, and any text it had to shrink below the type scale's
smallest size (`theme.TYPE_SMALL` at the window's scale), so the layout test
can assert that nothing is clipped or squeezed at any window size.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.services import Drawing

MIN_PX = 12  # never smaller on screen (issue: text under 12 px is unreadable)
OVERFLOWS: list[tuple[str, tuple[int, int], tuple[int, int]]] = []  # (text, box size, needed size)
SHRUNK: list[tuple[str, int, int]] = []  # (text, size asked for, size drawn) below the type scale's smallest


@dataclass(frozen=True)
class Fitted:
    lines: tuple[str, ...]
    px: int
    line_h: int
    fits: bool

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)


_CACHE: OrderedDict[tuple[object, ...], Fitted] = OrderedDict()


def fit(
    app: Drawing,
    text: str,
    box: pygame.Rect,
    px: int,
    weight: str = "regular",
    max_lines: int = 0,
    min_px: int = MIN_PX,
) -> Fitted:
    """Lines and a size at which `text` fits `box` (wrapping allowed up to `max_lines`; 0 = as many
    as the height allows). Shrinks from `px` down to `min_px`; past that the last line ends in …
    Results are cached: a frame re-fits nothing that did not change."""
    key = (text, box.w, box.h, px, weight, max_lines, min_px, id(app.fonts), app.fonts.text_size)
    hit = _CACHE.get(key)
    if hit is not None:
        _CACHE.move_to_end(key)
        return hit
    fitted = _fit(app, text, box, px, weight, max_lines, min_px)
    _CACHE[key] = fitted
    if len(_CACHE) > 2000:
        _CACHE.popitem(last=False)
    return fitted


def _fit(app: Drawing, text: str, box: pygame.Rect, px: int, weight: str, max_lines: int, min_px: int) -> Fitted:
    min_px = min(px, max(min_px, 1))
    size = px
    # at a larger text: the size that draws as `px` at 100 % (a button's words went from 48 px to 47 at 125 %)
    at_100 = math.ceil(px / app.fonts.text_size) if app.fonts.text_size > 1 else px
    while True:
        font = app.fonts.font(size, weight)
        line_h = font.get_linesize()
        room = max(1, box.h // line_h) if box.h >= line_h else 1
        limit = min(room, max_lines) if max_lines else room
        lines = app.fonts.wrap(text, size, box.w, weight)
        widest = max((font.size(line)[0] for line in lines), default=0)
        if len(lines) <= limit and widest <= box.w and line_h * len(lines) <= max(box.h, line_h):
            if size < px and hasattr(app, "px") and size < app.px(theme.TYPE_SMALL):
                SHRUNK.append((text, px, size))
            return Fitted(tuple(lines), size, line_h, True)
        if size <= min_px:
            break
        smaller = max(min_px, size - max(1, size // 12))
        if smaller < at_100 < size:
            smaller = at_100  # the size `px` draws at 100 % is tried on the way down, never stepped over
        size = smaller
    OVERFLOWS.append((text, box.size, (widest, line_h * len(lines))))
    kept = lines[:limit]
    last = kept[-1] if kept else ""
    while last and font.size(last + "…")[0] > box.w:
        last = last[:-1]
    kept[-1:] = [last.rstrip() + "…"]
    return Fitted(tuple(kept), size, line_h, False)


def draw_fitted(
    surface: pygame.Surface,
    app: Drawing,
    fitted: Fitted,
    box: pygame.Rect,
    colour: tuple[int, int, int],
    weight: str = "regular",
    align: str = "left",
    valign: str = "top",
) -> None:
    y = box.y
    if valign == "middle":
        y = box.centery - fitted.height // 2
    elif valign == "bottom":
        y = box.bottom - fitted.height
    for line in fitted.lines:
        surf = app.fonts.render(line, fitted.px, colour, weight)
        if align == "center":
            x = box.centerx - surf.get_width() // 2
        elif align == "right":
            x = box.right - surf.get_width()
        else:
            x = box.x
        surface.blit(surf, (x, y))
        y += fitted.line_h


def draw_text(
    surface: pygame.Surface,
    app: Drawing,
    text: str,
    box: pygame.Rect,
    px: int,
    colour: tuple[int, int, int],
    weight: str = "regular",
    align: str = "left",
    valign: str = "top",
    max_lines: int = 0,
    min_px: int = MIN_PX,
) -> Fitted:
    fitted = fit(app, text, box, px, weight, max_lines, min_px)
    draw_fitted(surface, app, fitted, box, colour, weight, align, valign)
    return fitted


def two_lines_to_keep(app: Drawing, words: str, box: pygame.Rect, px: int, weight: str = "bold") -> int:
    """The height a one-line `box` needs for `words` to keep the size they draw at 100 % at a larger text: 0 when
    one line keeps it, else two lines' at that size (a task card's ribbon, "Для вас, Барсучонок (Друг)!", drew at
    41 px against 44 on one line: the size that draws as 44 at 125 % does not fit, and the next one is 41)."""
    if app.fonts.text_size <= 1:
        return 0
    at_100 = px  # what the one-line box draws at 100 %: the largest size its line fits at
    while at_100 > MIN_PX and app.fonts.font(at_100, weight, scaled=False).size(words)[0] > box.w:
        at_100 -= max(1, at_100 // 12)
    if app.fonts.real_px(fit(app, words, box, px, weight, 2).px) >= at_100:
        return 0
    return 2 * int(app.fonts.font(at_100, weight, scaled=False).get_linesize())


def name_floor(app: Drawing, px: int = MIN_PX) -> int:
    """How small a person's name asked at `px` may get before it is cut short with …: at a larger text,
    down to the size `px` draws at 100 % (a name on a tab, a score row or a hero card keeps its letters where
    it kept them at 100 %, never smaller: a hero card's "Computer 1 (normal)" went from 16 px to 12); at
    100 %, the kit's floor. `px` is the kit's floor where a name may go down to it at 100 % too."""
    size: float = max(1.0, app.fonts.text_size)
    if size <= 1.0:
        return MIN_PX
    return max(1, min(px, math.ceil(px / size)))
