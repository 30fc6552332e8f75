"""The hosts found on this network: one search listens BROWSE_S on a thread of its own, and the join page
reads what it found each frame.

Kept apart from the join page because a search is a thread with its own end, bounded in time, that the
page only starts and reads; a search that fails (no mDNS here: no interface, a firewall) finds nothing,
and a typed address still joins.
"""

from __future__ import annotations

import threading

from woods_desktop.net.discovery import Found

BROWSE_S = 3.0  # how long one search for hosts listens


class HostSearch:
    """What the last search found, and the thread of the one under way (None: none)."""

    def __init__(self) -> None:
        self.found: list[Found] = []
        self.thread: threading.Thread | None = None

    def searching(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def start(self, where: str) -> None:
        """Forget what was found and look again, listening on `where`."""

        def look() -> None:
            from woods_desktop.net.discovery import browse

            try:
                self.found = browse(BROWSE_S, where)
            except Exception:  # no mDNS here (no interface, a firewall): a typed address still joins
                self.found = []

        self.found = []
        self.thread = threading.Thread(target=look, name="woods-browse", daemon=True)
        self.thread.start()

    def ended(self) -> bool:
        """True once, on the first ask after a search ended."""
        if self.thread is None or self.thread.is_alive():
            return False
        self.thread = None
        return True
