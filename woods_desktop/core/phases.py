"""A game's turn structure as a table: phase name -> (legal, check, do).

Both engines keep their rules per phase in these three functions, so
`legal_actions`, `refusal` and `apply` are written once here, and bots and
screens key their own per-phase choices on the same phase names.
`check` raises `IllegalAction` with the rule the action breaks and changes
nothing; `do` assumes the action passed `check`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Mapping, TypeVar

from woods_desktop.core.errors import IllegalAction

S = TypeVar("S")


@dataclass(frozen=True)
class Phase(Generic[S]):
    legal: Callable[[S, int], list[Any]]
    check: Callable[[S, int, Any], None]
    do: Callable[[S, int, Any], None]


class PhaseTable(Generic[S]):
    """Phase handlers, built on first use (the phase modules import the state module)."""

    def __init__(self, build: Callable[[], Mapping[str, Phase[S]]]) -> None:
        self._build = build
        self._table: Mapping[str, Phase[S]] | None = None

    def __getitem__(self, phase: str) -> Phase[S]:
        if self._table is None:
            self._table = dict(self._build())
        return self._table[phase]

    def names(self) -> tuple[str, ...]:
        if self._table is None:
            self._table = dict(self._build())
        return tuple(self._table)

    def legal(self, state: S, phase: str, seat: int) -> list[Any]:
        return self[phase].legal(state, seat)

    def refusal(self, state: S, phase: str, seat: int, action: Any) -> IllegalAction | None:
        try:
            self[phase].check(state, seat, action)
        except IllegalAction as refused:
            return refused
        return None

    def apply(self, state: S, phase: str, seat: int, action: Any) -> None:
        handler = self[phase]
        handler.check(state, seat, action)
        handler.do(state, seat, action)
