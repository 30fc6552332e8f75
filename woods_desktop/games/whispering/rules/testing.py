"""A demo chooser for fuzzing, demo and screenshot games: plays like a beginner who knows the goal.

It completes a task whenever it can (the richest first), takes a task side
(with any unused animal) while it has few tasks in its forest and animals
left, and otherwise lays forest tiles where their element serves a task
nearby, looking one move ahead on a copy for the few best places. Now and
then it refreshes the display, so every rule comes up in a demo game. Not a
computer player: the bots live in games/whispering/bots.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.core.hexgrid import distance
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh, StartAnimal
from woods_desktop.games.whispering.rules.state import WhisperingState

LOOKAHEAD = 6  # forest placements tried on a copy
REFRESH_RATE = 0.08


def choose(state: WhisperingState, legal: list[Any], rng: Rng) -> Any:
    """A `core.fuzz` chooser (state, legal, rng) -> one of `legal`."""
    seat = state.to_move()
    if seat is None or len(legal) == 1:
        return legal[0]
    if isinstance(legal[0], StartAnimal):  # solo: any animal on the starting tile, by the first display tile
        return legal[sum(t or 0 for t in state.display) % len(legal)]  # (no draw: the rest stays as it was)
    completes = [a for a in legal if isinstance(a, Complete)]
    if completes:
        forest = state.forests[seat]
        best = max(state.points[forest[(a.q, a.r)][0]] for a in completes)
        return rng.choice([a for a in completes if state.points[forest[(a.q, a.r)][0]] == best])
    if any(isinstance(a, EndTurn) for a in legal):
        return next(a for a in legal if isinstance(a, EndTurn))
    refreshes = [a for a in legal if isinstance(a, Refresh)]
    if refreshes and rng.random() < REFRESH_RATE:
        return rng.choice(refreshes)
    tasks = [a for a in legal if isinstance(a, PlaceTask)]
    open_tasks = sum(1 for c in state.forests[seat].values() if c[1])
    if tasks and (open_tasks < 2 or rng.random() < 0.15):
        return _task_place(state, seat, tasks, rng)
    forests = [a for a in legal if isinstance(a, PlaceForest)]
    if forests:
        return _forest_place(state, seat, forests, rng)
    return rng.choice(legal)


def _task_place(state: WhisperingState, seat: int, options: list[PlaceTask], rng: Rng) -> PlaceTask:
    """A short task whose elements the forest already shows, next to as many tiles as possible, with one of
    the unused animals on it picked by the tile's id (so demo and fuzz games put every animal first now and
    then, without a draw of their own: the games the chooser played before the choice stay as they were)."""
    spot = _task_spot(state, seat, [a for a in options if a.animal == options[0].animal], rng)
    animals = [a for a in options if (a.tile, a.q, a.r) == (spot.tile, spot.q, spot.r)]
    return animals[spot.tile % len(animals)]


def _task_spot(state: WhisperingState, seat: int, options: list[PlaceTask], rng: Rng) -> PlaceTask:
    forest = state.forests[seat]
    shown = [state.element[c[0]] for c in forest.values() if not c[1]]

    def value(a: PlaceTask) -> float:
        task = state.task[a.tile]
        have = sum(1 for e in task if e in shown)
        near = sum(1 for h in forest if distance(h, (a.q, a.r)) == 1)
        return have * 2 - len(task) + near * 0.5 + rng.random()

    return max(options, key=value)


def _forest_place(state: WhisperingState, seat: int, options: list[PlaceForest], rng: Rng) -> PlaceForest:
    forest = state.forests[seat]
    tasks = [(h, state.task[c[0]]) for h, c in forest.items() if c[1]]

    def value(a: PlaceForest) -> float:
        element = state.element[a.tile]
        spot = (a.q, a.r)
        v = rng.random()
        for h, task in tasks:
            reach = len(task) if task else 6
            d = distance(h, spot)
            if d <= reach and (not task or element in task):
                v += 1 + reach - d
        return v

    ranked = sorted(options, key=value, reverse=True)[:LOOKAHEAD]
    best, best_moves = ranked[0], -1
    for a in ranked:
        trial = state.copy()
        trial.apply(a)
        moves = len(trial.task_moves(seat)) if trial.phase == "tasks" else _after_second(trial, seat)
        if moves > best_moves:
            best, best_moves = a, moves
    return best


def _after_second(trial: WhisperingState, seat: int) -> int:
    """Paths open now, before the second tile (it can only add to them)."""
    return len(trial.task_moves(seat))
