"""A forest for the solo solver: the base bots' `Board`, with each task's animal and the tasks done.

The missions' objectives ask which animal completed which task, so the solo
board follows every animal: a task side placed this turn gets the first
animal of the hand (the unused animals in the order `animals.hand` chooses
them), and an animal that completes a task moves to the tile where its path
ends. The base planner places tiles and walks chains on this board exactly
as on its own (the subclass keeps `Board`'s interface).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from woods_desktop.games.whispering.bots.animals import hand
from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.rules.paths import Hex, Path
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import WhisperingView

Finished = tuple[str | None, int, int]
"""A task completed on this board: (forest-side element or None, points, animal)."""


@dataclass
class SoloBoard(Board):
    """`animal`: task hex -> the animal on it; `hand`: the unused animals, the first for the next task
    side; `done`: the tasks completed on this board, in order."""

    animal: dict[Hex, int] = field(default_factory=dict)
    hand: list[int] = field(default_factory=list)
    done: list[Finished] = field(default_factory=list)

    @classmethod
    def of(cls, view: WhisperingView, seat: int = 0) -> "SoloBoard":
        board = super().of(view, seat)
        assert isinstance(board, SoloBoard)
        for c in view.forests[seat]:
            if c.task_side and c.animal is not None:
                board.animal[(c.q, c.r)] = c.animal
        board.hand = list(hand(view, seat))
        return board

    def copy(self) -> "SoloBoard":
        return SoloBoard(
            dict(self.cells),
            dict(self.tiles),
            list(self.tasks),
            dict(self.animal),
            list(self.hand),
            list(self.done),
        )

    def place(self, tile: Tile, h: Hex, task_side: bool, animal: int | None = None) -> None:
        """As `Board.place`; a task side gets `animal` (None: the first of the hand)."""
        super().place(tile, h, task_side)
        if task_side:
            chosen = self.hand[0] if animal is None else animal
            self.hand.remove(chosen)
            self.animal[h] = chosen

    def complete(self, start: Hex, path: Path) -> Tile:
        tile = super().complete(start, path)
        animal = self.animal.pop(start)
        self.animal[path[-1]] = animal
        self.done.append((tile.element, tile.points, animal))
        return tile
