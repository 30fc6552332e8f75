"""A network game hosted from the window: the server in a thread of its own, and the host's own seats' ports.

The window's loop must never wait on sockets, and the engine must only be
touched from the server's event loop, so `Hosting` runs `Host` in a thread
with its own loop and `HostSeatPort` answers the `table.port.TablePort`
questions for a person at the host's own screen by running them on that loop
(a fraction of a millisecond each; a table reads again only when `version()`
changes). Closing the game closes the server: the host listens only while
a network game is open.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from typing import Any, Callable, Iterable, TypeVar

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.port import SeatPort
from woods_desktop.net.game import HostGame
from woods_desktop.net.host import Host
from woods_desktop.net.moment import Moment
from woods_desktop.net.seating import RemoteSeat

T = TypeVar("T")
CALL_TIMEOUT_S = 5.0


class Hosting:
    """`game` served on `address:port` from a background thread, from `start` until `close`."""

    def __init__(self, game: HostGame, address: str = "127.0.0.1", port: int = 0, advertise: bool = False) -> None:
        self.game = game
        self.host = Host(game, address, port)
        self.advertise = advertise  # announce the game by mDNS on the listening address's interfaces
        self._advert: Any = None
        self._advert_thread: threading.Thread | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="woods-host", daemon=True)

    @property
    def address(self) -> str:
        return self.host.address

    @property
    def port(self) -> int:
        return self.host.port

    def start(self) -> int:
        """Listen; returns the port (OSError when the address cannot be listened on). The advert, when
        asked for, is registered on a thread of its own (mDNS probing takes a second or two)."""
        self._thread.start()
        try:
            port: int = self.call_async(self.host.start())
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5.0)
            raise
        if self.advertise:
            from woods_desktop.net.discovery import Advert

            self._advert = Advert(self.game.definition.id, port, self.host.address, person=self.game.host_person())
            self._advert_thread = threading.Thread(target=self._start_advert, name="woods-advert", daemon=True)
            self._advert_thread.start()
        return port

    def _start_advert(self) -> None:
        try:
            self._advert.start()
        except Exception as exc:  # no mDNS here (no interface, a firewall): a typed address still joins
            self.game.note(f"the game could not be announced on the network: {type(exc).__name__}: {exc}")
            self._advert = None

    def close(self) -> None:
        if self._advert_thread is not None:
            self._advert_thread.join(10.0)
            if self._advert is not None:
                try:
                    self._advert.stop()
                except Exception as exc:  # closing the game goes on whatever mDNS says
                    self.game.note(f"the announcement could not be withdrawn: {type(exc).__name__}: {exc}")
            self._advert_thread = None
        if self._thread.is_alive():
            closing = asyncio.run_coroutine_threadsafe(self.host.close(), self._loop)
            try:
                closing.result(CALL_TIMEOUT_S + 5)
            except concurrent.futures.TimeoutError:  # a busy machine: the loop stops anyway, the port goes with it
                self.game.note(f"the server took more than {CALL_TIMEOUT_S + 5:.0f} s to say goodbye; stopped")
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5.0)

    def call(self, fn: Callable[[], T]) -> T:
        """Run `fn` on the server's loop (where the engine lives) and return its result."""

        async def run() -> T:
            return fn()

        result: T = self.call_async(run())
        return result

    def call_async(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(CALL_TIMEOUT_S)

    def port_for(self, seat: int | None) -> "HostSeatPort":
        return HostSeatPort(self, seat)

    def hand_over(self, seat: int, level: str) -> None:
        self.call_async(self.host.hand_over(seat, level))

    def take_back(self, seat: int) -> None:
        self.call_async(self.host.take_back(seat))

    def seat_to_computer(self, seat: int, level: str) -> None:
        self.call_async(self.host.seat_to_computer(seat, level))

    def lobby(self) -> tuple[bool, tuple[RemoteSeat, ...], list[int]]:
        """(the game has begun, every seat as the joined computers see it, the remote seats still awaited)."""
        game = self.game
        return self.call(lambda: (game.state is not None, tuple(game.seats()), game.waiting_for()))


class HostSeatPort:
    """A seat of the hosted game as the host's own screen reads it (a person sitting at the host)."""

    def __init__(self, hosting: Hosting, seat: int | None) -> None:
        self._hosting = hosting
        self._seat = seat

    @property
    def seat(self) -> int | None:
        return self._seat

    def rebound(self, seat: int | None) -> "HostSeatPort":
        return self if seat == self._seat else HostSeatPort(self._hosting, seat)

    def _port(self) -> SeatPort:
        return SeatPort(self._hosting.game.state, self._seat)

    def seats(self) -> tuple[RemoteSeat, ...]:
        return tuple(self._hosting.call(self._hosting.game.seats))

    def config(self) -> dict[str, Any]:
        return dict(self._hosting.game.config or {})

    def view(self) -> Any:
        return self._hosting.call(lambda: self._port().view())

    def legal_actions(self) -> list[Any]:
        return list(self._hosting.call(lambda: self._port().legal_actions()))

    def refusal(self, action: Any) -> IllegalAction | None:
        seat = self._seat
        if seat is None:
            return IllegalAction("game.err.spectator")
        game = self._hosting.game
        return self._hosting.call(lambda: game.refusal(seat, game.minute.stamped(action)))

    def events(self) -> list[dict[str, Any]]:
        return list(self._hosting.call(lambda: self._port().events()))

    def to_move(self) -> int | None:
        return self._hosting.call(self._hosting.game.to_move)

    def is_over(self) -> bool:
        return bool(self._hosting.call(lambda: self._hosting.game.over))

    def version(self) -> tuple[Any, ...]:
        """Changes with every move, and with every view the server sends out (a computer that joined or left,
        a seat handed to a computer): the table reads the seats again at once."""
        game = self._hosting.game
        return (len(game.actions), game.game_id, id(game.state), self._hosting.host.broadcasts)

    def submit(self, action: Any) -> IllegalAction | None:
        """Play the seat's action on the host (stamped with the host's `at_ms`) and send every joined
        computer its new view."""
        seat = self._seat
        if seat is None:
            return IllegalAction("game.err.spectator")
        host = self._hosting.host

        async def play() -> IllegalAction | None:
            if host.game.host_plays(seat):
                return IllegalAction("net.err.computer_plays")
            refusal = host.game.submit(seat, action)
            if refusal is None:
                await host.changed()
            return refusal

        result: IllegalAction | None = self._hosting.call_async(play())
        return result

    def moments(self, seats: Iterable[int | None]) -> dict[int | None, Moment]:
        """What each of `seats` reads now (None: the spectator), all in one turn of the server's loop."""
        game = self._hosting.game

        def read() -> dict[int | None, Moment]:
            over = game.over
            public: dict[str, Any] = {
                "version": self.version(),
                "seats": tuple(game.seats()),
                "config": dict(game.config or {}),
                "to_move": game.to_move(),
                "over": over,
                "outcome": game.state.outcome().to_dict() if over else None,
            }
            out: dict[int | None, Moment] = {}
            for seat in seats:
                port = SeatPort(game.state, seat)
                out[seat] = Moment(
                    **public, view=port.view(), legal=tuple(port.legal_actions()), events=tuple(port.events())
                )
            return out

        return self._hosting.call(read)

    def outcome(self) -> dict[str, Any] | None:
        """How the game ended (None while it goes on), as `RemoteSeatPort.outcome` says it."""
        game = self._hosting.game

        def read() -> dict[str, Any] | None:
            return game.state.outcome().to_dict() if game.over else None

        return self._hosting.call(read)

    def minute_left_ms(self) -> int | None:
        minute = self._hosting.game.minute
        left = minute.expires_in()
        return None if left is None else int(left * 1000)

    def start_minute(self) -> None:
        """The writer at this screen sees the field now: a minute waiting for them starts on the host's clock."""
        host = self._hosting.host

        async def start() -> None:
            if host.game.minute.start():
                await host.changed()  # the joined screens see it run; the host times it out

        self._hosting.call_async(start())

    def host_minute(self) -> tuple[int, int] | None:
        """(ms left, its length) of the minute the host runs now (the private one or the table's); None: none."""
        minute = self._hosting.game.minute
        if not minute.running or minute.waiting:
            return None
        return max(0, minute.length_ms - minute.at_ms()), minute.length_ms
