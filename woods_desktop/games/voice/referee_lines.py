"""What the referee's list says: a heading per round, and each check's word, mark, reason and Played button.

Each verdict shows one of three states: accepted (a green tick), refused (a cross), or used up: a word the
judge accepts but this table played in an earlier round, which the rulebook does not allow again ("You may
not repeat words ... from previous rounds"), so it gets no tick, its word is struck through and greyed. An
accepted check of this round carries the toggle the table presses when a player wrote that word; a check
of an earlier round whose word was played then says so. An accepted plural says how it was read (КОТЫ: the
plural-only noun «коты», old soft shoes, not the plural of КОТ), in the table's language.
"""

from __future__ import annotations

from typing import Callable

from woods_desktop.app import theme
from woods_desktop.games.voice.referee_book import ACCEPTED, REFUSED, USED, RefereeBook
from woods_desktop.table.scroll_list import ListEntry

VERDICT_ICONS = {ACCEPTED: "icon-check", REFUSED: "icon-cross", USED: "icon-cross"}
VERDICT_COLOURS = {ACCEPTED: theme.MOSS_DARK, REFUSED: theme.BERRY, USED: theme.INK_SOFT}
"""A verdict's mark and ink: only a word this table may still play gets the green tick."""


def list_entries(ref: RefereeBook, t: Callable[..., str], lang: str) -> list[ListEntry]:
    """The list's lines, keyed by the check's index (a heading by its round)."""
    out = []
    for e in ref.entries():
        if e.check is None:
            key = "referee.round_now" if e.round == ref.book.round else "referee.round"
            out.append(ListEntry(("round", e.round), t(key, n=e.round)))
            continue
        c = ref.checks[e.check]
        played, mine = ref.played(c), ref.playable(c)
        button = (t("referee.played" if played else "referee.mark_played"), played) if mine else None
        tag = t("referee.played") if played and not mine else ""
        icon, ink, struck = VERDICT_ICONS[c.state], VERDICT_COLOURS[c.state], c.state == USED
        out.append(ListEntry(e.check, "", icon, c.word.upper(), ink, struck, c.why(t, lang), tag, button))
    return out


__all__ = ["VERDICT_COLOURS", "VERDICT_ICONS", "list_entries"]
