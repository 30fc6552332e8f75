"""Setup: the forest tokens shuffled face down, the heroes in turn order, the Wolf at his start."""

from __future__ import annotations

from collections import Counter

import pytest

from woods_desktop.games.wolf.rules.board import CELLS, START

from .helpers import config, data, definition, new


def test_all_the_forest_tokens_lie_face_down_one_per_cell():
    st = new(4, seed=5)
    assert Counter(st.kinds) == Counter(data().token_pool()) and len(st.kinds) == CELLS
    assert not any(st.opened)
    assert st.pos == [START] * 4 and st.house == 0 and st.carried == [[]] * 4


def test_the_shuffle_comes_from_the_seed():
    assert new(2, seed=7).to_dict() == new(2, seed=7).to_dict()
    assert new(2, seed=7).kinds != new(2, seed=8).kinds


def test_the_wolf_starts_at_the_start_of_his_path_of_the_difficultys_length():
    for difficulty in ("easy", "normal", "hard"):
        for n in (2, 3, 4):
            st = new(n, difficulty=difficulty)
            assert st.wolf_left == st.wolf_path == data().difficulty(difficulty).path_for(n)
    assert new(2).difficulty == "normal"


def test_a_path_length_may_be_tried_out_for_simulation():
    assert new(3, path=21).wolf_left == 21
    with pytest.raises(ValueError):
        new(3, path=0)


def test_seat_i_plays_hero_i_and_the_first_heroes_come_by_default():
    assert [h.id for h in new(2).heroes] == ["squirrel", "magpie"]
    assert [h.id for h in new(3, heroes=["magpie", "badger", "fawn"]).heroes] == ["magpie", "badger", "fawn"]


def test_heroes_are_seated_in_turn_order():
    with pytest.raises(ValueError, match="turn order"):
        new(2, heroes=["fawn", "squirrel"])


@pytest.mark.parametrize(
    "heroes",
    [["squirrel"], ["squirrel", "squirrel"], ["squirrel", "wolf"]],
)
def test_each_seat_needs_its_own_known_hero(heroes):
    with pytest.raises(ValueError):
        new(2, heroes=heroes)


def test_two_to_four_heroes():
    d = definition()
    for n in (1, 5):
        cfg = dict(config(2))
        cfg["seats"] = n
        cfg["names"] = [f"P{i}" for i in range(n)]
        with pytest.raises(ValueError):
            d.new_game(cfg, 1)


def test_cards_that_do_not_suit_the_room_are_left_out_but_one_must_stay():
    st = new(2, left_out=["fox_tiptoe", "hop_five"])
    ids = {st.data.tasks[i].id for i in st.deck}
    assert len(ids) == 28 and "fox_tiptoe" not in ids
    everything = [c.id for c in data().tasks]
    with pytest.raises(ValueError):
        new(2, left_out=everything)
    with pytest.raises(ValueError):
        new(2, left_out=["no_such_card"])


def test_an_unknown_difficulty_or_variant_is_refused():
    with pytest.raises(ValueError):
        new(2, difficulty="extreme")
    cfg = dict(config(2))
    cfg["variant"] = "solo"
    with pytest.raises(ValueError):
        definition().new_game(cfg, 1)
