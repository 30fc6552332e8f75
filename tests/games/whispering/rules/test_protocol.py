"""The engine protocol: views, events, copies, determinize, undo, replay."""

from __future__ import annotations

import json

from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.replay import make_record, replay
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import view_from_json, view_to_json
from woods_desktop.games.whispering.rules.actions import (
    ACTION_TYPES,
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
)
from woods_desktop.games.whispering.rules.testing import choose
from woods_desktop.games.whispering.rules.undo import undoable
from woods_desktop.games.whispering.rules.view import WhisperingView

from .helpers import Tiles, config, fresh, position, rows


def played(seats: int, seed: int, steps: int):
    """A game after `steps` demo moves (with the moves)."""
    st = fresh(seats, seed)
    rng = Rng(seed)
    moves = []
    for _ in range(steps):
        if st.is_over():
            break
        a = choose(st, st.legal_actions(st.to_move()), rng)
        st.apply(a)
        moves.append(a)
    return st, moves


def test_actions_round_trip_through_json():
    for a in (Refresh(3), PlaceForest(4, -1, 2), PlaceTask(5, 0, 1), Complete(0, 0, ((1, 0), (2, 0))), EndTurn()):
        back = action_from_dict(json.loads(json.dumps(action_to_dict(a))), ACTION_TYPES)
        assert back == a and hash(back) == hash(a)


def test_the_view_hides_only_the_bag_order_and_round_trips_through_json():
    st, _ = played(3, 7, 60)
    for seat in (0, 1, 2, None):
        v = st.view(seat)
        assert isinstance(v, WhisperingView) and v.me == seat
        assert v.bag_count == len(st.bag)
        assert view_from_json(WhisperingView, json.loads(json.dumps(view_to_json(v)))) == v
    v = st.view(1)
    assert [c.hex for c in v.forests[0]] == sorted(st.forests[0])
    assert v.scores == tuple(st.scores()) and v.task_target == 9 and v.last_seat == 2
    assert v.forest_map(0) == st.forest_map(0)
    assert v.completed(0) == len(st.done[0]) and v.flips(0) == st.flips(0)
    assert v.bonus_total(0) == st.bonus_points(0)
    assert len(v.display) == 6 and v.animals == 4
    assert "bag" not in json.dumps(view_to_json(v)).replace("bag_count", "")


def test_events_are_public_and_word_every_move():
    st, moves = played(2, 3, 120)
    kinds = {e["type"] for e in st.events(0)}
    assert {"setup", "place_forest", "refill", "end_turn"} <= kinds
    assert st.events(0) == st.events(1) == st.events(None)
    assert all("redacted" not in e for e in st.events(1))


def test_copy_is_independent():
    st, _ = played(2, 5, 30)
    c = st.copy()
    before = st.to_dict()
    rng = Rng(1)
    while not c.is_over():
        c.apply(choose(c, c.legal_actions(c.to_move()), rng))
    assert st.to_dict() == before
    assert c.to_dict() != before


def test_determinize_keeps_the_view_and_shuffles_only_the_bag(definition):
    for seats, seed, steps in ((2, 1, 40), (3, 2, 90), (4, 3, 10)):
        st, _ = played(seats, seed, steps)
        for seat in range(seats):
            view = st.view(seat)
            guess = definition.determinize(view, Rng(seed))
            assert guess.view(seat) == view
            assert sorted(guess.bag) == sorted(st.bag)
            assert guess.legal_actions(guess.to_move()) == st.legal_actions(st.to_move())
            # the search plays on to the end from the guess
            rng = Rng(4)
            while not guess.is_over():
                guess.apply(choose(guess, guess.legal_actions(guess.to_move()), rng))
    st, _ = played(2, 9, 20)
    bags = {tuple(definition.determinize(st.view(0), Rng(s)).bag) for s in range(5)}
    assert len(bags) > 1


def test_undo_within_the_turn_back_to_the_last_draw():
    """Undo never crosses another player's action or a draw from the bag (DESIGN 3)."""
    tiles = Tiles()
    forest, moves = rows(tiles, 1)
    from woods_desktop.games.whispering.rules.view import PLACE

    st = position(forest, phase=PLACE)
    st.done[0] = [(st.bag.pop(), 1, 1, False)]
    refresh = Refresh(st.done[0][0][0])
    st.apply(refresh)
    assert not undoable(st, refresh)
    a = next(x for x in st.legal_actions(0) if isinstance(x, PlaceForest) and (x.q, x.r) == (1, 1))
    st.apply(a)
    assert undoable(st, a)
    b = next(x for x in st.legal_actions(0) if isinstance(x, PlaceForest) and (x.q, x.r) == (2, 1))
    st.apply(b)
    assert undoable(st, b)
    st.apply(moves[0])
    assert undoable(st, moves[0])
    st.apply(EndTurn())
    assert not undoable(st, EndTurn())
    assert not undoable(st, moves[0])  # the turn has passed: the last event is the refill
    t = PlaceTask(st.display_tiles()[0], 1, 0)
    st.apply(t)
    assert undoable(st, t)


def test_undo_through_the_session_replays_to_the_state_before(definition):
    st, moves = played(2, 11, 3)
    assert isinstance(moves[-1], PlaceForest | PlaceTask | Complete)
    before, _ = replay(make_record(definition, config(2), 11, moves[:-1]), {"whispering": definition})
    again, _ = replay(make_record(definition, config(2), 11, moves), {"whispering": definition})
    assert again.to_dict() == st.to_dict()
    assert before.to_dict() != st.to_dict()
    assert definition.extras["undoable"](st, moves[-1])
