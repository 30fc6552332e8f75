"""A game's hint asked in the computers' worker: the one thinking machine every hint on a table uses.

The kit's hint (H, `hinting.py`), Whispering Woods' drawn plan (`games/whispering/hinting.py`) and Voice's
best words after the minute (`games/voice/hints.py`) ask a `GameHint` (core/hint.py) the same way, through
this: one thinker per seat, made by the hint's `bot(seat)` and sent to the worker once; a question keyed by
where the game stands, whose answer for a key no longer current is thrown away (`runner.py`); what the
thinker raised is raised when the answer is taken. Each keeps its own policy: when to ask, what to show,
how a plan the person follows goes on.
"""

from __future__ import annotations

from typing import Hashable

from woods_desktop.core.hint import GameHint, Thinker
from woods_desktop.table.runner import ComputerRunner


class HintWorker:
    """One question at a time about `hint`, in the computers' worker (see the module docstring)."""

    def __init__(self, hint: GameHint) -> None:
        self.hint = hint
        self.runner = ComputerRunner()
        self._bots: dict[int, Thinker] = {}

    def bot(self, seat: int) -> Thinker:
        """The seat's thinker, made once and handed to the worker ahead of its first question."""
        if seat not in self._bots:
            self._bots[seat] = self.hint.bot(seat)
            ComputerRunner.warm([self._bots[seat]])
        return self._bots[seat]

    def ask(self, key: Hashable, seat: int, view: object, legal: list[object]) -> None:
        """Think about `key` for `seat` (nothing new when that question is already under way or answered)."""
        self.runner.start(key, self.bot(seat), view, legal)

    def asked(self, key: Hashable) -> bool:
        return self.runner.started(key)

    def answer(self, key: Hashable) -> tuple[bool, object]:
        """(whether the answer has come, the answer); raises what the thinker raised."""
        done, answer = self.runner.poll(key)
        return bool(done), answer

    def drop(self) -> None:
        """Forget the question (the worker's answer to it is thrown away)."""
        self.runner.cancel()

    def busy(self) -> bool:
        return self.runner.busy()


__all__ = ["HintWorker"]
