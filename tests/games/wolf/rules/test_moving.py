"""Step 1 of a turn: moving the hero (the rulebook's "Move your hero's figure")."""

from __future__ import annotations

from woods_desktop.games.wolf.rules import EndMove, FinishTurn, SkipMove, Step, Token
from woods_desktop.games.wolf.rules.board import FIRST_ROW, HOUSE, LAST_ROW, START, neighbours
from woods_desktop.games.wolf.rules.view import TASK, TOKEN

from .helpers import cell, forest, legal, new, refused, walk

# seat 0 is Little Squirrel (3 steps; stopped by puddle and ravine), seat 1 Magpie (4 steps;
# stopped by thorn bush and beehive), seat 2 Little Badger, seat 3 Little Fawn


def test_at_the_start_every_hero_steps_onto_any_cell_of_the_first_row_and_it_counts_as_a_step():
    st = new(2)
    steps = [a for a in st.legal_actions(0) if isinstance(a, Step)]
    assert sorted(a.cell for a in steps) == list(FIRST_ROW)
    legal(st, Step(cell(0, 3)))
    assert st.pos[0] == cell(0, 3) and st.steps_left == 2 and st.steps_taken == 1


def test_the_first_step_cannot_go_beyond_the_first_row():
    st = new(2)
    refused(st, Step(cell(1, 0)), "wolf.refused.enter_first_row")
    refused(st, Step(HOUSE), "wolf.refused.enter_first_row")


def test_steps_go_to_any_adjacent_cell_including_diagonally_or_backwards():
    st = forest(positions=(cell(2, 2), START))
    targets = sorted(a.cell for a in st.legal_actions(0) if isinstance(a, Step))
    assert targets == sorted(neighbours(cell(2, 2))) and len(targets) == 8
    walk(st, cell(1, 1), cell(2, 2), cell(3, 3))  # backwards, then diagonally on


def test_a_step_must_go_to_a_neighbouring_cell():
    st = forest(positions=(cell(2, 2), START))
    refused(st, Step(cell(4, 2)), "wolf.refused.not_a_neighbour")
    refused(st, Step(99), "wolf.refused.not_a_cell")
    refused(st, Step(-1), "wolf.refused.not_a_cell")


def test_the_hero_takes_as_many_steps_as_footprints_on_its_card_or_fewer():
    st = forest(positions=(cell(0, 0), START))
    walk(st, cell(1, 0), cell(2, 0), cell(3, 0))  # the Squirrel's 3 footprints
    refused(st, Step(cell(4, 0)), "wolf.refused.no_steps_left")
    legal(st, EndMove())
    st = forest(positions=(cell(0, 0), START))
    walk(st, cell(1, 0))
    legal(st, EndMove())  # fewer steps are fine


def test_the_magpie_has_four_footprints():
    st = forest(positions=(START, cell(0, 0)), turn=1)
    walk(st, cell(1, 0), cell(2, 0), cell(3, 0), cell(4, 0))
    refused(st, Step(cell(5, 0)), "wolf.refused.no_steps_left")


def test_a_move_ends_only_after_a_step():
    st = forest(positions=(cell(0, 0), START))
    refused(st, EndMove(), "wolf.refused.no_step_yet")


def test_ending_the_move_is_never_automatic_so_the_hero_may_still_hand_over():
    st = forest(positions=(cell(0, 0), START))
    walk(st, cell(1, 0), cell(2, 0), cell(3, 0))
    assert st.steps_left == 0 and st.phase != TOKEN
    assert EndMove() in st.legal_actions(0)


def test_the_hero_passes_freely_through_closed_tokens_and_they_stay_face_down():
    st = forest(tokens={cell(1, 0): "puddle", cell(2, 0): "present"}, positions=(cell(0, 0), START))
    walk(st, cell(1, 0), cell(2, 0), cell(3, 0))
    assert st.opened[cell(1, 0)] is False and st.opened[cell(2, 0)] is False
    assert [e for e in st.log if e["type"] == "reveal"] == []


def test_the_hero_passes_empty_cells_open_holiday_and_help_tokens():
    tokens = {cell(1, 0): "present", cell(2, 0): "scooter"}
    st = forest(tokens=tokens, open_cells="all", positions=(cell(0, 0), START))
    walk(st, cell(1, 0), cell(2, 0), cell(3, 0))


def test_the_hero_passes_open_terrain_that_does_not_stop_it():
    # a thorn bush and a beehive stop the Magpie, not the Squirrel
    tokens = {cell(1, 0): "thorn_bush", cell(2, 0): "beehive"}
    st = forest(tokens=tokens, open_cells="all", positions=(cell(0, 0), START))
    walk(st, cell(1, 0), cell(2, 0))


def test_the_hero_cannot_pass_open_terrain_that_is_an_impassable_obstacle_for_it():
    tokens = {cell(1, 0): "puddle", cell(1, 1): "ravine"}
    st = forest(tokens=tokens, open_cells="all", positions=(cell(0, 0), START))
    refused(st, Step(cell(1, 0)), "wolf.refused.impassable")
    error = refused(st, Step(cell(1, 1)), "wolf.refused.impassable")
    assert error.params == {"terrain": "wolf.token.ravine"}


def test_a_closed_obstacle_does_not_stop_the_hero_only_an_open_one():
    st = forest(tokens={cell(1, 0): "puddle"}, positions=(cell(0, 0), START))
    walk(st, cell(1, 0))


def test_the_hero_cannot_pass_through_a_cell_occupied_by_another_hero():
    st = forest(positions=(cell(0, 0), cell(1, 0)))
    error = refused(st, Step(cell(1, 0)), "wolf.refused.occupied")
    assert error.params == {"name": "Boris"}
    assert Step(cell(1, 1)) in st.legal_actions(0)


def test_all_the_friends_may_be_together_in_the_wolfs_house():
    st = forest(n=3, positions=(cell(5, 2), HOUSE, HOUSE))
    legal(st, Step(HOUSE))
    assert st.pos == [HOUSE, HOUSE, HOUSE]


def test_the_house_is_entered_from_any_cell_of_the_last_row_only():
    for c in LAST_ROW:
        st = forest(positions=(c, START))
        assert Step(HOUSE) in st.legal_actions(0)
    st = forest(positions=(cell(4, 2), START))
    refused(st, Step(HOUSE), "wolf.refused.not_a_neighbour")


def test_decision_a_hero_in_the_house_may_leave_it_again_onto_any_cell_of_the_last_row():
    st = forest(positions=(HOUSE, START))
    targets = sorted(a.cell for a in st.legal_actions(0) if isinstance(a, Step))
    assert targets == list(LAST_ROW)
    walk(st, cell(5, 4), cell(4, 4))
    assert st.steps_left == 1


def test_decision_a_hero_in_the_house_may_stay_home_without_drawing_a_task_card():
    st = forest(positions=(HOUSE, START))
    assert FinishTurn() in st.legal_actions(0)
    legal(st, FinishTurn())
    assert st.turn == 1 and st.task is None
    assert [e for e in st.log if e["type"] == "task"] == []


def test_a_hero_in_the_forest_cannot_end_the_turn_without_moving_or_skipping():
    st = forest(positions=(cell(2, 2), START))
    refused(st, FinishTurn(), "wolf.refused.cannot_stay")
    walk(st, cell(3, 2))
    refused(st, FinishTurn(), "wolf.refused.end_move_first")


def test_a_hero_who_cannot_step_anywhere_may_end_the_turn():
    # the Squirrel in a corner: puddles all round and the Magpie on the third cell
    tokens = {cell(0, 1): "puddle", cell(1, 1): "puddle"}
    st = forest(tokens=tokens, open_cells="all", positions=(cell(0, 0), cell(1, 0)))
    assert [a for a in st.legal_actions(0) if isinstance(a, Step)] == []
    assert FinishTurn() in st.legal_actions(0) and SkipMove() in st.legal_actions(0)


def test_the_token_on_which_the_move_ends_is_turned_face_up_immediately():
    st = forest(tokens={cell(1, 0): "honey_jar"}, positions=(cell(0, 0), START))
    assert st.view(1).cells[cell(1, 0)] == Token(None, False)  # face down: neither kind nor which present
    walk(st, cell(1, 0))
    legal(st, EndMove())
    assert st.opened[cell(1, 0)] is True
    assert st.log[-1] == {"type": "reveal", "seat": 0, "cell": cell(1, 0), "kind": "present", "present": "honey_jar"}
    assert st.view(1).cells[cell(1, 0)] == Token("present", True, "honey_jar")


def test_ending_the_move_on_an_impassable_obstacle_draws_a_task_card_at_once():
    st = forest(tokens={cell(1, 0): "puddle"}, positions=(cell(0, 0), START))
    walk(st, cell(1, 0))
    legal(st, EndMove())
    assert st.phase == TASK and st.to_move() == st.table_seat
    assert st.task is not None and st.task[1:] == (0, "terrain", None)


def test_the_next_move_starts_from_the_open_obstacle():
    st = forest(tokens={cell(1, 0): "puddle"}, open_cells="all", positions=(cell(1, 0), START))
    walk(st, cell(2, 0))
    assert st.opened[cell(1, 0)] and st.kinds[cell(1, 0)] == "puddle"
    refused(st, Step(cell(1, 0)), "wolf.refused.impassable")  # and it cannot step back onto it
