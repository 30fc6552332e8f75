"""Writes assets/data/whispering/tiles.yaml: the 96 forest tiles' task sides and the 4 starting tiles.

The printed game's tasks are not in the rulebook, so DESIGN section 4 fixes
their shape and this script deals them once, with a fixed seed, under its
constraints read from game.yaml: per element, tiles with tasks of each
length (five of 3, six of 4, five of 5); every element occurring equally
often across all task sequences (a shuffled pool of 64 occurrences each cut
into sequences); no sequence of one element only; points by length, plus
the bonus when all elements differ. Run it once and commit the output;
rerunning writes the same bytes. Tests check the result against the rules.

The task numbers may move too (DESIGN 4): `--points`, `--bonus` and `--lengths`
deal under other points by length, all-different bonus and task lengths per
element, and write those numbers into game.yaml beside the tiles (its comments
kept), so the loader's cross-check of both files holds.

Issue 22 asks for a retune of these tasks so that every solo mission can be
won; `Shape` holds the knobs tried (build/tune_whispering_tiles.py measures a
shape without touching the committed file). `COMMITTED` is the shape of the
committed deal: issue 38 chose it by the rulebook's bounds (every shape tried,
with its figures: build/whispering_tune_log.md). A shape with knobs set repairs the cut pool by swapping elements
between sequences, which keeps every element's count, until each sequence
has at least `least` different elements and, with `own` False, none holds
its tile's own forest element.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

SEED = 20250311
ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "assets" / "data" / "whispering" / "game.yaml"
OUT = ROOT / "assets" / "data" / "whispering" / "tiles.yaml"
START_TILES = 4
REPAIR_SWAPS = 400_000  # swaps tried before a shape is declared impossible


@dataclass(frozen=True)
class Shape:
    """What a deal asks of each task sequence beyond the rules: at least `least` different elements
    (1: no more than the rules ask), whether it may hold its tile's own forest element, and the lengths
    whose tiles carry an arc of the element wheel (`arcs`: consecutive elements in the rulebook's order,
    starting next to the tile's own and going one way or the other by turns; a forest laid in wheel
    order then lets one animal's tasks follow each other, which level 6 asks four times in a turn)."""

    seed: int = SEED
    least: int = 1
    own: bool = True
    arcs: tuple[int, ...] = ()
    share: float = 1.0  # of each element's tiles of the `arcs` lengths, the share that carries an arc
    most: int = 6  # different elements a sequence without an arc holds at most

    @property
    def plain(self) -> bool:
        return self.least <= 1 and self.own and not self.arcs and self.most >= 6


COMMITTED = Shape(arcs=(3, 4, 5), share=0.5)  # half of every element's tiles carry an arc of the wheel


def deal(game: dict, shape: Shape = COMMITTED) -> list[dict]:
    """The forest tiles in id order: element by element, shortest tasks first."""
    elements = list(game["elements"])
    per_element = game["tiles_per_element"]
    lengths = [int(k) for k, n in sorted(game["task_lengths_per_element"].items()) for _ in range(n)]
    if len(lengths) != per_element:
        raise SystemExit(f"{len(lengths)} task lengths per element for {per_element} tiles")
    slots = len(elements) * sum(lengths)
    if slots % len(elements):
        raise SystemExit(f"{slots} task places cannot be shared evenly by {len(elements)} elements")
    by_length = {int(k): v for k, v in game["task_points"]["by_length"].items()}
    bonus = game["task_points"]["all_different_bonus"]
    rng = random.Random(shape.seed)
    arcs = _arcs(elements, lengths, shape.arcs, shape.share)
    left = Counter(e for e in elements for _ in range(slots // len(elements)))
    left.subtract(e for arc in arcs.values() for e in arc)
    while True:
        pool = sorted(left.elements(), key=elements.index)
        rng.shuffle(pool)
        tasks: list[list[str]] = []
        at = 0
        for _ in elements:
            for n in lengths:
                arc = arcs.get(len(tasks))
                tasks.append(list(arc) if arc else pool[at : at + n])
                at += 0 if arc else n
        if not shape.plain:
            _repair(tasks, [elements[i // per_element] for i in range(len(tasks))], shape, rng, frozenset(arcs))
            break
        if all(len(set(t)) > 1 for t in tasks):
            break
    out = []
    for i, task in enumerate(tasks):
        element = elements[i // per_element]
        points = by_length[len(task)] + (bonus if len(set(task)) == len(task) else 0)
        out.append({"id": i, "element": element, "task": task, "points": points})
    return out


def _arcs(
    elements: list[str], lengths: list[int], arc_lengths: tuple[int, ...], share: float = 1.0
) -> dict[int, tuple[str, ...]]:
    """Tile index -> its arc, for `share` of the tiles of `arc_lengths`, spread evenly over them (each
    element's tiles alike, so every element occurs equally often in the arcs)."""
    out: dict[int, tuple[str, ...]] = {}
    k = len(elements)
    candidates = [j for j, n in enumerate(lengths) if n in arc_lengths]
    chosen = [j for r, j in enumerate(candidates) if math.floor((r + 1) * share) > math.floor(r * share)]
    for o in range(k):
        for j, n in enumerate(lengths):
            if j in chosen:  # directions alternate (by place for all of them: the shapes measured before stay)
                way = 1 if (j if share >= 1.0 else chosen.index(j)) % 2 == 0 else -1
                out[o * len(lengths) + j] = tuple(elements[(o + way * (1 + step)) % k] for step in range(n))
    return out


def _repair(
    tasks: list[list[str]], owners: list[str], shape: Shape, rng: random.Random, fixed: frozenset[int] = frozenset()
) -> None:
    """Swaps elements between sequences (each element's count stays; `fixed` ones are left) until every
    sequence meets `shape` and holds two elements at least; a swap is kept when it leaves the pair no
    further from that."""

    def misses(i: int) -> int:
        task = tasks[i]
        kinds = len(set(task))
        own = 0 if shape.own or owners[i] not in task else task.count(owners[i])
        too_many = max(0, kinds - shape.most)
        return max(0, min(shape.least, len(task)) - kinds) + (5 if kinds < 2 else 0) + own + too_many

    left = sum(misses(i) for i in range(len(tasks)) if i not in fixed)
    for _ in range(REPAIR_SWAPS):
        if left == 0:
            return
        i, j = rng.randrange(len(tasks)), rng.randrange(len(tasks))
        if i in fixed or j in fixed:
            continue
        a, b = rng.randrange(len(tasks[i])), rng.randrange(len(tasks[j]))
        if i == j or tasks[i][a] == tasks[j][b]:
            continue
        before = misses(i) + misses(j)
        tasks[i][a], tasks[j][b] = tasks[j][b], tasks[i][a]
        after = misses(i) + misses(j)
        if after <= before:
            left += after - before
        else:
            tasks[i][a], tasks[j][b] = tasks[j][b], tasks[i][a]
    raise SystemExit(f"{shape}: {left} misses left after {REPAIR_SWAPS} swaps")


def render(tiles: list[dict], shape: Shape = COMMITTED) -> str:
    lines = [
        f"# Generated by build/make_whispering_tiles.py with seed {shape.seed}{_knobs(shape)}:"
        " do not edit, rerun the script.",
        "# Forest tiles: id, forest-side element, task-side sequence (read either way), printed points.",
        "tiles:",
    ]
    for t in tiles:
        task = ", ".join(t["task"])
        lines.append(f"  - {{id: {t['id']}, element: {t['element']}, task: [{task}], points: {t['points']}}}")
    first = len(tiles)
    lines.append("# Starting tiles: only a task side, the special task (points in game.yaml).")
    lines.append(f"start_tiles: [{', '.join(str(first + i) for i in range(START_TILES))}]")
    return "\n".join(lines) + "\n"


def _knobs(shape: Shape) -> str:
    words = ([f"--least {shape.least}"] if shape.least > 1 else []) + ([] if shape.own else ["--without-own"])
    words += [f"--arcs {','.join(map(str, shape.arcs))}"] if shape.arcs else []
    words += [f"--arc-share {shape.share:g}"] if shape.arcs and shape.share < 1.0 else []
    words += [f"--most {shape.most}"] if shape.most < 6 else []
    return f" ({' '.join(words)})" if words else ""


def arc_lengths(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",") if x)


def length_map(text: str) -> dict[int, int]:
    """`3:5,4:7,5:11` -> {3: 5, 4: 7, 5: 11} (empty text: no change asked)."""
    pairs = (item.split(":") for item in text.split(",") if item)
    return {int(k): int(v) for k, v in pairs}


def retuned(game: dict, points: dict[int, int], bonus: int | None, lengths: dict[int, int]) -> dict:
    """`game` with the task numbers asked for (the others as they are), so one deal and one loader
    see the same numbers."""
    out = {**game, "task_points": dict(game["task_points"])}
    if points:
        out["task_points"]["by_length"] = dict(points)
    if bonus is not None:
        out["task_points"]["all_different_bonus"] = bonus
    if lengths:
        out["task_lengths_per_element"] = dict(lengths)
    return out


def game_text(text: str, game: dict) -> str:
    """game.yaml's `text` with its task numbers lines rewritten from `game`, every comment kept."""

    def flow(d: dict) -> str:
        return "{" + ", ".join(f"{k}: {v}" for k, v in sorted(d.items())) + "}"

    lines = []
    for line in text.splitlines():
        key = line.split(":")[0].strip()
        tail = line[line.index("#") :] if "#" in line else ""
        pad = "   " + tail if tail else ""
        if line.startswith("task_lengths_per_element:"):
            line = f"task_lengths_per_element: {flow(game['task_lengths_per_element'])}"
        elif line.startswith("  ") and key == "by_length":
            line = f"  by_length: {flow(game['task_points']['by_length'])}"
        elif line.startswith("  ") and key == "all_different_bonus":
            line = f"  all_different_bonus: {game['task_points']['all_different_bonus']}{pad}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--least", type=int, default=1, help="different elements a sequence holds at least")
    parser.add_argument("--without-own", action="store_true", help="no sequence holds its tile's own element")
    parser.add_argument(
        "--arcs",
        default=",".join(map(str, COMMITTED.arcs)),
        help='task lengths whose tiles carry arcs of the wheel, e.g. 5 or 4,5 ("" for none)',
    )
    parser.add_argument(
        "--arc-share", type=float, default=COMMITTED.share, help="the share of those tiles that carry arcs"
    )
    parser.add_argument("--most", type=int, default=6, help="elements a sequence without an arc holds at most")
    parser.add_argument("--points", default="", help="points by task length, e.g. 3:5,4:7,5:11")
    parser.add_argument("--bonus", type=int, default=None, help="points for a sequence of all different elements")
    parser.add_argument("--lengths", default="", help="tasks of each length per element, e.g. 3:6,4:6,5:4")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--game-out", type=Path, default=GAME, help="where game.yaml goes when its numbers change")
    args = parser.parse_args(argv)
    shape = Shape(args.seed, args.least, not args.without_own, arc_lengths(args.arcs), args.arc_share, args.most)
    text = GAME.read_text(encoding="utf-8")
    game = yaml.safe_load(text)
    new = retuned(game, length_map(args.points), args.bonus, length_map(args.lengths))
    args.out.write_text(render(deal(new, shape), shape), encoding="utf-8")
    print(f"wrote {args.out}")
    if new != game:
        args.game_out.write_text(game_text(text, new), encoding="utf-8")
        print(f"wrote {args.game_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
