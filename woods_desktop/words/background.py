"""Build something slow once, in a daemon thread, without ever blocking the asker.

The word game's scene must keep drawing while the dictionary loads, so callers
ask `get()` every frame and get None until the object exists. A failure is
kept (not raised in the thread) so the asker can report it.
"""

from __future__ import annotations

import threading
from typing import Callable, Generic, TypeVar

T = TypeVar("T")


class Background(Generic[T]):
    """Runs `factory()` once on the first `start()`; later calls are free."""

    def __init__(self, factory: Callable[[], T], name: str = "woods-background") -> None:
        self._factory = factory
        self._name = name
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._thread: threading.Thread | None = None
        self._value: T | None = None
        self._error: BaseException | None = None

    def start(self) -> None:
        with self._lock:
            if self._thread is not None:
                return
            self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            self._value = self._factory()
        except BaseException as exc:  # kept for the asker; a thread has nobody to raise to
            self._error = exc
        finally:
            self._done.set()

    def ready(self) -> bool:
        return self._done.is_set() and self._error is None

    @property
    def error(self) -> BaseException | None:
        """Why loading failed, or None (also None while still loading)."""
        return self._error if self._done.is_set() else None

    def get(self) -> T | None:
        """The object, starting the load if needed; None while it loads or if it failed."""
        if not self._done.is_set():
            self.start()
            return None
        return self._value

    def wait(self, timeout: float | None = None) -> T | None:
        """Block until loaded (for the CLI, bots and tests); None on timeout or failure."""
        self.start()
        self._done.wait(timeout)
        return self._value if self.ready() else None
