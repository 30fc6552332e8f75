"""Golden playthroughs in one format for every game (DESIGN section 6).

For a fixed config and seed, a seeded chooser plays the game out; each step
records the seat to move, how many legal actions it had, the action taken and
that seat's view as the fields that changed since the previous step's view
(the first step stores the whole view; a list that kept its length stores
only its changed items). A rule change shows up as a short
diff: one step per line.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

from woods_desktop.core.game import GameDefinition
from woods_desktop.core.rng import Rng
from woods_desktop.core.views import view_to_json

Chooser = Callable[[Any, list[Any], Rng], Any]
REGENERATE_ENV = "WOODS_REGEN_GOLDEN"


def playthrough(definition: GameDefinition, config: Mapping[str, Any], seed: int, choose: Chooser) -> dict[str, Any]:
    state = definition.new_game(config, seed)
    rng = Rng(seed * 7919 + 1)
    steps: list[dict[str, Any]] = []
    previous: dict[str, Any] = {}
    while True:
        seat = state.to_move()
        view = json.loads(json.dumps(view_to_json(state.view(seat)), ensure_ascii=False))
        delta = {
            k: _change(previous[k], v) if k in previous else v
            for k, v in view.items()
            if previous.get(k, object()) != v
        }
        previous = view
        legal = state.legal_actions(seat) if seat is not None else []
        step: dict[str, Any] = {"to_move": seat, "legal": len(legal), "view": delta}
        if state.is_over():
            steps.append(step)
            break
        action = choose(state, legal, rng)
        step["action"] = definition.encode_action(action)
        steps.append(step)
        state.apply(action)
    return {
        "game": definition.id,
        "config": dict(config),
        "seed": seed,
        "regenerate": f"{REGENERATE_ENV}=1 .venv/bin/python -m pytest tests/contract -k golden",
        "outcome": json.loads(json.dumps(state.outcome().to_dict(), ensure_ascii=False)),
        "steps": steps,
    }


def _change(before: Any, after: Any) -> Any:
    """A list that kept its length is recorded as {"~": {index: new item}}, so one moved cube
    does not re-record the whole field."""
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after) and len(after) > 1:
        return {"~": {str(i): b for i, (a, b) in enumerate(zip(before, after)) if a != b}}
    return after


def dump(data: Mapping[str, Any]) -> str:
    """One step per line, so a rule change reads as a short diff."""
    head = {k: v for k, v in data.items() if k != "steps"}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ', "steps": [']
    lines += [json.dumps(s, ensure_ascii=False, separators=(",", ":")) + "," for s in data["steps"]]
    lines[-1] = lines[-1][:-1]
    lines.append("]}")
    return "\n".join(lines) + "\n"
