"""The solo missions' objectives, measured on the completed tasks (rulebook "Mission Levels").

A completed task is read as (forest-side element, points, animal, turn); the
starting tile has no forest side (element None). It counts as a task of its
animal for the objectives that count tasks or points per animal (each_animal,
animal_turn, animal_points) and for the score, but never for the objectives
that read forest sides (pairs, distinct_animals, animal_element,
same_element, elements): the rulebook leaves this open and
assets/rules/whispering.yaml ("Solo: the readings") states it. Tasks flipped
to refresh the display stay completed, so they count too.

Every objective reports its progress as `n` of `of` (the checklist's "2 of 4
animals") beside whether it is met; the engine keeps an objective met once it
was met at the end of a turn, so `met` here is only "met by these tasks".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

EACH_ANIMAL = "each_animal"
PAIRS = "pairs"
DISTINCT_ANIMALS = "distinct_animals"
ANIMAL_ELEMENT = "animal_element"
SAME_ELEMENT = "same_element"
ANIMAL_TURN = "animal_turn"
ELEMENTS_KIND = "elements"
ANIMAL_POINTS = "animal_points"

# kind -> the name of its number in missions.yaml (None: the kind has no number)
KINDS: dict[str, str | None] = {
    EACH_ANIMAL: "tasks",
    PAIRS: "tasks",
    DISTINCT_ANIMALS: None,
    ANIMAL_ELEMENT: "tasks",
    SAME_ELEMENT: "tasks",
    ANIMAL_TURN: "tasks",
    ELEMENTS_KIND: "elements",
    ANIMAL_POINTS: "points",
}

KEY = "whispering.solo.objective."
GOAL = "whispering.campaign.objective."
MIN_SCORE_KEY = KEY + "min_score"
MIN_SCORE_GOAL = "whispering.campaign.min_score"  # with n: the minimum

Task = tuple[str | None, int, int, int]
"""A completed task as the objectives read it: (forest-side element or None, points, animal, turn)."""


@dataclass(frozen=True)
class ObjectiveSpec:
    """One objective of a mission: its kind and its number (tasks, points or elements; 0 for none)."""

    kind: str
    amount: int = 0

    @property
    def key(self) -> str:
        """The message key that words it with its progress (parameters: `n` of `of`, and the
        objective's number by its name: tasks, points or elements)."""
        return KEY + self.kind

    @property
    def goal_key(self) -> str:
        """The message key that words the objective alone (the campaign's list of missions)."""
        return GOAL + self.kind

    @property
    def goal_params(self) -> dict[str, int]:
        name = KINDS.get(self.kind)
        return {name: self.amount} if name is not None else {}


@dataclass(frozen=True)
class Mission:
    """A solo mission: its level, minimum score, refresh cost and objectives (each unlocks a space)."""

    level: int
    min_score: int
    refresh_cost: int
    objectives: tuple[ObjectiveSpec, ...]


@dataclass(frozen=True)
class Progress:
    """How far the tasks go towards one objective: `n` of `of` (met when the objective's test holds)."""

    n: int
    of: int
    met: bool

    def params(self, spec: ObjectiveSpec) -> dict[str, int]:
        """The message parameters: the objective's own number by its name, and `n` of `of`."""
        out = {"n": self.n, "of": self.of}
        name = KINDS.get(spec.kind)
        if name is not None:
            out[name] = spec.amount
        return out


def progress(spec: ObjectiveSpec, tasks: Sequence[Task], animals: int) -> Progress:
    """The progress of `tasks` towards `spec` with `animals` animals (see the module docstring)."""
    kind, k = spec.kind, spec.amount
    forest = [t for t in tasks if t[0] is not None]
    if kind == EACH_ANIMAL:
        per = Counter(t[2] for t in tasks)
        n = sum(1 for a in range(animals) if per[a] >= k)
        return Progress(n, animals, n == animals)
    if kind == ANIMAL_POINTS:
        points = Counter[int]()
        for t in tasks:
            points[t[2]] += t[1]
        n = sum(1 for a in range(animals) if points[a] >= k)
        return Progress(n, animals, n == animals)
    if kind == PAIRS:
        counts = Counter(t[0] for t in forest)
        paired = sum(c - c % 2 for c in counts.values())
        total = len(forest)
        return Progress(paired, max(k, total), paired == total and total >= k)
    if kind == DISTINCT_ANIMALS:
        n = matching(forest, animals)
        return Progress(n, animals, n == animals)
    if kind == ANIMAL_ELEMENT:
        n = max(Counter((t[2], t[0]) for t in forest).values(), default=0)
        return Progress(min(n, k), k, n >= k)
    if kind == SAME_ELEMENT:
        n = max(Counter(t[0] for t in forest).values(), default=0)
        return Progress(min(n, k), k, n >= k)
    if kind == ANIMAL_TURN:
        n = max(Counter((t[3], t[2]) for t in tasks).values(), default=0)
        return Progress(min(n, k), k, n >= k)
    if kind == ELEMENTS_KIND:
        n = len({t[0] for t in forest})
        return Progress(min(n, k), k, n >= k)
    raise ValueError(f"whispering: unknown objective kind {kind!r}")


def matching(tasks: Sequence[Task], animals: int) -> int:
    """The most animals that can each be given one of their own tasks, all of different elements
    (a bipartite matching of animals to elements, by augmenting paths)."""
    options: list[set[str]] = [set() for _ in range(animals)]
    for element, _, animal, _ in tasks:
        if element is not None and 0 <= animal < animals:
            options[animal].add(element)
    owner: dict[str, int] = {}

    def assign(a: int, seen: set[str]) -> bool:
        for e in sorted(options[a]):
            if e in seen:
                continue
            seen.add(e)
            if e not in owner or assign(owner[e], seen):
                owner[e] = a
                return True
        return False

    return sum(1 for a in range(animals) if assign(a, set()))


__all__ = [
    "KINDS",
    "MIN_SCORE_GOAL",
    "MIN_SCORE_KEY",
    "Mission",
    "ObjectiveSpec",
    "Progress",
    "Task",
    "matching",
    "progress",
]
