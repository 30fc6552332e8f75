"""The seat port a joined table reads: `table.port.TablePort`'s answers, from what the host sends.

The table calls it from the window's thread and must never wait on the
network to draw, so a `JoinClient` runs in a thread of its own with its own
event loop, and every read here returns the last view the host sent (the
game's own typed view and actions, rebuilt by `client.Seen`). Only `submit`
and `refusal` of an action not among the legal ones ask the host and wait for
its answer (a few milliseconds on a home network, `ANSWER_TIMEOUT_S` at most).
"""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Iterable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.net.client import ANSWER_TIMEOUT_S, JoinClient, JoinRefused, Seen
from woods_desktop.net.moment import Moment
from woods_desktop.net.seating import RemoteSeat

RECONNECT_S = 3 * 3600.0  # a window keeps trying to reach a host that stopped (its people may resume it later)


class RemoteSeatPort:
    """One seat of a game hosted on another computer (`seat` is known once the host has welcomed us)."""

    def __init__(
        self,
        url: str,
        code: str,
        name: str,
        token: str | None = None,
        timeout_s: float = 6 * 3600.0,
        reconnect_s: float = RECONNECT_S,
    ) -> None:
        self.client = JoinClient(url, code, name, token, reconnect_s)
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._failure: JoinRefused | None = None
        self._finished = False
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._run, args=(timeout_s,), name="woods-joined", daemon=True)

    # -- the connection's own thread -------------------------------------------------
    def connect(self, wait_s: float = 10.0) -> None:
        """Join (raises JoinRefused with the host's reason); the port then keeps itself current."""
        self._thread.start()
        if not self._ready.wait(wait_s):
            raise JoinRefused("net.err.unreachable", detail="no answer")
        if self._failure is not None:
            raise self._failure

    def _run(self, timeout_s: float) -> None:
        asyncio.set_event_loop(self._loop)
        self._task = self._loop.create_task(self._main(timeout_s))
        try:
            self._loop.run_until_complete(self._task)
        except asyncio.CancelledError:  # closed by this computer: no coming back
            pass
        finally:
            self._finished = True
            self._ready.set()  # a `connect` still waiting hears at once
            self._loop.close()

    async def _main(self, timeout_s: float) -> None:
        try:
            await self.client.connect()
        except JoinRefused as exc:
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            await self.client.run(time.monotonic() + timeout_s)
        except JoinRefused as exc:
            self._failure = exc
        finally:
            self._finished = True
            await self.client.close()

    def close(self) -> None:
        """Leave the game: the connection ends and is not made again (a drop, by contrast, comes back)."""
        until = time.monotonic() + 1.0
        while self._task is None and self._thread.is_alive() and time.monotonic() < until:
            time.sleep(0.005)  # the thread has only just started: its task is a moment away
        task = self._task
        until = time.monotonic() + 3.0
        # asked again until it is gone: `asyncio.wait_for` may swallow a cancel that lands as a message arrives
        while task is not None and self._thread.is_alive() and time.monotonic() < until:
            try:
                self._loop.call_soon_threadsafe(task.cancel)
            except RuntimeError:  # its loop ended a moment ago: nothing is left to stop
                return
            self._thread.join(timeout=0.1)

    def _call(self, coro: Any) -> IllegalAction | None:
        if not self._thread.is_alive():
            coro.close()
            return IllegalAction("net.err.dropped")
        future = asyncio.run_coroutine_threadsafe(coro, self._loop)
        try:
            result: IllegalAction | None = future.result(ANSWER_TIMEOUT_S + 1.0)
        except FutureTimeout:
            future.cancel()
            return IllegalAction("net.err.dropped")
        return result

    # -- TablePort -----------------------------------------------------------------------
    @property
    def seen(self) -> Seen:
        return self.client.seen

    @property
    def seat(self) -> int | None:
        return self.client.seen.seat

    @property
    def token(self) -> str | None:
        return self.client.token

    def seats(self) -> tuple[RemoteSeat, ...]:
        return self.client.seen.seats

    def config(self) -> dict[str, Any]:
        return dict(self.client.seen.config)

    def view(self) -> Any:
        return self.client.seen.view

    def legal_actions(self) -> list[Any]:
        seen = self.client.seen
        return list(seen.legal) if seen.to_move == seen.seat and not seen.over else []

    def refusal(self, action: Any) -> IllegalAction | None:
        seen = self.client.seen
        if seen.over:
            return IllegalAction("net.err.over")
        if seen.to_move != seen.seat:
            return IllegalAction("game.err.not_your_turn")
        if action in seen.legal:
            return None
        return self._call(self.client.ask(action))

    def events(self) -> list[dict[str, Any]]:
        return list(self.client.seen.events)

    def to_move(self) -> int | None:
        return self.client.seen.to_move

    def is_over(self) -> bool:
        return self.client.seen.over

    def version(self) -> tuple[Any, ...]:
        """Changes with every message of the host, and when the connection drops or comes back (acting stops)."""
        seen = self.client.seen
        return (seen.version, seen.game_id, seen.updates, self.connected)

    def moments(self, seats: Iterable[int | None]) -> dict[int | None, Moment]:
        """What each of `seats` reads, from one message of the host: this computer's seat its own view,
        legal actions and log; any other seat (None: a spectator) only what every seat is told."""
        seen = self.client.seen
        public: dict[str, Any] = {
            "version": self.version(),
            "seats": seen.seats,
            "config": dict(seen.config),
            "to_move": seen.to_move,
            "over": seen.over,
            "outcome": seen.outcome,
        }
        out: dict[int | None, Moment] = {}
        acting = self.connected  # the host gone: nothing to act on until it is back
        for seat in seats:
            if seat is not None and seat == seen.seat:
                legal = tuple(seen.legal) if seen.to_move == seen.seat and not seen.over and acting else ()
                out[seat] = Moment(**public, view=seen.view, legal=legal, events=tuple(seen.events))
            else:
                out[seat] = Moment(**public)
        return out

    # -- beyond TablePort ------------------------------------------------------------------
    def submit(self, action: Any) -> IllegalAction | None:
        """Send the seat's action; the host's refusal (its key and params), or None once played."""
        return self._call(self.client.act(action))

    def outcome(self) -> dict[str, Any] | None:
        return self.client.seen.outcome

    def minute_left_ms(self) -> int | None:
        """The host's minute, counted down on this computer's clock from the host's start time."""
        return self.client.seen.minute_left_ms()

    def start_minute(self) -> None:
        """The person here pressed "Start my minute": asked of the host, not waited for (its view follows)."""
        if self._thread.is_alive():
            asyncio.run_coroutine_threadsafe(self.client.start_minute(), self._loop)

    def host_minute(self) -> tuple[int, int] | None:
        """(ms left, its length) of the minute the host runs now, by this computer's clock; None: none runs."""
        minute, left = self.client.seen.minute, self.client.seen.minute_left_ms()
        return None if minute is None or left is None else (left, int(minute["length_ms"]))

    @property
    def connected(self) -> bool:
        return self.client._ws is not None and not self._finished

    @property
    def failure(self) -> JoinRefused | None:
        return self._failure

    def host_gone(self) -> tuple[str, int] | None:
        """Why this computer is cut off from the host's game, and how many times it has tried to reach it
        again: ("trying" | "saved" | "gave_up", attempts); None while connected (or once the game is over)."""
        client = self.client
        if self.connected or client.seen.over:
            return None
        if self._finished:
            return "gave_up", client.attempts
        return ("saved" if client.host_left == "saved" else "trying"), client.attempts
