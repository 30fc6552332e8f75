"""The solo solver's judgement of a forest at the end of a turn: points, objectives, turns left.

A mission is passed only when every objective is met and the score reaches
the minimum, so a position is worth its points so far, the points its
forest is likely to bring in the turns left, and for each objective not met
yet its worth times an estimate of the chance to meet it. The chances are
built from each animal's task: the tiles it lacks (`shortfall`) and the
turns left give the chance that the animal completes it; further tasks of
the same animal, and animals still in hand, get rougher chances that grow
with the turns left. An objective met at the end of this turn also unlocks a
space: one more turn. The minimum score counts as one more objective whose
chance is that of the expected final score reaching it.

`SoloOutlook` puts this judgement where the base bots' chain search
(`chains.best_chain`) asks for a forest's worth, so placements and chains are
searched by the same code as in the game for 2-4 players.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from woods_desktop.games.whispering.bots.board import Board, after_completion
from woods_desktop.games.whispering.bots.outlook import FULL, Outlook
from woods_desktop.games.whispering.bots.shortfall import START_LENGTH, shortfall
from woods_desktop.games.whispering.bots.solo_board import SoloBoard
from woods_desktop.games.whispering.rules.objectives import (
    ANIMAL_ELEMENT,
    ANIMAL_POINTS,
    ANIMAL_TURN,
    DISTINCT_ANIMALS,
    EACH_ANIMAL,
    ELEMENTS_KIND,
    PAIRS,
    SAME_ELEMENT,
    ObjectiveSpec,
    Task,
    matching,
    progress,
)
from woods_desktop.games.whispering.rules.paths import Forest, Hex, connected_without, task_paths
from woods_desktop.games.whispering.rules.tiles import ELEMENTS
from woods_desktop.games.whispering.rules.view import WhisperingView

MEAN_POINTS = 6.5
"""The mean printed points of a forest tile's task (4 to 10): what an unseen future task is worth."""


@dataclass(frozen=True)
class Judge:
    """The solver's numbers.

    The objectives: `objective` is an objective's worth (times the chance to meet it), `score`
    reaching the minimum score (times its chance: the final score expected from the animals' tasks
    and `pace` points a turn beyond the next, `spread` its uncertainty per square root of a turn
    left, plus one), `turn` a turn left (a space unlocked is worth this).

    The chances, measured in the solver's own games (`chance[m][t]`: a task lacking m tiles is
    completed with t turns left after this one; `hand[t]`: an animal in hand is placed and
    completes a task): `flexible` is added per further way to serve a task one tile short, the
    starting tile's task has `start` times its chance; `again` per turn left is the chance of one
    more task after the next; `chain[m]` that a task lacking m tiles right after a completion is
    completed in the same turn.

    The forest's future points (the base bots' full judgement, kept here so the solver's numbers
    stay its own): a task is worth its points times `value[m]` (by tiles missing; the starting
    tile's `value_start` times that), a ready task `ready` times its points (`stuck` again if
    its tile would split the forest); `follow` for each animal on a task, `in_hand` for each
    animal in hand, `tile` for each tile of the forest, all shrinking over the last turns. These
    play for points; the chances above judge the objectives."""

    objective: float = 24.0
    score: float = 30.0
    spread: float = 3.0
    pace: float = 3.5
    turn: float = 3.0
    chance: tuple[tuple[float, ...], ...] = (
        (0.0, 0.95),
        (0.0, 0.45, 0.7, 0.8, 0.85, 0.88, 0.92),
        (0.0, 0.1, 0.3, 0.55, 0.68, 0.8, 0.9),
        (0.0, 0.0, 0.15, 0.25, 0.35, 0.55, 0.85),
        (0.0, 0.0, 0.1, 0.15, 0.22, 0.4, 0.8),
        (0.0, 0.0, 0.05, 0.1, 0.15, 0.3, 0.7),
    )
    flexible: float = 0.04
    start: float = 0.9
    hand: tuple[float, ...] = (0.0, 0.09, 0.39, 0.56, 0.64, 0.7, 0.75, 0.78, 0.8)
    again: float = 0.085
    chain: tuple[float, ...] = (0.9, 0.4, 0.16, 0.06)
    value: tuple[float, ...] = (0.9, 0.72, 0.5, 0.32, 0.2, 0.12, 0.07)
    value_start: float = 0.6
    ready: float = 0.9
    stuck: float = 0.5
    follow: float = 2.0
    in_hand: float = 2.5
    tile: float = 0.15

    def odds(self, missing: int, ways: int, turns: int, start: bool) -> float:
        """How likely a task lacking `missing` tiles (served `ways` ways) is completed in `turns` turns."""
        row = self.chance[min(missing, len(self.chance) - 1)]
        p = row[min(turns, len(row) - 1)]
        if missing == 1 and self.flexible:
            p = min(1.0, p + self.flexible * (ways - 1))
        return p * self.start if start else p

    def worth(self, points: int, missing: int, ways: int, turns: int, start: bool) -> float:
        """A task's future points as the base bots' full judgement counts them (`value`: the chance by
        missing tiles, `value_start` for the starting tile's task, shrinking over the last turns)."""
        if missing == 0:
            return points * self.ready
        p = self.value[min(missing, len(self.value) - 1)]
        if missing == 1 and self.flexible:
            p = min(1.0, p + self.flexible * (ways - 1))
        if start:
            p *= self.value_start
        return points * p * _in_time(missing, turns)

    def placed_in_time(self, turns: int) -> float:
        """How likely an animal in hand is placed on a task and completes it in `turns` turns."""
        return self.hand[min(turns, len(self.hand) - 1)]


def _in_time(missing: int, turns: int) -> float:
    """How much of a task's worth survives the turns left: two tiles a turn at most."""
    if missing == 0:
        return 1.0
    need = (missing + 1) // 2
    if turns < need:
        return 0.0
    return min(1.0, 0.45 + 0.55 * (turns - need + 1) / 3.0)


DEFAULT = Judge()


@dataclass(frozen=True)
class Mine:
    """One animal's outlook: its task's element and points and the chance it is completed in time
    (`placed` False: still in hand), and its chance to complete more tasks after it."""

    animal: int
    placed: bool
    element: str | None
    points: int
    p: float  # the current task completed in time (in hand: one task placed and completed)
    more: float  # one more task after that
    chain: float  # (animal_turn) completing its task leads straight to another in the same turn


@dataclass(frozen=True)
class Facts:
    """What the judgement needs of the view, read once per decision."""

    objectives: tuple[ObjectiveSpec, ...]
    met: tuple[bool, ...]
    done: tuple[Task, ...]
    turn: int
    turns_after: int  # open spaces left after this turn's, before any unlock
    min_score: int
    points: int  # the score so far (task points less the refresh cost per flip)
    animals: int
    refresh_cost: int

    @classmethod
    def of(cls, view: WhisperingView) -> "Facts":
        assert view.mission is not None and view.min_score is not None and view.turns_left is not None
        done = tuple((d.tile.element, d.tile.points, d.animal, d.turn) for d in view.done[0])
        return cls(
            objectives=tuple(ObjectiveSpec(o.kind, o.amount) for o in view.objectives),
            met=tuple(o.met for o in view.objectives),
            done=done,
            turn=view.turn,
            turns_after=max(0, view.turns_left - 1),
            min_score=view.min_score,
            points=view.scores[0],
            animals=view.animals,
            refresh_cost=view.refresh_cost,
        )


@dataclass(frozen=True)
class Verdict:
    """A position judged: its whole `value`, the chance estimate of each objective (1.0 once met),
    of the minimum score, and the expected points still to come."""

    value: float
    chances: tuple[float, ...]
    score_chance: float
    future: float


def judge(facts: Facts, board: SoloBoard, judge: Judge = DEFAULT, flips: int = 0) -> Verdict:
    """The worth of `board` at the end of this turn, beyond the points its chain won this turn
    (`flips`: tasks flipped for a refresh this turn, already paid in points)."""
    turn = facts.turn
    done = list(facts.done) + [(e, p, a, turn) for e, p, a in board.done]
    met = [m or progress(spec, done, facts.animals).met for spec, m in zip(facts.objectives, facts.met)]
    unlocked = sum(1 for m, before in zip(met, facts.met) if m and not before)
    turns = facts.turns_after + unlocked
    chains = any(s.kind == ANIMAL_TURN and not m for s, m in zip(facts.objectives, met))
    mine, future = _animals(facts, board, turns, judge, chains)
    points = facts.points + sum(p for _, p, _ in board.done) - flips * facts.refresh_cost
    chances = tuple(1.0 if m else _chance(spec, done, mine, turns, judge) for spec, m in zip(facts.objectives, met))
    expected = sum(m.p * (m.points if m.placed else MEAN_POINTS) for m in mine) + judge.pace * max(0.0, turns - 1.5)
    gap = points + expected - facts.min_score
    spread = judge.spread * (1.0 + math.sqrt(turns))
    score_chance = _phi(gap / spread) if turns else (1.0 if gap >= 0 else 0.0)
    value = future + judge.objective * sum(chances) + judge.score * score_chance + judge.turn * turns
    return Verdict(value, chances, score_chance, future)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


_SHORT: dict[tuple[Any, ...], tuple[int, int]] = {}
_SHORT_LIMIT = 20_000  # a decision asks a few thousand times: enough, and the hint stays small in the app


def _shortfall(cells: Forest, h: Hex, task: tuple[str, ...]) -> tuple[int, int]:
    """(tiles missing, ways to serve it) of the task at `h`, remembered by the cells near it (a walk
    never reaches beyond the task's length): the planner asks again for every placement far off."""
    reach = len(task) if task else START_LENGTH
    q, r = h
    near = frozenset(
        (x, v) for x, v in cells.items() if (abs(x[0] - q) + abs(x[1] - r) + abs(x[0] - q + x[1] - r)) <= 2 * reach
    )
    key = (h, task, near)
    hit = _SHORT.get(key)
    if hit is None:
        if len(_SHORT) > _SHORT_LIMIT:
            _SHORT.clear()
        s = shortfall(cells, h, task)
        hit = _SHORT[key] = (s.missing, len(s.needs))
    return hit


def _animals(facts: Facts, board: SoloBoard, turns: int, judge: Judge, chains: bool) -> tuple[list[Mine], float]:
    """Each animal's outlook, and the forest's future points (see `Judge`)."""
    cells = board.cells
    out: list[Mine] = []
    more = min(0.75, judge.again * turns)
    soon = min(1.0, turns / 3.0)
    future = 0.0
    for h in board.tasks:
        tile = board.tiles[h]
        animal = board.animal.get(h, -1)
        missing, ways = _shortfall(cells, h, tile.task)
        if missing == 0:
            p = judge.odds(0, ways, turns, False)
            worth = tile.points * judge.ready
            if not connected_without(cells, h):
                p *= judge.stuck
                worth *= judge.stuck
        else:
            p = judge.odds(missing, ways, turns, tile.start)
            worth = judge.worth(tile.points, missing, ways, turns, tile.start)
        future += worth + judge.follow * soon
        chain = _chain(board, h, judge) * p if chains and missing == 0 else 0.0
        out.append(Mine(animal, True, tile.element, tile.points, p, more, chain))
    for animal in board.hand:
        p = judge.placed_in_time(turns)
        out.append(Mine(animal, False, None, 0, p, more * 0.6, 0.0))
        future += judge.in_hand * min(1.0, turns / 4.0)
    future += judge.tile * len(cells) * soon
    return out, future


def _chain(board: SoloBoard, h: tuple[int, int], judge: Judge) -> float:
    """The chance that completing the (ready) task at `h` leads straight to another completion in
    the same turn: the best path end's own task, judged by the tiles it then lacks."""
    tile = board.tiles[h]
    best = 0.0
    seen: set[tuple[int, int]] = set()
    for path in task_paths(board.cells, h, tile.task):
        end = path[-1]
        if end in seen:
            continue
        seen.add(end)
        after = after_completion(board.cells, h, path)
        missing = _shortfall(after, end, board.tiles[end].task)[0]
        if missing < len(judge.chain):
            best = max(best, judge.chain[missing])
            if best >= judge.chain[0]:
                break
    return best


def _at_least(mine: Mine, k: int) -> float:
    """The chance an animal completes at least `k` more tasks."""
    if k <= 0:
        return 1.0
    p = mine.p
    for i in range(1, k):
        p *= mine.more * (0.8**i)
    return p


def _tasks_each(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    q = 1.0
    for m in mine:
        q *= _at_least(m, k - sum(1 for t in done if t[2] == m.animal))
    return q


def _points_each(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    q = 1.0
    for m in mine:
        need = k - sum(t[1] for t in done if t[2] == m.animal)
        if need <= 0:
            continue
        if m.placed and m.points >= need:
            q *= m.p
        else:
            q *= _at_least(m, 2 if need <= 2 * MEAN_POINTS else 3)
    return q


def _distinct_animals(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    have = [t for t in done if t[0] is not None]
    q = 1.0
    size = matching(have, len(mine))
    for m in sorted(mine, key=lambda m: -m.p):
        if m.placed and m.element is not None:
            trial = have + [(m.element, m.points, m.animal, 0)]
            if matching(trial, len(mine)) > size:
                have, size = trial, size + 1
                q *= m.p
    missing = len(mine) - size
    for m in mine:
        if missing <= 0:
            break
        if not any(t[2] == m.animal for t in have):
            q *= _at_least(m, 2 if m.placed else 1) * 0.6
            missing -= 1
    return q


def _animal_element(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    miss = 1.0
    for m in mine:
        counts = Counter[str | None](t[0] for t in done if t[0] is not None and t[2] == m.animal)
        if m.placed and counts[m.element] + 1 >= k:
            q = m.p
        else:
            q = _at_least(m, k - max(counts.values(), default=0) + 1) * 0.35
        miss *= 1.0 - q
    return 1.0 - miss


def _same_element(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    counts = Counter(t[0] for t in done if t[0] is not None)
    best = 0.0
    for element in set(counts) | {m.element for m in mine if m.placed and m.element}:
        ps = sorted((m.p for m in mine if m.placed and m.element == element), reverse=True)
        q = 1.0
        for i in range(k - counts[element]):
            q *= ps[i] if i < len(ps) else 0.3 * min(1.0, turns / 4.0)
        best = max(best, q)
    return best


def _some_task_of(element: str | None, mine: Sequence[Mine], turns: int, later: float) -> float:
    """The chance some animal completes a task of `element` (its current one, or a later one)."""
    miss = 1.0
    for m in mine:
        if m.placed and m.element == element:
            miss *= 1.0 - m.p
    return max(1.0 - miss, min(later, later * turns / 8.0))


def _elements(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    shown = {t[0] for t in done if t[0] is not None}
    need = k - len(shown)
    if need <= 0:
        return 1.0
    ps = sorted((_some_task_of(e, mine, turns, 0.5) for e in ELEMENTS if e not in shown), reverse=True)
    q = 1.0
    for p in ps[:need]:
        q *= p
    return q


def _pairs(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    counts = Counter(t[0] for t in done if t[0] is not None)
    odd = [e for e, c in counts.items() if c % 2]
    q = 1.0
    for e in odd:
        q *= _some_task_of(e, mine, turns, 0.45)
    short = k - sum(counts.values()) - len(odd)
    while short > 0:
        q *= min(0.6, 0.07 * turns)
        short -= 2
    return q


def _animal_turn(k: int, done: Sequence[Task], mine: Sequence[Mine], turns: int) -> float:
    miss = 1.0  # a chain that fell short helps nothing: the next starts from its first task
    for m in mine:
        if not m.placed:
            continue
        q = m.chain if m.chain else m.p * 0.12
        for _ in range(k - 2):
            q *= 0.25
        miss *= 1.0 - q * min(1.0, turns / 2.0)
    return 1.0 - miss


_CHANCES: dict[str, Callable[[int, Sequence[Task], Sequence[Mine], int], float]] = {
    EACH_ANIMAL: _tasks_each,
    ANIMAL_POINTS: _points_each,
    DISTINCT_ANIMALS: _distinct_animals,
    ANIMAL_ELEMENT: _animal_element,
    SAME_ELEMENT: _same_element,
    ELEMENTS_KIND: _elements,
    PAIRS: _pairs,
    ANIMAL_TURN: _animal_turn,
}


def _chance(spec: ObjectiveSpec, done: Sequence[Task], mine: Sequence[Mine], turns: int, judge: Judge) -> float:
    """An estimate of the chance to meet `spec` in the turns left (see the module docstring)."""
    return _CHANCES[spec.kind](spec.amount, done, mine, turns)


@dataclass(frozen=True)
class SoloOutlook(Outlook):
    """The base bots' `Outlook` with the solo judgement as a forest's worth: no bonus cards, a
    future that matters to the last turn (objectives and points are counted then too)."""

    facts: Facts | None = None
    judge: Judge = DEFAULT
    flips: int = 0

    @classmethod
    def for_view(cls, view: WhisperingView, judge: Judge = DEFAULT, flips: int = 0) -> "SoloOutlook":
        base = Outlook.of(view, 0, FULL)
        values = {f.name: getattr(base, f.name) for f in dataclasses.fields(Outlook)}
        return cls(**values, facts=Facts.of(view), judge=judge, flips=flips)

    def bonus_value(self, tasks: int) -> int:
        return 0

    def future_open(self, completed_now: int) -> bool:
        return True

    def potential(self, board: Board, animals_left: int | None = None) -> float:
        assert self.facts is not None and isinstance(board, SoloBoard)
        return judge(self.facts, board, self.judge, self.flips).value
