"""The games, in menu order: the one place the program names them.

The menu, setup, statistics, the rules screen, `simulate`, `bench`,
`screenshot`, saves and the fuzzer all read `GAMES`. A game joins by adding
its folder and one line here; a game not built yet is listed with
`playable=False` and shows in the menu as "in the workshop".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woods_desktop.core.plugin import GamePlugin
from woods_desktop.games.voice import PLUGIN as VOICE
from woods_desktop.games.whispering import PLUGIN as WHISPERING
from woods_desktop.games.wolf import PLUGIN as WOLF
from woods_desktop.games.woodlanders import PLUGIN as WOODLANDERS

if TYPE_CHECKING:
    from woods_desktop.core.bot import Bot
    from woods_desktop.core.game import GameDefinition

GAMES: tuple[GamePlugin, ...] = (WHISPERING, WOODLANDERS, VOICE, WOLF)

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


def plugin(game_id: str) -> GamePlugin:
    for p in GAMES:
        if p.id == game_id:
            return p
    raise KeyError(f"unknown game {game_id!r}")


def playable() -> tuple[GamePlugin, ...]:
    return tuple(p for p in GAMES if p.playable)


def playable_ids() -> tuple[str, ...]:
    return tuple(p.id for p in GAMES if p.playable)


def definition(game_id: str) -> "GameDefinition":
    return plugin(game_id).definition()


def definitions() -> dict[str, "GameDefinition"]:
    """Every playable game's definition by id (loads their data)."""
    return {p.id: p.definition() for p in playable()}


def make_bot(game_id: str, level: str, seat: int, seed: int) -> "Bot":
    return plugin(game_id).make_bot(level, seat, seed)


def scene_modules() -> dict[str, str]:
    """Scene name -> module, for every game's own screens."""
    out: dict[str, str] = {}
    for p in GAMES:
        out.update(p.scenes)
    return out
