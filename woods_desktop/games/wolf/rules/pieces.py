"""The game's data as the engine reads it: heroes, task cards, the token mix, the presents, difficulties.

`data.py` builds one frozen `WolfData` from assets/data/wolf/*.yaml and checks
it; the engine never reads files, so everything it needs arrives here.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.games.wolf.rules.tokens import PRESENT

GREEN = "green"  # the task is for the player who drew it
ORANGE = "orange"  # the task is for the whole table
FRAMES: tuple[str, ...] = (GREEN, ORANGE)


@dataclass(frozen=True)
class Hero:
    """A hero card: steps per move, baskets (one present each) and the terrain kinds that stop it."""

    id: str
    steps: int
    baskets: int
    impassable: tuple[str, ...]


@dataclass(frozen=True)
class TaskCard:
    id: str
    frame: str  # GREEN or ORANGE
    en: str
    ru: str


@dataclass(frozen=True)
class Present:
    """One of the holiday tokens: each is a different gift or treat, with its own picture and
    names (`en`, `ru`: (name, object) - on its own as a label, and as the thing found, handed or
    brought home in a sentence: "the honey jar", «горшочек мёда» in the accusative)."""

    id: str
    picture: str
    en: tuple[str, str]
    ru: tuple[str, str]


@dataclass(frozen=True)
class Difficulty:
    """A difficulty: the Wolf's path length, per number of heroes."""

    id: str
    path: tuple[tuple[int, int], ...]  # (heroes, steps to the house)

    def path_for(self, heroes: int) -> int:
        for n, steps in self.path:
            if n == heroes:
                return steps
        raise ValueError(f"wolf: difficulty {self.id!r} has no path length for {heroes} heroes")


@dataclass(frozen=True)
class WolfData:
    tokens: tuple[tuple[str, int], ...]  # (kind, how many) in the forest
    heroes: tuple[Hero, ...]  # in turn order
    min_heroes: int
    max_heroes: int
    difficulties: tuple[Difficulty, ...]
    default_difficulty: str
    surprise_presents: int  # presents in the house for a surprise (with every hero home)
    best_presents: int  # presents for the best birthday ever: all of them
    task_penalty: int  # the Wolf's extra steps when a task is not done
    tasks: tuple[TaskCard, ...]
    presents: tuple[Present, ...]  # the holiday tokens, one per present of the token mix

    def hero(self, hero_id: str) -> Hero:
        for h in self.heroes:
            if h.id == hero_id:
                return h
        raise KeyError(hero_id)

    def difficulty(self, difficulty_id: str) -> Difficulty:
        for d in self.difficulties:
            if d.id == difficulty_id:
                return d
        raise KeyError(difficulty_id)

    def token_pool(self) -> list[str]:
        """Every forest token by kind, in data order (the setup shuffles it onto the cells)."""
        return [kind for kind, n in self.tokens for _ in range(n)]

    def forest_pool(self) -> list[tuple[str, str | None]]:
        """Every forest token as (kind, which present it is or None), in data order: the token
        pool with the presents named in the order of `presents` (the setup shuffles it)."""
        names = iter(p.id for p in self.presents)
        return [(kind, next(names) if kind == PRESENT else None) for kind in self.token_pool()]

    def present_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.presents)

    def task_index(self) -> dict[str, int]:
        return {card.id: i for i, card in enumerate(self.tasks)}
