"""The engine's own projection of a finished game, to compare with what a joined computer received."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from woods_desktop.core.actions import action_to_dict
from woods_desktop.core.views import view_to_json
from woods_desktop.games import definition
from woods_desktop.saves.history import finished_paths


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False))


def finished_record(game: str) -> dict[str, Any]:
    paths = finished_paths(game)
    assert paths, f"the host kept no finished {game} game"
    return json.loads(paths[0].read_text(encoding="utf-8"))


def check_capture(game: str, capture: Path, record: dict[str, Any]) -> int:
    """Every state message in `capture` equals the engine's projection for its seat at its version:
    the view, the log (rebuilt from its increments), the legal actions, whose turn. Returns how many."""
    d = definition(game)
    messages = [json.loads(line) for line in capture.read_text(encoding="utf-8").splitlines()]
    seats = {m["seat"] for m in messages if m["type"] == "welcome"}
    assert len(seats) == 1, f"{capture.name}: welcomed to seats {seats}"
    seat = seats.pop()
    actions = [d.decode_action(a) for a in record["actions"]]
    state = d.new_game(record["config"], int(record["seed"]))
    at = 0
    events: list[Any] = []
    checked = 0
    for m in messages:
        if m["type"] == "welcome":
            events = []
        if m["type"] != "state":
            continue
        while at < m["version"]:
            state.apply(actions[at])
            at += 1
        assert at == m["version"], f"{capture.name}: version {m['version']} went back"
        events = events[: m["events_from"]] + m["events"]
        assert m["view"] == plain(view_to_json(state.view(seat))), f"view differs at version {at}"
        assert events == plain(state.events(seat)), f"log differs at version {at}"
        assert m["legal"] == plain([action_to_dict(a) for a in state.legal_actions(seat)]), f"legal at {at}"
        assert m["to_move"] == state.to_move()
        checked += 1
    return checked
