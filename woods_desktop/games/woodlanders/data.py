"""Woodlanders' data (assets/data/woodlanders.yaml) checked and bound to its engine."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from woods_desktop.core.game import GameDefinition, VariantSpec, stable_hash
from woods_desktop.data.loader import DataError, load_data, require
from woods_desktop.games.woodlanders.rules import (
    ACTION_TYPES,
    WoodlandersRules,
    WoodlandersView,
    determinize,
    new_game,
)

FILE = "woodlanders.yaml"


def _positive(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x > 0


def parse_rules(path: Path | str, data: Any) -> WoodlandersRules:
    """Validate parsed YAML into rules; every error names the file and the key."""
    if not isinstance(data, dict):
        raise DataError(path, "<root>", "expected a mapping")
    suits = require(
        path,
        data,
        "suits",
        list,
        lambda v: len(v) >= 2 and all(isinstance(s, str) and s for s in v) and len(set(v)) == len(v),
        "expected distinct suit names",
    )
    deck = require(
        path,
        data,
        "deck",
        dict,
        lambda d: bool(d) and all(_positive(k) and _positive(n) for k, n in d.items()),
        "expected {value: copies} with positive integers",
    )
    seats = require(path, data, "seats", int, lambda v: v >= 2, "expected at least 2")
    hand_size = require(path, data, "hand_size", int, lambda v: v > 0, "expected a positive number")
    aside = require(path, data, "cards_aside", int, lambda v: v >= 0, "expected 0 or more")
    rounds = require(path, data, "rounds", int, lambda v: v > 0, "expected a positive number")
    points = require(
        path,
        data,
        "round_points",
        list,
        lambda v: len(v) == seats and all(isinstance(p, int) for p in v) and all(a >= b for a, b in zip(v, v[1:])),
        "expected one non-increasing integer per seat",
    )
    alone = require(path, data, "play_alone", list, lambda v: all(x in deck for x in v), "expected values of the deck")
    robot = require(path, data, "robot_name", str, lambda v: bool(v.strip()), "expected a name")
    cards = len(suits) * sum(deck.values())
    if cards != seats * hand_size + aside:
        raise DataError(path, "hand_size", f"{seats} x {hand_size} dealt + {aside} aside != {cards} cards in the deck")
    if len(suits) != seats + 1:
        raise DataError(path, "suits", f"expected {seats + 1} Warden suits for {seats} seats")
    return WoodlandersRules(
        suits=tuple(suits),
        deck=tuple(sorted((int(k), int(n)) for k, n in deck.items())),
        hand_size=hand_size,
        aside=aside,
        rounds=rounds,
        round_points=tuple(points),
        robot_name=robot,
        play_alone=tuple(alone),
        seats=seats,
    )


def load_definition() -> GameDefinition:
    path, data = load_data(FILE)
    rules = parse_rules(path, data)
    return GameDefinition(
        id="woodlanders",
        title_key="woodlanders.title",
        blurb_key="woodlanders.blurb",
        new_game=partial(new_game, rules=rules),
        action_types=ACTION_TYPES,
        variants=(
            VariantSpec("standard", "woodlanders.variant.standard", rules.seats, rules.seats),
            VariantSpec(
                "three-player", "woodlanders.variant.three_player", rules.seats - 1, rules.seats - 1, robot_seat=True
            ),
        ),
        max_actions=rules.rounds * (rules.seats + 1) * (rules.hand_size + 1),
        view_type=WoodlandersView,
        determinize=partial(determinize, rules=rules),
        rules_hash=stable_hash(rules),
        extras={"rules": rules},
    )
