"""The seats' plates around the trick, the round header and the trump, drawn from what the table shows:
the live view, or a finished round's summary while the table holds it (`Shown`).

All text goes through `table.text`, so the layout test sees anything that does not fit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.woodlanders.art import CARD_RATIO, CardArt, suit_badge
from woods_desktop.games.woodlanders.rules.view import RoundSummary, WoodlandersView
from woods_desktop.games.woodlanders.text import suit_name
from woods_desktop.table.panels import sheet
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, panel

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]


@dataclass(frozen=True)
class Shown:
    """The table's header and plates: the live round, or the finished one a hold keeps in view."""

    round: int
    rounds: int
    dealer: int
    trump: str | None
    pain: tuple[str | None, ...]
    piles: tuple[int, ...]
    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    to_move: int | None
    robot_seat: int | None

    @classmethod
    def live(cls, view: WoodlandersView) -> "Shown":
        return cls(
            view.round,
            view.rounds,
            view.dealer,
            view.trump,
            view.pain,
            tuple(len(p) for p in view.piles),
            view.round_scores,
            view.hand_sizes,
            view.to_move if view.phase != "over" else None,
            view.robot_seat,
        )

    @classmethod
    def finished(cls, view: WoodlandersView, summary: RoundSummary) -> "Shown":
        n = len(summary.scores)
        return cls(
            summary.round,
            view.rounds,
            summary.dealer,
            summary.trump,
            summary.pain,
            tuple(len(p) for p in summary.piles),
            summary.scores,
            (0,) * n,
            None,
            view.robot_seat,
        )


def draw_header(surface: pygame.Surface, app: Any, rect: pygame.Rect, shown: Shown, dealer_name: str) -> None:
    half = rect.h * 11 // 20
    draw_text(
        surface,
        app,
        app.t("woodlanders.ui.round", round=shown.round, rounds=shown.rounds),
        pygame.Rect(rect.x, rect.y, rect.w, half),
        app.px(theme.TYPE_LEAD),
        theme.PARCHMENT,
        "bold",
        max_lines=1,
    )
    draw_text(
        surface,
        app,
        app.t("woodlanders.ui.dealer", name=dealer_name),
        pygame.Rect(rect.x, rect.y + half, rect.w, rect.h - half),
        app.px(theme.TYPE_SMALL),
        theme.PARCHMENT_SHADE,
        max_lines=1,
    )


def draw_trump(surface: pygame.Surface, app: Any, rect: pygame.Rect, trump: str | None) -> None:
    size = min(rect.h, app.px(48))
    if trump:
        suit_badge(surface, app, trump, (rect.x + size // 2, rect.centery), size)
    else:
        pygame.draw.circle(surface, theme.FELT_LIGHT, (rect.x + size // 2, rect.centery), size // 2, max(1, app.px(2)))
    x = rect.x + size + app.px(10)
    half = rect.h // 2
    draw_text(
        surface,
        app,
        app.t("woodlanders.ui.trump"),
        pygame.Rect(x, rect.y, rect.right - x, half),
        app.px(theme.TYPE_SMALL),
        theme.PARCHMENT_SHADE,
        "bold",
        valign="bottom",
        max_lines=1,
    )
    draw_text(
        surface,
        app,
        suit_name(app.t, trump) if trump else app.t("woodlanders.ui.trump_later"),
        pygame.Rect(x, rect.y + half, rect.right - x, rect.h - half),
        app.px(theme.TYPE_BODY if trump else theme.TYPE_SMALL),
        theme.PARCHMENT,
        "bold",
        max_lines=1,
    )


def draw_strip(
    surface: pygame.Surface, app: Any, rect: pygame.Rect, shown: Shown, seat: int, name: str, marker: Marker
) -> None:
    """The viewer's own plate: a strip above the hand."""
    if shown.to_move == seat:
        pygame.draw.rect(
            surface, theme.AMBER, rect.inflate(app.px(6), app.px(6)), max(2, app.px(3)), border_radius=app.px(10)
        )
    panel(surface, rect, darken(theme.FELT, 0.25), app.px(8), 0)
    pad = app.px(12)
    r = app.px(10)
    marker(surface, (rect.x + pad + r, rect.centery), r)
    x = rect.x + pad + 2 * r + app.px(8)
    info = app.t("woodlanders.ui.pile", n=shown.piles[seat], score=shown.scores[seat])
    info_w = rect.w * 3 // 10
    draw_text(
        surface,
        app,
        info,
        pygame.Rect(rect.right - pad - info_w, rect.y, info_w, rect.h),
        app.px(theme.TYPE_SMALL),
        theme.PARCHMENT,
        "bold",
        align="right",
        valign="middle",
        max_lines=1,
    )
    name_w = rect.w * 3 // 10
    if seat == shown.dealer:
        name = f"{name} · {app.t('woodlanders.ui.dealer_mark')}"
    draw_text(
        surface,
        app,
        name,
        pygame.Rect(x, rect.y, name_w, rect.h),
        app.px(theme.TYPE_BODY),
        theme.PARCHMENT,
        "bold",
        valign="middle",
        max_lines=1,
    )
    x += name_w + app.px(8)
    pain = shown.pain[seat]
    if pain:
        size = min(rect.h - app.px(8), app.px(30))
        suit_badge(surface, app, pain, (x + size // 2, rect.centery), size)
        x += size + app.px(6)
        text = app.t("woodlanders.ui.pain", suit=suit_name(app.t, pain))
    else:
        text = app.t("woodlanders.ui.pain_later")
    draw_text(
        surface,
        app,
        text,
        pygame.Rect(x, rect.y, rect.right - pad - info_w - x - app.px(8), rect.h),
        app.px(theme.TYPE_SMALL),
        theme.PARCHMENT_SHADE,
        valign="middle",
        max_lines=1,
    )


def draw_plate(
    surface: pygame.Surface,
    app: Any,
    art: CardArt,
    rect: pygame.Rect,
    shown: Shown,
    seat: int,
    name: str,
    marker: Marker,
    open_hand: bool,
) -> None:
    """Another seat's plate: name (and the dealer), pain suit, pile and score, cards in hand (unless
    the hand lies open beside the plate, as D4-ST8's does)."""
    current = shown.to_move == seat
    sheet(surface, app, rect)
    if current:
        pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(3)), border_radius=app.px(10))
    pad = app.px(10)
    inner = rect.inflate(-2 * pad, -app.px(12))
    rows = 4 if not open_hand else 2
    row_h = min(app.px(30), inner.h // rows)
    y = inner.y
    r = app.px(9)
    marker(surface, (inner.x + r, y + row_h // 2), r)
    badge_w = 0
    if seat == shown.dealer:
        label = app.t("woodlanders.ui.dealer_mark")
        badge_w = min(inner.w // 2, app.fonts.font(app.px(theme.TYPE_SMALL), "bold").size(label)[0] + app.px(10))
        badge = pygame.Rect(inner.right - badge_w, y + app.px(3), badge_w, row_h - app.px(6))
        pygame.draw.rect(surface, theme.SKY, badge, border_radius=app.px(6))
        draw_text(
            surface,
            app,
            label,
            badge,
            app.px(theme.TYPE_SMALL),
            theme.WHITE,
            "bold",
            align="center",
            valign="middle",
            max_lines=1,
        )
    x = inner.x + 2 * r + app.px(6)
    draw_text(
        surface,
        app,
        name,
        pygame.Rect(x, y, inner.right - x - badge_w - app.px(4), row_h),
        app.px(theme.TYPE_BODY),
        theme.INK,
        "bold",
        valign="middle",
        max_lines=1,
    )
    y += row_h
    pain = shown.pain[seat]
    pile = app.t("woodlanders.ui.pile", n=shown.piles[seat], score=shown.scores[seat])
    if open_hand:  # one line: the pile (D4-ST8's "no pain suit" stands in the scoreboard)
        draw_text(
            surface,
            app,
            pile,
            pygame.Rect(inner.x, y, inner.w, inner.bottom - y),
            app.px(theme.TYPE_SMALL),
            theme.INK_SOFT,
            "bold",
            valign="middle",
            max_lines=1,
        )
        return
    if pain:
        size = min(row_h - app.px(2), app.px(26))
        suit_badge(surface, app, pain, (inner.x + size // 2, y + row_h // 2), size)
        draw_text(
            surface,
            app,
            app.t("woodlanders.ui.pain", suit=suit_name(app.t, pain)),
            pygame.Rect(inner.x + size + app.px(6), y, inner.w - size - app.px(6), row_h),
            app.px(theme.TYPE_SMALL),
            theme.INK_SOFT,
            valign="middle",
            max_lines=1,
        )
    else:
        key = "woodlanders.ui.no_pain" if seat == shown.robot_seat else "woodlanders.ui.pain_later"
        draw_text(
            surface,
            app,
            app.t(key),
            pygame.Rect(inner.x, y, inner.w, row_h),
            app.px(theme.TYPE_SMALL),
            theme.INK_SOFT,
            valign="middle",
            max_lines=1,
        )
    y += row_h
    draw_text(
        surface,
        app,
        pile,
        pygame.Rect(inner.x, y, inner.w, row_h),
        app.px(theme.TYPE_SMALL),
        theme.INK,
        "bold",
        valign="middle",
        max_lines=1,
    )
    y += row_h
    n = shown.hand_sizes[seat]
    h = min(row_h - app.px(4), inner.bottom - y)
    w = max(4, int(h / CARD_RATIO))
    step = max(2, app.px(4))
    for i in range(min(n, 12)):
        art.draw(surface, ("back",), pygame.Rect(inner.x + i * step, y, w, h), frozenset())
    x = inner.x + (max(0, min(n, 12) - 1) * step + w + app.px(8) if n else 0)
    draw_text(
        surface,
        app,
        app.t("woodlanders.ui.cards_left", n=n),
        pygame.Rect(x, y, inner.right - x, h),
        app.px(theme.TYPE_SMALL),
        theme.INK_SOFT,
        valign="middle",
        max_lines=1,
    )
