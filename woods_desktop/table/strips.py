"""Strips any table may draw under its areas: a header's two lines, a player's tab, a captioned tray of
darker felt, a captioned parchment sheet, a one-line banner.

Each draws into the rectangles the table's layout gave it; all text goes through `table.text` (fitted to
its box, cached), so nothing is clipped at any size. Whispering Woods drew these first; any game's table
can use them (a tab is a `ChoiceBar`'s drawing).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import FOCUS, HOVER, SELECTED, draw_marks_over
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, lighten, panel

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


def draw_tab(
    surface: pygame.Surface,
    app: Any,
    label: str,
    rect: pygame.Rect,
    marks: frozenset[str],
    marker: Marker | None,
    turn: bool,
) -> None:
    """One player's tab: their marker and name; the one shown is the selected tab, the player to move has
    an amber dot."""
    selected = SELECTED in marks
    fill = theme.PARCHMENT if selected else darken(theme.FELT, 0.25)
    if HOVER in marks and not selected:
        fill = lighten(fill, 0.12)
    panel(surface, rect, fill, app.px(8), app.px(2) if selected else 0, border=darken(fill, 0.3), border_w=1)
    if selected:
        pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(2)), border_radius=app.px(8))
    r = max(4, min(app.px(8), rect.h // 3))
    x = rect.x + app.px(8)
    if marker is not None:
        marker(surface, (x + r, rect.centery), r)
        x += 2 * r + app.px(6)
    right = rect.right - app.px(8)
    if turn:
        dot = max(3, app.px(5))
        pygame.draw.circle(surface, theme.AMBER, (right - dot, rect.centery), dot)
        pygame.draw.circle(surface, darken(theme.AMBER, 0.4), (right - dot, rect.centery), dot, 1)
        right -= 2 * dot + app.px(4)
    ink = theme.INK if selected else theme.PARCHMENT
    box = pygame.Rect(x, rect.y, max(1, right - x), rect.h)
    draw_text(surface, app, label, box, app.px(theme.TYPE_SMALL), ink, "bold", valign="middle", max_lines=1)
    draw_marks_over(surface, app, rect, marks & {FOCUS})


def draw_status(
    surface: pygame.Surface,
    app: Any,
    rect: pygame.Rect,
    title: str,
    info: str,
    warning: str,
    icon: pygame.Surface | None = None,
    title_size: int = theme.TYPE_LEAD,
    split: float = 0.55,
) -> None:
    """A header of two lines: the title (the round, whose turn), then the info or, when set, a warning in
    amber instead (the last round); an `icon` before both (the Wolf on his way), the title taking
    `split` of the height."""
    if icon is not None:
        surface.blit(icon, rect.topleft)
        gap = icon.get_width() + app.px(8)
        rect = pygame.Rect(rect.x + gap, rect.y, rect.w - gap, rect.h)
    half = round(rect.h * split)
    draw_text(
        surface,
        app,
        title,
        pygame.Rect(rect.x, rect.y, rect.w, half),
        app.px(title_size),
        theme.PARCHMENT,
        "bold",
        valign="middle",
        max_lines=1,
    )
    line = pygame.Rect(rect.x, rect.y + half, rect.w, rect.h - half)
    ink = theme.AMBER if warning else theme.PARCHMENT_SHADE
    weight = "bold" if warning else "regular"
    draw_text(surface, app, warning or info, line, app.px(theme.TYPE_SMALL), ink, weight, valign="middle", max_lines=1)


def draw_tray(
    surface: pygame.Surface, app: Any, rect: pygame.Rect, label_rect: pygame.Rect, label: str, accent: bool = False
) -> None:
    """Darker felt behind a row of items (a display, a choice), captioned; an amber edge when `accent`."""
    area = label_rect.union(rect).inflate(app.px(8), app.px(8))
    panel(surface, area, darken(theme.FELT, 0.3), app.px(12), 0)
    if accent:
        pygame.draw.rect(surface, theme.AMBER, area, max(2, app.px(2)), border_radius=app.px(12))
    draw_text(
        surface, app, label, label_rect, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold", valign="middle", max_lines=1
    )


def draw_captioned_sheet(
    surface: pygame.Surface,
    app: Any,
    label: pygame.Rect,
    body: pygame.Rect,
    text: str,
    inset: int = 16,
    max_lines: int = 1,
) -> None:
    """A parchment sheet behind `label` and `body` (a board's spaces, a row of cards), its caption in the
    label inset by `inset` design pixels."""
    sheet(surface, app, label.union(body))
    inner = label.inflate(-app.px(inset), 0)
    draw_text(
        surface,
        app,
        text,
        inner,
        app.px(theme.TYPE_SMALL),
        theme.MOSS_DARK,
        "bold",
        valign="middle",
        max_lines=max_lines,
    )


def draw_banner(surface: pygame.Surface, app: Any, rect: pygame.Rect, text: str, passed: bool) -> None:
    """One line on a felt strip, centred (a mission's level, score and turns left); moss edge when `passed`."""
    fill = darken(theme.FELT, 0.25)
    panel(surface, rect, fill, app.px(8), 0, border=theme.MOSS if passed else darken(fill, 0.3), border_w=1)
    inner = rect.inflate(-app.px(16), -app.px(4))
    draw_text(
        surface, app, text, inner, app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold", "center", "middle", max_lines=1
    )
