"""Where everything lies on the forest board, in the window: the meadow, the three sections of cells,
the Wolf's house with its present cells, his path of footprints, and where a hero stands (on a cell:
its lower-right half, clear of the token it stepped on).

The printed board is data (assets/data/wolf/board.yaml, read by `board_layout`: where its places lie
in cell units, lying on its side so it fits a wide window); this module scales it to the window and
places what moves on it: the heroes, the presents in the house, the Wolf's footprints.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.board_layout import Box, board_layout

ROWS, COLS, HOUSE, START = 6, 5, 30, -1
# the sections' grounds (the cells and the cards take theirs from them; assets/images/wolf/board.svg is
# the printed board under the cells: the path band, the meadow and the three sections, in these colours)
SECTION_COLOURS = (theme.hex_color("#9DBF6A"), theme.hex_color("#86AD57"), theme.hex_color("#729A47"))
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
    board = board_layout()
    c = max(8.0, min(rect.w / board.size[0], rect.h / board.size[1]))
    x0 = rect.x + (rect.w - c * board.size[0]) / 2
    y0 = rect.y + (rect.h - c * board.size[1]) / 2

    def at(box: Box) -> pygame.Rect:
        x, y, w, h = box
        return pygame.Rect(round(x0 + x * c), round(y0 + y * c), round(w * c), round(h * c))

    geo = Geometry(c, meadow=at(board.meadow), house=at(board.house), path=at(board.path))
    for cell in range(ROWS * COLS):
        row, col = divmod(cell, COLS)  # the engine's row is a column on screen
        geo.cells[cell] = at((board.columns[row], board.rows[col], 1, 1))
    geo.sections, geo.labels = [at(b) for b in board.sections], [at(b) for b in board.labels]
    geo.start_label, geo.ground = at(board.start_label), at(board.ground)
    return geo


def figure_rect(geo: Geometry, place: int, slot: int) -> pygame.Rect:
    """Where a hero stands: on a cell (its lower-right part, clear of the token), in the meadow (one slot
    per seat), or at home in the house (two by two under the presents)."""
    c = geo.cell
    if place == START:
        size = round(min(geo.meadow.w, c) * 0.92)
        r = pygame.Rect(0, 0, size, size)
        r.midtop = (geo.meadow.centerx, geo.cells[slot].y + round(0.06 * c))  # beside its row's first cell
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
