"""Which words a table playing on paper has used up, round by round, as the rulebook counts them.

"You may not repeat words (your own or other players') from previous rounds if they did not violate
the conditions for composing words. During a single round, words may coincide." So a word is used up
only by being played (written and accepted) in an earlier round: two players may both write ЛЕС in one
minute, and a word merely looked up in the dictionary is used by nobody. The referee screen keeps this
book for a physical table; the table says which checked words were played and when the next round
begins. Words are compared as the engine compares them (`fold_word`: upper case, Ё read as Е).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from woods_desktop.games.voice.rules.cards import fold_word, normalize_word


@dataclass
class UsedWords:
    """The round being played, the words used up in earlier rounds and the words played in this one."""

    round: int = 1
    used: dict[str, tuple[str, int]] = field(default_factory=dict)  # key -> (the word as written, its round)
    played: dict[str, str] = field(default_factory=dict)  # this round: key -> the word as written

    def used_in(self, word: str) -> int | None:
        """The earlier round in which `word` was played (it is used up now), or None: it may be played."""
        entry = self.used.get(fold_word(word))
        return entry[1] if entry is not None else None

    def is_played(self, word: str) -> bool:
        """Whether `word` was played in this round (by anyone: in one round words may coincide)."""
        return fold_word(word) in self.played

    def play(self, word: str) -> None:
        """`word` was written and accepted this round: it is used up from the next round on. A word used
        up earlier cannot be played (ValueError: the screen offers no way to)."""
        if self.used_in(word) is not None:
            raise ValueError(f"{word} was used up in round {self.used_in(word)}")
        self.played[fold_word(word)] = normalize_word(word)

    def unplay(self, word: str) -> None:
        """Marked played by mistake: nobody played `word` this round after all."""
        self.played.pop(fold_word(word), None)

    def next_round(self) -> None:
        """The round ends: the words played in it are used up from now on."""
        for key, word in self.played.items():
            self.used.setdefault(key, (word, self.round))
        self.played = {}
        self.round += 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "used": [[word, r] for word, r in self.used.values()],
            "played": list(self.played.values()),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "UsedWords":
        """The book as `to_dict` wrote it; anything unreadable in it is left out (a fresh book at worst)."""
        book = cls()
        if not isinstance(data, Mapping):
            return book
        r = data.get("round")
        book.round = r if isinstance(r, int) and not isinstance(r, bool) and r >= 1 else 1
        for entry in data.get("used") or ():
            if isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], str):
                word, when = entry
                if isinstance(when, int) and not isinstance(when, bool) and 1 <= when < book.round:
                    book.used.setdefault(fold_word(word), (normalize_word(word), when))
        for word in data.get("played") or ():
            if isinstance(word, str) and word.strip() and book.used_in(word) is None:
                book.played[fold_word(word)] = normalize_word(word)
        return book


__all__ = ["UsedWords"]
