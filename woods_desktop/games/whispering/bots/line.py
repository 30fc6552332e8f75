"""A player that plays a known line: the winning line of a proven shuffle, shown after a lost mission.

`shown_win.py` seats it on a mission dealt from the proven shuffle's seed, so
the table plays the line turn by turn at the animation speed, as it plays any
computer's turns, the objectives ticking off in the checklist as they are met.
It keeps its place in the line (it is sent once to the computers' process and
kept there); when the game is not where it left it (an undo, a restart), it
finds its place again by replaying the line from the deal.
"""

from __future__ import annotations

from typing import Any, Sequence


class LineBot:
    """Plays `actions` (a whole mission's line from the deal) one after the other."""

    level = "line"

    def __init__(self, actions: Sequence[Any], level: int, seed: int) -> None:
        self.actions = list(actions)
        self.mission = level
        self.seed = seed
        self.at = 0
        self.planned = False

    def choose(self, view: Any, legal: list[Any]) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if self.at >= len(self.actions) or self.actions[self.at] not in legal:
            self.at = self._find(view)
        if self.at < len(self.actions) and self.actions[self.at] in legal:
            self.at += 1
            return self.actions[self.at - 1]
        raise ValueError(f"the line has no legal action here (step {self.at} of {len(self.actions)})")

    def _find(self, view: Any) -> int:
        """Where the line stands at `view`: the number of its actions after which the seat sees this view."""
        from woods_desktop.games.whispering.proven import new_mission

        state = new_mission(self.mission, self.seed)
        for i, action in enumerate(self.actions):
            if state.view(0) == view:
                return i
            state.apply(action)
        return len(self.actions)


__all__ = ["LineBot"]
