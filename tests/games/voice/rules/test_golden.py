"""Golden playthroughs: recorded actions replayed step by step against recorded
phases, seats to move and legal-move counts, and the final view and result.

An intended rule change shows up as a diff here. To re-record (after checking
the change is meant): VOICE_GOLDEN_UPDATE=1 pytest tests/games/voice/rules/test_golden.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules.testing import choose

from .helpers import config, definition

GOLDEN = Path(__file__).resolve().parents[3] / "golden"
CASES = [("voice_2p_standard.json", 2, "standard", 101), ("voice_4p_advanced.json", 4, "advanced", 202)]


def _record(seats, variant, seed):
    d = definition()
    cfg = config(seats, variant)
    st = d.new_game(cfg, seed)
    rng = Rng(seed)
    steps = []
    while not st.is_over():
        seat = st.to_move()
        legal = st.legal_actions(seat)
        action = choose(st, legal, rng)
        steps.append([seat, st.phase, len(legal), d.encode_action(action)])
        st.apply(action)
    return {"config": cfg, "seed": seed, "steps": steps,
            "final": {"result": st.result().to_dict(), "view": st.view(None)}}


def _dump(data):
    """One step per line, so a rule change reads as a short diff."""
    def one(x):
        return json.dumps(x, ensure_ascii=False, separators=(",", ":"))

    lines = ["{", f' "config": {one(data["config"])},', f' "seed": {data["seed"]},', ' "steps": [']
    lines += [f"  {one(step)}," for step in data["steps"][:-1]] + [f"  {one(data['steps'][-1])}"]
    lines += [" ],", f' "final": {json.dumps(data["final"], ensure_ascii=False, indent=1)}', "}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name, seats, variant, seed", CASES)
def test_golden_playthrough(name, seats, variant, seed):
    path = GOLDEN / name
    if os.environ.get("VOICE_GOLDEN_UPDATE") == "1":
        data = _record(seats, variant, seed)
        path.write_text(_dump(data), encoding="utf-8")
    golden = json.loads(path.read_text(encoding="utf-8"))
    d = definition()
    st = d.new_game(golden["config"], golden["seed"])
    for i, (seat, phase, count, action) in enumerate(golden["steps"]):
        got = [st.to_move(), st.phase, len(st.legal_actions(st.to_move()))]
        assert got == [seat, phase, count], f"step {i}: {got} != {[seat, phase, count]}"
        st.apply(d.decode_action(action))
    assert st.is_over()
    final = json.loads(json.dumps({"result": st.result().to_dict(), "view": st.view(None)},
                                  ensure_ascii=False))
    assert final == golden["final"]
