"""Statistics per game, counted for people (by name) and for each computer level, from each `Outcome`.

Per game and per kind of outcome (a "mode": ranked, team, solo), the finished games and one row per
player: a person (human seats with the same name are one person, as setup makes them) counts one
game per finished game however many seats they played; each computer seat counts for its level.

- ranked: wins (placed first), best and average score in the game's unit;
- team: won / lost, and how often each shared result came ("best birthday", "surprise"): no points;
- solo: passed / failed, best and average score.

Whether a higher or a lower score is better is read from the outcome itself (the seat placed first),
never assumed per game. Version 1 files (rows per seat kind, one game per seat) are migrated on
load: rebuilt from the kept finished games when those are all of them, else kept as one "people"
row of the earlier games.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Mapping, Sequence

from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

STATS = "statistics.json"
VERSION = 2
LAST_GAMES = 50
RANKED, TEAM, SOLO = "ranked", "team", "solo"
MODES = (RANKED, TEAM, SOLO)
TABLE_KIND = "table"  # the people's shared seat (the Wolf's task cards): not a player of its own
EARLIER_PEOPLE = "kind:human"  # version 1's people, not told apart


def stats_path() -> Path:
    return data_dir() / STATS


def empty_stats() -> dict[str, Any]:
    return {"version": VERSION, "games": {}, "solo": {}}


def load_stats() -> tuple[dict[str, Any], BrokenFile | None]:
    path = stats_path()
    try:
        data = read_json(path)
    except BrokenFile as broken:
        return empty_stats(), broken
    if data is None:
        return empty_stats(), None
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict) or data.get("version") not in (1, 2):
        return empty_stats(), check_broken(path, "unknown statistics format")
    if data.get("version") == 1:
        data = migrate_v1(data)
    data.setdefault("solo", {})
    return data, None


def person_key(name: str) -> str:
    """People are told apart by name, as setup does: "Anna" and " anna " are one person."""
    return " ".join(name.split()).casefold()


def row_id(kind: str, name: str) -> str | None:
    """The row a seat counts in: "person:<name>" for a human, "kind:<level>" for a computer,
    None for the table seat."""
    if kind == TABLE_KIND:
        return None
    return f"person:{person_key(name)}" if kind == "human" else f"kind:{kind}"


def lower_is_better(outcome: Mapping[str, Any]) -> bool:
    """True when the seat placed first scored less than someone placed after it."""
    scores, ranks = list(outcome.get("scores", [])), list(outcome.get("ranks", []))
    if len(scores) < 2 or len(scores) != len(ranks):
        return False
    firsts = [s for s, r in zip(scores, ranks) if r == 1]
    others = [s for s, r in zip(scores, ranks) if r != 1]
    return bool(firsts and others) and max(firsts) < max(others)


def _better(a: float, b: float, lower: bool) -> float:
    return min(a, b) if lower else max(a, b)


def _count(row: dict[str, Any], won: bool, score: float | None, lower: bool) -> None:
    row["games"] = int(row.get("games", 0)) + 1
    row["wins"] = int(row.get("wins", 0)) + (1 if won else 0)
    if score is not None:
        best = row.get("best")
        row["best"] = score if best is None else _better(float(best), score, lower)
        row["total"] = float(row.get("total", 0.0)) + score
        row["scored"] = int(row.get("scored", 0)) + 1


def record_outcome(
    stats: dict[str, Any],
    game_id: str,
    seats: Sequence[Mapping[str, Any]],
    outcome: Mapping[str, Any],
    mission: str | None = None,
    at: float | None = None,
) -> None:
    """Count one finished game from its `Outcome.to_dict()` and the seats' kinds and names."""
    mode = str(outcome.get("kind") or RANKED)
    mode = mode if mode in MODES else RANKED
    per_game = stats["games"].setdefault(game_id, {"played": 0, "modes": {}})
    per_game["played"] = int(per_game.get("played", 0)) + 1
    entry = per_game.setdefault("modes", {}).setdefault(mode, {"played": 0, "rows": {}})
    entry["played"] = int(entry.get("played", 0)) + 1
    lower = mode == RANKED and lower_is_better(outcome)
    if mode == RANKED:
        entry["lower_better"] = lower
    scores = [float(s) for s in outcome.get("scores", [])]
    winners = set(outcome.get("winners", []))
    shared_win = bool(outcome.get("won"))
    if mode == TEAM:
        key = outcome.get("result_key")
        if isinstance(key, str):
            results = entry.setdefault("results", {})
            results[key] = int(results.get(key, 0)) + 1
            entry.setdefault("results_won", {})[key] = shared_win  # a lost result is never drawn as a win
    ids = [row_id(str(s.get("kind", "human")), str(s.get("name", ""))) for s in seats]
    # a person's seats are counted together; so are a computer level's in a team game (one shared result,
    # one game), while in a ranked game each computer seat is a rival of its own and counts one by one
    counted: dict[str, list[int]] = {}
    rows = entry.setdefault("rows", {})
    for seat, rid in enumerate(ids):
        if rid is None:
            continue
        if rid.startswith("person:") or mode == TEAM:
            counted.setdefault(rid, []).append(seat)
            continue
        _count_seats(rows, rid, seats, [seat], mode, winners, shared_win, scores, lower)
    for rid, group in counted.items():
        _count_seats(rows, rid, seats, group, mode, winners, shared_win, scores, lower)
    last = per_game.setdefault("last", [])
    last.append(
        {
            "at": time.time() if at is None else at,
            "kind": mode,
            "scores": scores,
            "winners": sorted(winners),
            "seats": [str(s.get("kind", "human")) for s in seats],
            "names": [str(s.get("name", "")) for s in seats],
            "colours": [s.get("colour") if isinstance(s.get("colour"), int) else None for s in seats],
            "rows": ids,
            "unit_key": outcome.get("unit_key"),
            "result_key": outcome.get("result_key"),
            "won": outcome.get("won"),
        }
    )
    del last[:-LAST_GAMES]
    if mode == SOLO:
        key = f"{game_id}.{mission}" if mission else game_id
        solo = stats.setdefault("solo", {}).setdefault(key, {"tries": 0, "passed": False, "best": None})
        solo["tries"] += 1
        solo["passed"] = bool(solo["passed"] or outcome.get("won"))
        if scores:
            solo["best"] = scores[0] if solo["best"] is None else max(solo["best"], scores[0])


def _count_seats(
    rows: dict[str, Any],
    rid: str,
    seats: Sequence[Mapping[str, Any]],
    group: list[int],
    mode: str,
    winners: set[int],
    shared_win: bool,
    scores: list[float],
    lower: bool,
) -> None:
    first = seats[group[0]]
    row = rows.setdefault(rid, {"name": str(first.get("name", "")), "kind": str(first.get("kind", "human"))})
    if mode == RANKED:
        won = any(s in winners for s in group)
        mine = [scores[s] for s in group if s < len(scores)]
        score = (min(mine) if lower else max(mine)) if mine else None
    else:  # team and solo: one shared result; a team's "score" is not a player's points
        won = shared_win
        score = scores[group[0]] if mode == SOLO and group[0] < len(scores) else None
    _count(row, won, score, lower)


def record_game(stats: dict[str, Any], game_id: str, seat_kinds: list[str], winners: list[int]) -> None:
    """Count a game known only by its seat kinds and winners (no scores)."""
    seats = [{"kind": k, "name": f"Player {i + 1}"} for i, k in enumerate(seat_kinds)]
    record_outcome(stats, game_id, seats, {"winners": winners})


def average(entry: Mapping[str, Any]) -> float | None:
    scored = int(entry.get("scored", 0))
    return float(entry.get("total", 0.0)) / scored if scored else None


def migrate_v1(old: Mapping[str, Any]) -> dict[str, Any]:
    """Version 1 counted seats per kind (one person with two heroes: two games, two wins). Where the
    kept finished games are all the games played, count them again as people; otherwise keep the old
    rows, the people's as one row of earlier games, and drop a team game's "points"."""
    from woods_desktop.saves.history import finished_games

    new = empty_stats()
    new["solo"] = dict(old.get("solo") or {})
    for game_id, g in (old.get("games") or {}).items():
        if not isinstance(g, dict):
            continue
        played = int(g.get("played", 0) or 0)
        kept = finished_games(str(game_id))
        if played and len(kept) == played:
            for record in reversed(kept):  # oldest first, so "last" keeps its order
                seats = (record.get("meta") or {}).get("seats") or []
                options = (record.get("config") or {}).get("options") or {}
                mission = options.get("mission") if isinstance(options, dict) else None
                scratch = {"games": new["games"], "solo": {}}  # the solo progress is kept as it was
                at = record.get("finished_at")
                record_outcome(
                    scratch,
                    str(game_id),
                    [s for s in seats if isinstance(s, dict)],
                    record["outcome"],
                    str(mission) if mission else None,
                    float(at) if isinstance(at, (int, float)) else None,
                )
            continue
        last = [x for x in g.get("last") or [] if isinstance(x, dict)]
        kinds = {str(x.get("kind", RANKED)) for x in last}
        mode = kinds.pop() if len(kinds) == 1 and next(iter(kinds)) in MODES else RANKED
        rows: dict[str, Any] = {}
        for kind, e in (g.get("by_kind") or {}).items():
            if kind == TABLE_KIND or not isinstance(e, dict):
                continue
            row: dict[str, Any] = {
                "name": "",
                "kind": kind,
                "games": int(e.get("seats", 0)),
                "wins": int(e.get("wins", 0)),
            }
            if mode != TEAM:
                row.update({k: e[k] for k in ("best", "total", "scored") if k in e})
            rows[f"kind:{kind}"] = row
        entry: dict[str, Any] = {"played": played, "rows": rows}
        if mode == TEAM and len(last) == played:  # every game is still in "last": its results too
            results: dict[str, int] = {}
            for x in last:
                if isinstance(x.get("result_key"), str):
                    results[x["result_key"]] = results.get(x["result_key"], 0) + 1
            entry["results"] = results
        if mode == RANKED:
            entry["lower_better"] = bool(g.get("lower_better"))
        new["games"][game_id] = {"played": played, "modes": {mode: entry}, "last": last}
    return new


def save_stats(stats: dict[str, Any]) -> None:
    atomic_write_json(stats_path(), stats)
