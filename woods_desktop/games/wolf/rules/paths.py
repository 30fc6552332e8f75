"""Where a hero can get to through the terrain that stops it, as bit masks over the 31 places.

The blocked case of the rulebook ("your hero cannot get around an impassable
obstacle") is decided here: a hero is blocked when no way leads to the house
through cells free of open terrain that stops it (other heroes are ignored:
they move away). The blocking tokens are the stopping ones on the edge of the
region the hero can reach that lie on a way to the house crossing the fewest
such tokens. Bots plan with the same masks.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from woods_desktop.games.wolf.rules.board import CELLS, HOUSE, START, neighbours

FAR = 99  # a distance meaning "cannot get there"
# NEXT[place] for places 0..30 and, at index -1, START (START == -1 reads the last entry).
NEXT: tuple[tuple[int, ...], ...] = tuple(neighbours(c) for c in range(CELLS + 1)) + (neighbours(START),)
HOUSE_BIT = 1 << HOUSE
ALL_BITS = (1 << (CELLS + 1)) - 1

NEIGHBOUR_MASK: tuple[int, ...] = tuple(sum(1 << c for c in neighbours(cell)) for cell in range(CELLS + 1))
START_MASK = sum(1 << c for c in neighbours(START))


def cells_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def grow(mask: int, stopped: int) -> int:
    """Every place reachable from the places in `mask` without entering a `stopped` one."""
    free = ALL_BITS & ~stopped
    while True:
        more = mask
        for cell in cells_of(mask):
            more |= NEIGHBOUR_MASK[cell]
        more &= free
        more |= mask
        if more == mask:
            return mask
        mask = more


def reach(position: int, stopped: int) -> int:
    """The places a hero at `position` could get to over any number of moves (the position
    itself included, even when it stands on stopping terrain; START reaches through row 0)."""
    if position == START:
        return grow(START_MASK & ~stopped, stopped)
    return grow(1 << position, stopped)


@lru_cache(maxsize=8192)
def house_distances(stopped: frozenset[int]) -> tuple[int, ...]:
    """Steps to the house from every place (index -1: START), other heroes ignored (they move on); FAR
    where no way leads home: the one path search of the blocked case, asked by the engine (`is_blocked`)
    and by the computer friends (how far each of them is from home).

    A hero may stand on terrain that stops it (it ended a move there) and step off it, but never through
    it: such a cell is one step more than its best neighbour that does not stop it, and so is START (its
    first step goes into the first row)."""
    dist = [FAR] * (CELLS + 2)
    dist[HOUSE] = 0
    frontier = [HOUSE]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for here in frontier:
            for cell in NEXT[here]:
                if dist[cell] == FAR and cell not in stopped:
                    dist[cell] = d
                    nxt.append(cell)
        frontier = nxt
    free = tuple(dist)
    for cell in (*stopped, START):
        dist[cell] = min(FAR, 1 + min((free[n] for n in NEXT[cell] if n not in stopped), default=FAR))
    return tuple(dist)


def is_blocked(position: int, stopped: int) -> bool:
    """No way to the house at all past the open terrain that stops this hero."""
    if position == HOUSE or not stopped:
        return False
    return house_distances(frozenset(cells_of(stopped)))[position] >= FAR


def obstacles_to_house(stopped: int) -> list[int]:
    """Per place: the fewest stopping tokens a way from there to the house crosses (the
    place's own token included), by a 0-1 breadth-first search back from the house."""
    far = CELLS + 1
    cost = [far] * (CELLS + 1)
    cost[HOUSE] = 0
    queue: deque[int] = deque([HOUSE])
    while queue:
        here = queue.popleft()
        for cell in cells_of(NEIGHBOUR_MASK[here]):
            extra = (stopped >> cell) & 1
            if cost[here] + extra < cost[cell]:
                cost[cell] = cost[here] + extra
                if extra:
                    queue.append(cell)
                else:
                    queue.appendleft(cell)
    return cost


def blocking_cells(position: int, stopped: int) -> list[int]:
    """The stopping tokens that stand in the hero's way: on the edge of what it can reach, and
    on a way to the house that crosses the fewest such tokens. One of them may be removed."""
    region = reach(position, stopped)
    edge = START_MASK if position == START else 0
    for cell in cells_of(region):
        edge |= NEIGHBOUR_MASK[cell]
    candidates = cells_of(edge & stopped)
    if not candidates:
        return []
    cost = obstacles_to_house(stopped)
    fewest = min(cost[c] for c in candidates)
    return [c for c in candidates if cost[c] == fewest]
