"""Path search, connectivity and the frontier against brute-force references on random forests.

Rulebook, "Complete Tasks": the animal moves "from tile to tile through your
forest in any combination of directions, always only onto adjacent tiles,
following the exact sequence ... either from left to right or from right to
left", "only across Forest sides, never over Task sides", "each Forest tile
once per task"; "Your Forest tiles must always be connected".
"""

from __future__ import annotations

import random

from woods_desktop.core.hexgrid import distance, neighbours
from woods_desktop.games.whispering.rules.paths import (
    connected_without,
    frontier,
    path_problem,
    task_blocker,
    task_paths,
)
from woods_desktop.games.whispering.rules.tiles import ELEMENTS

Hex = tuple[int, int]


def random_forest(rng: random.Random, size: int, task_share: float = 0.15) -> dict[Hex, tuple[str | None, bool]]:
    """A connected forest grown tile by tile from (0, 0), the start: a task side there."""
    forest: dict[Hex, tuple[str | None, bool]] = {(0, 0): (None, True)}
    while len(forest) < size:
        h = rng.choice(sorted(frontier(forest)))
        forest[h] = (rng.choice(ELEMENTS[: rng.choice((2, 3, 6))]), rng.random() < task_share)
    return forest


def all_walks(forest, start: Hex, steps: int) -> list[tuple[Hex, ...]]:
    """Every walk of `steps` distinct forest hexes from `start` (not revisiting it), whatever the tiles show."""
    walks: list[tuple[Hex, ...]] = [()]
    for _ in range(steps):
        longer = []
        for w in walks:
            at = w[-1] if w else start
            for h in neighbours(at):
                if h in forest and h != start and h not in w:
                    longer.append((*w, h))
        walks = longer
    return walks


def reference_paths(forest, start: Hex, task: tuple[str, ...]) -> set[tuple[Hex, ...]]:
    steps = len(task) if task else 6
    out = set()
    for w in all_walks(forest, start, steps):
        if any(forest[h][1] for h in w):
            continue
        seq = tuple(forest[h][0] for h in w)
        if task:
            ok = seq == task or seq == task[::-1]
        else:
            ok = seq[0] == seq[-1] and len(set(seq[1:-1])) == 4
        if ok:
            out.add(w)
    return out


def test_task_paths_match_brute_force_on_random_forests():
    """Every valid path found, none invalid, no path twice: 300 random forests, tasks of 3-5 and the start task."""
    rng = random.Random(11)
    checked = found = 0
    for _ in range(300):
        forest = random_forest(rng, rng.randrange(4, 30))
        starts = [h for h, (_, up) in forest.items() if up]
        for start in starts:
            for task in (
                tuple(rng.choice(ELEMENTS[:3]) for _ in range(rng.choice((3, 4, 5)))),
                ("fruits", "flowers", "fruits"),
                (),
            ):
                got = task_paths(forest, start, task)
                assert len(got) == len(set(got)), "a path listed twice"
                assert set(got) == reference_paths(forest, start, task), (forest, start, task)
                for p in got:
                    assert path_problem(forest, start, task, p) is None
                checked += 1
                found += len(got)
    assert checked > 500 and found > 200


def test_path_problem_names_what_is_wrong():
    forest = {
        (0, 0): (None, True),
        (1, 0): ("water", False),
        (2, 0): ("fruits", False),
        (3, 0): ("water", True),
        (1, -1): ("fruits", False),
    }
    task = ("water", "fruits", "water")
    assert path_problem(forest, (0, 0), task, ((1, 0), (2, 0))) == "length"
    assert path_problem(forest, (0, 0), task, ((1, 0), (2, 0), (3, 0))) == "task_side"
    assert path_problem(forest, (0, 0), task, ((1, 0), (1, -1), (1, 0))) == "twice"
    assert path_problem(forest, (0, 0), task, ((2, 0), (1, 0), (1, -1))) == "adjacent"
    assert path_problem(forest, (0, 0), task, ((1, 0), (2, 0), (2, 1))) == "off_forest"
    assert path_problem(forest, (0, 0), task, ((1, 0), (1, -1), (2, 0))) == "adjacent"
    assert path_problem(forest, (0, 0), ("fruits", "fruits", "water"), ((1, -1), (1, 0), (2, 0))) == "sequence"
    assert path_problem(forest, (0, 0), ("fruits", "water", "fruits"), ((1, -1), (1, 0), (2, 0))) is None


def test_a_task_reads_forwards_or_backwards():
    """ "You can complete a task in either direction along its printed sequence of colors.\""""
    forest = {(0, 0): (None, True), (1, 0): ("leaves", False), (2, 0): ("water", False), (3, 0): ("minerals", False)}
    assert task_paths(forest, (0, 0), ("leaves", "water", "minerals")) == [((1, 0), (2, 0), (3, 0))]
    assert task_paths(forest, (0, 0), ("minerals", "water", "leaves")) == [((1, 0), (2, 0), (3, 0))]
    assert task_paths(forest, (0, 0), ("water", "leaves", "minerals")) == []


def test_the_start_task_six_tiles_ends_alike_four_different_between():
    """Starting tile: "the first and last tile of the path must show the same-colored element. In between,
    you must move the animal over 4 tiles of different colors" (they may repeat the end element)."""
    hexes = [(i, 0) for i in range(1, 7)]

    def forest(elements):
        f = {(0, 0): (None, True)}
        f.update({h: (e, False) for h, e in zip(hexes, elements)})
        return f

    good = ["water", "fruits", "flowers", "leaves", "minerals", "water"]
    assert task_paths(forest(good), (0, 0), ()) == [tuple(hexes)]
    with_end_element = ["water", "water", "flowers", "leaves", "minerals", "water"]
    assert task_paths(forest(with_end_element), (0, 0), ()) == [tuple(hexes)]
    ends_differ = ["water", "fruits", "flowers", "leaves", "minerals", "fruits"]
    assert task_paths(forest(ends_differ), (0, 0), ()) == []
    middle_repeats = ["water", "fruits", "flowers", "fruits", "minerals", "water"]
    assert task_paths(forest(middle_repeats), (0, 0), ()) == []


def reference_connected(hexes, removed) -> bool:
    rest = [h for h in hexes if h != removed]
    if len(rest) <= 1:
        return True
    parent = {h: h for h in rest}

    def find(h):
        while parent[h] != h:
            h = parent[h]
        return h

    for a in rest:
        for b in rest:
            if distance(a, b) == 1:
                parent[find(a)] = find(b)
    return len({find(h) for h in rest}) == 1


def test_connected_without_matches_union_find_on_random_forests():
    rng = random.Random(5)
    splits = keeps = 0
    for _ in range(200):
        forest = random_forest(rng, rng.randrange(1, 25))
        for h in forest:
            expected = reference_connected(forest, h)
            assert connected_without(forest, h) == expected
            splits += not expected
            keeps += expected
    assert splits > 50 and keeps > 50


def test_frontier_is_every_empty_neighbour():
    rng = random.Random(9)
    for _ in range(100):
        forest = random_forest(rng, rng.randrange(1, 30))
        expected = {n for h in forest for n in neighbours(h) if n not in forest}
        assert frontier(forest) == expected
        assert frontier(list(forest)) == expected
    assert frontier({(0, 0): (None, True)}) == set(neighbours((0, 0)))


def test_task_blocker_says_why():
    forest = {(0, 0): (None, True), (1, 0): ("water", True), (2, 0): ("fruits", False)}
    assert task_blocker(forest, (0, 0), ("water", "fruits")) == "task_side_in_way"
    assert task_blocker(forest, (0, 0), ("leaves", "fruits")) == "no_path"
    forest[(1, 0)] = ("water", False)
    assert task_blocker(forest, (0, 0), ("water", "fruits")) is None
    bridge = {(-1, 0): ("water", False), (0, 0): ("leaves", True), (1, 0): ("water", False), (2, 0): ("fruits", False)}
    assert task_blocker(bridge, (0, 0), ("water", "fruits")) == "split_forest"


def test_the_start_task_on_a_bench_sized_forest_finds_exactly_the_valid_paths():
    """The bench's forest size (40 tiles) and its slowest search, the starting tile's six-step task:
    every valid path found and no other, against the brute force (its speed is a bench figure)."""
    rng = random.Random(3)
    found = 0
    for _ in range(20):
        forest = random_forest(rng, 40, task_share=0.1)
        got = task_paths(forest, (0, 0), ())
        assert len(got) == len(set(got)), "a path listed twice"
        assert set(got) == reference_paths(forest, (0, 0), ()), forest
        found += len(got)
    assert found > 20
