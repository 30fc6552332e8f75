"""Measures a shape of Whispering Woods' tile data (issue 22's retune) without touching the committed file.

The retune must lift the solo missions while the game for 2-4 players barely
moves, so a shape is judged on both at once, on the same seeds as today's
data: solo missions played by the solver (or, with --bound, by the bound of
`simulate whispering-solo --oracle`), and games for 2 and 4 players with the
computers of the README's figures (4 players: easy, normal, hard, hard,
rotated; 2 players: normal and hard, alternating). The candidate tiles are
written by build/make_whispering_tiles.py to a temporary file, and this
process (and its workers, forked after) reads them in place of
assets/data/whispering/tiles.yaml.

    .venv/bin/python build/tune_whispering_tiles.py --least 5 --without-own --seed 7 \
        --levels 5,6 --shuffles 20 --tables 20 --points 3:5,4:7,5:10 --lengths 3:6,4:6,5:4

`--points`, `--bonus` and `--lengths` change game.yaml's task numbers for the
deal and for the engine alike (both files are read through the one loader).
Prints one JSON line: per level (pass rate, mean score, mean tasks, how often
each objective was met, CPU s a shuffle) and per player count (mean winning
score, printed points per completed task, the bonus cards' share of the
winner's score (mean and max), mean turns per seat, games; 4 players: mean
score by computer, the ladder).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_whispering_tiles as tiles  # noqa: E402

FOUR = ("easy", "normal", "hard", "hard")
BOUND = False


def _install(text: str, game: dict[str, Any]) -> None:
    """This process reads `text` as the tile data and `game` as game.yaml (the loader is asked for
    the files by name)."""
    from woods_desktop.games.whispering import data

    path = Path(tempfile.gettempdir()) / "woods_tune_tiles.yaml"
    path.write_text(text, encoding="utf-8")
    real = data.load_data

    def load(name: str) -> tuple[Any, Any]:
        if name == data.GAME_FILE:
            return real(name)[0], game
        return (path, yaml.safe_load(text)) if name == data.TILES_FILE else real(name)

    data.load_data = load  # type: ignore[assignment]
    data.load_whispering_data.cache_clear()


Mission = tuple[int, bool, float, int, tuple[tuple[str, bool], ...], float]
Table = tuple[int, float, int, float, float, tuple[tuple[str, float], ...]]


def solo(job: tuple[int, int]) -> Mission:
    """(level, passed, score, tasks, (objective, met) each, CPU s) of one mission from shuffle `seed`."""
    from woods_desktop.games.whispering.simulate_solo import play

    level, seed = job
    t0 = time.process_time()
    state = play(level, seed, oracle=BOUND)
    state = getattr(state, "state", state)  # the bound's `Found`
    out = state.outcome()
    met = tuple((o.key.split(".")[-1], bool(o.met)) for o in out.objectives)
    spent = time.process_time() - t0
    return level, bool(out.won), float(out.scores[0]), int(out.details["tasks"][0]), met, spent


def table(job: tuple[tuple[str, ...], int]) -> Table:
    """(seats, winning score, turns per seat, printed points per completed task, the bonus cards' share
    of the winner's score, (computer, score) each) of one game of computers, played as
    `simulate whispering` does."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.data import load_definition
    from woods_desktop.simulate import play_one

    kinds, seed = job
    definition = load_definition()
    state, _ = play_one(definition, make_config(definition, len(kinds)), seed, list(kinds))
    out = state.outcome()
    d = out.details
    best = max(range(len(kinds)), key=lambda i: out.scores[i])
    per_task = sum(d["task_points"]) / max(1, sum(d["tasks"]))
    share = d["bonus_points"][best] / max(1, out.scores[best])
    kinds_scores = tuple((k, float(out.scores[i])) for i, k in enumerate(kinds))
    return len(kinds), float(out.scores[best]), int(max(d["turns"])), per_task, share, kinds_scores


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 2) if xs else 0.0


def _players(seats: int, played: list[Table]) -> dict[str, Any]:
    """One player count's figures (none when no game was played)."""
    if not played:
        return {}
    row: dict[str, Any] = {
        "mean_winning_score": _mean([g[1] for g in played]),
        "points_per_task": _mean([g[3] for g in played]),
        "bonus_share": _mean([g[4] for g in played]),
        "bonus_share_max": round(max(g[4] for g in played), 3),
        "mean_turns": _mean([float(g[2]) for g in played]),
        "games": len(played),
    }
    if seats == 4:
        kinds = sorted({k for g in played for k, _ in g[5]}, key=FOUR.index)
        row["by_computer"] = {k: _mean([s for g in played for c, s in g[5] if c == k]) for k in kinds}
        means = row["by_computer"]
        row["ladder"] = means["hard"] > means["normal"] > means["easy"]
    return {f"players_{seats}": row}


def main(argv: list[str] | None = None) -> int:
    global BOUND
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=tiles.SEED)
    parser.add_argument("--least", type=int, default=1)
    parser.add_argument("--without-own", action="store_true")
    committed = tiles.COMMITTED
    parser.add_argument(
        "--arcs", default=",".join(map(str, committed.arcs)), help='task lengths whose tiles carry arcs ("" for none)'
    )
    parser.add_argument(
        "--arc-share", type=float, default=committed.share, help="the share of those tiles that carry arcs"
    )
    parser.add_argument("--most", type=int, default=6, help="elements a sequence without an arc holds at most")
    parser.add_argument("--points", default="", help="points by task length, e.g. 3:5,4:7,5:11")
    parser.add_argument("--bonus", type=int, default=None, help="points for a sequence of all different elements")
    parser.add_argument("--lengths", default="", help="tasks of each length per element, e.g. 3:6,4:6,5:4")
    parser.add_argument("--levels", default="1,2,3,4,5,6")
    parser.add_argument("--shuffles", type=int, default=20, help="solo shuffles per level (seeds 1 on)")
    parser.add_argument("--tables", type=int, default=20, help="games for 2 and for 4 players each")
    parser.add_argument("--bound", action="store_true", help="the bound plays the missions, not the solver")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    BOUND = args.bound
    arcs = tiles.arc_lengths(args.arcs)
    shape = tiles.Shape(args.seed, args.least, not args.without_own, arcs, args.arc_share, args.most)
    game = yaml.safe_load(tiles.GAME.read_text(encoding="utf-8"))
    game = tiles.retuned(game, tiles.length_map(args.points), args.bonus, tiles.length_map(args.lengths))
    _install(tiles.render(tiles.deal(game, shape), shape), game)
    levels = [int(x) for x in args.levels.split(",") if x]
    jobs = [(level, seed) for level in levels for seed in range(1, args.shuffles + 1)]
    tables: list[tuple[tuple[str, ...], int]] = []
    for k in range(args.tables):
        tables.append((FOUR[k % 4 :] + FOUR[: k % 4], 1000 + k))
        tables.append((("normal", "hard") if k % 2 else ("hard", "normal"), 2000 + k))
    t0 = time.time()
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        missions = pool.map(solo, jobs, chunksize=1)
        games = pool.map(table, tables, chunksize=1)
    numbers = {"points": game["task_points"]["by_length"], "bonus": game["task_points"]["all_different_bonus"]}
    out: dict[str, Any] = {"shape": shape.__dict__, **numbers, "lengths": game["task_lengths_per_element"]}
    out["player"] = "bound" if BOUND else "solver"
    for level in levels:
        rows = [r for r in missions if r[0] == level]
        met = {key: _mean([float(dict(r[4])[key]) for r in rows]) for key, _ in rows[0][4]} if rows else {}
        out[f"level_{level}"] = {
            "pass_rate": _mean([float(r[1]) for r in rows]),
            "mean_score": _mean([r[2] for r in rows]),
            "mean_tasks": _mean([float(r[3]) for r in rows]),
            "met": met,
            "cpu_s": _mean([r[5] for r in rows]),
        }
    for seats in (2, 4):
        out.update(_players(seats, [g for g in games if g[0] == seats]))
    out["seconds"] = round(time.time() - t0)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
