"""assets/data/whispering/missions.yaml: the rulebook's six missions, checked on load; a broken file names
the file and the key at fault."""

from __future__ import annotations

import copy

import pytest

from woods_desktop.data.loader import DataError, load_data
from woods_desktop.games.whispering.data import MISSIONS_FILE, parse_missions

RULEBOOK = {
    1: (60, 1, [("each_animal", 1)]),
    2: (70, 1, [("each_animal", 1), ("pairs", 4)]),
    3: (75, 1, [("distinct_animals", 0), ("animal_element", 2), ("animal_turn", 2)]),
    4: (80, 1, [("distinct_animals", 0), ("same_element", 3), ("animal_points", 8)]),
    5: (85, 2, [("each_animal", 2), ("elements", 6), ("animal_turn", 3)]),
    6: (95, 3, [("each_animal", 2), ("animal_turn", 4), ("animal_points", 12)]),
}


def test_the_six_missions_as_the_rulebook_prints_them(data):
    assert data.solo_spaces == 12
    got = {m.level: (m.min_score, m.refresh_cost, [(o.kind, o.amount) for o in m.objectives]) for m in data.missions}
    assert got == RULEBOOK
    # "up to 13 (Level 1), 14 (Level 2), or 15 turns (Level 3-6)"
    assert [12 + len(m.objectives) for m in data.missions] == [13, 14, 15, 15, 15, 15]


@pytest.fixture(scope="module")
def raw():
    return load_data(MISSIONS_FILE)


@pytest.mark.parametrize(
    "edit, key",
    [
        (lambda r: r.pop("base_spaces"), "base_spaces"),
        (lambda r: r["missions"].pop(2), "missions"),
        (lambda r: r["missions"][3].pop("min_score"), "missions.3.min_score"),
        (lambda r: r["missions"][5].__setitem__("refresh_cost", -1), "missions.5.refresh_cost"),
        (lambda r: r["missions"][1].__setitem__("objectives", []), "missions.1.objectives"),
        (lambda r: r["missions"][2]["objectives"][1].__setitem__("kind", "pears"), "missions.2.objectives.1.kind"),
        (lambda r: r["missions"][6]["objectives"][2].pop("points"), "missions.6.objectives.2.points"),
        (lambda r: r["missions"][3]["objectives"][0].__setitem__("tasks", 2), "missions.3.objectives.0.tasks"),
        (lambda r: r["missions"][5]["objectives"][1].__setitem__("elements", 7), "missions.5.objectives.1.elements"),
    ],
)
def test_a_broken_missions_file_names_the_file_and_the_key(raw, edit, key):
    path, data = raw
    broken = copy.deepcopy(data)
    edit(broken)
    with pytest.raises(DataError) as err:
        parse_missions(path, broken)
    assert err.value.key == key and err.value.path.endswith("missions.yaml")
