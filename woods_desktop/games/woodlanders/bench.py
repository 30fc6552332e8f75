"""Woodlanders' figures for `woods-desktop bench`: engine speed and the computer players."""

from __future__ import annotations

from typing import Any


def figures(quick: bool) -> dict[str, Any]:
    from woods_desktop.games.woodlanders.bots.bench import figures as bot_figures
    from woods_desktop.games.woodlanders.rules.bench import games_per_second
    from woods_desktop.games.woodlanders.rules.state import THREE_PLAYER

    out: dict[str, Any] = {
        "woodlanders_games_per_second": round(games_per_second(2.0 if quick else 5.0), 1),
        "woodlanders_three_player_games_per_second": round(
            games_per_second(1.0 if quick else 3.0, variant=THREE_PLAYER), 1
        ),
    }
    out.update(bot_figures(quick))
    return out
