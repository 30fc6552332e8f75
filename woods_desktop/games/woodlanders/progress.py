"""How far a saved Woodlanders game got, for Continue and Saved games: the round of the rounds."""

from __future__ import annotations

from typing import Any

from woods_desktop.games.woodlanders.rules.view import WoodlandersView


def progress(view: WoodlandersView) -> tuple[str, dict[str, Any]] | None:
    return "saved.progress.round_of", {"round": view.round, "rounds": view.rounds}
