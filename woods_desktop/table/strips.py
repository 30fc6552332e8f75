"""Strips any table may draw under its areas: a header's two lines, a player's tab, a captioned tray of
darker felt, a captioned parchment sheet, a one-line banner, a tally (pictures side by side, two lines
beside each).

Each draws into the rectangles the table's layout gave it; all text goes through `table.text` (fitted to
its box, cached), so nothing is clipped at any size. Whispering Woods drew these first; any game's table
can use them (a tab is a `ChoiceBar`'s drawing).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import FOCUS, HOVER, SELECTED, draw_marks_over
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import MIN_PX, draw_text, name_floor
from woods_desktop.ui.draw import DRAW_MARGIN, darken, draw_seal, in_clip, lighten, panel
from woods_desktop.ui.services import Drawing

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


def draw_tab(
    surface: pygame.Surface,
    app: Drawing,
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
        draw_seal(surface, app, (right - dot, rect.centery), dot)
        right -= 2 * dot + app.px(4)
    ink = theme.INK if selected else theme.PARCHMENT
    box = pygame.Rect(x, rect.y, max(1, right - x), rect.h)
    size = app.px(theme.TYPE_SMALL)
    draw_text(surface, app, label, box, size, ink, "bold", valign="middle", max_lines=1, min_px=name_floor(app))
    draw_marks_over(surface, app, rect, marks & {FOCUS})


def draw_status(
    surface: pygame.Surface,
    app: Drawing,
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
    if not in_clip(surface, rect, app.px(DRAW_MARGIN)):
        return  # a frame drawn only where things move: the header lies outside it
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
    surface: pygame.Surface,
    app: Drawing,
    rect: pygame.Rect,
    label_rect: pygame.Rect,
    label: str,
    accent: bool = False,
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
    app: Drawing,
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


def draw_banner(surface: pygame.Surface, app: Drawing, rect: pygame.Rect, text: str, passed: bool) -> None:
    """One line on a felt strip, centred (a mission's level, score and turns left); moss edge when `passed`.
    At a larger text the line may wrap, and goes down no further than its size at 100 % (at 150 % in Russian
    it went down to 12 px on one line, a third of its 100 % size)."""
    fill = darken(theme.FELT, 0.25)
    panel(surface, rect, fill, app.px(8), 0, border=theme.MOSS if passed else darken(fill, 0.3), border_w=1)
    inner = rect.inflate(-app.px(16), -app.px(4))
    px, larger = app.px(theme.TYPE_BODY), app.fonts.text_size > 1
    draw_text(
        surface,
        app,
        text,
        inner,
        px,
        theme.PARCHMENT,
        "bold",
        "center",
        "middle",
        max_lines=0 if larger else 1,
        min_px=name_floor(app, px) if larger else MIN_PX,
    )


@dataclass(frozen=True)
class TallyCell:
    """One column of a tally: what draws its picture into a square, and the two lines beside it (the first
    bold: a count; the second soft: what it is worth)."""

    picture: Callable[[pygame.Surface, pygame.Rect], None]
    top: str
    bottom: str


def _tally_rows(app: Drawing, rect: pygame.Rect) -> tuple[pygame.Rect, int, int]:
    """The tally's title line, its body's height and its pictures' side."""
    px = app.px
    head_h = max(px(22), app.fonts.font(px(theme.TYPE_SMALL), "bold").get_linesize())
    head = pygame.Rect(rect.x + px(8), rect.y + px(2), rect.w - px(16), head_h)
    body_h = rect.bottom - head.bottom - px(4)
    return head, body_h, min(px(26), body_h - px(4))


def tally_height(app: Drawing) -> int:
    """A tally's height: the design's 64 px, or its title and two lines at a larger text."""
    if app.fonts.text_size <= 1:
        return int(app.px(64))
    bold = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize()
    line = app.fonts.font(app.px(theme.TYPE_SMALL)).get_linesize()
    return int(max(app.px(64), app.px(6) + max(app.px(22), bold) + 2 * line + app.px(6)))


def tally_spot(app: Drawing, rect: pygame.Rect, n: int, i: int) -> pygame.Rect:
    """Where the picture of the `i`-th of `n` cells stands (what gathers there can fly to it)."""
    head, body_h, side = _tally_rows(app, rect)
    box = pygame.Rect(0, 0, side, side)
    box.center = (head.x + i * (head.w // max(1, n)) + side // 2 + app.px(2), head.bottom + body_h // 2)
    return box


def draw_tally(
    surface: pygame.Surface, app: Drawing, rect: pygame.Rect, title: str, cells: Sequence[TallyCell]
) -> None:
    """A parchment sheet with its title, then the cells side by side, each a picture and its two lines
    (what each piece has gathered: a solo mission's tasks by animal)."""
    sheet(surface, app, rect)
    px = app.px
    head, body_h, _ = _tally_rows(app, rect)
    draw_text(surface, app, title, head, px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold", valign="middle", max_lines=1)
    col_w = head.w // max(1, len(cells))
    for i, cell in enumerate(cells):
        box = tally_spot(app, rect, len(cells), i)
        cell.picture(surface, box)
        x, half = box.right + px(7), body_h // 2
        mid = head.bottom + body_h // 2
        top = pygame.Rect(x, mid - half + px(2), head.x + (i + 1) * col_w - x - px(2), half - px(2))
        bottom = pygame.Rect(x, mid, top.w, half - px(2))
        draw_text(surface, app, cell.top, top, px(theme.TYPE_SMALL), theme.INK, "bold", valign="bottom", max_lines=1)
        draw_text(surface, app, cell.bottom, bottom, px(theme.TYPE_SMALL), theme.INK_SOFT, valign="top", max_lines=1)


def draw_note(surface: pygame.Surface, app: Drawing, rect: pygame.Rect, text: str) -> None:
    """A note in small words on the felt (how to move a map, where the map had no room for it); nothing when
    the place is empty."""
    if rect.w > 1 and rect.h > 1:
        pad = app.px(6)
        draw_text(surface, app, text, rect.inflate(-2 * pad, 0), app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE)


def note_height(app: Drawing, text: str, width: int) -> int:
    """A note's height in a place `width` wide: its lines as `draw_note` wraps them."""
    size = app.px(theme.TYPE_SMALL)
    lines = app.fonts.wrap(text, size, width - 2 * app.px(6))
    return int(len(lines) * app.fonts.font(size).get_linesize())
