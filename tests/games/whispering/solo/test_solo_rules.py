"""The solo mode's rules in the rulebook's words: setup, step 4, the scoring board's spaces, the end and
the outcome."""

from __future__ import annotations

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.data import load_definition, load_whispering_data
from woods_desktop.games.whispering.rules.actions import EndTurn, PlaceForest, Refresh
from woods_desktop.games.whispering.rules.determinize import determinize
from woods_desktop.games.whispering.rules.state import new_game
from woods_desktop.games.whispering.rules.undo import undoable
from woods_desktop.games.whispering.rules.view import OVER, PLACE, TASKS

from .helpers import done, of_element, play_quietly, quiet_turn, solo, tiles_everywhere, to_tasks

DATA = load_whispering_data()


def test_setup_one_starting_tile_one_animal_on_it_three_waiting_no_bonus_cards():
    """ "Take 1 Starting tile and 1 Animal of each color. Return the remaining Starting tiles, Animals, and
    Bonus cards to the box." "Place 1 Animal, of any color, on the Starting tile." "Draw 6 tiles"."""
    st = solo(3)
    v = st.view(0)
    assert v.variant == "solo" and v.seats == 1 and v.mission == 3 and v.min_score == 75
    assert [(c.q, c.r, c.tile.start, c.task_side, c.animal) for c in v.forests[0]] == [(0, 0, True, True, 0)]
    assert v.animals_left == (3,) and len(v.display_tiles()) == 6
    assert v.bonus_left == () and v.bonus_points == ()
    assert len(v.board) == 15 and v.spaces_open() == 12 and v.turns_left == 12
    assert [s.unlock for s in v.board[12:]] == [0, 1, 2] and not any(s.open for s in v.board[12:])
    assert [o.space for o in v.objectives] == [12, 13, 14]


def test_the_solo_mode_has_one_seat_and_a_known_mission():
    d = load_definition()
    with pytest.raises(ValueError):
        new_game({**make_config(d, 2), "variant": "solo"}, 1, DATA)
    with pytest.raises(ValueError):
        new_game(make_config(d, 1, "solo", {"mission": 9}), 1, DATA)
    assert new_game(make_config(d, 1, "solo", {"mission": None}), 1, DATA).view(0).mission == 1
    spec = d.variant("solo")
    assert (spec.min_seats, spec.max_seats) == (1, 1)
    assert [o.id for o in d.options] == ["mission"] and d.options[0].choices == (1, 2, 3, 4, 5, 6)


def test_12_turns_with_no_objective_met_then_the_game_ends():
    """ "You start each mission with 12 available turns." """
    st = solo(1)
    assert play_quietly(st) == 12
    v = st.view(0)
    assert st.is_over() and v.phase == OVER and v.turns_left == 0
    assert v.spaces_filled() == 12 and v.board[12].tile is None and not v.board[12].open
    out = st.outcome()
    assert out.kind == "solo" and out.won is False and out.over
    assert [o.met for o in out.objectives] == [False, False]


def test_step_4_draws_onto_the_next_free_space_and_removes_that_element_from_the_display():
    """ "Draw a Forest tile from the bag. Place it in one of the empty spaces around the Scoring board.
    Additionally, remove all tiles from the existing display that match the color of the tile drawn.
    Set the removed tiles aside; they will no longer be used in this game." """
    st = solo(1, seed=4)
    to_tasks(st)
    left = [t for t in st.display if t is not None]
    element = DATA.tiles[left[0]].element
    # the bag's next tile has the element of a display tile
    nxt = next(i for i, t in enumerate(st.bag) if DATA.tiles[t].element == element)
    st.bag[nxt], st.bag[-1] = st.bag[-1], st.bag[nxt]
    drawn = st.bag[-1]
    gone = [t for t in left if DATA.tiles[t].element == element]
    st.apply(EndTurn())
    v = st.view(0)
    assert v.board[0].tile.id == drawn and [t.id for t in v.board[0].removed] == gone
    assert not set(gone) & set(st.display) and not set(gone) & set(st.bag)
    event = next(e for e in st.events(0) if e["type"] == "board_draw")
    assert event["element"] == element and event["removed"] == gone and event["space"] == 0
    assert v.turns_left == 11 and v.phase == PLACE and len(v.display_tiles()) == 6  # refilled for turn 2
    assert sorted(tiles_everywhere(st)) == list(range(96))


def test_a_drawn_tile_of_an_element_not_in_the_display_removes_nothing():
    st = solo(1, seed=5)
    to_tasks(st)
    shown = {DATA.tiles[t].element for t in st.display if t is not None}
    other = next(i for i, t in enumerate(st.bag) if DATA.tiles[t].element not in shown)
    st.bag[other], st.bag[-1] = st.bag[-1], st.bag[other]
    before = [t for t in st.display if t is not None]
    st.apply(EndTurn())
    assert st.removed[0] == [] and set(before) <= set(st.display)


def test_an_objective_met_at_a_turn_s_end_stays_met_and_unlocks_its_space_at_once():
    """ "With each objective you achieve within a mission, you unlock an extra turn by gaining an additional
    space for a tile in Step 4." Checked at the end of the turn, before the draw."""
    st = solo(1)
    to_tasks(st)
    water = of_element("water", 3)
    done(st, [(96, 0, 1), (water[0], 1, 1), (water[1], 2, 1), (water[2], 3, 1)])
    assert not st.view(0).board[12].open  # not before the turn's end
    st.apply(EndTurn())
    v = st.view(0)
    assert v.objectives[0].met and v.objectives[0].met_turn == 1 and v.board[12].open
    assert v.spaces_open() == 13 and v.turns_left == 12
    met = [e for e in st.events(0) if e["type"] == "objective_met"]
    assert met == [{"type": "objective_met", "index": 0, "key": v.objectives[0].key, "space": 12, "turn": 1}]
    st.done[0] = []  # the tasks gone (not possible in play): the objective stays met all the same
    assert play_quietly(st) == 12
    assert st.view(0).spaces_filled() == 13 and st.outcome().objectives[0].met


def test_the_game_ends_at_once_when_the_last_open_space_is_filled():
    """ "The game ends immediately when you place a tile in the last available space around the Scoring
    board." No refill, no next turn."""
    st = solo(2)
    play_quietly(st, 11)
    display = list(st.display)
    to_tasks(st)
    st.apply(EndTurn())
    assert st.is_over() and st.to_move() is None and st.legal_actions(0) == []
    kinds = [e["type"] for e in st.events(0)[-3:]]
    assert kinds == ["end_turn", "board_draw", "game_end"]
    assert st.events(0)[-1]["passed"] is False
    with pytest.raises(IllegalAction):
        st.apply(EndTurn())
    assert len(display) == 6


def test_no_tile_left_in_the_bag_for_step_4_ends_the_game():
    st = solo(1)
    to_tasks(st)
    st.removed[5] = list(st.bag)  # every bag tile set aside (by hand)
    st.bag = []
    st.apply(EndTurn())
    assert st.is_over() and st.events(0)[-2]["type"] == "board_empty"


@pytest.mark.parametrize("level, cost", [(1, 1), (2, 1), (3, 1), (4, 1), (5, 2), (6, 3)])
def test_a_refresh_flip_costs_the_mission_s_refresh_cost(level, cost):
    """Level 5: "Flipping a Forest tile to refresh the display costs you 2 points (instead of 1)."
    Level 6: "... costs you 3 points". The flipped task still counts for the objectives."""
    st = solo(level)
    tile = of_element("leaves", 1)[0]
    done(st, [(tile, 0, 1)])
    score = st.score(0)
    st.apply(Refresh(tile))
    assert st.score(0) == score - cost and st.view(0).refresh_cost == cost
    assert st.outcome().details["flips"] == [1]
    assert st.outcome().objectives[-1].params["n"] == score - cost


def test_the_solo_game_has_no_bonus_card_and_no_task_target():
    """ "You can complete multiple tasks in one turn, but in the solo game, you do not receive any Bonus cards." """
    st = solo(1)
    to_tasks(st)
    tiles = [t.id for t in DATA.forest_tiles if t.element == "water"][:12]
    done(st, [(t, i % 4, 1) for i, t in enumerate(tiles)])
    st.apply(EndTurn())
    assert st.bonuses == [[]] and not st.end_triggered and not st.is_over()


def test_completed_tasks_are_recorded_under_their_animal():
    """ "Place each completed task next to the Animal tile that matches the color of the Animal you used." """
    st = solo(1)
    done(st, [(96, 0, 1), (3, 2, 1), (20, 2, 2)])
    assert [[d.tile.id for d in pile] for pile in st.view(0).by_animal()] == [[96], [], [3, 20], []]


def test_the_score_is_task_points_less_the_refresh_cost_and_passing_needs_the_minimum():
    st = solo(1)
    to_tasks(st)
    rich = [t.id for t in DATA.forest_tiles if t.points >= 9][:6]
    done(st, [(96, 0, 1)] + [(t, 1 + i % 3, 1) for i, t in enumerate(rich)])
    st.apply(EndTurn())
    play_quietly(st)
    out = st.outcome()
    points = 10 + sum(DATA.tiles[t].points for t in rich)
    assert out.scores == (float(points),) and out.won is (points >= 60)
    assert out.objectives[-1].key == "whispering.solo.objective.min_score"
    assert out.details["breakdown"]["rows"][-1] == [points]


def test_undo_goes_back_within_the_turn_never_across_step_4():
    st = solo(1)
    first = next(a for a in st.legal_actions(0) if isinstance(a, PlaceForest))
    st.apply(first)
    assert undoable(st, first)
    st.apply(next(a for a in st.legal_actions(0) if isinstance(a, PlaceForest)))
    st.apply(EndTurn())
    assert not undoable(st, EndTurn())


def test_a_completion_in_solo_is_undoable():
    from ..rules.helpers import Tiles, rows

    st = solo(1)
    done(st, [(96, 0, 1)])  # the starting task done: its animal 0 is back in no forest
    forest, moves = rows(Tiles(exclude=[t for t in st.display if t is not None]), 1, first_animal=1)
    ids = [t.id for t, _, _ in forest.values()]
    st.bag = [t for t in st.bag if t not in ids]
    st.forests[0] = {h: (t.id, up, a) for h, (t, up, a) in forest.items()}
    st.animals_left[0] = 2
    st.phase = TASKS
    st.changed(0)
    assert moves[0] in st.legal_actions(0)
    st.apply(moves[0])
    assert undoable(st, moves[0]) and st.phase == TASKS and st.done[0][-1][1] == 1


def test_determinize_rebuilds_the_solo_view():
    st = solo(4, seed=9)
    play_quietly(st, 3)
    done(st, [(of_element("minerals", 1)[0], 0, 2)])
    v = st.view(0)
    one = determinize(v, Rng(1), DATA)
    assert one.view(0) == v and one.legal_actions(0) == st.legal_actions(0)
    assert sorted(one.bag) == sorted(st.bag)
    quiet_turn(one)
    assert one.view(0).turns_left == v.turns_left - 1


def test_the_base_game_shows_no_solo_fields():
    from ..rules.helpers import fresh

    v = fresh(2).view(0)
    assert v.mission is None and v.board == () and v.objectives == () and v.turns_left is None
