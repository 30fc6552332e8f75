"""What the referee keeps for a physical table: the words checked, round by round, and the book of used words.

Each check keeps its verdict's message key and parameters, not its words, so the list reads in the window's
language after a switch. A check is a look-up: it uses nothing up. The table marks the accepted words its
players wrote (played), and the next round uses those up (`rules/used_words.py`, the rulebook's count). All
of it is saved after every change (saves/referee.py), so leaving the screen, or the program, forgets nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from woods_desktop.games.voice.rules.used_words import UsedWords
from woods_desktop.games.voice.text import message
from woods_desktop.saves.referee import load_referee, save_referee
from woods_desktop.words.verdict import Verdict, localized

ACCEPTED = "accepted"
REFUSED = "refused"
USED = "used"
STATES = (ACCEPTED, REFUSED, USED)


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
        keys = ("word", "state", "reason", "params", "round", "used_round")
        return {k: getattr(self, k) for k in keys}

    @classmethod
    def from_dict(cls, data: Any) -> "Checked | None":
        """A saved check, or None when it does not read as one."""
        if not isinstance(data, Mapping):
            return None
        word, state, reason = data.get("word"), data.get("state"), data.get("reason")
        r, used, params = data.get("round"), data.get("used_round"), data.get("params")
        if not (isinstance(word, str) and state in STATES and isinstance(reason, str) and isinstance(r, int)):
            return None
        kept: dict[str, Any] = dict(params) if isinstance(params, dict) else {}
        return cls(word, str(state), reason, kept, r, used if isinstance(used, int) else None)


@dataclass
class Entry:
    """One line of the list: a round's heading (`check` None) or a check (its index in the checks)."""

    round: int
    check: int | None = None


class RefereeBook:
    """The checks and the used words, loaded from the user's data folder and saved after every change."""

    def __init__(self) -> None:
        saved = load_referee()
        self.book = UsedWords.from_dict(saved.get("book"))
        self.checks: list[Checked] = [c for c in map(Checked.from_dict, saved.get("checked") or ()) if c]

    def save(self) -> None:
        save_referee({"book": self.book.to_dict(), "checked": [c.to_dict() for c in self.checks]})

    def entries(self) -> list[Entry]:
        """The list's lines: the round being played on top (its heading even before its first check), then
        each earlier round that has checks; in each round the newest check first."""
        out: list[Entry] = []
        for r in range(self.book.round, 0, -1):
            mine = [i for i, c in enumerate(self.checks) if c.round == r]
            if mine or r == self.book.round:
                out.append(Entry(r))
                out.extend(Entry(r, i) for i in reversed(mine))
        return out

    def check(self, word: str, verdict: Verdict) -> Checked:
        """A look-up: the dictionary's verdict, and whether an earlier round used the word up."""
        used = self.book.used_in(verdict.word or word) if verdict.valid else None
        state = REFUSED if not verdict.valid else USED if used is not None else ACCEPTED
        checked = Checked(word, state, verdict.reason, dict(verdict.params), self.book.round, used)
        self.checks.append(checked)
        self.save()
        return checked

    def playable(self, check: Checked) -> bool:
        """An accepted check of this round: the table may mark its word played."""
        return check.state == ACCEPTED and check.round == self.book.round

    def played(self, check: Checked) -> bool:
        """Its word was played in the check's round (this round's marks, or an earlier round's use)."""
        if check.round == self.book.round:
            return check.state == ACCEPTED and self.book.is_played(check.word)
        return check.state == ACCEPTED and self.book.used_in(check.word) == check.round

    def toggle(self, index: int) -> None:
        """The table says whether one of its players wrote this accepted word this round."""
        word = self.checks[index].word
        self.book.unplay(word) if self.book.is_played(word) else self.book.play(word)
        self.save()

    def next_round(self) -> None:
        self.book.next_round()
        self.save()

    def forget(self) -> None:
        """A new game: no word is used up, round 1 again."""
        self.book, self.checks = UsedWords(), []
        self.save()


__all__ = ["ACCEPTED", "REFUSED", "USED", "Checked", "Entry", "RefereeBook"]
