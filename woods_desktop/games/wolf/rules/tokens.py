"""The kinds of forest token, by the ids the data file and the engine share.

The data file (assets/data/wolf/game.yaml) says how many of each lie in the
forest; the engine knows what each kind does, so the ids are fixed here and
the loader checks the file uses exactly these.
"""

from __future__ import annotations

PRESENT = "present"

SLEEPING_WOLF = "sleeping_wolf"
BASKET = "basket"
SCOOTER = "scooter"
HELP_KINDS: tuple[str, ...] = (SLEEPING_WOLF, BASKET, SCOOTER)

PUDDLE = "puddle"
THORN_BUSH = "thorn_bush"
WINDFALL = "windfall"
RAVINE = "ravine"
BEEHIVE = "beehive"
TERRAIN_KINDS: tuple[str, ...] = (PUDDLE, THORN_BUSH, WINDFALL, RAVINE, BEEHIVE)

ALL_KINDS: tuple[str, ...] = (PRESENT, *HELP_KINDS, *TERRAIN_KINDS)

# What `Give` hands over: a present or one of the help tokens.
GIVABLE: tuple[str, ...] = (PRESENT, *HELP_KINDS)


def is_help(kind: str | None) -> bool:
    return kind in HELP_KINDS


def is_terrain(kind: str | None) -> bool:
    return kind in TERRAIN_KINDS
