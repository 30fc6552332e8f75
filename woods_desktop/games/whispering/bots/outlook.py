"""What a forest is worth beyond the points already won: the planner's judgement of a position.

A turn's points are certain; the rest of a forest's worth is what its
animals are likely to complete later. Each task on the board is valued at
its points times the chance of finishing it, which falls with the tiles it
still lacks (`shortfall`) and with the turns left to lay them; an animal
still in hand is worth a future task. When no turn is left to this seat
(the end is triggered, or this turn triggers it), only points count.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.bots.shortfall import shortfall
from woods_desktop.games.whispering.rules.paths import connected_without
from woods_desktop.games.whispering.rules.view import WhisperingView

TASKS_PER_ROUND = 0.55
"""How many tasks the leading seat completes per round (measured in simulated games): turns the
leader's distance to the end target into the rounds left."""


@dataclass(frozen=True)
class Weights:
    """A level's judgement. `chance[m]`: how likely a task lacking m tiles is finished in a long
    game; `follow`: an animal's worth after its task (the end tile is its next task);
    `in_hand`: an unplaced animal; `tile`: any forest tile (room for later paths);
    `horizon`: whether the chance shrinks as the end nears."""

    chance: tuple[float, ...] = (0.9, 0.72, 0.5, 0.32, 0.2, 0.12, 0.07)
    follow: float = 2.0
    in_hand: float = 2.5
    tile: float = 0.15
    stuck: float = 0.5  # a completable task whose tile would split the forest: its chance times this
    horizon: bool = True
    flexible: float = 0.0  # extra chance per further way of serving a task one tile short


SIMPLE = Weights(horizon=False, flexible=0.0)
FULL = Weights(flexible=0.04)


@dataclass(frozen=True)
class Outlook:
    """The facts of the position the judgement needs, read once from the view."""

    me: int
    target: int
    done: int  # my completed tasks before this turn's completions
    done_this_turn: int  # completions already made this turn
    rounds_left: float  # my turns after this one (an estimate; 0 on my last turn)
    bonus: tuple[tuple[int, int, int], ...]  # (size, points, cards left), ascending
    animals_left: int
    weights: Weights

    @classmethod
    def of(cls, view: WhisperingView, me: int, weights: Weights) -> "Outlook":
        return cls(
            me=me,
            target=view.task_target,
            done=len(view.done[me]) - view.tasks_this_turn,
            done_this_turn=view.tasks_this_turn,
            rounds_left=rounds_left(view, me),
            bonus=tuple((size, pts, left) for (size, pts), left in zip(view.bonus_points, view.bonus_left)),
            animals_left=view.animals_left[me],
            weights=weights,
        )

    def bonus_value(self, tasks: int) -> int:
        """The points of the bonus card `tasks` completions in one turn would take."""
        if tasks < 2:
            return 0
        best = 0
        for size, pts, left in self.bonus:
            if size <= tasks and left > 0:
                best = pts
        return best

    def future_open(self, completed_now: int) -> bool:
        """Whether this seat gets another turn after this one, given the turn's completions."""
        if self.rounds_left <= 0:
            return False
        return self.done + self.done_this_turn + completed_now < self.target

    def potential(self, board: Board, animals_left: int | None = None) -> float:
        """The forest's worth in points still to come (see the module docstring)."""
        w = self.weights
        horizon = self.rounds_left if w.horizon else 99.0
        total = 0.0
        hexes = board.cells
        for h in board.tasks:
            tile = board.tiles[h]
            s = shortfall(board.cells, h, tile.task)
            m = s.missing
            if m == 0 and not connected_without(hexes, h):
                chance = w.chance[0] * w.stuck
            else:
                chance = w.chance[min(m, len(w.chance) - 1)]
                if m == 1 and w.flexible:
                    chance = min(0.95, chance + w.flexible * (len(s.needs) - 1))
            if horizon < 99.0:
                chance *= _in_time(m, horizon)
            total += tile.points * chance + w.follow * min(1.0, horizon / 3.0)
        left = self.animals_left if animals_left is None else animals_left
        total += left * w.in_hand * min(1.0, horizon / 4.0)
        total += w.tile * len(hexes) * min(1.0, horizon / 3.0)
        return total


def _in_time(missing: int, rounds: float) -> float:
    """How much of a task's chance survives the rounds left: two tiles a turn at most."""
    if missing == 0:
        return 1.0
    turns = (missing + 1) // 2
    if rounds < turns:
        return 0.0
    return min(1.0, 0.45 + 0.55 * (rounds - turns + 1) / 3.0)


def rounds_left(view: WhisperingView, me: int) -> float:
    """My turns after this one: none once the end is triggered; otherwise the leader's distance
    to the target at `TASKS_PER_ROUND`, and no more than the bag can feed."""
    if view.end_triggered:
        return 0.0
    lead = max(len(d) for d in view.done)
    by_tasks = max(0.0, (view.task_target - lead) / TASKS_PER_ROUND)
    per_round = 1.6 * view.seats
    by_bag = (view.bag_count + len(view.display_tiles())) / per_round
    return max(0.0, min(by_tasks, by_bag))
