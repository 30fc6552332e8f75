"""The host's server: one asyncio websockets server carrying one `HostGame` to its joined computers.

Each connection first says hello with the join code (and, coming back, its
seat token) within a few seconds, or is closed; then it may act and ask for
its own seat only. A malformed, oversized, unknown or out-of-turn message is
answered with a refusal and a line in the host's log, and the game goes on.
After every change each connected seat is sent its own projection. The
host's own computers think in a worker thread so the server keeps answering;
a private minute that runs out is answered by the host. The server listens
only on the address it is given (127.0.0.1 unless the setting says the home
network) and only while the game is open.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from woods_desktop.core.errors import IllegalAction
from woods_desktop.net.game import JUDGE_WAIT_S, LOG, HostGame
from woods_desktop.net.phone import page_language, page_response
from woods_desktop.net.protocol import MAX_CLIENT_FRAME, Act, Ask, Hello, ProtocolError, Start, dumps, parse_client
from woods_desktop.net.replies import id_of, plain, worded

HELLO_TIMEOUT_S = 5.0
MAX_CONNECTIONS = 32
TOO_LARGE = 1009  # the websocket close code for a frame over the size limit
OVER_GRACE_S = 3.0  # how long the joined computers get to read the last view before the host closes
# a computer that stops answering (its network gone, no goodbye from its kernel) is seen as gone this soon:
# a ping every PING_S, and no pong within PING_TIMEOUT_S closes its connection (a killed process is seen at once)
PING_S, PING_TIMEOUT_S = 3.0, 5.0
SAVED = "saved"  # why the host's game stops when its people chose Save and quit (the joined screens say so)


@dataclass(eq=False)
class Connection:
    ws: ServerConnection
    seat: int
    address: str
    sent_events: list[Any] | None = None
    sent_version: int = -1
    lang: str | None = None  # a phone's page: the language its refusals are worded in on the host (None: a computer)


@dataclass
class Host:
    """Serves `game` on `address:port` (port 0: any free port, read back from `port`)."""

    game: HostGame
    address: str = "127.0.0.1"
    port: int = 0
    absent_after_s: float | None = None  # hand an absent seat to a computer after this long
    absent_level: str = "normal"
    hello_timeout_s: float = HELLO_TIMEOUT_S
    connections: dict[int, Connection] = field(default_factory=dict)
    open_sockets: int = 0
    _server: Server | None = None
    _wake: asyncio.Event = field(default_factory=asyncio.Event)
    _over: asyncio.Event = field(default_factory=asyncio.Event)
    _driver: asyncio.Task[None] | None = None
    _away_since: dict[int, float] = field(default_factory=dict)
    broadcasts: int = 0  # times every seat was sent its new view (bench reads it)
    lang: str = "en"  # the host's language: a phone page's words when the page's own is neither EN nor RU

    async def start(self) -> int:
        self._server = await serve(
            self._serve,
            self.address,
            self.port,
            max_size=MAX_CLIENT_FRAME,
            open_timeout=self.hello_timeout_s,
            ping_interval=PING_S,
            ping_timeout=PING_TIMEOUT_S,
            close_timeout=2.0,
            logger=LOG.getChild("websockets"),
            process_request=self._page,  # a phone's browser GETs its page on this same port
        )
        sockets = list(self._server.sockets)
        self.port = int(sockets[0].getsockname()[1])
        self.game.listen_port = self.port
        if not self.game.over:
            self.game.save()  # a game under way notes where it listens now (a restarted host listens there again)
        now = time.monotonic()
        self._away_since = {s: now for s in self.game.remote_seats()}
        self._driver = asyncio.create_task(self._drive())
        if self.game.state is not None:
            self._wake.set()
        return self.port

    async def close(self) -> None:
        """Stop serving. A game still going on tells every joined computer why first (its people chose Save
        and quit: the game goes on when it is resumed), so their screens say that rather than a lost host."""
        if self.game.state is not None and not self.game.over:
            for conn in list(self.connections.values()):
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(conn.ws.send(dumps({"type": "closing", "reason": SAVED})), 1.0)
        if self._driver is not None:
            self._driver.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._driver
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 5.0)

    async def run_until_over(self, timeout_s: float) -> bool:
        """Serve until the game is over (True) or `timeout_s` passes (False); then close."""
        try:
            await asyncio.wait_for(self._over.wait(), timeout_s)
        except asyncio.TimeoutError:
            return False
        deadline = time.monotonic() + OVER_GRACE_S
        while self.connections and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return True

    def _page(self, connection: ServerConnection, request: Request) -> Response | None:
        return page_response(request, self.game.definition.id, self.lang)

    # -- one joined computer -------------------------------------------------------------
    async def _serve(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        if self.open_sockets >= MAX_CONNECTIONS:
            self.game.note(f"{address}: refused, {MAX_CONNECTIONS} connections already open")
            await ws.close(1013, "busy")
            return
        self.open_sockets += 1
        try:
            conn = await self._greet(ws, address)
            if conn is not None:
                await self._listen(conn)
        except ConnectionClosed as exc:
            self._note_closed(address, exc)
        finally:
            self.open_sockets -= 1

    async def _greet(self, ws: ServerConnection, address: str) -> Connection | None:
        try:
            first = await asyncio.wait_for(ws.recv(), self.hello_timeout_s)
        except asyncio.TimeoutError:
            self.game.note(f"{address}: no hello within {self.hello_timeout_s:g} s, closed")
            await ws.close(1008, "no hello")
            return None
        lang: str | None = None
        try:
            hello = parse_client(first, self.game.definition.action_types)
            if not isinstance(hello, Hello):
                raise ProtocolError("net.err.malformed", "the first message must be a hello")
            lang = page_language(hello.lang, self.lang) if hello.phone else None
            away = dict(self.game.stand_ins)  # a computer playing a seat while its person's computer was gone
            seat, token = self.game.claim(hello, address)
        except ProtocolError as exc:
            self.game.note(f"{address}: {exc.detail}")
            await ws.send(dumps(worded({"type": "error", "key": exc.key, "params": exc.params}, lang)))
            await ws.close(1008, exc.key)
            return None
        await ws.send(dumps(self.game.welcome(seat, token)))  # a drop here: the seat waits for its token
        old = self.connections.get(seat)
        conn = Connection(ws, seat, address, lang=lang)
        self.connections[seat] = conn
        self.game.connected.add(seat)
        self._away_since.pop(seat, None)
        self.game.note(f"{address}: seat {seat} ({self.game.names[seat]}) joined")
        if seat in away and seat not in self.game.stand_ins:
            name = self.game.names[seat]
            self.game.note(f"seat {seat}: {name}'s computer came back: the {away[seat]} computer gives the seat back")
        if old is not None:  # the same seat from a new connection: the old one is a dead computer's
            with contextlib.suppress(Exception):
                await old.ws.close(1000, "replaced")
        if self.game.state is None and self.game.ready():
            self.game.start()
            self.game.note("every seat is taken: the game begins")
        await self._broadcast()
        self._wake.set()
        return conn

    async def _listen(self, conn: Connection) -> None:
        try:
            async for text in conn.ws:
                await self._handle(conn, text)
        finally:
            if self.connections.get(conn.seat) is conn:
                del self.connections[conn.seat]
                self.game.connected.discard(conn.seat)
                self._away_since[conn.seat] = time.monotonic()
                name = self.game.names[conn.seat]
                self.game.note(f"{conn.address}: seat {conn.seat} left ({name}'s computer): the seat waits for it")
                if self.game.state is None:  # left before the game began: the seat is free for anyone
                    self.game.release(conn.seat)
                if not self._over.is_set():
                    await self._broadcast()
                self._wake.set()  # the last person gone from the table: the host answers its cards

    async def _handle(self, conn: Connection, text: Any) -> None:
        game = self.game
        try:
            message = parse_client(text, game.definition.action_types)
            if isinstance(message, Hello):
                raise ProtocolError("net.err.malformed", "a second hello")
        except ProtocolError as exc:
            game.note(f"seat {conn.seat}: refused: {exc.detail}")
            reply = {"type": "result", "id": id_of(text), "refusal": {"key": exc.key, "params": exc.params}}
            await conn.ws.send(dumps(worded(reply, conn.lang)))
            return
        if isinstance(message, Start):
            if game.start_minute(conn.seat):
                await self.changed()  # every screen sees the minute run; the host times it out
            return
        if game.needs_dictionary(conn.seat, message.action):  # loading: wait for it off the server's loop
            await asyncio.to_thread(game.dictionary.wait, JUDGE_WAIT_S)
        if isinstance(message, Ask):
            answer = game.refusal(conn.seat, game.minute.stamped(message.action))
            reply = {"type": "answer", "id": message.id, "refusal": plain(answer)}
            await conn.ws.send(dumps(worded(reply, conn.lang)))
            return
        assert isinstance(message, Act)
        if game.state is None or game.over:
            refusal: IllegalAction | None = IllegalAction(
                "net.err.not_started" if game.state is None else "net.err.over"
            )
        elif game.host_plays(conn.seat):
            refusal = IllegalAction("net.err.computer_plays")
        else:
            refusal = game.submit(conn.seat, message.action)
        if refusal is not None:
            game.note(f"seat {conn.seat}: refused {message.action!r}: {refusal.key}")
        reply = {"type": "result", "id": message.id, "refusal": plain(refusal)}
        await conn.ws.send(dumps(worded(reply, conn.lang)))
        if refusal is None:
            await self.changed()

    def _note_closed(self, address: str, exc: ConnectionClosed) -> None:
        sent = exc.sent.code if exc.sent is not None else None
        if sent == TOO_LARGE:
            self.game.note(f"{address}: a frame over {MAX_CLIENT_FRAME} bytes, connection closed")

    # -- the game going on --------------------------------------------------------------
    async def changed(self) -> None:
        await self._broadcast()
        if self.game.over:
            self._over.set()
        self._wake.set()

    async def _broadcast(self) -> None:
        game = self.game
        for conn in list(self.connections.values()):
            if game.state is None:
                message = game.lobby()
            else:
                message, conn.sent_events = game.snapshot(conn.seat, conn.sent_events)
                conn.sent_version = len(game.actions)
            with contextlib.suppress(ConnectionClosed):
                await conn.ws.send(dumps(message))
        self.broadcasts += 1

    async def _drive(self) -> None:
        """Plays the host's seats, answers a run-out minute and hands absent seats over, waiting otherwise."""
        while True:
            timeout = self._next_deadline()
            self._wake.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
            await self._host_turns()

    def _next_deadline(self) -> float | None:
        game = self.game
        waits = []
        expires = game.minute.expires_in()
        if expires is not None and not game.host_plays(game.to_move()):
            waits.append(expires)
        seat = game.to_move()
        if self.absent_after_s is not None and seat in self._away_since and seat not in game.stand_ins:
            waits.append(max(0.0, self._away_since[seat] + self.absent_after_s - time.monotonic()))
        return min(waits) + 0.01 if waits else None

    async def _host_turns(self) -> None:
        game = self.game
        while game.state is not None and not game.over:
            seat = game.to_move()
            if (
                self.absent_after_s is not None
                and seat in self._away_since
                and seat not in game.stand_ins
                and time.monotonic() - self._away_since[seat] >= self.absent_after_s
            ):
                game.hand_over(seat, self.absent_level)
            version = len(game.actions)
            if game.host_plays(seat):
                choice = await asyncio.to_thread(game.host_choice)
                # while it thought, a person may have come back to the seat, or the game moved on
                if choice is None or len(game.actions) != version or not game.host_plays(choice[0]):
                    return
            else:
                choice = game.time_up()
            if choice is None or game.to_move() != choice[0]:
                return
            refusal = game.submit(choice[0], choice[1], stamp=False)
            if refusal is not None:
                game.note(f"seat {choice[0]}: the host's own move {choice[1]!r} was refused: {refusal.key}")
                return
            await self._broadcast()
            if game.over:
                self._over.set()

    # -- the people's decisions at the host ------------------------------------------------
    async def hand_over(self, seat: int, level: str) -> None:
        self.game.hand_over(seat, level)
        await self.changed()

    async def take_back(self, seat: int) -> None:
        self.game.take_back(seat)
        await self.changed()

    async def seat_to_computer(self, seat: int, level: str) -> None:
        """A waiting seat to the host's computer before the game; the game begins once nobody is awaited."""
        game = self.game
        game.seat_to_computer(seat, level)
        self._away_since.pop(seat, None)
        if game.state is None and game.ready():
            game.start()
            game.note("every seat is taken: the game begins")
        await self.changed()
