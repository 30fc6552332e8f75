"""The three computer players of Woodlanders: easy, normal and hard.

Each gets its seat's typed view and the legal actions, nothing else. To
judge a play it rebuilds the position with the engine's own `determinize`
(the hidden cards guessed): the judgement in `policy` never reads a guessed
card, and the hard player plays whole rounds out on engine copies of many
such guesses. Choices are deterministic given the bot's (seat, seed) and the
view: every random draw comes from a `core.rng.Rng` seeded from the bot's
seed and the position, never from the `random` module.
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Callable, Sequence

from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.bots import policy
from woods_desktop.games.woodlanders.rules import (
    DEALER_CHOICE,
    PLAY,
    WARDENS,
    ChooseWarden,
    DealerChoose,
    Play,
    RoundSummary,
    WoodlandersRules,
    WoodlandersState,
    WoodlandersView,
    determinize,
)
from woods_desktop.games.woodlanders.rules.cards import Card, Tables, Values, tables_for
from woods_desktop.games.woodlanders.rules.rules import playable_suits

GUESS_SALT = 0x5F3759DF  # keeps the guessed deal apart from the level's own random draws


@lru_cache(maxsize=1)
def default_rules() -> WoodlandersRules:
    """The rules the game was loaded with (assets/data/woodlanders.yaml)."""
    from woods_desktop.games.woodlanders.data import load_definition

    rules: WoodlandersRules = load_definition().extras["rules"]
    return rules


def hand_values(t: Tables, cards: Sequence[Card]) -> list[Values]:
    """Cards such as `(("fox", 2), ...)` as per-suit ascending values."""
    return [t.vals[sig] for sig in t.sigs_of(cards)]


def _pick(action: Any, legal: Sequence[Any]) -> Any:
    """The legal action equal to `action`. A judgement that chose anything else is a bug, said aloud (the
    window names it; the contract suite fails), never covered by playing the first legal action instead."""
    for a in legal:
        if a == action:
            return a
    raise ValueError(f"the computer chose {action!r}, which is not among the {len(legal)} legal actions")


def _position_seed(seed: int, seat: int, view: WoodlandersView) -> int:
    """Mixes the bot's seed with where the game stands, so a choice depends only
    on (seed, view), whatever order the bot is asked in (ints only: no hash salt)."""
    x = (
        seed * 1_000_003
        + seat * 7919
        + view.round * 104_729
        + len(view.played) * 1_299_709
        + len(view.wardens_left) * 15_485_863
    )
    return x & 0xFFFF_FFFF_FFFF


class WoodlandersBot:
    """Shared plumbing: route each phase to the level's own judgement."""

    level = "base"

    def __init__(self, seat: int, seed: int, rules: WoodlandersRules | None = None) -> None:
        self.seat = seat
        self.seed = seed
        self.rules = rules or default_rules()
        self.t = tables_for(self.rules)

    def choose(self, view: WoodlandersView, legal: list[Any]) -> Any:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        judge: dict[str, Callable[[WoodlandersView, int, list[Any], Rng], Any]] = {
            WARDENS: self.warden,
            DEALER_CHOICE: self.dealer_choice,
            PLAY: self.play,
        }
        if view.phase not in judge:
            return legal[0]
        rng = Rng(_position_seed(self.seed, self.seat, view))
        me = view.me if view.me is not None else self.seat
        return _pick(judge[view.phase](view, me, legal, rng), legal)

    def position(self, view: WoodlandersView) -> WoodlandersState:
        """The position as this seat sees it, hidden cards guessed (the judgement never
        reads them), from its own random stream so the level's draws stay as they are."""
        return determinize(view, Rng(_position_seed(self.seed, self.seat, view) ^ GUESS_SALT), self.rules)

    # Each level overrides these three.
    def warden(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        hand = hand_values(self.t, view.hand)
        left = [self.t.suit_index[a.suit] for a in legal]
        last = view.robot_seat is None and me == view.dealer
        return ChooseWarden(self.t.suits[policy.choose_pain(hand, left, last)])

    def dealer_choice(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        hand = hand_values(self.t, view.hand)
        left = [self.t.suit_index[s] for s in view.wardens_left]
        p, t = policy.choose_pain_trump(hand, left)
        return DealerChoose(self.t.suits[p], self.t.suits[t])

    def play(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        return policy.play_choice(self.position(view), me)


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

    def warden(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < 0.5:
            return rng.choice(legal)
        hand = hand_values(self.t, view.hand)
        return min(legal, key=lambda a: len(hand[self.t.suit_index[a.suit]]))

    def dealer_choice(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < 0.5:
            return rng.choice(legal)
        return super().dealer_choice(view, me, legal, rng)

    def play(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        if rng.random() < self.slip:
            return rng.choice(legal)
        st = self.position(view)
        t = st.t
        hand = policy.hand_values(st, me)
        led = st.led
        if not st.trick or led is None:
            pain = st.pain[me]
            suits = playable_suits(hand, None, pain)
            s = max(suits, key=lambda x: (len(hand[x]), -x))
            return policy.as_play(st, (s, (hand[s][-1],)))
        suits = playable_suits(hand, led, None)
        winning = [(tp[0], s, tp[1]) for s in suits for tp in t.vplays[st.sigs[me][s]] if policy.wins_now(st, s, tp[0])]
        if winning:
            _, s, vals = max(winning)
            return policy.as_play(st, (s, vals))
        if suits == [led]:  # follows (the engine's rule), with its lowest card
            return policy.as_play(st, (led, (hand[led][0],)))
        s = rng.choice(suits)
        return policy.as_play(st, (s, (hand[s][0],)))


def rollout(st: WoodlandersState) -> RoundSummary:
    """Play the round in progress out on the engine with the normal judgement for every
    seat (D4-ST8 by its rule); returns the summary of the round last finished (the one
    just played, also when the play before this call ended it)."""
    start = st.round
    robot = st.robot
    choice = policy.play_choice
    while st.phase == PLAY and st.round == start and st.turn is not None:
        seat = st.turn
        st.apply(st.robot_action() if seat == robot else choice(st, seat))
    return st.history[-1]


def round_value(summary: RoundSummary, me: int) -> float:
    """Round points, with the score margin over the best other seat as a small tie-breaker."""
    best_other = max(x for i, x in enumerate(summary.scores) if i != me)
    return summary.points[me] + 0.04 * (summary.scores[me] - best_other)


class HardBot(WoodlandersBot):
    """Guesses the hidden hands consistently with what play has shown (the
    engine's `determinize`: voids, cards seen, D4-ST8's open hand), plays every
    candidate out to the end of the round on an engine copy of each guessed deal
    with the normal judgement, and keeps the candidate with the best average
    round points. A fixed number of deals makes it deterministic; a wall-clock
    cap only guards against slow machines.

    Wardens are taken by the normal judgement: choosing them by whole-round
    playouts measured no better (the differences between Wardens drown in the
    noise of a dozen tricks) and cost far more time."""

    level = "hard"
    deals = 64  # guessed deals shared by the candidates (successive halving)
    max_candidates = 8  # candidates kept after the heuristic shortlist
    cap_s = 0.5  # safety net on one decision's wall time

    def play(self, view: WoodlandersView, me: int, legal: list[Any], rng: Rng) -> Any:
        base = self.position(view)
        cands = self.shortlist(base, me, list(legal))
        if len(cands) == 1:
            return cands[0]
        try:
            return cands[self.search(view, me, cands, rng)]
        except ValueError:  # a view no deal fits (never seen in play): think like normal
            return policy.play_choice(base, me)

    def shortlist(self, st: WoodlandersState, me: int, cands: list[Play]) -> list[Play]:
        """At most `max_candidates` plays worth playing out: the normal choice, and per
        suit the cheapest and dearest singles and pairs."""
        if len(cands) <= self.max_candidates:
            return cands
        keep: list[Play] = [policy.play_choice(st, me)]
        by_suit: dict[str, list[Play]] = {}
        for c in cands:
            by_suit.setdefault(c.cards[0][0], []).append(c)
        tiers: list[list[Play]] = [[], [], [], []]
        for cs in by_suit.values():
            cs = sorted(cs, key=lambda c: (c.total, len(c.cards)))
            singles = [c for c in cs if len(c.cards) == 1]
            pairs = [c for c in cs if len(c.cards) == 2]
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

    def search(self, view: WoodlandersView, me: int, cands: list[Play], rng: Rng) -> int:
        """The index of the candidate with the best mean round value over guessed deals."""

        def deal() -> WoodlandersState:
            return determinize(view, rng, self.rules)

        def run(g: WoodlandersState, ci: int) -> float:
            g = g.copy()
            g.apply(cands[ci])
            return round_value(rollout(g), me)

        return self.halving(len(cands), self.deals, deal, run)

    def halving(
        self, k: int, budget: int, deal: Callable[[], WoodlandersState], run: Callable[[WoodlandersState, int], float]
    ) -> int:
        """Successive halving over `k` options: every option meets the same guessed
        deals (common random numbers); after each quarter of the `budget` deals the
        worse half drops out, down to two. Returns the best option's index."""
        start = time.perf_counter()
        deals: list[WoodlandersState] = []
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
                alive = alive[: max(2, (len(alive) + 1) // 2)]
        return max(alive, key=lambda ci: (totals[ci] / counts[ci], -ci))


def easy(seat: int, seed: int) -> EasyBot:
    return EasyBot(seat, seed)


def normal(seat: int, seed: int) -> NormalBot:
    return NormalBot(seat, seed)


def hard(seat: int, seed: int) -> HardBot:
    return HardBot(seat, seed)


__all__ = ["EasyBot", "NormalBot", "HardBot", "WoodlandersBot", "easy", "normal", "hard", "rollout", "round_value"]
