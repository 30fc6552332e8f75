"""A forest for the solo solver: the base bots' `Board`, with each task's animal and the tasks done.

The missions' objectives ask which animal completed which task, so the solo
board follows every animal: a task side placed this turn gets the next
animal from the hand, and an animal that completes a task moves to the tile
where its path ends. The base planner places tiles and walks chains on this
board exactly as on its own (the subclass keeps `Board`'s interface).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.rules.paths import Hex, Path
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import WhisperingView

Finished = tuple[str | None, int, int]
"""A task completed on this board: (forest-side element or None, points, animal)."""


@dataclass
class SoloBoard(Board):
    """`animal`: task hex -> the animal on it; `next_animal`: the animal a new task side gets;
    `done`: the tasks completed on this board, in order."""

    animal: dict[Hex, int] = field(default_factory=dict)
    next_animal: int = 0
    done: list[Finished] = field(default_factory=list)

    @classmethod
    def of(cls, view: WhisperingView, seat: int = 0) -> "SoloBoard":
        board = super().of(view, seat)
        assert isinstance(board, SoloBoard)
        for c in view.forests[seat]:
            if c.task_side and c.animal is not None:
                board.animal[(c.q, c.r)] = c.animal
        board.next_animal = view.animals - view.animals_left[seat]
        return board

    def copy(self) -> "SoloBoard":
        return SoloBoard(
            dict(self.cells),
            dict(self.tiles),
            list(self.tasks),
            dict(self.animal),
            self.next_animal,
            list(self.done),
        )

    def place(self, tile: Tile, h: Hex, task_side: bool) -> None:
        super().place(tile, h, task_side)
        if task_side:
            self.animal[h] = self.next_animal
            self.next_animal += 1

    def complete(self, start: Hex, path: Path) -> Tile:
        tile = super().complete(start, path)
        animal = self.animal.pop(start)
        self.animal[path[-1]] = animal
        self.done.append((tile.element, tile.points, animal))
        return tile
