"""Voice of the Woods: reads assets/data/voice.yaml into the engine's frozen data.

Every problem names the file and the key (via loader.require / DataError),
and the composition is cross-checked (110 cards, field sizes that match the
cards laid, decks that fit), so a mistyped number fails at start-up with a
message, not in the middle of a game.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from woods_desktop.core.game import GameDefinition, OptionSpec, VariantSpec, stable_hash
from woods_desktop.core.rng import Rng
from woods_desktop.data.loader import DataError, load_data, require
from woods_desktop.games.voice.rules import ACTION_TYPES, CardSpec, Face, SeatSetup, VoiceData, VoiceRules
from woods_desktop.games.voice.rules.actions import Compose
from woods_desktop.games.voice.rules.determinize import determinize
from woods_desktop.games.voice.rules.state import VoiceState, new_game
from woods_desktop.games.voice.rules.undo import undoable
from woods_desktop.games.voice.rules.view import VoiceView

FILE = "voice.yaml"


def _is_positive(x: Any) -> bool:
    return bool(x > 0)


def _faces(path: Path, raw: Any) -> tuple[tuple[Face, ...], dict[str, int]]:
    faces_node = require(path, raw, "faces", dict, lambda d: len(d) > 0, "no faces listed")
    faces: list[Face] = []
    letter_face: dict[str, int] = {}
    for label in faces_node:
        key = f"faces.{label}"
        letters = require(
            path,
            raw,
            f"{key}.letters",
            list,
            lambda v: len(v) > 0 and all(isinstance(x, str) and len(x) == 1 for x in v),
            "expected a list of single letters",
        )
        points = require(path, raw, f"{key}.points", int, _is_positive, "points must be positive")
        for letter in letters:
            if letter in letter_face:
                raise DataError(path, f"{key}.letters", f"letter {letter} is on two faces")
            letter_face[letter] = len(faces)
        faces.append(Face(label=str(label), letters=tuple(letters), points=points))
    return tuple(faces), letter_face


def _cards(path: Path, raw: Any, index: Mapping[str, int]) -> tuple[CardSpec, ...]:
    def face_index(key: str, label: Any) -> int:
        if label not in index:
            raise DataError(path, key, f"unknown face {label!r}")
        return index[label]

    starting = require(path, raw, "cards.starting", list)
    marked = require(path, raw, "cards.marked", list)
    ordinary = require(path, raw, "cards.ordinary", dict)
    total = require(path, raw, "cards.total", int, _is_positive)
    left = list(marked)
    out: list[CardSpec] = []
    for label in starting:
        is_marked = label in left
        if is_marked:
            left.remove(label)
        out.append(CardSpec(face_index("cards.starting", label), starting=True, marked=is_marked))
    if left:
        raise DataError(path, "cards.marked", f"not among the starting cards: {left}")
    for label in ordinary:
        count = require(path, raw, f"cards.ordinary.{label}", int, _is_positive, "count must be positive")
        out.extend(CardSpec(face_index(f"cards.ordinary.{label}", label), False, False) for _ in range(count))
    if len(out) != total:
        raise DataError(path, "cards", f"{len(out)} cards listed, cards.total says {total}")
    return tuple(out)


def _players(path: Path, raw: Any, cards: tuple[CardSpec, ...]) -> dict[int, SeatSetup]:
    node = require(path, raw, "players", dict, lambda d: len(d) > 0, "no player counts listed")
    starting = sum(1 for c in cards if c.starting)
    marked = sum(1 for c in cards if c.marked)
    ordinary = len(cards) - starting
    out: dict[int, SeatSetup] = {}
    for name in node:
        key = f"players.{name}"
        if not str(name).isdigit() or int(name) < 2:
            raise DataError(path, key, "player counts are whole numbers from 2")
        setup = SeatSetup(
            cubes=require(path, raw, f"{key}.cubes", int, _is_positive),
            extra_cards=require(path, raw, f"{key}.extra_cards", int, lambda x: x >= 0),
            rows=require(path, raw, f"{key}.rows", int, _is_positive),
            cols=require(path, raw, f"{key}.cols", int, _is_positive),
            use_marked=require(path, raw, f"{key}.use_marked", bool),
            deck=require(path, raw, f"{key}.deck", int, _is_positive),
        )
        laid = starting - (0 if setup.use_marked else marked) + setup.extra_cards
        if laid != setup.rows * setup.cols:
            raise DataError(path, key, f"{laid} cards laid but the field is {setup.rows}x{setup.cols}")
        if setup.extra_cards + setup.deck > ordinary:
            raise DataError(path, f"{key}.deck", f"only {ordinary - setup.extra_cards} ordinary cards left")
        out[int(name)] = setup
    return out


def _rules(path: Path, raw: Any) -> VoiceRules:
    require(path, raw, "rules", dict)
    values = {}
    for name in VoiceRules.__dataclass_fields__:
        values[name] = require(path, raw, f"rules.{name}", int, _is_positive, "must be positive")
    return VoiceRules(**values)


def parse_voice_data(path: Path | str, raw: Any) -> VoiceData:
    """Build VoiceData from parsed YAML (tests feed broken copies through here)."""
    path = Path(path)
    if not isinstance(raw, dict):
        raise DataError(path, "<root>", "expected a mapping")
    faces, letter_face = _faces(path, raw)
    index = {f.label: i for i, f in enumerate(faces)}
    cards = _cards(path, raw, index)
    return VoiceData(
        faces=faces, cards=cards, players=_players(path, raw, cards), rules=_rules(path, raw), letter_face=letter_face
    )


@lru_cache(maxsize=1)
def load_voice_data() -> VoiceData:
    path, raw = load_data(FILE)
    return parse_voice_data(path, raw)


def judged_word(action: Any) -> str | None:
    """The word of an action that writes one, for a judge outside the engine (the engine never reads the
    dictionary); a refused word's `NoWord` costs its writer the cube whatever it says, so it needs none."""
    return action.word if isinstance(action, Compose) else None


def load_definition() -> GameDefinition:
    data = load_voice_data()
    seat_counts = sorted(data.players)

    def _new_game(config: Mapping[str, Any], seed: int) -> VoiceState:
        return new_game(config, seed, data)

    def _determinize(view: VoiceView, rng: Rng) -> VoiceState:
        return determinize(view, rng, data)

    lo, hi = seat_counts[0], seat_counts[-1]
    return GameDefinition(
        id="voice",
        title_key="voice.title",
        blurb_key="voice.blurb",
        new_game=_new_game,
        action_types=ACTION_TYPES,
        variants=(
            VariantSpec("standard", "voice.variant.standard", lo, hi),
            VariantSpec("advanced", "voice.variant.advanced", lo, hi),
        ),
        options=(
            OptionSpec("minute", "voice.option.minute", "private", ("private", "table")),
            OptionSpec(
                "second_chance", "voice.option.second_chance", False, help_key="voice.option.second_chance.help"
            ),
        ),
        max_actions=5000,
        view_type=VoiceView,
        determinize=_determinize,
        rules_hash=stable_hash(data),
        # the word a network host judges again with its own dictionary (a joined computer may send anything)
        extras={"undoable": undoable, "judged_word": judged_word},
    )
