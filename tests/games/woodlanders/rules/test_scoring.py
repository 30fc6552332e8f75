"""Round scores, round points, dealers and the winner (rulebook: End of Round Scoring,
End of Game, 3-Player Variant; DESIGN section 4)."""

from __future__ import annotations

import pytest

from woods_desktop.core.rng import Rng
from woods_desktop.core.views import view_to_json
from woods_desktop.games.woodlanders.rules.scoring import (
    TB_CARDS,
    TB_FINAL,
    TB_SHARED,
    TB_SHARED_GAME,
    game_ranking,
    next_dealer,
    pile_score,
    rank_round,
)

from .helpers import cards, config

POINTS = (3, 2, 1, 0)


def test_plus_one_per_card_minus_one_per_pain_card():
    """+1 for every card collected that is NOT in your pain suit; -1 for every card that IS."""
    pile = cards("fox1 fox4 owl2 deer1 owl1")
    assert pile_score(pile, "owl") == 3 - 2
    assert pile_score(pile, "rabbit") == 5
    assert pile_score(pile, None) == 5  # D4-ST8 has no pain suit
    assert pile_score([], "fox") == 0


def test_round_points_three_two_one_zero():
    """Highest total scores 3 points, second 2, third 1."""
    places, points, tb = rank_round([5, -1, 8, 2], [9, 3, 10, 4], POINTS)
    assert places == [2, 4, 1, 3]
    assert points == [2, 0, 3, 1]
    assert tb is None


def test_tied_scores_go_to_more_cards_taken():
    """If there are ties, the player who took more cards scores the higher points."""
    places, points, tb = rank_round([4, 4, 1, 0], [6, 8, 5, 2], POINTS)
    assert points == [2, 3, 1, 0] and places == [2, 1, 3, 4]
    assert tb == TB_CARDS


def test_still_tied_all_get_the_lower_points():
    """If there is still a tie, all tied players get the lower points."""
    places, points, tb = rank_round([4, 4, 1, 0], [6, 6, 5, 2], POINTS)
    assert points == [2, 2, 1, 0] and places == [1, 1, 3, 4]
    assert tb == TB_SHARED


def test_still_tied_for_third_neither_scores():
    """(If there is still a tie for third, neither player gets points.)"""
    _, points, tb = rank_round([9, 5, 1, 1], [9, 5, 3, 3], POINTS)
    assert points == [3, 2, 0, 0]
    assert tb == TB_SHARED
    _, points, _ = rank_round([2, 2, 2, 2], [3, 3, 3, 3], POINTS)
    assert points == [0, 0, 0, 0]


def test_robot_takes_a_place_but_scores_no_points():
    """D4-ST8 does not gain any round points but is included when evaluating round points."""
    places, points, _ = rank_round([5, 3, 1, 9], [5, 3, 1, 9], POINTS, robot=3)
    assert places == [2, 3, 4, 1]
    assert points == [2, 1, 0, 0]
    _, points, _ = rank_round([9, 3, 1, 9], [9, 3, 1, 9], POINTS, robot=3)
    assert points == [2, 1, 0, 0]  # tied with the robot for first: the lower points


def test_next_dealer_has_the_most_points():
    """The player who currently has the most points becomes the dealer for the next round."""
    assert next_dealer([2, 5, 3, 0], 0, None, lowest=False) == 1


def test_dealer_ties_go_clockwise_from_last_dealer():
    """Dealer ties: the tied player first clockwise from the last dealer."""
    assert next_dealer([5, 1, 5, 0], 0, None, lowest=False) == 2
    assert next_dealer([5, 1, 5, 0], 2, None, lowest=False) == 0
    assert next_dealer([5, 1, 5, 0], 1, None, lowest=False) == 2


def test_three_player_dealer_has_the_lowest_score_never_the_robot():
    """Unlike in the 4 player game, in rounds 2 and 3 the dealer is the player who has
    the lowest score rather than the highest score (D4-ST8 never deals)."""
    assert next_dealer([3, 1, 2, 0], 0, 3, lowest=True) == 1
    assert next_dealer([1, 3, 1, 0], 0, 3, lowest=True) == 2  # tie: clockwise from the last dealer
    assert next_dealer([1, 3, 1, 0], 2, 3, lowest=True) == 0  # the robot's seat is skipped


def test_most_round_points_wins_the_game():
    """Play three rounds. The player with the most round points is the winner."""
    ranks, tb = game_ranking([6, 4, 5, 2], [1, 2, 3, 4], None)
    assert ranks == [1, 3, 2, 4] and tb is None


def test_game_tie_broken_by_final_round_finish():
    """If there is a tie, whoever finished the best in the final round is the winner."""
    ranks, tb = game_ranking([5, 5, 3, 2], [3, 1, 2, 4], None)
    assert ranks == [2, 1, 3, 4] and tb == TB_FINAL


def test_game_tie_still_tied_is_shared():
    """Still tied after the final round (a shared place there): the place is shared."""
    ranks, tb = game_ranking([5, 5, 3, 2], [1, 1, 3, 4], None)
    assert ranks == [1, 1, 3, 4] and tb == TB_SHARED_GAME


def test_robot_is_ranked_after_the_players():
    """D4-ST8 does not gain any round points: it is not a contender for the game."""
    ranks, _ = game_ranking([4, 2, 3, 0], [2, 3, 4, 1], 3)
    assert ranks == [1, 3, 2, 4]


@pytest.mark.parametrize("variant", ["standard", "three-player"])
@pytest.mark.parametrize("seed", range(8))
def test_full_game_rounds_dealers_and_result_agree(definition, variant, seed):
    """Three rounds; the next dealer by points; the final round breaks a game tie."""
    st = definition.new_game(config(definition, variant), seed)
    rng = Rng(seed)
    while not st.is_over():
        st.apply(rng.choice(st.legal_actions(st.to_move())))
    hist = st.view(0).round_history
    assert [h.round for h in hist] == [1, 2, 3]
    robot = st.robot
    totals = [0] * 4
    for i, h in enumerate(hist):
        scores = [pile_score(p, h.pain[s]) for s, p in enumerate(h.piles)]
        assert tuple(scores) == h.scores
        places, points, tb = rank_round(scores, [len(p) for p in h.piles], POINTS, robot)
        assert (tuple(places), tuple(points), tb) == (h.ranks, h.points, h.tiebreak)
        totals = [a + b for a, b in zip(totals, points)]
        assert list(h.game_points) == totals
        if i:
            prev = hist[i - 1]
            assert h.dealer == next_dealer(prev.game_points, prev.dealer, robot, lowest=robot is not None)
    if robot is not None:
        assert totals[robot] == 0 and robot not in [h.dealer for h in hist]
    res = st.outcome()
    assert res.kind == "ranked" and res.over and res.unit_key == "result.points"
    assert list(res.scores) == totals
    ranks, tb = game_ranking(totals, hist[-1].ranks, robot)
    assert list(res.ranks) == ranks and res.tiebreak == tb
    assert res.details["rounds"] == [view_to_json(h) for h in hist]
    assert res.details["robot_seat"] == robot and len(res.details["names"]) == 4
    end = st.events(None)[-1]
    assert end["type"] == "game_end" and end["ranks"] == ranks


def test_outcome_before_the_end_is_provisional(definition):
    """Asked mid-game, the outcome ranks the game points so far and says it is not over."""
    st = definition.new_game(config(definition), 3)
    res = st.outcome()
    assert not res.over and list(res.scores) == [0, 0, 0, 0] and list(res.ranks) == [1, 1, 1, 1]
