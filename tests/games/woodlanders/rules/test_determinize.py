"""Full states consistent with a seat's view (`determinize`, `from_view`), for the bots' search."""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.core.rng import Rng
from woods_desktop.games.woodlanders.rules import determinize, from_view, full_deck
from woods_desktop.games.woodlanders.rules.cards import tables_for
from woods_desktop.games.woodlanders.rules.determinize import sample_deal, unseen_cards

from .helpers import config


def walk(definition, variant, seed, steps):
    """A game after `steps` random legal moves (or at its end)."""
    st = definition.new_game(config(definition, variant), seed)
    rng = Rng(seed * 31 + steps)
    for _ in range(steps):
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    return st


@pytest.mark.parametrize("variant", ["standard", "three-player"])
@pytest.mark.parametrize("steps", [0, 3, 9, 30, 61, 100])
def test_from_view_with_true_hands_rebuilds_the_state(definition, rules, variant, steps):
    """With the true hidden cards the state rebuilt from a view equals the real one
    (apart from the RNG of later deals and the log)."""
    st = walk(definition, variant, 11, steps)
    seat = st.to_move()
    view = st.view(seat)
    hands = [None if view.hands[i] is not None else st.hand(i) for i in range(4)]
    det = from_view(view, hands, st.aside, 123, rules)
    a, b = st.to_dict(), det.to_dict()
    for key in ("rng", "log"):
        a.pop(key), b.pop(key)
    a["discard"] = sorted(a["discard"])
    b["discard"] = sorted(b["discard"])
    assert a == b
    assert det.view(seat) == view
    assert det.legal_actions(seat) == st.legal_actions(seat)
    rng = Rng(1)
    while not det.is_over():
        det.apply(rng.choice(det.legal_actions(det.to_move())))


def test_from_view_refuses_cards_that_do_not_add_up(definition, rules):
    st = definition.new_game(config(definition), 12)
    view = st.view(0)
    swapped = [None, st.hand(2), st.hand(1), st.hand(3)]
    det = from_view(view, swapped, st.aside, 1, rules)  # another deal of the same unseen cards is fine
    assert det.hand(1) == st.hand(2)
    with pytest.raises(ValueError):
        from_view(view, [None, st.hand(0), st.hand(2), st.hand(3)], st.aside, 1, rules)
    with pytest.raises(ValueError):
        from_view(view, [None, None, st.hand(2), st.hand(3)], st.aside, 1, rules)


@pytest.mark.parametrize("variant", ["standard", "three-player"])
@pytest.mark.parametrize("seed", range(4))
def test_a_determinized_state_shows_the_same_view_and_plays_on(definition, rules, variant, seed):
    """For every seat (and a spectator) along a game: the sampled state's view for that
    seat is the view it was sampled from, two samples differ only in hidden cards, and the
    sampled game plays on legally to its end."""
    st = definition.new_game(config(definition, variant), seed)
    rng = Rng(seed)
    step = 0
    while True:
        if step % 7 == 0 or st.is_over():
            for seat in (None, 0, 1, 2, 3):
                view = st.view(seat)
                a = determinize(view, Rng(step), rules)
                b = determinize(view, Rng(step + 1000), rules)
                assert a.view(seat) == view and b.view(seat) == view
                if seat == st.to_move():
                    assert a.legal_actions(seat) == st.legal_actions(seat) == b.legal_actions(seat)
                if step % 21 == 0 and not a.is_over():
                    play = Rng(step)
                    while not a.is_over():
                        a.apply(play.choice(a.legal_actions(a.to_move())))
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions(st.to_move())))
        step += 1


def _position_with_hidden_voids(definition, variant):
    """A real position where some hidden hand has shown a void and many cards are played."""
    for seed in range(1, 80):
        st = definition.new_game(config(definition, variant), seed)
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_move()
            if st.phase == "play" and seat != st.robot:
                view = st.view(seat)
                hidden = [
                    i for i, v in enumerate(view.voids) if v and view.hands[i] is None and view.hand_sizes[i] >= 3
                ]
                if hidden and len(view.played) >= 8:
                    return st, view
            st.apply(rng.choice(st.legal_actions(seat)))
    raise AssertionError("no position with a shown void found")


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_guessed_deals_respect_voids_and_never_deal_a_seen_card(definition, rules, variant):
    """Hidden hands are dealt from unseen cards only (not mine, not played, not D4-ST8's
    open hand), in the right numbers, and never in a suit a seat has shown it lacks."""
    st, view = _position_with_hidden_voids(definition, variant)
    seen = Counter(view.played)
    for h in view.hands:
        if h is not None:
            seen.update(h)
    deck = Counter(full_deck(rules))
    rng = Rng(3)
    hands_seen = set()
    for _ in range(150):
        det = determinize(view, rng, rules)
        dealt: Counter = Counter()
        for seat in range(view.seats):
            if view.hands[seat] is not None:
                assert det.hand(seat) == list(view.hands[seat])
                continue
            hand = det.hand(seat)
            assert len(hand) == view.hand_sizes[seat]
            assert not any(c[0] in view.voids[seat] for c in hand)
            dealt.update(hand)
        hands_seen.add(tuple(tuple(det.hand(s)) for s in range(view.seats)))
        assert len(det.aside) == view.aside_count
        dealt.update(det.aside)
        assert dealt + seen == deck  # every unseen card once, no seen card ever
    assert len(hands_seen) > 100  # and the guesses vary


def test_unseen_cards_are_the_deck_minus_what_the_view_shows(definition, rules):
    st, view = _position_with_hidden_voids(definition, "three-player")
    t = tables_for(rules)
    unseen = Counter((t.suits[s], v) for s, v in unseen_cards(view, t))
    shown = Counter(view.played)
    for h in view.hands:
        shown.update(h or ())
    assert unseen + shown == Counter(full_deck(rules))


def test_tight_voids_leave_one_possible_deal():
    """Two hidden hands, each void in the suit the other must hold: the only deal is found."""
    unseen = [(0, 1)] * 3 + [(1, 2)] * 3
    places = [(1, 3, 1 << 1), (2, 3, 1 << 0)]
    for k in range(30):
        dealt = sample_deal(unseen, places, 5, Rng(k))
        assert sorted(dealt[1]) == [(0, 1)] * 3
        assert sorted(dealt[2]) == [(1, 2)] * 3


def test_impossible_voids_are_reported():
    with pytest.raises(ValueError):
        sample_deal([(0, 1)] * 2, [(1, 2, 1)], 5, Rng(0))
    with pytest.raises(ValueError):
        sample_deal([(0, 1)] * 3, [(1, 2, 0)], 5, Rng(0))


def test_the_definition_offers_determinize_and_the_view_type(definition, rules):
    from woods_desktop.core.game import stable_hash
    from woods_desktop.games.woodlanders.rules import WoodlandersView

    assert definition.view_type is WoodlandersView
    assert definition.rules_hash == stable_hash(rules) and len(definition.rules_hash) == 16
    st = definition.new_game(config(definition), 5)
    det = definition.determinize(st.view(1), Rng(2))
    assert det.view(1) == st.view(1)
