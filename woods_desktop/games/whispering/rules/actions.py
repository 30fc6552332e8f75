"""The moves of Whispering Woods as small frozen values that round-trip through JSON.

Tiles are named by id (`Tile.id`), hexes by axial coordinates (q, r) of the
mover's own forest (core/hexgrid.py, pointy-top). A move always concerns
the seat to move, so no action names a seat.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StartAnimal:
    """Solo setup B, before the first turn: "Place 1 Animal, of any color, on the Starting tile" — the
    player chooses which of the four (0..3, deer frog bird hare); the other three wait on their animal
    tiles. The game for 2-4 players starts with the first animal there (its animals differ only in name)."""

    animal: int


@dataclass(frozen=True)
class Refresh:
    """Step 1, once per turn: flip `tile`, a completed forest tile of yours not flipped yet, from its task
    side to its forest side (it costs the refresh cost at the end) and draw 6 new display tiles, the 6 old
    back to the bag. A starting tile has only a task side, so it never pays for a refresh."""

    tile: int


@dataclass(frozen=True)
class PlaceForest:
    """Step 2, option A: take display tile `tile` and place it forest side up at (q, r); the first
    of two (the second follows in phase "second"), or the only one when one tile was left."""

    tile: int
    q: int
    r: int


@dataclass(frozen=True)
class PlaceTask:
    """Step 2, option B: take display tile `tile`, place it task side up at (q, r) and put `animal`, one
    of your unused animals (0..3, deer frog bird hare), on it. The legal actions name the animal; None
    stands for the first unused one, as every save made before the player chose it meant."""

    tile: int
    q: int
    r: int
    animal: int | None = None


@dataclass(frozen=True)
class Complete:
    """Step 3: the animal on the task tile at (q, r) walks `path` (the hexes it steps onto, in
    order; the last is where it stays, and that tile turns to its task side)."""

    q: int
    r: int
    path: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class EndTurn:
    """Step 3 done: take a bonus card for 2+ tasks, and the next player's turn begins."""


ACTION_TYPES: dict[str, type] = {
    "StartAnimal": StartAnimal,
    "Refresh": Refresh,
    "PlaceForest": PlaceForest,
    "PlaceTask": PlaceTask,
    "Complete": Complete,
    "EndTurn": EndTurn,
}
