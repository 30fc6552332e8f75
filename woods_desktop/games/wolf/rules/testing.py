"""A demo chooser that plays like a sensible family: for demo and screenshot games and the fuzzer.

It reads the full state (it is no computer friend: those get only a view).
A hero walks towards the best token it can end its move on (an open present
with a basket free, a help token, a face-down token nearer the house), heads
home when its baskets are full or the Wolf is getting close, hands presents
to a friend at home, takes a friend's presents on its way home (from a
friend farther from the house), takes what it finds and plays help tokens
when they help. The table does the task cards four times in five.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.rules.actions import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START, distance_to_house, neighbours, row_of
from woods_desktop.games.wolf.rules.state import WolfState
from woods_desktop.games.wolf.rules.tokens import BASKET, HELP_KINDS, PRESENT, SCOOTER, SLEEPING_WOLF
from woods_desktop.games.wolf.rules.view import MOVE, TASK, TOKEN

TASK_SUCCESS = 0.8


def choose(state: WolfState, legal: list[Any], rng: Rng) -> Any:
    if state.phase == TASK:
        return TaskAnswer(rng.random() < TASK_SUCCESS)
    if state.phase == TOKEN:
        return _token(state, legal)
    if state.phase == MOVE:
        return _move(state, legal, rng)
    return legal[0]


def _present(action: Give) -> bool:
    return action.token not in HELP_KINDS


def _turns_left(st: WolfState) -> int:
    """The mover's own turns before the Wolf is home, this one included."""
    return 1 + (st.wolf_left - 1) // st.n


def _going_home(st: WolfState, seat: int) -> bool:
    hero = st.heroes[seat]
    if len(st.carried[seat]) >= st.baskets[seat]:
        return True
    if st.house + sum(len(c) for c in st.carried) >= st.data.best_presents:
        return True
    turns_needed = -(-distance_to_house(st.pos[seat]) // hero.steps)
    return turns_needed + 1 >= _turns_left(st)


def _token(st: WolfState, legal: list[Any]) -> Any:
    seat = st.turn
    if TakeToken() in legal:
        return TakeToken()
    if PlayHelp(BASKET) in legal:
        return PlayHelp(BASKET)
    if PlayHelp(SCOOTER) in legal and st.pos[seat] != HOUSE:
        return PlayHelp(SCOOTER)
    if PlayHelp(SLEEPING_WOLF) in legal and st.wolf_left <= st.n + 1:
        return PlayHelp(SLEEPING_WOLF)
    return FinishTurn()


def _distances(st: WolfState, seat: int, source: int) -> dict[int, int]:
    """Steps from `source` to every place the hero can enter, as the board is now."""
    dist = {source: 0}
    frontier = [source]
    while frontier:
        nxt = []
        for here in frontier:
            for cell in neighbours(here):
                if cell not in dist and st.can_enter(seat, cell):
                    dist[cell] = dist[here] + 1
                    nxt.append(cell)
        frontier = nxt
    return dist


def _value(st: WolfState, seat: int, cell: int) -> float:
    """What ending a move on `cell` is worth to this hero."""
    kind = st.kinds[cell]
    if kind is None:
        return 0.0
    if not st.opened[cell]:
        return 4.0 + row_of(cell) * 0.3
    if kind == PRESENT:
        return 10.0 + row_of(cell) * 0.3 if st.free_baskets(seat) > 0 else 0.0
    if kind in HELP_KINDS:
        return 6.0
    return 0.0


def _move(st: WolfState, legal: list[Any], rng: Rng) -> Any:
    seat = st.turn
    here = st.pos[seat]
    for action in legal:  # a present for a friend at home goes straight into the house
        if isinstance(action, Give) and _present(action) and action.to != seat and st.pos[action.to] == HOUSE:
            return action
    if PlayHelp(BASKET) in legal:
        return PlayHelp(BASKET)
    steps = [a for a in legal if isinstance(a, Step)]
    home = _going_home(st, seat)
    if home and here != HOUSE:  # on the way home: bring a present of a friend farther out along
        mine = distance_to_house(here)
        for action in legal:
            if isinstance(action, Give) and _present(action) and action.to == seat:
                if distance_to_house(st.pos[action.giver]) > mine:
                    return action
    if here == HOUSE and home and not st.steps_taken:
        return FinishTurn() if FinishTurn() in legal else legal[0]
    if not steps:
        for action in legal:
            if isinstance(action, ClearBlock):
                return action
        for fallback in (EndMove(), FinishTurn(), SkipMove()):
            if fallback in legal:
                return fallback
        return legal[0]
    target = HOUSE if home else _target(st, seat, here)
    if target is None or target == here:
        return EndMove() if EndMove() in legal else rng.choice(steps)
    to_target = _distances(st, seat, target) if target != HOUSE else None
    best: Step | None = None
    best_d = 1 << 30
    for step in steps:
        d = distance_to_house(step.cell) if to_target is None else to_target.get(step.cell, 1 << 20)
        if d < best_d:
            best, best_d = step, d
    return best if best is not None else rng.choice(steps)


def _target(st: WolfState, seat: int, here: int) -> int | None:
    """The best place to end this move: within the steps left if possible, else the nearest
    place worth reaching; staying put when nothing is worth more than where the hero stands."""
    dist = _distances(st, seat, here)
    best, best_score = None, 0.0
    for cell, d in dist.items():
        if cell >= CELLS or cell == START:
            continue
        if cell == here and not st.steps_taken:
            continue
        value = _value(st, seat, cell)
        if value <= 0:
            continue
        score = value - (0 if d <= st.steps_left else 3 * (d - st.steps_left))
        if best is None or score > best_score:
            best, best_score = cell, score
    return best if best is not None else HOUSE
