"""Toasts: short messages over the bottom of the window ("Saved", a refused move) that go by
themselves after a few seconds, at most three at a time, the newest lowest."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from woods_desktop.app import theme

if TYPE_CHECKING:
    from woods_desktop.app.app import App

TOAST_SECONDS = 4.0
TOASTS_SHOWN = 3


class Toast:
    def __init__(self, text: str, kind: str) -> None:
        self.text = text
        self.kind = kind  # "info" | "error" | "ok"
        self.born = time.monotonic()


def live_toasts(toasts: list[Toast]) -> list[Toast]:
    """The toasts not yet gone by."""
    now = time.monotonic()
    return [t for t in toasts if now - t.born < TOAST_SECONDS]


def draw_toasts(app: "App", surface: pygame.Surface, toasts: list[Toast], scene: object) -> list[pygame.Rect]:
    """Stacked upwards from the scene's `toast_anchor` (the bottom middle without one), each no wider than
    its `toast_width` (a table's side panel while the word is written: the letter keys and No word stay
    uncovered) or the window; returns where they stood."""
    anchor, width = getattr(scene, "toast_anchor", None), getattr(scene, "toast_width", None)
    x, y = anchor() if anchor is not None else (app.size[0] // 2, app.size[1] - app.px(24))
    most = (width() if width is not None else None) or app.size[0]
    drawn: list[pygame.Rect] = []
    for toast in reversed(toasts):
        colour = {"error": theme.BERRY, "ok": theme.MOSS}.get(toast.kind, theme.SKY)
        pad, size = app.px(12), app.px(theme.TYPE_BODY)
        # wrapped when it would not fit across the window (a long refusal, a larger text size): never cut off
        lines = [
            app.fonts.render(line, size, theme.WHITE)
            for line in app.fonts.wrap(toast.text, size, min(app.size[0] - 6 * pad, most - 2 * pad))
        ]
        w, h = max(t.get_width() for t in lines), sum(t.get_height() for t in lines)
        rect = pygame.Rect(0, 0, w + 2 * pad, h + 2 * pad)
        rect.midbottom = (x, y)
        rect.clamp_ip(surface.get_rect().inflate(-pad, -pad))
        shadow = rect.move(0, app.px(3))
        pygame.draw.rect(surface, (10, 20, 15), shadow, border_radius=app.px(theme.RADIUS))
        pygame.draw.rect(surface, colour, rect, border_radius=app.px(theme.RADIUS))
        top = rect.y + pad
        for text in lines:
            surface.blit(text, text.get_rect(midtop=(rect.centerx, top)))
            top += text.get_height()
        y = rect.top - app.px(8)
        drawn.append(rect)
    return drawn
