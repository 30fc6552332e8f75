"""The window's end of the link to the computers' process (`worker.py` is the other end).

One process, started on a thread of its own and kept warm, serves every runner: bots are sent once
(one per session and seat) and kept there; each decision sends the seat's view and legal actions.
A decision is numbered; a dropped one is skipped by the worker if it has not begun, and a worker
still thinking about one nobody wants while another waits is replaced, so a hint played past or a
game left mid-thought never makes the next decision late. A worker that dies is replaced too, and
its wanted decisions sent again (once).
"""

from __future__ import annotations

import atexit
import itertools
import pickle
import queue
import threading
import time
import weakref
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from woods_desktop.core.hint import Thinker

RETRIES = 1  # a decision whose worker died is sent again this many times
PREEMPT_S = 0.3  # a dropped decision still being thought about after this, with another waiting: the worker is replaced
STOP_S = 2.0  # how long leaving waits for the worker to stop by itself before ending it


class WorkerLost(RuntimeError):
    """The computers' process stopped while deciding, again after the retry."""


@dataclass
class _Request:
    token: int
    blob: bytes
    bot: bytes  # the bot as first sent: a new worker gets it again even when the window's copy is gone
    wanted: bool = True
    tries: int = 0


class _Process:
    """One worker process and its two pipes. Its sender thread starts the process (the spawn costs
    the window nothing) and then writes the window's messages (a write that fills the pipe while the
    worker thinks waits there, not in the window)."""

    def __init__(self) -> None:
        self.outbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self.ready = threading.Event()
        self.process: BaseProcess | None = None
        self.answers: Connection | None = None
        self.known: set[int] = set()  # the bots (tokens) this process holds
        self.dead = False
        self.thread = threading.Thread(target=self._run, daemon=True, name="woods-computer-send")
        self.thread.start()

    def _run(self) -> None:
        import multiprocessing

        from woods_desktop.table.worker import serve

        try:
            ctx = multiprocessing.get_context("spawn")
            requests_in, requests = ctx.Pipe(duplex=False)
            answers, answers_out = ctx.Pipe(duplex=False)
            process = ctx.Process(target=serve, args=(requests_in, answers_out), name="woods-computer", daemon=True)
            process.start()
            requests_in.close()  # the worker's ends: closed here, so either side sees the other go
            answers_out.close()
            self.process, self.answers = process, answers
        except Exception:
            self.dead = True
            return
        finally:
            self.ready.set()
        while True:
            data = self.outbox.get()
            try:
                requests.send_bytes(data or b"")
            except (OSError, ValueError):
                self.dead = True
            if data is None or self.dead:
                requests.close()
                return

    def send(self, message: tuple[object, ...]) -> None:
        self.outbox.put(pickle.dumps(message))

    def alive(self) -> bool:
        return not self.dead and (self.process is None or self.process.is_alive())

    def stop(self, timeout: float = STOP_S) -> None:
        """Ask the worker to stop; end it when it does not within `timeout` (never a zombie, never a hang)."""
        self.outbox.put(None)
        self.ready.wait(timeout)
        self.thread.join(timeout)
        process = self.process
        if process is not None:
            process.join(timeout)
            if process.is_alive():
                process.terminate()
                process.join(timeout)
            if process.is_alive():
                process.kill()
                process.join(timeout)
        if self.answers is not None:
            self.answers.close()
        self.dead = True


class SharedWorker:
    """The one worker every runner shares: bots sent once, requests and their answers."""

    def __init__(self, count_cpu: Callable[[float], None]) -> None:
        self.count_cpu = count_cpu  # the CPU seconds each answer took, for `bench`
        self.lock = threading.RLock()  # a bot's finalizer may run on any thread
        self.current: _Process | None = None
        self.ids = itertools.count(1)
        self.tokens: dict[int, tuple[int, Callable[[], object]]] = {}  # id(bot) -> token, reference
        self.bots: dict[int, bytes] = {}  # token -> the bot as first sent (for a new worker)
        self.pending: dict[int, _Request] = {}
        self.answers: dict[int, tuple[str, object]] = {}
        self.gone: deque[tuple[int, int]] = deque()  # bots collected since the last call: id, token
        self.prepared: list[bytes] = []  # what a new worker must load before its first decision
        self.busy_since = 0.0  # when the worker began on the oldest decision it has not answered
        self.exit_hook = False

    def process(self) -> _Process:
        with self.lock:
            if self.current is None:
                self.current = _Process()
                if not self.exit_hook:
                    atexit.register(self.stop)
                    self.exit_hook = True
            return self.current

    def token(self, bot: Thinker) -> int:
        """The bot's token, pickling it the first time it is seen (raises when it does not pickle)."""
        with self.lock:
            self.let_go()
            entry = self.tokens.get(id(bot))
            if entry is not None and entry[1]() is bot:
                return entry[0]
            blob = pickle.dumps(bot)
            token = next(self.ids)
            key = id(bot)
            try:
                ref: Callable[[], object] = weakref.ref(bot)
                weakref.finalize(bot, self.forget, key, token)
            except TypeError:  # no weak references: kept as long as the program runs
                ref = lambda: bot  # noqa: E731
            self.tokens[key] = (token, ref)
            self.bots[token] = blob
            return token

    def forget(self, key: int, token: int) -> None:
        """A bot is gone (its finalizer, on whatever thread the collector runs): dropped at the next call."""
        self.gone.append((key, token))

    def let_go(self) -> None:
        """Drop the bots that are gone, here and in the worker (called with the lock held)."""
        while self.gone:
            key, token = self.gone.popleft()
            if self.tokens.get(key, (None,))[0] == token:
                del self.tokens[key]
            self.bots.pop(token, None)
            current = self.current
            if current is not None and token in current.known:
                current.known.discard(token)
                current.send(("forget", token))

    def offer(self, token: int, bot: bytes | None = None) -> None:
        """Make sure the current worker holds the bot (`bot`: as first sent, when the window let it go)."""
        process = self.process()
        if token not in process.known:
            process.known.add(token)
            process.send(("bot", token, self.bots[token] if bot is None else bot))

    def think(self, bot: Thinker, view: object, legal: list[object]) -> int:
        """Send a decision; its request number. Raises when the bot, the view or the actions do not pickle."""
        with self.lock:
            token = self.token(bot)
            blob = pickle.dumps((view, legal))
            request = next(self.ids)
            if not self.pending:
                self.busy_since = time.perf_counter()
            self.pending[request] = _Request(token, blob, self.bots[token])
            self.offer(token)
            self.process().send(("think", request, token, blob))
            return request

    def warm(self, bots: Iterable[Thinker]) -> None:
        with self.lock:
            self.process()
            for bot in bots:
                try:
                    self.offer(self.token(bot))
                except Exception:  # a bot that does not pickle thinks on a thread when its turn comes
                    continue

    def prepare(self, tasks: tuple[Callable[[], object], ...]) -> None:
        blob = pickle.dumps(tasks)
        with self.lock:
            if blob not in self.prepared:
                self.prepared.append(blob)
            self.process().send(("prepare", blob))

    def drop(self, request: int) -> None:
        """Not wanted any more: the worker skips it if it has not begun (and `collect` stops it if it has)."""
        with self.lock:
            self.answers.pop(request, None)
            asked = self.pending.get(request)
            if asked is not None and asked.wanted:
                asked.wanted = False
                if self.current is not None:
                    self.current.send(("drop", request))

    def take(self, request: int) -> tuple[str, object] | None:
        """The answer to `request` once it has come, else None."""
        with self.lock:
            self.collect()
            return self.answers.pop(request, None)

    def collect(self) -> None:
        current = self.current
        if current is None or not current.ready.is_set():
            return
        if current.answers is not None:
            try:
                while current.answers.poll():
                    self.answered(*pickle.loads(current.answers.recv_bytes()))
            except (EOFError, OSError):
                current.dead = True
        if self.pending and not current.alive():
            self.replace()
        elif self._stale_in_the_way():
            self.replace(preempted=True)

    def _stale_in_the_way(self) -> bool:
        """The worker thinks about a decision nobody wants while another waits (a hint asked for and then
        played past, a game left mid-thought): its answer would come first and make the wanted one late."""
        if not self.pending:
            return False
        oldest = self.pending[min(self.pending)]
        return (
            not oldest.wanted
            and any(p.wanted for p in self.pending.values())
            and time.perf_counter() - self.busy_since > PREEMPT_S
        )

    def answered(self, request: int, cpu: float, status: str, value: object) -> None:
        self.count_cpu(cpu)
        self.busy_since = time.perf_counter()
        asked = self.pending.pop(request, None)
        if asked is not None and asked.wanted and status != "dropped":
            self.answers[request] = (status, value)

    def replace(self, preempted: bool = False) -> None:
        """The worker died (or was `preempted`: ended while it thought about a decision nobody wants): a new
        one gets the bots again, as they were first sent, and the decisions still wanted; a decision whose
        worker died is retried once."""
        old, self.current = self.current, None
        if old is not None and preempted:  # ended off the window's thread: waiting for it would stall a frame
            threading.Thread(target=old.stop, args=(0.5,), daemon=True, name="woods-computer-stop").start()
        elif old is not None:
            old.stop(timeout=0.5)
        self.busy_since = time.perf_counter()
        if self.prepared:
            for blob in self.prepared:
                self.process().send(("prepare", blob))
        for request, asked in list(self.pending.items()):
            if not asked.wanted:
                del self.pending[request]
            elif asked.tries >= RETRIES and not preempted:
                del self.pending[request]
                self.answers[request] = ("error", WorkerLost("the computers' process stopped while deciding"))
            else:
                asked.tries += 0 if preempted else 1
                self.offer(asked.token, asked.bot)
                self.process().send(("think", request, asked.token, asked.blob))

    def stop(self) -> None:
        with self.lock:
            current, self.current = self.current, None
            self.pending.clear()
            self.answers.clear()
            self.prepared.clear()
        if current is not None:
            current.stop()
