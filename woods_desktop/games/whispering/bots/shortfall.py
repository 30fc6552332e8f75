"""How far a task is from done: the fewest tiles still to place to complete it.

A path may step onto forest-side tiles that match and onto empty hexes (a
tile of the needed element would have to be placed there); the shortfall
is the fewest empty hexes on any such path. Once a walk is out in the empty
space with no matching tile next to it, the rest of the sequence is counted
as empty hexes without listing them: beyond the forest's edge there is
always room. The hexes and elements the cheapest paths need first tell the
planner which display tiles would serve the task (all of them when one tile
is missing; for longer shortfalls one cheapest path is enough).

The planner asks this for every task of every forest it imagines, mostly
about forests that differ from the real one far from the task, so answers
are remembered by the task and the hexes within its reach.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from woods_desktop.core.hexgrid import DIRECTIONS, distance
from woods_desktop.games.whispering.rules.paths import Forest, Hex, Path, task_paths

START_LENGTH = 6
MEMO_CAP = 100_000  # remembered answers before the memory is emptied


@dataclass(frozen=True)
class Shortfall:
    """`missing` tiles to place (0: a path exists now); `needs`: (hex, element) of the first
    empty hex of the cheapest paths (element None: any element fits there)."""

    missing: int
    needs: frozenset[tuple[Hex, str | None]]


_memo: dict[tuple[Hex, tuple[str, ...], tuple[tuple[str | None, bool] | None, ...]], Shortfall] = {}


@lru_cache(maxsize=8)
def _disk(radius: int) -> tuple[Hex, ...]:
    """The offsets of every hex within `radius` of a centre, in a fixed order."""
    return tuple(
        (dq, dr)
        for dq in range(-radius, radius + 1)
        for dr in range(-radius, radius + 1)
        if distance((0, 0), (dq, dr)) <= radius
    )


_reach: dict[tuple[Hex, int], tuple[Hex, ...]] = {}


def reach(start: Hex, radius: int) -> tuple[Hex, ...]:
    """The hexes within `radius` of `start`, in a fixed order (remembered: forests stay small)."""
    found = _reach.get((start, radius))
    if found is None:
        q, r = start
        found = _reach[(start, radius)] = tuple((q + dq, r + dr) for dq, dr in _disk(radius))
    return found


def local(cells: Forest, start: Hex, task: tuple[str, ...]) -> tuple[tuple[str | None, bool] | None, ...]:
    """What lies on every hex a walk of the task at `start` can reach or look at: all a search
    there depends on, so two forests alike there get the same answers."""
    return tuple(map(cells.get, reach(start, len(task) if task else START_LENGTH)))


def shortfall(cells: Forest, start: Hex, task: tuple[str, ...]) -> Shortfall:
    """The shortfall of the task on the tile at `start` (`task == ()`: the starting tile's)."""
    key = (start, task, local(cells, start, task))
    hit = _memo.get(key)
    if hit is not None:
        return hit
    found = _search(cells, start, task) if task else _start_search(cells, start)
    if len(_memo) >= MEMO_CAP:
        _memo.clear()
    _memo[key] = found
    return found


_paths: dict[tuple[Hex, tuple[str, ...], tuple[tuple[str | None, bool] | None, ...]], list[Path]] = {}


def paths(cells: Forest, start: Hex, task: tuple[str, ...]) -> list[Path]:
    """`paths.task_paths`, remembered the same way (callers must not change the list)."""
    key = (start, task, local(cells, start, task))
    hit = _paths.get(key)
    if hit is None:
        if len(_paths) >= MEMO_CAP:
            _paths.clear()
        hit = _paths[key] = task_paths(cells, start, task)
    return hit


def _search(cells: Forest, start: Hex, task: tuple[str, ...]) -> Shortfall:
    n = len(task)
    best = [n + 1]
    needs: set[tuple[Hex, str | None]] = set()
    used = {start}
    get = cells.get
    leads: dict[tuple[Hex, int, tuple[str, ...]], bool] = {}
    where: dict[str, list[Hex]] = {}
    for h, (element, up) in cells.items():
        if not up and element is not None:
            where.setdefault(element, []).append(h)

    def record(cost: int, need: tuple[Hex, str | None] | None) -> None:
        if cost < best[0]:
            best[0] = cost
            needs.clear()
        if cost == best[0] and need is not None:
            needs.add(need)

    def worth(cost: int) -> bool:
        """Whether a path costing `cost` so far may still matter (ties only while one tile short)."""
        b = best[0]
        return cost < b or (cost == b and b <= 1)

    def leads_on(h: Hex, i: int, seq: tuple[str, ...]) -> bool:
        """Whether a walk standing on the empty hex `h` as step i could still reach a forest tile
        that matches a later step in time (if not, the rest is all empty hexes)."""
        k = (h, i, seq)
        v = leads.get(k)
        if v is None:
            v = any(distance(h, p) <= j - i for j in range(i + 1, n) for p in where.get(seq[j], ()))
            leads[k] = v
        return v

    def step(at: Hex, i: int, cost: int, need: tuple[Hex, str | None] | None, seq: tuple[str, ...]) -> None:
        want = seq[i]
        q, r = at
        last = i + 1 == n
        empties: list[Hex] = []
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h in used:
                continue
            cell = get(h)
            if cell is None:
                empties.append(h)
            elif cell[0] == want and not cell[1] and (cost < best[0] or (cost == best[0] and best[0] <= 1)):
                if last:
                    record(cost, need)
                    continue
                used.add(h)
                step(h, i + 1, cost, need, seq)
                used.discard(h)
        c = cost + 1
        for h in empties:
            if not worth(c):
                return
            first = need if need is not None else (h, want)
            if last:
                record(c, first)
            elif not leads_on(h, i, seq):
                record(c + n - i - 1, first)
            else:
                used.add(h)
                step(h, i + 1, c, first, seq)
                used.discard(h)

    if any(get((start[0] + dq, start[1] + dr)) is None for dq, dr in DIRECTIONS):
        best[0] = n  # out into the open at once: every tile placed
    for seq in [task] if task == task[::-1] else [task, task[::-1]]:
        step(start, 0, 0, None, seq)
    return Shortfall(best[0], frozenset(needs))


def _start_search(cells: Forest, start: Hex) -> Shortfall:
    """The starting tile's task: six tiles, first and last alike, four different between.
    An empty hex stands for whichever element the rule needs there."""
    n = START_LENGTH
    best = [n + 1]
    needs: set[tuple[Hex, str | None]] = set()
    used = {start}
    middle: list[str] = []
    first_element: list[str | None] = [None]
    get = cells.get

    def record(cost: int, need: tuple[Hex, str | None] | None) -> None:
        if cost < best[0]:
            best[0] = cost
            needs.clear()
        if cost == best[0] and need is not None:
            needs.add(need)

    def step(at: Hex, i: int, cost: int, need: tuple[Hex, str | None] | None) -> None:
        q, r = at
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h in used:
                continue
            cell = get(h)
            if cell is None:
                c = cost + 1
                if c > best[0]:
                    continue
                want = first_element[0] if i == n - 1 else None
                first = need if need is not None else (h, want)
                # out in the open: the rest can always be laid to fit
                record(c + n - i - 1, first)
                continue
            element = cell[0]
            if element is None or cell[1] or cost > best[0]:
                continue
            if i == 0:
                first_element[0] = element
            elif i < n - 1:
                if element in middle:
                    continue
            else:
                if first_element[0] is not None and element != first_element[0]:
                    continue
                record(cost, need)
                continue
            used.add(h)
            if i >= 1:
                middle.append(element)
            step(h, i + 1, cost, need)
            if i >= 1:
                middle.pop()
            used.discard(h)
            if i == 0:
                first_element[0] = None

    step(start, 0, 0, None)
    return Shortfall(best[0], frozenset(needs))
