"""Whispering Woods' hint as the one hint protocol has it (`core/hint.py`): the hard computer's plan for the
rest of the turn (solo: the mission solver's), and its words.

The table draws the plan itself (`hinting.py`: ghost tiles, numbered paths) and follows it move by move; the
words are said here, so the table and anyone else asking (`woods-desktop hint`) say the same.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from woods_desktop.core.hint import Hint, Thinker, Words
from woods_desktop.games.whispering.bots.hint import hint_bot
from woods_desktop.games.whispering.data import load_whispering_data
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask
from woods_desktop.games.whispering.text import ANIMALS, hint_text


def plan_words(t: Words, plan: Any, tiles: Mapping[int, Any], view: Any = None, tasks_done: int = 0) -> str:
    """The plan in words: its reason, or, once part of a chain is done (`tasks_done` completions made by
    following it), how many tasks are left; with two walks or more, which animal walks first (each path is
    numbered on its animal)."""
    lay = any(isinstance(a, (PlaceForest, PlaceTask)) for a in plan.actions)
    left = sum(isinstance(a, Complete) for a in plan.actions)
    if tasks_done and left:
        text = str(t("whispering.hint.frame_plain", text=t("whispering.hint.go_on", n=left)))
    else:
        text = hint_text(t, plan.why, plan.params, plan.expected, tiles, lay)
    order = walkers(plan, view)
    if len(order) > 1:
        names = ", ".join(f"{i + 1} {t('whispering.animal.' + ANIMALS[a % 4])}" for i, a in enumerate(order))
        text += " " + t("whispering.hint.order", animals=names)
    return text


def walkers(plan: Any, view: Any) -> list[int]:
    """The animals the plan walks, in order (a chain's animal walks on from the tile it reached)."""
    if plan is None or view is None or view.me is None:
        return []
    at = {c.hex: c.animal for c in view.forests[view.me] if c.animal is not None}
    out = []
    for a in plan.actions:
        if isinstance(a, PlaceTask) and a.animal is not None:
            at[(a.q, a.r)] = a.animal
        elif isinstance(a, Complete) and (a.q, a.r) in at:
            animal = at.pop((a.q, a.r))
            at[tuple(a.path[-1])] = animal
            out.append(animal)
    return out


class WhisperingHint(Hint):
    """The plan for the rest of the turn; one thinker serves every seat (the plan reads the seat from the view)."""

    def bot(self, seat: int) -> Thinker:
        return hint_bot(seat)

    def actions(self, answer: Any) -> tuple[Any, ...]:
        return tuple(getattr(answer, "actions", ()))

    def rest(self, answer: Any) -> Any | None:
        rest = self.actions(answer)[1:]
        return replace(answer, actions=rest) if any(not isinstance(a, EndTurn) for a in rest) else None

    def reason(self, t: Words, view: Any, answer: Any) -> str:
        return plan_words(t, answer, {tile.id: tile for tile in load_whispering_data().tiles}, view)


HINT = WhisperingHint()

__all__ = ["HINT", "WhisperingHint", "plan_words", "walkers"]
