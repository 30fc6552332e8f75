"""Engine figures for `woods-desktop bench`: random games per second and the path search's time.

`whispering_games_per_second`: two seats each pick a uniformly random legal
action (through `legal_actions` and `apply`), a new seed per game.
`whispering_path_search_ms`: the median time to list every valid path of one
task (3-5 elements, or the starting tile's) in a 40-tile forest grown at
random from the game's own tiles. Timing lives here, never in tests; the
caller passes the loaded data (the engine reads no files).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.rules.paths import Forest, Hex, frontier, task_paths
from woods_desktop.games.whispering.rules.state import new_game
from woods_desktop.games.whispering.rules.tiles import WhisperingData


def play_random_game(data: WhisperingData, seed: int, seats: int = 2) -> int:
    """One game to the end with random legal moves; returns the number of actions."""
    state = new_game({"seats": seats, "variant": "standard"}, seed, data)
    rng = Rng(seed ^ 0x3A7E)
    steps = 0
    while not state.is_over():
        legal = state.legal_actions(state.to_move())
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    return steps


def games_per_second(data: WhisperingData, seconds: float = 3.0, seats: int = 2) -> float:
    games = 0
    start = time.perf_counter()
    while True:
        play_random_game(data, games + 1, seats)
        games += 1
        now = time.perf_counter()
        if now - start >= seconds:
            return games / (now - start)


def random_forest(
    data: WhisperingData, rng: Rng, size: int = 40, tasks: int = 4
) -> tuple[Forest, list[Hex], dict[Hex, tuple[str, ...]]]:
    """A forest of `size` tiles grown tile by tile from the starting tile at (0, 0): forest tiles drawn
    at random, `tasks` of them (the start included) task side up. Returns (forest, task hexes, hex -> task)."""
    pool = list(data.forest_tiles)
    rng.shuffle(pool)
    forest: dict[Hex, tuple[str | None, bool]] = {(0, 0): (None, True)}
    task_of: dict[Hex, tuple[str, ...]] = {(0, 0): ()}
    while len(forest) < size:
        tile = pool.pop()
        spots = sorted(frontier(forest))
        h = spots[rng.randrange(len(spots))]
        up = len(task_of) < tasks and rng.random() < 0.3
        forest[h] = (tile.element, up)
        if up:
            task_of[h] = tile.task
    return forest, sorted(task_of), task_of


def path_search_ms(data: WhisperingData, forests: int = 200, seed: int = 1) -> dict[str, Any]:
    """Median and p95 time (ms) to list all paths of one task, over every task of `forests` random forests."""
    rng = Rng(seed)
    samples: list[float] = []
    start: list[float] = []  # the starting tile's six-step task alone: the slowest search
    found = 0
    for _ in range(forests):
        forest, starts, task_of = random_forest(data, rng)
        for h in starts:
            t0 = time.perf_counter()
            paths = task_paths(forest, h, task_of[h])
            ms = (time.perf_counter() - t0) * 1000
            samples.append(ms)
            if not task_of[h]:
                start.append(ms)
            found += len(paths)
    samples.sort()
    return {
        "median_ms": round(statistics.median(samples), 4),
        "p95_ms": round(samples[int(len(samples) * 0.95)], 4),
        "max_ms": round(samples[-1], 4),
        "start_task_median_ms": round(statistics.median(start), 4),
        "searches": len(samples),
        "paths_per_search": round(found / len(samples), 2),
    }


def figures(data: WhisperingData, quick: bool = False) -> dict[str, Any]:
    """The engine's bench figures, keyed as the issue names them."""
    paths = path_search_ms(data, 60 if quick else 300)
    return {
        "whispering_games_per_second": round(games_per_second(data, 2.0 if quick else 5.0), 1),
        "whispering_path_search_ms": paths["median_ms"],
        "whispering_path_search": paths,
    }
