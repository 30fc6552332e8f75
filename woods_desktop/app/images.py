"""SVG art rendered at the exact size shown, cached until the next resize."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from woods_desktop.data.assets import asset_path
from woods_desktop.data.cache import cache_file


def _rasterise(path: Path, w: int, h: int) -> pygame.Surface:
    """SVG at an exact size; large renders are kept as PNG in the user cache (start-up speed)."""
    if w * h < 64 * 64:
        return pygame.image.load_sized_svg(str(path), (w, h))
    cached = cache_file(path, f"{w}x{h}", ".png")
    if cached is not None and cached.exists():
        try:
            return pygame.image.load(str(cached))
        except (pygame.error, OSError):
            pass
    surf = pygame.image.load_sized_svg(str(path), (w, h))
    if cached is not None:
        try:
            tmp = cached.with_name(cached.stem + ".tmp.png")
            pygame.image.save(surf, str(tmp))
            os.replace(tmp, cached)
        except (pygame.error, OSError):
            pass
    return surf


class Images:
    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, int], pygame.Surface] = {}

    def get(self, name: str, w: int, h: int | None = None) -> pygame.Surface:
        """`name` without extension, e.g. "suit-fox"; a missing file gives an empty surface."""
        h = w if h is None else h
        key = (name, int(w), int(h))
        surf = self._cache.get(key)
        if surf is None:
            path = asset_path("images", f"{name}.svg")
            try:
                surf = _rasterise(path, max(1, int(w)), max(1, int(h)))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
                else:  # off-screen: still match the usual ARGB layout so blits take the fast path
                    fast = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                    fast.blit(surf, (0, 0))
                    surf = fast
            except (OSError, FileNotFoundError, pygame.error):
                surf = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
            self._cache[key] = surf
        return surf

    def clear(self) -> None:
        self._cache.clear()
