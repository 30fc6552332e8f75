"""assets/data/voice.yaml holds the numbers of DESIGN section 4, and bad data is named."""

from __future__ import annotations

import copy

import pytest
import yaml

from woods_desktop.core.game import make_config
from woods_desktop.data.assets import asset_path
from woods_desktop.data.loader import DataError
from woods_desktop.games.voice.data import load_definition, load_voice_data, parse_voice_data

POINTS = {
    1: "А В Е/Ё И/Й К Л Н О",
    2: "Д М П Р С Т",
    3: "Б Г З У Ъ/Ь Я",
    4: "Ж Х Ч Ш Ы",
    5: "Ф Ц Щ Э Ю",
}
ORDINARY = {
    "О": 9,
    "А": 8,
    "Е/Ё": 8,
    "И/Й": 8,
    "Н": 6,
    "Т": 6,
    "С": 5,
    "В": 4,
    "Л": 4,
    "Р": 4,
    "Д": 3,
    "К": 3,
    "М": 3,
    "П": 3,
    "У": 3,
    "Б": 2,
    "Г": 2,
    "З": 2,
    "Ъ/Ь": 2,
    "Ы": 2,
    "Я": 2,
    "Ж": 1,
    "Ф": 1,
    "Х": 1,
    "Ц": 1,
    "Ч": 1,
    "Ш": 1,
    "Щ": 1,
    "Э": 1,
    "Ю": 1,
}


def _raw():
    path = asset_path("data", "voice.yaml")
    with open(path, encoding="utf-8") as fh:
        return path, yaml.safe_load(fh)


def test_thirty_faces_with_the_letter_values_of_the_advanced_variant():
    """Letter values: 1 point А В Е/Ё И/Й К Л Н О ... 5 points Ф Ц Щ Э Ю."""
    data = load_voice_data()
    assert len(data.faces) == 30
    got = {f.label: f.points for f in data.faces}
    want = {label: p for p, labels in POINTS.items() for label in labels.split()}
    assert got == want
    doubles = {f.label: f.letters for f in data.faces if len(f.letters) > 1}
    assert doubles == {"Е/Ё": ("Е", "Ё"), "И/Й": ("И", "Й"), "Ъ/Ь": ("Ъ", "Ь")}


def test_110_cards_with_12_starting_cards_of_which_4_are_marked():
    """110 tree cards (including 12 starting cards); the 4 marked ones are Т Л У М."""
    data = load_voice_data()
    assert len(data.cards) == 110
    label = [f.label for f in data.faces]
    starting = sorted(label[c.face] for c in data.cards if c.starting)
    assert starting == sorted("А О Е/Ё И/Й Н С Р К Т Л У М".split())
    assert sorted(label[c.face] for c in data.cards if c.marked) == sorted("Т Л У М".split())
    ordinary: dict[str, int] = {}
    for c in data.cards:
        if not c.starting:
            ordinary[label[c.face]] = ordinary.get(label[c.face], 0) + 1
    assert ordinary == ORDINARY


def test_player_count_numbers():
    """Cubes 14/16/18/18; 4/4/8/13 ordinary cards; fields 3x4/4x4/4x5/5x5; decks 40/50/60/70."""
    p = load_voice_data().players
    assert [p[n].cubes for n in (2, 3, 4, 5)] == [14, 16, 18, 18]
    assert [p[n].extra_cards for n in (2, 3, 4, 5)] == [4, 4, 8, 13]
    assert [(p[n].rows, p[n].cols) for n in (2, 3, 4, 5)] == [(3, 4), (4, 4), (4, 5), (5, 5)]
    assert [p[n].deck for n in (2, 3, 4, 5)] == [40, 50, 60, 70]
    assert [p[n].use_marked for n in (2, 3, 4, 5)] == [False, True, True, True]


def test_definition_and_config():
    d = load_definition()
    assert d.id == "voice" and d.title_key == "voice.title" and d.blurb_key == "voice.blurb"
    assert [(v.id, v.min_seats, v.max_seats) for v in d.variants] == [("standard", 2, 5), ("advanced", 2, 5)]
    assert d.options[0].id == "minute" and d.options[0].choices == ("private", "table")
    cfg = make_config(d, 3, "advanced", {"minute": "table"})
    st = d.new_game(cfg, 7)
    assert st.seats == 3 and st.variant == "advanced" and st.options["minute"] == "table"
    with pytest.raises(ValueError):
        make_config(d, 6)
    with pytest.raises(ValueError):
        d.new_game({"seats": 1, "variant": "standard", "options": {}, "names": ["a"]}, 1)
    with pytest.raises(ValueError):
        d.new_game({"seats": 2, "variant": "nope", "options": {}, "names": ["a", "b"]}, 1)


@pytest.mark.parametrize(
    "mutate, key",
    [
        (lambda d: d["faces"]["А"].pop("points"), "faces.А.points"),
        (lambda d: d["faces"]["Е/Ё"].__setitem__("letters", "ЕЁ"), "faces.Е/Ё.letters"),
        (lambda d: d["cards"]["ordinary"].__setitem__("Q", 1), "cards.ordinary.Q"),
        (lambda d: d["cards"]["ordinary"].__setitem__("О", 10), "cards"),
        (lambda d: d["players"]["3"].__setitem__("rows", 5), "players.3"),
        (lambda d: d["players"]["5"].__setitem__("deck", 99), "players.5.deck"),
        (lambda d: d["players"]["2"].__setitem__("cubes", "many"), "players.2.cubes"),
        (lambda d: d["rules"].pop("leader_cubes"), "rules.leader_cubes"),
        (lambda d: d["cards"].__setitem__("marked", ["Щ"]), "cards.marked"),
    ],
)
def test_bad_data_names_the_file_and_the_key(mutate, key):
    path, raw = _raw()
    broken = copy.deepcopy(raw)
    mutate(broken)
    with pytest.raises(DataError) as err:
        parse_voice_data(path, broken)
    assert err.value.key == key
    assert "voice.yaml" in str(err.value)
