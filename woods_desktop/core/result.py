"""The end of a game in plain data: scores, ranks and what broke the ties."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence


@dataclass(frozen=True)
class Result:
    """`ranks[i]` is seat i's place (1 = best; equal places share a number).

    `tiebreak` is a message key naming the rule that separated tied seats
    (None when no tie had to be broken), so the result screen can say which
    tie-break decided.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    tiebreak: str | None = None
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "tiebreak": self.tiebreak,
            "details": self.details,
        }


def rank_by_keys(keys: Sequence[tuple[Any, ...]]) -> tuple[int, ...]:
    """Competition ranking (1,1,3) where a larger key is better."""
    ranks = []
    for k in keys:
        ranks.append(1 + sum(1 for other in keys if other > k))
    return tuple(ranks)
