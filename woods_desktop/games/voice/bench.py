"""Voice of the Woods' figures for `woods-desktop bench`: engine, dictionary, computer players."""

from __future__ import annotations

from typing import Any


def figures(quick: bool) -> dict[str, Any]:
    from woods_desktop.games.voice.bots.bench import figures as bot_figures
    from woods_desktop.games.voice.data import load_voice_data
    from woods_desktop.games.voice.rules.bench import bench
    from woods_desktop.words.bench import figures as word_figures

    engine = bench(load_voice_data(), games=10 if quick else 40)
    out: dict[str, Any] = {
        "voice_engine_games_per_second": {n: c["games_per_s"] for n, c in engine["counts"].items()},
    }
    out.update(word_figures(quick=quick))
    out.update(bot_figures(quick))
    return out
