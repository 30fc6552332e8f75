"""A larger text's map fit (`table.map_fit`): the caption takes a corner the forest leaves empty, so the hexes
keep their size where a band across the map would have shrunk them; no hex ever touches a word box."""

from __future__ import annotations

import math

from woods_desktop.core import hexgrid
from woods_desktop.table.map_fit import fit_around, hex_touches


def _round_forest(radius: int) -> list[tuple[float, float]]:
    hexes = [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1) if abs(q + r) <= radius]
    return [hexgrid.to_pixel(h, 1.0) for h in hexes]


def test_a_hex_touches_a_box_only_where_its_outline_reaches():
    assert hex_touches(0, 0, 10, (-1, -1, 1, 1))
    assert not hex_touches(0, 0, 10, (9, 9, 20, 20))  # the hex's corner is cut away there: a word may stand
    assert hex_touches(0, 0, 10, (8, -1, 20, 1))  # its side
    assert not hex_touches(0, 0, 10, (-5, 10.5, 5, 20))


def test_the_caption_takes_a_corner_and_the_hexes_keep_their_size():
    pts = _round_forest(3)  # seven rows, a round forest: its map's corners are felt
    size = (620, 524)
    caption = (10.0, 6.0, 230.0, 44.0)  # "Your forest (Anna)" at 150 %
    band = fit_around(pts, (size[0], size[1] - 50), [[]], 70, 4)  # the same words as a band across the map
    corner = fit_around(pts, size, [[caption]], 70, 4)
    assert band is not None and corner is not None
    assert corner.radius > band.radius
    cx, cy = size[0] / 2 + corner.pan[0], size[1] / 2 + corner.pan[1]
    for x, y in pts:
        hx, hy = cx + x * corner.radius, cy + y * corner.radius
        assert not hex_touches(hx, hy, corner.radius, caption)
        assert 4 <= hx - math.sqrt(3) * corner.radius / 2 and hx + math.sqrt(3) * corner.radius / 2 <= size[0] - 4
        assert 4 <= hy - corner.radius and hy + corner.radius <= size[1] - 4


def test_the_first_arrangement_that_fits_is_taken():
    pts = _round_forest(2)
    left, right = (10.0, 6.0, 300.0, 40.0), (320.0, 6.0, 610.0, 40.0)
    found = fit_around(pts, (620, 524), [[left, right], [left]], 60, 4)
    assert found is not None
    both = fit_around(pts, (620, 524), [[left, right]], 60, 4)
    assert both is None or both.radius < found.radius or found.option == 0
