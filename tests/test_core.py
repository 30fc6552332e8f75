"""The shared engine protocol pieces: RNG, actions, outcomes, hex grid, replay."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from woods_desktop.core import hexgrid
from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.outcome import Outcome, rank_by_keys
from woods_desktop.core.replay import ReplayError, replay
from woods_desktop.core.rng import Rng


def test_rng_round_trips_through_json_and_continues_identically():
    a = Rng(42)
    for _ in range(10):
        a.random()
    saved = json.loads(json.dumps(a.to_dict()))
    b = Rng.from_dict(saved)
    assert [a.randrange(1000) for _ in range(20)] == [b.randrange(1000) for _ in range(20)]


def test_rng_same_seed_same_shuffle():
    x, y = list(range(50)), list(range(50))
    Rng(7).shuffle(x)
    Rng(7).shuffle(y)
    assert x == y and x != list(range(50))


@dataclass(frozen=True)
class Play:
    cards: tuple
    note: str = ""


def test_actions_round_trip_and_stay_hashable():
    a = Play(cards=(("fox", 2), ("fox", 1)), note="x")
    d = json.loads(json.dumps(action_to_dict(a)))
    assert d["type"] == "Play"
    b = action_from_dict(d, {"Play": Play})
    assert b == a and hash(b) == hash(a)


def test_unknown_action_type_is_refused():
    with pytest.raises(ValueError):
        action_from_dict({"type": "Nope"}, {"Play": Play})


def test_illegal_action_carries_key_and_params():
    e = IllegalAction("woodlanders.err.must_follow", suit="fox")
    assert e.key == "woodlanders.err.must_follow" and e.params == {"suit": "fox"}
    assert e.to_dict() == {"key": "woodlanders.err.must_follow", "params": {"suit": "fox"}}


def test_competition_ranking_shares_places():
    assert rank_by_keys([(5,), (7,), (5,), (1,)]) == (2, 1, 2, 4)
    r = Outcome.ranked(scores=(3, 5, 5), ranks=(3, 1, 1))
    assert r.winners == (1, 2) and r.kind == "ranked"
    assert Outcome.team(3, "wolf.result.surprise", won=True).winners == (0, 1, 2)
    assert Outcome.team(3, "wolf.result.defeat", won=False).winners == ()
    assert Outcome.solo(40, passed=False).winners == ()


def test_hex_neighbours_distance_and_pixels():
    assert len(set(hexgrid.neighbours((0, 0)))) == 6
    assert all(hexgrid.distance((0, 0), n) == 1 for n in hexgrid.neighbours((0, 0)))
    assert hexgrid.distance((0, 0), (3, -1)) == 3
    assert len(list(hexgrid.ring((0, 0), 2))) == 12
    for h in [(0, 0), (2, -1), (-3, 4)]:
        x, y = hexgrid.to_pixel(h, 30)
        assert hexgrid.from_pixel(x, y, 30) == h


def test_replay_refuses_bad_records():
    with pytest.raises(ReplayError, match="format_version"):
        replay({"format_version": 99, "game": "x"}, {})
    with pytest.raises(ReplayError, match="unknown game"):
        replay({"format_version": 1, "game": "chess", "config": {}, "seed": 1, "actions": []}, {})
    with pytest.raises(ReplayError):
        replay([1, 2, 3], {})
