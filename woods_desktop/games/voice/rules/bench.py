"""Playout speed of the engine (games per second), for `woods-desktop bench`.

Timing lives here and never in tests. The caller passes the loaded data
(the engine reads no files): `bench(load_voice_data())`.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Iterable

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules.cards import VoiceData
from woods_desktop.games.voice.rules.state import new_game
from woods_desktop.games.voice.rules.testing import choose as default_choose


def play(
    data: VoiceData,
    seats: int,
    seed: int,
    variant: str = "standard",
    choose: Callable[[Any, list[Any], Rng], Any] = default_choose,
) -> tuple[Any, int]:
    """One playout with the test chooser; returns (final state, actions played)."""
    config = {
        "seats": seats,
        "variant": variant,
        "options": {"minute": "private"},
        "names": [f"P{i + 1}" for i in range(seats)],
    }
    state = new_game(config, seed, data)
    rng = Rng(seed ^ 0xB0B)
    steps = 0
    while not state.is_over():
        seat = state.to_move()
        state.apply(choose(state, state.legal_actions(seat), rng))
        steps += 1
    return state, steps


def bench(
    data: VoiceData, games: int = 50, seats: Iterable[int] = (2, 3, 4, 5), seed: int = 0, variant: str = "standard"
) -> dict[str, Any]:
    """Random playouts per player count: games/s, actions/s, actions and rounds per game."""
    out: dict[str, Any] = {"game": "voice", "variant": variant, "games_per_count": games, "counts": {}}
    for n in seats:
        start = time.perf_counter()
        actions = rounds = 0
        for i in range(games):
            state, steps = play(data, n, seed + i, variant)
            actions += steps
            rounds += state.round
        elapsed = time.perf_counter() - start
        out["counts"][str(n)] = {
            "games_per_s": round(games / elapsed, 2) if elapsed else None,
            "actions_per_s": round(actions / elapsed) if elapsed else None,
            "actions_per_game": round(actions / games, 1),
            "rounds_per_game": round(rounds / games, 2),
            "seconds": round(elapsed, 3),
        }
    return out
