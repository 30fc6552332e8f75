"""The wire's compiled view codec gives exactly what `core.views` gives, over played games of every game."""

from __future__ import annotations

import json

import pytest

from woods_desktop.core.rng import Rng
from woods_desktop.core.views import view_from_json, view_to_json
from woods_desktop.games import GAMES
from woods_desktop.net.typed import from_json, to_json


@pytest.mark.parametrize("plugin", GAMES, ids=[p.id for p in GAMES])
def test_views_written_and_read_as_core_views_does(plugin):
    d = plugin.definition()
    variant = d.variants[0]
    config = {
        "seats": variant.min_seats,
        "variant": variant.id,
        "options": d.default_options(),
        "names": [f"P{i}" for i in range(variant.min_seats)],
    }
    state = d.new_game(config, 4)
    choose, rng = plugin.demo_chooser(), Rng(4)
    for step in range(60):
        if state.is_over():
            break
        for seat in (None, *range(variant.min_seats)):
            view = state.view(seat)
            data = json.loads(json.dumps(to_json(view), ensure_ascii=False))
            assert data == json.loads(json.dumps(view_to_json(view), ensure_ascii=False)), f"step {step}"
            assert from_json(d.view_type, data) == view_from_json(d.view_type, data) == view
        state.apply(choose(state, state.legal_actions(state.to_move()), rng))
