"""The design frame (1280x720 units, scaled by `min(w/1280, h/720)`), the overlap check the layout tests use,
and the seat ring (where each seat sits around the table). The places themselves come from the layout
recipes (`recipes.py`)."""

from __future__ import annotations

from typing import Sequence

import pygame

DESIGN_W, DESIGN_H = 1280, 720


def scale_for(size: tuple[int, int]) -> float:
    return min(size[0] / DESIGN_W, size[1] / DESIGN_H)


def overlaps(rects: dict[str, pygame.Rect], ignore: Sequence[tuple[str, str]] = ()) -> list[tuple[str, str]]:
    """Pairs of regions that intersect (a region may hold another only if listed in `ignore`)."""
    skip = {tuple(sorted(p)) for p in ignore}
    names = sorted(rects)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if (a, b) in skip:
                continue
            if rects[a].colliderect(rects[b]):
                out.append((a, b))
    return out


# Seat ring: where each seat sits, counted clockwise from the person at the screen.
RING: dict[int, tuple[str, ...]] = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top-left", "top-right", "right"),
}


def seat_ring(seats: int, bottom_seat: int) -> dict[int, str]:
    """Seat -> place name: `bottom_seat` at the bottom, the others clockwise."""
    if seats not in RING:
        raise ValueError(f"a seat ring holds 1-5 seats, not {seats}")
    places = RING[seats]
    return {(bottom_seat + k) % seats: places[k] for k in range(seats)}
