"""The game log in words against what happened: every placement names the neighbours the player saw.

Seen in the real window: a tile laid beside the frog's task was logged as "next to ... and Fruits" (the
task tile's forest side, which nobody could see). Replays a game of the hard computer against itself
(tests/games/whispering/data/endgame_game.json, by `build/record_whispering_positions.py endgame`: rerun it
when the tiles change) in which tiles are laid beside tasks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from woods_desktop.core.hexgrid import neighbours
from woods_desktop.data.strings import Strings
from woods_desktop.games.whispering.data import load_definition
from woods_desktop.games.whispering.rules.actions import PlaceForest, PlaceTask
from woods_desktop.games.whispering.text import ForestLog, element_name

RECORD = Path(__file__).parent / "data" / "endgame_game.json"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_placement_names_its_neighbours_as_the_player_sees_them(lang):
    d = load_definition()
    t = Strings(lang).t
    record = json.loads(RECORD.read_text())
    state = d.new_game(record["config"], record["seed"])
    tiles = {tile.id: tile for tile in d.extras["data"].tiles}
    log = ForestLog(t, ["Anna", "Boris"], tiles)
    task_word = t("whispering.log.a_task")
    seen = 0
    for move in record["actions"]:
        action = d.decode_action(move)
        seat = state.to_move()
        expected: list[str] = []
        if isinstance(action, (PlaceForest, PlaceTask)):
            forest = state.forest_map(seat)
            for h in neighbours((action.q, action.r)):
                if h in forest:
                    element, task_side = forest[h]
                    word = task_word if task_side and element is not None else element_name(t, element)
                    expected.append(word)
        before = len(state.log)
        state.apply(action)
        for event in state.log[before:]:
            line = log.next_line(event)
            if event.get("type") in ("place_forest", "place_task"):
                assert line is not None
                names = list(dict.fromkeys(expected))  # distinct, in the order around the hex
                if len(names) > 1:
                    where = t("whispering.log.and", first=", ".join(names[:-1]), last=names[-1])
                else:
                    where = names[0] if names else ""
                assert where in line, (line, where)
                seen += 1 if task_word in line else 0
    assert seen >= 3  # the game lays tiles beside tasks: the test looks at them
