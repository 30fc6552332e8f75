"""Zones placed by where things are on a board: a hex map with pan and zoom (items at axial coordinates),
a track whose tokens stand on numbered spaces."""

from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from woods_desktop.core import hexgrid
from woods_desktop.table.art import Art
from woods_desktop.table.zones import Item, Zone


class HexMapZone(Zone):
    """Pointy-top hexes at `at=(q, r)` (core/hexgrid.py) with pan (drag) and zoom (wheel)."""

    kind = "hexmap"

    def __init__(self, zone_id: str, art: Art | None = None, hex_size: float = 40, **kwargs: Any) -> None:
        super().__init__(zone_id, art, item_ratio=2 / math.sqrt(3), **kwargs)
        self.hex_size = hex_size
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        self._drag: tuple[int, int] | None = None

    def size(self) -> float:
        return self.scale_px(self.hex_size) * self.zoom

    def centre(self) -> tuple[float, float]:
        return self.rect.centerx + self.pan[0], self.rect.centery + self.pan[1]

    def hex_rect(self, at: tuple[int, int]) -> pygame.Rect:
        s = self.size()
        cx, cy = self.centre()
        x, y = hexgrid.to_pixel(at, s)
        w, h = math.sqrt(3) * s, 2 * s
        return pygame.Rect(round(cx + x - w / 2), round(cy + y - h / 2), round(w), round(h))

    def arrange(self) -> None:
        for it in self.items:
            it.rect = self.hex_rect(it.at)

    def hit(self, pos: tuple[int, int]) -> Item | None:
        if not self.rect.collidepoint(pos):
            return None
        cx, cy = self.centre()
        at = hexgrid.from_pixel(pos[0] - cx, pos[1] - cy, self.size())
        for it in reversed(self.items):
            if tuple(it.at) == at:
                return it
        return None

    def fit_all(self) -> None:
        """Zoom and pan so every item is in view."""
        if not self.items:
            return
        self.zoom, self.pan = 1.0, (0.0, 0.0)
        self.arrange()
        box = (
            self.items[0].rect.unionall([it.rect for it in self.items[1:]])
            if len(self.items) > 1
            else self.items[0].rect
        )
        k = min(1.0, self.rect.w / max(1, box.w), self.rect.h / max(1, box.h))
        self.zoom = max(0.25, k * 0.95)
        self.arrange()
        box = (
            self.items[0].rect.unionall([it.rect for it in self.items[1:]])
            if len(self.items) > 1
            else self.items[0].rect
        )
        self.pan = (self.rect.centerx - box.centerx, self.rect.centery - box.centery)
        self.arrange()

    def zoom_by(self, factor: float, about: tuple[int, int]) -> None:
        new = min(3.0, max(0.25, self.zoom * factor))
        k = new / self.zoom
        cx, cy = self.centre()
        self.pan = (self.pan[0] + (about[0] - cx) * (1 - k), self.pan[1] + (about[1] - cy) * (1 - k))
        self.zoom = new
        self.arrange()

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        """Pan by dragging with the right or middle button, zoom with the wheel; True when used."""
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.zoom_by(1.15**event.y, pos)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3) and self.rect.collidepoint(event.pos):
            self._drag = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
            self._drag = event.pos
            self.pan = (self.pan[0] + dx, self.pan[1] + dy)
            self.arrange()
            return True
        return False


class TrackZone(Zone):
    """Numbered spaces along a path (`points`: space centres in 0..1 zone coordinates); items sit on
    `at=space`; several items on one space fan out a little."""

    kind = "track"

    def __init__(
        self,
        zone_id: str,
        points: Sequence[tuple[float, float]],
        art: Art | None = None,
        token: float = 28,
        **kwargs: Any,
    ) -> None:
        super().__init__(zone_id, art, item_ratio=1.0, **kwargs)
        self.points = list(points)
        self.token = token

    def space_centre(self, space: int) -> tuple[int, int]:
        fx, fy = self.points[max(0, min(space, len(self.points) - 1))]
        return round(self.rect.x + fx * self.rect.w), round(self.rect.y + fy * self.rect.h)

    def arrange(self) -> None:
        size = self.scale_px(self.token)
        seen: dict[int, int] = {}
        for it in self.items:
            k = seen.get(it.at, 0)
            seen[it.at] = k + 1
            cx, cy = self.space_centre(it.at)
            it.rect = pygame.Rect(0, 0, size, size)
            it.rect.center = (cx + k * size // 3, cy - k * size // 3)
