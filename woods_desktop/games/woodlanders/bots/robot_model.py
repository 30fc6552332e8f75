"""D4-ST8's rulebook play on the bots' round model.

The engine's `robot_play` works on named cards and is the authority; playouts
call D4-ST8 thousands of times, so this is the same algorithm on small
integers (tests compare the two on many positions).
"""

from __future__ import annotations

from woods_desktop.games.woodlanders.bots.model import NONE, PlayT, RoundModel


def lowest_in_shortest(hand: list[list[int]]) -> PlayT:
    """Its single lowest card in its shortest suit; suit ties go to the larger animal."""
    best = NONE
    size = 1 << 30
    for s, vs in enumerate(hand):
        if vs and len(vs) < size:
            best, size = s, len(vs)
    return best, (hand[best][0],)


def robot_choice(m: RoundModel) -> PlayT:
    hand = m.hands[m.robot]
    if not m.trick:
        return lowest_in_shortest(hand)
    led = m.led
    can_follow = bool(hand[led])
    suits = [led] if can_follow else [s for s in range(m.ctx.nsuits) if hand[s]]
    best_key = None
    best_play: PlayT = (NONE, ())
    plays = m.ctx.plays
    for s in suits:
        for total, p in plays(hand[s]):
            if m.beats(s, total):
                key = (total, -s, -len(p), p[0])
                if best_key is None or key > best_key:
                    best_key, best_play = key, (s, p)
    if best_key is not None:
        return best_play
    if can_follow:
        return led, (hand[led][0],)
    target = m.pain[m.win_seat] if m.win_seat != NONE else NONE
    if target != NONE and hand[target]:
        vs = hand[target]
        alone = m.ctx.alone
        if len(vs) >= 2 and vs[0] not in alone and vs[1] not in alone:
            return target, (vs[1], vs[0])
        return target, (vs[0],)
    return lowest_in_shortest(hand)
