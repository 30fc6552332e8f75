"""The three computer players of Whispering Woods, and the hint: `plan_turn`.

Each bot gets its seat's view and the legal actions, nothing else: the
forests, the display and the score piles lie open, the bag is a count.
At its first decision of a turn a bot plans the whole turn (`planner`,
`refresh`) and then replays the plan while its next move stays legal,
planning again when it does not (after a refresh, the new display). Every
random draw comes from a `core.rng.Rng` seeded from the bot's seed and the
position, so a choice depends only on (seed, view).

- easy: a beginner: lays each tile where it looks best on its own, with
  a good deal of noise, completes the dearest task it sees, never refreshes.
- normal: plans the turn one tile after the other and the best chain of
  completions with bonus cards; refreshes when the display serves nothing.
- hard: judges the two tiles together (the best first placements with
  every second one), values tasks by how many tiles they lack and the turns
  left to lay them, and refreshes when imagined new displays pay for it.
"""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots import refresh
from woods_desktop.games.whispering.bots.planner import STYLES, Planner, TurnPlan
from woods_desktop.games.whispering.rules.actions import Refresh
from woods_desktop.games.whispering.rules.view import PLACE, WhisperingView


def position_seed(seed: int, view: WhisperingView) -> int:
    """The bot's seed mixed with where the game stands (ints only: no hash salt)."""
    seat = view.to_move if view.to_move is not None else -1
    shown = sum((i + 1) * (t.id + 1) for i, t in enumerate(view.display) if t is not None)
    x = (
        seed * 1_000_003
        + seat * 7919
        + view.turn * 104_729
        + len(view.placed_this_turn) * 1_299_709
        + view.tasks_this_turn * 15_485_863
        + shown * 32_452_843
        + int(view.refreshed) * 49_979_687
    )
    return x & 0xFFFF_FFFF_FFFF


def plan_turn(view: WhisperingView, legal: Sequence[Any], level: str = "hard", seed: int = 0) -> TurnPlan:
    """The moves `level` would make in the rest of this turn, for the seat to move (the hint).

    The plan's actions are legal one after the other from this view; it ends
    with `EndTurn`, or with a `Refresh` (the new display is planned when it
    is seen)."""
    style = STYLES[level]
    rng = Rng(position_seed(seed, view))
    planner = Planner(view, style, rng)
    plan = planner.plan(legal)
    if view.phase == PLACE and not view.refreshed:
        refreshes = [a for a in legal if isinstance(a, Refresh)]
        better = refresh.consider(planner, plan, refreshes, rng)
        if better is not None:
            return better
    return plan


def first_of_plan(actions: list[Any], legal: Sequence[Any]) -> Any:
    """The first action of a plan just made, taken off `actions`. It must be among the legal actions: a plan
    that starts with anything else means the planner's idea of the rules left the engine's, and that is said
    aloud (the window names it, the suite fails), never covered by ending the turn or playing the first
    legal action instead (`test_bot_moves_levels` replays games with this)."""
    if not actions or actions[0] not in legal:
        first = repr(actions[0]) if actions else "nothing"
        raise ValueError(f"the computer planned {first}, which is not among the {len(legal)} legal actions")
    return actions.pop(0)


class WhisperingBot:
    """Plans a turn once and replays it (see the module docstring)."""

    level = "base"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.seed = seed
        self.queue: list[Any] = []
        self.turn: tuple[int, int | None] | None = None
        self.planned = False  # the last choice was planned, not replayed (for the bench)

    def choose(self, view: WhisperingView, legal: list[Any]) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.planned = False
            return legal[0]
        turn = (view.turn, view.to_move)
        self.planned = False
        if self.turn == turn and self.queue and self.queue[0] in legal:
            return self.queue.pop(0)
        self.planned = True
        plan = plan_turn(view, legal, self.level, self.seed)
        self.turn = turn
        self.queue = list(plan.actions)
        return first_of_plan(self.queue, legal)


class EasyBot(WhisperingBot):
    level = "easy"


class NormalBot(WhisperingBot):
    level = "normal"


class HardBot(WhisperingBot):
    level = "hard"


def easy(seat: int, seed: int) -> EasyBot:
    return EasyBot(seat, seed)


def normal(seat: int, seed: int) -> NormalBot:
    return NormalBot(seat, seed)


def hard(seat: int, seed: int) -> HardBot:
    return HardBot(seat, seed)


__all__ = [
    "EasyBot",
    "NormalBot",
    "HardBot",
    "WhisperingBot",
    "first_of_plan",
    "easy",
    "normal",
    "hard",
    "plan_turn",
    "position_seed",
]
