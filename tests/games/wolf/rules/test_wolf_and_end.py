"""Step 3 of a turn (the Wolf's step), the end of the game and its three results."""

from __future__ import annotations

from woods_desktop.core.outcome import TEAM
from woods_desktop.games.wolf.rules import EndMove, FinishTurn, SkipMove
from woods_desktop.games.wolf.rules.board import HOUSE, START
from woods_desktop.games.wolf.rules.view import OVER

from .helpers import answer_task, carry, cell, fill_house, forest, legal, new, walk


def test_the_wolf_moves_one_step_after_every_turn_and_the_steps_left_are_announced():
    st = forest(positions=(cell(0, 0), START))
    left = st.wolf_left
    walk(st, cell(1, 0))
    legal(st, EndMove())
    legal(st, FinishTurn())
    assert st.wolf_left == left - 1
    wolf = [e for e in st.log if e["type"] == "wolf"]
    assert wolf == [{"type": "wolf", "steps": 1, "why": "turn", "wolf_steps_left": left - 1}]
    assert st.view(None).wolf_steps_left == left - 1
    assert st.log[-1] == {"type": "turn", "seat": 1, "wolf_steps_left": left - 1}


def test_turns_pass_in_hero_order_and_round_again():
    st = new(3)
    for expected in (0, 1, 2, 0):
        assert st.turn == expected
        legal(st, SkipMove())
        answer_task(st)


def test_the_wolf_only_moves_forward_and_never_past_his_house():
    st = forest(positions=(cell(0, 0), START), path=1)
    walk(st, cell(1, 0))
    legal(st, EndMove())
    legal(st, FinishTurn())
    assert st.wolf_left == 0 and st.phase == OVER


def test_the_game_ends_as_soon_as_the_wolf_enters_his_house_even_during_a_task():
    st = forest(tokens={cell(1, 0): "puddle"}, positions=(cell(0, 0), START), path=2)
    walk(st, cell(1, 0))
    legal(st, EndMove())
    answer_task(st, done=False)
    assert st.phase == OVER and st.wolf_left == 0 and st.to_move() is None
    assert st.legal_actions(0) == [] and st.legal_actions(2) == []
    assert st.log[-2] == {"type": "wolf", "steps": 2, "why": "task", "wolf_steps_left": 0}


def test_best_birthday_ever_all_heroes_in_the_house_with_all_10_presents_the_wolf_comes_at_once():
    st = forest(positions=(cell(5, 1), HOUSE))
    fill_house(st, 8)
    carry(st, 0, 2)
    walk(st, HOUSE)
    legal(st, EndMove())
    assert st.phase == OVER and st.result == "best" and st.wolf_left == 0
    out = st.outcome()
    assert out.kind == TEAM and out.result_key == "wolf.result.best" and out.won
    assert out.scores == (10.0, 10.0) and out.winners == (0, 1)
    assert any(e["type"] == "wolf_home" for e in st.log)


def test_ten_presents_are_not_enough_while_a_hero_is_still_in_the_forest():
    st = forest(positions=(cell(5, 1), cell(2, 2)))
    fill_house(st, 8)
    carry(st, 0, 2)
    walk(st, HOUSE)
    legal(st, EndMove())
    assert st.phase != OVER and st.house == 10


def test_surprise_succeeded_every_hero_home_and_at_least_5_presents_when_the_wolf_arrives():
    st = forest(positions=(HOUSE, HOUSE), path=1)
    fill_house(st, 5)
    legal(st, FinishTurn())
    assert st.result == "surprise"
    out = st.outcome()
    assert out.won and out.result_key == "wolf.result.surprise" and out.scores == (5.0, 5.0)
    assert out.details["house_presents"] == 5 and out.details["heroes_home"] == 2


def test_defeat_fewer_than_5_presents_in_the_house():
    st = forest(positions=(HOUSE, HOUSE), path=1)
    fill_house(st, 4)
    legal(st, FinishTurn())
    out = st.outcome()
    assert st.result == "defeat" and not out.won and out.winners == ()
    assert out.result_key == "wolf.result.defeat"


def test_defeat_not_all_the_heroes_reached_the_house():
    st = forest(positions=(HOUSE, cell(5, 0)), path=1)
    fill_house(st, 9)
    legal(st, FinishTurn())
    assert st.result == "defeat"


def test_the_outcome_before_the_end_is_provisional():
    out = new(2).outcome()
    assert out.kind == TEAM and not out.over and out.result_key == "wolf.result.playing" and not out.won
