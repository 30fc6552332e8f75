"""The current (unfinished) game on disk: written after every action, resumed by Continue."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from woods_desktop.core.game import GameDefinition
from woods_desktop.core.replay import ReplayError, make_record, replay
from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

CURRENT = "current_game.json"


def current_path() -> Path:
    return data_dir() / CURRENT


def save_game(definition: GameDefinition, config: Mapping[str, Any], seed: int,
              actions: list[Any], meta: Mapping[str, Any] | None = None,
              path: Path | None = None) -> Path:
    target = path or current_path()
    atomic_write_json(target, make_record(definition, config, seed, actions, meta))
    return target


def clear_current() -> None:
    try:
        current_path().unlink()
    except FileNotFoundError:
        pass


def load_record(path: Path, games: Mapping[str, GameDefinition]) -> tuple[dict[str, Any], Any, list[Any]] | None:
    """(record, state, actions) or None when there is no file.

    Raises BrokenFile, with the file already moved aside, when it is not JSON
    or does not replay (unknown version or game, truncated, illegal action).
    """
    record = read_json(path)
    if record is None:
        return None
    try:
        state, actions = replay(record, games)
    except ReplayError as exc:
        raise check_broken(path, str(exc)) from exc
    return record, state, actions


__all__ = ["BrokenFile", "save_game", "load_record", "clear_current", "current_path"]
