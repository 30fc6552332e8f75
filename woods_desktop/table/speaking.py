"""Reading aloud what comes up, once: a task card as it is drawn, a guided step as it starts.

A table redraws its card every frame and a hold may hide it and show it again; the speech engine must
hear it once, when it is new. `say` takes what the text is about (a key) and speaks only when the key
changes; `app.read_aloud` is silent unless the player turned reading aloud on (app/speech.py).
"""

from __future__ import annotations

from typing import Any, Hashable


class ReadOnce:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._last: Hashable | None = None

    def say(self, key: Hashable | None, text: str | None) -> None:
        """Speak `text` if `key` is new. A key of None forgets (the next one is new, even the same card
        again); a text of None (the thing is hidden for now) keeps the key, so it is not said twice."""
        if key is None:
            self._last = None
        elif text is not None and key != self._last:
            self._last = key
            self.app.read_aloud(text)


__all__ = ["ReadOnce"]
