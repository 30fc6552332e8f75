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
from functools import lru_cache

from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.bots.shortfall import shortfall
from woods_desktop.games.whispering.bots.supply import element_shares
from woods_desktop.games.whispering.rules.paths import Hex, connected_without
from woods_desktop.games.whispering.rules.scoring import bonus_card
from woods_desktop.games.whispering.rules.view import WhisperingView

DISPLAY = 6  # tiles in a display

NEAR_SHARE = 0.6
"""How many of the tasks one tile short a turn's two tiles complete, on average (for `combo`)."""

TASKS_PER_ROUND = 0.55
"""How many tasks the leading seat completes per round (measured in simulated games): turns the
leader's distance to the end target into the rounds left."""


@dataclass(frozen=True)
class Weights:
    """A level's judgement of a task lacking m tiles: its points times `chance[m]` (each tile
    must show up in a display, in time), less `price` per tile, never below `floor`. A task
    that could be completed now but is left is worth its points times `left` (a measured
    surprise: holding a ready task rather than completing it at once scores better, it keeps
    the forest's paths and builds towards a bonus chain), one whose tile would split the forest
    `stuck` times that. `follow`: an animal's worth beyond its task (the path's end tile is its
    next); `in_hand`: an animal not placed yet; `tile`: any forest tile (room for later paths);
    `start`: the starting tile's task is harder than its shortfall says (four different
    between); `horizon`: the value shrinks as the end nears; `flexible`: a task one tile short
    gains this chance per further hex or element that would serve it; `combo`: the share of a
    bonus card counted for tasks ready (or one tile short) to be completed together next turn;
    `supply`: a task one tile short has this times the odds that a display of the tiles still
    to come shows an element it needs (instead of `chance[1]` and `flexible`)."""

    chance: tuple[float, ...] = (0.9, 0.72, 0.5, 0.32, 0.2, 0.12, 0.07)
    reach: float = 0.88
    price: float = 0.0
    floor: float = 0.0
    left: float = 0.9
    stuck: float = 0.5
    follow: float = 2.0
    in_hand: float = 2.5
    tile: float = 0.15
    start: float = 0.6
    horizon: bool = True
    flexible: float = 0.0
    combo: float = 0.0
    supply: float = 0.0

    def task(
        self, points: int, missing: int, ways: int, start: bool, rounds: float, odds: float | None = None
    ) -> float:
        """What a task on the board is worth now (see the class docstring); `odds`: how likely
        an element it needs next shows up in a display (with `supply`)."""
        if missing == 0:
            return points * self.left
        chance = self.chance[min(missing, len(self.chance) - 1)] if self.chance else self.reach**missing
        if missing == 1 and self.supply and odds is not None:
            chance = min(0.95, self.supply * odds)
        elif missing == 1 and self.flexible:
            chance = min(1.0, chance + self.flexible * (ways - 1))
        if start:
            chance *= self.start
        if self.horizon:
            chance *= _in_time(missing, rounds)
        return max(self.floor, points * chance - self.price * missing)


SIMPLE = Weights(start=1.0, horizon=False)
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
    shares: tuple[tuple[str, float], ...] = ()  # each element's share of the tiles to come (`supply`)
    survive: float = 1.0  # the chance I get another turn at all (`next_turn_chance`); scales the outlook

    @classmethod
    def of(cls, view: WhisperingView, me: int, weights: Weights) -> "Outlook":
        survive = next_turn_chance(view, me) if weights.horizon else 1.0
        rounds = rounds_left(view, me)
        if survive < 1.0:  # should the game go on past this round, it ends with the next: one turn at most
            rounds = min(rounds, 1.0)
        return cls(
            me=me,
            target=view.task_target,
            done=len(view.done[me]) - view.tasks_this_turn,
            done_this_turn=view.tasks_this_turn,
            rounds_left=rounds,
            bonus=tuple((size, pts, left) for (size, pts), left in zip(view.bonus_points, view.bonus_left)),
            animals_left=view.animals_left[me],
            weights=weights,
            shares=tuple(sorted(element_shares(view).items())) if weights.supply else (),
            survive=survive,
        )

    def odds(self, needs: frozenset[tuple[Hex, str | None]]) -> float | None:
        """How likely a display of `DISPLAY` tiles to come holds one of the elements in `needs`."""
        if not self.shares:
            return None
        wanted = {e for _, e in needs}
        if None in wanted:
            return 1.0
        shares = dict(self.shares)
        miss = 1.0
        for e in wanted:
            miss *= (1.0 - shares.get(e or "", 0.0)) ** DISPLAY
        return 1.0 - miss

    def bonus_value(self, tasks: int) -> int:
        """The points of the bonus card `tasks` completions in one turn would take (the engine's
        `scoring.bonus_card` picks it)."""
        return _bonus_points(tasks, self.bonus)

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
        ready = near = 0
        for h in board.tasks:
            tile = board.tiles[h]
            s = shortfall(board.cells, h, tile.task)
            odds = self.odds(s.needs) if s.missing == 1 else None
            value = w.task(tile.points, s.missing, len(s.needs), not tile.task, horizon, odds)
            if s.missing == 0:
                if connected_without(hexes, h):
                    ready += 1
                else:
                    value *= w.stuck
            elif s.missing == 1:
                near += 1
            total += value + w.follow * min(1.0, horizon / 3.0)
        if w.combo and horizon >= 1:
            total += w.combo * self.bonus_value(int(ready + NEAR_SHARE * min(near, 2)))
        left = self.animals_left if animals_left is None else animals_left
        total += left * w.in_hand * min(1.0, horizon / 4.0)
        total += w.tile * len(hexes) * min(1.0, horizon / 3.0)
        return total * self.survive


@lru_cache(maxsize=512)
def _bonus_points(tasks: int, bonus: tuple[tuple[int, int, int], ...]) -> int:
    """`Outlook.bonus_value`, remembered: the chain search asks it at every forest it visits."""
    card = bonus_card(tasks, [b[2] for b in bonus], [b[0] for b in bonus])
    return 0 if card is None else bonus[card][1]


def _in_time(missing: int, rounds: float) -> float:
    """How much of a task's chance survives the rounds left: two tiles a turn at most."""
    if missing == 0:
        return 1.0
    turns = (missing + 1) // 2
    if rounds < turns:
        return 0.0
    return min(1.0, 0.45 + 0.55 * (rounds - turns + 1) / 3.0)


FINISH = 0.55
"""The chance a seat one task short of the target completes a task on its turn (about the leader's
`TASKS_PER_ROUND`): the game then ends with that round."""


def next_turn_chance(view: WhisperingView, me: int) -> float:
    """Whether I play again even if I do not end the game myself: a seat still to play in this round
    (before the round's last seat, the one right of the Bear, has played) that is one task short of
    the target likely ends the game with this round, and my next turn with it. Without this the hard
    player held a task ready to complete for "next turn" on what was its last turn."""
    n = view.seats
    if n < 2:
        return 1.0
    mine = (me - view.bear) % n
    chance = 1.0
    for pos in range(mine + 1, n):
        seat = (view.bear + pos) % n
        if len(view.done[seat]) >= view.task_target - 1:
            chance *= 1.0 - FINISH
    return chance


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
