"""The seat this computer last took in a network game, kept so a dropped computer can take it back.

The host gives a seat token on joining; with it the same seat (and its view) comes back after a
closed lid, a crash or a lost network, within the game. The join page offers "Rejoin" while one is
kept. A finished game keeps it, marked over: the host's next game of the same table (its Play again) gives
each seat to the computer with its token, so a person who went to the menu instead of pressing Play again
is offered "Play again" on the join page.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
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
    over: bool = False  # that game has ended: the token takes the same seat in the host's next game


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
        address, code, name, token, game = (str(data[k]) for k in ("address", "code", "name", "token", "game"))
    except KeyError:
        return None
    return JoinedSeat(address, code, name, token, game, over=data.get("over") is True)


def finished() -> None:
    """The kept seat's game has ended: kept for the host's next game, marked over."""
    kept = last()
    if kept is not None and not kept.over:
        remember(replace(kept, over=True))


def forget() -> None:
    try:
        _path().unlink()
    except FileNotFoundError:
        pass
