"""A parchment notice over an area: a title, a text, a foot line (how to go on), and optionally a picture
strip under the title; sized to its words so it never covers more of the table than it needs.

Every table's hold may draw one (Whispering Woods: the end announced, solo step 4 with its tiles).
"""

from __future__ import annotations

from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.table.text import draw_fitted, fit
from woods_desktop.ui.draw import panel
from woods_desktop.ui.services import Drawing

Picture = Callable[[pygame.Surface, pygame.Rect], None]


def draw_notice(
    surface: pygame.Surface,
    app: Drawing,
    area: pygame.Rect,
    title: str,
    text: str,
    foot: str,
    picture: Picture | None = None,
    picture_h: int = 0,
) -> pygame.Rect:
    """A notice centred in `area`, with `picture` drawn into a strip `picture_h` high under the title;
    returns where it stands."""
    px = app.px
    w = min(px(560), area.w - px(24))
    pad = px(20)
    inner = w - 2 * pad
    head = fit(app, title, pygame.Rect(0, 0, inner, px(80)), px(theme.TYPE_LEAD), "bold", max_lines=2)
    body = fit(app, text, pygame.Rect(0, 0, inner, max(px(40), area.h - px(160) - picture_h)), px(theme.TYPE_BODY))
    tail = fit(app, foot, pygame.Rect(0, 0, inner, px(40)), px(theme.TYPE_SMALL), max_lines=2)
    strip = picture_h + px(10) if picture is not None else 0
    h = pad + head.height + px(10) + strip + body.height + px(12) + tail.height + pad
    box = pygame.Rect(0, 0, w, min(h, area.h))
    box.center = area.center
    panel(surface, box, theme.PARCHMENT, px(12), px(6), border=theme.AMBER, border_w=max(2, px(3)))
    x, y = box.x + pad, box.y + pad
    draw_fitted(surface, app, head, pygame.Rect(x, y, inner, head.height), theme.MOSS_DARK, "bold")
    y += head.height + px(10)
    if picture is not None:
        picture(surface, pygame.Rect(x, y, inner, picture_h))
        y += strip
    draw_fitted(surface, app, body, pygame.Rect(x, y, inner, body.height), theme.INK)
    y += body.height + px(12)
    draw_fitted(surface, app, tail, pygame.Rect(x, y, inner, tail.height), theme.INK_SOFT)
    return box
