"""A hex map's words drawn: its caption (where `map_fit` placed it at a larger text, else on its band across
the top) and its help along the foot, and the height those bands keep clear of the fitted hexes.

Kept apart from the map zone because the words are measured and drawn with the app's fonts at the window's
text size, while the zone only knows hexes, pixels and the pointer; `map_fit` is the pure geometry that
places the words at a larger text, this is their fonts and lines.
"""

from __future__ import annotations

from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.table.map_fit import Words
from woods_desktop.table.text import draw_text
from woods_desktop.ui.services import Drawing


def _size(box: tuple[float, float, float, float]) -> tuple[int, int]:
    return round(box[2] - box[0]), round(box[3] - box[1])


def help_lines(app: Drawing, help_text: str, width: int, pad: int) -> tuple[int, int]:
    """The help's line height and lines: one, or two when a larger text makes it wider than the map."""
    font = app.fonts.font(app.px(theme.TYPE_SMALL))
    line = max(app.px(20), font.get_linesize())
    room = width - 2 * pad
    return line, 1 if app.fonts.text_size <= 1 or font.size(help_text)[0] <= room else 2


def bands(app: Drawing | None, help_text: str, width: int, scale_px: Callable[[float], int]) -> int:
    """The height the caption above and the help below keep clear of the fitted hexes (and a glowing
    ring clear of both): the design's 76 px, or what a larger text's lines take."""
    least = scale_px(76)
    if app is None or app.fonts.text_size <= 1:
        return least
    caption = max(app.px(26), app.fonts.font(app.px(theme.TYPE_BODY), "bold").get_linesize()) + app.px(6)
    line, lines = help_lines(app, help_text, width, scale_px(10)) if help_text else (0, 0)
    return int(max(least, caption + line * lines + app.px(4) + scale_px(26)))


def paint_words(
    layer: pygame.Surface, app: Drawing, caption: str, help_text: str, words: Words | None, pad: int
) -> None:
    """The caption and the help into the map's still layer (`pad`: the map's inner margin, in pixels)."""
    local = layer.get_rect()
    if caption and words is not None and words.text.replace("\n", " ") == caption:
        box = pygame.Rect(round(words.box[0]), round(words.box[1]), *_size(words.box))
        size = app.px(theme.TYPE_BODY)
        draw_text(layer, app, words.text, box, size, theme.PARCHMENT, "bold", words.align, max_lines=words.lines)
    elif caption:  # its line as tall as its words (a larger text size)
        line = max(app.px(26), app.fonts.font(app.px(theme.TYPE_BODY), "bold").get_linesize())
        box = pygame.Rect(pad, app.px(6), local.w // 2, line)
        draw_text(layer, app, caption, box, app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold", max_lines=1)
    if help_text:  # along the foot; at a larger text size it may take the whole foot, and two lines
        line, lines = help_lines(app, help_text, local.w, pad)
        left = local.w * 3 // 10 if app.fonts.text_size <= 1 else pad
        box = pygame.Rect(left, local.h - app.px(4) - line * lines, local.w - pad - left, line * lines)
        draw_text(
            layer,
            app,
            help_text,
            box,
            app.px(theme.TYPE_SMALL),
            theme.PARCHMENT_SHADE,
            align="right",
            valign="bottom",
            max_lines=lines,
        )
