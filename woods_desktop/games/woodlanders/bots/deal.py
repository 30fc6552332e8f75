"""Guessing the hidden cards: deals consistent with everything one seat has seen.

A card is unseen when it is not in my hand, not played this round and not in
D4-ST8's open hand. The unseen cards go to the hidden hands (their sizes are
public) and to the cards set aside, never giving a seat a suit it has shown
it lacks (it did not follow). Deals are drawn with a sequential sampler that
checks, before each placement, that the remaining cards can still be placed
(Hall's condition over the suits), so it never dead-ends.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from woods_desktop.games.woodlanders.bots.model import Ctx
from woods_desktop.core.rng import Rng

ASIDE = -1  # holder id of the cards set aside


def unseen_cards(view: Mapping[str, Any], ctx: Ctx) -> list[tuple[int, int]]:
    """(suit, value) of every card the viewer cannot see, in a fixed order."""
    idx = ctx.index
    counts = [[0] + [ctx.copies.get(v, 0) for v in range(1, ctx.top + 1)] for _ in ctx.suits]
    for c in view["played"]:
        counts[idx[c[0]]][c[1]] -= 1
    for h in view["hands"]:
        if h is not None:
            for c in h:
                counts[idx[c[0]]][c[1]] -= 1
    out = []
    for s, row in enumerate(counts):
        for v, k in enumerate(row):
            if k < 0:
                raise ValueError("the view shows more copies of a card than the deck holds")
            out.extend([(s, v)] * k)
    return out


def _feasible(counts: Sequence[int], caps: Sequence[int], masks: Sequence[int], nsuits: int) -> bool:
    """Can cards (count per suit) fill holders exactly (capacity, forbidden-suit mask)?
    Hall: every set of suits fits in the holders that may take at least one of them."""
    for sub in range(1, 1 << nsuits):
        need = 0
        for s in range(nsuits):
            if sub >> s & 1:
                need += counts[s]
        if not need:
            continue
        room = 0
        for h, cap in enumerate(caps):
            if masks[h] & sub != sub:
                room += cap
        if need > room:
            return False
    return True


def sample_deal(cards: Sequence[tuple[int, int]], places: Sequence[tuple[int, int, int]],
                nsuits: int, rng: Rng) -> dict[int, list[tuple[int, int]]]:
    """Share `cards` among `places` (holder, size, forbidden-suit mask) at random,
    respecting every mask. Raises ValueError if no such deal exists."""
    if sum(size for _, size, _ in places) != len(cards):
        raise ValueError("hidden places and unseen cards do not match in number")
    pool = list(cards)
    rng.shuffle(pool)
    out: dict[int, list[tuple[int, int]]] = {h: [] for h, _, _ in places}
    if not any(mask for _, _, mask in places):
        i = 0
        for h, size, _ in places:
            out[h] = pool[i:i + size]
            i += size
        return out
    caps = [size for _, size, _ in places]
    masks = [mask for _, _, mask in places]
    counts = [0] * nsuits
    for s, _ in pool:
        counts[s] += 1
    if not _feasible(counts, caps, masks, nsuits):
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
            total = sum(weights)
            r = rng.randrange(total)
            k = 0
            while r >= weights[k]:
                r -= weights[k]
                k += 1
            h = options[k]
            caps[h] -= 1
            if _feasible(counts, caps, masks, nsuits):
                out[places[h][0]].append(card)
                placed = True
                break
            caps[h] += 1
            options.pop(k)
            weights.pop(k)
        if not placed:  # pragma: no cover - feasibility was checked before each step
            raise ValueError("no deal respects the shown voids")
    return out


def guess_hands(view: Mapping[str, Any], ctx: Ctx, rng: Rng,
                extra_void: Optional[Mapping[int, int]] = None) -> tuple[dict[int, list[list[int]]], list[tuple[int, int]]]:
    """One guessed deal: (seat -> per-suit sorted values for every hidden hand, aside cards)."""
    idx = ctx.index
    places = []
    for seat, h in enumerate(view["hands"]):
        if h is None and view["hand_sizes"][seat]:
            mask = sum(1 << idx[s] for s in view["voids"][seat])
            if extra_void:
                mask |= extra_void.get(seat, 0)
            places.append((seat, view["hand_sizes"][seat], mask))
    if view["aside_count"]:
        places.append((ASIDE, view["aside_count"], 0))
    dealt = sample_deal(unseen_cards(view, ctx), places, ctx.nsuits, rng)
    hands: dict[int, list[list[int]]] = {}
    for seat, h in enumerate(view["hands"]):
        if h is None:
            lists: list[list[int]] = [[] for _ in ctx.suits]
            for s, v in dealt.get(seat, []):
                lists[s].append(v)
            for vs in lists:
                vs.sort()
            hands[seat] = lists
    return hands, dealt.get(ASIDE, [])
