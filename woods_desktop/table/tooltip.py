"""Where a tooltip goes: never over the item pointed at, the buttons, the prompt or a lesson's card,
and over what else could be clicked only when there is no other room; near the pointer.

A tip that covers the next thing to click (the house's tip over "Stop here", a hero card's over Hint
and Menu) or the line saying what to do makes the player move the pointer away to read it, and the tip
goes with it; a tip far from the pointer is not read at all. So the kit weighs places on every side of
the item (lined up with the pointer and with the item's edges) by what they cover, and of the ones
covering nothing it takes the nearest to the pointer.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel
from woods_desktop.ui.services import Drawing

MAX_W = 320  # design units


def tip_rect(
    size: tuple[int, int],
    item: pygame.Rect,
    keep_clear: Sequence[pygame.Rect],
    screen: pygame.Rect,
    gap: int,
    pointer: tuple[int, int] | None = None,
    targets: Sequence[pygame.Rect] = (),
    reach: int = 100,
) -> pygame.Rect:
    """The place for a tip of `size` beside `item`: clear of the item (the pointer's own target) and of
    `keep_clear` (the prompt, the action bar's and the toolbar's buttons, a lesson's card: what the step
    or the turn needs next); then within `reach` of the `pointer` (the item's centre for the keyboard's
    focus) when any such place is free, so the tip is read where the eyes are; there, the place covering
    the least of `targets` (what else could be clicked), then the nearest."""
    w, h = size
    px, py = pointer if pointer is not None and item.collidepoint(pointer) else item.center
    must = [item, *keep_clear]
    spots: list[pygame.Rect] = []
    xs = (px - w // 2, item.left, item.right - w, item.centerx - w // 2)
    ys = (py - h // 2, item.top, item.bottom - h, item.centery - h // 2)
    for x in xs:
        spots.append(pygame.Rect(x, item.top - gap - h, w, h))  # above
        spots.append(pygame.Rect(x, item.bottom + gap, w, h))  # below
    for y in ys:
        spots.append(pygame.Rect(item.right + gap, y, w, h))  # right
        spots.append(pygame.Rect(item.left - gap - w, y, w, h))  # left
    # above (or below) whatever stands right above (below) the item: a hand's tip goes over the prompt
    for x in xs[:2]:
        for step in (-1, 1):
            spot = pygame.Rect(x, item.top - gap - h if step < 0 else item.bottom + gap, w, h)
            for _ in range(4):
                hit = [r for r in must if spot.clamp(screen).colliderect(r)]
                if not hit:
                    break
                spot.y = min(r.top for r in hit) - gap - h if step < 0 else max(r.bottom for r in hit) + gap
            spots.append(spot)
    weighed = []
    for spot in spots:
        spot = spot.clamp(screen)
        hard = sum(_area(spot.clip(r)) for r in must)
        soft = sum(_area(spot.clip(r)) for r in targets)
        weighed.append((hard, _distance(spot, (px, py)), soft, spot))
    least = min(w[0] for w in weighed)
    free = [w for w in weighed if w[0] == least]
    # within reach of the pointer if any free place is: there, covering the fewest targets, then nearest
    near = [w for w in free if w[1] <= reach] or free
    return min(near, key=lambda w: (w[2], w[1]))[3]


def _distance(rect: pygame.Rect, point: tuple[int, int]) -> int:
    """How far the nearest edge of `rect` is from `point` (0 inside)."""
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return int((dx * dx + dy * dy) ** 0.5)


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def draw_tip(
    surface: pygame.Surface,
    app: Drawing,
    text: str,
    item: pygame.Rect,
    keep_clear: Sequence[pygame.Rect] = (),
    pointer: tuple[int, int] | None = None,
    targets: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Draw `text` as a tip for `item`, clear of `keep_clear` (and of `targets` where it can), near the
    `pointer`; returns where it went (tests read it)."""
    px = app.px(theme.TYPE_SMALL)
    lines = app.fonts.wrap(text, px, app.px(MAX_W), "bold")
    surfs = [app.fonts.render(line, px, theme.WHITE, "bold") for line in lines]
    w = max(s.get_width() for s in surfs) + app.px(20)
    h = sum(s.get_height() for s in surfs) + app.px(14)
    rect = tip_rect((w, h), item, keep_clear, surface.get_rect(), app.px(8), pointer, targets, app.px(100))
    panel(surface, rect, theme.INK, app.px(6), app.px(3))
    y = rect.y + app.px(7)
    for s in surfs:
        surface.blit(s, (rect.x + app.px(10), y))
        y += s.get_height()
    return rect
