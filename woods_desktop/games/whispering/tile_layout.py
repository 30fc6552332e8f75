"""Where things stand on a Whispering Woods tile, in units of its hex's radius: a task side's
sequence of icons (clear of each other, of the points above and of the animal's token below), the
other side's task on a forest side, and the token itself. Plain geometry, so tests can measure it.
"""

from __future__ import annotations

import math
from typing import Any, Hashable

SQRT3 = math.sqrt(3)


def sequence_spots(cx: float, cy: float, r: float, n: int) -> list[tuple[float, float]]:
    """Where a task side's icons stand, in the order of the task: one row for three, a zigzag for four and
    five, every icon's box clear of the others, of the points above and of the animal's token below."""
    return [(cx + x * r, cy + y * r) for x, y in _task_units(n)[0]]


def sequence_icon(r: float, n: int) -> float:
    """The side of one icon's box in a task side's sequence of `n`."""
    return _task_units(n)[1] * r


def _task_units(n: int) -> tuple[list[tuple[float, float]], float]:
    """Icon centres and side in units of the hex's radius (0 at its centre): the sequence keeps to the band
    between the points' seal (above -0.36) and the animal's token (below 0.32), within the hex's width."""
    if n <= 0:
        return [], 0.0
    if n <= 3:
        size = min(0.46, 1.34 / n)
        return [((i - (n - 1) / 2) * size * 1.04, -0.03) for i in range(n)], size
    size = 0.32  # two rows a whole icon apart, so neighbours in the zigzag never touch
    step = (1.34 - size) / (n - 1)
    return [((i - (n - 1) / 2) * step, -0.03 + (size / 2 if i % 2 else -size / 2)) for i in range(n)], size


def forest_task_spots(cx: float, cy: float, r: float, n: int) -> tuple[list[tuple[float, float]], float]:
    """The other side's task on a forest side: a row of small icons below the element's."""
    size = min(0.26, 1.3 / max(1, n)) * r
    return [(cx + (i - (n - 1) / 2) * size * 1.08, cy + r * 0.52) for i in range(n)], size


FOREST_ICON = (-0.02, 0.68)
"""A forest side's element icon when its task and points are shown too: its centre's depth and its side."""
FOREST_POINTS = (-0.6, 0.17)
"""A forest side's points, as the rulebook's tile shows them: the seal's centre's depth and its radius, above
the element's icon (clear of a path's step numbers at the tile's corners and of the hint's badge)."""

TOKEN = (0.58, 0.5)  # the animal's token on a task tile: its centre's depth and its side, in hex radii


def tile_face(tile: Any, task_side: bool) -> tuple[Hashable, ...]:
    """The face of a `rules.tiles.Tile` shown on one side (the faces `art.WoodsArt` draws)."""
    if tile.element is None:
        return ("start",)
    return ("task" if task_side else "forest", tile.element, tuple(tile.task), int(tile.points))
