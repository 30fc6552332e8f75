"""Computers think in a worker process, so the window keeps drawing and answering.

A thread could not do it: a thinking computer holds the interpreter lock, and
the window waited for it at every hand-over (stalls of 70-300 ms while hard
computers played). One process, started once (spawn: the same on Linux,
Windows, macOS and in the bundle) and kept warm, serves every table: each
decision sends it the seat's typed view and legal actions, pickled, never the
state. Each bot is sent once and kept there (one per session and seat), so its
random choices go on from one decision to the next as they would in the
window's process.

A decision is keyed by where the game stands (the number of actions played and
the seat); an answer for a key that is no longer current (after undo, restart
or leaving the table) is thrown away. What the computer raised is raised by
`poll` in the window. A worker that dies is replaced and the decision retried
once, with the bots as they were first sent. A bot that does not pickle (a
test's local class) thinks on a thread in this process instead.
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
from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

RETRIES = 1  # a decision whose worker died is sent again this many times
STOP_S = 2.0  # how long leaving waits for the worker to stop by itself before ending it


class WorkerLost(RuntimeError):
    """The computers' process stopped while deciding, again after the retry."""


@dataclass
class _Request:
    token: int
    blob: bytes
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

    def send(self, message: tuple[Any, ...]) -> None:
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


class _Worker:
    """The one worker every runner shares: bots sent once, requests and their answers."""

    def __init__(self) -> None:
        self.lock = threading.RLock()  # a bot's finalizer may run on any thread
        self.current: _Process | None = None
        self.ids = itertools.count(1)
        self.tokens: dict[int, tuple[int, Callable[[], Any]]] = {}  # id(bot) -> token, reference
        self.bots: dict[int, bytes] = {}  # token -> the bot as first sent (for a new worker)
        self.pending: dict[int, _Request] = {}
        self.answers: dict[int, tuple[str, Any]] = {}
        self.gone: deque[tuple[int, int]] = deque()  # bots collected since the last call: id, token
        self.exit_hook = False

    def process(self) -> _Process:
        with self.lock:
            if self.current is None:
                self.current = _Process()
                if not self.exit_hook:
                    atexit.register(self.stop)
                    self.exit_hook = True
            return self.current

    def token(self, bot: Any) -> int:
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
                ref: Callable[[], Any] = weakref.ref(bot)
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

    def offer(self, token: int) -> None:
        """Make sure the current worker holds the bot."""
        process = self.process()
        if token not in process.known:
            process.known.add(token)
            process.send(("bot", token, self.bots[token]))

    def think(self, bot: Any, view: Any, legal: list[Any]) -> int:
        """Send a decision; its request number. Raises when the bot, the view or the actions do not pickle."""
        with self.lock:
            token = self.token(bot)
            blob = pickle.dumps((view, legal))
            request = next(self.ids)
            self.pending[request] = _Request(token, blob)
            self.offer(token)
            self.process().send(("think", request, token, blob))
            return request

    def warm(self, bots: Iterable[Any]) -> None:
        with self.lock:
            self.process()
            for bot in bots:
                try:
                    self.offer(self.token(bot))
                except Exception:  # a bot that does not pickle thinks on a thread when its turn comes
                    continue

    def prepare(self, tasks: tuple[Callable[[], Any], ...]) -> None:
        blob = pickle.dumps(tasks)
        with self.lock:
            self.process().send(("prepare", blob))

    def drop(self, request: int) -> None:
        with self.lock:
            self.answers.pop(request, None)
            if request in self.pending:
                self.pending[request].wanted = False

    def take(self, request: int) -> tuple[str, Any] | None:
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

    def answered(self, request: int, cpu: float, status: str, value: Any) -> None:
        with ComputerRunner._count_lock:
            ComputerRunner.thinking_cpu_s += cpu
        asked = self.pending.pop(request, None)
        if asked is not None and asked.wanted:
            self.answers[request] = (status, value)

    def replace(self) -> None:
        """The worker died: a new one gets the bots again and the decisions still wanted, each once."""
        old, self.current = self.current, None
        if old is not None:
            old.stop(timeout=0.5)
        for request, asked in list(self.pending.items()):
            if not asked.wanted:
                del self.pending[request]
            elif asked.tries >= RETRIES:
                del self.pending[request]
                self.answers[request] = ("error", WorkerLost("the computers' process stopped while deciding"))
            else:
                asked.tries += 1
                self.offer(asked.token)
                self.process().send(("think", request, asked.token, asked.blob))

    def stop(self) -> None:
        with self.lock:
            current, self.current = self.current, None
            self.pending.clear()
            self.answers.clear()
        if current is not None:
            current.stop()


_WORKER = _Worker()


def stop_worker() -> None:
    """Stop the computers' process (leaving the program); a later decision starts a new one."""
    _WORKER.stop()


def worker_pid() -> int | None:
    """The worker process's id once it has started (tests)."""
    current = _WORKER.current
    if current is None or not current.ready.is_set() or current.process is None:
        return None
    return current.process.pid


class ComputerRunner:
    # CPU seconds spent thinking, all runners together (`in_process_cpu_s`: the part on threads in the window's
    # process): `bench` subtracts the latter to measure what the window itself costs while computers play.
    thinking_cpu_s = 0.0
    in_process_cpu_s = 0.0
    _thinking = 0  # decisions under way on threads in this process
    _count_lock = threading.Lock()

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: Hashable | None = None
        self._request: int | None = None
        self._done = False
        self._action: Any = None
        self._error: BaseException | None = None
        self._started = 0.0
        self.thinking_s = 0.0  # how long the last decision took (bench and pacing)

    @staticmethod
    def warm(bots: Iterable[Any] = ()) -> None:
        """Start the worker now (a table opens) and hand it these bots, so the first decision waits for neither."""
        _WORKER.warm(bots)

    @staticmethod
    def prepare(*tasks: Callable[[], Any]) -> None:
        """Have the worker call these (module-level functions) before its next decision: what the computers
        load once (a word index) is loaded where they think, not in the window."""
        _WORKER.prepare(tasks)

    def start(self, key: Hashable, bot: Any, view: Any, legal: list[Any]) -> None:
        """Begin thinking about `key` unless that decision is already under way or done."""
        with self._lock:
            if self._key == key:
                return
            self._drop()
            self._key = key
            self._done = False
            self._action = None
            self._error = None
            self._started = time.perf_counter()
        try:
            request = _WORKER.think(bot, view, legal)
        except Exception:  # the bot or the view does not pickle: it thinks here, on a thread
            args = (key, bot, view, legal)
            threading.Thread(target=self._think, args=args, daemon=True, name="woods-computer").start()
            return
        with self._lock:
            if self._key == key:
                self._request = request
            else:
                _WORKER.drop(request)

    def _think(self, key: Hashable, bot: Any, view: Any, legal: list[Any]) -> None:
        cpu0 = time.thread_time()
        with ComputerRunner._count_lock:
            ComputerRunner._thinking += 1
        try:
            action = bot.choose(view, legal)
            error = None
        except BaseException as exc:  # reported to the window, which names it instead of freezing
            action, error = None, exc
        with ComputerRunner._count_lock:
            ComputerRunner._thinking -= 1
            cpu = time.thread_time() - cpu0
            ComputerRunner.thinking_cpu_s += cpu
            ComputerRunner.in_process_cpu_s += cpu
        with self._lock:
            if self._key == key:
                self._finish("error" if error is not None else "ok", error if error is not None else action)

    def _finish(self, status: str, value: Any) -> None:
        self._request = None
        if status == "ok":
            self._action, self._error = value, None
        else:
            self._action, self._error = None, value
        self._done = True
        self.thinking_s = time.perf_counter() - self._started

    def _check(self) -> None:
        """Take the worker's answer if it has come (called with the lock held)."""
        if self._request is not None and not self._done:
            answer = _WORKER.take(self._request)
            if answer is not None:
                self._finish(*answer)

    def _drop(self) -> None:
        if self._request is not None:
            _WORKER.drop(self._request)
            self._request = None

    def poll(self, key: Hashable) -> tuple[bool, Any]:
        """(done, action) for `key`; raises what the computer raised."""
        with self._lock:
            if self._key != key:
                return False, None
            self._check()
            if not self._done:
                return False, None
            if self._error is not None:
                error, self._error = self._error, None
                raise error
            return True, self._action

    def started(self, key: Hashable) -> bool:
        with self._lock:
            return self._key == key

    def busy(self) -> bool:
        with self._lock:
            self._check()
            return self._key is not None and not self._done

    def cancel(self) -> None:
        """Forget the current decision (the worker finishes it and its answer is thrown away)."""
        with self._lock:
            self._drop()
            self._key = None
            self._done = False
            self._action = None

    def elapsed(self) -> float:
        with self._lock:
            return time.perf_counter() - self._started if self._key is not None else 0.0
