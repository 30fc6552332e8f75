"""The element icons and the animals, drawn with pygame.draw so they stay sharp at every size.

DESIGN 5: an element is never its colour alone, so each has a shape a player can tell without
colour (apple, blossom, cap, leaf, drop, crystal), and the four animals (deer, frog, bird, hare)
are silhouettes in their player's colour. Everything is drawn in a box of side `size` around a
centre; callers render once into a cached face, usually at twice the size and smoothed down.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import darken, lighten

Colour = tuple[int, int, int]
Point = tuple[float, float]

ANIMALS = ("deer", "frog", "bird", "hare")
INK = theme.INK


def _at(cx: float, cy: float, s: float) -> Callable[[float, float], tuple[int, int]]:
    """Unit coordinates (-1..1 across the box) to pixels."""
    half = s / 2

    def p(x: float, y: float) -> tuple[int, int]:
        return round(cx + x * half), round(cy + y * half)

    return p


def _ellipse(
    surface: pygame.Surface,
    colour: Colour,
    p: Callable[..., tuple[int, int]],
    x: float,
    y: float,
    rx: float,
    ry: float,
    width: int = 0,
) -> None:
    a, b = p(x - rx, y - ry), p(x + rx, y + ry)
    pygame.draw.ellipse(surface, colour, pygame.Rect(a[0], a[1], max(1, b[0] - a[0]), max(1, b[1] - a[1])), width)


def _rotated_ellipse(
    p: Callable[..., tuple[int, int]], x: float, y: float, rx: float, ry: float, angle: float, n: int = 20
) -> list[tuple[int, int]]:
    ca, sa = math.cos(angle), math.sin(angle)
    pts = []
    for k in range(n):
        t = 2 * math.pi * k / n
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        pts.append(p(x + ex * ca - ey * sa, y + ex * sa + ey * ca))
    return pts


# -- elements ----------------------------------------------------------------------------------------
def apple(surface: pygame.Surface, center: tuple[int, int], size: float, colour: Colour) -> None:
    p = _at(center[0], center[1], size)
    w = 2 / max(8.0, size) * max(1, round(size / 28))  # the outline's width in unit coordinates
    dark = darken(colour, 0.45)
    for fill, grow in ((dark, w), (colour, 0.0)):  # the outline is the same shape, a little larger, behind
        _ellipse(surface, fill, p, -0.27, 0.14, 0.5 + grow, 0.62 + grow)
        _ellipse(surface, fill, p, 0.27, 0.14, 0.5 + grow, 0.62 + grow)
    _ellipse(surface, lighten(colour, 0.55), p, -0.32, -0.02, 0.1, 0.2)  # the shine
    pygame.draw.line(surface, darken(colour, 0.6), p(0.0, -0.4), p(0.08, -0.86), max(2, round(size / 12)))
    leaf = _rotated_ellipse(p, 0.34, -0.7, 0.26, 0.11, -0.5)
    pygame.draw.polygon(surface, (86, 160, 70), leaf)
    pygame.draw.polygon(surface, (44, 96, 40), leaf, max(1, round(size / 28)))


def blossom(surface: pygame.Surface, center: tuple[int, int], size: float, colour: Colour) -> None:
    p = _at(center[0], center[1], size)
    w = max(1, round(size / 28))
    dark = darken(colour, 0.45)
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        pts = _rotated_ellipse(p, 0.5 * math.cos(a), 0.5 * math.sin(a), 0.42, 0.3, a)
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, dark, pts, w)
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        _ellipse(surface, lighten(colour, 0.35), p, 0.5 * math.cos(a), 0.5 * math.sin(a), 0.14, 0.14)
    _ellipse(surface, (246, 206, 72), p, 0, 0, 0.26, 0.26)
    _ellipse(surface, (170, 120, 30), p, 0, 0, 0.26, 0.26, w)


def cap(surface: pygame.Surface, center: tuple[int, int], size: float, colour: Colour) -> None:
    p = _at(center[0], center[1], size)
    w = max(1, round(size / 28))
    dark = darken(colour, 0.45)
    stem = [p(-0.26, 0.0), p(0.26, 0.0), p(0.3, 0.86), p(-0.3, 0.86)]
    pygame.draw.polygon(surface, (244, 232, 208), stem)
    pygame.draw.polygon(surface, darken((244, 232, 208), 0.4), stem, w)
    dome = [p(0.9 * math.cos(t), 0.12 - 0.82 * math.sin(t)) for t in [math.pi * k / 24 for k in range(25)]]
    pygame.draw.polygon(surface, colour, dome)
    pygame.draw.polygon(surface, dark, dome, w)
    for x, y, r in ((-0.45, -0.12, 0.13), (0.05, -0.45, 0.15), (0.48, -0.1, 0.12), (-0.05, -0.05, 0.09)):
        _ellipse(surface, (252, 246, 232), p, x, y, r, r)


def leaf(surface: pygame.Surface, center: tuple[int, int], size: float, colour: Colour) -> None:
    p = _at(center[0], center[1], size)
    w = max(1, round(size / 28))
    dark = darken(colour, 0.45)
    pts = []
    for k in range(25):
        t = k / 24
        x = -0.75 + 1.5 * t
        y = -math.sin(math.pi * t) * 0.5
        pts.append(p(x * 0.8 + y * 0.6, y * 0.8 - x * 0.6))
    for k in range(1, 24):
        t = 1 - k / 24
        x = -0.75 + 1.5 * t
        y = math.sin(math.pi * t) * 0.5
        pts.append(p(x * 0.8 + y * 0.6, y * 0.8 - x * 0.6))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, dark, pts, w)
    pygame.draw.line(surface, dark, p(-0.6 * 0.8, 0.6 * 0.6), p(0.6 * 0.8, -0.6 * 0.6), max(1, round(size / 18)))
    pygame.draw.line(surface, dark, p(-0.6, 0.45), p(-0.86, 0.78), max(2, round(size / 14)))
    for t in (-0.25, 0.1):
        x0, y0 = t * 0.8, -t * 0.6
        pygame.draw.line(surface, dark, p(x0, y0), p(x0 + 0.1, y0 - 0.32), w)
        pygame.draw.line(surface, dark, p(x0, y0), p(x0 + 0.32, y0 + 0.1), w)


def drop(surface: pygame.Surface, center: tuple[int, int], size: float, colour: Colour) -> None:
    p = _at(center[0], center[1], size)
    w = max(1, round(size / 28))
    dark = darken(colour, 0.45)
    pts = [p(0, -0.9)]
    for k in range(0, 31):
        t = -math.pi / 6 + (math.pi + math.pi / 3) * k / 30
        pts.append(p(0.55 * math.cos(t), 0.3 + 0.55 * math.sin(t)))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, dark, pts, w)
    _ellipse(surface, lighten(colour, 0.6), p, -0.22, 0.26, 0.1, 0.2)


def crystal(surface: pygame.Surface, center: tuple[int, int], size: float, colour: Colour) -> None:
    p = _at(center[0], center[1], size)
    w = max(1, round(size / 28))
    dark = darken(colour, 0.5)
    outline = [p(0, -0.92), p(0.5, -0.45), p(0.5, 0.5), p(0, 0.9), p(-0.5, 0.5), p(-0.5, -0.45)]
    pygame.draw.polygon(surface, colour, outline)
    pygame.draw.polygon(surface, lighten(colour, 0.45), [p(0, -0.92), p(-0.5, -0.45), p(-0.5, 0.5), p(0, 0.9)])
    pygame.draw.polygon(surface, lighten(colour, 0.2), [p(0, -0.92), p(0.14, -0.3), p(0.14, 0.5), p(0, 0.9)])
    pygame.draw.polygon(surface, dark, outline, w)
    pygame.draw.line(surface, dark, p(0, -0.92), p(0, 0.9), w)
    side = [p(0.62, 0.05), p(0.86, 0.3), p(0.86, 0.7), p(0.62, 0.88), p(0.5, 0.7), p(0.5, 0.25)]
    pygame.draw.polygon(surface, lighten(colour, 0.3), side)
    pygame.draw.polygon(surface, dark, side, w)


ICONS: dict[str, Callable[[pygame.Surface, tuple[int, int], float, Colour], None]] = {
    "apple": apple,
    "blossom": blossom,
    "cap": cap,
    "leaf": leaf,
    "drop": drop,
    "crystal": crystal,
}


# -- animals ---------------------------------------------------------------------------------------
def _deer(s: pygame.Surface, p: Callable[..., tuple[int, int]], c: Colour, size: float) -> None:
    lw = max(2, round(size / 14))
    _ellipse(s, c, p, -0.1, 0.18, 0.55, 0.27)
    pygame.draw.polygon(s, c, [p(0.22, 0.05), p(0.45, -0.5), p(0.62, -0.42), p(0.45, 0.18)])
    _ellipse(s, c, p, 0.62, -0.5, 0.22, 0.13)
    for x in (-0.5, -0.32, 0.2, 0.36):
        pygame.draw.line(s, c, p(x, 0.3), p(x, 0.9), lw)
    for side in (-1, 1):
        base = p(0.55 + 0.05 * side, -0.6)
        top = p(0.5 + 0.2 * side, -0.98)
        pygame.draw.line(s, c, base, top, lw)
        pygame.draw.line(s, c, p(0.52 + 0.12 * side, -0.8), p(0.5 + 0.3 * side, -0.82), lw)
    pygame.draw.polygon(s, c, [p(-0.62, 0.05), p(-0.8, -0.08), p(-0.66, 0.2)])


def _frog(s: pygame.Surface, p: Callable[..., tuple[int, int]], c: Colour, size: float) -> None:
    _ellipse(s, c, p, 0, 0.2, 0.68, 0.42)
    _ellipse(s, c, p, -0.34, -0.26, 0.22, 0.2)
    _ellipse(s, c, p, 0.34, -0.26, 0.22, 0.2)
    _ellipse(s, c, p, -0.66, 0.52, 0.3, 0.14)
    _ellipse(s, c, p, 0.66, 0.52, 0.3, 0.14)
    _ellipse(s, c, p, -0.3, 0.62, 0.2, 0.12)
    _ellipse(s, c, p, 0.3, 0.62, 0.2, 0.12)


def _bird(s: pygame.Surface, p: Callable[..., tuple[int, int]], c: Colour, size: float) -> None:
    lw = max(2, round(size / 16))
    _ellipse(s, c, p, -0.08, 0.12, 0.52, 0.42)
    _ellipse(s, c, p, 0.38, -0.36, 0.28, 0.26)
    pygame.draw.polygon(s, c, [p(0.6, -0.46), p(0.95, -0.34), p(0.6, -0.24)])
    pygame.draw.polygon(s, c, [p(-0.45, 0.0), p(-0.95, -0.3), p(-0.9, 0.3), p(-0.45, 0.3)])
    pygame.draw.line(s, c, p(-0.05, 0.5), p(-0.1, 0.9), lw)
    pygame.draw.line(s, c, p(0.15, 0.5), p(0.18, 0.9), lw)


def _hare(s: pygame.Surface, p: Callable[..., tuple[int, int]], c: Colour, size: float) -> None:
    _ellipse(s, c, p, -0.12, 0.3, 0.56, 0.38)
    _ellipse(s, c, p, 0.42, -0.12, 0.26, 0.23)
    pygame.draw.polygon(s, c, _rotated_ellipse(p, 0.3, -0.6, 0.32, 0.1, -1.9))
    pygame.draw.polygon(s, c, _rotated_ellipse(p, 0.5, -0.58, 0.32, 0.1, -1.45))
    _ellipse(s, c, p, -0.7, 0.18, 0.14, 0.14)
    _ellipse(s, c, p, -0.1, 0.7, 0.34, 0.1)


SILHOUETTES = {"deer": _deer, "frog": _frog, "bird": _bird, "hare": _hare}
EYES: dict[str, tuple[float, float]] = {"deer": (0.68, -0.54), "bird": (0.45, -0.4), "hare": (0.5, -0.16)}


def animal(surface: pygame.Surface, kind: str, center: tuple[int, int], size: float, colour: Colour) -> None:
    """The animal in the player's colour with an ink outline (white and yellow stay visible)."""
    box = max(4, round(size))
    shape = pygame.Surface((box, box), pygame.SRCALPHA)
    p = _at(box / 2, box / 2, box * 0.86)
    SILHOUETTES[kind](shape, p, (255, 255, 255), box)
    if kind == "frog":
        for x in (-0.34, 0.34):
            _ellipse(shape, (255, 255, 255), p, x, -0.3, 0.2, 0.2)
    ink = shape.copy()
    ink.fill((*INK, 255), special_flags=pygame.BLEND_RGBA_MULT)
    body = shape.copy()
    body.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    x0, y0 = center[0] - box // 2, center[1] - box // 2
    o = max(1, round(size / 22))
    for dx, dy in ((-o, 0), (o, 0), (0, -o), (0, o), (-o, -o), (o, o), (-o, o), (o, -o)):
        surface.blit(ink, (x0 + dx, y0 + dy))
    surface.blit(body, (x0, y0))
    eye = EYES.get(kind)
    if eye is not None:
        pygame.draw.circle(surface, INK, (x0 + p(*eye)[0], y0 + p(*eye)[1]), max(1, round(size / 22)))
    if kind == "frog":
        for x in (-0.34, 0.34):
            pygame.draw.circle(surface, INK, (x0 + p(x, -0.3)[0], y0 + p(x, -0.3)[1]), max(1, round(size / 18)))


def token(surface: pygame.Surface, kind: str, center: tuple[int, int], size: float, colour: Colour) -> None:
    """An animal on its round token: a parchment disc with a ring of the player's colour."""
    r = max(3, round(size / 2))
    pygame.draw.circle(surface, darken(theme.PARCHMENT, 0.05), center, r)
    pygame.draw.circle(surface, colour, center, r, max(2, round(size / 9)))
    pygame.draw.circle(surface, INK, center, r, max(1, round(size / 30)))
    animal(surface, kind, center, size * 0.74, colour)
