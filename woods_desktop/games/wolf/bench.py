"""The Wolf is Coming's figures for `woods-desktop bench`.

- `wolf_games_per_second`: whole games of four computer friends (normal, the
  normal difficulty's path for four heroes), the table doing each task card
  with probability 0.8; engine, views and the friends' thinking all counted
  (`wolf_games_per_cpu_second`: the same per second of this process's CPU
  time, for a machine shared with other work).
- `wolf_decision_ms`: the median time a friend thinks over its decisions with
  a choice (the hard friends, the slowest), with the 95th percentile and the
  slowest beside it; `wolf_plan_ms_by_level`: each level's median over the
  decisions that plan a move (its first step; the other steps follow the plan).

Nothing here is asserted by tests; the numbers go into the report.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any

HEROES = 4
TASK_SUCCESS = 0.8


def games_per_second(seconds: float, level: str = "normal", heroes: int = HEROES) -> tuple[float, float, int]:
    """(games per second, games per second of this process's CPU time, games played) over at
    least `seconds` of whole games; the second figure stays meaningful on a busy machine."""
    from woods_desktop.games.wolf.simulate import _definition, config_for, play_game

    definition = _definition()
    config = config_for(definition, heroes)
    play_game(definition, config, 0, level, TASK_SUCCESS)  # warm the caches and the data
    games = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        play_game(definition, config, 1 + games, level, TASK_SUCCESS)
        games += 1
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    return games / wall, games / cpu if cpu > 0 else 0.0, games


def decision_ms(level: str, samples: int, heroes: int = HEROES) -> dict[str, Any]:
    """A friend's thinking (ms) over its first `samples` decisions with more than one legal
    action, in games of `heroes` friends of `level`: median, 95th percentile and slowest, and
    the median of the decisions that plan a move (its first step: the rest follow the plan)."""
    from woods_desktop.games.wolf.bots import FACTORIES, TaskChance
    from woods_desktop.games.wolf.rules.view import MOVE
    from woods_desktop.games.wolf.simulate import _definition, config_for

    definition = _definition()
    config = config_for(definition, heroes)
    times: list[float] = []
    plans: list[float] = []
    seed = 100
    while len(times) < samples:
        state = definition.new_game(config, seed)
        friends = [FACTORIES[level](i, seed * 1009 + i) for i in range(heroes)]
        table = TaskChance(TASK_SUCCESS, seed)
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            if seat == heroes or len(legal) == 1:
                state.apply(table.choose(None, legal) if seat == heroes else legal[0])
                continue
            view = state.view(seat)
            t0 = time.perf_counter()
            action = friends[seat].choose(view, legal)
            ms = (time.perf_counter() - t0) * 1000
            times.append(ms)
            if view.phase == MOVE and not view.steps_taken:
                plans.append(ms)
            state.apply(action)
        seed += 1
    times = sorted(times[:samples])
    p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
    return {
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(p95, 3),
        "max_ms": round(times[-1], 3),
        "plan_median_ms": round(statistics.median(plans), 3),
        "samples": len(times),
    }


def figures(quick: bool = False) -> dict[str, Any]:
    """The bench keys; quick mode takes a few seconds."""
    rate, cpu_rate, games = games_per_second(3.0 if quick else 10.0)
    samples = 300 if quick else 2000
    levels = {level: decision_ms(level, samples) for level in ("easy", "normal", "hard")}
    return {
        "wolf_games_per_second": round(rate, 1),
        "wolf_games_per_cpu_second": round(cpu_rate, 1),
        "wolf_games_played": games,
        "wolf_decision_ms": levels["hard"]["median_ms"],
        "wolf_decision_ms_p95": levels["hard"]["p95_ms"],
        "wolf_decision_ms_max": levels["hard"]["max_ms"],
        "wolf_plan_ms_by_level": {level: f["plan_median_ms"] for level, f in levels.items()},
    }
