"""Game Setup: cubes, the field from the starting cards, the druid-staff deck, the timer."""

from __future__ import annotations

import pytest

from woods_desktop.games.voice.rules import NoWord
from woods_desktop.games.voice.rules.actions import NOWORD_PASS

from .helpers import all_cards, fresh

SHAPES = {2: (3, 4), 3: (4, 4), 4: (4, 5), 5: (5, 5)}


@pytest.mark.parametrize("seats, cubes", [(2, 14), (3, 16), (4, 18), (5, 18)])
def test_cubes_per_player_count(seats, cubes):
    """In a 2-player game each player needs 14 cubes, in a 3-player game 16 cubes,
    and in a 4- or 5-player game all the cubes (18)."""
    st = fresh(seats)
    assert st.supply == [cubes] * seats and st.initial_cubes == cubes
    assert st.field.cubes_of(0) == 0


@pytest.mark.parametrize("seats", [1, 6])
def test_player_counts_outside_2_to_5_are_refused(seats):
    """Voice of the Woods is for 2-5 players."""
    with pytest.raises(ValueError):
        fresh(seats)


@pytest.mark.parametrize("seats, extra", [(2, 4), (3, 4), (4, 8), (5, 13)])
def test_field_from_the_starting_cards_plus_ordinary_cards(seats, extra):
    """Take the 12 starting cards (in a 2-player game do not use the 4 cards marked
    with a mark), add 4 / 4 / 8 / 13 random ordinary cards, shuffle and lay out
    3x4 / 4x4 / 4x5 / 5x5 face up."""
    for seed in range(5):
        st = fresh(seats, seed=seed)
        specs = st.data.cards
        # card ids are shuffled at setup; recover each card's back through its face and the deck
        on_field = list(st.field.pos)
        rows, cols = SHAPES[seats]
        assert st.field.bounds() == (rows, cols) and len(on_field) == rows * cols
        assert st.field.face_up == set(on_field)
        labels = sorted(st.face(c).label for c in on_field)
        start = [st.data.faces[s.face].label for s in specs if s.starting and (seats > 2 or not s.marked)]
        # every starting card in play is on the field; the rest are ordinary cards
        remaining = list(labels)
        for label in start:
            remaining.remove(label)
        assert len(remaining) == extra


def test_two_players_leave_the_marked_starting_cards_in_the_box():
    """In a 2-player game do not use the 4 cards marked with a mark on the back: Т Л У М."""
    st = fresh(2, seed=3)
    # the field has 12 cards: 8 unmarked starting cards and 4 ordinary ones
    start_labels = "А О Е/Ё И/Й Н С Р К".split()
    labels = [st.face(c).label for c in st.field.pos]
    for label in start_labels:
        assert label in labels
    assert len(st.box) == 94 - 40 + 4  # ordinary cards over the staff line plus the 4 marked


@pytest.mark.parametrize("seats, deck, box", [(2, 40, 58), (3, 50, 44), (4, 60, 30), (5, 70, 15)])
def test_druid_staff_deck(seats, deck, box):
    """Put back in the box the cards that exceed the line for your number of players:
    the deck keeps 40 / 50 / 60 / 70 ordinary cards."""
    st = fresh(seats, seed=11)
    assert len(st.deck) == deck and len(st.box) == box
    assert not st.discard and not any(st.pile_up) and not any(st.pile_down)
    assert sorted(all_cards(st)) == list(range(110))


def test_setup_is_shuffled_and_reproducible():
    """Shuffle the resulting deck: other seeds give other fields, the same seed the same one."""
    a, b, c = fresh(4, seed=5), fresh(4, seed=5), fresh(4, seed=6)
    assert a.to_dict() == b.to_dict()
    assert a.field.to_dict() != c.field.to_dict() or a.deck != c.deck


def test_card_ids_say_nothing_about_faces():
    """Face-down cards are named by id in actions, so ids are shuffled per game."""
    faces_a = fresh(3, seed=1).card_face
    faces_b = fresh(3, seed=2).card_face
    assert faces_a != faces_b and sorted(faces_a) == sorted(faces_b)


def test_first_player_holds_the_timer_and_it_passes_clockwise():
    """Give the first player the sand timer; at the end of the round it is passed to
    the next player clockwise, who becomes the new first player."""
    st = fresh(3, seed=2)
    assert st.first == 0 and st.to_move() == 0 and st.order() == [0, 1, 2]
    assert st.legal_actions(1) == []  # not seat 1's turn
    seen = []
    while not st.is_over() and len(seen) < 4:
        if st.phase == "compose" and st.compose_at == 0:
            seen.append((st.round, st.first, st.to_move()))
        seat = st.to_move()
        legal = st.legal_actions(seat)
        st.apply(legal[-1] if not isinstance(legal[0], NoWord) else NoWord(NOWORD_PASS, 0))
    assert seen[:3] == [(1, 0, 0), (2, 1, 1), (3, 2, 2)]
    if len(seen) > 3:
        assert seen[3] == (4, 0, 0)
