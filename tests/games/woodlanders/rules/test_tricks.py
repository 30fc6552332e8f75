"""Winning and collecting tricks, the next lead and the end of a round
(rulebook: Game Play, Winning the Trick; DESIGN section 4)."""

from __future__ import annotations

from .helpers import play, position

PAIN = ["owl", "fox", "deer", "badger"]  # trump: rabbit


def run(st, plays):
    for p in plays:
        st.apply(play(p))
    return st


def test_highest_of_led_suit_wins_without_trump(definition):
    """The highest of the led suit wins the trick; other suits cannot win."""
    st = position(
        definition,
        {0: "fox2 deer1", 1: "fox3 deer1", 2: "owl4 deer1", 3: "fox1 deer2"},
        PAIN,
        "rabbit",
        0,
        ["fox2", "fox3"],
    )
    assert st.view(None).winning == 1
    run(st, ["owl4"])  # a higher card of another suit does not win
    assert st.view(None).winning == 1
    run(st, ["fox1"])
    assert st.view(None).last_trick.winner == 1
    assert st.to_move() == 1  # the winner leads the next trick


def test_highest_trump_wins_if_trump_was_played(definition):
    """The highest of the led suit (or trump) wins the trick: any trump beats the led suit."""
    st = position(
        definition,
        {0: "fox3 deer1", 1: "rabbit1 deer1", 2: "fox3 deer1", 3: "rabbit2 deer2"},
        PAIN,
        "rabbit",
        0,
        ["fox3", "rabbit1"],
    )
    assert st.view(None).winning == 1
    run(st, ["fox3"])  # following with a high card no longer wins
    assert st.view(None).winning == 1
    run(st, ["rabbit2"])  # a higher trump does
    assert st.view(None).last_trick.winner == 3


def test_equal_values_go_to_the_later_play(definition):
    """Ties are broken by later played."""
    st = position(
        definition,
        {0: "fox2 deer1", 1: "fox1 fox1 deer1", 2: "fox1 deer1", 3: "owl1 deer2"},
        PAIN,
        "rabbit",
        0,
        ["fox2", "fox1 fox1"],
    )
    assert st.view(None).winning == 1
    run(st, ["fox1", "owl1"])
    assert st.view(None).last_trick.winner == 1
    trumps = position(
        definition,
        {0: "fox2 deer1", 1: "rabbit2 deer1", 2: "rabbit1 rabbit1 deer1", 3: "owl1 deer2"},
        PAIN,
        "rabbit",
        0,
        ["fox2", "rabbit2", "rabbit1 rabbit1", "owl1"],
    )
    assert trumps.view(None).last_trick.winner == 2


def test_winner_collects_the_whole_trick_without_pain_cards(definition):
    """If none of the cards of your pain suit are in the trick, collect all cards played into your score pile."""
    st3 = position(
        definition,
        {0: "fox2 deer1", 1: "fox1 deer1", 2: "rabbit1 deer1", 3: "fox1 deer2"},
        PAIN,
        "rabbit",
        0,
        ["fox2", "fox1", "rabbit1", "fox1"],
    )
    view = st3.view(None)
    assert view.last_trick.winner == 2
    assert view.last_trick.discarded == ()
    assert len(view.piles[2]) == 4 and view.discard_count == 0
    assert view.round_scores[2] == 4


def test_winner_with_pain_cards_collects_only_those(definition):
    """If one or more cards of your pain suit are in the trick, only collect the
    cards of your pain suit and discard the rest of the cards in the trick."""
    st = position(
        definition,
        {0: "fox2 deer1", 1: "fox3 deer1", 2: "owl4 deer1", 3: "fox1 deer2"},
        PAIN,
        "rabbit",
        0,
        ["fox2", "fox3", "owl4", "fox1"],
    )
    view = st.view(None)
    assert view.last_trick.winner == 1  # Boris, pain fox
    assert sorted(map(tuple, view.piles[1])) == [("fox", 1), ("fox", 2), ("fox", 3)]
    assert view.last_trick.discarded == (("owl", 4),)
    assert view.discard_count == 1
    assert view.round_scores[1] == -3


def test_lead_passes_clockwise_from_a_leader_without_cards(definition):
    """The trick winner leads the next trick; a leader with no cards passes the lead
    clockwise; a player with no cards is skipped."""
    st = position(
        definition,
        {0: "fox1 deer1 badger1", 1: "fox4", 2: "fox2 deer2", 3: "fox1 owl1"},
        PAIN,
        "rabbit",
        0,
        ["fox1", "fox4", "fox2", "fox1"],
    )
    view = st.view(None)
    assert view.last_trick.winner == 1 and view.hand_sizes[1] == 0
    assert view.phase == "play" and view.round == 1  # one player out: play goes on
    assert st.to_move() == 2 and view.leader == 2
    run(st, ["deer2"])
    assert st.to_move() == 3
    run(st, ["owl1"])
    assert st.to_move() == 0  # Boris (seat 1) has no cards and is skipped


def test_round_ends_after_trick_in_which_second_player_runs_out(definition):
    """Play continues until 2 or more players are out of cards in their hands.
    Remaining players discard any cards left in their hand."""
    st = position(
        definition,
        {0: "fox1 deer1 badger1", 1: "fox4", 2: "fox2 deer2", 3: "fox1 owl1"},
        PAIN,
        "rabbit",
        0,
        ["fox1", "fox4", "fox2", "fox1", "deer2", "owl1"],
    )
    assert st.view(None).round == 1  # Dima is out, but the trick is not over
    run(st, ["deer1"])
    view = st.view(None)
    summary = view.round_history[0]
    assert view.round == 2 and view.phase == "wardens"
    assert summary.discarded_hands == ((("badger", 1),), (), (), ())
    events = [e["type"] for e in st.events(None)]
    assert events[-4:] == ["play", "trick", "round_end", "deal"]
