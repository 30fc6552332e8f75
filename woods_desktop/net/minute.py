"""The minute across computers (Voice of the Woods): the host's clock decides.

A turn is timed when the seat to move has actions that carry `at_ms`. In
the private minute each such turn has its own minute; in the table minute one
minute is shared by the round's writers. The host stamps every word a joined
computer sends with its own `at_ms`, and answers for a writer whose private
minute ran out ("time is up"), so a slow or lying computer cannot stretch it.
Every joined side gets the minute's start on the host's clock (epoch
milliseconds) and the host's "now", and counts down from those.

A person's private minute waits (`follow(..., wait=True)`) until that person
presses "Start my minute" on their own screen (`start`), as at one computer: a
joined screen sends `start`, the host's screen (where a writer may also sit
behind a pass screen) starts it directly. A computer's minute starts with its
turn. Every screen gets the running minute, so the others see who writes and
how long is left.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any, Callable

TABLE_MODE = "table"
TIME_UP_REASON = "voice.noword.time"  # the reason a writer's "no word" gives when the minute ran out


def timed(action: Any) -> bool:
    return dataclasses.is_dataclass(action) and any(f.name == "at_ms" for f in dataclasses.fields(action))


class HostMinute:
    """The minute now running on the host, if any."""

    def __init__(self, length_ms: int, mode: str, clock: Callable[[], float] = time.time) -> None:
        self.length_ms = length_ms
        self.mode = mode
        self.clock = clock
        self.key: list[Any] | None = None
        self.started_at: float | None = 0.0  # the host's clock, seconds since the epoch (None: waits for `start`)

    def follow(self, round_no: Any, seat: int | None, legal: list[Any], wait: bool = False) -> None:
        """After every change: start a minute when a new timed turn (private) or round (table) begins, or,
        with `wait`, keep it waiting for the writer's screen to `start` it."""
        if seat is None or not any(timed(a) for a in legal):
            self.key = None
            return
        key = [round_no] if self.mode == TABLE_MODE else [round_no, seat]
        if key != self.key:
            self.key = key
            self.started_at = None if wait else self.clock()

    def start(self) -> bool:
        """The waiting minute starts now (True); a running one or none: nothing changes."""
        if self.key is None or self.started_at is not None:
            return False
        self.started_at = self.clock()
        return True

    @property
    def waiting(self) -> bool:
        return self.key is not None and self.started_at is None

    @property
    def running(self) -> bool:
        return self.key is not None

    def at_ms(self) -> int:
        """Milliseconds into the minute by the host's clock (the private minute stops at its end)."""
        if self.started_at is None:
            return 0
        ms = max(0, int((self.clock() - self.started_at) * 1000))
        return ms if self.mode == TABLE_MODE else min(ms, self.length_ms)

    def expires_in(self) -> float | None:
        """Seconds until a private minute runs out (None: no private minute running)."""
        if self.key is None or self.mode == TABLE_MODE or self.started_at is None:
            return None
        return max(0.0, self.started_at + self.length_ms / 1000 - self.clock())

    def stamped(self, action: Any) -> Any:
        """The action with the host's `at_ms`."""
        return dataclasses.replace(action, at_ms=self.at_ms()) if timed(action) and self.running else action

    def time_up(self, legal: list[Any]) -> Any | None:
        """What the host answers for a writer whose private minute ran out."""
        for action in legal:
            if timed(action):
                changes: dict[str, Any] = {"at_ms": self.length_ms}
                if any(f.name == "reason" for f in dataclasses.fields(action)):
                    changes["reason"] = TIME_UP_REASON
                return dataclasses.replace(action, **changes)
        return None

    def to_json(self) -> dict[str, Any] | None:
        if self.key is None or self.started_at is None:
            return None
        return {
            "mode": self.mode,
            "key": list(self.key),
            "started_at_ms": int(self.started_at * 1000),
            "length_ms": self.length_ms,
            "host_now_ms": int(self.clock() * 1000),
        }

    def restore(self, saved: Any) -> None:
        """A restarted host goes on with the minute it had (its start is on the epoch clock)."""
        if isinstance(saved, dict) and isinstance(saved.get("key"), list):
            self.key = list(saved["key"])
            self.started_at = float(saved.get("started_at_ms", 0)) / 1000
