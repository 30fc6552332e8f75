"""The forest board as one zone: the meadow, the three sections of cells, the Wolf's house and his
path of footprints, with the heroes standing on it (where each lies is `board_geometry`'s).

Items are the 30 cells, the house and the heroes (so a hero can be clicked as the friend to hand
something to); the zone draws the printed board (a picture: assets/images/wolf/board.svg), the
footprints, the trail of the move so far and the figures.
"""

from __future__ import annotations

from typing import Callable, Hashable, cast

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.art import WolfArt
from woods_desktop.games.wolf.board_geometry import (
    HOUSE,
    INSET,
    START,
    figure_rect,
    geometry,
    home_area_of,
    house_slots,
    path_points,
    token_rect,
)
from woods_desktop.games.wolf.items import Figure
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.table.layers import StillLayer
from woods_desktop.table.pieces import arc, count_badge, draw_standing, draw_track, draw_trail, hop
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.services import Drawing


class BoardZone(Zone):
    """The forest: items are the 30 cells ("cell", c), the house ("cell", 30) and the heroes ("hero", seat)."""

    kind = "forest"

    def __init__(self, zone_id: str, art: WolfArt) -> None:
        super().__init__(zone_id, art, item_ratio=1.0)
        self.app: Drawing = art.app
        self.wolf_art = art
        self.geo = geometry(pygame.Rect(0, 0, 100, 100))
        self.figures: list[Figure] = []
        self.trail: list[int] = []  # the places of the move so far, its start first
        self.path_len = 1
        self.wolf_at: Callable[[], float] = lambda: 0.0  # the Wolf's footprint (a float while he walks)
        self.wolf_asleep = False
        self.steps_label = ""
        self.section_names = ("А", "Б", "В")
        self.start_name = ""
        self.moving: Callable[[int], tuple[int, float] | None] = lambda seat: None  # (from place, progress)
        # a seat's colour-and-shape marker, drawn at (centre, radius) on its hero's figure
        self.marker: Callable[[int], Callable[[pygame.Surface, tuple[int, int], int], None]] | None = None
        self._ground: tuple[tuple[object, ...], pygame.Surface] | None = None
        self.layer = StillLayer()
        self.version = 0  # bumped whenever an item, a mark, hover or focus may have changed

    # layout --------------------------------------------------------------------------------
    def arrange(self) -> None:
        self.version += 1
        inset = self.scale_px(INSET)  # the marks' glow stays inside the zone
        self.geo = geometry(self.rect.inflate(-2 * inset, -2 * inset))
        for it in self.items:
            kind, n = cast(tuple[str, int], it.id)
            if kind == "cell":
                it.rect = self.geo.house.copy() if n == HOUSE else self.geo.cells[n].copy()
            else:
                it.rect = self.place_rect(n, next(f.place for f in self.figures if f.seat == n))

    def place_rect(self, seat: int, place: int) -> pygame.Rect:
        """Where `seat`'s figure stands at `place`: in the meadow on its seat's slot, at home on the next free
        one (the heroes home before it, in seat order), on a cell in its lower-right part."""
        slot = seat
        if place == HOUSE:
            slot = sum(1 for f in self.figures if f.place == HOUSE and f.seat < seat)
        return figure_rect(self.geo, place, slot)

    # drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        """The still part of the board (felt, ground, footprints, cells, the house, the move's trail) is one
        opaque layer, drawn again only when something on it changed; the figures and the Wolf go on top."""
        if self.art is None:
            return
        at = self.wolf_at()
        key = (self.version, has_focus, tuple(self.rect), surface.get_size(), int(at + 1e-6), tuple(self.trail),
               self.wolf_asleep, self.steps_label)  # fmt: skip
        self.layer.blit(surface, self.rect, key, lambda layer, off: self._paint(layer, off, has_focus, at))
        self._draw_moving(surface, has_focus, at)

    def _paint(self, layer: pygame.Surface, off: tuple[int, int], has_focus: bool, at: float) -> None:
        layer.blit(self._ground_surface(), (0, 0))
        self._draw_footprints(layer, off, int(at + 1e-6))
        figures = {("hero", f.seat) for f in self.figures}
        for i, it in enumerate(self.items):
            if it.id not in figures:
                self.wolf_art.draw(layer, it.face, it.rect.move(off), self.shown_marks(i, it, has_focus))
        self._draw_trail(layer, off)

    def _draw_moving(self, surface: pygame.Surface, has_focus: bool, at: float) -> None:
        """The heroes and the Wolf: drawn every frame (they step and walk)."""
        self._draw_wolf(surface, at)
        figures: dict[Hashable, Figure] = {("hero", f.seat): f for f in self.figures}
        for i, it in enumerate(self.items):
            f = figures.get(it.id)
            if f is not None:
                self._draw_figure(surface, f, it, self.shown_marks(i, it, has_focus))

    def _ground_surface(self) -> pygame.Surface:
        """The printed board under the cells (assets/images/wolf/board.svg: the path band, the meadow, the
        three sections) with the sections' names, drawn once per size."""
        key = (self.rect.size, self.section_names, self.start_name)
        if self._ground is not None and self._ground[0] == key:
            return self._ground[1]
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        off, geo = (-self.rect.x, -self.rect.y), self.geo
        c = geo.cell
        surf.blit(picture("board", geo.ground.w, geo.ground.h), geo.ground.move(off))
        px = max(12, round(c * 0.26))
        labels = [*zip(self.section_names, geo.labels), (self.start_name, geo.start_label)]
        for name, box in labels:
            draw_text(surf, self.app, name, box.move(off), px, theme.PARCHMENT, "bold", "center", "middle", 1)
        self._ground = (key, surf)
        return surf

    def _draw_footprints(self, surface: pygame.Surface, off: tuple[int, int], at: int) -> None:
        """The Wolf's path: the footprints still ahead dark, those behind him pale."""
        geo, n = self.geo, max(1, self.path_len)
        size = max(6, round(min(geo.cell * 0.42, geo.path.w / n * 0.9)))
        points = [(x + off[0], y + off[1]) for x, y in path_points(geo, self.path_len)]
        draw_track(surface, points, picture("footprint", size), at)

    def _draw_wolf(self, surface: pygame.Surface, at: float) -> None:
        """The Wolf on his footprint (between two, with a hop, while he walks), asleep or counting."""
        geo = self.geo
        c = geo.cell
        points = path_points(geo, self.path_len)
        size = round(c * 1.0)
        box = pygame.Rect(0, 0, size, size)
        home = at >= self.path_len or not points
        if home:  # at his door, above the count of presents inside
            box.midbottom = (geo.house.centerx, geo.house.y + round(c * 1.48))
        else:
            k = min(int(at), len(points) - 1)
            frac = at - k
            x0 = points[k][0]
            x1 = points[k + 1][0] if k + 1 < len(points) else geo.house.x
            box.midbottom = (round(x0 + (x1 - x0) * frac), round(geo.path.bottom + c * 0.02 - arc(frac) * c * 0.5))
        surface.blit(picture("wolf", size), box)
        if self.steps_label and not home:
            self._draw_bubble(surface, box)
        if self.wolf_asleep:  # over the badge's top, never under it (the badge hid it)
            surface.blit(picture("sleep_mark", round(c * 0.5)), (box.right + round(c * 0.1), box.y - round(c * 0.45)))

    def _draw_bubble(self, surface: pygame.Surface, wolf: pygame.Rect) -> None:
        """The Wolf's steps left, in an amber badge by his head (on the side away from the house)."""
        r = max(8, round(self.geo.cell * 0.27))
        centre = (wolf.right + r // 2, wolf.y + r)
        if centre[0] + r > self.geo.house.x - 2:
            centre = (wolf.x - r // 2, wolf.y + r)
        count_badge(surface, self.app, centre, r, self.steps_label)

    def trail_points(self) -> list[tuple[int, int]]:
        """The move so far in the window: where the hero started, every place stepped on (home: where it stands)."""
        seat = next((f.seat for f in self.figures if f.current), 0)
        return [self._place_centre(p, seat) for p in self.trail]

    def _draw_trail(self, surface: pygame.Surface, off: tuple[int, int]) -> None:
        """The move so far: amber dots from where the hero started, through every step."""
        draw_trail(surface, [(x + off[0], y + off[1]) for x, y in self.trail_points()], self.geo.cell)

    def _place_centre(self, place: int, seat: int = 0) -> tuple[int, int]:
        geo = self.geo
        if place == START:
            return figure_rect(geo, START, seat).center
        if place == HOUSE:  # where the hero stands at home, under the presents (the trail ended among them)
            return self.place_rect(seat, HOUSE).center
        return geo.cells[place].center

    def _draw_figure(self, surface: pygame.Surface, f: Figure, it: Item, marks: frozenset[str]) -> None:
        """A hero where it stands, or hopping from the place it left while it steps."""
        rect = it.rect
        moving = self.moving(f.seat)
        if moving is not None:
            src, t = moving
            rect = hop(self.place_rect(f.seat, src), rect, t)
        marker = self.marker(f.seat) if self.marker is not None else None
        draw_standing(surface, self.app, rect, picture(f.hero, rect.w, rect.h), marks, f.current, marker)


__all__ = ["HOUSE", "START", "BoardZone", "Figure", "home_area_of", "house_slots", "token_rect"]
