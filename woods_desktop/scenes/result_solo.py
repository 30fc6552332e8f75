"""A solo game's result page: passed or failed, the score, the mission's level and the score's parts, and
each objective met or missed with a drawn mark (the fonts have no tick or cross).

Kept apart from the result scene because a solo outcome is worded from its objectives, which neither a
ranked nor a team game has; the scene hands it its way of writing text (`Text`) so every page writes alike.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from woods_desktop.app import theme
from woods_desktop.core.outcome import Outcome


class Text(Protocol):
    """The result scene's text: `size` a type size, placed at `pos` by `anchor`, smaller if wider than `room`."""

    def __call__(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        colour: Any,
        pos: tuple[int, int],
        anchor: str = ...,
        weight: str = ...,
        room: int | None = ...,
    ) -> pygame.Rect: ...


def draw_solo(
    surface: pygame.Surface,
    app: Any,
    game: str,
    res: Outcome,
    score: str | None,
    r: pygame.Rect,
    text: Text,
    shown: bool = False,
) -> None:
    """Passed or failed, the score (worded in the game's unit), the mission's level and the score's parts,
    each objective met or missed. `shown`: the computer's winning line was shown, so the page says it is the
    line's result and not the player's pass (a player took "Mission passed" for their own)."""
    heads = (
        ("result.solo_shown_passed", "result.solo_shown_failed")
        if shown
        else ("result.solo_passed", "result.solo_failed")
    )
    head = app.t(heads[0] if res.won else heads[1])
    text(
        surface,
        head,
        theme.TYPE_TITLE,
        theme.MOSS_DARK if res.won else theme.BERRY,
        (r.centerx, r.y + app.px(56)),
        anchor="center",
        room=r.w - app.px(48),
    )
    if score is not None:
        text(
            surface,
            score,
            theme.TYPE_LEAD,
            theme.INK,
            (r.centerx, r.y + app.px(104)),
            anchor="center",
        )
    y = r.y + app.px(150)
    line = solo_line(app, game, res)
    if line:
        text(surface, line, theme.TYPE_SMALL, theme.INK_SOFT, (r.centerx, r.y + app.px(136)), anchor="center")
        y += app.px(16)
    for obj in res.objectives:
        colour = theme.MOSS_DARK if obj.met else theme.BERRY
        draw_mark(surface, obj.met, pygame.Rect(r.x + app.px(44), y - app.px(11), app.px(22), app.px(22)), colour)
        text(
            surface,
            app.t(obj.key, **dict(obj.params)),
            theme.TYPE_BODY,
            theme.INK,
            (r.x + app.px(84), y),
            weight="regular",
            room=r.w - app.px(120),
        )
        y += app.px(40)
    if shown:
        note = app.t("result.solo_shown_note")
        size = app.px(theme.TYPE_BODY)
        for line in app.fonts.wrap(note, size, r.w - app.px(88), "regular"):
            text(surface, line, theme.TYPE_BODY, theme.INK_SOFT, (r.x + app.px(44), y), weight="regular")
            y += app.fonts.font(size).get_linesize()


def solo_line(app: Any, game: str, res: Outcome) -> str:
    """The mission's level and the score's parts (tasks, points, refresh flips), when the game says them."""
    details = res.details
    parts = []
    level_key = f"{game}.solo.level"
    if details.get("mission") is not None and app.strings.has(level_key):
        parts.append(app.t(level_key, n=details["mission"]))
    breakdown = details.get("breakdown") or {}
    rows, row_key = breakdown.get("rows") or [], breakdown.get("row_key")
    if row_key and app.strings.has(row_key):
        parts += [f"{app.t(row_key, n=i + 1)} {row[0]}" for i, row in enumerate(rows[:-1]) if row]
    return " · ".join(parts)


def draw_mark(surface: pygame.Surface, met: bool, box: pygame.Rect, colour: Any) -> None:
    """A met objective's tick or a missed one's cross, drawn (the fonts have no such glyphs)."""
    w = max(2, box.w // 6)
    pygame.draw.rect(surface, colour, box, border_radius=max(2, box.w // 5))
    if met:
        points = [(box.x + box.w * 0.22, box.y + box.h * 0.52), (box.x + box.w * 0.42, box.y + box.h * 0.74)]
        points.append((box.x + box.w * 0.8, box.y + box.h * 0.26))
        pygame.draw.lines(surface, theme.WHITE, False, points, w)
    else:
        d = box.w * 0.28
        c = box.center
        pygame.draw.line(surface, theme.WHITE, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
        pygame.draw.line(surface, theme.WHITE, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)
