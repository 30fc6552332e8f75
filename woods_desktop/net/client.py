"""A joined computer's side of the wire: say hello, keep the seat's latest view, act, come back after a drop.

`Seen` is what the joined computer knows, rebuilt from the host's messages
into the game's own typed objects: the view (`core.views.view_from_json` with
the game's view type), the legal actions (`GameDefinition.decode_action`),
the log, whose turn it is and the outcome. `JoinClient` keeps it current; when
the connection drops before the end it reconnects with its seat token, within
a bounded time, and the host sends the same view again.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from woods_desktop.core.errors import IllegalAction
from woods_desktop.net.protocol import MAX_HOST_FRAME, ProtocolError, dumps, parse_host
from woods_desktop.net.seating import RemoteSeat
from woods_desktop.net.typed import from_json

ANSWER_TIMEOUT_S = 5.0


class JoinRefused(Exception):
    """The host turned this computer away (wrong code, waiting, full) or cannot be reached."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass
class Seen:
    """The seat's game as the host last sent it, in the game's own types."""

    seat: int | None = None
    game: str = ""
    game_id: str = ""
    token: str | None = None
    seats: tuple[RemoteSeat, ...] = ()
    config: dict[str, Any] = field(default_factory=dict)
    view: Any = None
    legal: list[Any] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    to_move: int | None = None
    over: bool = False
    outcome: dict[str, Any] | None = None
    version: int = -1
    started: bool = False
    minute: dict[str, Any] | None = None  # the host's minute, its start moved onto this computer's clock
    updates: int = 0

    def read(self, message: dict[str, Any], definition: Any) -> None:
        """Take in a welcome, lobby or state message (`definition`: the game's, for its types)."""
        kind = message["type"]
        if "seats" in message:
            self.seats = tuple(RemoteSeat.from_json(s) for s in message["seats"])
        if kind == "welcome":
            self.seat, self.token = int(message["seat"]), str(message["token"])
            self.game, self.game_id = str(message["game"]), str(message["game_id"])
            return
        if kind != "state":
            return
        start = int(message["events_from"])
        self.events = self.events[:start] + list(message["events"])
        self.view = from_json(definition.view_type, message["view"]) if definition.view_type else message["view"]
        self.legal = [definition.decode_action(a) for a in message["legal"]]
        self.config = dict(message.get("config") or {})
        self.to_move = message["to_move"]
        self.over = bool(message["over"])
        self.outcome = message.get("outcome")
        self.version = int(message["version"])
        self.started = True
        self.minute = _local_minute(message.get("minute"))
        self.updates += 1

    def minute_left_ms(self, now: float | None = None) -> int | None:
        """What is left of the host's minute by this computer's clock (None: no minute running)."""
        if self.minute is None:
            return None
        now = time.time() if now is None else now
        elapsed = int((now - self.minute["started_at"]) * 1000)
        return max(0, int(self.minute["length_ms"]) - elapsed)


def _local_minute(minute: Any) -> dict[str, Any] | None:
    """The host's minute with its start on this computer's clock (the two clocks may differ)."""
    if not isinstance(minute, dict):
        return None
    offset = time.time() - float(minute["host_now_ms"]) / 1000
    return {**minute, "started_at": float(minute["started_at_ms"]) / 1000 + offset}


@dataclass
class JoinClient:
    """One seat of a host's game, kept current by `run` (reconnecting with the token after a drop)."""

    url: str
    code: str
    name: str
    token: str | None = None
    reconnect_s: float = 60.0
    on_message: Callable[[dict[str, Any]], None] | None = None  # every host message as received
    on_change: Callable[["Seen"], None] | None = None  # after every state message
    seen: Seen = field(default_factory=Seen)
    definition: Any = None
    _ws: ClientConnection | None = None
    _next_id: int = 0
    _waiting: dict[int, asyncio.Future[Any]] = field(default_factory=dict)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    reconnects: int = 0
    person: bool = True  # a person plays at this screen (a computer's `join --bot` says False)
    attempts: int = 0  # tries to reach the host again since the connection dropped (0: connected, or never dropped)
    host_left: str | None = None  # why the host said its game stopped ("saved": Save and quit), until it is back
    dropped_at: float | None = None  # monotonic time the connection to the host dropped (None: it holds)

    async def connect(self) -> None:
        """Open the connection and take the seat; JoinRefused names why not."""
        try:
            # a host that stops answering without a close (its network gone) is seen as gone within 8 s
            ws = await connect(self.url, max_size=MAX_HOST_FRAME, open_timeout=5.0, ping_interval=3.0, ping_timeout=5.0)
        except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as exc:
            raise JoinRefused("net.err.unreachable", detail=str(exc)) from None
        hello: dict[str, Any] = {"type": "hello", "code": self.code, "name": self.name, "person": self.person}
        if self.token:
            hello["token"] = self.token
        try:
            await ws.send(dumps(hello))
            reply = parse_host(await asyncio.wait_for(ws.recv(), ANSWER_TIMEOUT_S))
        except (ConnectionClosed, asyncio.TimeoutError, ProtocolError) as exc:
            await ws.close()
            raise JoinRefused("net.err.unreachable", detail=str(exc)) from None
        if reply["type"] == "error":
            await ws.close()
            raise JoinRefused(str(reply.get("key")), **dict(reply.get("params") or {}))
        self._receive(reply)
        self.token = self.seen.token
        self._ws = ws
        self.attempts, self.host_left, self.dropped_at = 0, None, None

    def _receive(self, message: dict[str, Any]) -> None:
        if self.on_message is not None:
            self.on_message(message)
        kind = message["type"]
        if kind == "welcome" and self.definition is None:
            from woods_desktop.games import definition

            self.definition = definition(str(message["game"]))
        if kind == "closing":  # the host stops on purpose; its close follows, and this computer tries to come back
            reason = message.get("reason")
            self.host_left = reason if isinstance(reason, str) else "stopped"
            return
        if kind in ("result", "answer"):
            future = self._waiting.pop(message.get("id"), None)  # type: ignore[arg-type]
            if future is not None and not future.done():
                future.set_result(message.get("refusal"))
            return
        seen = copy.copy(self.seen)  # read into a copy, then swap: a window thread never sees half a view
        seen.read(message, self.definition)
        self.seen = seen
        if kind == "state":
            if self.on_change is not None:
                self.on_change(self.seen)
            self.changed.set()

    async def run(self, deadline: float) -> bool:
        """Read the host's messages until the game is over (True), reconnecting after drops, until the
        monotonic `deadline` (False). Raises JoinRefused when the host refuses the seat on coming back."""
        while time.monotonic() < deadline:
            if self._ws is None:
                if not await self._reconnect(deadline):
                    return False
            ws = self._ws
            assert ws is not None
            try:
                while True:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return False
                    text = await asyncio.wait_for(ws.recv(), left)
                    try:
                        self._receive(parse_host(text))
                    except (ProtocolError, KeyError, TypeError, ValueError):
                        continue  # a frame this computer cannot read is skipped; the next view replaces it
                    if self.seen.over:
                        await ws.close()
                        return True
            except ConnectionClosed:
                self._ws = None
                self.dropped_at = time.monotonic()
                self._fail_waiting()
                await asyncio.sleep(0.1)
            except asyncio.TimeoutError:
                return False
        return False

    async def _reconnect(self, deadline: float) -> bool:
        until = min(deadline, time.monotonic() + self.reconnect_s)
        pause = 0.2
        while time.monotonic() < until:
            try:
                await self.connect()
                self.reconnects += 1
                return True
            except JoinRefused as exc:
                if exc.key not in ("net.err.unreachable",):
                    raise
            self.attempts += 1
            await asyncio.sleep(pause)
            pause = min(2.0, pause * 1.5)
        return False

    def _fail_waiting(self) -> None:
        for future in self._waiting.values():
            if not future.done():
                future.set_result({"key": "net.err.dropped", "params": {}})
        self._waiting.clear()

    async def _request(self, kind: str, action: Any) -> IllegalAction | None:
        ws = self._ws
        if ws is None or self.definition is None:
            return IllegalAction("net.err.dropped")
        try:
            encoded = self.definition.encode_action(action)
        except (TypeError, ValueError):
            return IllegalAction("net.err.bad_action")
        self._next_id += 1
        message_id = self._next_id
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting[message_id] = future
        try:
            await ws.send(dumps({"type": kind, "id": message_id, "action": encoded}))
            refusal = await asyncio.wait_for(future, ANSWER_TIMEOUT_S)
        except (ConnectionClosed, asyncio.TimeoutError):
            self._waiting.pop(message_id, None)
            return IllegalAction("net.err.dropped")
        if refusal is None:
            return None
        return IllegalAction(str(refusal.get("key")), **dict(refusal.get("params") or {}))

    async def act(self, action: Any) -> IllegalAction | None:
        """Send the seat's action; the host's refusal, or None once it is played."""
        return await self._request("act", action)

    async def ask(self, action: Any) -> IllegalAction | None:
        """Why the host would refuse `action` now (None: it would play it)."""
        return await self._request("ask", action)

    async def start_minute(self) -> None:
        """The person here pressed "Start my minute": the host starts it (its next view says so)."""
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(dumps({"type": "start"}))

    async def close(self) -> None:
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()
            self._ws = None
