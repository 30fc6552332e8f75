"""How far a saved Whispering Woods game got, for Continue and Saved games: the round, or in a
solo mission its level, the turn and the turns left (free spaces on the scoring board, this turn included)."""

from __future__ import annotations

from typing import Any

from woods_desktop.games.whispering.rules.view import WhisperingView


def progress(view: WhisperingView) -> tuple[str, dict[str, Any]] | None:
    if view.mission is not None:
        return "saved.progress.solo", {
            "level": view.mission,
            "turn": view.turn,
            "left": view.turns_left or 0,
        }
    return "saved.round", {"round": view.turn}
