"""How far a task is from done: the fewest tiles still to place to complete it.

A path may step onto forest-side tiles that match and onto empty hexes (a
tile of the needed element would have to be placed there); the shortfall
is the fewest empty hexes on any such path. Once a walk is out in the empty
space with no matching tile next to it, the rest of the sequence is counted
as empty hexes without listing them: beyond the forest's edge there is
always room. The hexes and elements the cheapest paths need first tell the
planner which display tiles would serve the task.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.core.hexgrid import DIRECTIONS
from woods_desktop.games.whispering.rules.paths import Forest, Hex

START_LENGTH = 6


@dataclass(frozen=True)
class Shortfall:
    """`missing` tiles to place (0: a path exists now); `needs`: (hex, element) of the first
    empty hex of each cheapest path (element None: any element fits there)."""

    missing: int
    needs: frozenset[tuple[Hex, str | None]]


def shortfall(cells: Forest, start: Hex, task: tuple[str, ...]) -> Shortfall:
    """The shortfall of the task on the tile at `start` (`task == ()`: the starting tile's)."""
    if not task:
        return _start_shortfall(cells, start)
    n = len(task)
    best = [n + 1]
    needs: set[tuple[Hex, str | None]] = set()
    seqs = [task] if task == task[::-1] else [task, task[::-1]]
    used = {start}

    def record(cost: int, need: tuple[Hex, str | None] | None) -> None:
        if cost < best[0]:
            best[0] = cost
            needs.clear()
        if cost == best[0] and need is not None:
            needs.add(need)

    def step(at: Hex, i: int, cost: int, need: tuple[Hex, str | None] | None, seq: tuple[str, ...]) -> None:
        want = seq[i]
        q, r = at
        last = i + 1 == n
        for dq, dr in DIRECTIONS:
            h = (q + dq, r + dr)
            if h in used:
                continue
            cell = cells.get(h)
            if cell is None:
                c = cost + 1
                if c > best[0]:
                    continue
                first = need if need is not None else (h, want)
                if last:
                    record(c, first)
                    continue
                nxt = seq[i + 1]
                hq, hr = h
                if not any(
                    (cell2 := cells.get((hq + a, hr + b))) is not None and cell2[0] == nxt and not cell2[1]
                    for a, b in DIRECTIONS
                    if (hq + a, hr + b) not in used
                ):
                    record(c + n - i - 1, first)
                    continue
                used.add(h)
                step(h, i + 1, c, first, seq)
                used.discard(h)
            elif cell[0] == want and not cell[1]:
                if last:
                    record(cost, need)
                    continue
                used.add(h)
                step(h, i + 1, cost, need, seq)
                used.discard(h)

    for seq in seqs:
        step(start, 0, 0, None, seq)
    return Shortfall(best[0], frozenset(needs))


def _start_shortfall(cells: Forest, start: Hex) -> Shortfall:
    """The starting tile's task: six tiles, first and last alike, four different between.
    An empty hex stands for whichever element the rule needs there."""
    n = START_LENGTH
    best = [n + 1]
    needs: set[tuple[Hex, str | None]] = set()
    used = {start}
    middle: list[str] = []
    first_element: list[str | None] = [None]

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
            cell = cells.get(h)
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
            if element is None or cell[1]:
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
