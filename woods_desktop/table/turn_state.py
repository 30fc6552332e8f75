"""The turn as the table shows it, kept in one place: the seat port read now, what the flow last said,
whether the pass screen or the result is up, how often the table was read again, whether anything moves.

The table scene owns one `TurnState`; its helpers read it (`port`, `status`, `pass_up`, `handed_off`,
`refreshes`, `moving`) and change it only through its commands, each named for what happened at the
table (the pass screen went up, the person revealed their view, the result was opened), so no helper
sets another object's fields and each change is made in one place.
"""

from __future__ import annotations

from typing import Protocol

from woods_desktop.table.port import TablePort


class TurnReading(Protocol):
    """The turn as a helper that only shows it reads it (the painter): no command."""

    @property
    def port(self) -> TablePort: ...

    @property
    def status(self) -> str: ...

    @property
    def refreshes(self) -> int: ...

    @property
    def moving(self) -> bool: ...


class TurnState:
    def __init__(self, port: TablePort) -> None:
        self._port = port
        self._status = ""  # what the flow said last ("" before its first update: no guess on the first frame)
        self._pass_up = False  # the pass screen is pushed and waits for the next person
        self._handed_off = False  # the result screen was opened on the finished game
        self._refreshes = 0  # refreshes so far: a frame drawn since the last one can be shown again as it was
        self._moving = False  # something animates: every frame is drawn afresh

    # -- reading ------------------------------------------------------------------------------------------
    @property
    def port(self) -> TablePort:
        """The seat port the table reads now (the viewer's, rebound when the person at the screen changes)."""
        return self._port

    @property
    def status(self) -> str:
        return self._status

    @property
    def pass_up(self) -> bool:
        return self._pass_up

    @property
    def handed_off(self) -> bool:
        return self._handed_off

    @property
    def refreshes(self) -> int:
        return self._refreshes

    @property
    def moving(self) -> bool:
        return self._moving

    # -- what happened ------------------------------------------------------------------------------------
    def watch(self, seat: int | None) -> None:
        """The table shows `seat`'s eyes now: its port (the same one when it already is that seat's)."""
        if self._port.seat != seat:
            self._port = self._port.rebound(seat)

    def said(self, status: str) -> bool:
        """The flow said what the turn is now; True when that changed."""
        changed, self._status = status != self._status, status
        return changed

    def show_pass(self) -> bool:
        """The flow waits for the pass screen: True when it is to be pushed now (it is not up yet)."""
        if self._pass_up:
            return False
        self._pass_up = True
        return True

    def revealed(self) -> None:
        """The pass screen was answered: the next one may go up."""
        self._pass_up = False

    def hand_off(self) -> bool:
        """The game is over: True when the result is to be opened now (it was not yet)."""
        if self._handed_off:
            return False
        self._handed_off = True
        return True

    def keep_table(self) -> None:
        """The result is not open (or no longer): the final table stays, and a click opens the result again."""
        self._handed_off = False

    def refreshed(self) -> None:
        self._refreshes += 1

    def animating(self, moving: bool) -> bool:
        """Whether something moves in this frame (every frame drawn afresh while it does); returned."""
        self._moving = moving
        return moving
