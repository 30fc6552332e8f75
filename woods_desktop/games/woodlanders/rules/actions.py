"""The three moves of Woodlanders, as small frozen values that round-trip through JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence


@dataclass(frozen=True)
class ChooseWarden:
    """Take one Warden card: its suit becomes the chooser's pain suit."""

    suit: str


@dataclass(frozen=True)
class DealerChoose:
    """3-player variant only: the dealer takes pain and trump from the three Wardens left."""

    pain: str
    trump: str


@dataclass(frozen=True)
class Play:
    """One or two cards of one suit, e.g. `(("fox", 2), ("fox", 1))`.

    Cards are listed highest value first, so equal plays compare equal
    (two Fox 1s are one play whichever copies they are).
    """

    cards: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, cards: Iterable[Sequence[Any]]) -> "Play":
        """Build a play from cards in any order or form (lists from a view, say)."""
        return cls(tuple(sorted(((str(c[0]), int(c[1])) for c in cards), key=lambda c: -c[1])))

    @property
    def total(self) -> int:
        return sum(v for _, v in self.cards)


ACTION_TYPES: dict[str, type] = {
    "ChooseWarden": ChooseWarden,
    "DealerChoose": DealerChoose,
    "Play": Play,
}
