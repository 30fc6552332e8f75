"""The YAML data, its loader, the message keys and the benchmark entry point."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from woods_desktop.data.loader import DataError, load_data
from woods_desktop.data.strings_check import placeholders
from woods_desktop.games.woodlanders.data import parse_rules
from woods_desktop.games.woodlanders.rules import WoodlandersRules
from woods_desktop.games.woodlanders.rules.bench import games_per_second, play_random_game

ROOT = Path(__file__).resolve().parents[4]
ENGINE = ROOT / "woods_desktop" / "games" / "woodlanders" / "rules"
STRINGS = ROOT / "assets" / "strings"


def test_definition_matches_the_brief(definition, rules):
    assert definition.id == "woodlanders"
    assert (definition.title_key, definition.blurb_key) == ("woodlanders.title", "woodlanders.blurb")
    std, three = definition.variants
    assert (std.id, std.title_key, std.min_seats, std.max_seats, std.robot_seat) == (
        "standard",
        "woodlanders.variant.standard",
        4,
        4,
        False,
    )
    assert (three.id, three.title_key, three.min_seats, three.max_seats, three.robot_seat) == (
        "three-player",
        "woodlanders.variant.three_player",
        3,
        3,
        True,
    )
    assert set(definition.action_types) == {"ChooseWarden", "DealerChoose", "Play"}
    assert rules.suits == ("deer", "badger", "fox", "rabbit", "owl")
    assert rules.deck == ((1, 4), (2, 3), (3, 2), (4, 1))
    assert (rules.hand_size, rules.aside, rules.rounds) == (12, 2, 3)
    assert rules.round_points == (3, 2, 1, 0) and rules.robot_name == "D4-ST8"


def test_builtin_default_rules_equal_the_yaml(rules):
    """The benchmark runs without data files on WoodlandersRules.default(): keep them equal."""
    assert WoodlandersRules.default() == rules


def _data():
    path, data = load_data("woodlanders.yaml")
    return path, data


@pytest.mark.parametrize(
    "key, value",
    [
        ("suits", "deer"),
        ("deck", {1: 4, 2: 3, 3: 2, 4: "one"}),
        ("hand_size", 13),
        ("round_points", [3, 2, 1]),
        ("round_points", [1, 2, 3, 0]),
        ("play_alone", [5]),
        ("robot_name", ""),
        ("rounds", 0),
    ],
)
def test_bad_data_is_reported_with_file_and_key(key, value):
    path, data = _data()
    broken = dict(data)
    broken[key] = value
    with pytest.raises(DataError) as err:
        parse_rules(path, broken)
    assert err.value.key == key
    assert "woodlanders.yaml" in str(err.value)


def test_missing_key_is_reported():
    path, data = _data()
    broken = {k: v for k, v in data.items() if k != "cards_aside"}
    with pytest.raises(DataError) as err:
        parse_rules(path, broken)
    assert err.value.key == "cards_aside" and err.value.problem == "missing"


def _flatten(prefix, node, out):
    if isinstance(node, dict):
        for k, v in node.items():
            _flatten(f"{prefix}.{k}" if prefix else k, v, out)
    else:
        out[prefix] = node


def _strings(lang):
    out: dict = {}
    _flatten("", {"woodlanders": yaml.safe_load((STRINGS / f"{lang}.yaml").read_text("utf-8"))["woodlanders"]}, out)
    return out


def _used_keys():
    keys = set()
    for src in ENGINE.glob("*.py"):
        text = src.read_text("utf-8")
        keys |= {"woodlanders.err." + k for k in re.findall(r'ERR \+ "(\w+)"', text)}
        keys |= set(re.findall(r'"(woodlanders\.(?:tiebreak|variant)\.\w+)"', text))
    return keys


def test_every_message_key_has_english_and_russian_text(rules):
    en, ru = _strings("en"), _strings("ru")
    needed = _used_keys() | {
        "woodlanders.title",
        "woodlanders.blurb",
        "woodlanders.variant.standard",
        "woodlanders.variant.three_player",
    }
    needed |= {f"woodlanders.suit.{s}" for s in rules.suits}
    for key in (
        "wrong_phase",
        "not_in_hand",
        "one_suit",
        "too_many_cards",
        "four_alone",
        "no_pain_lead",
        "must_follow",
        "warden_taken",
        "pain_trump_same",
    ):
        assert "woodlanders.err." + key in needed
    assert needed <= set(en), needed - set(en)
    assert needed <= set(ru), needed - set(ru)
    assert set(en) == set(ru)
    for key in en:
        assert placeholders(en[key]) == placeholders(ru[key]), key


def test_benchmark_entry_point_runs():
    """`games_per_second` is what `woods-desktop bench` reports (no timing asserted here)."""
    assert play_random_game(1, WoodlandersRules.default()) > 100
    assert play_random_game(1, WoodlandersRules.default(), "three-player") > 100
    assert games_per_second(0.05) > 0
