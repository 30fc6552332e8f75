"""Guided first games on disk: each game's lesson in its own slot (never the game's normal save), and which
games have offered their lesson already.

A lesson left half-way is its replay record under `guides/<game>.json`, outside the saves folder, so
Continue, Saved games and the statistics never see it. `guides/offered.json` lists the games whose
"learn to play?" offer was made the first time the game was opened (asked once per person's data folder).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from woods_desktop.saves.store import BrokenFile, atomic_write_json, data_dir, quarantine, read_json

GUIDES = "guides"
OFFERED = "offered.json"


def guides_dir() -> Path:
    return data_dir() / GUIDES


def guide_save_path(game_id: str) -> Path:
    return guides_dir() / f"{game_id}.json"


def save_guide(game_id: str, record: dict[str, Any]) -> None:
    atomic_write_json(guide_save_path(game_id), record)


def load_guide_record(game_id: str) -> dict[str, Any] | None:
    """The lesson left half-way, or None (none kept, or a broken file, which is moved aside)."""
    path = guide_save_path(game_id)
    if not path.exists():
        return None
    try:
        record = read_json(path)
    except BrokenFile:
        return None
    if not isinstance(record, dict):
        quarantine(path)
        return None
    return record


def delete_guide(game_id: str) -> None:
    try:
        guide_save_path(game_id).unlink()
    except FileNotFoundError:
        pass


def offered(game_id: str) -> bool:
    """Whether the game's lesson was offered already (the offer comes once, the first time a game is opened)."""
    return game_id in _offered()


def mark_offered(game_id: str) -> None:
    games = _offered()
    if game_id not in games:
        atomic_write_json(guides_dir() / OFFERED, sorted({*games, game_id}))


def _offered() -> set[str]:
    path = guides_dir() / OFFERED
    if not path.exists():
        return set()
    try:
        data = read_json(path)
    except BrokenFile:
        return set()
    return {str(g) for g in data} if isinstance(data, list) else set()
