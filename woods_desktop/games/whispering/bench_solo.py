"""The solo hint's time for `woods-desktop bench`: `whispering_solo_hint_ms` (target: median at most 2,000 ms).

The hint is `solver.solo_plan` asked at the start of a turn (step 1, where the
whole turn is planned: the refresh weighed, both tiles, the chain), in real
missions of every level played by the solver; `_p95` and `_max` beside the
median. Wall-clock time on a shared machine: CPU time is given too.
"""

from __future__ import annotations

import statistics
import time
from typing import Any


def hint_ms(games: int = 2, levels: tuple[int, ...] = (1, 2, 3, 4, 5, 6), seed: int = 7) -> dict[str, float]:
    """Median, 95th percentile and maximum of the hint's time (ms) over every turn of `games`
    missions per level."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.bots.solver import SoloBot, solo_plan
    from woods_desktop.games.whispering.data import load_definition
    from woods_desktop.games.whispering.rules.view import PLACE

    definition = load_definition()
    wall: list[float] = []
    cpu: list[float] = []
    for level in levels:
        for g in range(games):
            state = definition.new_game(make_config(definition, 1, "solo", {"mission": level}), seed + g)
            bot = SoloBot(0, seed + g)
            while not state.is_over():
                view, legal = state.view(0), state.legal_actions(0)
                if view.phase == PLACE and not view.refreshed:
                    t0, c0 = time.perf_counter(), time.process_time()
                    solo_plan(view, legal)
                    wall.append((time.perf_counter() - t0) * 1000)
                    cpu.append((time.process_time() - c0) * 1000)
                state.apply(bot.choose(view, legal))
    wall.sort()
    return {
        "median_ms": round(statistics.median(wall), 1),
        "p95_ms": round(wall[int(0.95 * (len(wall) - 1))], 1),
        "max_ms": round(wall[-1], 1),
        "cpu_median_ms": round(statistics.median(cpu), 1),
        "samples": len(wall),
    }


def figures(quick: bool) -> dict[str, Any]:
    timing = hint_ms(games=1 if quick else 2)
    return {
        "whispering_solo_hint_ms": timing["median_ms"],
        "whispering_solo_hint_ms_p95": timing["p95_ms"],
        "whispering_solo_hint_ms_max": timing["max_ms"],
        "whispering_solo_hint_cpu_ms": timing["cpu_median_ms"],
    }
