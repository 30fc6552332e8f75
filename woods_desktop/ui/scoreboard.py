"""The scoreboard both game tables show: one row a seat, marker and name, then number columns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import panel

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


@dataclass
class BoardRow:
    name: str
    marker: Marker  # draws the seat's shape-and-colour marker at (centre, radius)
    values: Sequence[Any]
    current: bool = False
    note: str = ""  # a second, smaller line under the name
    extras: list[Callable[[pygame.Surface, int], None]] = field(default_factory=list)  # drawn at the row's y


def draw_scoreboard(
    surface: pygame.Surface,
    app: Any,
    rect: pygame.Rect,
    heads: Sequence[tuple[str, int]],
    rows: Sequence[BoardRow],
    row_h: int,
) -> None:
    """`heads` are (label, x at 720p from the board's left); the values are centred under them."""
    panel(surface, rect, theme.PARCHMENT, app.px(10), app.px(4), border=theme.PARCHMENT_SHADE, border_w=1)
    for label, x in heads:
        t = app.fonts.render(label, app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold")
        surface.blit(t, (rect.x + app.px(x) - t.get_width() // 2, rect.y + app.px(8)))
    for i, row in enumerate(rows):
        y = rect.y + app.px(34 + row_h * i)
        if row.current:
            pygame.draw.rect(
                surface,
                (250, 232, 190),
                (rect.x + app.px(6), y - app.px(3), rect.w - app.px(12), app.px(row_h - 2)),
                border_radius=app.px(6),
            )
        row.marker(surface, (rect.x + app.px(20), y + app.px(12)), app.px(9))
        name = app.fonts.render(row.name, app.px(theme.TYPE_SMALL), theme.INK, "bold")
        surface.blit(name, (rect.x + app.px(36), y + app.px(2)))
        if row.note:
            note = app.fonts.render(row.note, app.px(theme.TYPE_SMALL), theme.INK_SOFT)
            surface.blit(note, (rect.x + app.px(36), y + app.px(22)))
        for extra in row.extras:
            extra(surface, y)
        for value, (_, x) in zip(row.values, heads):
            t = app.fonts.render(str(value), app.px(theme.TYPE_BODY), theme.INK, "bold")
            surface.blit(t, (rect.x + app.px(x) - t.get_width() // 2, y + (app.px(6) if row.note else 0)))
