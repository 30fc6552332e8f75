"""Statistics per game: games played and won by seat type, solo progress."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

STATS = "statistics.json"


def stats_path() -> Path:
    return data_dir() / STATS


def empty_stats() -> dict[str, Any]:
    return {"version": 1, "games": {}}


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
    return data, None


def record_game(stats: dict[str, Any], game_id: str, seat_kinds: list[str], winners: list[int]) -> None:
    """Count one finished game: played and won per seat kind ("human", "easy", ...)."""
    per_game = stats["games"].setdefault(game_id, {"played": 0, "by_kind": {}})
    per_game["played"] += 1
    for seat, kind in enumerate(seat_kinds):
        entry = per_game["by_kind"].setdefault(kind, {"seats": 0, "wins": 0})
        entry["seats"] += 1
        if seat in winners:
            entry["wins"] += 1


def save_stats(stats: dict[str, Any]) -> None:
    atomic_write_json(stats_path(), stats)
