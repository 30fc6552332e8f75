"""What the table kit reads of the game it shows: one typed protocol over the three kinds of session.

A table is opened on a game played at this computer (`app.session.GameSession`), a guided first game
(`app.guided.GuidedSession`) or a network game (`net.table_session.NetSession`, hosted or joined). The
kit's flow and scene read each of them the same way, through `TableSession`: whose turn, the seats'
controllers, the computers that think here, acting for a computer or the engine, undo, and the seat
ports the flow reads.

What only some sessions have is a typed optional part, None when the session has none, never found by
`getattr`:

- `network`: a game played over the home network (`NetworkPart`): read as one moment each frame
  (`sync`), who is missing (`presence`), the seat ports a network table shows, the connection closed
  when the table is left, the outcome as the host says it;
- `lesson`: a guided first game's steps (`LessonPart`);
- `local`: the game kept on this computer (`GameSession`): saved, restarted and finished into the
  statistics here.

How a table acts is its seat port's `submit` (`table.port.TablePort`); the session's own `apply` is the
flow's, for a computer or the engine, and what a port's `submit` ends in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping, Protocol, Sequence, Sized

from woods_desktop.core.bot import Bot
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition
from woods_desktop.core.guide import Guide, GuideRun, GuideStep

if TYPE_CHECKING:
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.app.session import GameSession
    from woods_desktop.net.moment import Presence
    from woods_desktop.net.table_session import NetSession
    from woods_desktop.table.port import TablePort


class FlowSeat(Protocol):
    """A seat as the flow reads it: who plays it (`core.controllers`), and how it is shown."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def colour(self) -> int: ...

    @property
    def controller(self) -> str: ...


class EnginePort(Protocol):
    """One seat's answers as the flow reads them (`core.port.SeatPort`, or a network game's moment)."""

    def view(self) -> object: ...

    def legal_actions(self) -> list[object]: ...

    def refusal(self, action: object) -> IllegalAction | None: ...

    def events(self) -> list[dict[str, object]]: ...

    def is_over(self) -> bool: ...


class NetworkPart(Protocol):
    """A network game's own part (`NetSession`): the host's game read as one moment, who is missing, the
    connection, the seat ports a network table shows (a seat not played here: public facts only)."""

    @property
    def joined(self) -> bool:
        """This computer joined another's game (it neither restarts nor saves it)."""
        ...

    @property
    def again(self) -> Callable[[], None] | None: ...

    def sync(self) -> None: ...

    def presence(self) -> "Presence": ...

    def hand_over(self, seat: int) -> None: ...

    def close(self) -> None: ...

    def table_port(self, seat: int | None) -> "TablePort": ...

    def outcome(self) -> dict[str, object]: ...


class LessonPart(Protocol):
    """A guided first game's part (`GuidedSession`): where the lesson stands, and its Next."""

    @property
    def unread(self) -> int | None:
        """A played step that waits for its Next (None: none waits)."""
        ...

    @property
    def finished(self) -> bool: ...

    @property
    def script(self) -> Guide: ...

    @property
    def definition(self) -> GameDefinition: ...

    def step(self) -> GuideStep | None: ...

    def step_number(self) -> int: ...

    def run(self) -> GuideRun: ...

    def go_on(self) -> bool: ...


class TableSession(Protocol):
    """What every session offers the table kit (see the module's docstring)."""

    @property
    def definition(self) -> GameDefinition: ...

    @property
    def bots(self) -> Mapping[int, Bot]:
        """The computers that think at this computer, by seat (none for a network game)."""
        ...

    @property
    def seats(self) -> Sequence[FlowSeat]: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def actions(self) -> Sized:
        """The actions played so far (counted: a change in their number is a move made)."""
        ...

    def person_of(self, seat: int | None) -> int | None: ...

    def port(self, seat: int | None) -> EnginePort: ...

    def apply(self, action: object) -> IllegalAction | None:
        """Play `action` for the seat to move; the refusal, or None once played."""
        ...

    def can_undo(self) -> bool: ...

    def undo(self) -> bool: ...

    @property
    def network(self) -> NetworkPart | None: ...

    @property
    def lesson(self) -> LessonPart | None: ...

    @property
    def local(self) -> "GameSession | None": ...


if TYPE_CHECKING:  # the three kinds of session are all table sessions (mypy checks it here)

    def _kinds(local: "GameSession", guided: "GuidedSession", net: "NetSession") -> list[TableSession]:
        return [local, guided, net]
