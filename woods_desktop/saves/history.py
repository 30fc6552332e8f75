"""Finished games keep their replay: the last games of each game, for statistics and `replay`.

Each finished game is one file, history/<game>/<time>.json: the replay record
plus the `Outcome` it reached. Only the newest `KEEP` per game are kept, so
the folder never grows without bound.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Mapping

from woods_desktop.saves.store import BrokenFile, atomic_write_json, data_dir, read_json

HISTORY = "history"
KEEP = 50


def history_dir(game_id: str | None = None) -> Path:
    base = data_dir() / HISTORY
    return base / game_id if game_id else base


def archive(record: Mapping[str, Any], outcome: Mapping[str, Any], keep: int = KEEP) -> Path:
    """Store a finished game's record with its outcome; drop the oldest beyond `keep`."""
    folder = history_dir(str(record["game"]))
    stamp = time.strftime("%Y%m%d-%H%M%S") + f"-{time.time_ns() % 1_000_000:06d}"
    path = folder / f"{stamp}.json"
    atomic_write_json(path, {**dict(record), "outcome": dict(outcome), "finished_at": time.time()})
    for old in finished_paths(str(record["game"]))[keep:]:
        try:
            old.unlink()
        except OSError:
            pass
    return path


def finished_paths(game_id: str) -> list[Path]:
    """The finished games' files, newest first."""
    folder = history_dir(game_id)
    if not folder.exists():
        return []
    return sorted(folder.glob("*.json"), reverse=True)


def finished_games(game_id: str, limit: int = KEEP) -> list[dict[str, Any]]:
    """The newest finished records (with `outcome`), skipping (and moving aside) unreadable ones."""
    out: list[dict[str, Any]] = []
    for path in finished_paths(game_id):
        try:
            record = read_json(path)
        except BrokenFile:
            continue
        if isinstance(record, dict) and isinstance(record.get("outcome"), dict):
            record["path"] = str(path)
            out.append(record)
        if len(out) >= limit:
            break
    return out
