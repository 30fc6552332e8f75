"""Where everything lies on the forest board, as pure geometry: the meadow, the three sections of
cells, the Wolf's house with its present cells, his path of footprints, and where a hero stands (on a
cell: its lower-right half, clear of the token it stepped on).

The board lies on its side so it fits a wide window: the heroes enter from the meadow on the left,
cross the sections column by column (an engine row is a column here) and reach the house on the
right; the Wolf walks his footprints along the top towards the same house. Sizes are in cell units.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from woods_desktop.app import theme

ROWS, COLS, HOUSE, START = 6, 5, 30, -1
# the sections' grounds (the cells and the cards take theirs from them; assets/images/wolf/board.svg is
# the printed board under the cells: the path band, the meadow and the three sections, in these colours)
SECTION_COLOURS = (theme.hex_color("#9DBF6A"), theme.hex_color("#86AD57"), theme.hex_color("#729A47"))
# The board in cell units: the meadow, six columns with a wider gap between sections, the house.
MEADOW_W, MEADOW_GAP, GAP, SECTION_GAP, HOUSE_GAP, HOUSE_W = 0.9, 0.14, 0.06, 0.18, 0.18, 1.75
PATH_H, PATH_GAP, LABEL_GAP, LABEL_H = 0.9, 0.1, 0.06, 0.32
WIDTH_UNITS = MEADOW_W + MEADOW_GAP + 6 + 5 * GAP + 2 * SECTION_GAP + HOUSE_GAP + HOUSE_W
HEIGHT_UNITS = PATH_H + PATH_GAP + 5 + 4 * GAP + LABEL_GAP + LABEL_H
GROUND_LEFT = 0.06  # the meadow's slab in board.svg reaches this far left of the board (cell units)
INSET = 6  # design px between the zone's edge and the board
OCCUPIED = 0.5  # a hero on a cell stands in its lower-right half; the token keeps the upper-left


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
    ground: pygame.Rect = field(default_factory=pygame.Rect)  # where board.svg is drawn


def geometry(rect: pygame.Rect) -> Geometry:
    """Every place of the board inside `rect`, the cells square and as large as fit."""
    c = max(8.0, min(rect.w / WIDTH_UNITS, rect.h / HEIGHT_UNITS))
    total_w, total_h = c * WIDTH_UNITS, c * HEIGHT_UNITS
    x0 = rect.x + (rect.w - total_w) / 2
    y0 = rect.y + (rect.h - total_h) / 2
    geo = Geometry(c)
    geo.ground = pygame.Rect(
        round(x0 - GROUND_LEFT * c), round(y0), round((WIDTH_UNITS + GROUND_LEFT) * c), round(total_h)
    )
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
