"""What a computer friend reads off its view: distances home, the Wolf's schedule, the odds of a face-down token.

Everything here is a pure function of the view (and the token mix printed in
the game's data), so two guesses of the hidden tokens give the same answers:
a friend never peeks under a closed token. The board is read in one pass per
decision, and the distances home are the engine's own (`rules.paths.house_distances`,
cached per set of stopping cells), so the thousands of decisions of a simulation
stay cheap and a friend never disagrees with the rules about a blocked way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from woods_desktop.games.wolf.rules.board import CELLS, COLS, ROWS
from woods_desktop.games.wolf.rules.paths import NEXT
from woods_desktop.games.wolf.rules.tokens import HELP_KINDS, PRESENT
from woods_desktop.games.wolf.rules.view import WolfView

ROW: tuple[int, ...] = tuple(c // COLS for c in range(CELLS)) + (ROWS, 0)  # START reads as row 0


def moves_from(here: int, steps: int, blocked: frozenset[int]) -> dict[int, tuple[int, ...]]:
    """Every place this move can end on within `steps`, with the shortest way there (the cells
    stepped on, in order; empty for `here` itself). `blocked`: cells the hero may not enter."""
    ways: dict[int, tuple[int, ...]] = {here: ()}
    frontier = [here]
    for _ in range(steps):
        nxt = []
        for at in frontier:
            way = ways[at]
            for cell in NEXT[at]:
                if cell not in ways and cell not in blocked:
                    ways[cell] = way + (cell,)
                    nxt.append(cell)
        if not nxt:
            break
        frontier = nxt
    return ways


def own_turns(wolf_steps: int, heroes: int, offset: int) -> int:
    """How many turns the hero `offset` places after the one moving now still gets before the
    Wolf is home, if he takes one step a turn (offset 0: the mover, this turn included)."""
    if wolf_steps <= offset:
        return 0
    return (wolf_steps - 1 - offset) // heroes + 1


def spare_steps(wolf_steps: int, heroes: int, offset: int) -> int:
    """The Wolf's steps left over after that hero's last turn: how many extra steps (a task card
    not done) the Wolf may take before the hero loses a turn."""
    turns = own_turns(wolf_steps, heroes, offset)
    if not turns:
        return 0
    return wolf_steps - 1 - (offset + heroes * (turns - 1))


@lru_cache(maxsize=4096)
def chance_of_at_least(k: int, mean: float) -> float:
    """P(X >= k) for a Poisson count X with this mean: the chance of k or more task cards not done."""
    if k <= 0:
        return 1.0
    term = math.exp(-mean)
    below = term
    for i in range(1, k):
        term *= mean / i
        below += term
    return max(0.0, 1.0 - below)


def turns_to_walk(distance: int, steps: int) -> int:
    return -(-distance // steps)


@dataclass(frozen=True, slots=True)
class Survey:
    """The forest as one decision reads it."""

    closed: tuple[bool, ...]  # per cell: a face-down token lies there
    closed_count: int
    ahead: tuple[int, ...]  # per row 0..6: face-down tokens in that row and every row nearer the house
    presents_open: tuple[int, ...]  # cells with a present face up
    known_from: tuple[int, ...]  # per row 0..6: open presents in that row and nearer the house
    open_kinds: tuple[str | None, ...]  # per cell: the kind of an open token
    open_at: dict[str, tuple[int, ...]]  # the cells where each kind lies open
    unseen: dict[str, int]  # face-down tokens by kind, as far as anyone can tell


def survey(view: WolfView, mix: Sequence[tuple[str, int]]) -> Survey:
    """One pass over the board: what is face down where, what lies open, what nobody has seen
    (the token mix less every token whose kind is known: face up, carried, kept or played, in
    the house, cleared out of the game)."""
    closed = [False] * CELLS
    kinds: list[str | None] = [None] * CELLS
    by_row = [0] * (ROWS + 1)
    presents: list[int] = []
    at: dict[str, list[int]] = {}
    for c, t in enumerate(view.cells):
        if t is None:
            continue
        if t.open:
            kind = t.kind
            kinds[c] = kind
            if kind is not None:
                at.setdefault(kind, []).append(c)
                if kind == PRESENT:
                    presents.append(c)
        else:
            closed[c] = True
            by_row[c // COLS] += 1
    ahead = [0] * (ROWS + 1)
    known = [0] * (ROWS + 1)
    for r in range(ROWS - 1, -1, -1):
        ahead[r] = ahead[r + 1] + by_row[r]
    for c in presents:
        for r in range(ROW[c] + 1):
            known[r] += 1
    seen = {kind: len(cells) for kind, cells in at.items()}
    seen[PRESENT] = seen.get(PRESENT, 0) + sum(view.carried) + view.house_presents
    for tokens in (*view.help, *view.played_help, view.removed):
        for kind in tokens:
            seen[kind] = seen.get(kind, 0) + 1
    return Survey(
        closed=tuple(closed),
        closed_count=ahead[0],
        ahead=tuple(ahead),
        presents_open=tuple(presents),
        known_from=tuple(known),
        open_kinds=tuple(kinds),
        open_at={kind: tuple(cells) for kind, cells in at.items()},
        unseen={kind: max(0, n - seen.get(kind, 0)) for kind, n in mix},
    )


def stopped_cells(s: Survey, impassable: Sequence[str]) -> frozenset[int]:
    """The cells whose open terrain stops a hero that cannot pass `impassable`."""
    return frozenset(c for kind in impassable for c in s.open_at.get(kind, ()))


def closed_near(s: Survey, place: int) -> int:
    """Face-down tokens one step from `place`."""
    closed = s.closed
    return sum(1 for n in NEXT[place] if n < CELLS and closed[n])


@dataclass(frozen=True, slots=True)
class Odds:
    """What one face-down token is likely to be, for one hero."""

    present: float
    help: float
    stop: float  # terrain that stops this hero


def odds(s: Survey, impassable: Sequence[str]) -> Odds:
    if not s.closed_count:
        return Odds(0.0, 0.0, 0.0)
    n = s.closed_count
    present = s.unseen.get(PRESENT, 0)
    helps = sum(s.unseen.get(k, 0) for k in HELP_KINDS)
    stop = sum(s.unseen.get(k, 0) for k in impassable)
    return Odds(min(1.0, present / n), min(1.0, helps / n), min(1.0, stop / n))
