"""What one seat may see of a game of Whispering Woods, as a frozen typed view.

Everything lies open on the table (the display, every forest, the score
piles, the bonus cards) except the bag, which everyone sees as a count: the
order of the tiles in it is the game's only secret. `WhisperingState.view`
builds this with `core.views.project` and nothing else. The helpers below
turn a forest into the plain mapping `paths.task_paths` reads, so screens
and bots search paths on a view exactly as the engine does on its state.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.core.views import count, public
from woods_desktop.games.whispering.rules.paths import Forest, Hex
from woods_desktop.games.whispering.rules.tiles import Tile

PLACE = "place"  # step 1's refresh is allowed, and step 2: take tiles
SECOND = "second"  # option A: the second forest tile is still to place
TASKS = "tasks"  # step 3: complete tasks, or end the turn
OVER = "over"


@dataclass(frozen=True)
class Cell:
    """A tile in a forest; `animal` (0..3, of the forest's owner) stands on task sides only."""

    q: int
    r: int
    tile: Tile
    task_side: bool
    animal: int | None

    @property
    def hex(self) -> Hex:
        return (self.q, self.r)


@dataclass(frozen=True)
class Done:
    """A completed task in a score pile: which animal completed it in which round, and whether it
    was flipped back to its forest side to refresh the display (it still scores, less the cost)."""

    tile: Tile
    animal: int
    turn: int
    flipped: bool


@dataclass(frozen=True)
class WhisperingView:
    """One seat's view (`me` None: a spectator). Seats play clockwise, seat 0 holds the Bear."""

    variant: str = public()
    names: tuple[str, ...] = public()
    seats: int = public()
    me: int | None = public()
    phase: str = public()  # PLACE, SECOND, TASKS or OVER
    to_move: int | None = public()
    bear: int = public()
    turn: int = public()  # the round, from 1
    display: tuple[Tile | None, ...] = public()  # the display's slots, None = empty
    bag_count: int = count()
    forests: tuple[tuple[Cell, ...], ...] = public()
    animals_left: tuple[int, ...] = public()  # unused animals per seat
    done: tuple[tuple[Done, ...], ...] = public()  # score piles, in the order completed
    bonuses: tuple[tuple[int, ...], ...] = public()  # the sizes of the bonus cards each seat holds
    bonus_left: tuple[int, ...] = public()  # cards left, one entry per `bonus_points` entry
    bonus_points: tuple[tuple[int, int], ...] = public()  # (size, points), ascending
    task_target: int = public()  # completed tasks that trigger the end
    end_triggered: bool = public()
    end_reason: str | None = public()  # "target" or "display" once triggered
    last_seat: int = public()  # the seat that takes the last turn (right of the Bear)
    refreshed: bool = public()  # the display was refreshed this turn
    tasks_this_turn: int = public()
    placed_this_turn: tuple[tuple[int, int], ...] = public()  # hexes filled this turn, in order
    scores: tuple[int, ...] = public()  # tasks + bonus cards - refresh flips, now
    task_points: tuple[int, ...] = public()  # the printed points of the score pile alone
    refresh_cost: int = public()
    turns_taken: tuple[int, ...] = public()
    animals: int = public()  # animals per player

    def forest(self, seat: int) -> dict[Hex, Cell]:
        return {(c.q, c.r): c for c in self.forests[seat]}

    def forest_map(self, seat: int) -> Forest:
        """The forest as `paths` reads it: hex -> (forest-side element, task side up?)."""
        return {(c.q, c.r): (c.tile.element, c.task_side) for c in self.forests[seat]}

    def tasks(self, seat: int) -> tuple[Cell, ...]:
        """The task tiles of a forest (each carries one of the seat's animals)."""
        return tuple(c for c in self.forests[seat] if c.task_side)

    def completed(self, seat: int) -> int:
        return len(self.done[seat])

    def flips(self, seat: int) -> int:
        return sum(1 for d in self.done[seat] if d.flipped)

    def bonus_total(self, seat: int) -> int:
        points = dict(self.bonus_points)
        return sum(points[size] for size in self.bonuses[seat])

    def display_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.display if t is not None)

    @property
    def my_forest(self) -> dict[Hex, Cell]:
        return self.forest(self.me) if self.me is not None else {}
