"""The referee's list of checked words: what each check said, by round, newest first, scrolled a line at a time.

Each checked word keeps its verdict's message key and parameters, not its words, so the list reads in the
window's language after a switch, and survives the screen (it is saved with the book, saves/referee.py).
The list is one column of entries: a heading per round ("Round 2", the round being played on top), then
that round's checks. A check of this round that the dictionary accepted carries a button: the table marks
the words its players wrote (played), and only those are used up when the next round begins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.games.voice.text import message
from woods_desktop.table.text import Fitted, draw_fitted, fit
from woods_desktop.words.verdict import localized

ACCEPTED = "accepted"
REFUSED = "refused"
USED = "used"
STATES = (ACCEPTED, REFUSED, USED)

VERDICT_ICONS = {ACCEPTED: "icon-check", REFUSED: "icon-cross", USED: "icon-cross"}
VERDICT_COLOURS = {ACCEPTED: theme.MOSS_DARK, REFUSED: theme.BERRY, USED: theme.INK_SOFT}
"""A verdict's mark and ink: only a word this table may still play gets the green tick."""


@dataclass
class Checked:
    """One check: the word as shown, its verdict, and the round it was checked in (`used_round`: the
    earlier round that used it up, for a USED verdict)."""

    word: str
    state: str
    reason: str
    params: dict[str, Any] = field(default_factory=dict)
    round: int = 1
    used_round: int | None = None

    def why(self, t: Callable[..., str], lang: str) -> str:
        """What the check says, in the window's language."""
        if self.state == USED:
            return t("referee.already", word=self.word, round=self.used_round or 1)
        return message(t, self.reason, localized(self.params, lang))

    def to_dict(self) -> dict[str, Any]:
        return {
            "word": self.word,
            "state": self.state,
            "reason": self.reason,
            "params": self.params,
            "round": self.round,
            "used_round": self.used_round,
        }

    @classmethod
    def from_dict(cls, data: Any) -> "Checked | None":
        """A saved check, or None when it does not read as one."""
        if not isinstance(data, Mapping):
            return None
        word, state, reason = data.get("word"), data.get("state"), data.get("reason")
        r, used = data.get("round"), data.get("used_round")
        if not (isinstance(word, str) and state in STATES and isinstance(reason, str) and isinstance(r, int)):
            return None
        params = data.get("params")
        kept: dict[str, Any] = dict(params) if isinstance(params, dict) else {}
        return cls(word, str(state), reason, kept, r, used if isinstance(used, int) else None)


@dataclass
class Entry:
    """One line of the list: a round's heading (`check` None) or a check (its index in the checks)."""

    round: int
    check: int | None = None


def entries(checks: Sequence[Checked], current: int) -> list[Entry]:
    """The list's lines: the round being played on top (its heading even before its first check), then
    each earlier round that has checks; in each round the newest check first."""
    out: list[Entry] = []
    for r in range(current, 0, -1):
        mine = [i for i, c in enumerate(checks) if c.round == r]
        if mine or r == current:
            out.append(Entry(r))
            out.extend(Entry(r, i) for i in reversed(mine))
    return out


@dataclass
class Row:
    """An entry as drawn: its box, and for a check its reason's lines and the place of its button."""

    entry: Entry
    box: pygame.Rect
    why: Fitted | None = None
    button: pygame.Rect | None = None


def lay_out(
    app: Any,
    checks: Sequence[Checked],
    current: int,
    first: int,
    area: pygame.Rect,
    playable: Callable[[Checked], bool],
) -> list[Row]:
    """The entries from `first` on that fit `area` whole (an entry that would pass its bottom is not drawn,
    nor any after it): a check of this round the dictionary accepted leaves room on its right for its
    button."""
    word_h = app.fonts.font(app.px(theme.TYPE_LEAD), "bold").get_linesize()
    small = app.px(theme.TYPE_SMALL)
    small_h = app.fonts.font(small).get_linesize()
    button_w, button_h = app.px(150), max(app.px(36), small_h + app.px(10))
    rows: list[Row] = []
    y = area.y
    for entry in entries(checks, current)[first:]:
        if entry.check is None:
            box = pygame.Rect(area.x, y, area.w, small_h + app.px(6))
            row = Row(entry, box)
        else:
            check = checks[entry.check]
            has_button = playable(check)
            width = area.w - app.px(38) - (button_w + app.px(8) if has_button else 0)
            why = fit(app, check.why(app.t, app.strings.lang), pygame.Rect(0, 0, width, small_h * 3), small)
            box = pygame.Rect(area.x, y, area.w, max(word_h + why.height, button_h if has_button else 0))
            button = pygame.Rect(box.right - button_w, box.y, button_w, button_h) if has_button else None
            row = Row(entry, box, why, button)
        if row.box.bottom > area.bottom:
            break
        rows.append(row)
        y = row.box.bottom + app.px(8)
    return rows


def draw_rows(
    surface: pygame.Surface,
    app: Any,
    rows: Sequence[Row],
    checks: Sequence[Checked],
    current: int,
    played_then: Callable[[Checked], bool],
) -> None:
    """The headings and the checks; a used-up word struck through, with no tick; a check of an earlier round
    whose word the table played then says so at its right end (`played_then`), where this round's button is."""
    for row in rows:
        entry = row.entry
        if entry.check is None:
            key = "referee.round_now" if entry.round == current else "referee.round"
            t = app.fonts.render(app.t(key, n=entry.round), app.px(theme.TYPE_SMALL), theme.INK, "bold")
            surface.blit(t, (row.box.x, row.box.y + app.px(2)))
            y = row.box.bottom - app.px(2)
            pygame.draw.line(surface, theme.PARCHMENT_SHADE, (row.box.x, y), (row.box.right, y), max(1, app.px(1)))
            continue
        check = checks[entry.check]
        surface.blit(app.images.get(VERDICT_ICONS[check.state], app.px(28)), row.box.topleft)
        w = app.fonts.render(check.word.upper(), app.px(theme.TYPE_LEAD), VERDICT_COLOURS[check.state], "bold")
        at = (row.box.x + app.px(38), row.box.y - app.px(2))
        surface.blit(w, at)
        if check.state == USED:  # used up: struck through, no tick
            mid = at[1] + w.get_height() // 2
            pygame.draw.line(surface, theme.INK_SOFT, (at[0], mid), (at[0] + w.get_width(), mid), max(2, app.px(2)))
        if row.button is None and check.round < current and played_then(check):
            tag = app.fonts.render(app.t("referee.played"), app.px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold")
            surface.blit(tag, tag.get_rect(topright=(row.box.right, row.box.y + app.px(4))))
        if row.why is not None:
            right = row.button.x - app.px(8) if row.button is not None else row.box.right
            lines = pygame.Rect(at[0], row.box.y + w.get_height(), right - at[0], row.why.height)
            draw_fitted(surface, app, row.why, lines, theme.INK_SOFT)


def draw_scrollbar(surface: pygame.Surface, app: Any, area: pygame.Rect, first: int, shown: int, total: int) -> None:
    """A thin bar at the list's right edge when not every entry fits: where the shown part lies."""
    if total <= shown:
        return
    track = pygame.Rect(area.right + app.px(10), area.y, max(3, app.px(5)), area.h)
    pygame.draw.rect(surface, theme.PARCHMENT_SHADE, track, border_radius=track.w // 2)
    h = max(app.px(20), track.h * shown // total)
    y = track.y + (track.h - h) * first // max(1, total - shown)
    pygame.draw.rect(surface, theme.INK_SOFT, (track.x, y, track.w, h), border_radius=track.w // 2)


__all__ = [
    "ACCEPTED",
    "REFUSED",
    "USED",
    "VERDICT_COLOURS",
    "VERDICT_ICONS",
    "Checked",
    "Entry",
    "Row",
    "draw_rows",
    "draw_scrollbar",
    "entries",
    "lay_out",
]
