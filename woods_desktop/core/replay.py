"""Saves are the replay: a game is (config, seed, actions), rebuilt by replaying."""

from __future__ import annotations

from typing import Any, Mapping

from woods_desktop.core.game import GameDefinition

FORMAT_VERSION = 1


class ReplayError(ValueError):
    """A record that cannot be replayed; the message says what is wrong."""


def make_record(
    definition: GameDefinition,
    config: Mapping[str, Any],
    seed: int,
    actions: list[Any],
    meta: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "format_version": FORMAT_VERSION,
        "game": definition.id,
        "config": dict(config),
        "seed": seed,
        "actions": [definition.encode_action(a) for a in actions],
        "meta": dict(meta or {}),
    }


def replay(record: Mapping[str, Any], games: Mapping[str, GameDefinition]) -> tuple[Any, list[Any]]:
    """Rebuild the state of a record; returns (state, decoded actions)."""
    if not isinstance(record, Mapping):
        raise ReplayError("not a save record (expected a JSON object)")
    version = record.get("format_version")
    if version != FORMAT_VERSION:
        raise ReplayError(f"unknown format_version {version!r} (expected {FORMAT_VERSION})")
    game_id = record.get("game")
    if game_id not in games:
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
