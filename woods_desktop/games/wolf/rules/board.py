"""The forest board as numbers, so moves are table look-ups in the many playouts of the bots.

The three sections (А, Б, В) of 2 rows x 5 cells are one grid of 6 rows:
`cell = row * 5 + col`, row 0 is the first row of section А where the heroes
enter, row 5 the last row before the Wolf's house. The house is one more
place, `HOUSE`, that every cell of the last row touches; `START` is a hero
not yet in the forest, whose first step goes onto any cell of row 0.
"""

from __future__ import annotations

ROWS = 6
COLS = 5
SECTION_ROWS = 2
SECTIONS = ROWS // SECTION_ROWS
CELLS = ROWS * COLS  # 30: one forest token on each
HOUSE = CELLS  # 30: the Wolf's house
START = -1  # a hero not yet in the forest

FIRST_ROW: tuple[int, ...] = tuple(range(COLS))
LAST_ROW: tuple[int, ...] = tuple(range((ROWS - 1) * COLS, CELLS))


def row_of(cell: int) -> int:
    """The row of a forest cell (0 = where heroes enter); the house counts as row ROWS."""
    return ROWS if cell == HOUSE else cell // COLS


def col_of(cell: int) -> int:
    return cell % COLS


def section_of(cell: int) -> int:
    """0, 1, 2 for sections А, Б, В."""
    return row_of(cell) // SECTION_ROWS


def _build() -> tuple[tuple[int, ...], ...]:
    table: list[tuple[int, ...]] = []
    for cell in range(CELLS):
        r, c = divmod(cell, COLS)
        out = [
            (r + dr) * COLS + c + dc
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < ROWS and 0 <= c + dc < COLS
        ]
        if r == ROWS - 1:
            out.append(HOUSE)
        table.append(tuple(out))
    table.append(LAST_ROW)  # HOUSE
    return tuple(table)


_NEIGHBOURS = _build()


def neighbours(cell: int) -> tuple[int, ...]:
    """Where one step from `cell` may go: the 8 cells around it (diagonals and backwards too);
    a last-row cell also reaches the house and the house every last-row cell; from START the
    entering step reaches the first row."""
    if cell == START:
        return FIRST_ROW
    return _NEIGHBOURS[cell]


def adjacent(a: int, b: int) -> bool:
    """Two heroes stand together for handing over tokens: on neighbouring places (diagonals
    too; the house touches the last row) or both in the house. Not while outside the forest."""
    if a == START or b == START:
        return False
    if a == HOUSE and b == HOUSE:
        return True
    return b in _NEIGHBOURS[a]


def distance_to_house(cell: int) -> int:
    """Steps from `cell` to the house on an open board (START: 7, a first-row cell: 6)."""
    if cell == HOUSE:
        return 0
    if cell == START:
        return ROWS + 1
    return ROWS - row_of(cell)
