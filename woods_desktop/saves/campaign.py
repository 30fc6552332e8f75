"""Solo campaign progress: per profile and mission, the tries, the best score and whether it was passed.

A profile is the name the solo player plays under (compared without case or
surrounding spaces, as setup makes one person of seats with the same name).
Progress lives in campaign.json in the per-user data folder, so it survives a
reinstall; every finished solo mission is recorded by `record_mission` (the
session calls it when a game ends). A mission is open when it is the first,
when the one before it was passed, or when the setting "open all missions" is
on (the caller passes it: settings belong to the app).

A progress file that does not load is moved aside and named (never deleted),
and progress is rebuilt from what else was kept: the finished games' history
(per player name) and the statistics' solo entries (per mission, all players
together: credited to the player of the newest solo game in the history).
The games with missions are those whose plugin says `campaign`; a game's missions come from its definition's
`extras["solo_missions"]`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

CAMPAIGN = "campaign.json"
VERSION = 1


def campaign_games() -> tuple[str, ...]:
    """The games with solo missions (their plugin's `campaign`), in menu order."""
    from woods_desktop.games import GAMES

    return tuple(p.id for p in GAMES if p.campaign)


@dataclass(frozen=True)
class MissionProgress:
    """One mission as the campaign screen lists it: its level, the objectives (goal text key and
    its parameters), the minimum score, the refresh cost, the most turns it can last, and this
    profile's tries, best score (None: never finished) and whether it was passed and is open."""

    level: int
    objectives: tuple[tuple[str, Mapping[str, int]], ...]
    min_score: int
    refresh_cost: int
    turns: int
    best: float | None
    passed: bool
    tries: int
    open: bool


def campaign_path() -> Path:
    return data_dir() / CAMPAIGN


def profile_key(name: str | None) -> str:
    return (name or "").strip().casefold()


def empty_campaign() -> dict[str, Any]:
    return {"version": VERSION, "last_profile": None, "profiles": {}}


def _valid(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("profiles"), dict):
        return False
    for entry in data["profiles"].values():
        if not isinstance(entry, dict) or not isinstance(entry.get("games"), dict):
            return False
        for missions in entry["games"].values():
            if not isinstance(missions, dict):
                return False
            for m in missions.values():
                if not isinstance(m, dict) or not isinstance(m.get("tries"), int):
                    return False
    return True


def load_campaign() -> tuple[dict[str, Any], BrokenFile | None]:
    """The progress of every profile; a broken file is moved aside (the `BrokenFile` says where)
    and the progress rebuilt from the history and statistics, and saved again."""
    path = campaign_path()
    try:
        data = read_json(path)
    except BrokenFile as broken:
        return _rebuilt(), broken
    if data is None:
        return empty_campaign(), None
    if not _valid(data):
        moved = check_broken(path, "unknown campaign progress format")  # aside first: the rebuilt file replaces it
        return _rebuilt(), moved
    return data, None


def _rebuilt() -> dict[str, Any]:
    data = rebuild()
    try:
        atomic_write_json(campaign_path(), data)
    except OSError:
        pass  # the rebuilt progress is still shown; the next record tries to write again
    return data


def _entry(data: dict[str, Any], name: str | None) -> dict[str, Any]:
    key = profile_key(name)
    entry: dict[str, Any] = data["profiles"].setdefault(key, {"name": (name or "").strip(), "games": {}})
    return entry


def _count(mission: dict[str, Any], won: bool, score: float | None, tries: int = 1) -> None:
    mission["tries"] = int(mission.get("tries", 0)) + tries
    mission["passed"] = bool(mission.get("passed")) or won
    if score is not None:
        best = mission.get("best")
        mission["best"] = score if best is None else max(float(best), score)


def _mapping(x: Any) -> dict[str, Any]:
    return x if isinstance(x, dict) else {}


def rebuild() -> dict[str, Any]:
    """Progress from the finished games kept in the history (per player) and the statistics' solo
    entries (see the module docstring)."""
    from woods_desktop.saves.history import finished_games
    from woods_desktop.saves.stats import load_stats

    data = empty_campaign()
    newest: tuple[float, str | None] | None = None
    from_history: dict[tuple[str, str, str], int] = {}
    games = campaign_games()
    for game, record in ((g, r) for g in games for r in finished_games(g)):
        config = _mapping(record.get("config"))
        options = _mapping(config.get("options"))
        outcome = record["outcome"]
        mission = options.get("mission")
        if outcome.get("kind") != "solo" or mission in (None, ""):
            continue
        seats = _mapping(record.get("meta")).get("seats")
        seats = seats if isinstance(seats, list) else []
        name = str(seats[0].get("name", "")) if seats and isinstance(seats[0], dict) else ""
        scores = outcome.get("scores") or []
        entry = _entry(data, name)
        missions = entry["games"].setdefault(game, {})
        _count(missions.setdefault(str(mission), {}), bool(outcome.get("won")), float(scores[0]) if scores else None)
        key = (game, profile_key(name), str(mission))
        from_history[key] = from_history.get(key, 0) + 1
        at = float(record.get("finished_at", 0.0) or 0.0)
        if newest is None or at > newest[0]:
            newest = (at, name)
    stats, _ = load_stats()
    owner = newest[1] if newest is not None else None
    for key, solo in (stats.get("solo") or {}).items():
        game, _, mission = str(key).partition(".")
        if game not in games or not mission or not isinstance(solo, dict):
            continue
        entry = _entry(data, owner)
        target = entry["games"].setdefault(game, {}).setdefault(mission, {})
        me = profile_key(owner)
        others = sum(n for (g, p, m), n in from_history.items() if (g, m) == (game, mission) and p != me)
        mine = from_history.get((game, profile_key(owner), mission), 0)
        extra = max(0, int(solo.get("tries", 0) or 0) - others - mine)
        best = solo.get("best")
        _count(target, bool(solo.get("passed")), float(best) if isinstance(best, (int, float)) else None, extra)
    data["last_profile"] = profile_key(owner) if data["profiles"] else None
    return data


def record_mission(game_id: str, mission: Any, outcome: Mapping[str, Any], name: str | None) -> None:
    """Count one finished solo mission (`outcome`: `Outcome.to_dict()`) for the profile `name`."""
    if outcome.get("kind") != "solo" or mission in (None, ""):
        return
    data, _ = load_campaign()
    scores = list(outcome.get("scores") or [])
    entry = _entry(data, name)
    missions = entry["games"].setdefault(game_id, {})
    _count(missions.setdefault(str(mission), {}), bool(outcome.get("won")), float(scores[0]) if scores else None)
    data["last_profile"] = profile_key(name)
    atomic_write_json(campaign_path(), data)


def last_profile() -> str | None:
    """The name of the last profile that finished a mission (None: nobody yet)."""
    data, _ = load_campaign()
    key = data.get("last_profile")
    entry = data["profiles"].get(key) if isinstance(key, str) else None
    return str(entry.get("name", "")) if isinstance(entry, dict) else None


def _missions(game_id: str) -> Sequence[Mapping[str, Any]]:
    from woods_desktop.games import definition

    missions: Sequence[Mapping[str, Any]] = definition(game_id).extras.get("solo_missions", ())
    return missions


def campaign_progress(
    profile: str | None = None,
    open_all: bool = False,
    game_id: str | None = None,
    missions: Sequence[Mapping[str, Any]] | None = None,
    data: Mapping[str, Any] | None = None,
) -> list[MissionProgress]:
    """Every mission of `game_id` (None: the first game with missions) with `profile`'s progress (None: the
    last profile that played). `open_all`: the setting that opens every mission; `missions`/`data` default to
    the game's definition and the progress file."""
    game_id = game_id or campaign_games()[0]
    if data is None:
        data, _ = load_campaign()
    if missions is None:
        missions = _missions(game_id)
    key = profile_key(profile) if profile is not None else data.get("last_profile") or ""
    entry = data.get("profiles", {}).get(key) or {}
    mine = (entry.get("games") or {}).get(game_id) or {}
    out: list[MissionProgress] = []
    previous_passed = True
    for m in sorted(missions, key=lambda m: int(m["level"])):
        level = int(m["level"])
        record = mine.get(str(level)) or {}
        best = record.get("best")
        passed = bool(record.get("passed"))
        out.append(
            MissionProgress(
                level=level,
                objectives=tuple((str(o["key"]), dict(o.get("params") or {})) for o in m["objectives"]),
                min_score=int(m["min_score"]),
                refresh_cost=int(m["refresh_cost"]),
                turns=int(m.get("turns", 0)),
                best=float(best) if isinstance(best, (int, float)) else None,
                passed=passed,
                tries=int(record.get("tries", 0)),
                open=open_all or previous_passed,
            )
        )
        previous_passed = passed
    return out


__all__ = [
    "MissionProgress",
    "campaign_games",
    "campaign_path",
    "campaign_progress",
    "last_profile",
    "load_campaign",
    "profile_key",
    "rebuild",
    "record_mission",
]
