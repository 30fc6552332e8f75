"""D4-ST8, the rules-driven robot of the 3-player variant.

It plays exactly by the rulebook's algorithm, clause by clause:
1. win the trick if it can, "playing the maximum it can";
2. otherwise its single lowest card of the led suit;
3. otherwise (it can neither follow nor win by trumping) its two lowest cards
   of the current trick winner's pain suit;
4. otherwise its lowest card in its shortest suit.
When it leads it plays its single lowest card in its shortest suit. Every
suit tie goes by animal size: Deer, Badger, Fox, Rabbit, Owl.
"""

from __future__ import annotations

from typing import Optional, Sequence

from woods_desktop.games.woodlanders.rules.cards import Card
from woods_desktop.games.woodlanders.rules.rules import beats, trick_state

Play = tuple[Card, ...]


def _by_suit(hand: Sequence[Card], suits: Sequence[str]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {s: [] for s in suits}
    for s, v in hand:
        out[s].append(v)
    for vs in out.values():
        vs.sort()
    return out


def _plays_of_suit(suit: str, values: list[int], play_alone: Sequence[int]) -> list[Play]:
    """Distinct plays (by value) of one suit; `values` sorted ascending."""
    out: list[Play] = []
    seen: set[tuple[int, ...]] = set()
    for i, a in enumerate(values):
        if (a,) not in seen:
            seen.add((a,))
            out.append(((suit, a),))
        if a in play_alone:
            continue
        for b in values[:i]:
            if b in play_alone or (a, b) in seen:
                continue
            seen.add((a, b))
            out.append(((suit, a), (suit, b)))
    return out


def lowest_in_shortest(hand: Sequence[Card], suits: Sequence[str]) -> Play:
    """Its single lowest card in its shortest suit (suit ties: the larger animal first)."""
    groups = _by_suit(hand, suits)
    held = [s for s in suits if groups[s]]
    shortest = min(held, key=lambda s: (len(groups[s]), suits.index(s)))
    return ((shortest, groups[shortest][0]),)


def robot_play(hand: Sequence[Card], trick: Sequence[tuple[int, Sequence[Card]]],
               trump: Optional[str], pain: Sequence[Optional[str]], suits: Sequence[str],
               play_alone: Sequence[int] = (4,)) -> Play:
    """The play D4-ST8 must make: `hand` its cards, `trick` the (seat, cards) played
    so far, `pain` every seat's pain suit. Returns the cards, highest first."""
    hand = [(c[0], c[1]) for c in hand]
    if not hand:
        raise ValueError("D4-ST8 has no cards to play")
    if not trick:
        return lowest_in_shortest(hand, suits)
    led, winner, best, best_trump = trick_state(trick, trump)
    groups = _by_suit(hand, suits)
    can_follow = bool(groups[led])
    legal_suits = [led] if can_follow else [s for s in suits if groups[s]]
    # 1. Win with the highest total it can. Only led-suit or trump plays can win,
    # so suit ties hardly arise; equal totals prefer fewer cards, then the higher
    # top card (the rulebook is silent there: the robot keeps its cards).
    winning: list[tuple[tuple, Play]] = []
    for s in legal_suits:
        for p in _plays_of_suit(s, groups[s], play_alone):
            total = sum(v for _, v in p)
            if beats(s, total, led, trump, best, best_trump):
                key = (total, -suits.index(s), -len(p), p[0][1])
                winning.append((key, p))
    if winning:
        return max(winning, key=lambda kp: kp[0])[1]
    # 2. Cannot win: its single lowest card of the led suit.
    if can_follow:
        return ((led, groups[led][0]),)
    # 3. Cannot follow and cannot win by trumping: the two lowest cards of the
    # current winner's pain suit. Reading: with only one such card it plays that
    # one; a 4 must go alone, so if the second lowest is a 4 only the lowest goes.
    target = pain[winner] if winner is not None else None
    if target is not None and groups[target]:
        vs = groups[target]
        if len(vs) >= 2 and vs[0] not in play_alone and vs[1] not in play_alone:
            return ((target, vs[1]), (target, vs[0]))
        return ((target, vs[0]),)
    # 4. Otherwise its lowest card in its shortest suit.
    return lowest_in_shortest(hand, suits)
