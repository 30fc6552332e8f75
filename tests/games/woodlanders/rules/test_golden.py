"""Golden playthroughs (DESIGN section 6): for fixed seeds, the sequence of views and
legal-action counts is recorded in tests/golden/ and compared, so any unintended rule
change shows up as a diff.

Each step records the seat to move, how many legal actions it had, the action
taken (chosen by a seeded RNG) and that seat's view, stored as the keys that
changed since the previous step's view (the first step stores the whole view).

Regenerate after an intended rule change, then review the diff:

    WOODS_REGEN_GOLDEN=1 .venv/bin/pytest tests/games/woodlanders/rules/test_golden.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from woods_desktop.core.rng import Rng

from .helpers import config

GOLDEN = Path(__file__).resolve().parents[3] / "golden"
CASES = [("standard", 1), ("three-player", 2)]


def playthrough(definition, variant: str, seed: int) -> dict[str, Any]:
    cfg = config(definition, variant)
    st = definition.new_game(cfg, seed)
    rng = Rng(seed * 7919 + 1)
    steps: list[dict[str, Any]] = []
    previous: dict[str, Any] = {}
    while True:
        seat = st.to_move()
        view = json.loads(json.dumps(st.view(seat)))
        delta = {k: v for k, v in view.items() if previous.get(k, object()) != v}
        previous = view
        legal = st.legal_actions(seat) if seat is not None else []
        step: dict[str, Any] = {"to_move": seat, "legal": len(legal), "view": delta}
        if st.is_over():
            steps.append(step)
            break
        action = rng.choice(legal)
        step["action"] = definition.encode_action(action)
        steps.append(step)
        st.apply(action)
    return {
        "game": definition.id,
        "config": cfg,
        "seed": seed,
        "regenerate": "WOODS_REGEN_GOLDEN=1 .venv/bin/pytest tests/games/woodlanders/rules/test_golden.py",
        "result": json.loads(json.dumps(st.result().to_dict()))["ranks"],
        "steps": steps,
    }


def dump(data: dict[str, Any]) -> str:
    """One step per line, so a rule change reads as a short diff."""
    head = {k: v for k, v in data.items() if k != "steps"}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ', "steps": [']
    lines += [json.dumps(s, ensure_ascii=False, separators=(",", ":")) + ","
              for s in data["steps"]]
    lines[-1] = lines[-1][:-1]
    lines.append("]}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("variant, seed", CASES)
def test_golden_playthrough(definition, variant, seed):
    path = GOLDEN / f"woodlanders_{variant}_seed{seed}.json"
    data = playthrough(definition, variant, seed)
    if os.environ.get("WOODS_REGEN_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dump(data), encoding="utf-8")
    assert path.is_file(), f"{path} missing: run with WOODS_REGEN_GOLDEN=1 to create it"
    expected = json.loads(path.read_text(encoding="utf-8"))
    got = json.loads(dump(data))
    for i, (mine, theirs) in enumerate(zip(got["steps"], expected["steps"])):
        assert mine == theirs, f"step {i} differs from {path.name}"
    assert len(got["steps"]) == len(expected["steps"])
    assert got == expected
