"""`woods-desktop simulate wolf`: teams of computer friends against the Wolf's path, without a window.

The game's difficulty is the length of the Wolf's path, so its figures are
the team's: the shares of best birthdays, surprises and defeats over many
games, with the table doing each task card with probability P. `tune` finds,
per hero count, the path lengths at which a team of friends reaches a
surprise or better as often as each difficulty promises (the table of figures
goes into assets/data/wolf/game.yaml).
"""

from __future__ import annotations

import math
import sys
import time
from typing import Any, Callable, Mapping, Sequence

from woods_desktop.core.game import GameDefinition, make_config
from woods_desktop.games.wolf.bots import FACTORIES, TaskChance
from woods_desktop.games.wolf.rules.view import BEST, DEFEAT, SURPRISE

RESULTS = (BEST, SURPRISE, DEFEAT)
TARGETS = {"easy": 0.8, "normal": 2 / 3, "hard": 0.4}  # surprise or better, per difficulty (issue #13)
TASK_SUCCESS = 0.8


def _definition() -> GameDefinition:
    from woods_desktop.games.wolf.data import load_definition

    return load_definition()


def config_for(
    definition: GameDefinition,
    heroes: int,
    path: int | None = None,
    difficulty: str | None = None,
    hero_ids: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The engine config of a simulated game: `path` (when given) overrides the difficulty's."""
    options: dict[str, Any] = {}
    if difficulty is not None:
        options["difficulty"] = difficulty
    if hero_ids:
        options["heroes"] = list(hero_ids)
    if path is not None:
        options["path"] = path
    return make_config(definition, heroes, None, options)


def play_game(
    definition: GameDefinition,
    config: Mapping[str, Any],
    seed: int,
    level: str = "normal",
    task_success: float = TASK_SUCCESS,
    on_decision: Callable[[int, float, int], None] | None = None,
) -> Any:
    """One game to the end: every hero a friend of `level` seeing only its view, the table
    answering by chance. `on_decision(seat, seconds, legal_count)` times every friend's choice."""
    state = definition.new_game(config, seed)
    heroes = int(config["seats"])
    friends = [FACTORIES[level](i, seed * 1009 + i) for i in range(heroes)]
    table = TaskChance(task_success, seed * 7919 + 17, heroes)
    limit = definition.max_actions
    n = 0
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions(seat)
        if not legal:
            raise RuntimeError(f"wolf: no legal action for seat {seat} after {n} actions (seed {seed})")
        if seat == heroes:
            action = table.choose(None, legal)
        elif len(legal) == 1:
            action = legal[0]
        else:
            view = state.view(seat)
            t0 = time.perf_counter()
            action = friends[seat].choose(view, legal)
            if on_decision is not None:
                on_decision(seat, time.perf_counter() - t0, len(legal))
        state.apply(action)
        n += 1
        if n > limit:
            raise RuntimeError(f"wolf: no end after {n} actions (seed {seed})")
    return state


def shares(states: Sequence[Any]) -> dict[str, Any]:
    """Shares of each result, of surprise-or-better, mean presents home and mean turns."""
    counts = dict.fromkeys(RESULTS, 0)
    presents = turns = 0
    for st in states:
        details = st.outcome().details
        counts[details["result"]] += 1
        presents += details["house_presents"]
        turns += details["turns"]
    n = len(states)
    out: dict[str, Any] = {k: round(v / n, 4) if n else 0.0 for k, v in counts.items()}
    won = counts[BEST] + counts[SURPRISE]
    out["surprise_or_better"] = round(won / n, 4) if n else 0.0
    out["ci95"] = round(1.96 * math.sqrt(won / n * (1 - won / n) / n), 4) if n else 0.0
    out["mean_presents_home"] = round(presents / n, 3) if n else 0.0
    out["mean_turns"] = round(turns / n, 2) if n else 0.0
    return out


def simulate(
    heroes: int,
    games: int,
    path: int | None = None,
    task_success: float = TASK_SUCCESS,
    level: str = "normal",
    seed: int = 1,
    difficulty: str | None = None,
    hero_ids: Sequence[str] | None = None,
) -> dict[str, Any]:
    """`games` games of `heroes` friends (the first heroes of the data's order unless
    `hero_ids`); the report of `woods-desktop simulate wolf --json`."""
    definition = _definition()
    config = config_for(definition, heroes, path, difficulty, hero_ids)
    finished: list[Any] = []
    errors: list[str] = []
    t0 = time.perf_counter()
    for g in range(games):
        try:
            finished.append(play_game(definition, config, seed + g, level, task_success))
        except Exception as exc:  # simulate reports every crash, whatever it is
            errors.append(f"game {g} (seed {seed + g}): {type(exc).__name__}: {exc}")
    elapsed = time.perf_counter() - t0
    first = finished[0].outcome().details if finished else {}
    return {
        "game": "wolf",
        "heroes": first.get("heroes", list(hero_ids or [])),
        "level": level,
        "difficulty": config["options"].get("difficulty"),
        "path": first.get("wolf_path", path),
        "task_success": task_success,
        "games": games,
        "finished": len(finished),
        "errors": len(errors),
        "error_messages": errors[:20],
        "games_per_second": round(len(finished) / elapsed, 2) if elapsed > 0 else 0.0,
        **shares(finished),
    }


def figures(games: Sequence[tuple[Any, Sequence[str]]]) -> dict[str, Any]:
    """The team's figures over finished games of the generic `simulate` (its `simulate_ref`)."""
    return {"wolf": shares([state for state, _ in games])}


def tune(
    heroes: int,
    paths: Sequence[int],
    games: int,
    task_success: float = TASK_SUCCESS,
    level: str = "normal",
    seed: int = 1,
    hero_ids: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Surprise-or-better share for each path length, and per difficulty the length whose share
    comes nearest its target (the same seeds for every length, so the curve is smooth)."""
    curve: dict[int, float] = {}
    for path in paths:
        report = simulate(heroes, games, path, task_success, level, seed, hero_ids=hero_ids)
        if report["errors"]:
            raise RuntimeError(f"wolf: {report['errors']} games failed: {report['error_messages'][:3]}")
        curve[path] = report["surprise_or_better"]
    chosen = {d: min(curve, key=lambda p: (abs(curve[p] - target), p)) for d, target in TARGETS.items()}
    return {"heroes": heroes, "hero_ids": list(hero_ids or []), "games": games, "curve": curve, "chosen": chosen}


def run_cli(args: Any) -> int:
    """`woods-desktop simulate wolf --heroes N --games G --path L --task-success P [--json]`
    (`--seats normal,normal` also works: that many heroes, friends of that level)."""
    seats = [k.strip() for k in (getattr(args, "seats", None) or "").split(",") if k.strip()]
    if seats and len(set(seats)) > 1:
        print("simulate wolf: a team plays at one level (--level), not a mix of --seats", file=sys.stderr)
        return 2
    heroes = args.heroes or len(seats) or 4
    level = args.level or (seats[0] if seats else "normal")
    if level not in FACTORIES:
        print(f"simulate wolf: no friend level {level!r} (levels: {', '.join(FACTORIES)})", file=sys.stderr)
        return 2
    try:
        report = simulate(
            heroes,
            args.games,
            args.path,
            args.task_success if args.task_success is not None else TASK_SUCCESS,
            level,
            args.seed,
            args.difficulty,
            [h.strip() for h in args.hero_ids.split(",")] if args.hero_ids else None,
        )
    except ValueError as exc:
        print(f"simulate wolf: {exc}", file=sys.stderr)
        return 2
    if args.json:
        import json

        print(json.dumps(report, ensure_ascii=False))
    else:
        print(
            f"wolf: {', '.join(report['heroes'])} ({report['level']} friends), the Wolf's path {report['path']}, "
            f"tasks done {report['task_success']:.0%}: {report['finished']}/{report['games']} finished, "
            f"{report['errors']} errors, {report['games_per_second']} games/s"
        )
        print(
            f"  best birthday {report[BEST]:.1%}, surprise {report[SURPRISE]:.1%}, defeat {report[DEFEAT]:.1%}; "
            f"surprise or better {report['surprise_or_better']:.1%} ± {report['ci95']:.1%}"
        )
        print(f"  presents home {report['mean_presents_home']} on average, {report['mean_turns']} turns")
    return 1 if report["errors"] else 0
