"""Whispering Woods' figures for `woods-desktop bench`: engine speed, path search, the hard player.

- `whispering_games_per_second`: two-seat games of uniformly random legal
  moves, through `legal_actions` and `apply` (target at least 50); `_cpu`: per
  second of the thread's CPU time, what an idle machine would show.
- `whispering_path_search_ms`: the median time to list every valid path of
  one task (`paths.task_paths`) in a 40-tile forest: random connected forests
  of real tiles, four of them task side up plus the starting tile, each of
  their tasks searched (target at most 2 ms); `_p95` beside it.
- `whispering_hard_decision_ms` (and `_p95`): the hard player's decisions in
  four-player games (`bots.bench.hard_decision_ms`; targets 1,000 and
  2,500 ms); `whispering_hard_plan_ms` (and `_p95`): its planning decisions,
  `whispering_hard_plan_cpu_ms` the same in the thread's CPU time.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from woods_desktop.core.hexgrid import neighbours
from woods_desktop.core.rng import Rng

FOREST_SIZE = 40


def games_per_second(seconds: float, seats: int = 2, seed: int = 1) -> tuple[float, float]:
    """Random two-seat games played to the end in about `seconds`: per second of wall clock,
    and per second of this thread's CPU time (the same on an idle machine)."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.data import load_definition

    definition = load_definition()
    config = make_config(definition, seats)
    rng = Rng(seed)
    games = 0
    t0, c0 = time.perf_counter(), time.thread_time()
    while True:
        state = definition.new_game(config, seed + games)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions(state.to_move())))
        games += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return games / elapsed, games / max(1e-9, time.thread_time() - c0)


def random_forest(rng: Rng, size: int = FOREST_SIZE) -> tuple[dict[Any, Any], list[tuple[Any, Any]]]:
    """A connected forest of `size` real tiles around the starting tile at (0, 0), four of them
    task side up: (hex -> (element, task side up?), [(task hex, task)])."""
    from woods_desktop.games.whispering.data import load_whispering_data

    data = load_whispering_data()
    tiles = list(data.forest_tiles)
    rng.shuffle(tiles)
    hexes = [(0, 0)]
    taken = {(0, 0)}
    while len(hexes) < size:
        h = rng.choice(hexes)
        free = [n for n in neighbours(h) if n not in taken]
        if free:
            n = rng.choice(free)
            taken.add(n)
            hexes.append(n)
    forest: dict[Any, Any] = {(0, 0): (None, True)}
    tasks: list[tuple[Any, Any]] = [((0, 0), ())]
    for h, tile in zip(hexes[1:], tiles):
        up = len(tasks) < 5 and rng.random() < 0.15
        forest[h] = (tile.element, up)
        if up:
            tasks.append((h, tile.task))
    return forest, tasks


def path_search_ms(forests: int = 200, seed: int = 3) -> dict[str, float]:
    """Median and 95th percentile of one task's full path search in 40-tile forests (ms)."""
    from woods_desktop.games.whispering.rules.paths import task_paths

    rng = Rng(seed)
    times: list[float] = []
    for _ in range(forests):
        forest, tasks = random_forest(rng)
        for h, task in tasks:
            t0 = time.perf_counter()
            task_paths(forest, h, task)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return {
        "median_ms": round(statistics.median(times), 4),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))], 4),
        "samples": len(times),
    }


def figures(quick: bool) -> dict[str, Any]:
    from woods_desktop.games.whispering.bench_solo import figures as solo_figures
    from woods_desktop.games.whispering.bots.bench import hard_decision_ms

    paths = path_search_ms(100 if quick else 400)
    timing = hard_decision_ms(games=2 if quick else 8)
    wall, cpu = games_per_second(2.0 if quick else 5.0)
    return {
        "whispering_games_per_second": round(wall, 1),
        "whispering_games_per_second_cpu": round(cpu, 1),
        "whispering_path_search_ms": paths["median_ms"],
        "whispering_path_search_ms_p95": paths["p95_ms"],
        "whispering_hard_decision_ms": timing["median_ms"],
        "whispering_hard_decision_ms_p95": timing["p95_ms"],
        "whispering_hard_plan_ms": timing["plan"]["median_ms"],
        "whispering_hard_plan_ms_p95": timing["plan"]["p95_ms"],
        "whispering_hard_plan_cpu_ms": timing["plan_cpu"]["median_ms"],
        "whispering_hard_plan_cpu_ms_p95": timing["plan_cpu"]["p95_ms"],
        **solo_figures(quick),  # whispering_solo_hint_ms: the solo hint (bench_solo.py)
    }
