"""The forest board as one zone: the start meadow, the three sections of cells, the Wolf's house and
his path of footprints, with the heroes standing on it.

The board lies on its side so it fits a wide window: the heroes enter from the meadow on the left,
cross sections A, B and C (А, Б, В in Russian) column by column (an engine row is a column here) and reach the house on
the right; the Wolf walks his footprints along the top towards the same house. Items are the 30
cells, the house and the heroes (so a hero can be clicked as the friend to hand something to);
the zone draws the ground, the path, the trail of the move so far and the figures itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.table.art import FOCUS, HOVER, LEGAL, SELECTED, TARGET
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.draw import darken, lighten, table_background

ROWS, COLS, HOUSE, START = 6, 5, 30, -1
SECTION_COLOURS = (theme.hex_color("#9DBF6A"), theme.hex_color("#86AD57"), theme.hex_color("#729A47"))
PATH_COLOUR = theme.hex_color("#E8D9B5")
# The board in cell units: the meadow, six columns with a wider gap between sections, the house.
MEADOW_W, MEADOW_GAP, GAP, SECTION_GAP, HOUSE_GAP, HOUSE_W = 0.9, 0.14, 0.06, 0.18, 0.18, 1.75
PATH_H, PATH_GAP, LABEL_GAP, LABEL_H = 0.9, 0.1, 0.06, 0.32
WIDTH_UNITS = MEADOW_W + MEADOW_GAP + 6 + 5 * GAP + 2 * SECTION_GAP + HOUSE_GAP + HOUSE_W
HEIGHT_UNITS = PATH_H + PATH_GAP + 5 + 4 * GAP + LABEL_GAP + LABEL_H
INSET = 6  # design px between the zone's edge and the board
OCCUPIED = 0.5  # a hero on a cell stands in its lower-right half; the token keeps the upper-left


@dataclass
class Figure:
    """A hero on the board: where it stands (START, a cell or HOUSE), its picture, its player's
    colour-and-shape marker, and whether it is the one moving now."""

    seat: int
    hero: str
    place: int
    colour: int
    current: bool = False


@dataclass
class Geometry:
    cell: float
    cells: dict[int, pygame.Rect] = field(default_factory=dict)
    meadow: pygame.Rect = field(default_factory=pygame.Rect)
    house: pygame.Rect = field(default_factory=pygame.Rect)
    path: pygame.Rect = field(default_factory=pygame.Rect)
    sections: list[pygame.Rect] = field(default_factory=list)
    labels: list[pygame.Rect] = field(default_factory=list)
    start_label: pygame.Rect = field(default_factory=pygame.Rect)


def geometry(rect: pygame.Rect) -> Geometry:
    """Every place of the board inside `rect`, the cells square and as large as fit."""
    c = max(8.0, min(rect.w / WIDTH_UNITS, rect.h / HEIGHT_UNITS))
    total_w, total_h = c * WIDTH_UNITS, c * HEIGHT_UNITS
    x0 = rect.x + (rect.w - total_w) / 2
    y0 = rect.y + (rect.h - total_h) / 2
    geo = Geometry(c)
    grid_y = y0 + (PATH_H + PATH_GAP) * c
    forest_x = x0 + (MEADOW_W + MEADOW_GAP) * c
    size = round(c)
    col_x = []
    x = forest_x
    for col in range(ROWS):
        col_x.append(x)
        x += c + GAP * c + (SECTION_GAP * c if col in (1, 3) else 0)
    for cell in range(30):
        row, col = divmod(cell, COLS)  # the engine's row is a column on screen
        geo.cells[cell] = pygame.Rect(round(col_x[row]), round(grid_y + col * (c + GAP * c)), size, size)
    grid_h = 5 * c + 4 * GAP * c
    geo.meadow = pygame.Rect(round(x0), round(grid_y), round(MEADOW_W * c), round(grid_h))
    house_x = col_x[-1] + c + HOUSE_GAP * c
    geo.house = pygame.Rect(round(house_x), round(y0), round(HOUSE_W * c), round(grid_y + grid_h - y0))
    geo.path = pygame.Rect(round(x0), round(y0), round(house_x - x0 - 0.1 * c), round(PATH_H * c))
    label_y = grid_y + grid_h + LABEL_GAP * c
    for s in range(3):
        left, right = geo.cells[s * 10].left, geo.cells[s * 10 + 9].right
        pad = round(0.08 * c)
        geo.sections.append(
            pygame.Rect(left - pad, round(grid_y) - pad, right - left + 2 * pad, round(grid_h) + 2 * pad)
        )
        geo.labels.append(pygame.Rect(left, round(label_y), right - left, round(LABEL_H * c)))
    geo.start_label = pygame.Rect(geo.meadow.x, round(label_y), geo.meadow.w, round(LABEL_H * c))
    return geo


def figure_rect(geo: Geometry, place: int, slot: int) -> pygame.Rect:
    """Where a hero stands: on a cell (its lower-right part, clear of the token), in the meadow (one slot
    per seat), or at home in the house (two by two under the presents)."""
    c = geo.cell
    if place == START:
        size = round(min(geo.meadow.w, c) * 0.92)
        r = pygame.Rect(0, 0, size, size)
        r.midtop = (geo.meadow.centerx, round(geo.meadow.y + slot * (c + GAP * c) + 0.06 * c))
        return r
    if place == HOUSE:
        size = round(min(geo.house.w / 2, c) * 0.78)
        home = home_area(geo)
        col, row = slot % 2, slot // 2
        r = pygame.Rect(0, 0, size, size)
        r.center = (home.x + home.w * (1 + 2 * col) // 4, home.y + home.h * (1 + 2 * row) // 4)
        return r
    cell = geo.cells[place]
    size = round(c * 0.56)
    return pygame.Rect(cell.x + round(c * OCCUPIED), cell.y + round(c * OCCUPIED), size, size)


def token_rect(cell: pygame.Rect) -> pygame.Rect:
    """Where a cell's token is drawn while a hero stands on it: the upper-left part, clear of the figure
    in the lower-right one, so the child sees what the hero stepped on."""
    pad = max(1, cell.w // 25)
    side = round(cell.w * OCCUPIED) - 2 * pad
    return pygame.Rect(cell.x + pad, cell.y + pad, side, side)


def home_area_of(house: pygame.Rect, c: float) -> pygame.Rect:
    """The bottom of the house where the heroes gather."""
    h = round(c * 1.45)
    return pygame.Rect(house.x, house.bottom - h, house.w, h)


def home_area(geo: Geometry) -> pygame.Rect:
    return home_area_of(geo.house, geo.cell)


def house_slots(house: pygame.Rect, c: float, total: int) -> list[pygame.Rect]:
    """The house's present cells: two columns under the house picture, filled top to bottom."""
    top = house.y + round(c * 1.88)
    bottom = home_area_of(house, c).y - round(c * 0.06)
    rows = max(1, (total + 1) // 2)
    size = max(4, min(round(c * 0.62), (bottom - top) // rows - 2, house.w // 2 - 6))
    gap = max(1, ((bottom - top) - rows * size) // max(1, rows))
    out = []
    for i in range(total):
        row, col = divmod(i, 2)
        x = house.centerx + (col - 1) * (size + 4) + 2
        out.append(pygame.Rect(x, top + row * (size + gap), size, size))
    return out


def path_points(geo: Geometry, length: int) -> list[tuple[int, int]]:
    """The centres of the Wolf's footprints, left to right, stepping up and down like paws."""
    n = max(1, length)
    step = geo.path.w / n
    c = geo.cell
    out = []
    for i in range(n):
        x = geo.path.x + step * (i + 0.5)
        y = geo.path.centery + (0.13 * c if i % 2 else -0.05 * c)
        out.append((round(x), round(y + 0.12 * c)))
    return out


class BoardZone(Zone):
    """The forest: items are the 30 cells ("cell", c), the house ("cell", 30) and the heroes ("hero", seat)."""

    kind = "forest"

    def __init__(self, zone_id: str, art: Any) -> None:
        super().__init__(zone_id, art, item_ratio=1.0)
        self.app: Any = art.app
        self.wolf_art: Any = art
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
        self._ground: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._layer: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.version = 0  # bumped whenever an item, a mark, hover or focus may have changed

    # layout --------------------------------------------------------------------------------
    def arrange(self) -> None:
        self.version += 1
        inset = self.scale_px(INSET)  # the marks' glow stays inside the zone
        self.geo = geometry(self.rect.inflate(-2 * inset, -2 * inset))
        slots = {START: 0, HOUSE: 0}
        places: dict[int, int] = {}
        for f in self.figures:
            if f.place in (START, HOUSE):
                places[f.seat] = slots[f.place] if f.place == HOUSE else f.seat
                slots[f.place] += 1
            else:
                places[f.seat] = 0
        for it in self.items:
            iid: Any = it.id
            kind, n = iid
            if kind == "cell":
                it.rect = self.geo.house.copy() if n == HOUSE else self.geo.cells[n].copy()
            else:
                f = next(f for f in self.figures if f.seat == n)
                it.rect = figure_rect(self.geo, f.place, places[n])

    def place_rect(self, seat: int, place: int) -> pygame.Rect:
        """Where `seat`'s figure would stand at `place` (for the step animation)."""
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
        if self._layer is None or self._layer[0] != key:
            layer = pygame.Surface(self.rect.size)
            layer.blit(table_background(surface.get_size()), (0, 0), self.rect)
            self._paint(layer, (-self.rect.x, -self.rect.y), has_focus, at)
            self._layer = (key, layer)
        surface.blit(self._layer[1], self.rect)
        self._draw_moving(surface, (0, 0), has_focus, at)

    def _paint(self, layer: pygame.Surface, off: tuple[int, int], has_focus: bool, at: float) -> None:
        layer.blit(self._ground_surface(), (0, 0))
        self._draw_footprints(layer, off, int(at + 1e-6))
        figures = {("hero", f.seat) for f in self.figures}
        for i, it in enumerate(self.items):
            if it.id not in figures:
                self.wolf_art.draw(layer, it.face, it.rect.move(off), self.shown_marks(i, it, has_focus))
        self._draw_trail(layer, off)

    def _draw_moving(self, surface: pygame.Surface, off: tuple[int, int], has_focus: bool, at: float) -> None:
        """The heroes and the Wolf: drawn every frame (they step and walk)."""
        self._draw_wolf(surface, off, at)
        figures: dict[Hashable, Figure] = {("hero", f.seat): f for f in self.figures}
        for i, it in enumerate(self.items):
            f = figures.get(it.id)
            if f is not None:
                self._draw_figure(surface, f, it, self.shown_marks(i, it, has_focus), off)

    def _ground_surface(self) -> pygame.Surface:
        """The board's ground (sections, meadow, path band and labels), drawn once per size."""
        key = (self.rect.size, self.section_names, self.start_name)
        if self._ground is not None and self._ground[0] == key:
            return self._ground[1]
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        off = (-self.rect.x, -self.rect.y)
        geo = self.geo
        c = geo.cell
        app = self.app
        r = max(4, round(c * 0.16))
        band = geo.path.inflate(round(c * 0.1), -round(c * 0.12)).move(off)
        pygame.draw.rect(surf, darken(PATH_COLOUR, 0.1), band.move(0, max(1, round(c * 0.04))), border_radius=r * 2)
        pygame.draw.rect(surf, PATH_COLOUR, band, border_radius=r * 2)
        pygame.draw.rect(surf, darken(PATH_COLOUR, 0.35), band, max(1, round(c * 0.03)), border_radius=r * 2)
        meadow = geo.meadow.inflate(round(c * 0.12), round(c * 0.16)).move(off)
        pygame.draw.rect(surf, lighten(SECTION_COLOURS[0], 0.35), meadow, border_radius=r)
        pygame.draw.rect(surf, theme.INK, meadow, max(1, round(c * 0.025)), border_radius=r)
        for i, sec in enumerate(geo.sections):
            box = sec.move(off)
            pygame.draw.rect(
                surf, darken(SECTION_COLOURS[i], 0.25), box.move(0, max(1, round(c * 0.05))), border_radius=r
            )
            pygame.draw.rect(surf, SECTION_COLOURS[i], box, border_radius=r)
            pygame.draw.rect(surf, theme.INK, box, max(1, round(c * 0.025)), border_radius=r)
        px = max(12, round(c * 0.26))
        for name, box in zip(self.section_names, geo.labels):
            draw_text(surf, app, name, box.move(off), px, theme.PARCHMENT, "bold", align="center", valign="middle")
        draw_text(
            surf,
            app,
            self.start_name,
            geo.start_label.move(off).inflate(round(c * 0.3), 0),
            px,
            theme.PARCHMENT,
            "bold",
            align="center",
            valign="middle",
            max_lines=1,
        )
        self._ground = (key, surf)
        return surf

    def _draw_footprints(self, surface: pygame.Surface, off: tuple[int, int], at: int) -> None:
        """The Wolf's path: the footprints still ahead dark, those behind him pale."""
        geo = self.geo
        c = geo.cell
        points = path_points(geo, self.path_len)
        step = geo.path.w / max(1, self.path_len)
        size = max(6, round(min(c * 0.42, step * 0.9)))
        ahead = picture("footprint", size)
        behind = _faded(ahead)
        for i, (x, y) in enumerate(points):
            surface.blit(behind if i < at else ahead, (x + off[0] - size // 2, y + off[1] - size // 2))

    def _draw_wolf(self, surface: pygame.Surface, off: tuple[int, int], at: float) -> None:
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
            hop = (0.5 - abs(frac - 0.5)) * c * 0.5 if frac > 0 else 0.0
            box.midbottom = (round(x0 + (x1 - x0) * frac), round(geo.path.bottom + c * 0.02 - hop))
        box.move_ip(off)
        surface.blit(picture("wolf", size), box)
        if self.wolf_asleep:
            surface.blit(picture("sleep_mark", round(c * 0.5)), (box.right - round(c * 0.2), box.y - round(c * 0.1)))
        if self.steps_label and not home:
            self._draw_bubble(surface, box, off)

    def _draw_bubble(self, surface: pygame.Surface, wolf: pygame.Rect, off: tuple[int, int]) -> None:
        """The Wolf's steps left, in an amber badge by his head."""
        app = self.app
        c = self.geo.cell
        r = max(8, round(c * 0.27))
        centre = (wolf.right + r // 2, wolf.y + r)
        if centre[0] + r > self.geo.house.x + off[0] - 2:
            centre = (wolf.x - r // 2, wolf.y + r)
        pygame.draw.circle(surface, theme.INK, (centre[0], centre[1] + max(1, r // 8)), r + max(1, r // 10))
        pygame.draw.circle(surface, theme.AMBER, centre, r)
        pygame.draw.circle(surface, theme.INK, centre, r, max(1, r // 9))
        box = pygame.Rect(0, 0, r * 2 - 4, r * 2 - 4)
        box.center = centre
        draw_text(surface, app, self.steps_label, box, max(12, round(r * 1.05)), theme.INK, "bold", "center", "middle")

    def _draw_trail(self, surface: pygame.Surface, off: tuple[int, int]) -> None:
        """The move so far: amber dots from where the hero started, through every step."""
        if len(self.trail) < 2:
            return
        c = self.geo.cell
        seat = next((f.seat for f in self.figures if f.current), 0)
        pts = [(x + off[0], y + off[1]) for x, y in (self._place_centre(p, seat) for p in self.trail)]
        width = max(2, round(c * 0.07))
        for a, b in zip(pts, pts[1:]):
            _dashed(surface, theme.AMBER, a, b, width, max(4, round(c * 0.14)))
        for p in pts[1:]:
            pygame.draw.circle(surface, theme.INK, p, max(3, round(c * 0.09)))
            pygame.draw.circle(surface, theme.AMBER, p, max(2, round(c * 0.07)))

    def _place_centre(self, place: int, seat: int = 0) -> tuple[int, int]:
        geo = self.geo
        if place == START:
            return figure_rect(geo, START, seat).center
        if place == HOUSE:
            return geo.house.x + round(geo.cell * 0.3), geo.house.centery
        return geo.cells[place].center

    def _draw_figure(
        self, surface: pygame.Surface, f: Figure, it: Item, marks: frozenset[str], off: tuple[int, int]
    ) -> None:
        app = self.app
        rect = it.rect.move(off)
        moving = self.moving(f.seat)
        if moving is not None:
            src, t = moving
            a = self.place_rect(f.seat, src).move(off)
            rect = pygame.Rect(
                round(a.x + (rect.x - a.x) * t),
                round(a.y + (rect.y - a.y) * t - (0.5 - abs(t - 0.5)) * rect.h * 0.4),
                rect.w,
                rect.h,
            )
        if f.current:
            ring = pygame.Rect(0, 0, round(rect.w * 0.9), max(4, round(rect.h * 0.26)))
            ring.midbottom = (rect.centerx, rect.bottom + round(rect.h * 0.04))
            pygame.draw.ellipse(surface, theme.AMBER, ring)
            pygame.draw.ellipse(surface, theme.INK, ring, max(1, round(rect.h * 0.03)))
        if marks & {LEGAL, TARGET, SELECTED, FOCUS}:
            glow = rect.inflate(round(rect.w * 0.1), round(rect.h * 0.1))
            colour = theme.AMBER if marks & {LEGAL, TARGET} else lighten(theme.AMBER, 0.4)
            pygame.draw.ellipse(surface, colour, glow, max(2, round(rect.w * 0.07)))
        if HOVER in marks:
            rect = rect.move(0, -max(1, round(rect.h * 0.06)))
        surface.blit(picture(f.hero, rect.w, rect.h), rect)
        r = max(4, round(rect.w * 0.13))
        if self.marker is not None:
            self.marker(f.seat)(surface, (rect.x + r, rect.bottom - r), r)
        if SELECTED in marks:
            pygame.draw.ellipse(surface, theme.AMBER, rect.inflate(4, 4), max(2, app.px(3)))
        if FOCUS in marks:
            _dashed_ellipse(
                surface, theme.INK, rect.inflate(round(rect.w * 0.2), round(rect.h * 0.2)), max(2, app.px(2))
            )


_FADED: dict[int, pygame.Surface] = {}


def _faded(surf: pygame.Surface) -> pygame.Surface:
    """The footprints the Wolf has already walked: pale."""
    key = id(surf)
    out = _FADED.get(key)
    if out is None:
        out = surf.copy()
        out.fill((255, 255, 255, 70), special_flags=pygame.BLEND_RGBA_MULT)
        if len(_FADED) > 64:
            _FADED.clear()
        _FADED[key] = out
    return out


def _dashed(
    surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[int, int], b: tuple[int, int], width: int, dash: int
) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    n = max(1, int(length // (dash * 2)))
    for i in range(n + 1):
        t0 = min(1.0, i * dash * 2 / length)
        t1 = min(1.0, (i * dash * 2 + dash) / length)
        pygame.draw.line(surface, colour, (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1), width)


def _dashed_ellipse(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, width: int) -> None:
    """Keyboard focus on a hero: a dashed ring (mouse hover lifts the figure instead)."""
    import math

    cx, cy, rx, ry = rect.centerx, rect.centery, rect.w / 2, rect.h / 2
    for k in range(0, 24, 2):
        a0, a1 = k * math.pi / 12, (k + 1) * math.pi / 12
        pygame.draw.line(
            surface,
            colour,
            (cx + rx * math.cos(a0), cy + ry * math.sin(a0)),
            (cx + rx * math.cos(a1), cy + ry * math.sin(a1)),
            width,
        )
