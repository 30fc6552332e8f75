"""Step 3, completing tasks, in the rulebook's words, each with its legal and refused case."""

from __future__ import annotations

from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest
from woods_desktop.games.whispering.rules.paths import task_blocker
from woods_desktop.games.whispering.rules.view import PLACE

from .helpers import Tiles, fresh, legal, position, refused, rows, start_tile


def one_task():
    tiles = Tiles()
    forest, moves = rows(tiles, 1)
    return position(forest), moves[0], forest


def test_the_animal_follows_the_sequence_and_stays_where_the_path_ends():
    """ "A. Take the Animal on top of that task and move it from tile to tile ... following the exact sequence";
    "C. Flip the tile where your path ends to its Task side ... your Animal ... now remains on the destination
    tile"; "D. Take the tile with the completed task from your forest".\""""
    st, move, forest = one_task()
    task_tile = forest[(0, 0)][0]
    end_tile = forest[(3, 0)][0]
    legal(st, move)
    assert (0, 0) not in st.forests[0]
    assert st.forests[0][(3, 0)] == (end_tile.id, True, 0)
    assert st.done[0] == [(task_tile.id, 0, 1, False)]
    assert st.tasks_this_turn == 1 and st.score(0) == task_tile.points
    event = st.log[-1]
    assert event["type"] == "complete" and event["path"] == [[1, 0], [2, 0], [3, 0]]
    assert event["points"] == task_tile.points and event["end_tile"] == end_tile.id


def test_either_direction_along_the_printed_sequence():
    """ "You can complete a task in either direction along its printed sequence of colors.\""""
    tiles = Tiles()
    task_tile = tiles.with_task(("leaves", "fruits", "flowers"))
    backwards = {(0, 0): (task_tile, True, 0)}
    for i, e in enumerate(("flowers", "fruits", "leaves"), start=1):
        backwards[(i, 0)] = (tiles.of(e), False, None)
    st = position(backwards)
    legal(st, Complete(0, 0, ((1, 0), (2, 0), (3, 0))))


def test_a_path_that_does_not_follow_the_sequence_is_refused():
    st, move, forest = one_task()
    wrong = Complete(0, 0, ((1, 0), (2, 0), (2, 1)))
    refused(st, wrong, "path_off_forest")
    st.forests[0][(2, 1)] = (Tiles(t[0].id for t in forest.values()).of("water").id, False, None)
    st.changed(0)
    if st.element[st.forests[0][(2, 1)][0]] != st.element[forest[(3, 0)][0].id]:
        refused(st, wrong, "path_sequence")
    refused(st, Complete(0, 0, ((1, 0), (2, 0))), "path_length", need=3, got=2)


def test_only_across_forest_sides_never_over_task_sides():
    """ "B. Move your Animal only across Forest sides, never over Task sides.\""""
    st, move, forest = one_task()
    tile, _, _ = st.forests[0][(2, 0)]
    st.forests[0][(2, 0)] = (tile, True, 1)
    st.animals_left[0] -= 1
    st.changed(0)
    refused(st, move, "path_task_side")
    assert task_blocker(st.forest_map(0), (0, 0), st.task[forest[(0, 0)][0].id]) == "task_side_in_way"


def test_each_forest_tile_once_per_task():
    """ "Additionally, you can only use each Forest tile once per task.\""""
    tiles = Tiles()
    task_tile = tiles.with_task(("minerals", "minerals", "flowers", "minerals"))
    st = position(
        {
            (0, 0): (task_tile, True, 0),
            (1, 0): (tiles.of("minerals"), False, None),
            (1, -1): (tiles.of("minerals"), False, None),
            (2, -1): (tiles.of("flowers"), False, None),
        }
    )
    refused(st, Complete(0, 0, ((1, 0), (1, -1), (2, -1), (1, 0))), "path_twice")
    assert [a for a in st.legal_actions(0) if isinstance(a, Complete)] == []
    st.forests[0][(3, -2)] = (tiles.of("minerals").id, False, None)
    st.changed(0)
    legal(st, Complete(0, 0, ((1, 0), (1, -1), (2, -1), (3, -2))))


def test_steps_go_only_onto_adjacent_tiles():
    """ "always only onto adjacent tiles\""""
    st, move, forest = one_task()
    refused(st, Complete(0, 0, ((1, 0), (3, 0), (2, 0))), "path_adjacent")
    refused(st, Complete(0, 0, ((2, 0), (1, 0), (3, 0))), "path_adjacent")


def test_the_forest_must_stay_connected():
    """ "Important: Your Forest tiles must always be connected. You can't complete a task if removing the
    corresponding tile would divide your forest into multiple areas.\""""
    tiles = Tiles()
    forest, moves = rows(tiles, 1)
    forest[(-1, 0)] = (tiles.of("leaves"), False, None)  # a tile hanging on the task tile alone
    st = position(forest)
    refused(st, moves[0], "split_forest")
    assert st.legal_actions(0) == [EndTurn()]
    task = forest[(0, 0)][0].task
    assert task_blocker(st.forest_map(0), (0, 0), task) == "split_forest"
    st.forests[0][(-1, 1)] = (tiles.of("leaves").id, False, None)  # now it hangs on (0, 1)... not yet
    st.forests[0][(0, 1)] = (tiles.of("leaves").id, False, None)  # (0, 1) joins (-1, 1) to (1, 0)
    st.changed(0)
    legal(st, moves[0])


def test_no_task_here():
    st, move, forest = one_task()
    refused(st, Complete(5, 5, move.path), "no_tile")
    refused(st, Complete(1, 0, ((2, 0), (3, 0), (3, -1))), "not_a_task")
    refused(st, Complete(0, 0, "east"), "bad_action")  # type: ignore[arg-type]


def test_tasks_only_after_placing_tiles():
    """The three steps go in order: tasks come after step 2."""
    tiles = Tiles()
    forest, moves = rows(tiles, 1)
    st = position(forest, phase=PLACE)
    refused(st, moves[0], "place_first")
    t = st.display_tiles()[0]
    st.apply(PlaceForest(t, -1, 0))
    refused(st, moves[0], "place_second")


def test_chains_continue_from_the_new_task_tile():
    """ "It is now a new task to be completed in your forest ... either complete more tasks (with this or another
    animal) or end your turn.\""""
    tiles = Tiles()
    first = tiles.any_task(3)
    forest = {(0, 0): (first, True, 0)}
    hexes = [(1, 0), (2, 0), (3, 0)]
    for h, e in zip(hexes, first.task):
        forest[h] = (tiles.of(e), False, None)
    end_tile = forest[(3, 0)][0]
    chain = [(3 - i, i) for i in range(1, len(end_tile.task) + 1)]  # south-west from (3, 0), touching (2, 0)
    for h, e in zip(chain, end_tile.task):
        forest[h] = (tiles.of(e), False, None)
    st = position(forest)
    legal(st, Complete(0, 0, tuple(hexes)))
    second = Complete(3, 0, tuple(chain))
    assert second in st.legal_actions(0)
    legal(st, second)
    assert [d[1] for d in st.done[0]] == [0, 0] and st.tasks_this_turn == 2
    assert st.forests[0][chain[-1]][1:] == (True, 0)


def test_the_starting_tile_special_task():
    """ "the first and last tile of the path must show the same-colored element. In between, you must move the
    animal over 4 tiles of different colors.\""""
    tiles = Tiles()
    st0 = fresh()
    elements = ["water", "fruits", "flowers", "leaves", "minerals", "water"]
    forest = {(0, 0): (start_tile(st0), True, 0)}
    for i, e in enumerate(elements, start=1):
        forest[(i, 0)] = (tiles.of(e), False, None)
    forest[(1, 1)] = (tiles.of("fruits"), False, None)
    st = position(forest)
    path = tuple((i, 0) for i in range(1, 7))
    legal(st, Complete(0, 0, path))
    assert st.done[0] == [(96, 0, 1, False)] and st.score(0) == 10
    bad = {**forest, (5, 0): (tiles.of("flowers"), False, None)}  # flowers twice between
    st = position(bad)
    refused(st, Complete(0, 0, path), "start_sequence")
    refused(st, Complete(0, 0, path[:5]), "path_length", need=6, got=5)


def test_end_turn_is_always_possible_in_step_3():
    st, move, _ = one_task()
    assert EndTurn() in st.legal_actions(0)
    legal(st, EndTurn())
    assert st.to_move() == 1
