"""Drawing primitives in the house style: felt, parchment panels, soft shadows.

Expensive surfaces (the table texture, shadows) are cached per size so a
full redraw stays within a few milliseconds.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.services import Drawing

Color = tuple[int, int, int]


@lru_cache(maxsize=4)
def _felt_tile(seed: int = 7) -> pygame.Surface:
    """A 128x128 tile of subtle grain; tiled and vignetted for the table."""
    rng = random.Random(seed)
    tile = pygame.Surface((128, 128))
    tile.fill(theme.FELT)
    noise = pygame.image.frombytes(rng.randbytes(128 * 128), (128, 128), "P")
    noise.set_palette([(i, i, i) for i in range(256)])
    noise.set_alpha(14)
    tile.blit(noise, (0, 0))
    return tile


_table_cache: dict[tuple[int, int], pygame.Surface] = {}


def table_background(size: tuple[int, int]) -> pygame.Surface:
    """The felt with a soft vignette, built once per window size."""
    surf = _table_cache.get(size)
    if surf is not None:
        return surf
    w, h = size
    screen = pygame.display.get_surface()
    # made in the screen's own pixel format (no `convert()`: a copy of 3.6 MB at 1280x720, 4 ms of the first frame)
    surf = pygame.Surface(size, 0, screen) if screen is not None else pygame.Surface(size)
    tile = _felt_tile()
    surf.fblits([(tile, (x, y)) for y in range(0, h, 128) for x in range(0, w, 128)])
    # vignette: concentric ellipses at low resolution, then one smooth scale
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    small.fill((8, 16, 12, 150))
    for i in range(12):
        a = int(150 * (1 - (i + 1) / 12) ** 1.6)
        rect = pygame.Rect(0, 0, 40 - i * 2.2, 26 - i * 1.3)
        rect.center = (16, 9)
        pygame.draw.ellipse(small, (8, 16, 12, a), rect)
    surf.blit(pygame.transform.smoothscale(small, size), (0, 0))
    _table_cache.clear()
    _table_cache[size] = surf
    return surf


_shadow_cache: dict[tuple[int, int, int], pygame.Surface] = {}


DRAW_MARGIN = 16  # px at 1280x720 a panel or card may draw outside its rectangle (a glow, a lift, a shadow)


def in_clip(surface: pygame.Surface, rect: pygame.Rect, margin: int = 0) -> bool:
    """Whether drawing in `rect` (and `margin` around it: a glow, a shadow) could show: a frame that redraws
    only where something moves skips the panels it would clip away whole."""
    return bool(surface.get_clip().colliderect(rect.inflate(2 * margin, 2 * margin)))


def soft_shadow(w: int, h: int, radius: int, blur: int) -> pygame.Surface:
    key = (w, h, radius)
    surf = _shadow_cache.get(key)
    if surf is None:
        pad = blur * 2
        small_scale = 4
        sw, sh = max(1, (w + 2 * pad) // small_scale), max(1, (h + 2 * pad) // small_scale)
        small = pygame.Surface((sw, sh), pygame.SRCALPHA)
        r = pygame.Rect(pad // small_scale, pad // small_scale, max(1, w // small_scale), max(1, h // small_scale))
        pygame.draw.rect(small, (0, 0, 0, 90), r, border_radius=max(1, radius // small_scale))
        surf = pygame.transform.smoothscale(
            pygame.transform.smoothscale(small, (max(1, sw // 2), max(1, sh // 2))), (w + 2 * pad, h + 2 * pad)
        )
        if len(_shadow_cache) > 256:
            _shadow_cache.clear()
        _shadow_cache[key] = surf
    return surf


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int) -> None:
    blur = max(2, offset)
    s = soft_shadow(rect.w, rect.h, radius, blur)
    surface.blit(s, (rect.x - blur * 2, rect.y - blur * 2 + offset))


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Color = theme.PARCHMENT,
    radius: int = 8,
    shadow_offset: int = 4,
    border: Color | None = None,
    border_w: int = 0,
) -> None:
    if shadow_offset:
        shadow(surface, rect, radius, shadow_offset)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None and border_w:
        pygame.draw.rect(surface, border, rect, width=border_w, border_radius=radius)


def veil(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int], radius: int = 0) -> None:
    """A see-through rounded sheet over `rect` (a dimmed item, a page laid over the board)."""
    sheet = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(sheet, rgba, sheet.get_rect(), border_radius=radius)
    surface.blit(sheet, rect)


def lighten(c: Color, amount: float) -> Color:
    return tuple(min(255, int(v + (255 - v) * amount)) for v in c)  # type: ignore[return-value]


def darken(c: Color, amount: float) -> Color:
    return tuple(max(0, int(v * (1 - amount))) for v in c)  # type: ignore[return-value]


def draw_seal(
    surface: pygame.Surface, app: Drawing, centre: tuple[float, float], radius: float, text: str = ""
) -> None:
    """An amber seal ringed in dark amber, `text` (points, a count) on it in bold ink: a tile's or a card's
    points, the dot of the player to move."""
    at = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, theme.AMBER, at, radius)
    pygame.draw.circle(surface, darken(theme.AMBER, 0.4), at, radius, max(1, round(radius / 8)))
    if text:
        ink = app.fonts.render(text, max(6, round(radius * 1.3)), theme.INK, "bold", scaled=False)
        surface.blit(ink, ink.get_rect(center=at))


def player_shape(
    surface: pygame.Surface, shape: str, center: tuple[int, int], r: int, colour: Color, outline: Color = theme.INK
) -> None:
    """A player's marker: colour and a distinct shape together."""
    cx, cy = center
    if shape == "circle":
        pygame.draw.circle(surface, colour, center, r)
        pygame.draw.circle(surface, outline, center, r, max(1, r // 5))
        return
    if shape == "square":
        rect = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.7))
        rect.center = center
        pygame.draw.rect(surface, colour, rect, border_radius=max(1, r // 4))
        pygame.draw.rect(surface, outline, rect, max(1, r // 5), border_radius=max(1, r // 4))
        return
    if shape == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    else:  # star
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, max(1, r // 5))
