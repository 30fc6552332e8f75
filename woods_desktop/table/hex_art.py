"""Art for hex tiles and what is drawn across them: the kit's marks (legal, target, winner, selected,
hover, focus, dimmed) drawn as hexes around the tile instead of rounded rectangles, so a hex map answers
like every other zone.

A game's tile art subclasses `HexArt` and renders its faces; `INSET` is how much of its hex a tile fills
(the felt shows between neighbours). Focus is a dashed ring outside the tile, so it never looks like hover.
`draw_hex_path` draws a walk across tiles with its steps numbered.
"""

from __future__ import annotations

from typing import Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.core.hexgrid import corners
from woods_desktop.table.art import DIMMED, FOCUS, HOVER, LEGAL, SELECTED, TARGET, WINNER, FaceArt
from woods_desktop.ui.draw import darken, lighten
from woods_desktop.ui.services import Drawing

SQRT3 = 3**0.5
HEX_RATIO = 2 / SQRT3  # height / width of a pointy-top hex
INSET = 0.94


def hex_radius(rect: pygame.Rect) -> float:
    """The corner radius of the largest pointy-top hex in `rect`."""
    return min(rect.w / SQRT3, rect.h / 2)


def dashed_hex(
    surface: pygame.Surface, colour: tuple[int, int, int], cx: float, cy: float, r: float, width: int, dashes: int
) -> None:
    """A hex ring in dashes (`dashes` per side): keyboard focus, an empty slot, a tile still to come."""
    points = corners(cx, cy, r)
    for i in range(6):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % 6]
        for k in range(dashes):
            if k % 2:
                continue
            a, b = k / dashes, (k + 1) / dashes
            pygame.draw.line(
                surface,
                colour,
                (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b),
                width,
            )


def draw_hex_path(
    surface: pygame.Surface,
    app: Drawing,
    points: Sequence[tuple[float, float]],
    colour: tuple[int, int, int],
    r: float,
    spots: Sequence[tuple[int, int]] = (),
) -> None:
    """A path across hex tiles of radius `r`: a dark-edged line through `points` (the tiles' centres), a
    ring on its end, and, when `spots` are given (one per step), each step's number on a dot there;
    a numbered path is drawn thicker."""
    if len(points) < 2:
        return
    numbered = bool(spots)
    width = max(2, round(r / (7 if numbered else 11)))
    pygame.draw.lines(surface, darken(colour, 0.55), False, points, width + max(2, app.px(2)))
    pygame.draw.lines(surface, colour, False, points, width)
    pygame.draw.circle(surface, colour, points[-1], max(4, round(r * 0.2)), width)
    dot = max(8, round(r * 0.22))
    px = max(10, round(dot * 1.3))
    for i, centre in enumerate(spots, start=1):
        # dark with a light number, ringed in the path's colour: a tile's points are amber seals with dark
        # numbers, and a step's number beside one read as another points figure
        pygame.draw.circle(surface, colour, centre, dot + max(2, app.px(2)))
        pygame.draw.circle(surface, theme.INK, centre, dot)
        label = app.fonts.render(str(i), px, theme.PARCHMENT, "bold", scaled=False)
        surface.blit(label, label.get_rect(center=centre))


class HexArt(FaceArt):
    """A `FaceArt` whose faces are hex tiles, marked with hexes."""

    def __init__(self, app: Drawing, cache_size: int = 600) -> None:
        super().__init__(app, cache_size)
        self._veils: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        self.draw_hex_marks_under(surface, rect, marks)
        surface.blit(self.face(face, rect.size), rect)
        self.draw_hex_marks_over(surface, rect, marks)

    def draw_hex_marks_under(self, surface: pygame.Surface, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """Amber glow behind a legal place or a target (white-edged); moss behind the winner."""
        cx, cy, r = rect.centerx, rect.centery, hex_radius(rect) * INSET
        px = self.app.px
        if TARGET in marks:
            pygame.draw.polygon(surface, theme.AMBER, corners(cx, cy, r + px(6)))
            pygame.draw.polygon(surface, theme.WHITE, corners(cx, cy, r + px(2)), max(1, px(2)))
        elif LEGAL in marks or WINNER in marks:
            colour = theme.MOSS if WINNER in marks else theme.AMBER
            pygame.draw.polygon(surface, colour, corners(cx, cy, r + px(4)))

    def draw_hex_marks_over(self, surface: pygame.Surface, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """The selection outlined in amber, hover as a light edge, keyboard focus as amber dashes on a wide
        ink ring on the tile's edge (so focus never looks like hover or the selection, and stands out from
        the amber glow of the legal places around it), dimmed under a veil."""
        cx, cy, r = rect.centerx, rect.centery, hex_radius(rect) * INSET
        px = self.app.px
        if DIMMED in marks:
            surface.blit(self._veil(rect.size), rect)
        if SELECTED in marks:
            pygame.draw.polygon(surface, theme.AMBER, corners(cx, cy, r + px(3)), max(3, px(5)))
            pygame.draw.polygon(surface, theme.WHITE, corners(cx, cy, r - px(1)), max(1, px(2)))
        if HOVER in marks:
            pygame.draw.polygon(surface, lighten(theme.AMBER, 0.6), corners(cx, cy, r - px(1)), max(2, px(2)))
        if FOCUS in marks:  # ink under amber dashes: seen on a dark empty place, a light tile and a glow alike
            pygame.draw.polygon(surface, theme.INK, corners(cx, cy, r + px(1)), max(5, px(9)))
            dashed_hex(surface, theme.AMBER, cx, cy, r + px(1), max(3, px(5)), 5)

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        veil = self._veils.get(size)
        if veil is None:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            r = min(size[0] / SQRT3, size[1] / 2) * INSET
            pygame.draw.polygon(veil, (20, 24, 20, 130), corners(size[0] / 2, size[1] / 2, r))
            if len(self._veils) > 64:
                self._veils.clear()
            self._veils[size] = veil
        return veil
