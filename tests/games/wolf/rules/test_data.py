"""The data files, their loader (every problem named by file and key) and the definition."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from woods_desktop.data.assets import asset_path
from woods_desktop.data.loader import DataError, load_yaml
from woods_desktop.games.wolf.data import GAME_FILE, PRESENTS_FILE, TASKS_FILE, parse_wolf_data, rules_hash
from woods_desktop.games.wolf.present_drawings import DRAWINGS

from .helpers import data, definition

GAME = asset_path("data", *GAME_FILE)
TASKS = asset_path("data", *TASKS_FILE)
PRESENTS = asset_path("data", *PRESENTS_FILE)


def _raw():
    return load_yaml(GAME), load_yaml(TASKS)


def _parse(game, tasks, presents=None):
    presents = presents if presents is not None else load_yaml(PRESENTS)
    return parse_wolf_data(GAME, game, TASKS, tasks, PRESENTS, presents)


def test_the_data_matches_design_section_4():
    d = data()
    assert dict(d.tokens) == {
        "present": 10,
        "sleeping_wolf": 2,
        "basket": 2,
        "scooter": 1,
        "puddle": 3,
        "thorn_bush": 3,
        "windfall": 3,
        "ravine": 3,
        "beehive": 3,
    }
    heroes = [(h.id, h.steps, h.baskets, h.impassable) for h in d.heroes]
    assert heroes == [
        ("squirrel", 3, 2, ("puddle", "ravine")),
        ("magpie", 4, 1, ("thorn_bush", "beehive")),
        ("badger", 2, 3, ("ravine", "windfall")),
        ("fawn", 3, 2, ("puddle", "thorn_bush")),
    ]
    assert (d.min_heroes, d.max_heroes, d.surprise_presents, d.best_presents, d.task_penalty) == (2, 4, 5, 10, 2)
    assert [x.id for x in d.difficulties] == ["easy", "normal", "hard"] and d.default_difficulty == "normal"
    for x in d.difficulties:
        assert [n for n, _ in x.path] == [2, 3, 4]
        assert all(steps > 0 for _, steps in x.path)
    paths = [d.difficulty(x).path_for(3) for x in ("easy", "normal", "hard")]
    assert paths[0] > paths[1] > paths[2]


def test_thirty_task_cards_green_and_orange_in_both_languages():
    tasks = data().tasks
    assert len(tasks) == 30 and len({t.id for t in tasks}) == 30
    frames = [t.frame for t in tasks]
    assert frames.count("green") == 18 and frames.count("orange") == 12
    cyrillic = re.compile("[а-яё]", re.IGNORECASE)
    for t in tasks:
        assert t.en.strip() and not cyrillic.search(t.en), t.id
        assert cyrillic.search(t.ru), t.id
        assert len(t.en) <= 100 and len(t.ru) <= 100, t.id  # read from across the table


def test_the_definition():
    d = definition()
    assert d.id == "wolf" and (d.title_key, d.blurb_key) == ("wolf.title", "wolf.blurb")
    (variant,) = d.variants
    assert (variant.id, variant.min_seats, variant.max_seats, variant.robot_seat) == ("standard", 2, 4, False)
    assert d.default_options() == {"difficulty": "normal", "heroes": (), "left_out": ()}
    (difficulty,) = [o for o in d.options if o.id == "difficulty"]
    assert difficulty.choices == ("easy", "normal", "hard") and difficulty.help_key == "wolf.option.difficulty.help"
    assert set(d.action_types) == {
        "Step",
        "Give",
        "EndMove",
        "TakeToken",
        "PlayHelp",
        "SkipMove",
        "ClearBlock",
        "TaskAnswer",
        "FinishTurn",
    }
    assert d.view_type.__name__ == "WolfView" and d.determinize is not None
    assert d.rules_hash == rules_hash(data()) and len(d.rules_hash) == 16
    assert callable(d.extras["undoable"])


def test_the_rules_hash_follows_the_rules_not_the_wording_of_a_card():
    game, tasks = _raw()
    game["difficulties"]["hard"]["path"] = 9
    assert rules_hash(_parse(game, tasks)) != definition().rules_hash
    game, tasks = _raw()
    tasks["cards"][0]["ru"] = "Попрыгай на одной ноге пять раз."
    assert rules_hash(_parse(game, tasks)) == definition().rules_hash
    tasks["cards"][0]["frame"] = "orange"
    assert rules_hash(_parse(game, tasks)) != definition().rules_hash


def test_a_path_may_be_given_per_hero_count():
    game, tasks = _raw()
    game["difficulties"]["easy"]["path"] = {2: 20, 3: 18, 4: 16}
    d = _parse(game, tasks)
    assert [d.difficulty("easy").path_for(n) for n in (2, 3, 4)] == [20, 18, 16]


def _break(target: dict, key: str, value):
    node = target
    parts = key.split(".")
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    last = parts[-1]
    if value is KeyError:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value


@pytest.mark.parametrize(
    "key, value, where",
    [
        ("board.cols", 6, "board"),
        ("board.sections", 0, "board.sections"),
        ("tokens.present", 11, "tokens"),
        ("tokens.present", KeyError, "tokens.present"),
        ("tokens.help.scooter", -1, "tokens.help.scooter"),
        ("tokens.help.skateboard", 1, "tokens.help.skateboard"),
        ("tokens.terrain.puddle", "three", "tokens.terrain.puddle"),
        ("heroes.0.steps", 0, "heroes.0.steps"),
        ("heroes.1.baskets", "one", "heroes.1.baskets"),
        ("heroes.2.impassable", ["ravine", "lava"], "heroes.2.impassable"),
        ("heroes.3.id", "squirrel", "heroes.3.id"),
        ("players.max", 5, "players.max"),
        ("players.min", 5, "players.max"),
        ("difficulties.hard.path", 0, "difficulties.hard.path"),
        ("difficulties.easy.path", {2: 10, 3: 10}, "difficulties.easy.path.4"),
        ("default_difficulty", "extreme", "default_difficulty"),
        ("presents.best", 9, "presents.best"),
        ("presents.surprise", 11, "presents.surprise"),
        ("task_not_done_steps", KeyError, "task_not_done_steps"),
    ],
)
def test_a_broken_game_file_is_named_by_file_and_key(key, value, where):
    game, tasks = _raw()
    game = copy.deepcopy(game)
    _break(game, key, value)
    with pytest.raises(DataError) as info:
        _parse(game, tasks)
    assert Path(info.value.path).name == "game.yaml" and info.value.key == where, info.value


def test_a_terrain_kind_with_no_tokens_cannot_stop_a_hero():
    game, tasks = _raw()
    game["tokens"]["terrain"]["windfall"] = 0
    game["tokens"]["present"] = 13
    game["presents"]["best"] = 13
    with pytest.raises(DataError) as info:
        _parse(game, tasks)
    assert info.value.key == "heroes.2.impassable"


@pytest.mark.parametrize(
    "key, value, where",
    [
        ("cards.3.ru", "", "cards.3.ru"),
        ("cards.4.en", KeyError, "cards.4.en"),
        ("cards.5.frame", "blue", "cards.5.frame"),
        ("cards.6.id", "hop_five", "cards.6.id"),
    ],
)
def test_a_broken_task_file_is_named_by_file_and_key(key, value, where):
    game, tasks = _raw()
    tasks = copy.deepcopy(tasks)
    _break(tasks, key, value)
    with pytest.raises(DataError) as info:
        _parse(game, tasks)
    assert Path(info.value.path).name == "tasks.yaml" and info.value.key == where, info.value


def test_the_deck_must_hold_thirty_cards():
    game, tasks = _raw()
    tasks = copy.deepcopy(tasks)
    tasks["cards"].pop()
    with pytest.raises(DataError) as info:
        _parse(game, tasks)
    assert Path(info.value.path).name == "tasks.yaml" and info.value.key == "cards"


def test_the_ten_holiday_tokens_are_ten_different_things_each_with_a_picture_and_names():
    presents = data().presents
    assert len(presents) == 10 == dict(data().tokens)["present"]
    assert len({p.id for p in presents}) == 10 and len({p.picture for p in presents}) == 10
    assert all(p.picture in DRAWINGS for p in presents)
    cyrillic = re.compile("[а-яё]", re.IGNORECASE)
    for p in presents:
        assert p.en[1].startswith("the ") and not cyrillic.search(" ".join(p.en)), p.id
        assert all(cyrillic.search(form) for form in p.ru), p.id
    honey = next(p for p in presents if p.id == "honey_jar")
    assert honey.en == ("honey jar", "the honey jar") and honey.ru == ("горшочек мёда", "горшочек мёда")
    kite = next(p for p in presents if p.id == "kite")
    assert kite.ru == ("воздушный змей", "воздушного змея")  # the accusative: «находит воздушного змея»


@pytest.mark.parametrize(
    "key, value, where",
    [
        ("presents.0.id", "", "presents.0.id"),
        ("presents.1.id", "red_gift", "presents.1.id"),
        ("presents.2.id", "basket", "presents.2.id"),
        ("presents.3.picture", "dragon", "presents.3.picture"),
        ("presents.4.picture", "cake", "presents.4.picture"),
        ("presents.5.en", KeyError, "presents.5.en"),
        ("presents.6.ru.object", KeyError, "presents.6.ru.object"),
        ("presents.7.en.name", "  ", "presents.7.en.name"),
    ],
)
def test_a_broken_presents_file_is_named_by_file_and_key(key, value, where):
    game, tasks = _raw()
    presents = copy.deepcopy(load_yaml(PRESENTS))
    _break(presents, key, value)
    with pytest.raises(DataError) as info:
        _parse(game, tasks, presents)
    assert Path(info.value.path).name == "presents.yaml" and info.value.key == where, info.value


def test_the_presents_file_holds_one_present_per_holiday_token():
    game, tasks = _raw()
    presents = copy.deepcopy(load_yaml(PRESENTS))
    presents["presents"].pop()
    with pytest.raises(DataError) as info:
        _parse(game, tasks, presents)
    assert Path(info.value.path).name == "presents.yaml" and info.value.key == "presents"


def test_a_presents_wording_or_drawing_is_no_rules_change_but_its_id_is():
    game, tasks = _raw()
    presents = copy.deepcopy(load_yaml(PRESENTS))
    presents["presents"][3]["ru"]["name"] = "баночка мёда"
    presents["presents"][0]["picture"], presents["presents"][1]["picture"] = "cake", "red_gift"
    assert rules_hash(_parse(game, tasks, presents)) == definition().rules_hash
    presents["presents"][3]["id"] = "honey_pot"
    assert rules_hash(_parse(game, tasks, presents)) != definition().rules_hash
