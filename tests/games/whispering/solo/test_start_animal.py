"""Solo setup B, "Place 1 Animal, of any color, on the Starting tile": the player's choice, as the engine's
first action of a mission (issue 34, item 12). Every other move waits for it and is refused with the reason,
the state unchanged; the bots, the hint and a determinized state ask the engine for it."""

from __future__ import annotations

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering.bots.solver import SoloBot, solo_plan
from woods_desktop.games.whispering.data import load_definition, load_whispering_data
from woods_desktop.games.whispering.rules.actions import (
    ACTION_TYPES,
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
    StartAnimal,
)
from woods_desktop.games.whispering.rules.determinize import determinize
from woods_desktop.games.whispering.rules.state import new_game
from woods_desktop.games.whispering.rules.undo import undoable
from woods_desktop.games.whispering.rules.view import PLACE, START

from .helpers import solo

ERR = "whispering.refused."


def _refused(st, action, key: str) -> None:
    before = st.to_dict()
    assert st.refusal(action) is not None and st.refusal(action).key == ERR + key
    with pytest.raises(IllegalAction) as caught:
        st.apply(action)
    assert caught.value.key == ERR + key
    assert st.to_dict() == before


def test_a_mission_opens_with_the_starting_tile_waiting_for_the_animal_the_player_chooses():
    st = solo(3, start=None)
    v = st.view(0)
    assert v.phase == START and st.to_move() == 0
    assert [(c.q, c.r, c.tile.start, c.task_side, c.animal) for c in v.forests[0]] == [(0, 0, True, True, None)]
    assert v.animals_left == (4,) and v.unused_animals(0) == (0, 1, 2, 3)
    assert st.legal_actions(0) == [StartAnimal(a) for a in range(4)]  # any of the four colours
    assert len(v.display_tiles()) == 6 and v.turns_left == 12  # the first turn has not begun its step 2


@pytest.mark.parametrize("animal", [0, 1, 2, 3])
def test_the_chosen_animal_stands_on_the_starting_tile_and_the_first_turn_begins(animal):
    st = solo(1, start=None)
    display = list(st.display)
    st.apply(StartAnimal(animal))
    v = st.view(0)
    assert v.phase == PLACE and v.turn == 1 and list(st.display) == display  # no draw: the same display
    assert v.forest(0)[(0, 0)].animal == animal and v.animals_left == (3,)
    assert v.unused_animals(0) == tuple(a for a in range(4) if a != animal)
    assert st.events(0)[-1] == {"type": "start_animal", "seat": 0, "animal": animal}
    assert all(a.animal != animal for a in st.legal_actions(0) if isinstance(a, PlaceTask))
    _refused(st, StartAnimal((animal + 1) % 4), "start_done")


def test_nothing_else_comes_before_the_animal_and_bad_choices_are_refused():
    st = solo(2, start=None)
    tile = st.display[0]
    for action in (PlaceForest(tile, 1, 0), PlaceTask(tile, 1, 0, 1), Refresh(tile), Complete(0, 0, ()), EndTurn()):
        _refused(st, action, "start_first")
    for bad in (4, -1, True, "1", None):
        _refused(st, StartAnimal(bad), "bad_action")  # type: ignore[arg-type]


def test_the_game_for_2_to_4_players_starts_as_before():
    d = load_definition()
    st = new_game(make_config(d, 2), 1, load_whispering_data())
    assert st.phase == PLACE and not any(isinstance(a, StartAnimal) for a in st.legal_actions(0))
    assert all(st.forests[i][(0, 0)][2] == 0 for i in range(2))
    _refused(st, StartAnimal(1), "start_done")


def test_the_choice_round_trips_is_undoable_and_survives_determinizing():
    d = load_definition()
    assert ACTION_TYPES["StartAnimal"] is StartAnimal
    assert d.decode_action(d.encode_action(StartAnimal(3))) == StartAnimal(3)
    st = solo(1, start=None)
    again = determinize(st.view(0), Rng(5), st.data)
    assert again.phase == START and again.legal_actions(0) == st.legal_actions(0)
    st.apply(StartAnimal(3))
    assert undoable(st, StartAnimal(3))  # nothing was drawn: a wrong click can be taken back
    again = determinize(st.view(0), Rng(5), st.data)
    assert again.phase == PLACE and again.forests[0][(0, 0)][2] == 3


def test_the_solver_and_the_hint_take_an_animal_the_engine_offers():
    st = solo(4, start=None)
    legal = st.legal_actions(0)
    plan = solo_plan(st.view(0), legal)
    assert plan.actions and plan.actions[0] in legal and len(plan.actions) == 1 and plan.why == "hint.start"
    bot = SoloBot(0, 3)
    action = bot.choose(st.view(0), legal)
    assert action in legal
    st.apply(action)
    assert bot.choose(st.view(0), st.legal_actions(0)) in st.legal_actions(0)  # and plans the first turn
