"""How far a saved Voice of the Woods game got, for Continue and Saved games: the round (the game
ends when the deck runs out, so there is no "of")."""

from __future__ import annotations

from typing import Any

from woods_desktop.games.voice.rules.view import VoiceView


def progress(view: VoiceView) -> tuple[str, dict[str, Any]] | None:
    return "saved.round", {"round": view.round}
