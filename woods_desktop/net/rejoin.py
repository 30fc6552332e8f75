"""The seat this computer last took in a network game, kept so a dropped computer can take it back.

The host gives a seat token on joining; with it the same seat (and its view) comes back after a
closed lid, a crash or a lost network, within the game. The join page offers "Rejoin" while one is
kept; a finished game forgets it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

from woods_desktop.saves.store import BrokenFile, atomic_write_json, data_dir, read_json

FILE = "joined.json"


@dataclass(frozen=True)
class JoinedSeat:
    address: str  # host:port as typed or found
    code: str
    name: str
    token: str
    game: str  # the game's id (the page names it)


def _path() -> Path:
    return data_dir() / "network" / FILE


def remember(seat: JoinedSeat) -> None:
    atomic_write_json(_path(), asdict(seat))


def last() -> JoinedSeat | None:
    """The seat kept (None: none, or a file that does not read as one)."""
    try:
        data = read_json(_path())
    except BrokenFile:
        return None
    if not isinstance(data, dict):
        return None
    try:
        return JoinedSeat(*(str(data[k]) for k in ("address", "code", "name", "token", "game")))
    except KeyError:
        return None


def forget() -> None:
    try:
        _path().unlink()
    except FileNotFoundError:
        pass
