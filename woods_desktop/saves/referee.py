"""The Voice referee's book on disk: the round, the words used up, and the words checked so far.

A physical table keeps its used words for the whole game, so they must outlive the referee screen (the
table opens the rules, or Settings, between two rounds) and the program. One file, `referee.json` in
the per-user data folder, written whole after every change; a broken one is moved aside and the book
starts afresh.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from woods_desktop.saves.store import BrokenFile, atomic_write_json, data_dir, quarantine, read_json

REFEREE = "referee.json"


def referee_path() -> Path:
    return data_dir() / REFEREE


def load_referee() -> dict[str, Any]:
    """What the referee screen saved last ({} for none, or for a broken file, which is moved aside)."""
    path = referee_path()
    try:
        data = read_json(path)
    except BrokenFile:
        return {}
    if data is None:
        return {}
    if not isinstance(data, dict):
        quarantine(path)
        return {}
    return data


def save_referee(data: dict[str, Any]) -> None:
    atomic_write_json(referee_path(), data)


__all__ = ["REFEREE", "load_referee", "referee_path", "save_referee"]
