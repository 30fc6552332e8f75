"""A zone's still picture, painted again only when what it shows changed.

A board or a row of cards is costly to paint (shadows, pictures, text) and mostly still: the zone
names what its picture depends on (a key: its version, its rectangle, the window's size, focus) and
the layer repaints only when that key changes; every other frame is one blit. An opaque layer
carries the felt under the zone, so it can be blitted without alpha; a clear one (a card standing
on its own) keeps its corners see-through.
"""

from __future__ import annotations

from typing import Callable, Hashable

import pygame

from woods_desktop.ui.draw import table_background

Paint = Callable[[pygame.Surface, tuple[int, int]], None]


class StillLayer:
    """One zone's cached picture. `paint(layer, offset)` draws in window coordinates moved by
    `offset` (the layer's top-left is the rectangle's)."""

    def __init__(self, opaque: bool = True) -> None:
        self.opaque = opaque
        self.key: Hashable = None
        self.surface: pygame.Surface | None = None

    def blit(self, surface: pygame.Surface, rect: pygame.Rect, key: Hashable, paint: Paint) -> None:
        if self.surface is None or self.key != key:
            if self.opaque:
                layer = pygame.Surface(rect.size)
                layer.blit(table_background(surface.get_size()), (0, 0), rect)
            else:
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(layer, (-rect.x, -rect.y))
            self.key, self.surface = key, layer
        surface.blit(self.surface, rect)


__all__ = ["Paint", "StillLayer"]
