"""The hint on the Whispering Woods table: asked, thought in the computers' process, shown, followed or dropped.

A hint is the hard computer's plan for the rest of the turn (solo: the mission solver's). It is
only shown, never played. While the player makes its moves one after the other it stays on the
map with what is left of it (the second tile's ghost, the paths still to walk) and its words say
what is left; a move that is not the plan's next drops it. The table asks this object what to draw
(`ghosts`, `paths`, `display_steps`, `flips`) and what to say (`words`). The thinker and the words are the
game's `GameHint` (`hint_words.py`), the one hint protocol every game implements, asked through the kit's
thinking machine (`table/hint_worker.py`) as every table's hint is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Hashable, Mapping, Sequence

from woods_desktop.core.hint import GameHint
from woods_desktop.games.whispering.hint_words import HINT, plan_words
from woods_desktop.games.whispering.hint_words import walkers as plan_walkers
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.tile_layout import tile_face
from woods_desktop.table.hint_worker import HintWorker
from woods_desktop.table.runner import ComputerRunner

Hex = tuple[int, int]
SEAT = 0  # one thinker for every seat: the plan reads the seat from the view
Words = Callable[..., str]


def hint_key(version: Sequence[Any], viewer: Any) -> tuple[Any, ...]:
    """Where the game stands for a hint: the seat port's version (moves so far; an undo replays into a
    new list) and whose eyes."""
    return ("hint", tuple(version), viewer)


def pointless(plan: Any) -> bool:
    """A plan that refreshes the display (a point lost) and completes nothing this turn gains nothing now."""
    actions = tuple(getattr(plan, "actions", ()))
    return any(isinstance(a, Refresh) for a in actions) and not any(isinstance(a, Complete) for a in actions)


class TableHint:
    """One table's hint (see the module docstring). `plan`: what is shown (None: nothing, or still
    thinking while `key` is set); `tasks_done`: completions made by following it."""

    def __init__(self, hint: GameHint = HINT) -> None:
        self.hint = hint
        self.plan: Any = None
        self.key: tuple[Any, ...] | None = None
        self.tasks_done = 0
        self.worker = HintWorker(hint)
        self.worker.bot(SEAT)  # the worker is up before the first hint is asked
        self.made: list[Any] = []  # the moves the person at the table made since the hint was asked
        self._asked: tuple[Any, list[Any]] | None = None  # (view, legal) the hint was asked for
        # the question the worker thinks about: `key`, or `key` thought again without refreshes (a key of its
        # own: the worker answers a key it has answered with that answer again, never thinking twice)
        self._thinking: tuple[Any, ...] | None = None

    @property
    def runner(self) -> ComputerRunner:
        """The worker's runner (a test hands it one that answers at once)."""
        return self.worker.runner

    @runner.setter
    def runner(self, runner: ComputerRunner) -> None:
        self.worker.runner = runner

    # -- life --------------------------------------------------------------------------------------------
    def thinking(self) -> bool:
        return self.key is not None and self.plan is None

    def busy(self) -> bool:
        return self.worker.busy()

    def ask(self, version: Sequence[Any], viewer: Any, view: Any, legal: list[Any]) -> None:
        """Think about this turn; asked again while shown, the hint hides."""
        key = hint_key(version, viewer)
        if self.key == key:
            if self.plan is not None:
                self.plan = self.key = None
            return
        self.key, self.plan, self.tasks_done, self.made = key, None, 0, []
        self._asked, self._thinking = (view, legal), key
        self.worker.ask(key, SEAT, view, legal)

    def moved(self, version: Sequence[Any], viewer: Any) -> None:
        """Something was played: keep what is left of a followed hint, drop any other."""
        if self.key == hint_key(version, viewer):
            return
        self.plan = self._followed(version, viewer)
        self.key = hint_key(version, viewer) if self.plan is not None else None
        self.made = []
        self.worker.drop()

    def _followed(self, version: Sequence[Any], viewer: Any) -> Any:
        """The rest of the shown plan when the moves made since it (by the person, in the same game
        history) are its first moves; None otherwise (or when only the turn's end is left)."""
        if self.plan is None or self.key is None:
            return None
        _, was_version, was = self.key
        n0, list_id = was_version[0], was_version[1]
        taken = tuple(self.made)
        if list_id != version[1] or was != viewer or not taken or version[0] != n0 + len(taken):
            return None
        plan = self.hint.actions(self.plan)
        rest = plan[len(taken) :]
        if plan[: len(taken)] != taken or not any(not isinstance(a, EndTurn) for a in rest):
            return None
        self.tasks_done += sum(isinstance(a, Complete) for a in taken)
        return replace(self.plan, actions=rest)

    def poll(self) -> bool:
        """Take the plan when the worker has it; True when something changed. A failed hint raises after
        letting go (the table says so instead of freezing)."""
        thinking = self._thinking
        if self.key is None or self.plan is not None or thinking is None or not self.worker.asked(thinking):
            return False
        try:
            done, plan = self.worker.answer(thinking)
        except Exception:
            self.key = None
            raise
        if done and pointless(plan) and self._asked is not None:
            view, legal = self._asked  # think again without refreshes: one that gains nothing is no hint
            self._asked, self._thinking = None, (*self.key, "without refreshes")
            self.worker.ask(self._thinking, SEAT, view, [a for a in legal if not isinstance(a, Refresh)])
            return False
        if done:
            self.plan = plan
        return bool(done)

    # -- what to draw --------------------------------------------------------------------------------------
    def actions(self) -> tuple[Any, ...]:
        return self.hint.actions(self.plan) if self.plan is not None else ()

    def ghosts(self, tiles: Mapping[int, Any]) -> dict[Hex, Hashable]:
        """The tiles the plan lays, seen through where they go (in the order laid)."""
        return {
            (a.q, a.r): tile_face(tiles[a.tile], isinstance(a, PlaceTask))
            for a in self.actions()
            if isinstance(a, (PlaceForest, PlaceTask)) and a.tile in tiles
        }

    def paths(self) -> list[tuple[Hex, ...]]:
        """The walks the plan makes, each from its animal's tile."""
        return [((a.q, a.r), *a.path) for a in self.actions() if isinstance(a, Complete)]

    def display_steps(self) -> dict[int, int]:
        """Display tile -> its step (1, 2) among the tiles the plan lays."""
        laid = [a.tile for a in self.actions() if isinstance(a, (PlaceForest, PlaceTask))]
        return {tile: i + 1 for i, tile in enumerate(laid)}

    def animals(self) -> dict[int, int]:
        """Display tile -> the animal the plan puts on it, task side up."""
        return {a.tile: a.animal for a in self.actions() if isinstance(a, PlaceTask) and a.animal is not None}

    def flips(self) -> set[int]:
        """The completed task a planned refresh flips."""
        return {a.tile for a in self.actions() if isinstance(a, Refresh)}

    # -- what to say ---------------------------------------------------------------------------------------
    def words(self, t: Words, tiles: Mapping[int, Any], view: Any = None) -> str:
        """The plan in words (`hint_words.plan_words`): once part of a chain is done, how many tasks are left."""
        return plan_words(t, self.plan, tiles, view, self.tasks_done)

    def walkers(self, view: Any) -> list[int]:
        """The animals the plan walks, in order (a chain's animal walks on from the tile it reached)."""
        return plan_walkers(self.plan, view)


__all__ = ["TableHint", "hint_key"]
