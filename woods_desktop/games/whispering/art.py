"""Whispering Woods tiles, animals and bonus cards as a `FaceArt`, drawn procedurally.

A forest side is its element's colour and icon large, with the task of its other side in small
and its points on top (the rulebook: "you can also see the task from the Task side and the possible
victory points"); a task side is parchment
ringed in its forest element's colour, the sequence of element icons across it and its points
on top; the starting tile shows its special task (the same element at both ends, four different
ones between). Faces are rendered once per size at twice the size and smoothed down, so the
hexes have clean edges; the marks (legal, selected, hover, focus, target, dimmed) are drawn as
hexes around the tile, focus dashed so it never looks like hover.

Faces (plain tuples, so they hash and cache):
`("forest", element, task, points)`, `("task", element, task, points)`, `("start",)`,
`("slot",)` an empty display slot, `("spot",)` an empty place a tile may go,
`("ghost", face)` a face seen through (a preview or the hint), `("animal", kind, rgb)`,
`("bonus", size, points)`.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.core.hexgrid import corners as hex_corners
from woods_desktop.games.whispering.tile_layout import (
    FOREST_ICON,
    FOREST_POINTS,
    SQRT3,
    forest_task_spots,
    sequence_icon,
    sequence_spots,
)
from woods_desktop.table.art import HINTED, FaceArt  # HINTED: what the hint would take or lay (sky blue)
from woods_desktop.table.hex_art import INSET, HexArt, hex_radius
from woods_desktop.ui.draw import darken, draw_seal, lighten
from woods_desktop.ui.services import AppServices, Drawing

GOLD = theme.hex_color("#C9962B")
SUPERSAMPLE = 2
HINT_STEP = "hint-"  # with a number ("hint-1"): which of the hint's two tiles this is, matching its ghost


class WoodsArt(HexArt):
    """Hex tiles (the kit's hex marks), tokens and bonus cards; each element's colour and icon (DESIGN 5:
    always together) come from the game's data (assets/data/whispering/game.yaml, validated on load)."""

    def __init__(self, app: AppServices, elements: Sequence[Any]) -> None:
        super().__init__(app, cache_size=900)
        self.colours = {e.id: (e.colour[0], e.colour[1], e.colour[2]) for e in elements}
        self.icons = {e.id: e.icon for e in elements}

    # -- drawing with marks ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        if not isinstance(face, tuple) or face[0] in ("animal", "bonus"):
            FaceArt.draw(self, surface, face, rect, marks)
            return
        super().draw(surface, face, rect, marks)

    def draw_hex_marks_under(self, surface: pygame.Surface, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """The hint's pick glows in the hint's blue (over any other glow); else the kit's glow."""
        if HINTED in marks:
            r = hex_radius(rect) * INSET + self.app.px(6)
            pygame.draw.polygon(surface, lighten(theme.SKY, 0.2), hex_corners(rect.centerx, rect.centery, r))
        else:
            super().draw_hex_marks_under(surface, rect, marks)

    def draw_hex_marks_over(self, surface: pygame.Surface, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """The kit's marks, then the hint's step on a tile it takes."""
        super().draw_hex_marks_over(surface, rect, marks)
        r = hex_radius(rect) * INSET
        for mark in marks:
            if mark.startswith(HINT_STEP):
                step_badge(surface, self.app, rect.center, r, mark[len(HINT_STEP) :])

    # -- faces -------------------------------------------------------------------------------------------
    def render_face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        assert isinstance(face, tuple)
        kind = face[0]
        if kind == "ghost":
            surf = self.face(face[1], size).copy()
            surf.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
            return surf
        if kind == "animal":
            return self._animal(face[1], face[2], size)
        if kind == "bonus":
            return self._bonus(face[1], face[2], size, face[3] if len(face) > 3 else None)
        k = SUPERSAMPLE if max(size) <= 320 else 1
        big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
        w, h = big.get_size()
        cx, cy = w / 2, h / 2
        r = min(w / SQRT3, h / 2) * INSET
        if kind == "forest":
            self._forest(big, cx, cy, r, face[1], face[2], face[3])
        elif kind == "task":
            self._task(big, cx, cy, r, face[1], face[2], face[3])
        elif kind == "start":
            self._start(big, cx, cy, r)
        elif kind in ("slot", "spot"):  # an empty display slot, an empty place (assets/images/whispering/)
            self._picture(big, "whispering/" + kind, cx, cy, r / INSET)
        return pygame.transform.smoothscale(big, size) if k != 1 else big

    def colour(self, element: str) -> tuple[int, int, int]:
        return self.colours.get(element, (150, 150, 150))

    def icon(self, surface: pygame.Surface, element: str, center: tuple[float, float], size: float) -> None:
        """The element's picture (assets/images/whispering/, its colour the element's in game.yaml)."""
        img = self.app.images.get("whispering/" + self.icons[element], max(1, round(size)))
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def _forest(
        self, s: pygame.Surface, cx: float, cy: float, r: float, element: str, task: Sequence[str], points: int
    ) -> None:
        colour = self.colour(element)
        pygame.draw.polygon(s, lighten(colour, 0.66), hex_corners(cx, cy, r))
        pygame.draw.polygon(s, lighten(colour, 0.5), hex_corners(cx, cy, r * 0.84))
        pygame.draw.polygon(s, darken(colour, 0.25), hex_corners(cx, cy, r), max(2, round(r / 16)))
        if r < 28 * SUPERSAMPLE:  # too small for more: the element alone, large
            self.icon(s, element, (cx, cy - r * 0.2), r * 0.84)
            return
        # as the rulebook's tile: the points on top, the element, the task of its other side below (each
        # element by its icon and colour)
        self.icon(s, element, (cx, cy + r * FOREST_ICON[0]), r * FOREST_ICON[1])
        draw_seal(s, self.app, (cx, cy + r * FOREST_POINTS[0]), r * FOREST_POINTS[1], str(points))
        spots, size = forest_task_spots(cx, cy, r, len(task))
        band = pygame.Rect(0, 0, round(size * len(task) + size * 0.6), round(size * 1.3))
        band.center = (round(cx), round(spots[0][1]))
        pygame.draw.rect(s, (*lighten(colour, 0.85), 255), band, border_radius=band.h // 2)
        for (x, y), el in zip(spots, task):
            self.icon(s, el, (x, y), size)

    def _task(
        self, s: pygame.Surface, cx: float, cy: float, r: float, element: str, task: Sequence[str], points: int
    ) -> None:
        colour = self.colour(element)
        pygame.draw.polygon(s, colour, hex_corners(cx, cy, r))
        pygame.draw.polygon(s, theme.PARCHMENT, hex_corners(cx, cy, r * 0.84))
        pygame.draw.polygon(s, darken(colour, 0.3), hex_corners(cx, cy, r), max(2, round(r / 16)))
        spots = sequence_spots(cx, cy, r, len(task))
        if len(spots) > 3:  # a zigzag: a line under the icons links them in the task's order, as a path is walked
            pygame.draw.lines(s, darken(colour, 0.3), False, spots, max(2, round(r / 14)))
        for (x, y), el in zip(spots, task):
            self.icon(s, el, (x, y), sequence_icon(r, len(task)))
        draw_seal(s, self.app, (cx, cy - r * 0.56), r * 0.19, str(points))

    def _start(self, s: pygame.Surface, cx: float, cy: float, r: float) -> None:
        """The starting tile's special task (assets/images/whispering/start.svg), its points over it."""
        self._picture(s, "whispering/start", cx, cy, r)
        draw_seal(s, self.app, (cx, cy - r * 0.56), r * 0.19, "10")

    def _picture(self, s: pygame.Surface, name: str, cx: float, cy: float, r: float) -> None:
        """A hex picture (its viewBox the hex of corner radius `r`) centred at (cx, cy)."""
        img = self.app.images.get(name, round(SQRT3 * r), round(2 * r))
        s.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _animal(self, kind: str, colour: tuple[int, int, int], size: tuple[int, int]) -> pygame.Surface:
        side = min(size)
        k = SUPERSAMPLE
        big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
        token(self.app, big, kind, (side * k // 2, side * k // 2), side * k * 0.96, colour)
        small = pygame.transform.smoothscale(big, (side, side))
        if size == (side, side):
            return small
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(small, small.get_rect(center=(size[0] // 2, size[1] // 2)))
        return out

    def _bonus(self, count: int, points: int, size: tuple[int, int], left: int | None = None) -> pygame.Surface:
        """A bonus card: "2×" large, its points on an amber seal; `left`: as many pips as cards are left."""
        app = self.app
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        rad = max(3, w // 8)
        pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=rad)
        pygame.draw.rect(
            surf, GOLD, rect.inflate(-max(4, w // 10), -max(4, w // 10)), max(1, w // 24), border_radius=max(2, rad - 2)
        )
        pygame.draw.rect(surf, darken(theme.PARCHMENT_SHADE, 0.2), rect, 1, border_radius=rad)
        wide = w > h  # on the table's strip: "2×" beside the seal, a pip per card left below
        big = app.fonts.render(f"{count}×", max(8, int(h * (0.36 if wide else 0.34))), theme.INK, "bold", scaled=False)
        surf.blit(big, big.get_rect(center=(int(w * 0.3), int(h * 0.42)) if wide else (w // 2, int(h * 0.3))))
        at = (int(w * 0.72), int(h * 0.42)) if wide else (w // 2, int(h * 0.68))
        radius = max(5, int(h * 0.24) if wide else int(min(w, h) * 0.22))
        draw_seal(surf, app, at, radius, str(points))
        pip = max(2, h // 14)
        for i in range(left or 0):
            x = w // 2 + (2 * i - (left or 0) + 1) * pip * 3 // 2
            pygame.draw.circle(surf, darken(GOLD, 0.2), (x, int(h * 0.8)), pip)
        return surf


def token(app: Drawing, surface: pygame.Surface, kind: str, center: tuple[int, int], size: float, colour: Any) -> None:
    """An animal on its round token: a parchment disc ringed in the player's colour, the animal's picture
    (white in assets/images/whispering/) tinted in that colour."""
    r = max(3, round(size / 2))
    pygame.draw.circle(surface, darken(theme.PARCHMENT, 0.05), center, r)
    pygame.draw.circle(surface, colour, center, r, max(2, round(size / 9)))
    pygame.draw.circle(surface, theme.INK, center, r, max(1, round(size / 30)))
    img = app.images.get("whispering/" + kind, max(4, round(size * 0.74))).copy()
    img.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(img, img.get_rect(center=center))


def step_badge(surface: pygame.Surface, app: Drawing, centre: tuple[float, float], r: float, label: str) -> None:
    """The hint's step on a tile it takes and on the ghost where it goes (top left, clear of the path's
    step numbers at the top right), in the hint's blue."""
    dot = max(8, round(r * 0.21))
    at = (round(centre[0] - r * 0.44), round(centre[1] - r * 0.4))
    box = pygame.Rect(0, 0, dot * 2, dot * 2)
    box.center = at  # a square, not the path steps' round dots: a tile's order, not a step of the walk
    edge = max(1, app.px(2))
    pygame.draw.rect(surface, theme.WHITE, box.inflate(edge * 2, edge * 2), border_radius=max(2, dot // 2))
    pygame.draw.rect(surface, darken(theme.SKY, 0.35), box, border_radius=max(2, dot // 2))
    text = app.fonts.render(label, max(10, round(dot * 1.3)), theme.WHITE, "bold", scaled=False)
    surface.blit(text, text.get_rect(center=at))
