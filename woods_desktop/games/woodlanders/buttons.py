"""The Play button as a choice of the kit's choice bar: moss when it can be used, greyed when the
selection is not yet a play; hover lightens it, keyboard focus is the kit's dashed ring."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import DIMMED, FOCUS, HOVER, draw_marks_over
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, lighten, panel


def draw_button(surface: pygame.Surface, app: Any, label: str, rect: pygame.Rect, marks: frozenset[str]) -> None:
    fill, ink = theme.MOSS, theme.WHITE
    if DIMMED in marks:
        fill, ink = darken(theme.PARCHMENT_DARK, 0.05), theme.DISABLED
    elif HOVER in marks:
        fill = lighten(fill, 0.12)
    panel(surface, rect, fill, app.px(8), 0 if DIMMED in marks else app.px(3), border=darken(fill, 0.25), border_w=1)
    draw_text(
        surface,
        app,
        label,
        rect.inflate(-app.px(12), -app.px(4)),
        app.px(theme.TYPE_LEAD),
        ink,
        "bold",
        align="center",
        valign="middle",
        max_lines=2,
    )
    draw_marks_over(surface, app, rect, marks & {FOCUS})
