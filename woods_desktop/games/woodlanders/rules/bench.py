"""How many complete random games the engine plays per second on one core.

The figure `woodlanders_games_per_second`: every seat picks a uniformly random
legal action (D4-ST8 plays by its rule), three rounds per game, new seed per
game. `woods-desktop bench` reports it; tests never time anything.
"""

from __future__ import annotations

import time

from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.rules.cards import WoodlandersRules
from woods_desktop.games.woodlanders.rules.state import STANDARD, human_seats, new_game


def play_random_game(seed: int, rules: WoodlandersRules, variant: str = STANDARD) -> int:
    """Play one game to the end with random legal moves; returns the number of actions."""
    seats = human_seats(variant, rules)
    state = new_game({"seats": seats, "variant": variant, "options": {}}, seed, rules)
    rng = Rng(seed ^ 0xBE7C4)
    steps = 0
    while state.turn is not None:
        legal = state.legal_actions(state.turn)
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    return steps


def games_per_second(seconds: float = 3.0, rules: WoodlandersRules | None = None, variant: str = STANDARD) -> float:
    """Complete random games per second for about `seconds` of wall time.

    `rules` defaults to the printed game's numbers (`WoodlandersRules.default()`,
    checked equal to assets/data/woodlanders.yaml by a test) so the benchmark
    needs no data files.
    """
    rules = rules or WoodlandersRules.default()
    games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        play_random_game(games + 1, rules, variant)
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            return games / (now - start)
