"""The round summary a hold keeps on the table: places, piles, scores and round points of the round
that just ended (from the round history, never the next deal), and the tie-break that decided."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.games.woodlanders.art import CARD_RATIO, CardArt, card_face, suit_badge
from woods_desktop.games.woodlanders.rules.view import RoundSummary
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import draw_text
from woods_desktop.ui.services import AppServices

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]
COLUMNS = (
    ("woodlanders.ui.col_player", 0.0, 0.26),
    ("woodlanders.ui.col_pile", 0.26, 0.44),
    ("woodlanders.ui.col_score", 0.70, 0.1),
    ("woodlanders.ui.col_taken", 0.80, 0.1),
    ("woodlanders.ui.col_points", 0.90, 0.1),
)


def summary_rect(board: pygame.Rect, prompt: pygame.Rect) -> pygame.Rect:
    """Where a round's summary lies: over the board, and the prompt's bar when that bar runs under the board
    (a person's table); never over the scores and the log beside it (the table display puts its prompt in
    that column, so the summary covers the board alone there)."""
    under = prompt.top >= board.bottom - 1 and prompt.left < board.right and board.left < prompt.right
    return board.union(prompt) if under else pygame.Rect(board)


def draw_summary(
    surface: pygame.Surface,
    app: AppServices,
    art: CardArt,
    rect: pygame.Rect,
    s: RoundSummary,
    names: Sequence[str],
    markers: Sequence[Marker],
    skip: str,
) -> None:
    sheet(surface, app, rect)
    pad = app.px(16)
    inner = rect.inflate(-2 * pad, -2 * pad)
    title_h = app.px(40)
    draw_text(
        surface,
        app,
        app.t("woodlanders.ui.summary", round=s.round),
        pygame.Rect(inner.x, inner.y, inner.w, title_h),
        app.px(theme.TYPE_TITLE),
        theme.INK,
        "bold",
        align="center",
        valign="middle",
        max_lines=1,
    )
    foot_h = app.px(44)
    head = pygame.Rect(inner.x, inner.y + title_h + app.px(6), inner.w, app.px(22))
    for key, fx, fw in COLUMNS:
        box = pygame.Rect(inner.x + int(inner.w * fx), head.y, int(inner.w * fw), head.h)
        draw_text(
            surface,
            app,
            app.t(key),
            box,
            app.px(theme.TYPE_SMALL),
            theme.INK_SOFT,
            "bold",
            align="left" if fx < 0.5 else "center",
            max_lines=1,
        )
    body = pygame.Rect(inner.x, head.bottom + app.px(4), inner.w, inner.bottom - foot_h - head.bottom - app.px(4))
    order = sorted(range(len(s.ranks)), key=lambda i: s.ranks[i])
    row_h = min(app.px(78), body.h // max(1, len(order)))
    for row, i in enumerate(order):
        y = body.y + row * row_h
        r = app.px(9)
        markers[i](surface, (inner.x + r, y + app.px(14)), r)
        name_box = pygame.Rect(inner.x + 2 * r + app.px(6), y, int(inner.w * 0.26) - 2 * r - app.px(10), app.px(28))
        draw_text(
            surface,
            app,
            f"{s.ranks[i]}. {names[i]}",
            name_box,
            app.px(theme.TYPE_BODY),
            theme.INK,
            "bold",
            valign="middle",
            max_lines=1,
        )
        pain = s.pain[i]
        if pain:
            size = min(app.px(26), row_h - app.px(34))
            if size > 8:
                suit_badge(surface, app, pain, (name_box.x + size // 2, y + app.px(30) + size // 2), size)
        pile = s.piles[i]
        x0 = inner.x + int(inner.w * 0.26)
        room = int(inner.w * 0.42)
        h = row_h - app.px(12)
        w = max(6, min(int(h / CARD_RATIO), app.px(40)))
        h = int(w * CARD_RATIO)
        step = min(w + app.px(2), (room - w) // max(1, len(pile) - 1)) if len(pile) > 1 else 0
        for j, card in enumerate(pile):
            art.draw(surface, card_face(card), pygame.Rect(x0 + j * step, y + app.px(4), w, h), frozenset())
        for value, (_, fx, fw) in zip((s.scores[i], s.cards_taken[i], s.points[i]), COLUMNS[2:]):
            box = pygame.Rect(inner.x + int(inner.w * fx), y, int(inner.w * fw), row_h - app.px(8))
            draw_text(
                surface,
                app,
                str(value),
                box,
                app.px(theme.TYPE_LEAD),
                theme.INK,
                "bold",
                align="center",
                valign="middle",
                max_lines=1,
            )
        if row:
            pygame.draw.line(surface, theme.PARCHMENT_SHADE, (inner.x, y - app.px(2)), (inner.right, y - app.px(2)))
    note = app.t(s.tiebreak) if s.tiebreak else app.t("result.no_tiebreak")
    foot = pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h // 2)
    draw_text(
        surface,
        app,
        note,
        foot,
        app.px(theme.TYPE_SMALL),
        theme.INK_SOFT,
        "bold",
        align="center",
        valign="middle",
        max_lines=1,
    )
    draw_text(
        surface,
        app,
        skip,
        foot.move(0, foot_h // 2),
        app.px(theme.TYPE_SMALL),
        theme.MOSS_DARK,
        "bold",
        align="center",
        valign="middle",
        max_lines=1,
    )
