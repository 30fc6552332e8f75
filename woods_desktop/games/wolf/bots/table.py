"""The table seat without people: task cards answered "done" by chance.

In the window the people at the table answer each task card together; a
simulation (and a test) needs someone to answer for them. `TaskChance(p,
seed)` says "done" with probability `p`, from its own seeded stream, so a
simulated game is reproducible from its seed.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules.actions import TaskAnswer


class TaskChance:
    """Answers the table's task cards: done with probability `p`."""

    def __init__(self, p: float, seed: int, seat: int = -1) -> None:
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"a task's chance of being done is between 0 and 1, got {p}")
        self.p = p
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        """`view` is not read: the answer is the dice's, not the position's."""
        done = TaskAnswer(self.rng.random() < self.p)
        if done in legal:
            return done
        return legal[0]
