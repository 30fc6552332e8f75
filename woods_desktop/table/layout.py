"""Regions in design units (a 1280x720 frame) that keep to the window edge they are anchored to.

The design frame is scaled by `min(w/1280, h/720)`; the space left over on a
wide or tall window is given to the gaps between regions: a region anchored
"left" stays at the left edge, "right" at the right edge, "center" in the
middle. Regions that do not overlap in the design frame and are anchored
consistently with their positions never overlap at any window size, which
`overlaps` checks. Layouts are cached per window size (computed only on
resize or seat change).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

import pygame

DESIGN_W, DESIGN_H = 1280, 720
_H = {"left": 0.0, "center": 0.5, "right": 1.0}
_V = {"top": 0.0, "middle": 0.5, "bottom": 1.0}


@dataclass(frozen=True)
class Region:
    """`x, y, w, h` in design units; `h_anchor` left/center/right, `v_anchor` top/middle/bottom.
    `grow_w` / `grow_h` (0..1) give the region that share of the window's extra width / height
    (a log that gets taller on a tall window), growing away from its anchored edge."""

    name: str
    x: float
    y: float
    w: float
    h: float
    h_anchor: str = "center"
    v_anchor: str = "middle"
    grow_w: float = 0.0
    grow_h: float = 0.0

    def __post_init__(self) -> None:
        if self.h_anchor not in _H or self.v_anchor not in _V:
            raise ValueError(f"region {self.name}: bad anchor {self.h_anchor}/{self.v_anchor}")


def scale_for(size: tuple[int, int]) -> float:
    return min(size[0] / DESIGN_W, size[1] / DESIGN_H)


def place(region: Region, size: tuple[int, int]) -> pygame.Rect:
    s = scale_for(size)
    extra_w = size[0] - DESIGN_W * s
    extra_h = size[1] - DESIGN_H * s
    fx, fy = _H[region.h_anchor], _V[region.v_anchor]
    gw, gh = extra_w * region.grow_w, extra_h * region.grow_h
    x = region.x * s + (extra_w - gw) * fx
    y = region.y * s + (extra_h - gh) * fy
    return pygame.Rect(round(x), round(y), max(1, round(region.w * s + gw)), max(1, round(region.h * s + gh)))


class Layout:
    """Named regions solved for a window size; `rects(size)` is cached until the size changes."""

    def __init__(self, regions: Iterable[Region]) -> None:
        self.regions: dict[str, Region] = {}
        for r in regions:
            if r.name in self.regions:
                raise ValueError(f"region {r.name} declared twice")
            self.regions[r.name] = r
        self._size: tuple[int, int] | None = None
        self._rects: dict[str, pygame.Rect] = {}

    def rects(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        if size != self._size:
            self._rects = {name: place(r, size) for name, r in self.regions.items()}
            self._size = size
        return self._rects

    def __getitem__(self, name: str) -> Region:
        return self.regions[name]


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
