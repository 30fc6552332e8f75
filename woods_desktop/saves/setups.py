"""The last setup of each game (seats, names, colours, variant, options): next time's defaults."""

from __future__ import annotations

from typing import Any, Mapping

from woods_desktop.saves.store import BrokenFile, atomic_write_json, data_dir, read_json

SETUPS = "setups.json"


def _path() -> Any:
    return data_dir() / SETUPS


def load_setups() -> dict[str, Any]:
    """Every game's last setup; a damaged file is moved aside and forgotten (setup has defaults)."""
    try:
        data = read_json(_path())
    except BrokenFile:
        return {}
    return data if isinstance(data, dict) else {}


def last_setup(game_id: str) -> dict[str, Any] | None:
    entry = load_setups().get(game_id)
    return entry if isinstance(entry, dict) else None


def remember_setup(game_id: str, setup: Mapping[str, Any]) -> None:
    data = load_setups()
    data[game_id] = dict(setup)
    atomic_write_json(_path(), data)
