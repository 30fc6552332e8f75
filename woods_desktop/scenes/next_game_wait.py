"""Play again on a joined computer: the seat this computer had in the game that just ended is taken again as
soon as the host serves the next game, tried every second for AGAIN_S; a host that stops listening for
GONE_AFTER_S has left its game (its window went to the menu), and the page says so while it keeps trying.

Kept apart from the join page because this waiting has its own clock and its own reading of a refusal (a host
between two games is not a host that refused), while the page only joins and says what it is told.
"""

from __future__ import annotations

import time
from typing import Any

from woods_desktop.net import rejoin

AGAIN_S = 300.0  # "Play again" waits this long for the host to serve the next game
GONE_AFTER_S = 8.0  # Play again: the host not listening this long has left its game (its window went to the menu)
AGAIN_WAITS = ("net.err.unreachable", "net.err.over", "net.err.dropped")  # the host is not serving the next game yet


class NextGameWait:
    """The seat to take again, until when, the next try's time, and since when the host has not listened."""

    def __init__(self, seat: rejoin.JoinedSeat) -> None:
        self.seat = seat
        self.until = time.monotonic() + AGAIN_S
        self.retry_at: float | None = None
        self.unreachable_since: float | None = None  # since when the host has not been listening

    def due(self) -> bool:
        """The next try's second has come (True once)."""
        if self.retry_at is None or time.monotonic() < self.retry_at:
            return False
        self.retry_at = None
        return True

    def refused(self, key: str) -> tuple[str, dict[str, Any], bool] | None:
        """A join refused with `key`: None when the next game is no longer waited for; else the next try is in a
        second, and the page says (its message key, parameters, whether as an error)."""
        now = time.monotonic()
        if now > self.until or key not in AGAIN_WAITS:
            return None
        self.retry_at = now + 1.0
        if key != "net.err.unreachable":
            self.unreachable_since = None  # the host still serves the last game: it is there
        elif self.unreachable_since is None:
            self.unreachable_since = now  # a host between two games stops listening for a moment
        if self.unreachable_since is not None and now - self.unreachable_since >= GONE_AFTER_S:
            # nobody listens any more: its window left the game; say so, and keep trying while the page is open
            return "net.join.next_gone", {"minutes": max(1, round((self.until - now) / 60))}, True
        return "net.join.next", {}, False
