"""Statistics per game and per seat kind (person, computer level), recorded from each `Outcome`.

Per game: games played; per seat kind: seats played, wins, best and average
score; the last games' results for the chart; solo progress per mission.
Whether a higher or a lower score is better is read from the outcome itself
(the seat placed first), never assumed per game.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Mapping, Sequence

from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

STATS = "statistics.json"
LAST_GAMES = 50


def stats_path() -> Path:
    return data_dir() / STATS


def empty_stats() -> dict[str, Any]:
    return {"version": 1, "games": {}, "solo": {}}


def load_stats() -> tuple[dict[str, Any], BrokenFile | None]:
    path = stats_path()
    try:
        data = read_json(path)
    except BrokenFile as broken:
        return empty_stats(), broken
    if data is None:
        return empty_stats(), None
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("games"), dict):
        return empty_stats(), check_broken(path, "unknown statistics format")
    data.setdefault("solo", {})
    return data, None


def lower_is_better(outcome: Mapping[str, Any]) -> bool:
    """True when the seat placed first scored less than someone placed after it."""
    scores, ranks = list(outcome.get("scores", [])), list(outcome.get("ranks", []))
    if len(scores) < 2 or len(scores) != len(ranks):
        return False
    firsts = [s for s, r in zip(scores, ranks) if r == 1]
    others = [s for s, r in zip(scores, ranks) if r != 1]
    return bool(firsts and others) and max(firsts) < max(others)


def record_outcome(
    stats: dict[str, Any],
    game_id: str,
    seats: Sequence[Mapping[str, Any]],
    outcome: Mapping[str, Any],
    mission: str | None = None,
) -> None:
    """Count one finished game from its `Outcome.to_dict()` and the seats' kinds and names."""
    per_game = stats["games"].setdefault(game_id, {"played": 0, "by_kind": {}})
    per_game["played"] = per_game.get("played", 0) + 1
    lower = lower_is_better(outcome)
    per_game["lower_better"] = lower
    scores = list(outcome.get("scores", []))
    winners = set(outcome.get("winners", []))
    for seat, info in enumerate(seats):
        kind = str(info.get("kind", "human"))
        entry = per_game["by_kind"].setdefault(kind, {"seats": 0, "wins": 0})
        entry["seats"] += 1
        if seat in winners:
            entry["wins"] += 1
        if seat < len(scores):
            score = float(scores[seat])
            best = entry.get("best")
            entry["best"] = score if best is None else (min(best, score) if lower else max(best, score))
            entry["total"] = float(entry.get("total", 0.0)) + score
            entry["scored"] = int(entry.get("scored", 0)) + 1
    last = per_game.setdefault("last", [])
    last.append(
        {
            "at": time.time(),
            "kind": outcome.get("kind", "ranked"),
            "scores": scores,
            "winners": sorted(winners),
            "seats": [str(s.get("kind", "human")) for s in seats],
            "names": [str(s.get("name", "")) for s in seats],
            "unit_key": outcome.get("unit_key"),
            "result_key": outcome.get("result_key"),
            "won": outcome.get("won"),
        }
    )
    del last[:-LAST_GAMES]
    if outcome.get("kind") == "solo":
        key = f"{game_id}.{mission}" if mission else game_id
        solo = stats.setdefault("solo", {}).setdefault(key, {"tries": 0, "passed": False, "best": None})
        solo["tries"] += 1
        solo["passed"] = bool(solo["passed"] or outcome.get("won"))
        if scores:
            solo["best"] = scores[0] if solo["best"] is None else max(solo["best"], scores[0])


def record_game(stats: dict[str, Any], game_id: str, seat_kinds: list[str], winners: list[int]) -> None:
    """Count a game known only by its seat kinds and winners (no scores)."""
    record_outcome(stats, game_id, [{"kind": k} for k in seat_kinds], {"winners": winners})


def average(entry: Mapping[str, Any]) -> float | None:
    scored = int(entry.get("scored", 0))
    return float(entry.get("total", 0.0)) / scored if scored else None


def save_stats(stats: dict[str, Any]) -> None:
    atomic_write_json(stats_path(), stats)
