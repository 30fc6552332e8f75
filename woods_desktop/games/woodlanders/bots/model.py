"""A small, fast model of one Woodlanders round for the computer players.

The engine's state is built for correctness and saving; the bots need
something they can copy and play out thousands of times per decision, and
something that holds only what one seat knows. `RoundModel` is both: suits
are small integers (the rulebook's order, Deer = 0), a hand is one sorted
list of values per suit, and a seat whose hand is unknown holds `None`.
Tests check that it follows the engine trick for trick.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Optional, Sequence

from woods_desktop.games.woodlanders.rules import WoodlandersRules

NONE = -1  # "no suit": D4-ST8's pain, no led suit yet, no trump

PlayT = tuple[int, tuple[int, ...]]  # (suit, values highest first)


class Ctx:
    """What every model of one game shares: the rules as small numbers."""

    def __init__(self, rules: WoodlandersRules) -> None:
        self.rules = rules
        self.suits: tuple[str, ...] = rules.suits
        self.nsuits = len(rules.suits)
        self.index = {s: i for i, s in enumerate(rules.suits)}
        self.values: tuple[int, ...] = rules.values
        self.top = max(self.values)
        self.copies = {v: n for v, n in rules.deck}
        self.alone = frozenset(rules.play_alone)
        self.round_points = tuple(rules.round_points)
        self.plays_cache: dict[tuple[int, ...], list[tuple[int, tuple[int, ...]]]] = {}

    def plays(self, vs: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
        """Distinct plays of one suit from sorted values `vs`, as (total, values
        highest first), cheapest first and singles before pairs of equal total."""
        key = tuple(vs)
        got = self.plays_cache.get(key)
        if got is not None:
            return got
        alone = self.alone
        distinct = sorted(set(key))
        out: set[tuple[int, ...]] = {(v,) for v in distinct}
        for i, a in enumerate(distinct):
            if a in alone:
                continue
            for b in distinct[: i + 1]:
                if b in alone or (a == b and key.count(a) < 2):
                    continue
                out.add((a, b))
        got = sorted(((sum(p), p) for p in out), key=lambda tp: (tp[0], len(tp[1]), tp[1]))
        self.plays_cache[key] = got
        return got

    def max_total(self, counts: Sequence[int]) -> int:
        """The highest total one play can make from cards given as counts per value."""
        best = 0
        first = 0
        for v in range(len(counts) - 1, 0, -1):
            c = counts[v]
            if c <= 0:
                continue
            if v in self.alone:
                if v > best:
                    best = v
                continue
            if first:
                return max(best, first + v)
            if c >= 2:
                return max(best, 2 * v)
            first = v
        return max(best, first)


@lru_cache(maxsize=4)
def ctx_for(rules: WoodlandersRules) -> Ctx:
    return Ctx(rules)


class RoundModel:
    """One round in play: hands (None where unknown), the trick, scores so far.

    Only `play` changes it. Scores and cards taken follow the rulebook: a
    winner whose pain suit is in the trick collects just those cards (-1
    each), otherwise every card (+1 each); the round ends after the trick in
    which a second seat runs out of cards.
    """

    __slots__ = ("ctx", "n", "robot", "pain", "trump", "hands", "sizes", "rem", "score", "taken",
                 "trick", "tcount", "led", "win_seat", "win_total", "win_trump", "order", "pos",
                 "voids", "turn", "over", "leader")

    def copy(self) -> "RoundModel":
        c = object.__new__(RoundModel)
        c.ctx, c.n, c.robot, c.pain, c.trump = self.ctx, self.n, self.robot, self.pain, self.trump
        c.hands = [None if h is None else [s[:] for s in h] for h in self.hands]
        c.sizes = self.sizes[:]
        c.rem = [r[:] for r in self.rem]
        c.score = self.score[:]
        c.taken = self.taken[:]
        c.trick = self.trick[:]
        c.tcount = self.tcount[:]
        c.led, c.win_seat, c.win_total, c.win_trump = self.led, self.win_seat, self.win_total, self.win_trump
        c.order = self.order
        c.pos = self.pos
        c.voids = self.voids[:]
        c.turn, c.over, c.leader = self.turn, self.over, self.leader
        return c

    # ------------------------------------------------------------- the rules

    def beats(self, suit: int, total: int) -> bool:
        """Would this play take the lead of the trick now (ties go to the later play)?"""
        if suit == self.trump:
            return not self.win_trump or total >= self.win_total
        if not self.trick:
            return True
        return suit == self.led and not self.win_trump and total >= self.win_total

    def legal(self, seat: int) -> list[PlayT]:
        """Every distinct legal play of `seat` (whose hand must be known)."""
        hand = self.hands[seat]
        plays = self.ctx.plays
        if self.trick:
            if hand[self.led]:
                return [(self.led, p) for _, p in plays(hand[self.led])]
            suits = [s for s in range(self.ctx.nsuits) if hand[s]]
        else:
            pain = self.pain[seat]
            suits = [s for s in range(self.ctx.nsuits) if hand[s] and s != pain]
            if not suits:
                suits = [pain]
        return [(s, p) for s in suits for _, p in plays(hand[s])]

    def play(self, suit: int, vals: tuple[int, ...]) -> None:
        """The seat to move plays `vals` of `suit` (assumed legal)."""
        seat = self.turn
        hand = self.hands[seat]
        if hand is not None:
            hs = hand[suit]
            for v in vals:
                hs.remove(v)
        r = self.rem[suit]
        for v in vals:
            r[v] -= 1
        k = len(vals)
        total = sum(vals)
        self.sizes[seat] -= k
        if self.trick:
            if suit != self.led:
                self.voids[seat] |= 1 << self.led
        else:
            self.led = suit
        self.trick.append((seat, suit, vals))
        self.tcount[suit] += k
        if suit == self.trump:
            if not self.win_trump or total >= self.win_total:
                self.win_seat, self.win_total, self.win_trump = seat, total, True
        elif suit == self.led and not self.win_trump and total >= self.win_total:
            self.win_seat, self.win_total = seat, total
        self.pos += 1
        if self.pos < len(self.order):
            self.turn = self.order[self.pos]
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        w = self.win_seat
        p = self.pain[w]
        if p != NONE and self.tcount[p]:
            self.score[w] -= self.tcount[p]
            self.taken[w] += self.tcount[p]
        else:
            got = sum(self.tcount)
            self.score[w] += got
            self.taken[w] += got
        if self.sizes.count(0) >= 2:
            self.over = True
            self.turn = NONE
            self.trick = []
            return
        self.new_trick(w)

    def new_trick(self, leader: int) -> None:
        n, sizes = self.n, self.sizes
        while not sizes[leader]:
            leader = (leader + 1) % n
        self.leader = leader
        self.order = [s for s in ((leader + k) % n for k in range(n)) if sizes[s]]
        self.pos = 0
        self.turn = leader
        self.trick = []
        self.tcount = [0] * self.ctx.nsuits
        self.led = NONE
        self.win_seat = NONE
        self.win_total = 0
        self.win_trump = False

    # ------------------------------------------------------------- reading

    def later(self) -> list[int]:
        """Seats still to play in this trick after the seat to move."""
        return self.order[self.pos + 1:]

    def unseen(self, seat: int, suit: int) -> list[int]:
        """Counts per value of `suit` that `seat` cannot see: not played, not in
        its own hand, not in D4-ST8's open hand (they may be set aside)."""
        c = self.rem[suit][:]
        for v in self.hands[seat][suit]:
            c[v] -= 1
        rb = self.robot
        if rb is not None and rb != seat and self.hands[rb] is not None:
            for v in self.hands[rb][suit]:
                c[v] -= 1
        return c

    def round_points(self, seat: int) -> float:
        """`seat`'s round points by the rulebook's ranking (score, then cards taken;
        still tied: the lowest points of the places shared). D4-ST8 ranks but scores 0."""
        if seat == self.robot:
            return 0
        key = (self.score[seat], self.taken[seat])
        better = same = 0
        for i in range(self.n):
            k = (self.score[i], self.taken[i])
            if k > key:
                better += 1
            elif k == key:
                same += 1
        span = self.ctx.round_points[better:better + same]
        return min(span) if span else 0


def new_model(ctx: Ctx, n: int, robot: Optional[int], pain: Sequence[int], trump: int,
              hands: Sequence[Optional[Sequence[Sequence[int]]]], leader: int,
              rem: Optional[Sequence[Sequence[int]]] = None) -> RoundModel:
    """A round about to start its first trick (hands: per seat, per suit, values)."""
    m = object.__new__(RoundModel)
    m.ctx, m.n, m.robot = ctx, n, robot
    m.pain = list(pain)
    m.trump = trump
    m.hands = [None if h is None else [sorted(s) for s in h] for h in hands]
    m.sizes = [sum(len(s) for s in h) if h is not None else 0 for h in m.hands]
    if rem is None:
        rem = [[0] + [ctx.copies.get(v, 0) for v in range(1, ctx.top + 1)] for _ in ctx.suits]
    m.rem = [list(r) for r in rem]
    m.score = [0] * n
    m.taken = [0] * n
    m.voids = [0] * n
    m.over = False
    m.new_trick(leader)
    return m


def hand_lists(ctx: Ctx, cards: Sequence[Sequence[Any]]) -> list[list[int]]:
    """Cards such as `[["fox", 2], ...]` as one sorted value list per suit."""
    out: list[list[int]] = [[] for _ in ctx.suits]
    idx = ctx.index
    for c in cards:
        out[idx[c[0]]].append(int(c[1]))
    for s in out:
        s.sort()
    return out


def model_from_view(view: Mapping[str, Any], ctx: Ctx,
                    guesses: Optional[Mapping[int, Sequence[Sequence[int]]]] = None) -> RoundModel:
    """The round as `view["me"]` sees it (phase "play"): hands the view hides stay
    None unless `guesses` fills them (seat -> per-suit value lists)."""
    idx = ctx.index
    n = view["seats"]
    m = object.__new__(RoundModel)
    m.ctx, m.n = ctx, n
    m.robot = view["robot_seat"]
    m.pain = [idx[p] if p is not None else NONE for p in view["pain"]]
    m.trump = idx[view["trump"]] if view["trump"] is not None else NONE
    hands: list[Optional[list[list[int]]]] = []
    for i in range(n):
        if guesses is not None and i in guesses:
            hands.append([list(s) for s in guesses[i]])
        elif view["hands"][i] is not None:
            hands.append(hand_lists(ctx, view["hands"][i]))
        else:
            hands.append(None)
    m.hands = hands
    m.sizes = list(view["hand_sizes"])
    rem = [[0] + [ctx.copies.get(v, 0) for v in range(1, ctx.top + 1)] for _ in ctx.suits]
    for c in view["played"]:
        rem[idx[c[0]]][c[1]] -= 1
    m.rem = rem
    m.score = list(view["round_scores"])
    m.taken = [len(p) for p in view["piles"]]
    m.voids = [sum(1 << idx[s] for s in v) for v in view["voids"]]
    m.over = False
    m.leader = view["leader"]
    trick = [(p["seat"], idx[p["cards"][0][0]], tuple(sorted((c[1] for c in p["cards"]), reverse=True)))
             for p in view["trick"]]
    in_trick = {s for s, _, _ in trick}
    m.order = [s for s in ((m.leader + k) % n for k in range(n)) if m.sizes[s] or s in in_trick]
    m.pos = len(trick)
    m.turn = view["to_move"]
    m.trick = []
    m.tcount = [0] * ctx.nsuits
    m.led = NONE
    m.win_seat = NONE
    m.win_total = 0
    m.win_trump = False
    for seat, suit, vals in trick:
        total = sum(vals)
        if not m.trick:
            m.led = suit
        m.trick.append((seat, suit, vals))
        m.tcount[suit] += len(vals)
        if suit == m.trump:
            if not m.win_trump or total >= m.win_total:
                m.win_seat, m.win_total, m.win_trump = seat, total, True
        elif suit == m.led and not m.win_trump and total >= m.win_total:
            m.win_seat, m.win_total = seat, total
    return m
