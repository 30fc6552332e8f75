"""Path search on a forest: the engine, the bots and the table all ask here.

A forest is a plain mapping hex -> (element of the tile's forest side, task
side up?), so callers build it from a state or from a view alike. A task's
animal starts on its task tile and steps onto edge-adjacent tiles showing
their forest side whose elements follow the sequence forwards or backwards,
never onto a task side, never twice onto one tile. The starting tile's
special task (`task == ()`) is six tiles: the first and the last of one
element, the four between of four elements different from each other (they
may repeat the end element: the rulebook asks only that they differ).
Walks are at most six steps, so a depth-first search is fast enough
(well under a millisecond on a 40-tile forest).
"""

from __future__ import annotations

from typing import Callable, Collection, Mapping, MutableMapping, TypeVar

from woods_desktop.core.hexgrid import DIRECTIONS

Hex = tuple[int, int]
Path = tuple[Hex, ...]
Forest = Mapping[Hex, tuple[str | None, bool]]

START_LENGTH = 6

Cell = TypeVar("Cell")


def task_paths(forest: Forest, start: Hex, task: tuple[str, ...], through_task_sides: bool = False) -> list[Path]:
    """Every valid path for the task on the tile at `start` (`task == ()`: the starting tile's).

    `through_task_sides=True` lets the walk cross task sides as if they showed
    their forest side: only to tell a player that a task side is in the way.
    """
    if not task:
        return _start_paths(forest, start, through_task_sides)
    out: list[Path] = []
    seqs = [task] if task == task[::-1] else [task, task[::-1]]
    for seq in seqs:
        _walk(forest, start, seq, through_task_sides, out)
    return out


def _steppable(forest: Forest, h: Hex, through: bool) -> str | None:
    """The element the walk may step onto at `h`, or None."""
    cell = forest.get(h)
    if cell is None or (cell[1] and not through):
        return None
    return cell[0]


def _walk(forest: Forest, start: Hex, seq: tuple[str, ...], through: bool, out: list[Path]) -> None:
    n = len(seq)
    path: list[Hex] = []
    used = {start}

    def step(at: Hex, i: int) -> None:
        want = seq[i]
        q, r = at
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h in used:
                continue
            cell = forest.get(h)
            if cell is None or cell[0] != want or (cell[1] and not through):
                continue
            path.append(h)
            if i + 1 == n:
                out.append(tuple(path))
            else:
                used.add(h)
                step(h, i + 1)
                used.discard(h)
            path.pop()

    step(start, 0)


def _start_paths(forest: Forest, start: Hex, through: bool) -> list[Path]:
    out: list[Path] = []
    path: list[Hex] = []
    used = {start}
    middle: list[str] = []

    def step(at: Hex, i: int) -> None:
        q, r = at
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h in used:
                continue
            element = _steppable(forest, h, through)
            if element is None:
                continue
            if 1 <= i <= START_LENGTH - 2:
                if element in middle:
                    continue
            elif i == START_LENGTH - 1:
                if element != forest[path[0]][0]:
                    continue
                out.append((*path, h))
                continue
            path.append(h)
            used.add(h)
            if i >= 1:
                middle.append(element)
            step(h, i + 1)
            if i >= 1:
                middle.pop()
            used.discard(h)
            path.pop()

    step(start, 0)
    return out


def path_matches(forest: Forest, start: Hex, task: tuple[str, ...], path: Path) -> bool:
    """Whether `path` is one of `task_paths(forest, start, task)` (without listing them all)."""
    return path_problem(forest, start, task, path) is None


def path_problem(forest: Forest, start: Hex, task: tuple[str, ...], path: Path) -> str | None:
    """What is wrong with `path` for the task at `start`, or None: "length", "adjacent",
    "off_forest", "task_side", "twice" or "sequence" (the refusal keys' last part)."""
    need = len(task) if task else START_LENGTH
    if len(path) != need:
        return "length"
    seen = {start}
    at = start
    elements: list[str | None] = []
    for h in path:
        if _distance(at, h) != 1:
            return "adjacent"
        if h in seen:
            return "twice"
        cell = forest.get(h)
        if cell is None:
            return "off_forest"
        if cell[1]:
            return "task_side"
        seen.add(h)
        elements.append(cell[0])
        at = h
    if task:
        seq = tuple(elements)
        return None if seq == task or seq == task[::-1] else "sequence"
    ends_match = elements[0] == elements[-1]
    middle = elements[1:-1]
    return None if ends_match and len(set(middle)) == len(middle) else "sequence"


def _distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def complete_on(
    forest: MutableMapping[Hex, Cell], start: Hex, path: Path, turned: Callable[[Cell, Cell], Cell]
) -> tuple[Cell, Hex]:
    """Rulebook step 3 C-D on any forest map (the engine's and the bots' alike): the task's tile at
    `start` leaves the forest and the tile where `path` ends turns to its task side, the animal now
    on it (`turned(end cell, task cell)` gives that tile's new cell). Returns (the task's cell, the
    end hex). The path is not checked here: `path_problem` does that."""
    done = forest.pop(start)
    end = (path[-1][0], path[-1][1])
    forest[end] = turned(forest[end], done)
    return done, end


def completion_paths(
    forest: Forest,
    start: Hex,
    task: tuple[str, ...],
    find: Callable[[Forest, Hex, tuple[str, ...]], list[Path]] = task_paths,
) -> list[Path]:
    """Rulebook step 3: the paths along which the task on the tile at `start` may be completed now, none when
    its tile's leaving would split the forest. The one statement of when a task may be completed: the engine
    lists a `Complete` for each of these, and the computer players plan their chains of completions with it.
    `find` is the path search (`task_paths`, or the bots' remembered copy of it, which gives the same lists);
    the list it returns is handed back as it is."""
    paths = find(forest, start, task)
    if not paths or not connected_without(forest, start):
        return []
    return paths


def connected_without(hexes: Collection[Hex], removed: Hex) -> bool:
    """Whether the forest `hexes` stays in one piece once the tile at `removed` leaves it."""
    rest = set(hexes)
    rest.discard(removed)
    if len(rest) <= 1:
        return True
    first = next(iter(rest))
    seen = {first}
    todo = [first]
    while todo:
        q, r = todo.pop()
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h in rest and h not in seen:
                seen.add(h)
                todo.append(h)
    return len(seen) == len(rest)


def frontier(hexes: Collection[Hex]) -> set[Hex]:
    """The empty hexes edge-adjacent to the forest: where a new tile may go."""
    present = hexes if isinstance(hexes, (set, frozenset, dict)) else set(hexes)
    out: set[Hex] = set()
    for q, r in present:
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h not in present:
                out.add(h)
    return out


def task_blocker(forest: Forest, start: Hex, task: tuple[str, ...]) -> str | None:
    """Why the task at `start` cannot be completed now, or None when it can: "no_path" (no
    tiles in the task's order), "task_side_in_way" (a path exists only across task sides) or
    "split_forest" (removing the tile would split the forest). Screens word it with the
    refusal key `whispering.refused.<reason>`."""
    if not task_paths(forest, start, task):
        return "task_side_in_way" if task_paths(forest, start, task, through_task_sides=True) else "no_path"
    if not connected_without(forest, start):
        return "split_forest"
    return None
