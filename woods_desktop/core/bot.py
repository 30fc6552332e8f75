"""The one interface every computer player has."""

from __future__ import annotations

from typing import Any, Callable, Protocol

from woods_desktop.core.rng import Rng


class Bot(Protocol):
    """`choose` gets the seat's own typed view (never the full state) and the legal actions."""

    seat: int

    def choose(self, view: Any, legal: list[Any]) -> Any: ...


class RandomBot:
    """Uniformly random legal moves: the fuzzer's and `simulate`'s baseline."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        return self.rng.choice(legal)


BotFactory = Callable[[int, int], Bot]  # (seat, seed) -> bot
