"""How a game ended, in one of three kinds the result screen and statistics read.

`ranked`: seats scored and placed (Woodlanders, Voice, Whispering Woods);
`team`: one result shared by every seat (The Wolf is Coming);
`solo`: one player against a mission's objectives (Whispering Woods solo).
The screens read `kind` and `unit_key` instead of guessing from a game id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

RANKED = "ranked"
TEAM = "team"
SOLO = "solo"
KINDS = (RANKED, TEAM, SOLO)


@dataclass(frozen=True)
class Objective:
    """A solo objective: its message key (with parameters) and whether it was met."""

    key: str
    met: bool
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """`ranks[i]` is seat i's place (1 = best; equal places share a number).

    `tiebreak` is the message key of the rule that separated tied seats (None
    when no tie was broken); `unit_key` words a score ("{n} points", "{n}
    cards"); `result_key` names a team's shared result ("best birthday");
    `won` is the team's or the solo player's success; `over` is False for a
    provisional outcome asked before the end.
    """

    kind: str
    scores: tuple[float, ...] = ()
    ranks: tuple[int, ...] = ()
    tiebreak: str | None = None
    unit_key: str = "result.points"
    result_key: str | None = None
    won: bool | None = None
    objectives: tuple[Objective, ...] = ()
    over: bool = True
    details: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown outcome kind {self.kind!r}")

    @classmethod
    def ranked(
        cls,
        scores: Sequence[float],
        ranks: Sequence[int],
        tiebreak: str | None = None,
        *,
        unit_key: str = "result.points",
        over: bool = True,
        details: Mapping[str, Any] | None = None,
    ) -> "Outcome":
        return cls(
            RANKED,
            tuple(float(s) for s in scores),
            tuple(ranks),
            tiebreak,
            unit_key,
            over=over,
            details=dict(details or {}),
        )

    @classmethod
    def team(
        cls,
        seats: int,
        result_key: str,
        won: bool,
        *,
        score: float | None = None,
        over: bool = True,
        details: Mapping[str, Any] | None = None,
    ) -> "Outcome":
        scores = tuple(float(score) for _ in range(seats)) if score is not None else ()
        return cls(
            TEAM,
            scores,
            tuple(1 for _ in range(seats)),
            None,
            result_key=result_key,
            won=won,
            over=over,
            details=dict(details or {}),
        )

    @classmethod
    def solo(
        cls,
        score: float,
        passed: bool,
        objectives: Sequence[Objective] = (),
        *,
        unit_key: str = "result.points",
        over: bool = True,
        details: Mapping[str, Any] | None = None,
    ) -> "Outcome":
        return cls(
            SOLO,
            (float(score),),
            (1,),
            None,
            unit_key,
            won=passed,
            objectives=tuple(objectives),
            over=over,
            details=dict(details or {}),
        )

    @property
    def winners(self) -> tuple[int, ...]:
        """Ranked: the seats placed first; team and solo: every seat when won, else none."""
        if self.kind == RANKED:
            return tuple(i for i, r in enumerate(self.ranks) if r == 1)
        return tuple(range(len(self.ranks))) if self.won else ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "tiebreak": self.tiebreak,
            "unit_key": self.unit_key,
            "result_key": self.result_key,
            "won": self.won,
            "objectives": [{"key": o.key, "met": o.met, "params": dict(o.params)} for o in self.objectives],
            "over": self.over,
            "details": dict(self.details),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Outcome":
        """`to_dict`'s output read back (a joined computer's result screen reads the host's outcome)."""
        return cls(
            str(data["kind"]),
            tuple(float(s) for s in data.get("scores") or ()),
            tuple(int(r) for r in data.get("ranks") or ()),
            data.get("tiebreak"),
            str(data.get("unit_key") or "result.points"),
            data.get("result_key"),
            data.get("won"),
            tuple(
                Objective(str(o["key"]), bool(o["met"]), dict(o.get("params") or {}))
                for o in data.get("objectives") or ()
            ),
            bool(data.get("over", True)),
            dict(data.get("details") or {}),
        )


def rank_by_keys(keys: Sequence[tuple[Any, ...]]) -> tuple[int, ...]:
    """Competition ranking (1,1,3) where a larger key is better."""
    return tuple(1 + sum(1 for other in keys if other > k) for k in keys)
