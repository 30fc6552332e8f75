"""The pieces of Whispering Woods as the engine holds them: tiles, bonus cards, the game's numbers.

Every number the rulebook prints (or DESIGN section 4 decides) arrives here
from assets/data/whispering/*.yaml through `data.py`; the engine never reads
files. The solo missions change the refresh cost, drop the bonus cards and
end the game differently, so those stay data (`WhisperingData`), not code.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.games.whispering.rules.objectives import Mission

ELEMENTS: tuple[str, ...] = ("fruits", "flowers", "mushrooms", "leaves", "water", "minerals")
FOREST_TILES = 96
START_LENGTH = 6  # the starting tile's special task: first and last alike, four different between


@dataclass(frozen=True)
class Tile:
    """A forest tile (ids 0..95: its element on the forest side, its task on the other) or a
    starting tile (ids 96..99: only a task side, the special task, `element` None, `task` ())."""

    id: int
    element: str | None
    task: tuple[str, ...]
    points: int

    @property
    def start(self) -> bool:
        return self.element is None


@dataclass(frozen=True)
class BonusCard:
    """A kind of bonus card: `count` copies for completing `size` tasks in one turn."""

    size: int
    points: int
    count: int


@dataclass(frozen=True)
class Element:
    """An element as the table draws it (DESIGN 4: always the icon with the colour)."""

    id: str
    colour: tuple[int, int, int]
    icon: str


@dataclass(frozen=True)
class WhisperingData:
    """Everything the engine needs, validated by `games/whispering/data.py`.

    `tiles` holds the forest tiles then the starting tiles, so `tiles[i].id == i`.
    `task_target` and `bonus_cards` are tuples of pairs / cards, sorted, so the
    value hashes the same on every run (`core.game.stable_hash`).
    """

    elements: tuple[Element, ...]
    tiles: tuple[Tile, ...]
    display_size: int
    animals: int
    task_target: tuple[tuple[int, int], ...]  # (players, completed tasks that trigger the end)
    bonus_cards: tuple[BonusCard, ...]  # ascending by size
    start_points: int
    refresh_cost: int
    points_by_length: tuple[tuple[int, int], ...]  # (sequence length, points)
    all_different_bonus: int
    missions: tuple[Mission, ...] = ()  # the solo missions by level, from 1
    solo_spaces: int = 12  # spaces around the scoring board open from the start (solo turns)

    @property
    def forest_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if not t.start)

    @property
    def start_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.start)

    def target(self, players: int) -> int:
        for n, target in self.task_target:
            if n == players:
                return target
        raise ValueError(f"whispering: no task target for {players} players")

    def mission(self, level: int) -> Mission:
        for m in self.missions:
            if m.level == level:
                return m
        raise ValueError(f"whispering: no solo mission {level!r}")

    def task_points(self, task: tuple[str, ...]) -> int:
        """The printed points of a task: by its length, plus the bonus when all elements differ."""
        if not task:
            return self.start_points
        base = dict(self.points_by_length)[len(task)]
        return base + (self.all_different_bonus if len(set(task)) == len(task) else 0)


def all_different(task: tuple[str, ...]) -> bool:
    return len(set(task)) == len(task)
