"""The normal player's judgement, also used by the hard player's playouts.

Every function here reads only what seat `p` may know: its own hand in the
model, D4-ST8's open hand, and the public record (trick, pain suits, trump,
cards played, shown voids). That is what lets the normal player run on a
model whose other hands are None, and the hard player run the very same
judgement for every seat inside a guessed deal.

The ideas, in the rulebook's terms: a trick is worth one point per card to
its winner unless it holds the winner's pain suit (then it costs one per pain
card and the rest is lost), so
- never take a trick that holds your pain suit if you can duck it;
- take clean tricks when you can be sure to keep them, with two cards when
  that is safe (your own cards come back as points);
- when you cannot follow, drop the current winner's pain cards on them;
- otherwise give away as little as possible: single low cards.
"""

from __future__ import annotations

from typing import Optional, Sequence

from woods_desktop.games.woodlanders.bots.model import NONE, PlayT, RoundModel

# How much a card of a suit hurts as one's pain suit, by value (index = value).
PAIN_WEIGHT = (0.0, 0.45, 0.7, 1.0, 1.4)
# How much a card of a suit helps as trump, by value.
TRUMP_WEIGHT = (0.0, 0.5, 0.7, 0.9, 1.1)


def _weight(table: Sequence[float], v: int) -> float:
    return table[v] if v < len(table) else table[-1] + 0.3 * (v - len(table) + 1)


def pain_danger(vs: Sequence[int]) -> float:
    return sum(_weight(PAIN_WEIGHT, v) for v in vs)


def trump_strength(vs: Sequence[int]) -> float:
    return sum(_weight(TRUMP_WEIGHT, v) for v in vs)


def choose_pain(hand: Sequence[Sequence[int]], left: Sequence[int], dealer_last: bool) -> int:
    """Which Warden to take. With two left and the choice being the last one
    (the 4-player dealer), the other becomes trump, so weigh that too."""
    best, best_v = left[0], None
    for s in left:
        v = -pain_danger(hand[s])
        if dealer_last and len(left) == 2:
            other = left[1] if s == left[0] else left[0]
            v += trump_strength(hand[other])
        if best_v is None or v > best_v + 1e-9:
            best, best_v = s, v
    return best


def choose_pain_trump(hand: Sequence[Sequence[int]], left: Sequence[int]) -> tuple[int, int]:
    """3-player dealer: pain where it hurts least, trump where it helps most."""
    best = (left[0], left[1])
    best_v: Optional[float] = None
    for p in left:
        for t in left:
            if p == t:
                continue
            v = trump_strength(hand[t]) - pain_danger(hand[p])
            if best_v is None or v > best_v + 1e-9:
                best, best_v = (p, t), v
    return best


# ---------------------------------------------------------------- threats


def follow_threat(m: RoundModel, p: int, s: int, later: Sequence[int]) -> int:
    """The highest total a later seat might play in suit `s` when following it."""
    t = 0
    rb = m.robot
    bit = 1 << s
    if any(q != rb and not m.voids[q] & bit for q in later):
        t = m.ctx.max_total(m.unseen(p, s))
    if rb is not None and rb in later and rb != p:
        vs = m.hands[rb][s]
        if vs:
            t = max(t, m.ctx.plays(vs)[-1][0])
    return t


def trump_threat(m: RoundModel, p: int, s: int, later: Sequence[int]) -> int:
    """The highest trump total a later seat might cut a trick of suit `s` with
    (0: nobody is likely to). Shown voids count; so does a suit nearly gone."""
    trump = m.trump
    if trump == NONE or s == trump:
        return 0
    rb = m.robot
    t = 0
    unseen_s = sum(m.unseen(p, s))
    tbit = 1 << trump
    sbit = 1 << s
    people = [q for q in later if q != rb and not m.voids[q] & tbit]
    if people and (unseen_s <= len(people) or any(m.voids[q] & sbit for q in people)):
        t = m.ctx.max_total(m.unseen(p, trump))
    if rb is not None and rb in later and rb != p:
        hand = m.hands[rb]
        if not hand[s] and hand[trump]:
            t = max(t, m.ctx.plays(hand[trump])[-1][0])
    return t


def _prefer_more_cards(plays: Sequence[tuple[int, tuple[int, ...]]]) -> tuple[int, tuple[int, ...]]:
    """Among plays that win anyway: the most cards (they come back as points), then the cheapest."""
    return min(plays, key=lambda tp: (-len(tp[1]), tp[0]))


# ------------------------------------------------------------------- plays


def play_choice(m: RoundModel, p: int) -> PlayT:
    """The normal player's play for seat `p` (the seat to move)."""
    hand = m.hands[p]
    if not m.trick:
        return _lead(m, p, hand)
    led = m.led
    if hand[led]:
        return _follow(m, p, hand, led)
    return _void(m, p, hand, led)


def _dirty(m: RoundModel, p: int) -> bool:
    pain = m.pain[p]
    return pain != NONE and (m.tcount[pain] > 0 or m.led == pain)


def _follow(m: RoundModel, p: int, hand: list[list[int]], led: int) -> PlayT:
    plays = m.ctx.plays(hand[led])
    lowest = plays[0]
    if m.win_trump and led != m.trump:
        return led, lowest[1]
    if _dirty(m, p):
        losing = [tp for tp in plays if not m.beats(led, tp[0])]
        return led, (losing[0] if losing else lowest)[1]
    winning = [tp for tp in plays if m.beats(led, tp[0])]
    if not winning:
        return led, lowest[1]
    later = m.later()
    if not later:
        return led, _prefer_more_cards(winning)[1]
    threat = follow_threat(m, p, led, later)
    cut = trump_threat(m, p, led, later)
    secure = [tp for tp in winning if tp[0] > threat]
    if secure and not cut:
        return led, _prefer_more_cards(secure)[1]
    top = winning[-1]
    if not cut and top[0] >= threat - 1:  # a fair chance: later seats rarely hold the maximum
        return led, top[1]
    return led, lowest[1]


def _void(m: RoundModel, p: int, hand: list[list[int]], led: int) -> PlayT:
    trump = m.trump
    later = m.later()
    plays = m.ctx.plays
    if trump != NONE and hand[trump] and not _dirty(m, p):
        winning = [tp for tp in plays(hand[trump]) if m.beats(trump, tp[0])]
        if winning:
            if not later:
                return trump, _prefer_more_cards(winning)[1]
            # Overtrumping needs a later seat void in the led suit too.
            threat = trump_threat(m, p, led, later)
            secure = [tp for tp in winning if tp[0] > threat]
            if secure:
                return trump, _prefer_more_cards(secure)[1]
            if sum(m.tcount) >= 2:
                return trump, winning[-1][1]
    w = m.win_seat
    target = m.pain[w] if w != NONE and w != p else NONE
    if target != NONE and target != trump and hand[target]:
        vs = hand[target]
        alone = m.ctx.alone
        if len(vs) >= 2 and vs[0] not in alone and vs[1] not in alone:
            return target, (vs[1], vs[0])
        return target, (vs[0],)
    return _discard(m, p, hand)


def _discard(m: RoundModel, p: int, hand: list[list[int]]) -> PlayT:
    """One card that cannot win: a high card of one's own pain suit first, then the
    lowest card of the shortest suit nobody fears, keeping others' pain cards to feed."""
    mine = m.pain[p]
    trump = m.trump
    if mine != NONE and hand[mine] and hand[mine][-1] >= 3:
        return mine, (hand[mine][-1],)
    others = {m.pain[q] for q in range(m.n) if q != p} - {NONE}
    best: Optional[tuple[tuple, PlayT]] = None
    for s, vs in enumerate(hand):
        if not vs:
            continue
        rank = 3 if s == trump else (2 if s in others else (1 if s == mine else 0))
        key = (rank, len(vs), vs[0])
        if best is None or key < best[0]:
            best = (key, (s, (vs[0],)))
    assert best is not None
    return best[1]


def _lead(m: RoundModel, p: int, hand: list[list[int]]) -> PlayT:
    mine = m.pain[p]
    trump = m.trump
    suits = [s for s in range(m.ctx.nsuits) if hand[s] and s != mine]
    if not suits:
        return mine, (hand[mine][0],)
    later = m.later()
    best: Optional[tuple[tuple, PlayT]] = None
    for s in suits:
        threat = follow_threat(m, p, s, later)
        if s != trump and trump_threat(m, p, s, later):
            continue
        for total, vals in m.ctx.plays(hand[s]):
            if total > threat:
                key = (-len(vals), s == trump, total)
                if best is None or key < best[0]:
                    best = (key, (s, vals))
    if best is not None:
        return best[1]
    low: Optional[tuple[tuple, PlayT]] = None
    for s in suits:
        vs = hand[s]
        key = (s == trump, len(vs), vs[0])
        if low is None or key < low[0]:
            low = (key, (s, (vs[0],)))
    assert low is not None
    return low[1]
