"""Finds a game's computer players by game id and level."""

from __future__ import annotations

import importlib

from woods_desktop.bots.base import Bot, RandomBot

# game id -> module whose FACTORIES maps level -> factory(seat, seed)
_MODULES: dict[str, str] = {
    "woodlanders": "woods_desktop.bots.woodlanders",
    "voice": "woods_desktop.bots.voice",
}

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


def make_bot(game_id: str, level: str, seat: int, seed: int) -> Bot:
    if level == "random":
        return RandomBot(seat, seed)
    if game_id not in _MODULES:
        raise KeyError(f"no computer players for {game_id!r}")
    factories = importlib.import_module(_MODULES[game_id]).FACTORIES
    if level not in factories:
        raise KeyError(f"{game_id}: no computer level {level!r}")
    return factories[level](seat, seed)
