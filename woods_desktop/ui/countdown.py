"""The minute on screen: a ring that empties, the seconds large, amber then berry at the end."""

from __future__ import annotations

import math

import pygame

from woods_desktop.app import theme
from woods_desktop.app.minute import Minute
from woods_desktop.ui.services import Drawing


def draw_countdown(surface: pygame.Surface, app: Drawing, minute: Minute, center: tuple[int, int], radius: int) -> None:
    remaining = minute.remaining_ms()
    frac = max(0.0, remaining / minute.length_ms) if minute.started else 1.0
    seconds = math.ceil(remaining / 1000) if minute.started else minute.length_ms // 1000
    colour = theme.MOSS if seconds > 20 else (theme.AMBER if seconds > 10 else theme.BERRY)
    pygame.draw.circle(surface, theme.PARCHMENT, center, radius)
    pygame.draw.circle(surface, theme.PARCHMENT_SHADE, center, radius, max(2, radius // 10))
    if frac > 0:
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rect.center = center
        start = math.pi / 2
        pygame.draw.arc(surface, colour, rect, start, start + 2 * math.pi * frac, max(3, radius // 6))
    label = str(max(0, seconds)) if not minute.expired else "0"
    t = app.fonts.render(label, int(radius * 0.9), theme.INK if seconds > 10 else theme.BERRY, "bold", scaled=False)
    surface.blit(t, t.get_rect(center=center))
    if minute.paused:
        p = app.fonts.render("II", int(radius * 0.4), theme.INK_SOFT, "bold", scaled=False)
        surface.blit(p, p.get_rect(center=(center[0], center[1] + int(radius * 0.6))))
