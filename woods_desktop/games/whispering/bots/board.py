"""One forest as the computer players think about it: small, mutable and cheap to copy.

The planner tries thousands of placements and completion chains per turn;
rebuilding `Cell`s and views for each would dominate its time, so a `Board`
keeps just what the path search reads (`cells`, the `paths.Forest`
mapping), which tile lies where, and which task each animal stands on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from woods_desktop.games.whispering.rules.paths import Forest, Hex, Path, complete_on
from woods_desktop.games.whispering.rules.tiles import Tile
from woods_desktop.games.whispering.rules.view import WhisperingView


@dataclass
class Board:
    """`cells`: hex -> (forest-side element, task side up?); `tiles`: hex -> tile;
    `tasks`: the hexes where an animal stands on a task side."""

    cells: dict[Hex, tuple[str | None, bool]] = field(default_factory=dict)
    tiles: dict[Hex, Tile] = field(default_factory=dict)
    tasks: list[Hex] = field(default_factory=list)

    @classmethod
    def of(cls, view: WhisperingView, seat: int) -> "Board":
        board = cls()
        for c in view.forests[seat]:
            h = (c.q, c.r)
            board.cells[h] = (c.tile.element, c.task_side)
            board.tiles[h] = c.tile
            if c.task_side and c.animal is not None:
                board.tasks.append(h)
        board.tasks.sort()
        return board

    def copy(self) -> "Board":
        return Board(dict(self.cells), dict(self.tiles), list(self.tasks))

    def place(self, tile: Tile, h: Hex, task_side: bool) -> None:
        """A display tile into the forest (task side: with an animal on it)."""
        self.cells[h] = (tile.element, task_side)
        self.tiles[h] = tile
        if task_side:
            self.tasks.append(h)
            self.tasks.sort()

    def complete(self, start: Hex, path: Path) -> Tile:
        """The animal at `start` walks `path`: its tile leaves (returned), the end tile turns (the
        engine's own step, `paths.complete_on`)."""
        _, end = complete_on(self.cells, start, path, _turned)
        done = self.tiles.pop(start)
        self.tasks.remove(start)
        self.tasks.append(end)
        self.tasks.sort()
        return done


def after_completion(cells: Forest, start: Hex, path: Path) -> dict[Hex, tuple[str | None, bool]]:
    """A copy of the forest `cells` once the task at `start` is completed along `path` (the engine's own
    step, `paths.complete_on`): for a judgement that looks one completion ahead without a `Board`."""
    after = dict(cells)
    complete_on(after, start, path, _turned)
    return after


def _turned(end: tuple[str | None, bool], task: tuple[str | None, bool]) -> tuple[str | None, bool]:
    return (end[0], True)
