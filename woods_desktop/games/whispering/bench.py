"""Whispering Woods' figures for `woods-desktop bench`: the engine, the hard player, the solo hint.

- `whispering_games_per_second` and `whispering_path_search_ms` (with the
  `whispering_path_search` details): the engine's own (`rules/bench.py`:
  random two-seat games through `legal_actions` and `apply`, target at least
  50; every valid path of one task in a 40-tile forest, target at most 2 ms).
- `whispering_hard_decision_ms` (and `_p95`): the hard player's decisions in
  four-player games (`bots.bench.hard_decision_ms`; targets 1,000 and
  2,500 ms); `whispering_hard_plan_ms` (and `_p95`): its planning decisions
  alone (a bot plans at the first decision of its turn and replays the plan),
  `whispering_hard_plan_cpu_ms` the same in the thread's CPU time (on a shared
  machine the wall clock grows with the other load, the CPU time does not).
- `whispering_solo_hint_ms`: the solo hint (`bench_solo.py`).
"""

from __future__ import annotations

from typing import Any


def figures(quick: bool) -> dict[str, Any]:
    from woods_desktop.games.whispering.bench_solo import figures as solo_figures
    from woods_desktop.games.whispering.bots.bench import hard_decision_ms
    from woods_desktop.games.whispering.data import load_whispering_data
    from woods_desktop.games.whispering.rules.bench import figures as engine_figures

    out: dict[str, Any] = dict(engine_figures(load_whispering_data(), quick))
    timing = hard_decision_ms(games=2 if quick else 8)
    out.update(
        {
            "whispering_hard_decision_ms": timing["median_ms"],
            "whispering_hard_decision_ms_p95": timing["p95_ms"],
            "whispering_hard_plan_ms": timing["plan"]["median_ms"],
            "whispering_hard_plan_ms_p95": timing["plan"]["p95_ms"],
            "whispering_hard_plan_cpu_ms": timing["plan_cpu"]["median_ms"],
            "whispering_hard_plan_cpu_ms_p95": timing["plan_cpu"]["p95_ms"],
        }
    )
    out.update(solo_figures(quick))  # whispering_solo_hint_ms: the solo hint (bench_solo.py)
    return out
