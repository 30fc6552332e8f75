"""Figures for the Woodlanders computer players (`woods-desktop bench`).

- `hard_decision_ms`: how long the hard player thinks, over its decisions
  in real games (every decision with more than one legal action).
- `strength`: mean game points per level over four-player games seated
  hard, normal, easy, normal and rotated one seat per game, so every level
  sits in every seat equally often and always between the same neighbours
  (two normals give the hard and easy players the same kind of neighbour on
  both sides). Gaps are paired by game: per game, hard's points minus the
  mean of the two normal seats, and that mean minus easy's points.
- `robot_round_wins`: in the 3-player variant against three normal players,
  how often D4-ST8 finishes a round first.

Nothing here is asserted by tests; the numbers go into the report.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import Any, Callable, Sequence

SEATING = ("hard", "normal", "easy", "normal")


def _definition() -> Any:
    from woods_desktop.games.woodlanders.data import load_definition

    return load_definition()


def _mean_ci(xs: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(xs)
    if not n:
        return 0.0, 0.0
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    sd = statistics.stdev(xs)
    return mean, 1.96 * sd / math.sqrt(n)


def play_game(
    seed: int,
    kinds: Sequence[str],
    variant: str = "standard",
    on_decision: Callable[[int, float, int], None] | None = None,
) -> Any:
    """One game to the end with bots of `kinds` (seat order); each bot sees only its view.
    `on_decision(seat, seconds, legal_count)` is told how long every bot choice took."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.woodlanders.bots import FACTORIES

    definition = _definition()
    config = make_config(definition, len(kinds), variant)
    state = definition.new_game(config, seed)
    bots = {i: FACTORIES[k](i, seed * 1009 + i) for i, k in enumerate(kinds)}
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        bot = bots.get(seat)
        if bot is None:  # D4-ST8: its one legal action is its rulebook play
            state.apply(legal[0])
            continue
        view = state.view(seat)
        t0 = time.perf_counter()
        action = bot.choose(view, legal)
        dt = time.perf_counter() - t0
        if on_decision is not None:
            on_decision(seat, dt, len(legal))
        state.apply(action)
    return state


def strength(
    games: int = 1000,
    seed: int = 1,
    seating: Sequence[str] = SEATING,
    progress: Callable[[int, dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Mean game points per level and paired gaps with 95% CIs (see the module docstring)."""
    seating = list(seating)
    n = len(seating)
    per_level: dict[str, list[float]] = {}
    gaps: dict[str, list[float]] = {"hard-normal": [], "normal-easy": [], "hard-easy": []}
    wins: dict[str, float] = {}
    t0 = time.perf_counter()
    for g in range(games):
        shift = g % n
        kinds = seating[shift:] + seating[:shift]
        state = play_game(seed + g, kinds)
        res = state.outcome()
        by: dict[str, list[float]] = {}
        for i, k in enumerate(kinds):
            by.setdefault(k, []).append(float(res.scores[i]))
            if res.ranks[i] == 1:
                share = 1.0 / sum(1 for r in res.ranks if r == 1)
                wins[k] = wins.get(k, 0.0) + share
        for k, xs in by.items():
            per_level.setdefault(k, []).extend(xs)
        means = {k: sum(xs) / len(xs) for k, xs in by.items()}
        for a, b in (("hard", "normal"), ("normal", "easy"), ("hard", "easy")):
            if a in means and b in means:
                gaps[f"{a}-{b}"].append(means[a] - means[b])
        if progress is not None and (g + 1) % 50 == 0:
            progress(g + 1, _summary(per_level, gaps, wins, g + 1, t0, seating, seed))
    return _summary(per_level, gaps, wins, games, t0, seating, seed)


def _summary(
    per_level: dict[str, list[float]],
    gaps: dict[str, list[float]],
    wins: dict[str, float],
    games: int,
    t0: float,
    seating: Sequence[str],
    seed: int,
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "games": games,
        "seed": seed,
        "seating": list(seating),
        "rotated": True,
        "seconds": round(time.perf_counter() - t0, 1),
        "levels": {},
        "gaps": {},
    }
    for k, xs in per_level.items():
        mean, ci = _mean_ci(xs)
        out["levels"][k] = {
            "mean_game_points": round(mean, 3),
            "ci95": round(ci, 3),
            "seats": len(xs),
            "game_wins": round(wins.get(k, 0.0), 1),
        }
    for name, xs in gaps.items():
        if xs:
            mean, ci = _mean_ci(xs)
            out["gaps"][name] = {
                "mean": round(mean, 3),
                "ci95": round(ci, 3),
                "low": round(mean - ci, 3),
                "high": round(mean + ci, 3),
            }
    return out


def hard_decision_ms(samples: int = 200, seed: int = 7) -> dict[str, Any]:
    """Median and 95th percentile of the hard player's thinking time (ms) over its
    first `samples` real decisions with a choice, in games hard, normal, easy, normal."""
    times: list[float] = []
    g = 0

    def record(seat: int, dt: float, legal: int) -> None:
        if seat == hard_seat and legal > 1 and len(times) < samples:
            times.append(dt * 1000)

    while len(times) < samples:
        shift = g % len(SEATING)
        kinds = list(SEATING[shift:] + SEATING[:shift])
        hard_seat = kinds.index("hard")
        play_game(seed + g, kinds, on_decision=record)
        g += 1
    times.sort()
    p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
    return {
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(p95, 2),
        "max_ms": round(times[-1], 2),
        "samples": len(times),
        "games": g,
    }


def robot_round_wins(games: int = 300, seed: int = 1) -> dict[str, Any]:
    """Share of rounds in which D4-ST8 ranks first against three normal players
    (3-player variant). `first` counts a shared first place too; `alone` does not."""
    rounds = first = alone = 0
    for g in range(games):
        state = play_game(seed + g, ["normal", "normal", "normal"], variant="three-player")
        robot = state.robot
        for r in state.outcome().details["rounds"]:
            rounds += 1
            ranks = r["ranks"]
            if ranks[robot] == 1:
                first += 1
                if sum(1 for x in ranks if x == 1) == 1:
                    alone += 1
    return {
        "games": games,
        "rounds": rounds,
        "robot_first": first,
        "rate": round(first / rounds, 4) if rounds else 0.0,
        "rate_alone": round(alone / rounds, 4) if rounds else 0.0,
    }


def figures(quick: bool = False) -> dict[str, Any]:
    """The bench keys; quick mode plays far fewer games (minutes, not an hour)."""
    timing = hard_decision_ms(samples=60 if quick else 200)
    robot = robot_round_wins(games=40 if quick else 300)
    return {
        "woodlanders_hard_decision_ms": timing["median_ms"],
        "woodlanders_hard_decision_ms_p95": timing["p95_ms"],
        "woodlanders_strength": strength(games=40 if quick else 1000),
        "woodlanders_robot_round_win_rate": robot["rate"],
    }
