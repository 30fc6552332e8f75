"""The turn as the table shows it, kept in one place: the seat port read now, what the flow last said,
what the table holds in view (a finished trick, a round's summary: the holds), whose pass screen it waits
for and whether that screen is up, whether the result is open, how often the table was read again, whether
anything moves.

The table scene owns one `TurnState`; its helpers read it (`port`, `status`, `hold`, `holding`,
`waiting_pass`, `pass_up`, `handed_off`, `refreshes`, `moving`) through the narrow `TurnReading` (the input,
the held slots and a lesson's Next may also put the shown hold away: `HoldEnding`), and change
it only through its commands, each named for what happened at the table (a hold was queued or ended, the
flow waits for the pass screen, the person revealed their view, the result was opened), so no helper sets
another object's fields and each change is made in one place. The flow (flow.py) decides when each happens.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

from woods_desktop.table.port import TablePort


@dataclass
class Hold:
    """Something kept in view before play goes on; a click or a key skips it.
    `seconds` None waits for the person; the time runs at the animation speed.
    `least`: while people sit at the table it stays at least this many real seconds, whatever the
    animation speed (a finished trick must be seen, even with animations fast or off).
    `wait_for_person`: when a person is to act next it waits for their click instead of going on by
    itself (so their own key press is never the one that lands on what it uncovers).
    `final`: the table's own page for the end of the game (the Wolf's picture-book page): the kit's hold
    on the final position does not follow it, so one click goes from that page to the result."""

    kind: str
    data: Any = None  # each game's own (a trick, a summary, an event): the game reads it, the kit never
    seconds: float | None = 2.0
    left: float = field(default=0.0)
    least: float = 0.0
    wait_for_person: bool = False
    final: bool = False
    shown: float = field(default=0.0)  # real seconds on screen so far
    at: int = field(default=-1)  # how many actions the game had when the hold was queued (`TurnState.queue`)

    def __post_init__(self) -> None:
        self.left = self.seconds if self.seconds is not None else 0.0

    @property
    def progress(self) -> float:
        """How far a timed hold has run, 0 to 1 (an animation drawn through it); 1 for one that waits."""
        return min(1.0, max(0.0, 1.0 - self.left / self.seconds)) if self.seconds else 1.0


class TurnReading(Protocol):
    """The turn as a helper that only shows it reads it (the painter, the held slots): no command."""

    @property
    def port(self) -> TablePort: ...

    @property
    def hold(self) -> Hold | None: ...

    @property
    def holding(self) -> bool: ...

    @property
    def waiting_pass(self) -> int | None: ...

    @property
    def status(self) -> str: ...

    @property
    def refreshes(self) -> int: ...

    @property
    def moving(self) -> bool: ...


class HoldEnding(TurnReading, Protocol):
    """The turn as a helper that may put the shown hold away uses it (the input, the held slots, a lesson's
    Next): reading, and that one command."""

    def end_hold(self) -> bool: ...


class TurnState:
    def __init__(self, port: TablePort) -> None:
        self._port = port
        self._status = ""  # what the flow said last ("" before its first update: no guess on the first frame)
        self._pass_up = False  # the pass screen is pushed and waits for the next person
        self._handed_off = False  # the result screen was opened on the finished game
        self._refreshes = 0  # refreshes so far: a frame drawn since the last one can be shown again as it was
        self._moving = False  # something animates: every frame is drawn afresh
        self._holds: deque[Hold] = deque()  # what the table keeps in view before play goes on, first first
        self._over_shown = False  # the final position was kept in view before the result
        self._waiting_pass: int | None = None  # the seat whose pass screen the table waits for

    # -- reading ------------------------------------------------------------------------------------------
    @property
    def port(self) -> TablePort:
        """The seat port the table reads now (the viewer's, rebound when the person at the screen changes)."""
        return self._port

    @property
    def status(self) -> str:
        return self._status

    @property
    def hold(self) -> Hold | None:
        """The hold shown now (the first queued), None when the table holds nothing."""
        return self._holds[0] if self._holds else None

    @property
    def holding(self) -> bool:
        return bool(self._holds)

    @property
    def holds(self) -> tuple[Hold, ...]:
        """Every hold queued, the one shown first (a test reads what one press left of them)."""
        return tuple(self._holds)

    @property
    def over_shown(self) -> bool:
        """The final position was kept in view before the result (once a game)."""
        return self._over_shown

    @property
    def waiting_pass(self) -> int | None:
        """The seat whose pass screen the table waits for (None: no pass screen between the turns now)."""
        return self._waiting_pass

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

    def queue(self, holds: Sequence[Hold], actions: int) -> None:
        """Holds to show after those queued; each not yet stamped is stamped with the game's `actions` so far
        (a table display lets one go once the game has moved past it). A final one means the final position
        is shown."""
        for h in holds:
            h.at = actions if h.at < 0 else h.at
        self._holds.extend(holds)
        if any(h.final for h in holds):
            self._over_shown = True

    def hold_final(self, hold: Hold, actions: int) -> None:
        """The final position kept in view before the result (once), until `hold` is clicked away."""
        self._over_shown = True
        self.queue([hold], actions)

    def end_hold(self) -> bool:
        """The hold shown ended (clicked away, or its time ran out); False when none was shown."""
        if self._holds:
            self._holds.popleft()
            return True
        return False

    def wait_pass(self, seat: int) -> None:
        """The flow waits for `seat`'s pass screen before anything private of theirs is shown."""
        self._waiting_pass = seat

    def restarted(self) -> None:
        """The game began again (the same seats): nothing held, no pass screen awaited, no final shown."""
        self._holds.clear()
        self._waiting_pass = None
        self._over_shown = False

    def show_pass(self) -> bool:
        """The flow waits for the pass screen: True when it is to be pushed now (it is not up yet)."""
        if self._pass_up:
            return False
        self._pass_up = True
        return True

    def revealed(self) -> None:
        """The pass screen was answered: the table waits for it no more, and the next one may go up."""
        self._waiting_pass = None
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
