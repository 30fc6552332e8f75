"""A network game's autosave: one file per game beside the hot-seat saves, never in their slots.

The host writes the replay record (`saves.games.save_game`) after every
action and every seat taken, with the join code and the seat tokens in its
`meta`, so a host killed mid-game restarts into the same game and the joined
computers' tokens still fit. The hot-seat slots stay untouched (a network game
is not "Continue" at one computer); a finished game goes to the history like
any other, without its tokens.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from woods_desktop.core.game import GameDefinition
from woods_desktop.core.replay import make_record
from woods_desktop.saves.games import NETWORK, load_record, save_game
from woods_desktop.saves.history import archive
from woods_desktop.saves.store import BrokenFile, data_dir

FOLDER = NETWORK


def path_for(game_id: str) -> Path:
    return data_dir() / FOLDER / f"{game_id}.json"


def save(
    definition: GameDefinition, config: Mapping[str, Any], seed: int, actions: Sequence[Any], meta: Mapping[str, Any]
) -> Path:
    return save_game(definition, config, seed, actions, meta, path=path_for(definition.id))


def load(definition: GameDefinition) -> tuple[dict[str, Any], Any, list[Any]] | None:
    """(record, state, actions) of the unfinished network game, or None (none kept, or it was
    broken and has been moved aside: a new game starts)."""
    try:
        found = load_record(path_for(definition.id), {definition.id: definition})
    except BrokenFile:
        return None
    if found is None or not isinstance(found[0].get("meta", {}).get("net"), dict):
        return None
    return found


def finish(
    definition: GameDefinition,
    config: Mapping[str, Any],
    seed: int,
    actions: Sequence[Any],
    meta: Mapping[str, Any],
    outcome: Mapping[str, Any],
) -> None:
    """Into the history with its outcome; the autosave goes."""
    kept = {k: v for k, v in meta.items() if k != "net"}
    record = make_record(definition, config, seed, actions, kept)
    archive(record, outcome)
    try:
        path_for(definition.id).unlink()
    except FileNotFoundError:
        pass
