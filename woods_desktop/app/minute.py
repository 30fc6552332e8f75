"""The one real minute of Voice of the Woods, on an injectable clock.

The engine never sees a clock: the scene turns the minute into actions
(`Compose(..., at_ms)`, `NoWord("voice.noword.time", 60000)`). Tests drive
this class with a fake clock.
"""

from __future__ import annotations

import time
from typing import Callable


class Minute:
    def __init__(self, length_ms: int = 60_000, clock: Callable[[], float] = time.monotonic) -> None:
        self.length_ms = length_ms
        self.clock = clock
        self._started: float | None = None
        self._paused_at: float | None = None
        self._paused_total = 0.0

    @property
    def running(self) -> bool:
        return self._started is not None and self._paused_at is None and not self.expired

    @property
    def started(self) -> bool:
        return self._started is not None

    def start(self, at: float | None = None) -> None:
        """Start now, or at an earlier clock reading `at` (a minute already under way)."""
        self._started = self.clock() if at is None else at
        self._paused_at = None
        self._paused_total = 0.0

    def pause(self) -> None:
        if self._started is not None and self._paused_at is None:
            self._paused_at = self.clock()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._paused_total += self.clock() - self._paused_at
            self._paused_at = None

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def elapsed_ms(self) -> int:
        if self._started is None:
            return 0
        now = self._paused_at if self._paused_at is not None else self.clock()
        return min(self.length_ms, int((now - self._started - self._paused_total) * 1000))

    def remaining_ms(self) -> int:
        return self.length_ms - self.elapsed_ms()

    @property
    def expired(self) -> bool:
        return self._started is not None and self.elapsed_ms() >= self.length_ms
