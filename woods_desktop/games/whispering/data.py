"""Whispering Woods: reads assets/data/whispering/{game,tiles,missions}.yaml into the engine's frozen data.

Every problem names the file and the key (loader.require / DataError). The
tiles are cross-checked against the game's numbers: 16 per element, ids in
element order, the task lengths per element, the points formula (by length,
plus the bonus when all elements differ), the starting tiles, and every
element occurring equally often across all task sequences, so a hand edit
of the generated file fails at start-up with a message. The solo missions
are checked the same way: levels 1, 2, 3... in order, each objective of a
known kind with the number that kind needs.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from woods_desktop.core.game import GameDefinition, OptionSpec, VariantSpec, stable_hash
from woods_desktop.core.rng import Rng
from woods_desktop.data.loader import DataError, load_data, require
from woods_desktop.games.whispering.rules.actions import ACTION_TYPES
from woods_desktop.games.whispering.rules.determinize import determinize
from woods_desktop.games.whispering.rules.objectives import KINDS, Mission, ObjectiveSpec
from woods_desktop.games.whispering.rules.solo import SOLO
from woods_desktop.games.whispering.rules.state import WhisperingState, new_game
from woods_desktop.games.whispering.rules.tiles import ELEMENTS, BonusCard, Element, Tile, WhisperingData
from woods_desktop.games.whispering.rules.undo import undoable
from woods_desktop.games.whispering.rules.view import WhisperingView

GAME_FILE = "whispering/game.yaml"
TILES_FILE = "whispering/tiles.yaml"
MISSIONS_FILE = "whispering/missions.yaml"

__all__ = [
    "WhisperingData",
    "load_definition",
    "load_whispering_data",
    "parse_missions",
    "parse_whispering_data",
    "solo_missions",
]


def _count(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def _positive(x: Any) -> bool:
    return _count(x) and x > 0


def _int_map(path: Path, raw: Any, key: str, check: Any = _positive) -> dict[int, int]:
    node = require(path, raw, key, dict, lambda d: len(d) > 0, "expected a non-empty mapping")
    out: dict[int, int] = {}
    for k, v in node.items():
        if not _positive(k) or not check(v):
            raise DataError(path, f"{key}.{k}", "expected positive whole numbers")
        out[int(k)] = int(v)
    return out


def _elements(path: Path, raw: Any) -> tuple[Element, ...]:
    node = require(path, raw, "elements", dict)
    if tuple(node) != ELEMENTS:
        raise DataError(path, "elements", f"expected the six elements in this order: {', '.join(ELEMENTS)}")
    out = []
    for name in ELEMENTS:
        colour = require(
            path,
            raw,
            f"elements.{name}.colour",
            list,
            lambda c: len(c) == 3 and all(_count(x) and x <= 255 for x in c),
            "expected [red, green, blue], each 0-255",
        )
        icon = require(path, raw, f"elements.{name}.icon", str, lambda s: bool(s.strip()), "expected an icon name")
        out.append(Element(name, (colour[0], colour[1], colour[2]), icon))
    return tuple(out)


def _bonus_cards(path: Path, raw: Any) -> tuple[BonusCard, ...]:
    node = require(path, raw, "bonus_cards", list)
    out: list[BonusCard] = []
    for i, card in enumerate(node):
        key = f"bonus_cards.{i}"
        if not isinstance(card, dict):
            raise DataError(path, key, "expected {size, points, count}")
        values = {}
        for name in ("size", "points", "count"):
            if name not in card or not _positive(card[name]):
                raise DataError(path, f"{key}.{name}", "expected a positive whole number")
            values[name] = int(card[name])
        if values["size"] < 2:
            raise DataError(path, f"{key}.size", "a bonus card is for two tasks or more")
        out.append(BonusCard(**values))
    sizes = [c.size for c in out]
    if sizes != sorted(set(sizes)):
        raise DataError(path, "bonus_cards", "expected distinct sizes in ascending order")
    return tuple(out)


def _tiles(path: Path, raw: Any, game_path: Path, game: Any, data: WhisperingData) -> tuple[Tile, ...]:
    if not isinstance(raw, dict):
        raise DataError(path, "<root>", "expected a mapping")
    per_element = require(game_path, game, "tiles_per_element", int, _positive, "expected a positive number")
    lengths = _int_map(game_path, game, "task_lengths_per_element", _count)
    if sum(lengths.values()) != per_element:
        raise DataError(game_path, "task_lengths_per_element", f"expected {per_element} tasks in all")
    node = require(path, raw, "tiles", list, lambda v: len(v) == per_element * len(ELEMENTS))
    tiles: list[Tile] = []
    for i, t in enumerate(node):
        key = f"tiles.{i}"
        if not isinstance(t, dict):
            raise DataError(path, key, "expected {id, element, task, points}")
        if t.get("id") != i:
            raise DataError(path, f"{key}.id", f"expected id {i} (tiles run in id order)")
        element = ELEMENTS[i // per_element]
        if t.get("element") != element:
            raise DataError(path, f"{key}.element", f"expected {element} (ids run element by element)")
        task = t.get("task")
        if not isinstance(task, list) or not all(e in ELEMENTS for e in task):
            raise DataError(path, f"{key}.task", "expected a list of elements")
        if len(task) not in lengths:
            raise DataError(path, f"{key}.task", f"a task of {len(task)} elements: expected one of {sorted(lengths)}")
        seq = tuple(task)
        if t.get("points") != data.task_points(seq):
            raise DataError(path, f"{key}.points", f"expected {data.task_points(seq)} for a task of {len(seq)}")
        tiles.append(Tile(i, element, seq, int(t["points"])))
    for e, name in enumerate(ELEMENTS):
        got = Counter(len(t.task) for t in tiles[e * per_element : (e + 1) * per_element])
        if dict(got) != {k: v for k, v in lengths.items() if v}:
            raise DataError(path, "tiles", f"{name}: task lengths {dict(sorted(got.items()))}, expected {lengths}")
    uses = Counter(e for t in tiles for e in t.task)
    if len(set(uses[e] for e in ELEMENTS)) != 1:
        raise DataError(path, "tiles", f"elements not used evenly across the tasks: {dict(uses)}")
    starts = require(path, raw, "start_tiles", list, lambda v: len(v) >= 1, "expected the starting tile ids")
    if starts != list(range(len(tiles), len(tiles) + len(starts))):
        raise DataError(path, "start_tiles", f"expected ids from {len(tiles)} on, after the forest tiles")
    return (*tiles, *(Tile(s, None, (), data.start_points) for s in starts))


def _objective(path: Path, node: Any, key: str) -> ObjectiveSpec:
    if not isinstance(node, dict):
        raise DataError(path, key, "expected {kind, ...}")
    kind = node.get("kind")
    if kind not in KINDS:
        raise DataError(path, f"{key}.kind", f"expected one of {', '.join(KINDS)}")
    name = KINDS[kind]
    allowed = {"kind"} if name is None else {"kind", name}
    extra = sorted(set(node) - allowed)
    if extra:
        raise DataError(path, f"{key}.{extra[0]}", f"{kind} takes no {extra[0]!r}")
    if name is None:
        return ObjectiveSpec(kind)
    if not _positive(node.get(name)):
        raise DataError(path, f"{key}.{name}", "expected a positive whole number")
    if name == "elements" and node[name] > len(ELEMENTS):
        raise DataError(path, f"{key}.{name}", f"there are only {len(ELEMENTS)} elements")
    return ObjectiveSpec(kind, int(node[name]))


def _number(path: Path, node: dict[Any, Any], key: str, name: str, check: Any, problem: str) -> int:
    if name not in node:
        raise DataError(path, f"{key}.{name}", "missing")
    if not check(node[name]):
        raise DataError(path, f"{key}.{name}", problem)
    return int(node[name])


def parse_missions(path: Path | str, raw: Any) -> tuple[int, tuple[Mission, ...]]:
    """(spaces open from the start, the missions by level) from the parsed missions file."""
    mp = Path(path)
    if not isinstance(raw, dict):
        raise DataError(mp, "<root>", "expected a mapping")
    spaces = require(mp, raw, "base_spaces", int, _positive, "expected a positive number")
    node = require(mp, raw, "missions", dict, lambda d: len(d) > 0, "expected the missions by level")
    if list(node) != list(range(1, len(node) + 1)):
        raise DataError(mp, "missions", "expected levels 1, 2, 3... in order")
    missions: list[Mission] = []
    for level, m in node.items():
        key = f"missions.{level}"
        if not isinstance(m, dict):
            raise DataError(mp, key, "expected {min_score, refresh_cost, objectives}")
        min_score = _number(mp, m, key, "min_score", _positive, "expected a positive whole number")
        cost = _number(mp, m, key, "refresh_cost", _count, "expected 0 or more")
        objs = m.get("objectives")
        if not isinstance(objs, list) or not objs:
            raise DataError(mp, f"{key}.objectives", "expected a list of objectives")
        specs = tuple(_objective(mp, o, f"{key}.objectives.{i}") for i, o in enumerate(objs))
        missions.append(Mission(int(level), min_score, cost, specs))
    return int(spaces), tuple(missions)


def parse_whispering_data(
    game_path: Path | str,
    game: Any,
    tiles_path: Path | str,
    tiles: Any,
    missions_path: Path | str | None = None,
    missions: Any = None,
) -> WhisperingData:
    """Build the data from the parsed files (tests feed broken copies through here); without a
    missions file the data has no solo missions."""
    gp, tp = Path(game_path), Path(tiles_path)
    if not isinstance(game, dict):
        raise DataError(gp, "<root>", "expected a mapping")
    by_length = _int_map(gp, game, "task_points.by_length")
    target = _int_map(gp, game, "task_target")
    if min(target) < 2:
        raise DataError(gp, "task_target", "player counts start at 2 (the solo missions are configured apart)")
    data = WhisperingData(
        elements=_elements(gp, game),
        tiles=(),
        display_size=require(gp, game, "display_size", int, _positive, "expected a positive number"),
        animals=require(gp, game, "animals_per_player", int, _positive, "expected a positive number"),
        task_target=tuple(sorted(target.items())),
        bonus_cards=_bonus_cards(gp, game),
        start_points=require(gp, game, "start_task_points", int, _positive, "expected a positive number"),
        refresh_cost=require(gp, game, "refresh_cost", int, _count, "expected 0 or more"),
        points_by_length=tuple(sorted(by_length.items())),
        all_different_bonus=require(gp, game, "task_points.all_different_bonus", int, _count, "expected 0 or more"),
    )
    all_tiles = _tiles(tp, tiles, gp, game, data)
    starts = sum(1 for t in all_tiles if t.start)
    if max(target) > starts:
        raise DataError(gp, "task_target", f"{max(target)} players but only {starts} starting tiles")
    forest = len(all_tiles) - starts
    if forest < data.display_size:
        raise DataError(gp, "display_size", f"a display of {data.display_size} from {forest} tiles")
    extra: dict[str, Any] = {}
    if missions_path is not None:
        spaces, parsed = parse_missions(missions_path, missions)
        extra = {"solo_spaces": spaces, "missions": parsed}
    return WhisperingData(**{**data.__dict__, "tiles": all_tiles, **extra})


def solo_missions(data: WhisperingData) -> tuple[dict[str, Any], ...]:
    """The missions as the campaign screen lists them (`saves.campaign` reads this from the
    definition's extras): level, minimum score, refresh cost and each objective's goal text key
    with its parameters."""
    return tuple(
        {
            "level": m.level,
            "min_score": m.min_score,
            "refresh_cost": m.refresh_cost,
            "objectives": [{"key": o.goal_key, "params": o.goal_params} for o in m.objectives],
            "turns": data.solo_spaces + len(m.objectives),
        }
        for m in data.missions
    )


@lru_cache(maxsize=1)
def load_whispering_data() -> WhisperingData:
    gp, game = load_data(GAME_FILE)
    tp, tiles = load_data(TILES_FILE)
    mp, missions = load_data(MISSIONS_FILE)
    return parse_whispering_data(gp, game, tp, tiles, mp, missions)


def load_definition() -> GameDefinition:
    data = load_whispering_data()
    counts = [n for n, _ in data.task_target]

    def _new_game(config: Mapping[str, Any], seed: int) -> WhisperingState:
        return new_game(config, seed, data)

    def _determinize(view: WhisperingView, rng: Rng) -> WhisperingState:
        return determinize(view, rng, data)

    return GameDefinition(
        id="whispering",
        title_key="whispering.title",
        blurb_key="whispering.blurb",
        new_game=_new_game,
        action_types=ACTION_TYPES,
        variants=(
            VariantSpec("standard", "whispering.variant.standard", min(counts), max(counts)),
            VariantSpec(SOLO, "whispering.variant.solo", 1, 1),
        ),
        options=(
            OptionSpec(
                "mission",
                "whispering.option.mission",
                1,
                tuple(m.level for m in data.missions),
                "whispering.option.mission.help",
                (SOLO,),
            ),
        ),
        max_actions=4000,
        view_type=WhisperingView,
        determinize=_determinize,
        rules_hash=stable_hash(data),
        extras={"undoable": undoable, "data": data, "solo_missions": solo_missions(data)},
    )
