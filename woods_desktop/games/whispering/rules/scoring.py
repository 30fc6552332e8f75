"""Final scores, ranks and the tie-break (rulebook "End of the Game"), recomputable from the piles.

Score = printed points of the completed tasks + the bonus cards held - the
refresh cost for each completed tile flipped back. Ties go to the seat with
fewer tiles in its forest (either side up); still tied, the victory is shared.
"""

from __future__ import annotations

from typing import Sequence

from woods_desktop.core.outcome import rank_by_keys

TB_FOREST = "whispering.tiebreak.forest"
TB_SHARED = "whispering.tiebreak.shared"


def score(task_points: int, bonus_points: int, flips: int, refresh_cost: int) -> int:
    return task_points + bonus_points - refresh_cost * flips


def ranking(scores: Sequence[int], forest_sizes: Sequence[int]) -> tuple[tuple[int, ...], str | None]:
    """(ranks, tie-break key): most points, then fewer forest tiles, then a shared place."""
    keys = [(s, -f) for s, f in zip(scores, forest_sizes)]
    ranks = rank_by_keys(keys)
    n = len(keys)
    tied = [(a, b) for a in range(n) for b in range(a + 1, n) if scores[a] == scores[b]]
    if any(keys[a] == keys[b] for a, b in tied):
        return ranks, TB_SHARED
    if tied:
        return ranks, TB_FOREST
    return ranks, None


def bonus_card(tasks: int, left: Sequence[int], sizes: Sequence[int]) -> int | None:
    """The bonus card (by index into `sizes`) earned by completing `tasks` tasks in one turn: the card
    for that count (the largest card for more), or the next lower one left; None for fewer than two
    tasks or when no lower card is left."""
    if not sizes or tasks < sizes[0]:
        return None
    best: int | None = None
    for i, size in enumerate(sizes):
        if size <= tasks and left[i] > 0:
            best = i
    return best
