"""The hint's thinker for The Wolf is Coming: the hard friend's plan for this hero's turn, as if it played the hero.

A hero's turn is many small actions (each step is one), so a hint that named only the next step would not say
where it leads. The friend plans its whole move at once (`Friend.route`); the hint keeps that plan: the steps
still to take and the stop at the end, so the words can say where the hero is going and why, while the table
marks only the next thing to click. At the table's turn (a task card) the friend's answer is "done".

One piece serves the table's hint (H, thought in the computers' worker) and `woods-desktop hint`; it lives with
the bots because it thinks in the worker, which never imports pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from woods_desktop.games.wolf.bots.friends import HardFriend
from woods_desktop.games.wolf.rules.actions import EndMove, Step
from woods_desktop.games.wolf.rules.view import WolfView


@dataclass(frozen=True)
class Plan:
    """What the friends would do with this hero now, in order: `actions[0]` is the hint; when it is a step, the
    rest of the move's steps and the stop at its end follow (nothing on the board changes while a hero walks,
    so the whole move is certain; what comes after the stop depends on the token turned over)."""

    actions: tuple[Any, ...]

    @property
    def action(self) -> Any:
        return self.actions[0]

    @property
    def route(self) -> tuple[int, ...]:
        """The cells still to step on this move, in order (empty: the plan is no walk)."""
        return tuple(a.cell for a in self.actions if isinstance(a, Step))


class HintFriend(HardFriend):
    """The hard friend answering with its plan instead of one action (shown, never played)."""

    def choose(self, view: WolfView, legal: list[Any]) -> Plan:
        action = super().choose(view, legal)
        if isinstance(action, Step) and self._plan is not None:
            planned = self._plan[1]
            here = view.positions[view.turn]
            rest = planned[planned.index(here) + 1 :] if here in planned else ()
            if rest and rest[0] == action.cell:
                return Plan((*(Step(c) for c in rest), EndMove()))
        return Plan((action,))


def hint_bot(seat: int, seed: int = 7919) -> HintFriend:
    """The hard friend for `seat` (the table's seat too: it answers a task card "done")."""
    return HintFriend(seat, seed + seat)


def hint_actions(answer: Any) -> tuple[Any, ...]:
    """The actions a hint's answer suggests, in order (a bare action: itself)."""
    return tuple(answer.actions) if isinstance(answer, Plan) else (answer,)


__all__ = ["HintFriend", "Plan", "hint_actions", "hint_bot"]
