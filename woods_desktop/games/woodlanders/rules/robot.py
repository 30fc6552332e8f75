"""D4-ST8, the rules-driven robot of the 3-player variant.

It plays exactly by the rulebook's algorithm, clause by clause:
1. win the trick if it can, "playing the maximum it can";
2. otherwise its single lowest card of the led suit;
3. otherwise (it can neither follow nor win by trumping) its two lowest cards
   of the current trick winner's pain suit;
4. otherwise its lowest card in its shortest suit.
When it leads it plays its single lowest card in its shortest suit. Every
suit tie goes by animal size: Deer, Badger, Fox, Rabbit, Owl.

`robot_choice` is the one statement of this algorithm; it works on the
engine's suit numbers and hand signatures because the hard player's
playouts ask it thousands of times a decision. `robot_play` asks it about
named cards.
"""

from __future__ import annotations

from typing import Sequence

from woods_desktop.games.woodlanders.rules.cards import Card, Tables, Values, WoodlandersRules, tables_for
from woods_desktop.games.woodlanders.rules.rules import beats, playable_suits, trick_state


def lowest_in_shortest(t: Tables, hand: Sequence[int]) -> tuple[int, Values]:
    """Its single lowest card in its shortest suit (suit ties: the larger animal first)."""
    best = -1
    size = 1 << 30
    vals = t.vals
    for s, sig in enumerate(hand):
        if sig and len(vals[sig]) < size:
            best, size = s, len(vals[sig])
    return best, (vals[hand[best]][0],)


def robot_choice(
    t: Tables,
    hand: Sequence[int],
    led: int | None,
    trump: int | None,
    win_seat: int | None,
    win_total: int,
    win_trump: bool,
    pain: Sequence[int | None],
) -> tuple[int, Values]:
    """The play D4-ST8 must make as (suit, values highest first): `hand` is its
    signature per suit, `led` the led suit (None: it leads), the `win_*` the
    trick's current winner, `pain` every seat's pain suit (numbers)."""
    if led is None:
        return lowest_in_shortest(t, hand)
    can_follow = bool(hand[led])
    suits = playable_suits(hand, led, None)
    # 1. Win with the highest total it can. Only led-suit or trump plays can win,
    # so suit ties hardly arise; equal totals prefer fewer cards, then the higher
    # top card (the rulebook is silent there: the robot keeps its cards).
    best_key: tuple[int, int, int, int] | None = None
    best: tuple[int, Values] = (-1, ())
    for s in suits:
        for total, vs in t.vplays[hand[s]]:
            if beats(s, total, led, trump, win_total, win_trump):
                key = (total, -s, -len(vs), vs[0])
                if best_key is None or key > best_key:
                    best_key, best = key, (s, vs)
    if best_key is not None:
        return best
    # 2. Cannot win: its single lowest card of the led suit.
    if can_follow:
        return led, (t.vals[hand[led]][0],)
    # 3. Cannot follow and cannot win by trumping: the two lowest cards of the
    # current winner's pain suit. Reading: with only one such card it plays that
    # one; a 4 must go alone, so if the second lowest is a 4 only the lowest goes.
    target = pain[win_seat] if win_seat is not None else None
    if target is not None and hand[target]:
        vs = t.vals[hand[target]]
        if len(vs) >= 2 and vs[0] not in t.alone and vs[1] not in t.alone:
            return target, (vs[1], vs[0])
        return target, (vs[0],)
    # 4. Otherwise its lowest card in its shortest suit.
    return lowest_in_shortest(t, hand)


def robot_play(
    hand: Sequence[Card],
    trick: Sequence[tuple[int, Sequence[Card]]],
    trump: str | None,
    pain: Sequence[str | None],
    rules: WoodlandersRules,
) -> tuple[Card, ...]:
    """The play D4-ST8 must make with named cards: `hand` its cards, `trick` the
    (seat, cards) played so far, `pain` every seat's pain suit. Returns the
    cards, highest first."""
    if not hand:
        raise ValueError("D4-ST8 has no cards to play")
    t = tables_for(rules)
    idx = t.suit_index
    led, winner, best, best_trump = trick_state(trick, trump)
    s, vs = robot_choice(
        t,
        t.sigs_of(hand),
        idx[led] if led is not None else None,
        idx[trump] if trump is not None else None,
        winner,
        best,
        best_trump,
        [idx[p] if p is not None else None for p in pain],
    )
    return tuple((t.suits[s], v) for v in vs)
