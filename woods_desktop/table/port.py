"""What a table reads: one seat's port, rebound when the person at the screen changes.

A table never holds the session or the full state. It reads the seat whose
eyes it shows through a `TablePort`: that seat's view, legal actions,
refusals and events, plus what every player at a real table knows (who sits
where, their names, colours and whether a person or a computer plays them).
The same table therefore serves hot-seat play (`LocalTablePort` over a
`GameSession`), a guided game, and a screen joined over the home network
(a port whose answers come from the host).

A table acts through its port too: `submit` plays an action for the seat to
move, as a joined computer's or a phone's seat sends its `act` to the host.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol, runtime_checkable

from woods_desktop.core.controllers import PERSON
from woods_desktop.core.errors import IllegalAction

if TYPE_CHECKING:
    from woods_desktop.app.session import GameSession
    from woods_desktop.table.session import TableSession


@dataclass(frozen=True)
class SeatInfo:
    """A seat as everyone at the table sees it."""

    name: str
    colour: int
    kind: str  # "human", "easy", "normal", "hard", "random", "robot", "table"
    controller: str  # core.controllers: person, computer, engine, table
    person: int | None  # which person plays it (None for computers)

    @property
    def human(self) -> bool:
        return self.controller == PERSON


class TablePort(Protocol):
    """One seat's answers; `seat` None is a spectator (nobody's private view)."""

    @property
    def seat(self) -> int | None: ...

    def seats(self) -> tuple[SeatInfo, ...]: ...

    def config(self) -> dict[str, object]: ...

    def view(self) -> object: ...

    def legal_actions(self) -> list[object]: ...

    def refusal(self, action: object) -> IllegalAction | None: ...

    def events(self) -> list[dict[str, Any]]: ...

    def to_move(self) -> int | None: ...

    def is_over(self) -> bool: ...

    def version(self) -> tuple[object, ...]:
        """Changes whenever the game changes (an action played or taken back, a restart)."""
        ...

    def notes(self) -> dict[str, object]:
        """What the table keeps beside the game's actions (a minute under way); saved with the game."""
        ...

    def save_notes(self) -> None: ...

    def rebound(self, seat: int | None) -> "TablePort":
        """The same game's port for another seat (itself when it is that seat's)."""
        ...

    def submit(self, action: object) -> IllegalAction | None:
        """The table's action, played for the seat to move (a person's, or the table's seat the people answer
        together); the refusal, with nothing changed, or None once played."""
        ...


@runtime_checkable
class HostMinutePort(Protocol):
    """A network seat's port: the computer that hosts the game runs the minute on its own clock."""

    def host_minute(self) -> tuple[int, int] | None:
        """(ms left, length in ms) of the minute running for this seat, None while none runs."""
        ...

    def start_minute(self) -> None: ...


class LocalTablePort:
    """A seat of a game played on this computer."""

    __slots__ = ("_session", "_seat")

    def __init__(self, session: "GameSession", seat: int | None) -> None:
        self._session = session
        self._seat = seat

    @property
    def seat(self) -> int | None:
        return self._seat

    def rebound(self, seat: int | None) -> "LocalTablePort":
        return self if seat == self._seat else LocalTablePort(self._session, seat)

    def seats(self) -> tuple[SeatInfo, ...]:
        s = self._session
        return tuple(
            SeatInfo(seat.name, seat.colour, seat.kind, str(seat.controller), s.person_of(i))
            for i, seat in enumerate(s.seats)
        )

    def config(self) -> dict[str, object]:
        return dict(self._session.config)

    def view(self) -> object:
        return self._session.port(self._seat).view()

    def legal_actions(self) -> list[object]:
        return list(self._session.port(self._seat).legal_actions())

    def refusal(self, action: object) -> IllegalAction | None:
        refusal: IllegalAction | None = self._session.port(self._seat).refusal(action)
        return refusal

    def events(self) -> list[dict[str, Any]]:
        return list(self._session.port(self._seat).events())

    def to_move(self) -> int | None:
        seat: int | None = self._session.to_move
        return seat

    def is_over(self) -> bool:
        return bool(self._session.port(None).is_over())

    def notes(self) -> dict[str, object]:
        return self._session.notes

    def save_notes(self) -> None:
        self._session.save()

    def submit(self, action: object) -> IllegalAction | None:
        return self._session.apply(action)

    def version(self) -> tuple[object, ...]:
        actions = self._session.actions
        return (len(actions), id(actions), actions[-1] if actions else None, id(self._session.state))


def port_for(session: "TableSession", seat: int | None) -> TablePort:
    """The seat's port: a network game's own kind, else a local one over the game kept here."""
    if session.network is not None:
        return session.network.table_port(seat)
    if session.local is None:
        raise TypeError("a session is played either here or over the network")
    return LocalTablePort(session.local, seat)


def shown_name(t: Callable[..., str], info: SeatInfo, here: bool) -> str:
    """A seat's name as the table shows it: a seat of a network game played on another computer says so, and
    says when that computer left (and when a computer plays the seat until it is back)."""
    if getattr(info, "remote", False) and not here:
        phone = getattr(info, "phone", False)  # a seat played on a phone's page (net/phone.py)
        if getattr(info, "stand_in", None) is not None:
            return str(t("net.computer_stands_in", name=info.name))
        if not getattr(info, "connected", True):
            return str(t("net.phone_away" if phone else "net.computer_left", name=info.name))
        return str(t("net.phone_seat" if phone else "net.another_computer", name=info.name))
    return str(info.name)
