"""The Wolf is Coming: reads assets/data/wolf/game.yaml, tasks.yaml and presents.yaml into the engine's frozen data.

Every problem names the file and the key (via loader.require / DataError),
and the pieces are cross-checked (30 tokens for the 30 cells, each hero's
impassable terrain among the terrain tokens, 30 task cards in both
languages, one named present with a drawing for each holiday token), so a
mistyped file fails at start-up with a message, not in the middle of a game.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from woods_desktop.core.game import GameDefinition, OptionSpec, VariantSpec, stable_hash
from woods_desktop.core.rng import Rng
from woods_desktop.data.assets import asset_path
from woods_desktop.data.loader import DataError, load_yaml, require
from woods_desktop.games.wolf.present_drawings import DRAWINGS
from woods_desktop.games.wolf.rules import (
    ACTION_TYPES,
    Difficulty,
    Hero,
    TaskCard,
    WolfData,
    WolfState,
    WolfView,
    determinize,
    new_game,
    undoable,
)
from woods_desktop.games.wolf.rules.board import CELLS, COLS, ROWS, SECTION_ROWS
from woods_desktop.games.wolf.rules.pieces import FRAMES, Present
from woods_desktop.games.wolf.rules.tokens import ALL_KINDS, HELP_KINDS, PRESENT, TERRAIN_KINDS

GAME_FILE = ("wolf", "game.yaml")
TASKS_FILE = ("wolf", "tasks.yaml")
PRESENTS_FILE = ("wolf", "presents.yaml")
PRESENT_FORMS = ("name", "object")  # per language: as a label, and as the object of a log line
TASK_CARDS = 30


def _count(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def _positive(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x > 0


def _board(path: Path, raw: Any) -> None:
    sections = require(path, raw, "board.sections", int, _positive, "expected a positive number")
    rows = require(path, raw, "board.rows_per_section", int, _positive, "expected a positive number")
    cols = require(path, raw, "board.cols", int, _positive, "expected a positive number")
    if (sections * rows, rows, cols) != (ROWS, SECTION_ROWS, COLS):
        shape = f"{ROWS // SECTION_ROWS} sections x {SECTION_ROWS} rows x {COLS} cells"
        raise DataError(path, "board", f"the engine's forest is {shape}")


def _tokens(path: Path, raw: Any) -> tuple[tuple[str, int], ...]:
    presents = require(path, raw, "tokens.present", int, _positive, "expected a positive number")
    out: list[tuple[str, int]] = [(PRESENT, presents)]
    for group, kinds in (("help", HELP_KINDS), ("terrain", TERRAIN_KINDS)):
        node = require(path, raw, f"tokens.{group}", dict)
        strange = sorted(str(k) for k in node if k not in kinds)
        if strange:
            raise DataError(path, f"tokens.{group}.{strange[0]}", f"unknown kind; expected one of {list(kinds)}")
        for kind in kinds:
            out.append((kind, require(path, raw, f"tokens.{group}.{kind}", int, _count, "expected 0 or more")))
    total = sum(n for _, n in out)
    if total != CELLS:
        raise DataError(path, "tokens", f"{total} tokens for {CELLS} cells: one token lies on each cell")
    return tuple(out)


def _heroes(path: Path, raw: Any, tokens: Mapping[str, int]) -> tuple[Hero, ...]:
    node = require(path, raw, "heroes", list, lambda v: len(v) > 0, "expected a list of heroes")
    out: list[Hero] = []
    for i, entry in enumerate(node):
        key = f"heroes.{i}"
        if not isinstance(entry, dict):
            raise DataError(path, key, "expected a mapping")
        hero_id = entry.get("id")
        if not isinstance(hero_id, str) or not hero_id.strip():
            raise DataError(path, f"{key}.id", "expected an id")
        if any(h.id == hero_id for h in out):
            raise DataError(path, f"{key}.id", f"hero {hero_id!r} is listed twice")
        steps, baskets = entry.get("steps"), entry.get("baskets")
        if not isinstance(steps, int) or not _positive(steps):
            raise DataError(path, f"{key}.steps", "expected a positive number")
        if not isinstance(baskets, int) or not _positive(baskets):
            raise DataError(path, f"{key}.baskets", "expected a positive number")
        impassable = entry.get("impassable")
        if not isinstance(impassable, list) or not all(isinstance(k, str) for k in impassable):
            raise DataError(path, f"{key}.impassable", "expected a list of terrain kinds")
        for kind in impassable:
            if kind not in TERRAIN_KINDS or not tokens.get(kind):
                raise DataError(path, f"{key}.impassable", f"{kind!r} is not a terrain token of the forest")
        out.append(Hero(hero_id, steps, baskets, tuple(impassable)))
    return tuple(out)


def _difficulties(path: Path, raw: Any, lo: int, hi: int) -> tuple[Difficulty, ...]:
    node = require(path, raw, "difficulties", dict, lambda v: len(v) > 0, "expected at least one difficulty")
    out: list[Difficulty] = []
    for name in node:
        key = f"difficulties.{name}.path"
        value = require(path, raw, key, (int, dict))
        if isinstance(value, int):
            if not _positive(value):
                raise DataError(path, key, "expected a positive number of steps")
            table = tuple((n, value) for n in range(lo, hi + 1))
        else:
            for n in range(lo, hi + 1):
                if not _positive(value.get(n)):
                    raise DataError(path, f"{key}.{n}", "expected a positive number of steps for this many heroes")
            table = tuple((n, int(value[n])) for n in range(lo, hi + 1))
        out.append(Difficulty(str(name), table))
    return tuple(out)


def _entries(
    path: Path, raw: Any, field: str, count: int, what: str, why: str = ""
) -> list[tuple[str, dict[str, Any]]]:
    """The mappings listed under `field`, exactly `count` of them, each with the key an error names."""
    if not isinstance(raw, dict):
        raise DataError(path, "<root>", "expected a mapping")
    node = require(path, raw, field, list)
    if len(node) != count:
        raise DataError(path, field, f"{len(node)} {what}, expected {count}{why}")
    out: list[tuple[str, dict[str, Any]]] = []
    for i, entry in enumerate(node):
        if not isinstance(entry, dict):
            raise DataError(path, f"{field}.{i}", "expected a mapping")
        out.append((f"{field}.{i}", entry))
    return out


def _tasks(path: Path, raw: Any) -> tuple[TaskCard, ...]:
    out: list[TaskCard] = []
    for key, entry in _entries(path, raw, "cards", TASK_CARDS, "task cards"):
        card_id = entry.get("id")
        if not isinstance(card_id, str) or not card_id.strip():
            raise DataError(path, f"{key}.id", "expected an id")
        if any(c.id == card_id for c in out):
            raise DataError(path, f"{key}.id", f"card {card_id!r} is listed twice")
        frame = entry.get("frame")
        if frame not in FRAMES:
            raise DataError(path, f"{key}.frame", f"expected one of {list(FRAMES)}")
        texts = []
        for lang in ("en", "ru"):
            text = entry.get(lang)
            if not isinstance(text, str) or not text.strip():
                raise DataError(path, f"{key}.{lang}", "the task's text is missing in this language")
            texts.append(text.strip())
        out.append(TaskCard(card_id, str(frame), texts[0], texts[1]))
    return tuple(out)


def _presents(path: Path, raw: Any, count: int) -> tuple[Present, ...]:
    """The holiday tokens: one entry per present of the token mix, each a different thing with an
    id (not a token kind: the two travel in the same fields), a drawing and its names in both languages."""
    out: list[Present] = []
    for key, entry in _entries(path, raw, "presents", count, "presents", " (game.yaml's tokens.present)"):
        present_id = entry.get("id")
        if not isinstance(present_id, str) or not present_id.strip() or not present_id.isidentifier():
            raise DataError(path, f"{key}.id", "expected an id (letters, digits and _)")
        if present_id in ALL_KINDS:
            raise DataError(path, f"{key}.id", f"{present_id!r} is a token kind: a present needs a name of its own")
        if any(p.id == present_id for p in out):
            raise DataError(path, f"{key}.id", f"present {present_id!r} is listed twice")
        drawing = entry.get("picture")
        if drawing not in DRAWINGS:
            raise DataError(path, f"{key}.picture", f"no drawing {drawing!r}; drawings: {sorted(DRAWINGS)}")
        if any(p.picture == drawing for p in out):
            raise DataError(path, f"{key}.picture", f"drawing {drawing!r} is used twice: each present looks different")
        names: list[tuple[str, str]] = []
        for lang in ("en", "ru"):
            words = entry.get(lang)
            if not isinstance(words, dict):
                raise DataError(path, f"{key}.{lang}", f"expected the forms {list(PRESENT_FORMS)}")
            forms = []
            for form in PRESENT_FORMS:
                text = words.get(form)
                if not isinstance(text, str) or not text.strip():
                    raise DataError(path, f"{key}.{lang}.{form}", "this form of the name is missing")
                forms.append(text.strip())
            names.append((forms[0], forms[1]))
        out.append(Present(present_id, str(drawing), names[0], names[1]))
    return tuple(out)


def parse_wolf_data(
    path: Path | str,
    raw: Any,
    tasks_path: Path | str,
    tasks_raw: Any,
    presents_path: Path | str,
    presents_raw: Any,
) -> WolfData:
    """Build WolfData from the parsed YAML of the three files (tests feed broken copies through here)."""
    path, tasks_path, presents_path = Path(path), Path(tasks_path), Path(presents_path)
    if not isinstance(raw, dict):
        raise DataError(path, "<root>", "expected a mapping")
    _board(path, raw)
    tokens = _tokens(path, raw)
    heroes = _heroes(path, raw, dict(tokens))
    lo = require(path, raw, "players.min", int, _positive, "expected a positive number")
    hi = require(path, raw, "players.max", int, lambda v: v >= lo, "expected at least players.min")
    if hi > len(heroes):
        raise DataError(path, "players.max", f"only {len(heroes)} heroes to play")
    difficulties = _difficulties(path, raw, lo, hi)
    default = require(path, raw, "default_difficulty", str)
    if default not in {d.id for d in difficulties}:
        raise DataError(path, "default_difficulty", f"{default!r} is not one of the difficulties")
    presents = dict(tokens)[PRESENT]
    best = require(path, raw, "presents.best", int, _positive, "expected a positive number")
    if best != presents:
        raise DataError(path, "presents.best", f"the best birthday takes all the presents: {presents}")
    surprise = require(path, raw, "presents.surprise", int, lambda v: 0 < v <= best, f"expected 1 to {best}")
    penalty = require(path, raw, "task_not_done_steps", int, _count, "expected 0 or more")
    return WolfData(
        tokens=tokens,
        heroes=heroes,
        min_heroes=lo,
        max_heroes=hi,
        difficulties=difficulties,
        default_difficulty=default,
        surprise_presents=surprise,
        best_presents=best,
        task_penalty=penalty,
        tasks=_tasks(tasks_path, tasks_raw),
        presents=_presents(presents_path, presents_raw, presents),
    )


def rules_hash(data: WolfData) -> str:
    """The hash a save pins its rules with: the task cards count by id and frame and the presents
    by id, so mending a card's or a present's wording (or drawing) does not mark saved games as
    played under other rules."""
    cards = [(card.id, card.frame) for card in data.tasks]
    presents = [p.id for p in data.presents]
    return stable_hash({"data": replace(data, tasks=(), presents=()), "cards": cards, "presents": presents})


@lru_cache(maxsize=1)
def load_wolf_data() -> WolfData:
    path, tasks_path = asset_path("data", *GAME_FILE), asset_path("data", *TASKS_FILE)
    presents_path = asset_path("data", *PRESENTS_FILE)
    return parse_wolf_data(
        path, load_yaml(path), tasks_path, load_yaml(tasks_path), presents_path, load_yaml(presents_path)
    )


def load_definition() -> GameDefinition:
    data = load_wolf_data()

    def _new_game(config: Mapping[str, Any], seed: int) -> WolfState:
        return new_game(config, seed, data)

    def _determinize(view: WolfView, rng: Rng) -> WolfState:
        return determinize(view, rng, data)

    return GameDefinition(
        id="wolf",
        title_key="wolf.title",
        blurb_key="wolf.blurb",
        new_game=_new_game,
        action_types=ACTION_TYPES,
        variants=(VariantSpec("standard", "wolf.variant.standard", data.min_heroes, data.max_heroes),),
        options=(
            OptionSpec(
                "difficulty",
                "wolf.option.difficulty",
                data.default_difficulty,
                tuple(d.id for d in data.difficulties),
                help_key="wolf.option.difficulty.help",
            ),
            # Hero ids in turn order, one per seat; empty: the first heroes of the data's order.
            OptionSpec("heroes", "wolf.option.heroes", ()),
            # Task card ids left out of the deck (cards that do not suit the room).
            OptionSpec("left_out", "wolf.option.left_out", ()),
        ),
        view_type=WolfView,
        determinize=_determinize,
        rules_hash=rules_hash(data),
        extras={
            "undoable": undoable,
            "data": data,
            # setup: each seat chooses its hero (seated in turn order), and the table answers the task cards
            "seat_roles": {"option": "heroes", "roles": tuple(h.id for h in data.heroes)},
            "table_seat": True,
        },
    )
