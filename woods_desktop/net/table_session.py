"""A network game as the table reads a session: whose turn, who sits where, which seats this screen plays,
one seat's port, no computers here, no undo, no rules.

`TableFlow` and `TableScene` read a session (`table.session.TableSession`) for `to_move`, `seats` (each
seat's controller), `person_of`, `port(seat)`, `bots`, `apply` and undo, and a network game's own part
(`network`: this session itself). A network game has no session on this
computer: the one engine is the host's. `NetSession` answers those questions from seat ports
alone, for both ends of the wire:

- on the host (`hosted`), over `hosting.HostSeatPort`s: the host's own people play their seats (pass
  screens between them as at one computer); joined computers' seats and the host's computers are
  played "elsewhere" (the server's thread plays the computers), so the flow only waits for them;
  the table's seat (the Wolf's task cards) stays the table's while people sit at the game's screens,
  and its answer goes through one of this screen's own seats (the host plays it for the table);
- on a joined computer (`joined`), over its `RemoteSeatPort`: its one seat is the only person's, and
  `port(seat)` of any other seat (or a spectator's, None) is `Blind`: public facts only, never a view.

An action goes to the host through the port; the host's refusal (its key and parameters) comes back
as any refusal does. Nothing here knows a rule.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Mapping

from woods_desktop.core.controllers import ELSEWHERE, PERSON, TABLE
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition
from woods_desktop.net import rejoin
from woods_desktop.net.moment import FlowSeat, Gone, Moment, Presence

ANSWER_SHOWN_S = 1.0  # after the host accepts a joined computer's move, wait at most this long for its new view
RESEAT_S = 1.0  # the seats (who is connected) are read again this often even when nobody moves
STAND_IN = "normal"  # the computer level a gone computer's seat is handed to from the table
HOST_GONE = "net.err.host_gone"  # the refusal of an action on a joined screen while the host's game is gone


class NetPort:
    """One seat's port as the table reads it (`table.port.TablePort`): its moment, and the host for acting."""

    def __init__(self, session: "NetSession", inner: Any, seat: int | None) -> None:
        self._session = session
        self._inner = inner  # the host's or the remote port (acting, asking, the minute)
        self._seat = seat

    def _moment(self) -> Moment:
        return self._session.moment(self._seat)

    @property
    def seat(self) -> int | None:
        return self._seat

    def rebound(self, seat: int | None) -> "NetPort":
        return self if seat == self.seat else self._session.table_port(seat)

    def seats(self) -> tuple[Any, ...]:
        return self._moment().seats

    def config(self) -> dict[str, Any]:
        return dict(self._moment().config)

    def view(self) -> Any:
        return self._moment().view

    def legal_actions(self) -> list[Any]:
        return list(self._moment().legal)

    def refusal(self, action: Any) -> IllegalAction | None:
        refusal: IllegalAction | None = self._inner.refusal(action)
        return refusal

    def events(self) -> list[dict[str, Any]]:
        return [dict(e) for e in self._moment().events]

    def to_move(self) -> int | None:
        return self._moment().to_move

    def is_over(self) -> bool:
        return self._moment().over

    def version(self) -> tuple[Any, ...]:
        return self._moment().version

    def notes(self) -> dict[str, Any]:
        return {}  # the host keeps the game; a network table keeps nothing beside it

    def save_notes(self) -> None:
        pass

    def submit(self, action: Any) -> IllegalAction | None:
        """The table's action, sent to the host for the seat to move (`NetSession.apply`)."""
        return self._session.apply(action)

    def minute_left_ms(self) -> int | None:
        left: int | None = self._inner.minute_left_ms()
        return left

    def start_minute(self) -> None:
        """A minute the host keeps waiting for this screen's writer starts now (a joined screen's never waits)."""
        start = getattr(self._inner, "start_minute", None)
        if start is not None:
            start()

    def host_minute(self) -> tuple[int, int] | None:
        """The minute the host's clock runs now, (ms left, length): a network table's Voice minute follows it."""
        found: tuple[int, int] | None = self._inner.host_minute()
        return found

    def outcome(self) -> dict[str, Any] | None:
        """How the game ended, as the host says (public once it is over; None before)."""
        found = self._moment().outcome
        return dict(found) if found is not None else None


class Blind(NetPort):
    """A seat this screen does not play: the public moment only (who sits where, whose turn, the end, and
    on the host the spectator's view); never that seat's view, legal actions or log (on a joined computer
    the host never sent them)."""

    def _moment(self) -> Moment:
        return self._session.moment(None)

    def refusal(self, action: Any) -> IllegalAction | None:
        return IllegalAction("game.err.spectator")

    def submit(self, action: Any) -> IllegalAction | None:
        return IllegalAction("game.err.spectator")


class NetSession:
    """A network game seen from this computer; `here` maps each seat played at this screen to its person."""

    bots: Mapping[int, Any] = {}  # the host plays its computers on its server's thread, none think here

    def __init__(
        self,
        definition: GameDefinition,
        inner_of: Callable[[int | None], Any],
        here: Mapping[int, int],
        close: Callable[[], None],
        joined: bool,
    ) -> None:
        self.definition = definition
        self._inner_of = inner_of  # the host's or the remote port of a seat
        self.here = dict(here)
        self._close = close
        self.joined = joined  # a joined computer: other seats are blind, a move comes back as a new view
        self.seat_kept: Any = None  # a joined computer's `rejoin.JoinedSeat`, for the next game
        self.hosting: Any = None  # the host's `Hosting` (its people hand a gone seat to a computer); None: joined
        self.again: Callable[[], None] | None = None  # "Play again" on the result, set by the scene that opened it
        self._moments: dict[int | None, Moment] = {}
        self._taken = 0.0
        self._seats: tuple[tuple[Any, ...], tuple[FlowSeat, ...]] | None = None
        self.closed = False
        self.sync()
        self._public = self._port_of(None)

    # -- the table's optional parts (`table.session.TableSession`): a network game, no lesson, nothing kept here --
    @property
    def network(self) -> "NetSession":
        return self

    @property
    def lesson(self) -> None:
        return None

    @property
    def local(self) -> None:
        return None

    # -- the two ends of the wire ----------------------------------------------------------------
    @classmethod
    def hosted(cls, hosting: Any, here: Mapping[int, int]) -> "NetSession":
        """The host's own table: its people's seats (`here`, seat -> person) over the server's ports."""
        session = cls(hosting.game.definition, hosting.port_for, here, hosting.close, joined=False)
        session.hosting = hosting
        return session

    @classmethod
    def joined_to(cls, remote: Any) -> "NetSession":
        """A joined computer's table: its one seat, read from the host's messages."""
        from woods_desktop.games import definition

        own = remote.seat

        def close() -> None:
            remote.close()
            if remote.is_over():  # no seat to come back to in this game; the same in the host's next one
                rejoin.finished()

        session = cls(definition(remote.seen.game), lambda seat: remote, {own: own}, close, joined=True)
        session.seat_kept = rejoin.last()
        return session

    def _port_of(self, seat: int | None) -> NetPort:
        if seat is not None and seat not in self.here:
            return Blind(self, self._inner_of(None), seat)
        return NetPort(self, self._inner_of(seat), seat)

    # -- one moment of the host's game -------------------------------------------------------------
    def sync(self) -> None:
        """Read the game as it is now, for the public and for every seat played here, as one moment (the
        table calls it each frame before it looks for moves made elsewhere). Unchanged games are not read
        again, but for the seats' connections, which change with no move (once a second)."""
        inner = self._inner_of(None)
        now = time.monotonic()
        public = self._moments.get(None)
        if public is not None and public.version == tuple(inner.version()) and now - self._taken < RESEAT_S:
            return
        self._moments = dict(inner.moments([None, *sorted(self.here)]))
        self._taken = now

    def moment(self, seat: int | None) -> Moment:
        return self._moments[seat if seat in self._moments else None]

    def close(self) -> None:
        """The server stops listening (host) or the connection ends (joined); once."""
        if not self.closed:
            self.closed = True
            self._close()

    # -- what the flow reads ------------------------------------------------------------------------
    def port(self, seat: int | None) -> NetPort:
        return self._public if seat is None else self._port_of(seat)

    def table_port(self, seat: int | None) -> NetPort:
        """The port the table shows: a seat this screen plays, else a spectator's (never another's view)."""
        return self.port(seat)

    @property
    def config(self) -> dict[str, Any]:
        return self._public.config()

    @property
    def seats(self) -> tuple[FlowSeat, ...]:
        shown = self._public.seats()
        if self._seats is None or self._seats[0] != shown:
            flow = tuple(
                FlowSeat(
                    s.name,
                    s.kind,
                    s.colour,
                    PERSON if i in self.here else TABLE if s.controller == TABLE else ELSEWHERE,
                    self.here.get(i),
                )
                for i, s in enumerate(shown)
            )
            self._seats = (shown, flow)
        return self._seats[1]

    def person_of(self, seat: int | None) -> int | None:
        return None if seat is None else self.here.get(seat)

    @property
    def to_move(self) -> int | None:
        return self._public.to_move()

    @property
    def actions(self) -> range:
        """As many as the host has played (the table counts them to notice a move made elsewhere)."""
        return range(max(0, int(self._public.version()[0])))

    def apply(self, action: Any) -> IllegalAction | None:
        """The person's action, sent for the seat to move; the host's refusal, or None once played."""
        seat = self.to_move
        table = seat is not None and seat < len(self.seats) and self.seats[seat].controller == TABLE
        if table and self.here:
            seat = min(self.here)  # the people answer the table's card together: the host plays it for the table
        elif seat not in self.here:
            return IllegalAction("game.err.not_your_turn")
        if self.presence().host is not None:  # nothing reaches a host that is gone: said, not tried
            return IllegalAction(HOST_GONE)
        before = self.moment(None).version[0]
        refusal: IllegalAction | None = self._inner_of(seat).submit(action)
        if refusal is None and self.joined:
            until = time.monotonic() + ANSWER_SHOWN_S
            while self._inner_of(None).version()[0] == before and time.monotonic() < until:
                time.sleep(0.002)
        self.sync()
        return refusal

    def outcome(self) -> dict[str, Any]:
        """How the game ended, as the host says (public once it is over)."""
        found = self._public.outcome()
        if found is None:
            raise LookupError("the game is not over")
        return found

    def trouble(self) -> str | None:
        """The message key of what keeps this table from the host now (None: nothing): a joined computer
        whose connection dropped is trying to come back by itself."""
        if self.joined and not self.moment(None).over and not self._inner_of(None).connected:
            return "net.err.dropped"
        return None

    def presence(self) -> Presence:
        """Who is missing now: read from the last moment (the seats' connections, re-read every RESEAT_S)
        and, on a joined computer, from its connection to the host."""
        moment = self.moment(None)
        if moment.over or self.closed:
            return Presence()
        if self.joined:
            gone_host = getattr(self._inner_of(None), "host_gone", lambda: None)()
            if gone_host is not None:  # the other seats' connections are the host's to know: not said
                return Presence(host=gone_host[0], attempts=gone_host[1])
        gone = tuple(
            Gone(i, str(s.name), s.stand_in, getattr(s, "phone", False))
            for i, s in enumerate(moment.seats)
            if getattr(s, "remote", False) and not getattr(s, "connected", True) and i not in self.here
        )
        return Presence(gone, can_give=self.hosting is not None)

    def hand_over(self, seat: int, level: str = STAND_IN) -> None:
        """The host's people give a gone computer's seat to a computer player until that computer comes back
        (its coming back gives the seat back to its person by itself)."""
        if self.hosting is None:
            raise ValueError("only the host's table hands a seat over")
        self.hosting.hand_over(seat, level)
        self._taken = 0.0  # the seats are read again at the next frame: the card says who plays now
        self.sync()

    # -- what a network table does not do -------------------------------------------------------------
    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def save(self) -> None:
        """The host saves its game after every action (`net.autosave`); nothing is kept here."""
