"""Each game's figures for `woods-desktop bench`, gathered in one place.

Each entry takes `quick` and returns a dict of bench keys; the functions live
beside the code they measure (engine, bots, words).
"""

from __future__ import annotations

from typing import Any, Callable


def woodlanders_figures(quick: bool) -> dict[str, Any]:
    from woods_desktop.engine.woodlanders.bench import games_per_second
    from woods_desktop.engine.woodlanders.state import THREE_PLAYER

    out: dict[str, Any] = {
        "woodlanders_games_per_second": round(games_per_second(2.0 if quick else 5.0), 1),
        "woodlanders_three_player_games_per_second": round(games_per_second(1.0 if quick else 3.0,
                                                                            variant=THREE_PLAYER), 1),
    }
    from woods_desktop.bots.woodlanders_bench import figures

    out.update(figures(quick))
    return out


def voice_figures(quick: bool) -> dict[str, Any]:
    out: dict[str, Any] = {}
    from woods_desktop.data.voice import load_voice_data
    from woods_desktop.engine.voice.bench import bench

    engine = bench(load_voice_data(), games=10 if quick else 40)
    out["voice_engine_games_per_second"] = {n: c["games_per_s"] for n, c in engine["counts"].items()}
    from woods_desktop.bots.voice_bench import figures as bot_figures
    from woods_desktop.words.bench import figures as word_figures

    out.update(word_figures(quick=quick))
    out.update(bot_figures(quick))
    return out


GAME_BENCHES: dict[str, Callable[[bool], dict[str, Any]]] = {
    "woodlanders": woodlanders_figures,
    "voice": voice_figures,
}
