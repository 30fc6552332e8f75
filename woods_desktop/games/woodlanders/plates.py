"""The seats' plates around the trick, the round header and the trump, drawn from what the table shows:
the live view, or a finished round's summary while the table holds it (`Shown`).

All text goes through `table.text`, so the layout test sees anything that does not fit.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.woodlanders.art import CARD_RATIO, CardArt, suit_badge
from woods_desktop.games.woodlanders.rules.view import RoundSummary, WoodlandersView
from woods_desktop.games.woodlanders.text import suit_name
from woods_desktop.table.panels import sheet
from woods_desktop.table.seat_card import Marker, draw_badge, draw_line
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, panel
from woods_desktop.ui.services import AppServices


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

    def scored(self, shown: WoodlandersView) -> "Shown":
        """These plates with the piles and scores of `shown` (the view as far as the table has shown it) when it
        is of the same round: a trick's cards reach its winner's pile when the table is done showing the trick."""
        if shown.round != self.round:
            return self
        return replace(self, piles=tuple(len(p) for p in shown.piles), scores=shown.round_scores)

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


def draw_header(surface: pygame.Surface, app: AppServices, rect: pygame.Rect, shown: Shown, dealer_name: str) -> None:
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


def draw_trump(surface: pygame.Surface, app: AppServices, rect: pygame.Rect, trump: str | None) -> None:
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
    surface: pygame.Surface, app: AppServices, rect: pygame.Rect, shown: Shown, seat: int, name: str, marker: Marker
) -> None:
    """The viewer's own plate: a strip above the hand."""
    if shown.to_move == seat:
        pygame.draw.rect(
            surface, theme.AMBER, rect.inflate(app.px(6), app.px(6)), max(2, app.px(3)), border_radius=app.px(10)
        )
    panel(surface, rect, darken(theme.FELT, 0.25), app.px(8), 0)
    pad, r = app.px(12), app.px(10)
    info = app.t("woodlanders.ui.pile", n=shown.piles[seat], score=shown.scores[seat])
    info_w = name_w = rect.w * 3 // 10
    draw_text(surface, app, info, pygame.Rect(rect.right - pad - info_w, rect.y, info_w, rect.h),
              app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold", "right", "middle", 1)  # fmt: skip
    if seat == shown.dealer:
        name = f"{name} · {app.t('woodlanders.ui.dealer_mark')}"
    row = pygame.Rect(rect.x + pad, rect.y, 2 * r + app.px(8) + name_w, rect.h)
    spot = marker_icon(surface, marker, r)
    named = draw_line(surface, app, row, name, app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold", spot, 2 * r, app.px(8))
    rest = pygame.Rect(named.right + app.px(8), rect.y, 0, rect.h)  # the pain suit, up to the pile
    rest.w = rect.right - pad - info_w - rest.x - app.px(8)
    pain, size = shown.pain[seat], min(rect.h - app.px(8), app.px(30))
    words = app.t("woodlanders.ui.pain", suit=suit_name(app.t, pain)) if pain else app.t("woodlanders.ui.pain_later")
    badge = suit_icon(surface, app, pain, size) if pain else None
    draw_line(surface, app, rest, words, app.px(theme.TYPE_SMALL), theme.PARCHMENT_SHADE, icon=badge, icon_w=size,
              gap=app.px(6))  # fmt: skip


def marker_icon(surface: pygame.Surface, marker: Marker, r: int) -> Callable[[pygame.Rect], None]:
    """A seat's marker as a line's icon (`draw_line`): a shape of radius `r` at the line's left, centred."""
    return lambda box: marker(surface, (box.x + r, box.centery), r)


def suit_icon(surface: pygame.Surface, app: AppServices, suit: str, size: int) -> Callable[[pygame.Rect], None]:
    """A suit's badge as a line's icon (`draw_line`), `size` across."""

    def draw(box: pygame.Rect) -> None:
        suit_badge(surface, app, suit, (box.x + size // 2, box.centery), size)

    return draw


def draw_plate(
    surface: pygame.Surface,
    app: AppServices,
    art: CardArt,
    rect: pygame.Rect,
    shown: Shown,
    seat: int,
    name: str,
    marker: Marker,
    open_hand: bool,
) -> None:
    """Another seat's plate, as the kit's seat card's lines (`draw_line`, `draw_badge`) stacked without a
    portrait: name with its marker (and the dealer's badge), pain suit, pile and score, cards in hand
    (unless the hand lies open beside the plate, as D4-ST8's does)."""
    current = shown.to_move == seat
    sheet(surface, app, rect)
    if current:
        pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(3)), border_radius=app.px(10))
    pad = app.px(10)
    inner = rect.inflate(-2 * pad, -app.px(12))
    rows = 4 if not open_hand else 2
    row_h = min(app.px(30), inner.h // rows)
    small, r = app.px(theme.TYPE_SMALL), app.px(9)
    row = pygame.Rect(inner.x, inner.y, inner.w, row_h)
    if seat == shown.dealer:  # a tab astride the plate's top edge: the whole name keeps its line
        tab_h = app.px(26)
        tab = pygame.Rect(inner.x, rect.y - tab_h // 2, inner.w, tab_h)
        draw_badge(surface, app, tab, app.t("woodlanders.ui.dealer_mark"), theme.SKY)
    spot = marker_icon(surface, marker, r)
    draw_line(surface, app, row, name, app.px(theme.TYPE_BODY), theme.INK, "bold", spot, 2 * r, app.px(6))
    row = pygame.Rect(inner.x, row.bottom, inner.w, row_h)
    pain = shown.pain[seat]
    pile = app.t("woodlanders.ui.pile", n=shown.piles[seat], score=shown.scores[seat])
    if open_hand:  # one line: the pile (D4-ST8's "no pain suit" stands in the scoreboard)
        rest = pygame.Rect(inner.x, row.y, inner.w, inner.bottom - row.y)
        draw_line(surface, app, rest, pile, small, theme.INK_SOFT, "bold")
        return
    if pain:
        size = min(row_h - app.px(2), app.px(26))
        badge = suit_icon(surface, app, pain, size)
        words = app.t("woodlanders.ui.pain", suit=suit_name(app.t, pain))
        draw_line(surface, app, row, words, small, theme.INK_SOFT, icon=badge, icon_w=size, gap=app.px(6))
    else:
        key = "woodlanders.ui.no_pain" if seat == shown.robot_seat else "woodlanders.ui.pain_later"
        draw_line(surface, app, row, app.t(key), small, theme.INK_SOFT)
    row = pygame.Rect(inner.x, row.bottom, inner.w, row_h)
    draw_line(surface, app, row, pile, small, theme.INK, "bold")
    n = shown.hand_sizes[seat]
    h = min(row_h - app.px(4), inner.bottom - row.bottom)
    w, step, shown_n = max(4, int(h / CARD_RATIO)), max(2, app.px(4)), min(n, 12)

    def fan(box: pygame.Rect) -> None:
        for i in range(shown_n):
            art.draw(surface, ("back",), pygame.Rect(box.x + i * step, box.y, w, h), frozenset())

    fan_w = (shown_n - 1) * step + w if n else 0
    hand = pygame.Rect(inner.x, row.bottom, inner.w, h)
    draw_line(surface, app, hand, app.t("woodlanders.ui.cards_left", n=n), small, theme.INK_SOFT, icon=fan,
              icon_w=fan_w, gap=app.px(8) if n else 0)  # fmt: skip
