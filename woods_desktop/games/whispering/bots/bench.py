"""Figures for the Whispering Woods computer players (`woods-desktop bench`, and the report).

- `hard_decision_ms`: how long the hard player takes per decision with a
  choice (more than one legal action) in real four-player games seated hard,
  normal, easy, normal (rotated). A bot plans its turn at the first decision
  and replays the plan after, so the median is a replayed move; `plan` gives
  the same figures over the planning decisions alone. Wall-clock time, and
  `cpu` the thread's own CPU time (the same on an idle machine; on a shared
  one the wall-clock figures grow with the other load, the CPU ones do not).
- `strength`: mean score per level over four-player games, rotated one seat
  per game, with the gaps paired by game (`simulate.paired_gaps`).

Nothing here is asserted by tests; the numbers go into the report.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any, Callable, Sequence

SEATING = ("hard", "normal", "easy", "normal")


def _definition() -> Any:
    from woods_desktop.games.whispering.data import load_definition

    return load_definition()


def play_game(
    seed: int,
    kinds: Sequence[str],
    on_decision: Callable[[int, float, float, int, bool], None] | None = None,
) -> Any:
    """One game to the end with bots of `kinds` (seat order), each seeing only its view.
    `on_decision(seat, seconds, cpu_seconds, legal_count, planned)` hears every choice
    (`planned`: the bot planned its turn for it rather than replaying a plan)."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.bots import FACTORIES

    definition = _definition()
    state = definition.new_game(make_config(definition, len(kinds)), seed)
    bots = [FACTORIES[k](i, seed * 1009 + i) for i, k in enumerate(kinds)]
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        view = state.view(seat)
        bot = bots[seat]
        t0, c0 = time.perf_counter(), time.thread_time()
        action = bot.choose(view, legal)
        dt, cpu = time.perf_counter() - t0, time.thread_time() - c0
        if on_decision is not None:
            on_decision(seat, dt, cpu, len(legal), bot.planned)
        state.apply(action)
    return state


def _spread(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    if not times:
        return {"median_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0, "samples": 0}
    p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
    return {
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(p95, 2),
        "max_ms": round(times[-1], 2),
        "samples": len(times),
    }


def hard_decision_ms(games: int = 8, seed: int = 7) -> dict[str, Any]:
    """The hard player's thinking time over `games` four-player games (see the module docstring)."""
    every: list[float] = []
    planned: list[float] = []
    every_cpu: list[float] = []
    planned_cpu: list[float] = []
    for g in range(games):
        shift = g % len(SEATING)
        kinds = list(SEATING[shift:] + SEATING[:shift])
        hard_seat = kinds.index("hard")

        def record(seat: int, dt: float, cpu: float, legal: int, plan: bool, hard_seat: int = hard_seat) -> None:
            if seat == hard_seat and legal > 1:
                every.append(dt * 1000)
                every_cpu.append(cpu * 1000)
                if plan:
                    planned.append(dt * 1000)
                    planned_cpu.append(cpu * 1000)

        play_game(seed + g, kinds, on_decision=record)
    return {
        **_spread(every),
        "games": games,
        "plan": _spread(planned),
        "cpu": _spread(every_cpu),
        "plan_cpu": _spread(planned_cpu),
    }


def strength(
    games: int = 300,
    seed: int = 1,
    seating: Sequence[str] = ("easy", "normal", "hard", "hard"),
    progress: Callable[[int, dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Scores per level and paired gaps over `games` games, the seating rotated one seat per game."""
    from woods_desktop.games.whispering.simulate import figures

    played: list[tuple[Any, list[str]]] = []
    t0 = time.perf_counter()
    seating = list(seating)
    for g in range(games):
        shift = g % len(seating)
        kinds = seating[shift:] + seating[:shift]
        played.append((play_game(seed + g, kinds), kinds))
        if progress is not None and (g + 1) % 25 == 0:
            progress(g + 1, figures(played))
    out = figures(played)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    out["seating"] = seating
    return out
