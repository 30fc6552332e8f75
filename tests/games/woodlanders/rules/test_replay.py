"""Saves are the replay: (config, seed, actions) rebuilds a game exactly (DESIGN section 3)."""

from __future__ import annotations

import json

import pytest

from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.replay import make_record, replay
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import view_from_json, view_to_json
from woods_desktop.games.woodlanders.rules import ACTION_TYPES, ChooseWarden, DealerChoose, Play, WoodlandersView

from .helpers import config


@pytest.mark.parametrize(
    "action", [ChooseWarden("fox"), DealerChoose("owl", "deer"), Play((("fox", 2), ("fox", 1))), Play((("owl", 4),))]
)
def test_actions_round_trip_through_json(action):
    """Actions are small frozen dataclasses that round-trip through JSON."""
    data = json.loads(json.dumps(action_to_dict(action)))
    assert action_from_dict(data, ACTION_TYPES) == action


@pytest.mark.parametrize("variant", ["standard", "three-player"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_and_replay_round_trip_at_every_stage(definition, variant, seed):
    """A record written mid-game or at the end replays to the identical state."""
    cfg = config(definition, variant)
    st = definition.new_game(cfg, seed)
    rng = Rng(seed + 100)
    log = []
    checkpoints = {5, 40, 77}
    while not st.is_over():
        action = rng.choice(st.legal_actions(st.to_move()))
        st.apply(action)
        log.append(action)
        if len(log) in checkpoints or st.is_over():
            record = json.loads(json.dumps(make_record(definition, cfg, seed, log)))
            again, actions = replay(record, {definition.id: definition})
            assert actions == log
            assert again.to_dict() == st.to_dict()
            assert again.view(0) == st.view(0)
            assert again.view(None) == st.view(None)
            assert again.events(0) == st.events(0)
    assert st.outcome() == again.outcome()


def test_views_and_events_are_json(definition):
    """Views round-trip through JSON; events, to_dict and the outcome are plain JSON data."""
    st = definition.new_game(config(definition, "three-player"), 9)
    rng = Rng(9)
    while not st.is_over():
        for seat in (None, 0, 3):
            v = st.view(seat)
            assert view_from_json(WoodlandersView, json.loads(json.dumps(view_to_json(v)))) == v
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    for data in (st.to_dict(), st.events(1), st.outcome().to_dict(), view_to_json(st.view(None))):
        assert json.loads(json.dumps(data)) == data
