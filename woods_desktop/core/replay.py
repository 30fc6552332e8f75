"""Saves are the replay: a game is (config, seed, actions), rebuilt by replaying.

A record pins the rules it was played under (`rules_hash`, the game's parsed
data hashed) and the program version, so a save made before a rules change is
recognised: it still resumes when its actions replay, and is set aside when not.
Saves, undo, the history of finished games and the fuzzer all build their
records here, through `make_record`.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from woods_desktop import __version__
from woods_desktop.core.game import GameDefinition

FORMAT_VERSION = 1


class ReplayError(ValueError):
    """A record that cannot be replayed; the message says what is wrong."""


def make_record(
    definition: GameDefinition,
    config: Mapping[str, Any],
    seed: int,
    actions: Sequence[Any],
    meta: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "format_version": FORMAT_VERSION,
        "game": definition.id,
        "config": dict(config),
        "seed": seed,
        "rules_hash": definition.rules_hash,
        "app_version": __version__,
        "actions": [definition.encode_action(a) for a in actions],
        "meta": dict(meta or {}),
    }


def rules_changed(record: Mapping[str, Any], definition: GameDefinition) -> bool:
    """True when the record was made under other rules data than the game has now."""
    pinned = record.get("rules_hash")
    return bool(pinned) and bool(definition.rules_hash) and pinned != definition.rules_hash


def replay(record: Mapping[str, Any], games: Mapping[str, GameDefinition]) -> tuple[Any, list[Any]]:
    """Rebuild the state of a record; returns (state, decoded actions)."""
    if not isinstance(record, Mapping):
        raise ReplayError("not a save record (expected a JSON object)")
    version = record.get("format_version")
    if version != FORMAT_VERSION:
        raise ReplayError(f"unknown format_version {version!r} (expected {FORMAT_VERSION})")
    game_id = record.get("game")
    if not isinstance(game_id, str) or game_id not in games:
        raise ReplayError(f"unknown game {game_id!r}")
    definition = games[game_id]
    try:
        state = definition.new_game(record["config"], int(record["seed"]))
        actions = [definition.decode_action(a) for a in record["actions"]]
        for action in actions:
            state.apply(action)
    except ReplayError:
        raise
    except Exception as exc:  # a broken record may fail anywhere in the engine
        raise ReplayError(f"replay failed: {type(exc).__name__}: {exc}") from exc
    return state, actions
