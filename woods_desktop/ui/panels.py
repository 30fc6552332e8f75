"""Generic table furniture: the log panel and hover tooltips."""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel


def draw_log(surface: pygame.Surface, app: Any, rect: pygame.Rect, lines: Sequence[str], title: str) -> None:
    """The newest lines at the bottom, wrapped to the panel; older ones fade upwards."""
    panel(surface, rect, theme.PARCHMENT, app.px(10), app.px(4), border=theme.PARCHMENT_SHADE, border_w=1)
    head = app.fonts.render(title, app.px(theme.TYPE_BODY), theme.MOSS_DARK, "bold")
    icon = app.images.get("icon-log", app.px(20))
    surface.blit(icon, (rect.x + app.px(12), rect.y + app.px(10)))
    surface.blit(head, (rect.x + app.px(38), rect.y + app.px(8)))
    px = app.px(theme.TYPE_SMALL)
    line_h = app.fonts.font(px).get_linesize()
    top = rect.y + app.px(40)
    y = rect.bottom - app.px(10)
    width = rect.w - app.px(24)
    for text in reversed(lines):
        wrapped = app.fonts.wrap(text, px, width)
        if y - line_h * len(wrapped) < top:
            break
        for line in reversed(wrapped):
            y -= line_h
            surface.blit(app.fonts.render(line, px, theme.INK), (rect.x + app.px(12), y))
        y -= app.px(3)


def draw_tooltip(surface: pygame.Surface, app: Any, text: str, anchor: tuple[int, int]) -> None:
    px = app.px(theme.TYPE_SMALL)
    lines = app.fonts.wrap(text, px, app.px(320), "bold")
    surfs = [app.fonts.render(line, px, theme.WHITE, "bold") for line in lines]
    w = max(s.get_width() for s in surfs) + app.px(20)
    h = sum(s.get_height() for s in surfs) + app.px(14)
    rect = pygame.Rect(0, 0, w, h)
    rect.midbottom = (anchor[0], anchor[1] - app.px(8))
    rect.clamp_ip(surface.get_rect())
    panel(surface, rect, theme.INK, app.px(6), app.px(3))
    y = rect.y + app.px(7)
    for s in surfs:
        surface.blit(s, (rect.x + app.px(10), y))
        y += s.get_height()
