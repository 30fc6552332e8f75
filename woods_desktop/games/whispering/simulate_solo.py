"""`woods-desktop simulate whispering-solo`: solo missions played by the solver, or by the oracle.

The solver sees only the seat's view (never the bag's order), as a person
does; the oracle (`bots.bound`) searches on the real state, so its rate is a
lower bound on how many shuffles of a mission can be won at all (its report
adds the width-2 beam's rate on the same shuffles, which stage found each
pass, and the CPU seconds a game). The report: how
many games passed (with a 95% interval), the mean and best score, how often
each objective and the minimum score were met, and the mean tasks, refresh
flips, open spaces and turns. Game i is dealt from seed `seed + i` for both
players, so their rates compare shuffle by shuffle.
"""

from __future__ import annotations

import math
import sys
import time
from typing import Any

from woods_desktop.core.game import make_config

GAME = "whispering-solo"


def _definition() -> Any:
    from woods_desktop.games.whispering.data import load_definition

    return load_definition()


def play(level: int, seed: int, oracle: bool = False, width: int | None = None) -> Any:
    """One mission to its end from shuffle `seed`; returns the finished state (with `oracle`, the
    bound's `Found`; `width`: only the oracle's beam of that width instead)."""
    definition = _definition()
    state = definition.new_game(make_config(definition, 1, "solo", {"mission": level}), seed)
    if oracle and width:
        from woods_desktop.games.whispering.bots.oracle import search as beam

        final, _ = beam(state, width)
        return final
    if oracle:
        from woods_desktop.games.whispering.bots.bound import search

        return search(state, seed=seed)
    from woods_desktop.games.whispering.bots.solver import SoloBot

    bot = SoloBot(0, seed)
    while not state.is_over():
        state.apply(bot.choose(state.view(0), state.legal_actions(0)))
    return state


def _rate(k: int, n: int) -> dict[str, float]:
    p = k / n if n else 0.0
    half = 1.96 * math.sqrt(p * (1 - p) / n) if n else 0.0
    return {"rate": round(p, 4), "ci95": round(half, 4)}


def game_row(state: Any, seconds: float = 0.0) -> dict[str, Any]:
    """One finished mission as the report counts it (a bound's `Found`: its best game, the stage
    that found it, each stage's (passed, score) and the CPU seconds spent)."""
    extra: dict[str, Any] = {}
    if hasattr(state, "stages"):
        extra = {"stage": state.stage, "stages": dict(state.stages), "cpu": state.seconds}
        state = state.state
    out = state.outcome()
    return {
        **extra,
        "passed": bool(out.won),
        "score": out.scores[0],
        "met": [bool(o.met) for o in out.objectives],
        "tasks": out.details["tasks"][0],
        "flips": out.details["flips"][0],
        "spaces": out.details["spaces_open"],
        "turns": out.details["turns"][0],
        "seconds": round(seconds, 3),
    }


def report(
    level: int,
    rows: list[dict[str, Any]],
    games: int,
    errors: int,
    seed: int,
    oracle: bool,
    elapsed: float,
    proven_shuffles: int | None = None,
) -> dict[str, Any]:
    """The report over finished missions' rows (see the module docstring)."""
    mission = _definition().extras["data"].mission(level)
    n = len(rows)
    passed = sum(1 for r in rows if r["passed"])
    scores = [float(r["score"]) for r in rows]
    met = [sum(1 for r in rows if r["met"][j]) for j in range(len(mission.objectives) + 1)]

    def mean(key: str) -> float:
        return round(sum(float(r[key]) for r in rows) / n, 2) if n else 0.0

    return {
        "game": GAME,
        "level": level,
        "player": "oracle" if oracle else "solver",
        "games": games,
        "finished": n,
        "errors": errors,
        "passed": passed,
        **({} if proven_shuffles is None else {"proven_shuffles": proven_shuffles}),
        "pass_rate": _rate(passed, n)["rate"],
        "ci95": _rate(passed, n)["ci95"],
        "mean_score": round(sum(scores) / n, 2) if n else 0.0,
        "best_score": max(scores, default=0.0),
        "min_score": mission.min_score,
        "objectives": [
            {"key": o.key, "kind": o.kind, "met": met[j], **_rate(met[j], n)} for j, o in enumerate(mission.objectives)
        ],
        "min_score_met": {"met": met[-1], **_rate(met[-1], n)},
        "mean_tasks": mean("tasks"),
        "mean_flips": mean("flips"),
        "mean_spaces_open": mean("spaces"),
        "mean_turns": mean("turns"),
        "seconds_per_game": round(elapsed / games, 2) if games else 0.0,
        "seed": seed,
        **_stages(rows),
    }


def _stages(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The bound's figures: the width-2 beam's and the solver's pass rates on the same shuffles
    (each stage runs until one passes, so a stage's rate counts the shuffles it passed itself), which
    stage found each pass, and the CPU seconds per game (mean, max)."""
    staged = [r for r in rows if "stages" in r]
    if not staged:
        return {}
    n = len(staged)
    beam2 = sum(1 for r in staged if r["stages"].get("beam2", (False,))[0])
    by: dict[str, int] = {}
    for r in staged:
        if r["passed"]:
            by[r["stage"]] = by.get(r["stage"], 0) + 1
    cpu = [float(r["cpu"]) for r in staged]
    return {
        "beam2_pass_rate": _rate(beam2, n)["rate"],
        "beam2_ci95": _rate(beam2, n)["ci95"],
        "passes_by_stage": dict(sorted(by.items())),
        "cpu_seconds_mean": round(sum(cpu) / n, 2),
        "cpu_seconds_max": round(max(cpu), 2),
    }


def simulate(
    level: int, games: int, seed: int = 1, oracle: bool = False, width: int | None = None, proven: bool = False
) -> dict[str, Any]:
    """Play `games` shuffles of mission `level` and report (see the module docstring); `proven`: the level's
    shipped proven shuffles instead of seeds from `seed` on."""
    shipped: int | None = None
    seeds = [seed + i for i in range(games)]
    if proven:
        from woods_desktop.games.whispering.proven import proven as proven_shuffles

        shuffles = proven_shuffles(level)
        shipped = len(shuffles)
        seeds = [s.seed for s in shuffles][:games]
    rows: list[dict[str, Any]] = []
    errors = 0
    t0 = time.perf_counter()
    for dealt in seeds:
        t1 = time.perf_counter()
        try:
            state = play(level, dealt, oracle, width)
        except Exception as exc:  # a crash is counted and named, the run goes on
            errors += 1
            print(f"simulate {GAME}: level {level}, seed {dealt}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        rows.append(game_row(state, time.perf_counter() - t1))
    return report(level, rows, len(seeds), errors, seed, oracle, time.perf_counter() - t0, shipped)


def _print(report: dict[str, Any]) -> None:
    print(
        f"{GAME} level {report['level']} ({report['player']}): passed {report['passed']}/{report['finished']} "
        f"= {report['pass_rate']:.1%} ± {report['ci95']:.1%}; score mean {report['mean_score']}, best "
        f"{report['best_score']} (minimum {report['min_score']}); {report['errors']} errors, "
        + (f"{report['proven_shuffles']} proven shuffles shipped, " if "proven_shuffles" in report else "")
        + f"{report['seconds_per_game']} s a game"
    )
    for o in report["objectives"]:
        print(f"  {o['kind']:>16}: met in {o['met']} games ({o['rate']:.1%})")
    least = report["min_score_met"]
    print(f"  {'minimum score':>16}: met in {least['met']} games ({least['rate']:.1%})")
    print(
        f"  {report['mean_tasks']} tasks, {report['mean_flips']} refresh flips, {report['mean_turns']} turns "
        f"({report['mean_spaces_open']} spaces open) on average"
    )


def run_cli(args: Any) -> int:
    """`woods-desktop simulate whispering-solo [--level N] [--games G] [--seed S] [--oracle] [--proven] [--json]`;
    without --level, every mission in turn."""
    data = _definition().extras["data"]
    levels = [m.level for m in data.missions]
    chosen = args.level
    if chosen is None:
        wanted = levels
    else:
        try:
            wanted = [int(chosen)]
        except ValueError:
            wanted = []
        if not wanted or wanted[0] not in levels:
            print(f"simulate {GAME}: --level takes a mission: {', '.join(map(str, levels))}", file=sys.stderr)
            return 2
    oracle, proven = bool(getattr(args, "oracle", False)), bool(getattr(args, "proven", False))
    reports = [simulate(level, args.games, args.seed, oracle, proven=proven) for level in wanted]
    if args.json:
        import json

        print(json.dumps(reports[0] if len(reports) == 1 else reports, ensure_ascii=False))
    else:
        for report in reports:
            _print(report)
    return 1 if any(r["errors"] for r in reports) else 0
