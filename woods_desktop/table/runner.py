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
`poll` in the window. The link to the process, with its replacing of a worker
that died or thinks about what nobody wants, is `worker_link.py`. A bot that
does not pickle (a test's local class) thinks on a thread in this process instead.
"""

from __future__ import annotations

import threading
import time
from typing import Callable, Hashable, Iterable

from woods_desktop.core.hint import Thinker
from woods_desktop.table.worker_link import PREEMPT_S, RETRIES, STOP_S, SharedWorker, WorkerLost

__all__ = ["PREEMPT_S", "RETRIES", "STOP_S", "ComputerRunner", "WorkerLost", "stop_worker", "worker_pid"]


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

    @staticmethod
    def count_cpu(cpu: float) -> None:
        """CPU seconds a computer's answer took in the worker process, added to every runner's sum."""
        with ComputerRunner._count_lock:
            ComputerRunner.thinking_cpu_s += cpu

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: Hashable | None = None
        self._request: int | None = None
        self._done = False
        self._action: object = None
        self._error: BaseException | None = None
        self._started = 0.0
        self.thinking_s = 0.0  # how long the last decision took (bench and pacing)

    @staticmethod
    def warm(bots: Iterable[Thinker] = ()) -> None:
        """Start the worker now (a table opens) and hand it these bots, so the first decision waits for neither."""
        _WORKER.warm(bots)

    @staticmethod
    def prepare(*tasks: Callable[[], object]) -> None:
        """Have the worker call these (module-level functions) before its next decision: what the computers
        load once (a word index) is loaded where they think, not in the window."""
        _WORKER.prepare(tasks)

    def start(self, key: Hashable, bot: Thinker, view: object, legal: list[object]) -> None:
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

    def _think(self, key: Hashable, bot: Thinker, view: object, legal: list[object]) -> None:
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

    def _finish(self, status: str, value: object) -> None:
        self._request = None
        if status == "ok":
            self._action, self._error = value, None
        else:  # the worker sends what the thinker raised (anything else it sent is said as a failure)
            error = value if isinstance(value, BaseException) else RuntimeError(f"the computer failed: {value!r}")
            self._action, self._error = None, error
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

    def poll(self, key: Hashable) -> tuple[bool, object]:
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


_WORKER = SharedWorker(ComputerRunner.count_cpu)
