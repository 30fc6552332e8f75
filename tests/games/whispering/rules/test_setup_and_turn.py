"""Setup and steps 1-2 of a turn, in the rulebook's words, each with its legal and refused case."""

from __future__ import annotations

from woods_desktop.games.whispering.rules.actions import EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.view import PLACE, SECOND, TASKS

from .helpers import Tiles, config, fresh, legal, position, refused, rows, start_tile


def test_setup_starting_tile_task_side_up_with_one_animal():
    """ "Place your Starting tile with the Task side facing up ... and place 1 of your Animals on it.\""""
    st = fresh(4)
    for seat in range(4):
        assert st.forests[seat] == {(0, 0): (96 + seat, True, 0)}
        assert st.animals_left[seat] == 3
    view = st.view(0)
    assert view.forests[2][0].tile.start and view.forests[2][0].animal == 0


def test_setup_bag_and_a_display_of_6_forest_side_up():
    """ "Place all the Forest tiles into the bag and shuffle them. Draw 6 tiles ... the tile display.\""""
    st = fresh(2, seed=3)
    assert len(st.display) == 6 and None not in st.display
    assert len(st.bag) == 90
    assert sorted(st.bag + st.display) == list(range(96))
    assert fresh(2, seed=3).display == st.display
    assert fresh(2, seed=4).display != st.display


def test_the_bear_starts_and_play_goes_clockwise():
    """ "The person with the Bear starts ... You play in clockwise order.\""""
    st = fresh(3)
    assert st.to_move() == 0 and st.bear == 0 and st.last_seat == 2
    order = []
    for _ in range(4):
        order.append(st.to_move())
        for _ in range(2):
            st.apply(next(a for a in st.legal_actions(st.to_move()) if isinstance(a, PlaceForest)))
        st.apply(EndTurn())
    assert order == [0, 1, 2, 0]
    assert st.round == 2


def test_refill_the_display_to_6_but_not_on_the_first_turn():
    """ "Refill the display to 6 tiles ... (this does not apply during the first turn)." The first turn
    starts on the display laid at setup; each later turn refills what the previous player took."""
    st = fresh(2)
    first = list(st.display)
    assert st.log[-1]["type"] == "setup" and not any(e["type"] == "refill" for e in st.log)
    a, b = st.display_tiles()[:2]
    st.apply(PlaceForest(a, 1, 0))
    st.apply(PlaceForest(b, 2, 0))
    assert st.display.count(None) == 2 and len(st.bag) == 90
    st.apply(EndTurn())
    assert None not in st.display and len(st.bag) == 88
    assert [t for t in st.display if t in first] == [t for t in first if t not in (a, b)]
    assert st.log[-1]["type"] == "refill" and len(st.log[-1]["drawn"]) == 2


def test_option_a_two_tiles_forest_side_up_one_after_the_other():
    """ "A. Take 2 tiles from the display and place them in your forest, one after the other, the Forest
    side facing up.\""""
    st = fresh(2)
    a, b = st.display_tiles()[:2]
    legal(st, PlaceForest(a, 1, 0))
    assert st.phase == SECOND and st.forests[0][(1, 0)] == (a, False, None)
    refused(st, EndTurn(), "place_second")
    refused(st, PlaceTask(b, 2, 0), "second_forest")
    refused(st, Refresh(b), "refresh_late")
    legal(st, PlaceForest(b, 2, 0))  # adjacent to the first tile placed
    assert st.phase == TASKS and st.placed == [(1, 0), (2, 0)]
    refused(st, PlaceForest(st.display_tiles()[0], 0, 1), "placed_already")


def test_option_b_one_tile_task_side_up_with_an_unused_animal():
    """ "B. Take 1 tile from the display, flip it to the Task side, and place it in your forest. Then place
    one of your unused Animals on this tile.\""""
    st = fresh(2)
    t = st.display_tiles()[2]
    legal(st, PlaceTask(t, 0, 1, 1))
    assert st.forests[0][(0, 1)] == (t, True, 1)
    assert st.animals_left[0] == 2 and st.phase == TASKS
    assert st.view(1).forest(0)[(0, 1)].animal == 1


def test_option_b_you_choose_which_unused_animal_goes_on_the_tile():
    """ "Then place one of your unused Animals on this tile": any of them, the player's choice (DESIGN 4). The
    legal actions offer each unused animal; one already in the forest is refused; the log names the animal."""
    st = fresh(2)
    t = st.display_tiles()[0]
    assert st.unused_animals(0) == [1, 2, 3]  # the deer (0) stands on the starting tile
    offered = {a.animal for a in st.legal_actions(0) if isinstance(a, PlaceTask) and (a.tile, a.q, a.r) == (t, 0, 1)}
    assert offered == {1, 2, 3}
    refused(st, PlaceTask(t, 0, 1, 0), "animal_used")
    refused(st, PlaceTask(t, 0, 1, 4), "bad_action")
    legal(st, PlaceTask(t, 0, 1, 3))  # the hare, skipping the frog and the bird
    assert st.forests[0][(0, 1)] == (t, True, 3) and st.unused_animals(0) == [1, 2]
    assert st.log[-1]["type"] == "place_task" and st.log[-1]["animal"] == 3
    assert st.view(0).unused_animals(0) == (1, 2) and st.animals_left[0] == 2


def test_an_old_save_without_the_animal_puts_the_first_unused_one():
    """Saves made before the choice name no animal: their task side gets the first unused animal, as it did
    then, so they replay as they were played."""
    from woods_desktop.core.replay import make_record, replay
    from woods_desktop.games.whispering.data import load_definition

    definition = load_definition()
    st = fresh(2)
    t = st.display_tiles()[0]
    record = make_record(definition, config(2), 1, [PlaceTask(t, 0, 1, 3)])
    record["actions"][0].pop("animal")  # as written before the choice existed
    again, actions = replay(record, {definition.id: definition})
    assert actions == [PlaceTask(t, 0, 1)] and again.forests[0][(0, 1)] == (t, True, 1)


def test_option_b_closed_once_all_4_animals_are_in_the_forest():
    """ "If all 4 of your Animals are already in your forest, you can no longer choose this option.\""""
    tiles = Tiles()
    forest, _ = rows(tiles, 3, first_animal=1)
    st = position({(0, -1): (start_tile(fresh()), True, 0), **forest}, phase=PLACE)
    assert st.animals_left[0] == 0
    t = st.display_tiles()[0]
    refused(st, PlaceTask(t, 0, -2), "no_animal")
    assert not any(isinstance(a, PlaceTask) for a in st.legal_actions(0))
    legal(st, PlaceForest(t, 0, -2))


def test_a_tile_goes_next_to_a_side_of_a_tile_already_in_the_forest():
    """ "There is only one placement rule: the tile must be placed adjacent to at least one side of a tile
    that is already in your forest.\""""
    st = fresh(2)
    t = st.display_tiles()[0]
    refused(st, PlaceForest(t, 2, 0), "not_adjacent")
    refused(st, PlaceTask(t, 5, -5), "not_adjacent")
    refused(st, PlaceForest(t, 0, 0), "hex_taken")
    refused(st, PlaceForest(st.bag[0], 1, 0), "not_in_display")
    places = {(a.q, a.r) for a in st.legal_actions(0) if isinstance(a, PlaceForest) and a.tile == t}
    assert places == {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    legal(st, PlaceForest(t, -1, 1))


def test_you_must_take_tiles_before_ending_the_turn():
    """ "On your turn, you must take 1 or 2 new Forest tiles from the display.\""""
    st = fresh(2)
    refused(st, EndTurn(), "place_first")
    assert EndTurn() not in st.legal_actions(0)


def test_a_single_tile_left_in_the_display_is_taken_alone():
    """The rulebook's end ("Continue playing with the remaining tiles"): with one tile left, option A takes
    just that one (DESIGN brief); with none, step 2 is skipped."""
    st = fresh(2)
    st.display = [st.display[0], None, None, None, None, None]
    st.bag = []
    st.changed(0)
    t = st.display[0]
    legal(st, PlaceForest(t, 1, 0))
    assert st.phase == TASKS and st.display_tiles() == []
    st.apply(EndTurn())
    assert st.to_move() == 1 and st.phase == TASKS  # an empty display: nothing to take
    assert st.legal_actions(1) == [EndTurn()]


def test_legal_actions_only_for_the_seat_to_move():
    st = fresh(2)
    assert st.legal_actions(1) == [] and st.legal_actions(None) == []
    # six tiles x six places x (forest side up, or task side up with each of the 3 unused animals)
    assert len(st.legal_actions(0)) == 6 * 6 * (1 + 3)


def test_unknown_and_malformed_moves_are_refused():
    st = fresh(2)
    refused(st, "pass", "unknown_action")
    refused(st, PlaceForest("7", 1, 0), "bad_action")  # type: ignore[arg-type]
    refused(st, PlaceForest(st.display[0], 1.5, 0), "bad_action")  # type: ignore[arg-type]
