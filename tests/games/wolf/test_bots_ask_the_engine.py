"""The Wolf's computer friends walk only where the engine lets a hero step (issue 22).

A friend plans a move as a whole (`sense.moves_from`: every place it can end on within its steps, with the
way there) on the cells it reads as closed to it (open terrain that stops it, other heroes), where the
engine answers one step at a time (`legal_actions`: a `Step` per cell the hero may enter). The one path
search of the blocked case is the rules' already (`test_bot_moves.py`); these properties fail if the
friends' reading of a step drifts from the engine's: over random forests (tokens opened at random, heroes
anywhere), the places and ways of a friend's move are exactly those of legal steps one after the other.
A planned step the engine does not offer is an error, never another action in its place.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf.bots import FACTORIES
from woods_desktop.games.wolf.bots.sense import moves_from, survey
from woods_desktop.games.wolf.rules import WolfState
from woods_desktop.games.wolf.rules.actions import Step
from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START
from woods_desktop.games.wolf.rules.view import MOVE

from .rules.helpers import new


def scattered(seed: int, heroes: int, opened: float) -> WolfState:
    """A game at the start of a move: a share of the tokens face up, the heroes on distinct places (the
    house and START may hold several), the mover one of them. Rule tests only: it need not be reachable."""
    state = new(heroes, seed)
    rng = Rng(seed)
    state.opened = [state.kinds[c] is not None and rng.random() < opened for c in range(CELLS)]
    places = [*range(CELLS)]
    rng.shuffle(places)
    for seat in range(heroes):
        roll = rng.random()
        state.pos[seat] = START if roll < 0.1 else HOUSE if roll < 0.15 else places.pop()
    state.turn = rng.randrange(heroes)
    state.phase = MOVE
    state.steps_left = state.heroes[state.turn].steps
    state.steps_taken = 0
    return state


def engine_moves(state: WolfState) -> dict[int, set[tuple[int, ...]]]:
    """Every place the mover can reach by legal steps one after the other (not stepping back onto a place
    already passed), with every such way there."""
    seat = state.turn
    out: dict[int, set[tuple[int, ...]]] = {state.pos[seat]: {()}}
    todo = [(state, ())]
    while todo:
        at, way = todo.pop()
        if at.turn != seat or at.phase != MOVE or not at.steps_left:
            continue
        for action in at.legal_actions(seat):
            if type(action) is Step and action.cell != state.pos[seat] and action.cell not in way:
                after = at.copy()
                after.apply(action)
                longer = (*way, action.cell)
                out.setdefault(action.cell, set()).add(longer)
                todo.append((after, longer))
    return out


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 4), st.sampled_from([0.0, 0.3, 0.7, 1.0]))
def test_a_friends_move_is_legal_steps_one_after_the_other(seed, heroes, opened):
    state = scattered(seed, heroes, opened)
    seat = state.turn
    view = state.view(seat)
    friend = FACTORIES["normal"](seat, 1)
    reading = friend.read(view, seat, survey(view, friend.mix))
    mine = moves_from(view.positions[seat], reading.move_steps, reading.blocked)
    engine = engine_moves(state)
    assert set(mine) == set(engine)
    for cell, way in mine.items():
        assert way in engine[cell]  # a way of legal steps...
        assert len(way) == min(len(w) for w in engine[cell])  # ...and the shortest


def test_the_random_forests_stop_heroes_and_fill_places():
    """The property above meets terrain that stops the mover and friends in its way (else it would prove
    little)."""
    stopped = crowded = 0
    for seed in range(100):
        state = scattered(seed, 4, 0.7)
        seat = state.turn
        here = state.pos[seat]
        stopped += bool(state.stopped_mask(seat))
        crowded += any(p != here and 0 <= p < CELLS for i, p in enumerate(state.pos) if i != seat)
    assert stopped >= 50 and crowded >= 50


def test_a_planned_step_the_engine_does_not_offer_is_an_error(monkeypatch):
    from woods_desktop.games.wolf.bots import friends

    state = scattered(3, 2, 0.0)
    seat = state.turn
    legal = state.legal_actions(seat)
    offered = {a.cell for a in legal if type(a) is Step}
    bad = next(c for c in range(CELLS) if c not in offered)
    monkeypatch.setattr(friends.Friend, "route", lambda self, view, me, offer: (bad,))
    for level in ("easy", "normal", "hard"):
        with pytest.raises(ValueError, match="not among"):
            FACTORIES[level](seat, 1).choose(state.view(seat), legal)
