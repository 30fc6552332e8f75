"""Random legal playouts over many seeds (DESIGN section 6) with the game's invariants.

Every step: all 50 cards are somewhere (hands, trick, piles, discard, aside),
hand sizes match the hands, the running scores equal the scores recomputed
from the piles, and game points equal the sum of the recorded round points.
Probes (on a fifth of the steps) propose moves outside `legal_actions`, which must be refused without
changing the state; every 25th game is saved and replayed.
"""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.core.fuzz import fuzz
from woods_desktop.games.woodlanders.rules import ChooseWarden, DealerChoose, Play, full_deck
from woods_desktop.games.woodlanders.rules.scoring import pile_score

from .helpers import config

VARIANTS = ["standard", "three-player"]


_DECKS: dict = {}


def invariant(st) -> None:
    deck = _DECKS.get(st.rules)
    if deck is None:
        deck = _DECKS[st.rules] = dict(Counter(full_deck(st.rules)))
    everything: list = []
    for seat in range(st.n):
        hand = st.hand(seat)
        assert len(hand) == st.sizes[seat]
        everything += hand
    for _, cs, total in st.trick:
        assert total == sum(v for _, v in cs)
        everything += cs
    for pile in st.piles:
        everything += pile
    everything += st.discard
    everything += st.aside
    assert dict(Counter(everything)) == deck, "cards not accounted for"
    gone = [0] * len(st.rules.suits)  # the engine's running record of the cards played this round
    for c in st.played:
        gone[st.t.suit_index[c[0]]] += st.t.weights[c[1]]
    assert gone == st.gone
    if st.log[-1]["type"] in ("deal", "game_end"):  # a round has just been scored
        totals = [0] * st.n
        for h in st.history:
            recomputed = [sum(-1 if c[0] == h.pain[s] else 1 for c in pile) for s, pile in enumerate(h.piles)]
            assert list(h.scores) == recomputed
            assert recomputed == [pile_score(p, h.pain[s]) for s, p in enumerate(h.piles)]
            assert list(h.cards_taken) == [len(p) for p in h.piles]
            totals = [a + b for a, b in zip(totals, h.points)]
            assert list(h.game_points) == totals
        assert totals == st.game_points
    if st.robot is not None:
        assert st.game_points[st.robot] == 0 and st.dealer != st.robot
    if st.is_over():
        assert st.to_move() is None and len(st.history) == st.rules.rounds
        assert sum(st.sizes) == 0


def probe(st, seat, rng):
    """A move that `legal_actions` does not list (so `apply` must refuse it);
    on about one step in five, which keeps 2,000 games within the time budget."""
    if rng.randrange(5):
        return None
    legal = st.legal_actions(seat)
    suits = st.t.suits
    kind = rng.randrange(4)
    if st.phase == "play":
        hand = st.hand(seat)
        if kind == 0 and len(hand) >= 2:
            a, b = rng.sample(hand, 2)
            cand = Play.of([a, b])
        elif kind == 1:
            cand = Play.of([rng.choice(full_deck(st.rules))])
        elif kind == 2:
            cand = ChooseWarden(rng.choice(suits))
        else:
            cand = Play.of([rng.choice(hand)])
    elif st.phase == "wardens":
        cand = ChooseWarden(rng.choice(suits)) if kind < 2 else DealerChoose(suits[0], suits[1])
    else:
        cand = DealerChoose(rng.choice(suits), rng.choice(suits))
    return None if cand in legal else cand


@pytest.mark.parametrize("variant", VARIANTS)
def test_fuzz_2000_seeds(definition, variant):
    """2,000 random games per variant: no crash, dead end, endless game or broken invariant."""
    report = fuzz(
        definition, config(definition, variant), range(2000), invariant=invariant, probe_illegal=probe, replay_every=25
    )
    assert report.games == 2000
    assert report.ok, report.problems[:10]


@pytest.mark.soak
@pytest.mark.parametrize("variant", VARIANTS)
def test_fuzz_soak(definition, variant):
    """The long run: 20,000 more seeds per variant (`pytest -m soak`)."""
    report = fuzz(
        definition,
        config(definition, variant),
        range(2000, 22000),
        invariant=invariant,
        probe_illegal=probe,
        replay_every=100,
    )
    assert report.ok, report.problems[:10]
