"""Find winnable solo shuffles offline and append them, with their winning lines, to the shipped list.

    PYTHONPATH=. python build/prove_solo_shuffles.py --level 1 --want 50 [--budget 90] [--widths 3,6,12]
        [--choices 4] [--max-seeds 200] [--minutes 30] [--file assets/data/whispering/solo_shuffles.yaml]
    PYTHONPATH=. python build/prove_solo_shuffles.py --merge a.yaml b.yaml   (runs on two cores, each --file its own)

Each level's seeds are tried in order from 1 (or from where the last run stopped: the file's
`searched.<level>.seeds`), each with the bound (`bots/bound.py`) searching deeper than the
in-game one: a larger CPU budget per shuffle and wider beams. A passed game's line is replayed
from the deal on the engine before it is written (the same check the game makes when it loads
the file); the file is rewritten after every shuffle, so a run stopped at any point keeps what
it found. `searched` records, per level, the seeds tried, the shuffles passed among them and
the CPU seconds spent: the offline bound's rate is `passed / tried`.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from woods_desktop.data.loader import load_yaml  # noqa: E402
from woods_desktop.games.whispering.bots import bound, oracle  # noqa: E402
from woods_desktop.games.whispering.proven import (  # noqa: E402
    ProvenShuffle,
    encode_turns,
    new_mission,
    parse_shuffles,
    parse_turns,
    wins,
)

FILE = ROOT / "assets" / "data" / "whispering" / "solo_shuffles.yaml"

HEADER = """\
# Proven solo shuffles: deals of each mission the bound has won, with the winning line (read by
# games/whispering/proven.py: a mission is dealt one of its level's shuffles unless the setting
# "any shuffle" is on; "Show how it could be won" replays the line after a lost mission).
# Written by build/prove_solo_shuffles.py (do not edit by hand: each line is checked by replay on
# the engine when the game first deals its level, and a line that no longer wins is dropped).
# levels.<level>: seed (new_game's seed), score (the line's final score), solver (whether the solver,
#   which sees what a player sees, passed it too: its rate on the dealt shuffles), line (one string per
#   turn; tokens: S<animal> start animal, R<tile> refresh, F<tile>@q,r forest side,
#   T<tile>@q,r#<animal> task side, C<q,r>:<q,r>... a completion's walk, E end of turn).
# searched.<level>: seeds tried (from 1 to this, in order), how many the bound passed, the CPU
#   seconds the search took; budget and widths: the search's per shuffle.
"""


def load(path: Path) -> tuple[dict[int, list[ProvenShuffle]], dict[int, dict[str, Any]]]:
    if not path.exists():
        return {}, {}
    data = load_yaml(path) or {}
    levels = parse_shuffles(path, {"levels": data.get("levels") or {}})
    return levels, {int(k): dict(v) for k, v in (data.get("searched") or {}).items()}


def write(path: Path, levels: dict[int, list[ProvenShuffle]], searched: dict[int, dict[str, Any]]) -> None:
    """The whole file, by hand so it stays readable (one turn a line)."""
    out = [HEADER, "levels:\n"]
    for level in sorted(levels):
        rows = sorted(levels[level], key=lambda s: s.seed)
        out.append(f"  {level}:{' []' if not rows else ''}\n")
        for s in rows:
            solver = "" if s.solver is None else f"      solver: {'true' if s.solver else 'false'}\n"
            out.append(f"    - seed: {s.seed}\n      score: {s.score}\n{solver}      line:\n")
            out.extend(f'        - "{turn}"\n' for turn in encode_turns(s.actions))
    out.append("searched:\n")
    for level in sorted(searched):
        row = searched[level]
        out.append(
            f"  {level}: {{seeds: {row['seeds']}, passed: {row['passed']}, "
            f"cpu_seconds: {round(row['cpu_seconds'], 1)}, "
            f'budget: {row["budget"]}, widths: "{row["widths"]}"}}\n'
        )
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(out), encoding="utf-8")
    tmp.replace(path)


def prove(
    level: int, seed: int, budget: float, widths: tuple[int, ...], choices: int, quick: bool = False
) -> tuple[ProvenShuffle | None, float, str]:
    """The shuffle with its winning line when the deeper bound passes it (checked by replay); the
    solver's game first (the cheapest stage: only a passed game is wanted here). `quick`: the width-2
    beam alone (the stage that finds most of the bound's passes at levels 5 and 6, where the solver
    almost never passes), the solver played only on a shuffle the beam passed (for its flag)."""
    t0 = time.process_time()
    state = new_mission(level, seed)
    if quick:
        final, actions = oracle.search(state, oracle.WIDTH)
        found = bound.Found(final, actions, "beam2", {"beam2": bound._rank(final)})
        if final.outcome().won:
            found.stages["solver"] = bound._rank(bound.solver_game(state, seed)[0])
    else:
        found = bound.search(state, budget=budget, seed=seed, widths=widths, choices=choices, solver_first=True)
    cpu = time.process_time() - t0
    out = found.state.outcome()
    note = f"{found.stage} {dict(found.stages)}"
    if not out.won:
        return None, cpu, note
    solver = found.stages.get("solver", (False, 0))[0]
    turns = parse_turns(encode_turns(found.actions))
    shuffle = ProvenShuffle(level, seed, turns, int(out.scores[0]), bool(solver))
    why = wins(shuffle)
    if why is not None:
        return None, cpu, f"{note}; its line does not replay: {why}"
    return shuffle, cpu, note


def merge(path: Path, parts: list[Path]) -> None:
    """Levels proven by runs in parallel (one a core, each its own file) into one file: a level's shuffles
    and its `searched` row come from the one part that searched it (two parts searching one level would
    have tried the same seeds)."""
    levels, searched = load(path)
    for part in parts:
        got, rows = load(part)
        for level, row in rows.items():
            levels[level] = got.get(level, [])
            searched[level] = row
    write(path, levels, searched)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--level", default="", help="a level, or levels (1,2,3,4) searched in turn, a seed each")
    p.add_argument("--want", type=int, default=50, help="stop once the level ships this many")
    p.add_argument("--budget", type=float, default=90.0, help="CPU seconds per shuffle")
    p.add_argument("--widths", default="3,6,12", help="the wider beams, after the solver and the width-2 beam")
    p.add_argument("--choices", type=int, default=bound.CHOICES)
    p.add_argument("--max-seeds", type=int, default=400, help="try seeds up to this")
    p.add_argument("--minutes", type=float, default=60.0, help="wall minutes before stopping")
    p.add_argument("--quick", action="store_true", help="the width-2 beam alone (levels 5 and 6)")
    p.add_argument("--file", type=Path, default=FILE)
    p.add_argument(
        "--merge", type=Path, nargs="+", help="write these files' levels (runs on other cores) into --file, and stop"
    )
    a = p.parse_args(argv)
    if a.merge:
        merge(a.file, a.merge)
        return 0
    if not a.level:
        p.error("--level is needed (or --merge)")
    widths = tuple(int(w) for w in a.widths.split(","))
    wanted = [int(v) for v in str(a.level).split(",")]
    levels, searched = load(a.file)
    deadline = time.monotonic() + a.minutes * 60
    for level in wanted:  # shuffles shipped before the solver's result was kept: the solver plays them now
        for i, s in enumerate(levels.get(level, [])):
            if s.solver is None:
                final, _ = bound.solver_game(new_mission(level, s.seed), s.seed)
                levels[level][i] = replace(s, solver=bool(final.outcome().won))
                write(a.file, levels, searched)
    while time.monotonic() < deadline:
        busy = False
        for level in wanted:
            row = searched.setdefault(
                level, {"seeds": 0, "passed": 0, "cpu_seconds": 0.0, "budget": a.budget, "widths": a.widths}
            )
            have = levels.setdefault(level, [])
            seed = int(row["seeds"]) + 1
            if len(have) >= a.want or seed > a.max_seeds or time.monotonic() >= deadline:
                continue
            busy = True
            row["budget"], row["widths"] = (0.0, "2") if a.quick else (a.budget, a.widths)
            shuffle, cpu, note = prove(level, seed, a.budget, widths, a.choices, a.quick)
            row["seeds"] = seed
            row["cpu_seconds"] = float(row["cpu_seconds"]) + cpu
            if shuffle is not None:
                row["passed"] = int(row["passed"]) + 1
                have.append(shuffle)
            write(a.file, levels, searched)
            print(
                f"level {level} seed {seed}: {'WON ' + str(shuffle.score) if shuffle else 'lost'} in {cpu:.1f} "
                f"CPU s ({note}); {len(have)} shipped, {row['passed']}/{row['seeds']} passed, "
                f"{row['cpu_seconds']:.0f} CPU s",
                flush=True,
            )
        if not busy:
            break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
