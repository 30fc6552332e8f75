"""The registry of playable games: each entry binds an engine to its YAML data.

A game joins the program by adding one line to `_LOADERS` (module, function);
the function loads and validates its data and returns a `GameDefinition`.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the menu lists games without loading any engine
    from woods_desktop.core.game import GameDefinition

# Menu order; games whose engine is not built yet are listed in ALL_GAMES only.
_LOADERS: dict[str, str] = {
    "woodlanders": "woods_desktop.data.woodlanders:load_definition",
    "voice": "woods_desktop.data.voice:load_definition",
}

ALL_GAMES: tuple[str, ...] = ("whispering", "woodlanders", "voice", "wolf")


@lru_cache(maxsize=None)
def game_definition(game_id: str) -> "GameDefinition":
    if game_id not in _LOADERS:
        raise KeyError(f"unknown or unavailable game {game_id!r}")
    module_name, func = _LOADERS[game_id].split(":")
    return getattr(importlib.import_module(module_name), func)()


def available_games() -> tuple[str, ...]:
    return tuple(g for g in ALL_GAMES if g in _LOADERS)


def game_definitions() -> dict[str, "GameDefinition"]:
    return {g: game_definition(g) for g in available_games()}
