"""Full states consistent with one seat's view: the hidden cards guessed, the rest as seen.

A card is unseen when the viewer cannot see it: not in a hand the view
shows (its own, D4-ST8's open hand), not played this round, not among the
hands discarded at the end of the game. The unseen cards go to the hidden
hands (their sizes are public) and to the cards set aside, never giving a
seat a suit it has shown it lacks this round: it did not follow, or it led
its pain suit, which it may only do holding nothing else. Deals are drawn
with a sequential sampler that checks, before each placement, that the
remaining cards can still be placed (Hall's condition over the suits), so it
never dead-ends. This is OpenSpiel's `ResampleFromInfostate` for the hard
player's search; it sits next to the rules it must respect.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.rules.cards import Card, Tables, WoodlandersRules, full_deck, tables_for
from woods_desktop.games.woodlanders.rules.phases import OVER, PLAY, WARDENS
from woods_desktop.games.woodlanders.rules.rules import trick_state
from woods_desktop.games.woodlanders.rules.state import WoodlandersState
from woods_desktop.games.woodlanders.rules.view import WoodlandersView

ASIDE = -1  # holder id of the cards set aside
SuitCard = tuple[int, int]  # (suit number, value)


def determinize(view: WoodlandersView, rng: Rng, rules: WoodlandersRules) -> WoodlandersState:
    """A full state whose view for `view.me` is `view`: hidden hands and the cards set
    aside dealt at random from the unseen cards, later rounds from a fresh seed.
    Raises ValueError for a view no deal fits (one that no game could show)."""
    t = tables_for(rules)
    places: list[tuple[int, int, int]] = []
    for seat, h in enumerate(view.hands):
        if h is None and view.hand_sizes[seat]:
            mask = sum(1 << t.suit_index[s] for s in view.voids[seat])
            places.append((seat, view.hand_sizes[seat], mask))
    if view.aside_count:
        places.append((ASIDE, view.aside_count, 0))
    dealt = sample_deal(unseen_cards(view, t), places, t.nsuits, rng)
    hands: list[list[Card] | None] = []
    for seat, h in enumerate(view.hands):
        hands.append(None if h is not None else [(t.suits[s], v) for s, v in dealt.get(seat, [])])
    aside = [(t.suits[s], v) for s, v in dealt.get(ASIDE, [])]
    return from_view(view, hands, aside, rng.randrange(1 << 32), rules)


def unseen_cards(view: WoodlandersView, t: Tables) -> list[SuitCard]:
    """(suit, value) of every card the viewer cannot see, in a fixed order."""
    counts = [[t.copies.get(v, 0) for v in range(max(t.values) + 1)] for _ in t.suits]
    seen: list[Card] = list(view.played)
    for h in view.hands:
        if h is not None:
            seen.extend(h)
    if view.phase == OVER and view.round_history:
        for h in view.round_history[-1].discarded_hands:
            seen.extend(h)
    for c in seen:
        counts[t.suit_index[c[0]]][c[1]] -= 1
    out: list[SuitCard] = []
    for s, row in enumerate(counts):
        for v, k in enumerate(row):
            if k < 0:
                raise ValueError("the view shows more copies of a card than the deck holds")
            out.extend([(s, v)] * k)
    return out


class _Hall:
    """Can the cards left (count per suit) fill the holders exactly (capacity each)?

    Hall's condition: every set of suits fits in the holders that may take at
    least one of them. The cards left always equal the room left, so only the
    sets that some holder may take none of (a subset of its forbidden-suit
    mask) can fail; those are listed once per deal with the holders they fit.
    """

    def __init__(self, masks: Sequence[int], nsuits: int) -> None:
        self.checks: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        for sub in range(1, 1 << nsuits):
            if not any(m & sub == sub for m in masks):
                continue
            suits = tuple(s for s in range(nsuits) if sub >> s & 1)
            takers = tuple(h for h, m in enumerate(masks) if m & sub != sub)
            self.checks.append((suits, takers))

    def feasible(self, counts: Sequence[int], caps: Sequence[int]) -> bool:
        for suits, takers in self.checks:
            need = 0
            for s in suits:
                need += counts[s]
            if need:
                room = 0
                for h in takers:
                    room += caps[h]
                if need > room:
                    return False
        return True


def sample_deal(
    cards: Sequence[SuitCard], places: Sequence[tuple[int, int, int]], nsuits: int, rng: Rng
) -> dict[int, list[SuitCard]]:
    """Share `cards` among `places` (holder, size, forbidden-suit mask) at random,
    respecting every mask. Raises ValueError if no such deal exists."""
    if sum(size for _, size, _ in places) != len(cards):
        raise ValueError("hidden places and unseen cards do not match in number")
    pool = list(cards)
    rng.shuffle(pool)
    out: dict[int, list[SuitCard]] = {h: [] for h, _, _ in places}
    if not any(mask for _, _, mask in places):
        i = 0
        for h, size, _ in places:
            out[h] = pool[i : i + size]
            i += size
        return out
    caps = [size for _, size, _ in places]
    masks = [mask for _, _, mask in places]
    counts = [0] * nsuits
    for s, _ in pool:
        counts[s] += 1
    hall = _Hall(masks, nsuits)
    if not hall.feasible(counts, caps):
        raise ValueError("no deal respects the shown voids")
    # Most constrained cards first, so the check rarely has to steer.
    pool.sort(key=lambda c: -sum(1 for m in masks if m >> c[0] & 1))
    for card in pool:
        s = card[0]
        counts[s] -= 1
        options = [h for h in range(len(places)) if caps[h] and not masks[h] >> s & 1]
        weights = [caps[h] for h in options]
        placed = False
        while options:
            r = rng.randrange(sum(weights))
            k = 0
            while r >= weights[k]:
                r -= weights[k]
                k += 1
            h = options[k]
            caps[h] -= 1
            if hall.feasible(counts, caps):
                out[places[h][0]].append(card)
                placed = True
                break
            caps[h] += 1
            options.pop(k)
            weights.pop(k)
        if not placed:  # pragma: no cover - feasibility was checked before each step
            raise ValueError("no deal respects the shown voids")
    return out


def from_view(
    view: WoodlandersView,
    hands: Sequence[Sequence[Card] | None],
    aside: Sequence[Card],
    rng_seed: int,
    rules: WoodlandersRules,
) -> WoodlandersState:
    """The full state `view` shows, with the hidden cards given: `hands[i]` for every
    hand the view hides (None: take it from the view), `aside` the cards set aside.
    The discard pile is rebuilt from the public record; later rounds are dealt from
    `Rng(rng_seed)`; the log starts empty. Raises ValueError when the cards do not
    make up the deck."""
    t = tables_for(rules)
    idx = t.suit_index
    robot = view.robot_seat
    st = WoodlandersState.blank(rules, view.variant, [x for i, x in enumerate(view.names) if i != robot])
    st.names = list(view.names)
    if st.n != view.seats or st.robot != robot:
        raise ValueError("the view does not match these rules' seats")
    st.rng = Rng(rng_seed)
    st.round, st.dealer, st.phase, st.turn = view.round, view.dealer, view.phase, view.to_move
    full_hands: list[list[Card]] = []
    for i in range(st.n):
        given = hands[i] if i < len(hands) else None
        h = given if given is not None else view.hands[i]
        if h is None:
            raise ValueError(f"seat {i}: hand hidden in the view and not guessed")
        cards = [(str(c[0]), int(c[1])) for c in h]
        if len(cards) != view.hand_sizes[i]:
            raise ValueError(f"seat {i}: {len(cards)} cards guessed, {view.hand_sizes[i]} held")
        full_hands.append(cards)
    st.sigs = [t.sigs_of(h) for h in full_hands]
    st.sizes = [len(h) for h in full_hands]
    st.pain = [idx[p] if p is not None else None for p in view.pain]
    st.trump = idx[view.trump] if view.trump is not None else None
    st.wardens_left = [idx[s] for s in view.wardens_left]
    st.warden_aside = idx[view.warden_aside] if view.warden_aside is not None else None
    st.warden_queue = [s for s in st.warden_order() if st.pain[s] is None] if st.phase == WARDENS else []
    st.aside = [(str(c[0]), int(c[1])) for c in aside]
    if len(st.aside) != view.aside_count:
        raise ValueError("wrong number of cards set aside")
    st.leader = view.leader
    st.trick = [(p.seat, tuple(p.cards), p.total) for p in view.trick]
    in_trick = {p.seat for p in view.trick}
    st.order = (
        [s for s in ((st.leader + k) % st.n for k in range(st.n)) if st.sizes[s] or s in in_trick]
        if st.phase == PLAY
        else []
    )
    st.pos = len(st.trick)
    led, win, best, best_trump = trick_state([(s, cs) for s, cs, _ in st.trick], view.trump)
    st.led = idx[led] if led is not None else None
    st.win_seat, st.win_total, st.win_trump = win, best, best_trump
    st.piles = [list(p) for p in view.piles]
    st.played = list(view.played)
    gone = t.sigs_of(st.played)
    st.gone = gone
    rest = Counter(st.played)
    rest.subtract(c for p in st.piles for c in p)
    rest.subtract(c for _, cs, _ in st.trick for c in cs)
    if view.phase == OVER and view.round_history:
        rest.update(c for h in view.round_history[-1].discarded_hands for c in h)
    if any(v < 0 for v in rest.values()):
        raise ValueError("piles and trick hold cards never played")
    st.discard = sorted(rest.elements(), key=lambda c: (idx[c[0]], c[1]))
    if len(st.discard) != view.discard_count:
        raise ValueError("the discard pile does not add up")
    st.voids = [sum(1 << idx[s] for s in v) for v in view.voids]
    st.game_points = list(view.game_points)
    st.history = list(view.round_history)
    last = view.last_trick
    st.last_trick = (
        None
        if last is None
        else (
            [(p.seat, tuple(p.cards), p.total) for p in last.plays],
            last.winner,
            list(last.collected),
            list(last.discarded),
        )
    )
    st.log = []
    everything = Counter(c for h in full_hands for c in h)
    everything.update(st.aside)
    everything.update(st.played)
    if view.phase == OVER and view.round_history:
        everything.update(c for h in view.round_history[-1].discarded_hands for c in h)
    if everything != Counter(full_deck(rules)):
        raise ValueError("hands, aside and played cards do not make up the deck")
    return st
