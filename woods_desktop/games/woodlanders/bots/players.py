"""The three computer players of Woodlanders: easy, normal and hard.

Each sees only the view it is given. Choices are deterministic given the
bot's (seat, seed) and the views: every random draw comes from a `core.rng.Rng`
seeded from the bot's seed and the position, never from the `random` module.
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Callable, Mapping, Optional, Sequence

from woods_desktop.games.woodlanders.bots import policy
from woods_desktop.games.woodlanders.bots.deal import guess_hands
from woods_desktop.games.woodlanders.bots.model import (
    NONE,
    Ctx,
    PlayT,
    RoundModel,
    ctx_for,
    hand_lists,
    model_from_view,
)
from woods_desktop.games.woodlanders.bots.robot_model import robot_choice
from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.rules import ChooseWarden, DealerChoose, Play, WoodlandersRules


@lru_cache(maxsize=1)
def default_rules() -> WoodlandersRules:
    """The rules the game was loaded with (assets/data/woodlanders.yaml)."""
    from woods_desktop.games.woodlanders.data import load_definition

    return load_definition().extras["rules"]


def as_play(ctx: Ctx, play: PlayT) -> Play:
    suit = ctx.suits[play[0]]
    return Play.of([(suit, v) for v in play[1]])


def as_playt(ctx: Ctx, action: Play) -> PlayT:
    return ctx.index[action.cards[0][0]], tuple(sorted((c[1] for c in action.cards), reverse=True))


def _pick(action: Any, legal: Sequence[Any]) -> Any:
    """The legal action equal to `action`; a bot never returns anything else."""
    for a in legal:
        if a == action:
            return a
    return legal[0]


def _position_seed(seed: int, seat: int, view: Mapping[str, Any]) -> int:
    """Mixes the bot's seed with where the game stands, so a choice depends only
    on (seed, view), whatever order the bot is asked in (ints only: no hash salt)."""
    x = (seed * 1_000_003 + seat * 7919 + view["round"] * 104_729
         + len(view["played"]) * 1_299_709 + len(view["wardens_left"]) * 15_485_863)
    return x & 0xFFFF_FFFF_FFFF


class WoodlandersBot:
    """Shared plumbing: route each phase to the level's own judgement."""

    level = "base"

    def __init__(self, seat: int, seed: int, rules: Optional[WoodlandersRules] = None) -> None:
        self.seat = seat
        self.seed = seed
        self.ctx = ctx_for(rules or default_rules())

    def choose(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        rng = Rng(_position_seed(self.seed, self.seat, view))
        phase = view["phase"]
        me = view["me"] if view.get("me") is not None else self.seat
        if phase == "wardens":
            return _pick(self.warden(view, me, legal, rng), legal)
        if phase == "dealer_choice":
            return _pick(self.dealer_choice(view, me, legal, rng), legal)
        if phase == "play":
            return _pick(self.play(view, me, legal, rng), legal)
        return legal[0]

    # Each level overrides these three.
    def warden(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        hand = hand_lists(self.ctx, view["hand"])
        left = [self.ctx.index[a.suit] for a in legal]
        last = view["robot_seat"] is None and me == view["dealer"]
        return ChooseWarden(self.ctx.suits[policy.choose_pain(hand, left, last)])

    def dealer_choice(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        hand = hand_lists(self.ctx, view["hand"])
        left = [self.ctx.index[s] for s in view["wardens_left"]]
        p, t = policy.choose_pain_trump(hand, left)
        return DealerChoose(self.ctx.suits[p], self.ctx.suits[t])

    def play(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        m = model_from_view(view, self.ctx)
        return as_play(self.ctx, policy.play_choice(m, me))


class NormalBot(WoodlandersBot):
    """Sensible heuristics (see `policy`): duck tricks holding your pain suit, feed
    other players theirs, take tricks you can keep, give away little."""

    level = "normal"


class EasyBot(WoodlandersBot):
    """A beginner: knows the rules, plays plausible cards, but grabs tricks with
    its highest cards whatever is in them, never counts cards, picks Wardens
    on a whim, and now and then plays something at random."""

    level = "easy"
    slip = 0.25  # share of plays made at random

    def warden(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < 0.5:
            return rng.choice(legal)
        hand = hand_lists(self.ctx, view["hand"])
        return min(legal, key=lambda a: len(hand[self.ctx.index[a.suit]]))

    def dealer_choice(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < 0.5:
            return rng.choice(legal)
        return super().dealer_choice(view, me, legal, rng)

    def play(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < self.slip:
            return rng.choice(legal)
        m = model_from_view(view, self.ctx)
        hand = m.hands[me]
        plays = self.ctx.plays
        if not m.trick:
            suits = [s for s in range(self.ctx.nsuits) if hand[s] and s != m.pain[me]] or [m.pain[me]]
            s = max(suits, key=lambda x: (len(hand[x]), -x))
            return as_play(self.ctx, (s, (hand[s][-1],)))
        led = m.led
        suits = [led] if hand[led] else [s for s in range(self.ctx.nsuits) if hand[s]]
        winning = [(tp[0], s, tp[1]) for s in suits for tp in plays(hand[s]) if m.beats(s, tp[0])]
        if winning:
            total, s, vals = max(winning)
            return as_play(self.ctx, (s, vals))
        if hand[led]:
            return as_play(self.ctx, (led, (hand[led][0],)))
        s = rng.choice(suits)
        return as_play(self.ctx, (s, (hand[s][0],)))


def rollout(m: RoundModel) -> None:
    """Play the round out with the normal judgement for every seat (D4-ST8 by its rule)."""
    rb = m.robot
    choice = policy.play_choice
    while not m.over:
        seat = m.turn
        s, vals = robot_choice(m) if seat == rb else choice(m, seat)
        m.play(s, vals)


def outcome(m: RoundModel, me: int) -> float:
    """Round points, with the score margin over the best other seat as a small tie-breaker."""
    best_other = max(m.score[i] for i in range(m.n) if i != me)
    return m.round_points(me) + 0.04 * (m.score[me] - best_other)


class HardBot(WoodlandersBot):
    """Guesses the hidden hands consistently with what play has shown (voids,
    cards seen, D4-ST8's open hand), plays every candidate out to the end of
    the round in each guessed deal with the normal judgement, and keeps the
    candidate with the best average round points. A fixed number of deals
    makes it deterministic; a wall-clock cap only guards against slow machines.

    Wardens are taken by the normal judgement: choosing them by whole-round
    playouts measured no better (the differences between Wardens drown in the
    noise of a dozen tricks) and cost far more time."""

    level = "hard"
    deals = 64          # guessed deals shared by the candidates (successive halving)
    max_candidates = 8  # candidates kept after the heuristic shortlist
    cap_s = 0.5         # safety net on one decision's wall time

    def play(self, view: Mapping[str, Any], me: int, legal: list[Any], rng: Rng) -> Any:
        ctx = self.ctx
        cands = [as_playt(ctx, a) for a in legal]
        base = model_from_view(view, ctx)
        cands = self.shortlist(base, me, cands)
        if len(cands) == 1:
            return as_play(ctx, cands[0])
        try:
            best = self.search(view, base, me, cands, rng)
        except ValueError:  # a view no deal fits (never seen in play): think like normal
            best = policy.play_choice(base, me)
        return as_play(ctx, best)

    def shortlist(self, m: RoundModel, me: int, cands: list[PlayT]) -> list[PlayT]:
        """At most `max_candidates` plays worth simulating: the normal choice, and per
        suit the cheapest and dearest singles and pairs."""
        if len(cands) <= self.max_candidates:
            return cands
        keep: list[PlayT] = [policy.play_choice(m, me)]
        by_suit: dict[int, list[PlayT]] = {}
        for c in cands:
            by_suit.setdefault(c[0], []).append(c)
        tiers: list[list[PlayT]] = [[], [], [], []]
        for cs in by_suit.values():
            cs = sorted(cs, key=lambda c: (sum(c[1]), len(c[1])))
            singles = [c for c in cs if len(c[1]) == 1]
            pairs = [c for c in cs if len(c[1]) == 2]
            tiers[0].append(singles[0])
            tiers[1].append(cs[-1])
            tiers[2].extend(pairs[:1])
            tiers[3].append(singles[-1])
        for c in (c for tier in tiers for c in tier):
            if len(keep) >= self.max_candidates:
                break
            if c not in keep:
                keep.append(c)
        return keep

    def search(self, view: Mapping[str, Any], base: RoundModel, me: int, cands: list[PlayT],
               rng: Rng) -> PlayT:
        hidden = [i for i in range(base.n) if base.hands[i] is None]

        def deal() -> RoundModel:
            guesses, _ = guess_hands(view, self.ctx, rng)
            g = base.copy()
            for i in hidden:
                g.hands[i] = guesses[i]
            return g

        def run(g: RoundModel, ci: int) -> float:
            g = g.copy()
            s, vals = cands[ci]
            g.play(s, vals)
            rollout(g)
            return outcome(g, me)

        return cands[self.halving(len(cands), self.deals, deal, run)]

    def halving(self, k: int, budget: int, deal: Callable[[], Any],
                run: Callable[[Any, int], float]) -> int:
        """Successive halving over `k` options: every option meets the same guessed
        deals (common random numbers); after each quarter of the `budget` deals the
        worse half drops out, down to two. Returns the best option's index."""
        start = time.perf_counter()
        deals: list[Any] = []
        totals = [0.0] * k
        counts = [0] * k
        alive = list(range(k))
        used = 0
        while True:
            target = min(budget, used + max(4, budget // 4)) if len(alive) > 2 else budget
            while len(deals) < target:
                deals.append(deal())
            for d in range(used, target):
                for ci in alive:
                    totals[ci] += run(deals[d], ci)
                    counts[ci] += 1
            used = target
            if used >= budget or time.perf_counter() - start > self.cap_s:
                break
            if len(alive) > 2:
                alive.sort(key=lambda ci: (-totals[ci] / counts[ci], ci))
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        return max(alive, key=lambda ci: (totals[ci] / counts[ci], -ci))


def easy(seat: int, seed: int) -> EasyBot:
    return EasyBot(seat, seed)


def normal(seat: int, seed: int) -> NormalBot:
    return NormalBot(seat, seed)


def hard(seat: int, seed: int) -> HardBot:
    return HardBot(seat, seed)


__all__ = ["EasyBot", "NormalBot", "HardBot", "WoodlandersBot", "easy", "normal", "hard",
           "rollout", "outcome", "NONE"]
