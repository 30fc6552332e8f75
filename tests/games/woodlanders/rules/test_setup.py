"""Dealing, choosing Wardens and the first lead (rulebook: Game Preparation; 3-Player Variant)."""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.port import SeatPort
from woods_desktop.games.woodlanders.rules import ChooseWarden, DealerChoose, Play, full_deck

from .helpers import config


def test_deck_is_fifty_cards_five_suits(rules):
    """50 Woodlander cards (5 suits, 10 cards each - four 1s, three 2s, two 3s, one 4)."""
    deck = full_deck(rules)
    assert len(deck) == 50
    assert rules.suits == ("deer", "badger", "fox", "rabbit", "owl")
    for suit in rules.suits:
        assert Counter(v for s, v in deck if s == suit) == {1: 4, 2: 3, 3: 2, 4: 1}


@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_deal_twelve_each_two_aside(definition, variant):
    """Shuffle and deal 12 cards to each player. Place the two remaining cards off to the side."""
    st = definition.new_game(config(definition, variant), 7)
    assert st.sizes == [12, 12, 12, 12]
    assert len(st.aside) == 2
    everything = [c for i in range(4) for c in st.hand(i)] + st.aside
    assert Counter(everything) == Counter(full_deck(st.rules))
    view = st.view(0)
    assert view.aside_count == 2 and view.phase == "wardens"


def test_deal_depends_on_seed_only(definition):
    """(config, seed) rebuilds a game exactly: the same seed deals the same hands."""
    a = definition.new_game(config(definition), 3)
    b = definition.new_game(config(definition), 3)
    c = definition.new_game(config(definition), 4)
    assert a.to_dict() == b.to_dict()
    assert a.to_dict() != c.to_dict()


def test_first_dealer_is_never_the_robot(definition):
    """D4-ST8 never deals: the round-1 dealer is drawn among the people."""
    dealers = {definition.new_game(config(definition, "three-player"), s).dealer for s in range(40)}
    assert dealers == {0, 1, 2}
    dealers4 = {definition.new_game(config(definition), s).dealer for s in range(40)}
    assert dealers4 == {0, 1, 2, 3}


def _game_with_dealer(definition, variant, dealer):
    for seed in range(100):
        st = definition.new_game(config(definition, variant), seed)
        if st.dealer == dealer:
            return st
    raise AssertionError("no seed found")


def test_wardens_chosen_counter_clockwise_from_dealers_right(definition):
    """Beginning with the player to the right of the dealer (and continuing
    counter-clockwise), each player chooses a Warden; the dealer chooses last."""
    st = _game_with_dealer(definition, "standard", 1)
    order = []
    for suit in ("owl", "fox", "deer", "badger"):
        order.append(st.to_move())
        st.apply(ChooseWarden(suit))
    assert order == [0, 3, 2, 1]
    assert [st.view(None).pain[s] for s in (0, 3, 2, 1)] == ["owl", "fox", "deer", "badger"]


def test_warden_left_over_is_trump_and_dealer_leads(definition):
    """The remaining card after the dealer chooses will be the trump suit. The dealer leads the first trick."""
    st = _game_with_dealer(definition, "standard", 2)
    for suit in ("owl", "fox", "deer", "badger"):
        st.apply(ChooseWarden(suit))
    view = st.view(None)
    assert view.trump == "rabbit"
    assert view.wardens_left == ()
    assert view.phase == "play"
    assert st.to_move() == 2 and view.leader == 2
    assert all(isinstance(a, Play) for a in st.legal_actions(2))


def test_warden_already_taken_is_refused(definition):
    """Each player chooses one of the Warden cards in the center: a taken one is gone."""
    st = definition.new_game(config(definition), 5)
    assert len(st.legal_actions(st.to_move())) == 5
    st.apply(ChooseWarden("fox"))
    assert ChooseWarden("fox") not in st.legal_actions(st.to_move())
    assert len(st.legal_actions(st.to_move())) == 4
    before = st.to_dict()
    with pytest.raises(IllegalAction) as err:
        st.apply(ChooseWarden("fox"))
    assert err.value.key == "woodlanders.err.warden_taken"
    assert err.value.params == {"suit": "woodlanders.suit.fox"}
    assert st.to_dict() == before
    st.apply(ChooseWarden("owl"))  # a free one is fine


def test_only_the_seat_to_move_may_act(definition):
    """Wardens are chosen one by one: other seats have no legal action and are refused."""
    st = definition.new_game(config(definition), 5)
    mover = st.to_move()
    other = (mover + 1) % 4
    assert st.legal_actions(other) == []
    refused = SeatPort(st, other).refusal(ChooseWarden("owl"))
    assert refused is not None and refused.key == "game.err.not_your_turn"
    assert SeatPort(st, mover).refusal(ChooseWarden("owl")) is None
    assert st.refusal(ChooseWarden("owl")) is None


def test_play_during_warden_choice_is_refused(definition):
    """Cards are played only once every Warden is chosen."""
    st = definition.new_game(config(definition), 5)
    card = st.hand(st.to_move())[0]
    before = st.to_dict()
    with pytest.raises(IllegalAction) as err:
        st.apply(Play((card,)))
    assert err.value.key == "woodlanders.err.wrong_phase"
    assert st.to_dict() == before
    with pytest.raises(IllegalAction) as err:
        st.apply(DealerChoose("fox", "owl"))
    assert err.value.key == "woodlanders.err.wrong_phase"
    with pytest.raises(IllegalAction) as err:
        st.apply(ChooseWarden("wolf"))
    assert err.value.key == "woodlanders.err.unknown_suit"
    assert st.to_dict() == before


def test_three_player_dealer_chooses_pain_and_trump_of_three(definition):
    """Since D4-ST8 does not select a Warden card, the dealer has 3 cards to choose
    from. They select one for their pain suit, one for the trump, and the other
    gets set aside."""
    st = _game_with_dealer(definition, "three-player", 0)
    order = []
    for suit in ("owl", "fox"):
        order.append(st.to_move())
        st.apply(ChooseWarden(suit))
    assert order == [2, 1]  # seat 3 (D4-ST8, the dealer's right) is skipped
    view = st.view(None)
    assert view.phase == "dealer_choice" and st.to_move() == 0
    assert view.wardens_left == ("deer", "badger", "rabbit")
    legal = st.legal_actions(0)
    assert len(legal) == 6 and all(isinstance(a, DealerChoose) for a in legal)
    before = st.to_dict()
    for bad, key in (
        (DealerChoose("deer", "deer"), "pain_trump_same"),
        (DealerChoose("deer", "fox"), "warden_taken"),
        (ChooseWarden("deer"), "wrong_phase"),
    ):
        with pytest.raises(IllegalAction) as err:
            st.apply(bad)
        assert err.value.key == "woodlanders.err." + key
        assert st.to_dict() == before
    st.apply(DealerChoose("rabbit", "deer"))
    view = st.view(None)
    assert view.pain == ("rabbit", "fox", "owl", None)
    assert view.trump == "deer" and view.warden_aside == "badger"
    assert view.phase == "play" and st.to_move() == 0


@pytest.mark.parametrize("dealer, order", [(1, [0, 2]), (2, [1, 0])])
def test_three_player_warden_order_skips_robot(definition, dealer, order):
    """Counter-clockwise from the dealer's right; D4-ST8 chooses no Warden."""
    st = _game_with_dealer(definition, "three-player", dealer)
    seen = []
    for suit in ("owl", "fox"):
        seen.append(st.to_move())
        st.apply(ChooseWarden(suit))
    assert seen == order and st.to_move() == dealer


def test_config_must_match_variant(definition):
    """The standard game is for 4 players; the variant for 3 (plus D4-ST8)."""
    from woods_desktop.games.woodlanders.rules import new_game

    r = definition.extras["rules"]
    with pytest.raises(ValueError):
        new_game({"seats": 3, "variant": "standard"}, 1, r)
    with pytest.raises(ValueError):
        new_game({"seats": 4, "variant": "three-player"}, 1, r)
    with pytest.raises(ValueError):
        new_game({"seats": 4, "variant": "solo"}, 1, r)
    st = new_game({"seats": 3, "variant": "three-player", "names": ["A", "B", "C"]}, 1, r)
    assert st.view(0).names == ("A", "B", "C", "D4-ST8")
    assert st.view(0).robot_seat == 3 and st.view(0).seats == 4
