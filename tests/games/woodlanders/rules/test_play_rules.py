"""What may be played (rulebook: Game Play, Restrictions)."""

from __future__ import annotations

import itertools

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.port import SeatPort
from woods_desktop.games.woodlanders.rules import Play, TrickPlay

from .helpers import cards, play, position

PAIN = ["owl", "fox", "deer", "badger"]  # trump: rabbit


def refused(st, action, key):
    """Assert `action` is refused with `key` and the state is exactly as before."""
    before = st.to_dict()
    reason = st.refusal(action)
    assert reason is not None and reason.key == "woodlanders.err." + key
    with pytest.raises(IllegalAction) as err:
        st.apply(action)
    assert err.value.key == "woodlanders.err." + key
    assert st.to_dict() == before
    assert action not in st.legal_actions(st.to_move())
    return err.value


def accepted(st, action):
    assert action in st.legal_actions(st.to_move())
    assert st.refusal(action) is None
    st.apply(action)


def test_play_one_or_two_cards_of_one_suit_values_added(definition):
    """Each player plays 1 or 2 cards of the same suit from their hand.
    If 2 cards are played, the values are added together."""
    st = position(definition, {0: "fox2 fox1 deer3", 1: "fox1"}, PAIN, "rabbit", 0)
    refused(st, play("fox2 deer3"), "one_suit")
    accepted(st, play("fox2 fox1"))
    assert st.view(None).trick == (TrickPlay(0, (("fox", 2), ("fox", 1)), 3),)


def test_never_more_than_two_cards(definition):
    """Each player plays 1 or 2 cards: three are refused."""
    st = position(definition, {0: "fox2 fox1 fox1", 1: "fox1"}, PAIN, "rabbit", 0)
    refused(st, play("fox2 fox1 fox1"), "too_many_cards")
    accepted(st, play("fox1 fox1"))


def test_a_four_must_be_played_as_a_single_card(definition):
    """A 4 must be played as a single card."""
    st = position(definition, {0: "deer4 deer1", 1: "fox1"}, PAIN, "rabbit", 0)
    err = refused(st, play("deer4 deer1"), "four_alone")
    assert err.params == {"value": 4}
    accepted(st, play("deer4"))


def test_cards_must_be_in_hand(definition):
    """Each player plays cards from their hand: one copy cannot be played twice."""
    st = position(definition, {0: "deer2 deer1", 1: "fox1"}, PAIN, "rabbit", 0)
    err = refused(st, play("deer3"), "not_in_hand")
    assert err.params == {"suit": "woodlanders.suit.deer", "value": 3}
    refused(st, play("deer1 deer1"), "not_in_hand")
    refused(st, Play(()), "no_cards")
    refused(st, Play((("wolf", 1),)), "bad_card")
    accepted(st, play("deer1"))


def test_may_not_lead_pain_suit_while_holding_another(definition):
    """You may not lead your pain suit unless it is the only suit you have left in your hand."""
    st = position(definition, {0: "owl3 owl1 fox1", 1: "fox2"}, PAIN, "rabbit", 0)
    err = refused(st, play("owl3"), "no_pain_lead")
    assert err.params == {"suit": "woodlanders.suit.owl"}
    assert st.legal_actions(0) == [play("fox1")]
    accepted(st, play("fox1"))


def test_may_lead_pain_suit_when_it_is_all_you_hold(definition):
    """...unless it is the only suit you have left in your hand."""
    st = position(definition, {0: "owl3 owl1", 1: "fox2"}, PAIN, "rabbit", 0)
    assert set(st.legal_actions(0)) == {play("owl1"), play("owl3"), play("owl3 owl1")}
    accepted(st, play("owl3 owl1"))


def test_trump_may_be_led_at_any_time(definition):
    """Trump may be led at any time - it does not have to be broken."""
    st = position(definition, {0: "rabbit1 fox2", 1: "fox1"}, PAIN, "rabbit", 0)
    assert st.view(None).played == ()  # first trick of the round
    accepted(st, play("rabbit1"))
    assert st.view(None).led_suit == "rabbit"


def test_must_follow_the_led_suit_if_possible(definition):
    """If you are not the lead player, you must follow the led suit if possible."""
    st = position(definition, {0: "fox3", 1: "fox1 rabbit4 deer2", 2: "owl1", 3: "owl2"}, PAIN, "rabbit", 0, ["fox3"])
    err = refused(st, play("rabbit4"), "must_follow")
    assert err.params == {"suit": "woodlanders.suit.fox"}
    refused(st, play("deer2"), "must_follow")
    assert st.legal_actions(1) == [play("fox1")]
    accepted(st, play("fox1"))


def test_may_play_any_suit_when_void_in_led_suit(definition):
    """Following is required only 'if possible': a void player may trump or discard, even pain."""
    st = position(
        definition, {0: "fox3", 1: "fox1", 2: "deer2 rabbit1 deer1", 3: "owl2"}, PAIN, "rabbit", 0, ["fox3", "fox1"]
    )
    legal = set(st.legal_actions(2))
    assert legal == {play("deer1"), play("deer2"), play("deer2 deer1"), play("rabbit1")}
    accepted(st, play("deer2 deer1"))  # Clara's own pain suit is allowed when void
    assert st.view(None).voids[2] == ("fox",)


def test_plays_are_deduplicated_by_value(definition):
    """Two Fox 1s are the same play: each distinct play is listed once."""
    st = position(definition, {0: "fox1 fox1 fox1 fox2", 1: "owl1"}, PAIN, "rabbit", 0)
    legal = st.legal_actions(0)
    assert len(legal) == len(set(legal))
    assert sorted(p.cards for p in legal) == sorted(
        [(("fox", 1),), (("fox", 2),), (("fox", 1), ("fox", 1)), (("fox", 2), ("fox", 1))]
    )


def test_play_cards_in_any_order_is_the_same_play(definition):
    """Multi-card plays are listed highest first; the engine accepts either order."""
    st = position(definition, {0: "fox1 fox2", 1: "owl1"}, PAIN, "rabbit", 0)
    low_first = Play((("fox", 1), ("fox", 2)))
    assert low_first == Play((("fox", 1), ("fox", 2)))
    assert Play.of([["fox", 1], ["fox", 2]]) == play("fox2 fox1")
    st.apply(low_first)
    assert st.view(None).trick[0].cards == (("fox", 2), ("fox", 1))
    lists = position(definition, {0: "fox1 fox2", 1: "owl1"}, PAIN, "rabbit", 0)
    as_lists = Play((["fox", 1], ["fox", 2]))  # cards straight from a view
    assert lists.refusal(as_lists) is None
    lists.apply(as_lists)
    assert lists.to_dict()["trick"] == st.to_dict()["trick"]


def test_not_your_turn_is_refused(definition):
    """Starting with the dealer and proceeding clockwise: only the seat to move plays."""
    st = position(definition, {0: "fox1", 1: "fox2"}, PAIN, "rabbit", 0)
    assert st.legal_actions(1) == []
    refused_elsewhere = SeatPort(st, 1).refusal(play("fox2"))
    assert refused_elsewhere is not None and refused_elsewhere.key == "game.err.not_your_turn"
    assert SeatPort(st, 0).refusal(play("fox1")) is None


def _all_candidate_plays(hand):
    out = set()
    for k in (1, 2):
        for combo in itertools.combinations(hand, k):
            out.add(Play.of(combo))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_legal_actions_agree_with_check_everywhere(definition, seed):
    """Every legal play passes `refusal`, and every other combination of cards is refused."""
    from woods_desktop.core.rng import Rng

    st = definition.new_game({"seats": 4, "variant": "standard", "options": {}}, seed)
    rng = Rng(seed)
    while not st.is_over():
        seat = st.to_move()
        legal = st.legal_actions(seat)
        if st.phase == "play":
            candidates = _all_candidate_plays(st.hand(seat))
            ok = {p for p in candidates if st.refusal(p) is None}
            assert ok == set(legal)
        st.apply(rng.choice(legal))


def why_not(st, seat, card):
    """What the table asks to explain a dimmed card: the refusal of that card alone."""
    return SeatPort(st, seat).refusal(Play((card,)))


def test_a_dimmed_card_is_explained_by_the_rule_that_keeps_it_out(definition):
    """The UI asks why a card cannot be played; the reasons are the rules above."""
    st = position(definition, {0: "fox3", 1: "fox1 rabbit4", 2: "owl1", 3: "owl2"}, PAIN, "rabbit", 0, ["fox3"])
    assert why_not(st, 1, ("rabbit", 4)).key == "woodlanders.err.must_follow"
    assert why_not(st, 1, ("fox", 1)) is None
    assert why_not(st, 1, ("deer", 1)).key == "woodlanders.err.not_in_hand"
    assert why_not(st, 2, ("owl", 1)).key == "game.err.not_your_turn"
    lead = position(definition, {0: "owl3 fox1", 1: "fox2"}, PAIN, "rabbit", 0)
    assert why_not(lead, 0, ("owl", 3)).key == "woodlanders.err.no_pain_lead"
    assert why_not(lead, 0, ("fox", 1)) is None
    assert cards("owl3") == [("owl", 3)]


@pytest.mark.parametrize("seed", range(6))
def test_every_card_outside_the_legal_plays_has_a_reason_and_no_other_does(definition, seed):
    """A card is dimmed exactly when no legal play uses it, and then its refusal says why."""
    from woods_desktop.core.rng import Rng

    for variant, seats in (("standard", 4), ("three-player", 3)):
        st = definition.new_game({"seats": seats, "variant": variant, "options": {}}, seed)
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_move()
            legal = st.legal_actions(seat)
            if st.phase == "play" and seat != st.robot:
                usable = {c for a in legal for c in a.cards}
                for card in st.view(seat).hand:
                    reason = why_not(st, seat, card)
                    assert (reason is None) == (card in usable), (card, reason)
                    if reason is not None:
                        assert reason.key in ("woodlanders.err.must_follow", "woodlanders.err.no_pain_lead")
            st.apply(rng.choice(legal))
