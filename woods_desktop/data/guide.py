"""Loads a game's guided first game from assets/data/<game>/guide.yaml, validated, errors naming file and key.

The file holds the fixed deal (`seed`, `config`), the seats (kind and the string key of the name),
and the steps. A step is

    - id: first_step              # unique in the file
      area: board                 # the table area it points at (an area id of the game's table)
      text: guide.wolf.first_step # the string key of what to do and why (EN and RU)
      picture: wolf-hero-squirrel # optional: an image shown beside the text (the Wolf's steps)
      refuse: guide.wolf.x        # optional: said when another action is tried (default: `text`)
      wait: true                  # optional: once its actions are played the step stays, with Next, until
                                  #   the person goes on (a step explaining the computers' moves)
      person: {type: Step, cell: 2}            # the person's action, exactly (or a list: played in turn), or
      match: {type: Step}                      #   a matcher (these fields must agree) with
      play: {type: Step, cell: 2}              #   the action a headless run plays for it, or
      computer: [{type: Step, cell: 3}, ...]   # the computers' scripted moves while the text is shown

Beside `done` (the string key of the last words) the file may say `for_children: true` (a child reads along
with a parent: big bold words and a picture on each step) and `done_picture` (the picture beside the last words).

Whether the actions fit the rules is checked by playing the script on the engine (`core.guide.play_through`),
which the tests do for every game.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping

from woods_desktop.data.assets import asset_path
from woods_desktop.data.loader import DataError, load_yaml, require

if TYPE_CHECKING:  # the menu asks `has_guide` for its first frame: the guides' types load with a guide
    from woods_desktop.core.guide import Guide

MIN_STEPS = 8
MAX_STEPS = 20


def guide_path(game_id: str) -> Path:
    return asset_path("data", game_id, "guide.yaml")


def has_guide(game_id: str) -> bool:
    try:
        return guide_path(game_id).is_file()
    except FileNotFoundError:
        return False


@cache
def load_guide(game_id: str) -> Guide:
    """The game's guide, parsed and checked once; raises `DataError` naming the file and key at fault."""
    path = guide_path(game_id)
    return parse_guide(path, load_yaml(path), game_id)


def _action(path: Path, key: str, value: Any) -> Mapping[str, Any]:
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise DataError(path, key, "expected an action: a mapping with a 'type'")
    return dict(value)


def parse_guide(path: Path, data: Any, game_id: str) -> Guide:
    from woods_desktop.core.guide import COMPUTER_STEP, PERSON_STEP, Guide, GuideSeat, GuideStep

    if not isinstance(data, dict):
        raise DataError(path, "<file>", "expected a mapping")
    seed = require(path, data, "seed", int)
    config = require(path, data, "config", dict)
    require(path, data, "config.seats", int, lambda n: n >= 1, "expected at least one seat")
    raw_seats = require(path, data, "seats", list, lambda s: len(s) >= 1, "expected at least one seat")
    seats: list[GuideSeat] = []
    for i, raw in enumerate(raw_seats):
        key = f"seats[{i}]"
        if not isinstance(raw, dict):
            raise DataError(path, key, "expected a mapping")
        kind = require(path, raw, "kind", str)
        name = require(path, raw, "name", str)
        colour = raw.get("colour", i)
        if not isinstance(colour, int):
            raise DataError(path, f"{key}.colour", "expected int")
        seats.append(GuideSeat(kind, name, colour))
    done_text = data.get("done", f"guide.{game_id}.done")
    if not isinstance(done_text, str):
        raise DataError(path, "done", "expected a string key")
    for_children = data.get("for_children", False)
    if not isinstance(for_children, bool):
        raise DataError(path, "for_children", "expected true or false")
    done_picture = data.get("done_picture")
    if done_picture is not None and not isinstance(done_picture, str):
        raise DataError(path, "done_picture", "expected an image name")
    raw_steps = require(
        path,
        data,
        "steps",
        list,
        lambda s: MIN_STEPS <= len(s) <= MAX_STEPS,
        f"a guided game has {MIN_STEPS}-{MAX_STEPS} steps",
    )
    steps: list[GuideStep] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_steps):
        key = f"steps[{i}]"
        if not isinstance(raw, dict):
            raise DataError(path, key, "expected a mapping")
        sid = require(path, raw, "id", str)
        if sid in seen:
            raise DataError(path, f"{key}.id", f"step id {sid!r} used twice")
        seen.add(sid)
        area = require(path, raw, "area", str)
        text = require(path, raw, "text", str)
        picture = raw.get("picture")
        refuse = raw.get("refuse")
        for opt in ("picture", "refuse"):
            if raw.get(opt) is not None and not isinstance(raw[opt], str):
                raise DataError(path, f"{key}.{opt}", "expected a string")
        wait = raw.get("wait", False)
        if not isinstance(wait, bool):
            raise DataError(path, f"{key}.wait", "expected true or false")
        kinds = [k for k in ("person", "match", "computer") if k in raw]
        if len(kinds) != 1:
            raise DataError(path, key, "a step has exactly one of: person, match, computer")
        if kinds[0] == "computer":
            moves = raw["computer"]
            if not isinstance(moves, list) or not moves:
                raise DataError(path, f"{key}.computer", "expected a list of one or more actions")
            actions = tuple(_action(path, f"{key}.computer[{j}]", m) for j, m in enumerate(moves))
            steps.append(GuideStep(sid, area, text, COMPUTER_STEP, actions, picture=picture, refuse=refuse, wait=wait))
        elif kinds[0] == "person":
            raw_person = raw["person"]
            many = raw_person if isinstance(raw_person, list) else [raw_person]
            if not many:
                raise DataError(path, f"{key}.person", "expected an action or a list of one or more")
            actions = tuple(
                _action(path, f"{key}.person" + (f"[{j}]" if isinstance(raw_person, list) else ""), m)
                for j, m in enumerate(many)
            )
            steps.append(GuideStep(sid, area, text, PERSON_STEP, actions, picture=picture, refuse=refuse, wait=wait))
        else:
            matcher = _action(path, f"{key}.match", raw["match"])
            if "play" not in raw:
                raise DataError(path, f"{key}.play", "a matcher needs the action a headless run plays")
            play = _action(path, f"{key}.play", raw["play"])
            if any(play.get(k) != v for k, v in matcher.items()):
                raise DataError(path, f"{key}.play", "does not fit the step's own matcher")
            steps.append(
                GuideStep(
                    sid, area, text, PERSON_STEP, (matcher,), False, play, picture=picture, refuse=refuse, wait=wait
                )
            )
    if not any(s.person for s in steps):
        raise DataError(path, "steps", "a guided game needs at least one step of the person's")
    return Guide(
        game_id,
        seed,
        dict(config),
        tuple(seats),
        tuple(steps),
        done_text,
        str(path),
        for_children=for_children,
        done_picture=done_picture,
    )


def clear_cache() -> None:
    load_guide.cache_clear()


def guide_config(guide: Guide, t: Callable[[str], str]) -> dict[str, Any]:
    """The engine config of the guided game with the seats' names in the player's language (a name is
    only shown, never a rule, so the deal is the same in every language)."""
    config = dict(guide.config)
    heroes = [s for s in guide.seats if s.kind != "table"][: int(config["seats"])]
    config["names"] = [t(s.name_key) for s in heroes]
    return config
