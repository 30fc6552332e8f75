"""One seat's handle on a game in progress: the only thing screens and bots hold.

A `SeatPort` answers for its seat alone: the seat's typed view, its legal
actions, why an action would be refused, and the log as that seat may see
it. It never hands out the full state, so a screen or a bot cannot read a
hidden hand by accident.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import State


class SeatPort:
    __slots__ = ("_state", "seat")

    def __init__(self, state: State, seat: int | None) -> None:
        self._state = state
        self.seat = seat

    def view(self) -> Any:
        return self._state.view(self.seat)

    def legal_actions(self) -> list[Any]:
        if self.seat is None:
            return []
        return list(self._state.legal_actions(self.seat))

    def refusal(self, action: Any) -> IllegalAction | None:
        if self.seat is None:
            return IllegalAction("game.err.spectator")
        if self._state.to_move() != self.seat:
            return IllegalAction("game.err.not_your_turn")
        return self._state.refusal(action)

    def events(self) -> list[dict[str, Any]]:
        return self._state.events(self.seat)

    def to_move(self) -> int | None:
        return self._state.to_move()

    def is_over(self) -> bool:
        return bool(self._state.is_over())
