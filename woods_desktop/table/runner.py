"""Computers think on a worker thread, so the window keeps drawing and answering.

The runner is given the seat's typed view and its legal actions (immutable:
safe to share with a thread), never the state. A decision is keyed by where
the game stands (the number of actions played and the seat); a result for a
key that is no longer current (after undo, restart or leaving the table) is
thrown away.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import Any, Hashable

# While a computer thinks, the window's thread gets the interpreter back within this many seconds (Python's
# default, 5 ms, let a thinking computer hold it for a whole frame at every hand-over: 25-90 ms stalls).
THINK_SWITCH_S = 0.0005


class ComputerRunner:
    # CPU seconds spent thinking on worker threads, all runners together: `bench` subtracts it to
    # measure what the window itself costs while computers play.
    thinking_cpu_s = 0.0
    _thinking = 0  # decisions under way, all runners together
    _normal_switch = 0.005
    _switch_lock = threading.Lock()

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: Hashable | None = None
        self._done = False
        self._action: Any = None
        self._error: BaseException | None = None
        self._started = 0.0
        self.thinking_s = 0.0  # how long the last decision took (bench and pacing)

    def start(self, key: Hashable, bot: Any, view: Any, legal: list[Any]) -> None:
        """Begin thinking about `key` unless that decision is already under way or done."""
        with self._lock:
            if self._key == key:
                return
            self._key = key
            self._done = False
            self._action = None
            self._error = None
            self._started = time.perf_counter()
        thread = threading.Thread(target=self._think, args=(key, bot, view, legal), daemon=True, name="woods-computer")
        thread.start()

    @classmethod
    def _switch(cls, step: int) -> None:
        """Shorten the interpreter's switch interval while any computer thinks; restore it after."""
        with cls._switch_lock:
            if step > 0 and cls._thinking == 0:
                cls._normal_switch = sys.getswitchinterval()
                sys.setswitchinterval(min(cls._normal_switch, THINK_SWITCH_S))
            cls._thinking += step
            if step < 0 and cls._thinking == 0:
                sys.setswitchinterval(cls._normal_switch)

    def _think(self, key: Hashable, bot: Any, view: Any, legal: list[Any]) -> None:
        cpu0 = time.thread_time()
        ComputerRunner._switch(1)
        try:
            action = bot.choose(view, legal)
            error = None
        except BaseException as exc:  # reported to the window, which names it instead of freezing
            action, error = None, exc
        finally:
            ComputerRunner._switch(-1)
        with self._lock:
            ComputerRunner.thinking_cpu_s += time.thread_time() - cpu0
            if self._key != key:
                return
            self._action, self._error, self._done = action, error, True
            self.thinking_s = time.perf_counter() - self._started

    def poll(self, key: Hashable) -> tuple[bool, Any]:
        """(done, action) for `key`; raises what the computer raised."""
        with self._lock:
            if self._key != key or not self._done:
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
            return self._key is not None and not self._done

    def cancel(self) -> None:
        """Forget the current decision (its thread finishes on its own and is ignored)."""
        with self._lock:
            self._key = None
            self._done = False
            self._action = None

    def elapsed(self) -> float:
        with self._lock:
            return time.perf_counter() - self._started if self._key is not None else 0.0
