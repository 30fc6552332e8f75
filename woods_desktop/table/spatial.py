"""Spatial arrows, one rule for every board: an arrow key goes to the item that lies that way on the screen.

A person reads a board by where things are, not by the order a game listed them, so the arrows follow the
picture: from the focused item's centre, the candidates in the 90-degree cone around the arrow's direction
(at most 45 degrees off it) are the ones "that way", and the nearest of them wins (ties: the one more
nearly straight ahead, then the one up or to the left, so a hex map's two upper neighbours always give the
same answer). When nothing lies in the cone, the nearest item in that half of the screen is taken instead
(along plus twice across), so no item a board shows is out of the arrows' reach. Every zone kind (a hand,
a row, a grid, a hex map, the Wolf's forest) and the step from one zone into the next use this one module.
"""

from __future__ import annotations

import math
from typing import Hashable, Iterable, TypeVar

K = TypeVar("K", bound=Hashable)
Point = tuple[float, float]
Step = tuple[int, int]


def toward(here: Point, candidates: Iterable[tuple[K, Point]], step: Step) -> K | None:
    """The key of the candidate nearest `here` in the arrow's direction `step` ((1, 0) right, (0, -1) up),
    or None when none lies that way. A candidate standing exactly on `here` is never "that way"."""
    best_cone: tuple[float, float, float, int] | None = None
    best_half: tuple[float, int] | None = None
    cone_key: K | None = None
    half_key: K | None = None
    for order, (key, centre) in enumerate(candidates):
        dx, dy = centre[0] - here[0], centre[1] - here[1]
        along = dx * step[0] + dy * step[1]
        if along <= 0:
            continue
        side = dx * step[1] - dy * step[0]  # signed offset across the direction
        across = abs(side)
        if across <= along:
            # the negative side first: up or left of the arrow (ties on a hex map resolve the same way each time)
            lean = -1.0 if (dx < 0 if step[0] == 0 else dy < 0) else 1.0
            rank = (round(math.hypot(dx, dy), 3), round(across, 3), lean, order)
            if best_cone is None or rank < best_cone:
                best_cone, cone_key = rank, key
        elif best_cone is None:
            cost = (along + 2.0 * across, order)
            if best_half is None or cost < best_half:
                best_half, half_key = cost, key
    return cone_key if best_cone is not None else half_key
