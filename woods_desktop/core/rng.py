"""One seeded RNG per game state, saved with it, so games replay exactly."""

from __future__ import annotations

import random
from typing import Any, MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A thin wrapper over `random.Random` whose state round-trips through JSON.

    Engines draw every random number from here (never the global `random`),
    which is what makes (config, seed, actions) enough to rebuild a game.
    """

    __slots__ = ("_r",)

    def __init__(self, seed: int | None = 0) -> None:
        self._r = random.Random(seed)

    def randrange(self, n: int) -> int:
        return self._r.randrange(n)

    def random(self) -> float:
        return self._r.random()

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self._r.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        self._r.shuffle(seq)

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        return self._r.sample(list(seq), k)

    def fork(self) -> "Rng":
        """A child RNG seeded from this one: for bots that must not disturb the game."""
        return Rng(self._r.getrandbits(64))

    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self._r.getstate()
        return {"version": version, "internal": list(internal), "gauss": gauss}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Rng":
        rng = cls(0)
        rng._r.setstate((data["version"], tuple(data["internal"]), data["gauss"]))
        return rng

    def copy(self) -> "Rng":
        rng = Rng(0)
        rng._r.setstate(self._r.getstate())
        return rng
