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
        --levels 5,6 --shuffles 20 --tables 20

Prints one JSON line: per level (pass rate, mean score, mean tasks) and per
player count (mean winning score, mean turns per seat, games).
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


def _install(text: str) -> None:
    """This process reads `text` as the tile data (the loader is asked for the file by name)."""
    from woods_desktop.games.whispering import data

    path = Path(tempfile.gettempdir()) / "woods_tune_tiles.yaml"
    path.write_text(text, encoding="utf-8")
    real = data.load_data

    def load(name: str) -> tuple[Any, Any]:
        return (path, yaml.safe_load(text)) if name == data.TILES_FILE else real(name)

    data.load_data = load  # type: ignore[assignment]
    data.load_whispering_data.cache_clear()


def solo(job: tuple[int, int]) -> tuple[int, bool, float, int]:
    """(level, passed, score, tasks) of one mission from shuffle `seed`."""
    from woods_desktop.games.whispering.simulate_solo import play

    level, seed = job
    state = play(level, seed, oracle=BOUND)
    state = getattr(state, "state", state)  # the bound's `Found`
    out = state.outcome()
    return level, bool(out.won), float(out.scores[0]), int(out.details["tasks"][0])


def table(job: tuple[tuple[str, ...], int]) -> tuple[int, float, int]:
    """(seats, winning score, turns per seat) of one game of computers, played as `simulate whispering` does."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.data import load_definition
    from woods_desktop.simulate import play_one

    kinds, seed = job
    definition = load_definition()
    state, _ = play_one(definition, make_config(definition, len(kinds)), seed, list(kinds))
    out = state.outcome()
    return len(kinds), float(max(out.scores)), int(max(out.details["turns"]))


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 2) if xs else 0.0


def main(argv: list[str] | None = None) -> int:
    global BOUND
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=tiles.SEED)
    parser.add_argument("--least", type=int, default=1)
    parser.add_argument("--without-own", action="store_true")
    parser.add_argument("--arcs", default="", help="task lengths whose tiles carry arcs of the wheel")
    parser.add_argument("--arc-share", type=float, default=1.0, help="the share of those tiles that carry arcs")
    parser.add_argument("--most", type=int, default=6, help="elements a sequence without an arc holds at most")
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
    _install(tiles.render(tiles.deal(game, shape), shape))
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
    out: dict[str, Any] = {"shape": shape.__dict__, "player": "bound" if BOUND else "solver"}
    for level in levels:
        rows = [r for r in missions if r[0] == level]
        out[f"level_{level}"] = {
            "pass_rate": _mean([float(r[1]) for r in rows]),
            "mean_score": _mean([r[2] for r in rows]),
            "mean_tasks": _mean([float(r[3]) for r in rows]),
        }
    for seats in (2, 4):
        played = [g for g in games if g[0] == seats]
        if played:
            out[f"players_{seats}"] = {
                "mean_winning_score": _mean([g[1] for g in played]),
                "mean_turns": _mean([float(g[2]) for g in played]),
                "games": len(played),
            }
    out["seconds"] = round(time.time() - t0)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
