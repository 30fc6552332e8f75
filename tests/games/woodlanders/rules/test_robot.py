"""D4-ST8's decisions, clause by clause (rulebook: 3-Player Variant; DESIGN section 4).

Positions are hand-made: seats 0-2 are people (pain owl, fox, deer), seat 3 is
D4-ST8, trump is rabbit.
"""

from __future__ import annotations

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.woodlanders.rules import WoodlandersRules, robot_play

from .helpers import cards, play, position

SUITS = ("deer", "badger", "fox", "rabbit", "owl")
RULES = WoodlandersRules.default()  # the printed game; a test checks it equals the YAML
PAIN = ["owl", "fox", "deer", None]
TRUMP = "rabbit"


def decide(hand: str, trick: list[tuple[int, str]]) -> list[tuple[str, int]]:
    return list(robot_play(cards(hand), [(s, cards(c)) for s, c in trick], TRUMP, PAIN, RULES))


# Clause 1: "D4-ST8 will try to win every trick, playing the maximum it can."


def test_wins_with_the_highest_total_it_can():
    """D4-ST8 will try to win every trick, playing the maximum it can."""
    assert decide("fox3 fox1 fox1 deer2", [(0, "fox2")]) == cards("fox3 fox1")


def test_highest_winning_play_respects_four_alone():
    """...playing the maximum it can: a 4 goes alone, so Fox 4 beats Fox 4 + Fox 3 being impossible."""
    assert decide("fox4 fox3", [(0, "fox2")]) == cards("fox4")


def test_equal_winning_totals_prefer_fewer_cards():
    """Reading: among equal maximum totals (Fox 4 or Fox 3 + Fox 1) it plays fewer cards."""
    assert decide("fox4 fox3 fox1", [(0, "fox2")]) == cards("fox4")


def test_wins_by_trumping_when_void():
    """Unable to follow, it wins with trump when it can, again playing the maximum."""
    assert decide("rabbit2 rabbit1 deer3", [(0, "fox3")]) == cards("rabbit2 rabbit1")


def test_over_trumps_with_the_maximum():
    """The highest trump wins, ties to the later play: Rabbit 3 + Rabbit 1 is its maximum winner."""
    assert decide("rabbit3 rabbit1 rabbit1", [(0, "fox3"), (1, "rabbit2")]) == cards("rabbit3 rabbit1")


def test_wins_ties_because_later_play_wins():
    """Ties are broken by later played: matching the best total is a win for D4-ST8."""
    assert decide("fox1 fox1", [(0, "fox2")]) == cards("fox1 fox1")


def test_must_follow_before_it_may_trump():
    """It plays by the rules: holding the led suit it may not win by trumping."""
    assert decide("fox1 rabbit4", [(0, "fox3")]) == cards("fox1")


# Clause 2: "If D4-ST8 cannot win, it will play its single lowest card of the led suit."


def test_cannot_win_plays_single_lowest_of_led_suit():
    """If D4-ST8 cannot win, it will play its single lowest card of the led suit."""
    assert decide("fox2 fox1 owl1", [(0, "fox3 fox1")]) == cards("fox1")


def test_cannot_win_against_trump_plays_lowest_of_led_suit():
    """A trumped trick cannot be won by following: lowest led card again."""
    assert decide("fox3 fox2", [(0, "fox1"), (1, "rabbit1")]) == cards("fox2")


# Clause 3: "If it cannot follow and cannot trump, it will play its two lowest
# pain cards of the suit of the current trick winner."


def test_cannot_follow_or_trump_plays_two_lowest_of_winners_pain_suit():
    """...it will play its two lowest pain cards of the suit of the current trick winner."""
    # Boris (pain fox) is winning with Deer 3.
    assert decide("fox3 fox2 fox1 owl1", [(0, "deer2"), (1, "deer3")]) == cards("fox2 fox1")


def test_pain_cards_follow_the_current_winner_not_the_leader():
    """The suit is the pain of the *current* trick winner (Boris: fox), not the leader's (owl)."""
    assert decide("owl1 fox2 fox2", [(0, "deer2"), (1, "deer3")]) == cards("fox2 fox2")


def test_holding_a_trump_that_cannot_win_counts_as_cannot_trump():
    """Reading: 'cannot trump' means it cannot win by trumping; then the pain clause applies."""
    assert decide("rabbit1 fox1 fox1 owl2", [(0, "deer2"), (1, "rabbit3")]) == cards("fox1 fox1")


def test_only_one_pain_card_is_played_alone():
    """Reading: with a single card of the winner's pain suit it plays that one."""
    assert decide("fox3 owl1 owl2", [(0, "deer2"), (1, "deer3")]) == cards("fox3")


def test_pain_pair_respects_four_alone():
    """A 4 must be played as a single card: with Fox 1 and Fox 4 it plays Fox 1 alone."""
    assert decide("fox4 fox1 owl2", [(0, "deer2"), (1, "deer3")]) == cards("fox1")


# Clause 4: "If it doesn't have that, it will play its lowest card in its shortest suit."


def test_otherwise_lowest_card_in_shortest_suit():
    """If it doesn't have that, it will play its lowest card in its shortest suit."""
    assert decide("owl2 owl1 badger3", [(0, "deer2"), (1, "deer3")]) == cards("badger3")


def test_shortest_suit_ties_go_by_animal_size():
    """It will prioritize suits by the relative size of the animals: Deer, Badger, Fox, Rabbit, Owl."""
    assert decide("owl1 badger2", [(0, "deer2"), (1, "deer3")]) == cards("badger2")
    assert decide("owl1 owl2 deer1 deer2", [(0, "fox2"), (1, "fox3")]) == cards("deer1")


# Leading: "When D4-ST8 wins a trick, it will lead with its single lowest card in its shortest suit."


def test_leads_single_lowest_card_of_shortest_suit():
    """When D4-ST8 wins a trick, it will lead with its single lowest card in its shortest suit."""
    assert decide("deer3 deer1 fox2 owl1 owl1", []) == cards("fox2")


def test_lead_suit_ties_go_by_animal_size():
    """Suit ties when leading: Deer before Badger before Fox before Rabbit before Owl."""
    assert decide("owl1 fox1 deer2", []) == cards("deer2")
    assert decide("rabbit3 rabbit1 owl1 owl1", []) == cards("rabbit1")


# The robot inside a game.


def test_robots_only_legal_action_is_its_rule_play(definition):
    """D4-ST8 plays in turn order; it has exactly one move, and no other is accepted."""
    st = position(
        definition,
        {0: "deer2 owl1", 1: "deer3 fox1", 2: "deer1 owl2", 3: "fox3 fox2 fox1 owl1"},
        PAIN,
        TRUMP,
        1,
        ["deer3"],
        variant="three-player",
    )
    # Boris led Deer 3; Clara must follow with Deer 1 ...
    st.apply(play("deer1"))
    assert st.to_move() == 3
    legal = st.legal_actions(3)
    assert legal == [play("fox2 fox1")]
    before = st.to_dict()
    with pytest.raises(IllegalAction) as err:
        st.apply(play("owl1"))
    assert err.value.key == "woodlanders.err.robot_rule"
    assert st.to_dict() == before
    st.apply(legal[0])
    assert st.to_move() == 0


def test_robot_has_no_pain_and_collects_whole_tricks(definition):
    """D4-ST8 doesn't care about pain: it collects every card of a trick it wins, each worth +1."""
    st = position(
        definition,
        {0: "deer2 owl1", 1: "deer3 fox1", 2: "deer1 owl2", 3: "rabbit4 fox1 owl1"},
        PAIN,
        TRUMP,
        0,
        ["deer2", "deer3", "deer1", "rabbit4"],
        variant="three-player",
    )
    view = st.view(None)
    assert view.last_trick.winner == 3
    assert len(view.piles[3]) == 4 and view.last_trick.discarded == ()
    assert view.round_scores[3] == 4
    assert view.pain[3] is None
    assert st.to_move() == 3 and st.legal_actions(3) == [play("fox1")]


def test_robot_hand_is_face_up_sorted_by_suit(definition):
    """Then flip the robot's cards face up, organizing its hand by suit."""
    st = definition.new_game({"seats": 3, "variant": "three-player", "options": {}}, 11)
    spectator = st.view(None)
    assert spectator.hands[:3] == (None, None, None)
    robot_hand = spectator.hands[3]
    assert len(robot_hand) == 12
    order = [SUITS.index(c[0]) * 10 + c[1] for c in robot_hand]
    assert order == sorted(order)
    mine = st.view(1)
    assert mine.hands[1] is not None and mine.hands[0] is None and mine.hands[3] == robot_hand
