"""What a network table reads of the host's game at one moment, and who is missing from it.

`net.table_session.NetSession` reads the host's game as one `Moment` per frame (the public facts, and for
a seat played at this screen its view, legal actions and log), names its seats as the flow reads them
(`FlowSeat`) and says who is missing (`Presence`, each gone seat a `Gone`). Plain frozen data: the
host's and the remote seat ports build moments, the table only reads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from woods_desktop.core.controllers import PERSON


@dataclass(frozen=True)
class Gone:
    """A seat whose joined computer dropped out of the game: its name, and the computer level playing it
    meanwhile (None: nobody; the game waits for it)."""

    seat: int
    name: str
    stand_in: str | None
    phone: bool = False  # the seat is played on a phone's page: the table says its phone is away


@dataclass(frozen=True)
class Presence:
    """Who is missing from the network game, as every screen says it: the seats whose computers left and,
    on a joined computer, the host's game itself ("trying" to reach it again, "saved": its people chose
    Save and quit, "gave_up": no more tries) with the tries so far. `can_give`: this screen is the host's,
    whose people may hand a gone seat to a computer."""

    gone: tuple[Gone, ...] = ()
    host: str | None = None
    attempts: int = 0
    can_give: bool = False


@dataclass(frozen=True)
class FlowSeat:
    """A seat as the table's flow reads it: played by a person at this screen, or elsewhere."""

    name: str
    kind: str
    colour: int
    controller: str
    person: int | None

    @property
    def human(self) -> bool:
        return self.controller == PERSON


@dataclass(frozen=True)
class Moment:
    """What the table reads of one seat, as of one moment of the host's game: the host's computers (or the
    wire) never change it halfway through a frame, so the log and the holds read from it agree. A seat not
    played at this screen gets the public fields only (`view` None, no legal actions, no log)."""

    version: tuple[Any, ...]
    seats: tuple[Any, ...]
    config: Mapping[str, Any]
    to_move: int | None
    over: bool
    outcome: Mapping[str, Any] | None
    view: Any = None
    legal: tuple[Any, ...] = ()
    events: tuple[Mapping[str, Any], ...] = ()
