"""Where a tooltip goes: never over the item pointed at, the targets it names, or the prompt.

A tip that covers the next thing to click (or the line saying what to do) makes the player move the
pointer away to read it, and the tip goes with it. So the kit tries each side of the item in turn and
takes the first place that covers none of the rectangles to keep clear; when every side covers
something, the one covering least.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel

MAX_W = 320  # design units


def tip_rect(
    size: tuple[int, int], item: pygame.Rect, keep_clear: Sequence[pygame.Rect], screen: pygame.Rect, gap: int
) -> pygame.Rect:
    """The place for a tip of `size` beside `item`: above, below, right, left (in that order of taste)."""
    w, h = size
    clear = [item, *keep_clear]
    spots = [
        pygame.Rect(item.centerx - w // 2, item.top - gap - h, w, h),
        pygame.Rect(item.centerx - w // 2, item.bottom + gap, w, h),
        pygame.Rect(item.right + gap, item.centery - h // 2, w, h),
        pygame.Rect(item.left - gap - w, item.centery - h // 2, w, h),
    ]
    # above (or below) whatever stands right above (below) the item: a hand's tip goes over the prompt
    for step in (-1, 1):
        spot = pygame.Rect(spots[0] if step < 0 else spots[1])
        for _ in range(4):
            hit = [r for r in clear if spot.clamp(screen).colliderect(r)]
            if not hit:
                break
            edge = min(r.top for r in hit) - gap - h if step < 0 else max(r.bottom for r in hit) + gap
            spot.y = edge
        spots.insert(2, spot)
    best, best_cost = spots[0].clamp(screen), None
    for spot in spots:
        spot = spot.clamp(screen)
        cost = sum(_area(spot.clip(r)) for r in clear)
        if cost == 0:
            return spot
        if best_cost is None or cost < best_cost:
            best, best_cost = spot, cost
    return best


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def draw_tip(
    surface: pygame.Surface, app: Any, text: str, item: pygame.Rect, keep_clear: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """Draw `text` as a tip for `item`, clear of `keep_clear`; returns where it went (tests read it)."""
    px = app.px(theme.TYPE_SMALL)
    lines = app.fonts.wrap(text, px, app.px(MAX_W), "bold")
    surfs = [app.fonts.render(line, px, theme.WHITE, "bold") for line in lines]
    w = max(s.get_width() for s in surfs) + app.px(20)
    h = sum(s.get_height() for s in surfs) + app.px(14)
    rect = tip_rect((w, h), item, keep_clear, surface.get_rect(), app.px(8))
    panel(surface, rect, theme.INK, app.px(6), app.px(3))
    y = rect.y + app.px(7)
    for s in surfs:
        surface.blit(s, (rect.x + app.px(10), y))
        y += s.get_height()
    return rect
