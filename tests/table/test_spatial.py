"""The kit's one spatial rule for arrow keys (table/spatial.py): the nearest item in the arrow's 90-degree
cone, ties by how straight ahead, then up or left; nothing in the cone, the nearest in that half."""

from __future__ import annotations

import math

from woods_desktop.table.spatial import toward

GRID = [((r, c), (c * 100.0, r * 140.0)) for r in range(3) for c in range(4)]


def test_a_grid_goes_one_cell_each_way_and_stops_at_its_edges():
    here = (100.0, 140.0)  # row 1, col 1
    assert toward(here, GRID, (1, 0)) == (1, 2)
    assert toward(here, GRID, (-1, 0)) == (1, 0)
    assert toward(here, GRID, (0, 1)) == (2, 1)
    assert toward(here, GRID, (0, -1)) == (0, 1)
    assert toward((0.0, 0.0), GRID, (-1, 0)) is None
    assert toward((0.0, 0.0), GRID, (0, -1)) is None


def test_only_the_cone_counts_while_anything_lies_in_it_and_there_the_nearest_wins():
    items = [("ahead", (100.0, 0.0)), ("steep", (60.0, 70.0))]  # 92 px away but 49 degrees off: not that way
    assert toward((0.0, 0.0), items, (1, 0)) == "ahead"
    items = [("ahead", (100.0, 0.0)), ("aslant", (60.0, 55.0))]  # 81 px at 42 degrees: in the cone, nearer
    assert toward((0.0, 0.0), items, (1, 0)) == "aslant"


def test_outside_the_cone_only_when_the_cone_is_empty():
    items = [("steep", (20.0, 100.0)), ("far", (400.0, 10.0))]
    assert toward((0.0, 0.0), items, (1, 0)) == "far"
    assert toward((0.0, 0.0), [("steep", (20.0, 100.0))], (1, 0)) == "steep"  # still reachable


def test_a_hex_maps_neighbours_each_arrow_the_same_every_time():
    size = 40.0

    def centre(q: int, r: int) -> tuple[float, float]:  # pointy-top axial
        return size * math.sqrt(3) * (q + r / 2), size * 1.5 * r

    ring = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    items = [(h, centre(*h)) for h in ring]
    assert toward((0.0, 0.0), items, (1, 0)) == (1, 0)
    assert toward((0.0, 0.0), items, (-1, 0)) == (-1, 0)
    assert toward((0.0, 0.0), items, (0, -1)) == (0, -1)  # the upper two tie: the left one
    assert toward((0.0, 0.0), list(reversed(items)), (0, -1)) == (0, -1)  # whatever the order
    assert toward((0.0, 0.0), items, (0, 1)) == (-1, 1)
    assert toward((0.0, 0.0), list(reversed(items)), (0, 1)) == (-1, 1)
