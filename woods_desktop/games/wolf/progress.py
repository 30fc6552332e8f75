"""How far a saved The Wolf is Coming game got, for Continue and Saved games: the steps the Wolf
still has to his house and the presents already in it (what the team races for)."""

from __future__ import annotations

from typing import Any

from woods_desktop.games.wolf.rules.view import WolfView


def progress(view: WolfView) -> tuple[str, dict[str, Any]] | None:
    return "saved.progress.wolf", {
        "steps": view.wolf_steps_left,
        "home": view.house_presents,
        "total": view.presents_total,
    }
