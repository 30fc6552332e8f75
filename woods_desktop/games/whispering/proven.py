"""Proven shuffles: solo deals the bound has won, each with its winning line, as solitaire collections deal.

A mission dealt from any seed may be unwinnable (the bound passes level 5 in
3 % of shuffles, level 6 in none of 200), so by default a mission is dealt a
shuffle from assets/data/whispering/solo_shuffles.yaml: a seed and the line
of actions that wins it, found offline by `build/prove_solo_shuffles.py`
with a deeper search than the in-game bound. The line is the proof, and it
is what "Show how it could be won" replays after a lost mission.

A line is checked by replay on the engine before it is trusted: a line that
no longer wins (the rules or tiles changed since it was found) is dropped
with a log line. Replaying a line costs about a millisecond a turn, so a
level's lines are checked when that level is first dealt (or asked for),
not when the file loads: the load only parses and validates the file.

A line is written one string per turn, its actions as tokens:
`S<animal>` start animal, `R<tile>` refresh, `F<tile>@<q>,<r>` forest side,
`T<tile>@<q>,<r>#<animal>` task side with an animal, `C<q>,<r>:<q>,<r>:...`
completion (the task at the first hex walks the rest), `E` end of turn.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence, TypeGuard

from woods_desktop.data.loader import DataError, load_data
from woods_desktop.games.whispering.rules.actions import (
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
    StartAnimal,
)

SHUFFLES_FILE = "whispering/solo_shuffles.yaml"


@dataclass(frozen=True)
class ProvenShuffle:
    """One winnable deal of a mission: the seed that deals it and the winning line, turn by turn
    (`turns[i]`: the actions of one turn, the first turn starting with the start animal);
    `score`: the line's final score as found (for the record); `solver`: see below (the campaign's rate of
    the solver on the shuffles it deals)."""

    level: int
    seed: int
    turns: tuple[tuple[Any, ...], ...]
    score: int = 0
    solver: bool | None = None  # whether the solver (it sees what a player sees) passed it too; None: not tried

    @property
    def actions(self) -> list[Any]:
        return [a for turn in self.turns for a in turn]


# -- the line's tokens ------------------------------------------------------------------------------


def _hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return int(q), int(r)


def encode(action: Any) -> str:
    """One action as its token (module docstring)."""
    if isinstance(action, StartAnimal):
        return f"S{action.animal}"
    if isinstance(action, Refresh):
        return f"R{action.tile}"
    if isinstance(action, PlaceForest):
        return f"F{action.tile}@{action.q},{action.r}"
    if isinstance(action, PlaceTask):
        animal = "" if action.animal is None else f"#{action.animal}"
        return f"T{action.tile}@{action.q},{action.r}{animal}"
    if isinstance(action, Complete):
        return ":".join([f"C{action.q},{action.r}", *(f"{q},{r}" for q, r in action.path)])
    if isinstance(action, EndTurn):
        return "E"
    raise ValueError(f"no token for {action!r}")


def decode(token: str) -> Any:
    """The action a token names (ValueError when it names none)."""
    kind, rest = token[:1], token[1:]
    try:
        if kind == "S":
            return StartAnimal(int(rest))
        if kind == "R":
            return Refresh(int(rest))
        if kind == "F":
            tile, at = rest.split("@")
            return PlaceForest(int(tile), *_hex(at))
        if kind == "T":
            tile, at = rest.split("@")
            animal = None
            if "#" in at:
                at, named = at.split("#")
                animal = int(named)
            return PlaceTask(int(tile), *_hex(at), animal)
        if kind == "C":
            first, *path = rest.split(":")
            return Complete(*_hex(first), tuple(_hex(p) for p in path))
        if kind == "E" and not rest:
            return EndTurn()
    except ValueError:
        pass
    raise ValueError(f"not an action token: {token!r}")


def encode_turns(actions: Sequence[Any]) -> list[str]:
    """A whole line as one string per turn (a turn ends with its `E`)."""
    out: list[str] = []
    turn: list[str] = []
    for a in actions:
        turn.append(encode(a))
        if isinstance(a, EndTurn):
            out.append(" ".join(turn))
            turn = []
    if turn:
        out.append(" ".join(turn))
    return out


def parse_turns(line: Sequence[str]) -> tuple[tuple[Any, ...], ...]:
    """A line of turn strings as actions, turn by turn (ValueError naming the turn at fault)."""
    turns: list[tuple[Any, ...]] = []
    for j, turn in enumerate(line):
        try:
            turns.append(tuple(decode(tok) for tok in turn.split()))
        except ValueError as exc:
            raise ValueError(f"{j}: {exc}") from exc
    return tuple(turns)


# -- the file -------------------------------------------------------------------------------------


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_shuffles(path: Path | str, data: Any) -> dict[int, list[ProvenShuffle]]:
    """The proven shuffles per level from the parsed file (errors name the file and the key)."""
    if not isinstance(data, dict) or not isinstance(data.get("levels"), dict):
        raise DataError(
            path, "levels", "missing" if not isinstance(data, dict) or "levels" not in data else "expected a mapping"
        )
    out: dict[int, list[ProvenShuffle]] = {}
    for level, rows in data["levels"].items():
        base = f"levels.{level}"
        if not _whole(level) or level < 1:
            raise DataError(path, base, "a level is a whole number from 1")
        if not isinstance(rows, list):
            raise DataError(path, base, "expected a list of shuffles")
        seen: set[int] = set()
        out[level] = []
        for i, row in enumerate(rows):
            key = f"{base}.{i}"
            if not isinstance(row, dict):
                raise DataError(path, key, "expected a mapping with seed and line")
            seed = row.get("seed")
            if not _whole(seed) or seed < 0:
                raise DataError(path, key + ".seed", "missing" if seed is None else "a whole number from 0")
            if seed in seen:
                raise DataError(path, key + ".seed", f"seed {seed} is listed twice")
            seen.add(seed)
            score = row.get("score", 0)
            if not _whole(score):
                raise DataError(path, key + ".score", "a whole number")
            solver = row.get("solver")
            if solver is not None and not isinstance(solver, bool):
                raise DataError(path, key + ".solver", "true or false")
            line = row.get("line")
            if not isinstance(line, list) or not line or not all(isinstance(t, str) for t in line):
                raise DataError(path, key + ".line", "missing" if line is None else "a list of turns (strings)")
            try:
                turns = parse_turns(line)
            except ValueError as exc:
                turn, _, problem = str(exc).partition(": ")
                raise DataError(path, f"{key}.line.{turn}", problem) from exc
            out[level].append(ProvenShuffle(level, seed, turns, score, solver))
    return out


def new_mission(level: int, seed: int) -> Any:
    """A mission `level` dealt from `seed`, as the campaign deals it (the seat's name deals nothing)."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.data import load_definition

    definition = load_definition()
    return definition.new_game(make_config(definition, 1, "solo", {"mission": level}), seed)


def replay(shuffle: ProvenShuffle, turns: int | None = None) -> Any:
    """The mission dealt from the shuffle's seed after its line's first `turns` turns (None: all);
    raises the engine's IllegalAction when an action of the line is no longer legal."""
    state = new_mission(shuffle.level, shuffle.seed)
    for turn in shuffle.turns[: len(shuffle.turns) if turns is None else turns]:
        for action in turn:
            state.apply(action)
    return state


def wins(shuffle: ProvenShuffle) -> str | None:
    """None when the line still wins its shuffle by replay on the engine, else why not."""
    from woods_desktop.core.errors import IllegalAction

    try:
        state = replay(shuffle)
    except (IllegalAction, ValueError, KeyError) as exc:
        return f"an action is no longer legal ({type(exc).__name__}: {exc})"
    if not state.is_over():
        return "the line ends before the mission does"
    if not state.outcome().won:
        return f"the line no longer passes (score {state.outcome().scores[0]})"
    return None


@lru_cache(maxsize=1)
def _parsed() -> dict[int, list[ProvenShuffle]]:
    path, data = load_data(SHUFFLES_FILE)
    return parse_shuffles(path, data)


def load_shuffles() -> dict[int, list[ProvenShuffle]]:
    """Every level's shuffles as the file lists them, not yet checked by replay (read once); none when the
    file does not load (said on the console: the missions then deal any shuffle)."""
    try:
        return _parsed()
    except (DataError, OSError) as exc:
        print(f"whispering proven shuffles: {exc}", file=sys.stderr)
        return {}


_checked: dict[tuple[int, int], bool] = {}  # (level, seed) -> its line still wins (each replayed once)


def still_wins(shuffle: ProvenShuffle) -> bool:
    """Whether the shuffle's line still wins by replay (checked once per run); a line that no longer wins
    is said on the console, once."""
    key = (shuffle.level, shuffle.seed)
    if key not in _checked:
        why = wins(shuffle)
        _checked[key] = why is None
        if why is not None:
            print(
                f"whispering proven shuffles: level {shuffle.level}, seed {shuffle.seed} dropped: {why}",
                file=sys.stderr,
            )
    return _checked[key]


def proven(level: int) -> tuple[ProvenShuffle, ...]:
    """The level's shuffles whose lines still win by replay (every one checked: `simulate --proven`, the
    tests); a line that no longer wins is dropped with a log line."""
    return tuple(s for s in load_shuffles().get(level, []) if still_wins(s))


def proven_for(level: int, seed: int) -> ProvenShuffle | None:
    """The proven shuffle of `level` dealt from `seed`, if the level ships one whose line still wins."""
    found = next((s for s in load_shuffles().get(level, []) if s.seed == seed), None)
    return found if found is not None and still_wins(found) else None


def deal(level: int, rng: random.Random | None = None, avoid: int | None = None) -> ProvenShuffle | None:
    """A proven shuffle of the level at random (`avoid`: not this seed again when another is listed); only
    the one dealt is checked by replay (a few milliseconds), a dropped one makes way for another. None when
    the level ships none that still wins."""
    pick = rng or random.Random()
    listed = list(load_shuffles().get(level, []))
    pick.shuffle(listed)
    listed.sort(key=lambda s: s.seed == avoid)  # the seed to avoid last: dealt only when it is the only one
    return next((s for s in listed if still_wins(s)), None)


def deal_seed(config: Mapping[str, Any], any_shuffle: bool, avoid: int | None = None) -> int | None:
    """The seed a new game of `config` is dealt from (the plugin's `deal`): a solo mission's proven shuffle
    unless `any_shuffle` (the setting) is on; None (any seed) for the game for 2-4 players, with the setting
    on, or when the level ships no proven shuffle."""
    options = config.get("options") or {}
    level = options.get("mission") if isinstance(options, Mapping) else None
    if any_shuffle or config.get("variant") != "solo" or not _whole(level):
        return None
    shuffle = deal(int(level), avoid=avoid)
    return None if shuffle is None else shuffle.seed


__all__ = [
    "ProvenShuffle",
    "SHUFFLES_FILE",
    "deal",
    "deal_seed",
    "decode",
    "encode",
    "encode_turns",
    "load_shuffles",
    "new_mission",
    "parse_shuffles",
    "parse_turns",
    "proven",
    "proven_for",
    "replay",
    "still_wins",
    "wins",
]
