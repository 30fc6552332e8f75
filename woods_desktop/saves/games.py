"""Unfinished games on disk: one slot per game (per solo mission), written after every action.

A slot file is a replay record (`core.replay.make_record`) whose `meta` also
says what the menu shows without replaying: the seats, the round the game's
view reported and when it was last played. Loading replays the actions; a file
that does not replay is moved aside and named, never deleted.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from woods_desktop.saves.store import BrokenFile, atomic_write_json, check_broken, data_dir, read_json

if TYPE_CHECKING:  # the menu lists saves for its first frame without loading the engine's replay
    from woods_desktop.core.game import GameDefinition

SAVES = "saves"
LEGACY_CURRENT = "current_game.json"  # the single save of earlier versions, adopted into its slot


def saves_dir() -> Path:
    return data_dir() / SAVES


def slot_id(game_id: str, config: Mapping[str, Any] | None = None) -> str:
    """The slot a game saves into: the game's id, or "<game>.<mission>" for a solo mission (a game
    of another variant keeps the game's slot even when its options carry a mission)."""
    options = (config or {}).get("options") or {}
    mission = options.get("mission") if isinstance(options, Mapping) else None
    if (config or {}).get("variant") not in (None, "solo"):
        mission = None
    slot = re.sub(r"[^A-Za-z0-9_-]", "_", game_id)
    return f"{slot}.{re.sub(r'[^A-Za-z0-9_-]', '_', str(mission))}" if mission not in (None, "") else slot


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{slot}.json"


@dataclass(frozen=True)
class SaveInfo:
    """What the menu and the saved-games screen show of one unfinished game."""

    slot: str
    path: Path
    game: str
    saved_at: float
    seats: tuple[Mapping[str, Any], ...] = ()
    round: int | None = None
    rules_hash: str = ""
    app_version: str = ""
    meta: Mapping[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> tuple[str, ...]:
        """Who plays, each once, by the names setup gave (the screens word them: `players`)."""
        return tuple(str(self.seats[i].get("name", "")) for i in self.player_seats())

    def player_seats(self) -> tuple[int, ...]:
        """The seats to list as who plays, each person once: a person playing several seats (the same
        person, or the same name at human seats, as setup makes them one) is listed once; the table
        seat ("Everyone at the table", the people's shared decisions) and the rulebook's robot are not
        players to list."""
        out: list[int] = []
        people: set[Any] = set()
        for i, seat in enumerate(self.seats):
            kind, name = seat.get("kind", "human"), str(seat.get("name", ""))
            if kind in ("robot", "table"):
                continue
            if kind == "human":
                person = seat.get("person")
                key = ("person", person) if isinstance(person, int) else ("name", name.strip().casefold())
                if key in people or ("name", name.strip().casefold()) in people:
                    continue
                people.update({key, ("name", name.strip().casefold())})
            out.append(i)
        return tuple(out)


def _saved_at(meta: Mapping[str, Any], path: Path) -> float:
    value = meta.get("saved_at")
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):  # earlier versions wrote "YYYY-mm-dd HH:MM"
        try:
            return time.mktime(time.strptime(value, "%Y-%m-%d %H:%M"))
        except ValueError:
            pass
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _info(path: Path, record: Any) -> SaveInfo | None:
    if not isinstance(record, dict) or not isinstance(record.get("game"), str):
        return None
    raw_meta = record.get("meta")
    meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
    seats = tuple(s for s in meta.get("seats", []) if isinstance(s, dict))
    rnd = meta.get("round")
    return SaveInfo(
        path.stem,
        path,
        record["game"],
        _saved_at(meta, path),
        seats,
        rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else None,
        str(record.get("rules_hash") or ""),
        str(record.get("app_version") or ""),
        meta,
    )


def _adopt_legacy() -> None:
    legacy = data_dir() / LEGACY_CURRENT
    if not legacy.exists():
        return
    try:
        record = read_json(legacy)
    except BrokenFile:
        return  # already moved aside; the menu names it when it is opened
    game = record.get("game") if isinstance(record, dict) else None
    if not isinstance(game, str):
        check_broken(legacy, "not a save record")
        return
    target = slot_path(slot_id(game, record.get("config")))
    if target.exists():
        check_broken(legacy, "an older save of a game that has a newer one")
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    legacy.replace(target)


def list_saves() -> tuple[list[SaveInfo], list[BrokenFile]]:
    """Every unfinished game, the most recently played first, and the files that could not be read."""
    _adopt_legacy()
    infos: list[SaveInfo] = []
    broken: list[BrokenFile] = []
    folder = saves_dir()
    if not folder.exists():
        return infos, broken
    for path in sorted(folder.glob("*.json")):
        try:
            record = read_json(path)
        except BrokenFile as exc:
            broken.append(exc)
            continue
        info = _info(path, record)
        if info is None:
            broken.append(check_broken(path, "not a save record"))
        else:
            infos.append(info)
    infos.sort(key=lambda i: i.saved_at, reverse=True)
    return infos, broken


NETWORK = "network"  # where a hosted network game keeps its autosave (`net.autosave`), one file per game


def hosted_saves() -> list[SaveInfo]:
    """The unfinished network games this computer hosted (their autosaves, each with the join code and seat
    tokens in its meta), the most recently played first; a file that does not read is left to the resume."""
    folder = data_dir() / NETWORK
    infos: list[SaveInfo] = []
    for path in sorted(folder.glob("*.json")) if folder.exists() else ():
        try:
            record = read_json(path)
        except BrokenFile:
            continue
        meta = record.get("meta") if isinstance(record, dict) else None
        if not isinstance(meta, dict) or not isinstance(meta.get("net"), dict):
            continue  # the seat this computer took in another's game (`joined.json`), or no save at all
        info = _info(path, record)
        if info is not None:
            infos.append(info)
    infos.sort(key=lambda i: i.saved_at, reverse=True)
    return infos


def latest_save() -> SaveInfo | None:
    saves, _ = list_saves()
    return saves[0] if saves else None


def save_for(slot: str) -> SaveInfo | None:
    path = slot_path(slot)
    try:
        return _info(path, read_json(path))
    except BrokenFile:
        return None


def save_game(
    definition: GameDefinition,
    config: Mapping[str, Any],
    seed: int,
    actions: Sequence[Any],
    meta: Mapping[str, Any] | None = None,
    path: Path | None = None,
) -> Path:
    """Write the game into its slot (atomically: a crash leaves the old file or the new one)."""
    target = path or slot_path(slot_id(definition.id, config))
    full = {"saved_at": time.time(), **dict(meta or {})}
    from woods_desktop.core.replay import make_record

    atomic_write_json(target, make_record(definition, config, seed, actions, full))
    return target


def delete_save(slot: str) -> None:
    try:
        slot_path(slot).unlink()
    except FileNotFoundError:
        pass


def load_record(path: Path, games: Mapping[str, GameDefinition]) -> tuple[dict[str, Any], Any, list[Any]] | None:
    """(record, state, actions) or None when there is no file.

    Raises BrokenFile, with the file already moved aside, when it is not JSON
    or does not replay (unknown version or game, truncated, illegal action).
    """
    from woods_desktop.core.replay import ReplayError, replay

    record = read_json(path)
    if record is None:
        return None
    try:
        state, actions = replay(record, games)
    except ReplayError as exc:
        raise check_broken(path, str(exc)) from exc
    return record, state, actions


__all__ = [
    "BrokenFile",
    "SaveInfo",
    "delete_save",
    "latest_save",
    "list_saves",
    "load_record",
    "save_for",
    "save_game",
    "slot_id",
    "slot_path",
    "saves_dir",
]
