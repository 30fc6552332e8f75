"""Step 2 of a turn: actions with the forest tokens (handing them over: test_exchange.py)."""

from __future__ import annotations

from woods_desktop.games.wolf.rules import EndMove, FinishTurn, PlayHelp, Step, TakeToken
from woods_desktop.games.wolf.rules.board import HOUSE, START
from woods_desktop.games.wolf.rules.view import MOVE, TASK, TOKEN

from .helpers import answer_task, carry, cell, forest, legal, refused, walk


def _end_on(kind: str, **kw):
    """The Squirrel (2 baskets) ends its move on a closed `kind` token at (1, 0)."""
    st = forest(tokens={cell(1, 0): kind}, positions=(cell(0, 0), START), **kw)
    walk(st, cell(1, 0))
    legal(st, EndMove())
    return st


def test_a_holiday_token_may_be_taken_into_a_free_basket():
    st = _end_on("present")
    assert st.phase == TOKEN
    legal(st, TakeToken())
    assert len(st.carried[0]) == 1 and st.kinds[cell(1, 0)] is None
    refused(st, TakeToken(), "wolf.refused.nothing_to_take")


def test_with_no_free_basket_the_holiday_token_stays_face_up_on_the_board():
    st = forest(tokens={cell(1, 0): "present"}, positions=(cell(0, 0), START))
    carry(st, 0, 2)  # both of the Squirrel's baskets are full
    walk(st, cell(1, 0))
    legal(st, EndMove())
    error = refused(st, TakeToken(), "wolf.refused.no_free_basket")
    assert error.params == {"baskets": 2}
    legal(st, FinishTurn())
    assert st.opened[cell(1, 0)] and st.kinds[cell(1, 0)] == "present"


def test_a_present_left_face_up_may_be_taken_by_a_later_move_that_ends_there():
    st = forest(tokens={cell(1, 0): "present"}, open_cells="all", positions=(cell(0, 0), START))
    walk(st, cell(1, 1), cell(1, 0))
    legal(st, EndMove())
    legal(st, TakeToken())
    assert len(st.carried[0]) == 1


def test_taking_a_token_is_only_where_the_move_ended():
    st = forest(tokens={cell(1, 0): "present"}, open_cells="all", positions=(cell(0, 0), START))
    refused(st, TakeToken(), "wolf.refused.wrong_phase")


def test_a_help_token_is_kept_next_to_the_card_without_a_basket():
    st = forest(tokens={cell(1, 0): "sleeping_wolf"}, positions=(cell(0, 0), START))
    carry(st, 0, 2)
    walk(st, cell(1, 0))
    legal(st, EndMove())
    legal(st, TakeToken())
    assert st.help[0] == ["sleeping_wolf"] and len(st.carried[0]) == 2


def test_a_help_token_may_be_used_on_a_later_turn():
    st = _end_on("sleeping_wolf")
    legal(st, TakeToken())
    legal(st, FinishTurn())
    legal(st, Step(cell(0, 4)))  # the Magpie's turn
    legal(st, EndMove())
    legal(st, FinishTurn())
    assert st.turn == 0 and PlayHelp("sleeping_wolf") in st.legal_actions(0)


def test_sleeping_wolf_the_wolf_does_not_move_at_the_end_of_that_turn():
    st = forest(positions=(cell(0, 0), START))
    st.help[0] = ["sleeping_wolf", "sleeping_wolf"]
    left = st.wolf_left
    legal(st, PlayHelp("sleeping_wolf"))
    refused(st, PlayHelp("sleeping_wolf"), "wolf.refused.already_asleep")
    walk(st, cell(1, 0))
    legal(st, EndMove())
    legal(st, FinishTurn())
    assert st.wolf_left == left and st.turn == 1
    assert st.log[-2] == {"type": "wolf_sleeps", "wolf_steps_left": left}
    legal(st, Step(cell(0, 4)))
    legal(st, EndMove())
    legal(st, FinishTurn())
    assert st.wolf_left == left - 1  # he wakes up for the next turn


def test_basket_the_hero_can_carry_one_more_present():
    st = forest(tokens={cell(1, 0): "present"}, positions=(cell(0, 0), START))
    carry(st, 0, 2)
    st.help[0] = ["basket"]
    walk(st, cell(1, 0))
    legal(st, EndMove())
    refused(st, TakeToken(), "wolf.refused.no_free_basket")
    legal(st, PlayHelp("basket"))
    legal(st, TakeToken())
    assert st.baskets[0] == 3 and len(st.carried[0]) == 3 and st.played[0] == ["basket"]


def test_scooter_an_extra_move_during_which_the_wolf_does_not_move():
    st = _end_on("scooter")
    legal(st, TakeToken())
    left = st.wolf_left
    legal(st, PlayHelp("scooter"))
    assert st.phase == MOVE and st.extra and st.steps_left == 3
    walk(st, cell(2, 0), cell(3, 0), cell(4, 0))
    legal(st, EndMove())
    assert st.wolf_left == left
    legal(st, FinishTurn())
    assert st.wolf_left == left - 1  # his one step at the end of the turn, no more


def test_the_scooter_is_played_once_the_move_has_ended():
    st = forest(positions=(cell(0, 0), START))
    st.help[0] = ["scooter"]
    refused(st, PlayHelp("scooter"), "wolf.refused.scooter_after_move")


def test_the_scooters_extra_move_may_go_unused():
    st = _end_on("scooter")
    legal(st, TakeToken())
    legal(st, PlayHelp("scooter"))
    legal(st, FinishTurn())
    assert st.turn == 1


def test_only_help_tokens_the_hero_keeps_can_be_played():
    st = forest(positions=(cell(0, 0), START))
    refused(st, PlayHelp("basket"), "wolf.refused.no_help")
    refused(st, PlayHelp("present"), "wolf.refused.unknown_token")


def test_a_terrain_token_that_does_not_hold_the_hero_back_nothing_happens():
    st = _end_on("thorn_bush")  # stops the Magpie, not the Squirrel
    assert st.phase == TOKEN and st.task is None
    assert st.legal_actions(0) == [FinishTurn()]


def test_an_impassable_obstacle_the_task_is_done_the_wolf_does_not_move_additionally():
    st = _end_on("ravine")
    left = st.wolf_left
    answer_task(st, done=True)
    assert st.wolf_left == left and st.phase == TOKEN and st.to_move() == 0
    legal(st, FinishTurn())
    assert st.wolf_left == left - 1


def test_an_impassable_obstacle_the_task_not_completed_the_wolf_makes_two_additional_steps():
    st = _end_on("ravine")
    left = st.wolf_left
    answer_task(st, done=False)
    assert st.wolf_left == left - 2 and st.opened[cell(1, 0)]
    legal(st, FinishTurn())
    assert st.wolf_left == left - 3


def test_at_the_wolfs_house_all_the_brought_presents_are_placed_in_the_house():
    st = forest(positions=(cell(5, 0), START))
    brought = carry(st, 0, 2)
    walk(st, HOUSE)
    assert st.house == 0  # passing is not arriving: presents go in when the move ends there
    legal(st, EndMove())
    assert st.home == brought and st.carried[0] == []
    assert st.log[-1] == {"type": "deliver", "seat": 0, "presents": 2, "house": 2, "ids": brought}


def test_while_the_table_answers_the_hero_waits():
    st = _end_on("puddle")
    assert st.phase == TASK
    refused(st, FinishTurn(), "wolf.refused.task_first")


def test_taking_a_token_is_a_choice_and_an_open_help_token_left_behind_may_be_taken_later():
    st = _end_on("basket")
    legal(st, FinishTurn())
    assert st.opened[cell(1, 0)] and st.kinds[cell(1, 0)] == "basket"
    st.pos[0] = cell(3, 3)  # the Squirrel has walked on since
    walk(st, cell(0, 1), cell(1, 0))  # the Magpie's turn
    legal(st, EndMove())
    legal(st, TakeToken())
    assert st.help[1] == ["basket"]
