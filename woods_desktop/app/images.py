"""SVG art rendered at the exact size shown, cached until the next resize."""

from __future__ import annotations

import pygame

from woods_desktop.data.assets import asset_path


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
                surf = pygame.image.load_sized_svg(str(path), (max(1, int(w)), max(1, int(h))))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
            except (OSError, FileNotFoundError, pygame.error):
                surf = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
            self._cache[key] = surf
        return surf

    def clear(self) -> None:
        self._cache.clear()
