"""The hint's thinker: the hard computer's plan for this turn (solo: the mission solver's).

It lives with the bots, away from the table's drawing code, because it thinks in the computers'
process, which never imports pygame.
"""

from __future__ import annotations

from typing import Any


class HintBot:
    """Answers a decision with a plan (shown, never played), not with an action."""

    def choose(self, view: Any, legal: list[Any]) -> Any:
        if view.mission is not None:
            from woods_desktop.games.whispering.bots.solver import solo_plan

            return solo_plan(view, legal)
        from woods_desktop.games.whispering.bots.players import plan_turn

        return plan_turn(view, legal, "hard")


def hint_bot(seat: int, seed: int = 0) -> HintBot:
    """The hint's thinker for any seat (the plan reads the seat from the view)."""
    return HintBot()


def hint_actions(plan: Any) -> tuple[Any, ...]:
    """The actions a plan suggests for the rest of the turn, in order."""
    return tuple(getattr(plan, "actions", ()))
