"""Phase 2, placing cubes: a cube on each card the word used, at most one per card per
turn, skipping where a cube already stands, moving cubes with an empty supply, and
the penalty cube for no word."""

from __future__ import annotations

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules import Compose, MoveCube, NoWord, PlaceCube, SkipCube
from woods_desktop.games.voice.rules.actions import NOWORD_REFUSED, NOWORD_TIME

from .helpers import at, compose_all, cube, cubes_on, fresh, give, lay, refused

FIELD = ["Л Е/Ё С А", "К О Т #Н", "И/Й Ъ/Ь Ж О"]


@pytest.fixture
def st():
    s = fresh(2, seed=8)
    lay(s, FIELD)
    return s


def test_cubes_go_on_every_card_of_the_word_in_turn_order(st):
    """Starting with the first player and continuing clockwise, the players place their
    cubes on the tree cards with the letters of the words they composed."""
    compose_all(st, {0: "ЛЕС", 1: "КОТ"})
    assert st.phase == "place" and st.to_move() == 0
    for col in range(3):
        card = at(st, 0, col)
        assert st.legal_actions(0) == [PlaceCube(card)]
        st.apply(PlaceCube(card))
    assert st.to_move() == 1
    for col in range(3):
        st.apply(PlaceCube(at(st, 1, col)))
    assert st.supply == [11, 11]
    assert [cubes_on(st, at(st, 0, c)) for c in range(3)] == [[1, 0]] * 3


def test_at_most_one_cube_per_card_per_turn(st):
    """On a turn a player may not place more than 1 cube on one card."""
    compose_all(st, {0: "ЛЕС", 1: "КОТ"})
    st.apply(PlaceCube(at(st, 0, 0)))
    err = refused(st, PlaceCube(at(st, 0, 0)))
    assert err.key == "voice.err.not_next_card" and err.params == {"letter": "Е/Ё"}


def test_own_cards_need_no_cube(st):
    """Players do not need to place cubes on their own face-up cards."""
    d = give(st, 0, "Д")
    compose_all(st, {0: ("ДОЛ", (d, at(st, 1, 1), at(st, 0, 0))), 1: None})
    assert st.place_todo == [at(st, 1, 1), at(st, 0, 0)]
    st.apply(PlaceCube(at(st, 1, 1)))
    st.apply(PlaceCube(at(st, 0, 0)))
    assert st.supply[0] == 12 and st.to_move() == 1


def test_a_word_of_own_cards_only_places_nothing(st):
    """Own cards need no cubes, so such a seat's placing is done at once."""
    d, a = give(st, 0, "Д"), give(st, 0, "А")
    compose_all(st, {0: ("ДА", (d, a)), 1: None})
    assert st.to_move() == 1 and st.supply[0] == 14


def test_where_a_cube_stands_adding_one_is_the_players_choice(st):
    """If the player already has a cube on the card from previous rounds, they may use
    that letter without adding a new cube, or may add one."""
    cube(st, at(st, 0, 0), 0)
    compose_all(st, {0: "ЛЕС", 1: "КОТ"})
    assert st.legal_actions(0) == [PlaceCube(at(st, 0, 0)), SkipCube(at(st, 0, 0))]
    st.apply(SkipCube(at(st, 0, 0)))
    err = refused(st, SkipCube(at(st, 0, 1)))
    assert err.key == "voice.err.no_cube_to_skip"
    st.apply(PlaceCube(at(st, 0, 1)))
    assert cubes_on(st, at(st, 0, 0)) == [1, 0]


def test_empty_supply_moves_a_cube_from_any_other_card_even_face_down(st):
    """When all of a player's cubes are already on the field, they may move a cube from
    any other tree card, even a face-down one."""
    down = at(st, 1, 3)
    cube(st, down, 0, 1)
    cube(st, at(st, 2, 2), 0, 13)
    assert st.supply[0] == 0
    compose_all(st, {0: "ЛЕС", 1: None})
    legal = st.legal_actions(0)
    assert MoveCube(down, at(st, 0, 0)) in legal and not any(isinstance(a, PlaceCube) for a in legal)
    err = refused(st, PlaceCube(at(st, 0, 0)))
    assert err.key == "voice.err.supply_empty"
    st.apply(MoveCube(down, at(st, 0, 0)))
    assert cubes_on(st, down) == [0, 0] and cubes_on(st, at(st, 0, 0)) == [1, 0]


def test_a_word_card_keeps_its_last_cube_of_the_player(st):
    """If the letter on a card was used to compose a word this turn, at least one cube
    of this player must remain on it at the end of the placing phase (refused case)."""
    cube(st, at(st, 0, 0), 0, 1)
    cube(st, at(st, 2, 2), 0, 13)
    compose_all(st, {0: "ЛЕС", 1: None})
    st.apply(SkipCube(at(st, 0, 0)))
    e = at(st, 0, 1)
    err = refused(st, MoveCube(at(st, 0, 0), e))
    assert err.key == "voice.err.move_off_word" and err.params == {"letter": "Л"}
    assert st.legal_actions(0) == [MoveCube(at(st, 2, 2), e)]
    st.apply(MoveCube(at(st, 2, 2), e))


def test_a_word_card_with_three_cubes_gives_one_up(st):
    """The player may move their cube from any other tree card; a card the word used
    this turn may give one up while at least one cube of this player remains on it."""
    lcard, e, c = at(st, 0, 0), at(st, 0, 1), at(st, 0, 2)
    cube(st, lcard, 0, 3)
    cube(st, at(st, 2, 2), 0, 11)
    compose_all(st, {0: "ЛЕС", 1: None})
    st.apply(SkipCube(lcard))
    legal = st.legal_actions(0)
    assert MoveCube(lcard, e) in legal and MoveCube(at(st, 2, 2), e) in legal
    st.apply(MoveCube(lcard, e))
    st.apply(MoveCube(lcard, c))
    assert cubes_on(st, lcard) == [1, 0]
    assert cubes_on(st, e) == [1, 0] and cubes_on(st, c) == [1, 0] and st.to_move() == 1


def test_a_word_whose_cards_hold_all_the_cubes_is_composed_by_moving_one(st):
    """All of the player's cubes are on the field, all on the word's own cards: the
    word is accepted and paid by moving a cube, at least one staying on each card."""
    lcard, e, c = at(st, 0, 0), at(st, 0, 1), at(st, 0, 2)
    cube(st, lcard, 0, 10)
    cube(st, e, 0, 4)
    assert st.supply[0] == 0
    compose_all(st, {0: "ЛЕС", 1: None})  # the engine's own check accepts it
    assert st.phase == "place"
    assert st.view(0).placing.spare_cubes == 11  # 9 + 3 movable, 1 for С
    st.apply(SkipCube(lcard))
    st.apply(SkipCube(e))
    assert st.legal_actions(0) == [MoveCube(lcard, c), MoveCube(e, c)]
    st.apply(MoveCube(e, c))
    assert [cubes_on(st, x)[0] for x in (lcard, e, c)] == [10, 3, 1]


def test_a_word_needing_more_cubes_than_can_move_is_refused(st):
    """A card the word used keeps one cube of the player: when the word's cards hold the
    player's only cubes, one each, the letter still to cover cannot be paid."""
    from woods_desktop.games.voice.rules.compose import assign_cards

    lcard, e = at(st, 0, 0), at(st, 0, 1)
    cube(st, lcard, 0, 1)
    cube(st, e, 0, 1)
    st.supply[0] = 0  # a hand-made corner: the rest of the cubes are out of play
    err = assign_cards(st.view(0), "ЛЕС")
    assert isinstance(err, IllegalAction) and err.key == "voice.err.not_enough_cubes"
    assert err.params == {"need": 1, "have": 0}
    st.field.cubes[lcard][0] = 2  # a second cube on Л may move to С
    assert isinstance(assign_cards(st.view(0), "ЛЕС"), tuple)


def test_moving_is_only_for_an_empty_supply(st):
    """The player moves a cube only when all their cubes are on the field."""
    cube(st, at(st, 2, 2), 0, 1)
    compose_all(st, {0: "ЛЕС", 1: None})
    err = refused(st, MoveCube(at(st, 2, 2), at(st, 0, 0)))
    assert err.key == "voice.err.supply_not_empty"


def test_an_optional_cube_may_not_starve_the_rest_of_the_word(st):
    """Adding a cube where one stands is a choice only while the rest of the word can be covered."""
    cube(st, at(st, 0, 0), 0, 1)
    st.supply[0] = 1  # one cube left, and Е still needs it (a hand-made corner: the rest are out of play)
    compose_all(st, {0: "ЛЕ", 1: None})
    assert st.legal_actions(0) == [SkipCube(at(st, 0, 0))]
    assert refused(st, PlaceCube(at(st, 0, 0))).key == "voice.err.cubes_needed"
    st.apply(SkipCube(at(st, 0, 0)))
    st.apply(PlaceCube(at(st, 0, 1)))


def test_no_word_places_one_cube_on_any_face_up_card(st):
    """If a player did not come up with a word within 1 minute or did not meet the
    conditions, they must place 1 of their cubes on any face-up tree card."""
    compose_all(st, {0: "ЛЕС", 1: None})
    for col in range(3):
        st.apply(PlaceCube(at(st, 0, col)))
    assert st.to_move() == 1 and st.penalty
    legal = st.legal_actions(1)
    assert {a.card for a in legal} == set(st.field.face_up) and len(legal) == 11
    assert refused(st, PlaceCube(at(st, 1, 3))).key == "voice.err.not_face_up"  # face down
    assert refused(st, SkipCube(at(st, 0, 0))).key == "voice.err.penalty_cube"
    st.apply(PlaceCube(at(st, 2, 1)))
    assert st.supply[1] == 13 and st.phase != "place"


def test_refused_word_also_places_the_penalty_cube(st):
    """A word that broke the conditions is not accepted: the player places 1 cube instead."""
    st.apply(NoWord(NOWORD_REFUSED, 2000, word="ЯСЕНЬ"))
    st.apply(NoWord(NOWORD_TIME, 60000))
    assert st.to_move() == 0 and st.penalty
    st.apply(PlaceCube(at(st, 0, 3)))
    assert st.to_move() == 1 and st.penalty


def test_penalty_with_an_empty_supply_moves_a_cube(st):
    """With no cube left in supply, the penalty cube is moved from another card."""
    cube(st, at(st, 1, 3), 0, 14)
    compose_all(st, {0: None, 1: None})
    legal = st.legal_actions(0)
    assert legal and all(isinstance(a, MoveCube) and a.src == at(st, 1, 3) for a in legal)
    st.apply(MoveCube(at(st, 1, 3), at(st, 0, 0)))
    assert cubes_on(st, at(st, 0, 0)) == [1, 0]


def test_same_card_move_and_missing_cube_are_refused(st):
    cube(st, at(st, 2, 2), 0, 14)
    compose_all(st, {0: None, 1: None})
    assert refused(st, MoveCube(at(st, 2, 2), at(st, 2, 2))).key == "voice.err.same_card"
    assert refused(st, MoveCube(at(st, 0, 0), at(st, 0, 1))).key == "voice.err.no_own_cube"


def test_reveal_reads_words_in_turn_order_from_the_first_player(st):
    """Starting with the first player, take turns reading the written words aloud."""
    st.first = 1
    st.apply(Compose("КОТ", (at(st, 1, 0), at(st, 1, 1), at(st, 1, 2)), 5))
    assert st.to_move() == 0
    compose_seat0 = Compose("ЛЕС", (at(st, 0, 0), at(st, 0, 1), at(st, 0, 2)), 5)
    st.apply(compose_seat0)
    assert [e["seat"] for e in st.events(None) if e["type"] == "compose"] == [1, 0]
    assert st.to_move() == 1
