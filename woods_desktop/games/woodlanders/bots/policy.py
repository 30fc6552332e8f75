"""The normal player's judgement, also used by the hard player's playouts.

Every function here reads the engine state only where seat `p` may look:
its own hand, D4-ST8's open hand, and the public record (the trick, pain
suits, trump, the cards gone this round, shown voids). So on a state
determinized from `p`'s view it chooses the same whatever the guess, and
the hard player runs the very same judgement for every seat of a guessed
deal. Suits are the engine's numbers and hands its signatures (`Tables`).

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

from typing import Sequence

from woods_desktop.games.woodlanders.rules import Play, WoodlandersState
from woods_desktop.games.woodlanders.rules.cards import Values
from woods_desktop.games.woodlanders.rules.rules import beats, playable_suits

PlayT = tuple[int, Values]  # (suit, values highest first)
Hand = Sequence[Values]  # per suit: the values held, ascending

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


def choose_pain(hand: Hand, left: Sequence[int], dealer_last: bool) -> int:
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


def choose_pain_trump(hand: Hand, left: Sequence[int]) -> tuple[int, int]:
    """3-player dealer: pain where it hurts least, trump where it helps most."""
    best = (left[0], left[1])
    best_v: float | None = None
    for p in left:
        for t in left:
            if p == t:
                continue
            v = trump_strength(hand[t]) - pain_danger(hand[p])
            if best_v is None or v > best_v + 1e-9:
                best, best_v = (p, t), v
    return best


# ------------------------------------------------------------ what p knows


def hand_values(st: WoodlandersState, p: int) -> list[Values]:
    """Seat `p`'s hand as per-suit ascending values."""
    vals = st.t.vals
    return [vals[sig] for sig in st.sigs[p]]


def unseen_sig(st: WoodlandersState, p: int, s: int) -> int:
    """The cards of suit `s` that `p` cannot see (not gone this round, not its own,
    not D4-ST8's open hand; some may be set aside), as a signature."""
    sig = st.t.full_sig - st.gone[s] - st.sigs[p][s]
    rb = st.robot
    if rb is not None and rb != p:
        sig -= st.sigs[rb][s]
    return sig


def later(st: WoodlandersState) -> list[int]:
    """Seats still to play in this trick after the seat to move."""
    return st.order[st.pos + 1 :]


def trick_cards(st: WoodlandersState, s: int | None = None) -> int:
    """Cards in the current trick (of suit `s` only, if given)."""
    if s is None:
        return sum(len(cs) for _, cs, _ in st.trick)
    suit = st.t.suits[s]
    return sum(len(cs) for _, cs, _ in st.trick if cs[0][0] == suit)


def wins_now(st: WoodlandersState, s: int, total: int) -> bool:
    """Would this play take the lead of the trick in progress?"""
    return beats(s, total, st.led, st.trump, st.win_total, st.win_trump)


def as_play(st: WoodlandersState, play: PlayT) -> Play:
    return st.t.play_of[play[0]][play[1]]


# ---------------------------------------------------------------- threats


def follow_threat(st: WoodlandersState, p: int, s: int, after: Sequence[int]) -> int:
    """The highest total a later seat might play in suit `s` when following it."""
    t = 0
    rb = st.robot
    bit = 1 << s
    if any(q != rb and not st.voids[q] & bit for q in after):
        t = st.t.max_total[unseen_sig(st, p, s)]
    if rb is not None and rb in after and rb != p:
        sig = st.sigs[rb][s]
        if sig:
            t = max(t, st.t.max_total[sig])
    return t


def trump_threat(st: WoodlandersState, p: int, s: int, after: Sequence[int]) -> int:
    """The highest trump total a later seat might cut a trick of suit `s` with
    (0: nobody is likely to). Shown voids count; so does a suit nearly gone."""
    trump = st.trump
    if trump is None or s == trump:
        return 0
    rb = st.robot
    t = 0
    unseen_s = len(st.t.vals[unseen_sig(st, p, s)])
    tbit = 1 << trump
    sbit = 1 << s
    people = [q for q in after if q != rb and not st.voids[q] & tbit]
    if people and (unseen_s <= len(people) or any(st.voids[q] & sbit for q in people)):
        t = st.t.max_total[unseen_sig(st, p, trump)]
    if rb is not None and rb in after and rb != p:
        hand = st.sigs[rb]
        if not hand[s] and hand[trump]:
            t = max(t, st.t.max_total[hand[trump]])
    return t


def _prefer_more_cards(plays: Sequence[tuple[int, Values]]) -> tuple[int, Values]:
    """Among plays that win anyway: the most cards (they come back as points), then the cheapest."""
    return min(plays, key=lambda tp: (-len(tp[1]), tp[0]))


# ------------------------------------------------------------------- plays


def play_choice(st: WoodlandersState, p: int) -> Play:
    """The normal player's play for seat `p`, the seat to move."""
    return as_play(st, choice(st, p))


def choice(st: WoodlandersState, p: int) -> PlayT:
    """`play_choice` as (suit, values)."""
    hand = hand_values(st, p)
    led = st.led
    if not st.trick or led is None:
        return _lead(st, p, hand)
    suits = playable_suits(hand, led, st.pain[p])  # the engine's follow rule: [led] when it holds the led suit
    if suits == [led]:
        return _follow(st, p, hand, led)
    return _void(st, p, hand, led, suits)


def _dirty(st: WoodlandersState, p: int) -> bool:
    pain = st.pain[p]
    return pain is not None and (trick_cards(st, pain) > 0 or st.led == pain)


def _follow(st: WoodlandersState, p: int, hand: Hand, led: int) -> PlayT:
    plays = st.t.vplays[st.sigs[p][led]]
    lowest = plays[0]
    if st.win_trump and led != st.trump:
        return led, lowest[1]
    if _dirty(st, p):
        losing = [tp for tp in plays if not wins_now(st, led, tp[0])]
        return led, (losing[0] if losing else lowest)[1]
    winning = [tp for tp in plays if wins_now(st, led, tp[0])]
    if not winning:
        return led, lowest[1]
    after = later(st)
    if not after:
        return led, _prefer_more_cards(winning)[1]
    threat = follow_threat(st, p, led, after)
    cut = trump_threat(st, p, led, after)
    secure = [tp for tp in winning if tp[0] > threat]
    if secure and not cut:
        return led, _prefer_more_cards(secure)[1]
    top = winning[-1]
    if not cut and top[0] >= threat - 1:  # a fair chance: later seats rarely hold the maximum
        return led, top[1]
    return led, lowest[1]


def _void(st: WoodlandersState, p: int, hand: Hand, led: int, suits: Sequence[int]) -> PlayT:
    """Cannot follow: a play from `suits` (the engine's `playable_suits`): trump to win, the winner's pain
    cards, or a discard."""
    trump = st.trump
    after = later(st)
    if trump is not None and trump in suits and not _dirty(st, p):
        winning = [tp for tp in st.t.vplays[st.sigs[p][trump]] if wins_now(st, trump, tp[0])]
        if winning:
            if not after:
                return trump, _prefer_more_cards(winning)[1]
            # Overtrumping needs a later seat void in the led suit too.
            threat = trump_threat(st, p, led, after)
            secure = [tp for tp in winning if tp[0] > threat]
            if secure:
                return trump, _prefer_more_cards(secure)[1]
            if trick_cards(st) >= 2:
                return trump, winning[-1][1]
    w = st.win_seat
    target = st.pain[w] if w is not None and w != p else None
    if target is not None and target != trump and target in suits:
        vs = hand[target]
        alone = st.t.alone
        if len(vs) >= 2 and vs[0] not in alone and vs[1] not in alone:
            return target, (vs[1], vs[0])
        return target, (vs[0],)
    return _discard(st, p, hand, suits)


def _discard(st: WoodlandersState, p: int, hand: Hand, suits: Sequence[int]) -> PlayT:
    """One card of `suits` that cannot win: a high card of one's own pain suit first, then the
    lowest card of the shortest suit nobody fears, keeping others' pain cards to feed."""
    mine = st.pain[p]
    trump = st.trump
    if mine is not None and mine in suits and hand[mine][-1] >= 3:
        return mine, (hand[mine][-1],)
    others = {st.pain[q] for q in range(st.n) if q != p} - {None}
    best: tuple[tuple[int, int, int], PlayT] | None = None
    for s in suits:
        vs = hand[s]
        rank = 3 if s == trump else (2 if s in others else (1 if s == mine else 0))
        key = (rank, len(vs), vs[0])
        if best is None or key < best[0]:
            best = (key, (s, (vs[0],)))
    assert best is not None
    return best[1]


def _lead(st: WoodlandersState, p: int, hand: Hand) -> PlayT:
    mine = st.pain[p]
    trump = st.trump
    suits = playable_suits(hand, None, mine)
    if suits == [mine]:  # only its pain suit is left
        assert mine is not None
        return mine, (hand[mine][0],)
    after = later(st)
    best: tuple[tuple[int, bool, int], PlayT] | None = None
    for s in suits:
        threat = follow_threat(st, p, s, after)
        if s != trump and trump_threat(st, p, s, after):
            continue
        for total, vals in st.t.vplays[st.sigs[p][s]]:
            if total > threat:
                key = (-len(vals), s == trump, total)
                if best is None or key < best[0]:
                    best = (key, (s, vals))
    if best is not None:
        return best[1]
    low: tuple[tuple[bool, int, int], PlayT] | None = None
    for s in suits:
        vs = hand[s]
        key2 = (s == trump, len(vs), vs[0])
        if low is None or key2 < low[0]:
            low = (key2, (s, (vs[0],)))
    assert low is not None
    return low[1]
