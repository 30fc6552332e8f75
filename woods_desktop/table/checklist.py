"""A checklist on a parchment sheet: each row a tick box that fills once met, its words, and a thin bar of
the progress so far. A game with goals to reach can show one (Whispering Woods: a solo mission's
objectives and its minimum score)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import draw_fitted, draw_text, fit
from woods_desktop.ui.services import Drawing


@dataclass(frozen=True)
class CheckRow:
    """One line of the checklist: met or not, its words (with the count so far) and how far it is."""

    met: bool
    text: str
    share: float


def draw_checklist(
    surface: pygame.Surface, app: Drawing, rect: pygame.Rect, title: str, rows: Sequence[CheckRow]
) -> None:
    """The title, then the rows sharing the sheet's height."""
    sheet(surface, app, rect)
    px = app.px
    pad = px(8)
    head_h = max(px(26), app.fonts.font(px(theme.TYPE_SMALL), "bold").get_linesize())
    head = pygame.Rect(rect.x + pad, rect.y + px(2), rect.w - 2 * pad, head_h)
    draw_text(surface, app, title, head, px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold", valign="middle", max_lines=1)
    top = head.bottom
    box = px(18)
    words_w = rect.w - 3 * pad - box
    heights = _row_heights(app, rows, words_w, rect.bottom - px(4) - top)
    y = top
    for row, row_h in zip(rows, heights):
        tick = pygame.Rect(rect.x + pad, y + (row_h - box) // 2 - px(2), box, box)
        if row.met:
            pygame.draw.rect(surface, theme.MOSS, tick, border_radius=px(4))
            a, b = (tick.x + box * 0.22, tick.y + box * 0.52), (tick.x + box * 0.42, tick.y + box * 0.74)
            c = (tick.x + box * 0.8, tick.y + box * 0.26)
            pygame.draw.lines(surface, theme.WHITE, False, [a, b, c], max(2, px(3)))
        else:
            pygame.draw.rect(surface, theme.PARCHMENT, tick, border_radius=px(4))
            pygame.draw.rect(surface, theme.INK_SOFT, tick, max(1, px(2)), border_radius=px(4))
        x = tick.right + pad
        words = pygame.Rect(x, y, rect.right - pad - x, row_h - px(5))
        ink = theme.MOSS_DARK if row.met else theme.INK
        lines = max(2, (row_h - px(5)) // app.fonts.font(px(theme.TYPE_SMALL)).get_linesize())
        fitted = fit(app, row.text, words, px(theme.TYPE_SMALL), "bold" if row.met else "regular", max_lines=lines)
        draw_fitted(surface, app, fitted, words, ink, "bold" if row.met else "regular", valign="middle")
        bar = pygame.Rect(x, y + row_h - px(4), words.w, max(2, px(3)))
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, bar, border_radius=bar.h)
        done = bar.copy()
        done.w = round(bar.w * max(0.0, min(1.0, row.share)))
        if done.w:
            pygame.draw.rect(surface, theme.MOSS if row.met else theme.AMBER, done, border_radius=bar.h)
        y += row_h


def _row_heights(app: Drawing, rows: Sequence[CheckRow], width: int, room: int) -> list[int]:
    """Each row's height: the sheet's height shared alike, unless a row needs more lines than that gives (a
    larger text): then each row as tall as its lines, the rest shared out, when they all fit."""
    n = max(1, len(rows))
    even = room // n
    px = app.px(theme.TYPE_SMALL)
    line_h = app.fonts.font(px).get_linesize()
    need = [len(app.fonts.wrap(r.text, px, width, "bold" if r.met else "regular")) * line_h + app.px(9) for r in rows]
    if all(h <= even for h in need) or sum(need) > room:
        return [even] * len(rows)
    spare = (room - sum(need)) // n
    return [h + spare for h in need]
