"""Performing tasks: skipping the move for a task card, the deck, and the blocked special case."""

from __future__ import annotations

from woods_desktop.games.wolf.rules import ClearBlock, EndMove, FinishTurn, PlayHelp, SkipMove, Step, TaskAnswer
from woods_desktop.games.wolf.rules.board import FIRST_ROW, START
from woods_desktop.games.wolf.rules.view import MOVE, TASK

from .helpers import answer_task, cell, forest, legal, new, refused, walk


def test_you_may_skip_moving_and_the_token_actions_and_take_a_task_card_instead():
    st = new(2)
    left = st.wolf_left
    legal(st, SkipMove())
    assert st.phase == TASK and st.to_move() == st.table_seat == 2
    shown = st.view(0).task
    assert shown is not None and shown.seat == 0 and shown.reason == "skip"
    assert shown.frame in ("green", "orange") and shown.en and shown.ru
    answer_task(st, done=True)
    assert st.wolf_left == left - 1 and st.turn == 1  # the Wolf's step is still mandatory


def test_a_skipped_move_whose_task_is_not_done_costs_the_wolfs_two_extra_steps_and_his_step():
    st = new(2)
    left = st.wolf_left
    legal(st, SkipMove())
    answer_task(st, done=False)
    assert st.wolf_left == left - 3


def test_skipping_is_only_possible_before_the_first_step():
    st = forest(positions=(cell(0, 0), START))
    walk(st, cell(1, 0))
    refused(st, SkipMove(), "wolf.refused.already_moving")


def test_only_the_table_answers_a_task_card_and_only_when_one_is_shown():
    st = new(2)
    refused(st, TaskAnswer(True), "wolf.refused.no_task")
    legal(st, SkipMove())
    assert st.legal_actions(0) == [] and st.legal_actions(1) == []
    assert st.legal_actions(2) == [TaskAnswer(True), TaskAnswer(False)]


def test_the_deck_holds_the_cards_not_left_out_and_is_reshuffled_when_it_runs_out():
    keep = ["hop_five", "wolf_howl"]
    everything = [c.id for c in new(2).data.tasks]
    st = new(2, left_out=[c for c in everything if c not in keep])
    assert st.view(0).deck_count == 2
    drawn = []
    for _ in range(5):
        legal(st, SkipMove())
        drawn.append(st.view(0).task.id)
        answer_task(st)
    assert set(drawn) == set(keep)
    assert any(e["type"] == "reshuffle" for e in st.log)
    assert sorted(drawn[:2]) == sorted(keep) and sorted(drawn[2:4]) == sorted(keep)


# ---------------------------------------------------------------- the special case


def _walled():
    """The Squirrel at (2, 2) with open puddles and ravines across the whole of row 3."""
    tokens = {cell(3, c): ("puddle" if c % 2 else "ravine") for c in range(5)}
    tokens[cell(1, 1)] = "puddle"  # open, on the near side: not in the way to the house
    return forest(tokens=tokens, open_cells="all", positions=(cell(2, 2), START))


def test_special_case_when_the_hero_cannot_get_around_an_obstacle_it_may_clear_one_blocking_token():
    st = _walled()
    clears = sorted(a.cell for a in st.legal_actions(0) if isinstance(a, ClearBlock))
    assert clears == [cell(3, c) for c in range(5)]
    left = st.wolf_left
    legal(st, ClearBlock(cell(3, 2)))
    assert st.phase == TASK and st.view(0).task.reason == "clear" and st.view(0).task.cell == cell(3, 2)
    answer_task(st, done=True)
    assert st.kinds[cell(3, 2)] is None and st.removed == ["ravine"] and st.wolf_left == left
    assert st.phase == MOVE and st.to_move() == 0
    walk(st, cell(3, 2), cell(4, 2))  # the way is open now


def test_special_case_the_token_goes_even_when_the_task_is_not_done_but_the_wolf_steps_twice():
    st = _walled()
    left = st.wolf_left
    legal(st, ClearBlock(cell(3, 0)))
    answer_task(st, done=False)
    assert st.kinds[cell(3, 0)] is None and st.wolf_left == left - 2


def test_special_case_only_before_moving_and_once_a_turn():
    st = _walled()
    legal(st, ClearBlock(cell(3, 0)))
    answer_task(st)
    refused(st, ClearBlock(cell(3, 1)), "wolf.refused.cleared_already")
    refused(st, SkipMove(), "wolf.refused.already_moving")
    st = _walled()
    walk(st, cell(2, 3))
    refused(st, ClearBlock(cell(3, 1)), "wolf.refused.already_moving")


def test_special_case_not_when_the_hero_can_still_get_around():
    tokens = {cell(3, c): "puddle" for c in range(4)}  # (3, 4) is free
    st = forest(tokens=tokens, open_cells="all", positions=(cell(2, 2), START))
    assert not [a for a in st.legal_actions(0) if isinstance(a, ClearBlock)]
    refused(st, ClearBlock(cell(3, 0)), "wolf.refused.not_blocked")


def test_special_case_only_a_blocking_token_can_be_removed():
    st = _walled()
    refused(st, ClearBlock(cell(1, 1)), "wolf.refused.not_blocking")
    refused(st, ClearBlock(cell(0, 0)), "wolf.refused.not_blocking")


def test_special_case_other_heroes_do_not_count_as_obstacles():
    tokens = {cell(3, c): "puddle" for c in range(4)}
    st = forest(tokens=tokens, open_cells="all", positions=(cell(2, 2), cell(3, 4)))
    assert not [a for a in st.legal_actions(0) if isinstance(a, ClearBlock)]


def test_special_case_a_hero_outside_the_forest_blocked_from_the_first_row():
    tokens = {c: "puddle" for c in FIRST_ROW}
    st = forest(tokens=tokens, open_cells="all", positions=(START, START))
    assert not [a for a in st.legal_actions(0) if isinstance(a, Step)]
    clears = sorted(a.cell for a in st.legal_actions(0) if isinstance(a, ClearBlock))
    assert clears == list(FIRST_ROW)
    legal(st, ClearBlock(2))
    answer_task(st)
    legal(st, Step(2))


def test_a_help_token_may_be_played_before_skipping():
    st = forest(positions=(cell(1, 1), START))
    st.help[0] = ["sleeping_wolf"]
    left = st.wolf_left
    legal(st, PlayHelp("sleeping_wolf"))
    legal(st, SkipMove())
    answer_task(st)
    assert st.wolf_left == left and st.turn == 1


def test_after_a_task_for_an_obstacle_the_hero_still_acts_then_ends_the_turn():
    st = forest(tokens={cell(1, 0): "puddle"}, positions=(cell(0, 0), START))
    st.help[0] = ["basket"]
    walk(st, cell(1, 0))
    legal(st, EndMove())
    answer_task(st)
    assert st.legal_actions(0) == [PlayHelp("basket"), FinishTurn()]
    refused(st, EndMove(), "wolf.refused.move_ended")


def test_special_case_behind_a_double_wall_the_nearer_tokens_are_the_blocking_ones():
    tokens = {cell(r, c): "puddle" for r in (3, 4) for c in range(5)}
    st = forest(tokens=tokens, open_cells="all", positions=(cell(1, 2), START))
    clears = sorted(a.cell for a in st.legal_actions(0) if isinstance(a, ClearBlock))
    assert clears == [cell(3, c) for c in range(5)]
