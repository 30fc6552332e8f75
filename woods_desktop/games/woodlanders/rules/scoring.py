"""Round scores, round points with the rulebook's tie-breaks, dealers and the game result."""

from __future__ import annotations

from typing import Any, Sequence

TB_CARDS = "woodlanders.tiebreak.cards_taken"
TB_SHARED = "woodlanders.tiebreak.shared"
TB_FINAL = "woodlanders.tiebreak.final_round"
TB_SHARED_GAME = "woodlanders.tiebreak.shared_win"


def pile_score(pile: Sequence[Sequence[Any]], pain: str | None) -> int:
    """+1 per collected card outside the pain suit, -1 per pain card (D4-ST8: no pain)."""
    return sum(-1 if c[0] == pain else 1 for c in pile)


def rank_round(
    scores: Sequence[int], taken: Sequence[int], round_points: Sequence[int], robot: int | None = None
) -> tuple[list[int], list[int], str | None]:
    """(places, round points, tie-break key) for one round.

    Seats are ordered by score, then by cards taken (more is better); seats
    still tied all get the lowest points of the places they span (a tie for
    1st of two: both get 2nd place's points). D4-ST8 takes its place in the
    ranking but scores nothing. Places are competition ranks (1, 1, 3, 4).
    """
    keys = [(s, t) for s, t in zip(scores, taken)]
    places: list[int] = []
    points: list[int] = []
    for seat, k in enumerate(keys):
        better = sum(1 for o in keys if o > k)
        same = sum(1 for o in keys if o == k)
        places.append(better + 1)
        span = round_points[better : better + same]
        points.append(0 if seat == robot or not span else min(span))
    tiebreak: str | None = None
    n = len(keys)
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n) if scores[a] == scores[b]]
    if any(keys[a] == keys[b] for a, b in pairs):
        tiebreak = TB_SHARED
    elif pairs:
        tiebreak = TB_CARDS
    return places, points, tiebreak


def next_dealer(game_points: Sequence[int], last_dealer: int, robot: int | None, lowest: bool) -> int:
    """Most points deals (least in the 3-player variant; D4-ST8 never deals);
    a tie goes to the tied player first clockwise from the last dealer."""
    n = len(game_points)
    humans = [i for i in range(n) if i != robot]
    pick = min if lowest else max
    target = pick(game_points[i] for i in humans)
    for k in range(1, n + 1):
        seat = (last_dealer + k) % n
        if seat != robot and game_points[seat] == target:
            return seat
    raise AssertionError("no dealer found")  # unreachable: some human holds the target


def game_ranking(
    game_points: Sequence[int], final_places: Sequence[int], robot: int | None
) -> tuple[list[int], str | None]:
    """(ranks, tie-break key): most round points wins; a tie goes to the better
    finish in the final round; still tied, the place is shared. D4-ST8 is not a
    contender and is ranked after every player."""
    n = len(game_points)
    humans = [i for i in range(n) if i != robot]
    keys = {i: (game_points[i], -final_places[i]) for i in humans}
    ranks = [0] * n
    for i in humans:
        ranks[i] = 1 + sum(1 for j in humans if keys[j] > keys[i])
    if robot is not None:
        ranks[robot] = len(humans) + 1
    tied = [(a, b) for a in humans for b in humans if a < b and game_points[a] == game_points[b]]
    tiebreak: str | None = None
    if any(keys[a] != keys[b] for a, b in tied):
        tiebreak = TB_FINAL
    elif tied:
        tiebreak = TB_SHARED_GAME
    return ranks, tiebreak
