"""Axial hex coordinates (pointy-top) for tile-laying games."""

from __future__ import annotations

import math
from typing import Iterator

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> Iterator[Hex]:
    if radius == 0:
        yield center
        return
    q, r = center[0] + DIRECTIONS[4][0] * radius, center[1] + DIRECTIONS[4][1] * radius
    for d in range(6):
        for _ in range(radius):
            yield (q, r)
            q, r = q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]


def to_pixel(h: Hex, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex whose corner radius is `size`."""
    q, r = h
    return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)


def corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex of corner radius `r` centred at (cx, cy), top corner first."""
    return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(-90, 270, 60)]


def from_pixel(x: float, y: float, size: float) -> Hex:
    q = (math.sqrt(3) / 3 * x - y / 3) / size
    r = (2 / 3 * y) / size
    return hex_round(q, r)


def hex_round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))
