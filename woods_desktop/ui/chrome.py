"""The frame every screen shares: table, title bar, back button, parchment sheets."""

from __future__ import annotations

from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel, table_background
from woods_desktop.ui.services import AppServices, Drawing
from woods_desktop.ui.widgets import Button


def draw_table(surface: pygame.Surface) -> None:
    surface.blit(table_background(surface.get_size()), (0, 0))


def design_rect(app: Drawing, x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle given at 1280x720, placed in the centred, scaled design area."""
    s = app.scale
    ox = (app.size[0] - 1280 * s) / 2
    oy = (app.size[1] - 720 * s) / 2
    return pygame.Rect(round(ox + x * s), round(oy + y * s), round(w * s), round(h * s))


def grown(app: Drawing, v: float) -> float:
    """A design length that holds a line of text (a heading's row, a label's room): larger by the player's
    text size (app/fonts.py), so a layout gives larger text its room instead of clipping it."""
    return float(v * app.fonts.text_size)


def draw_title(surface: pygame.Surface, app: Drawing, title: str, subtitle: str | None = None) -> None:
    r = design_rect(app, 40, 24, 1200, 56)
    text = app.fonts.render(title, app.px(theme.TYPE_TITLE), theme.PARCHMENT, "bold")
    surface.blit(text, (r.x, r.y))
    if subtitle:
        sub = app.fonts.render(subtitle, app.px(theme.TYPE_BODY), theme.PARCHMENT_SHADE)
        surface.blit(sub, (r.x + text.get_width() + app.px(16), r.y + text.get_height() - sub.get_height() - app.px(4)))


def back_button(app: AppServices, on_click: Callable[[], None], label_key: str = "common.back") -> Button:
    return Button(app, app.t(label_key), on_click, design_rect(app, 1080, 24, 160, 44), "secondary", icon="icon-undo")


def sheet(surface: pygame.Surface, app: Drawing, rect: pygame.Rect) -> None:
    panel(
        surface, rect, theme.PARCHMENT, app.px(12), app.px(6), border=theme.PARCHMENT_SHADE, border_w=max(1, app.px(1))
    )


_veils: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    key = (surface.get_size(), alpha)
    veil = _veils.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size())
        veil.fill((10, 18, 14))
        veil.set_alpha(alpha)
        _veils.clear()
        _veils[key] = veil
    surface.blit(veil, (0, 0))
