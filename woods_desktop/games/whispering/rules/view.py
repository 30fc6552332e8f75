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

START = "start"  # solo setup B: the animal for the starting tile is still to choose
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
class SoloSpace:
    """A space around the scoring board (solo): the tile drawn onto it at the end of a turn (None:
    still free), the display tiles of that tile's element it removed from the game, the objective
    whose meeting unlocks the space (None: one of the spaces open from the start) and whether it is
    open (the game ends when the last open space is filled)."""

    index: int
    tile: Tile | None
    removed: tuple[Tile, ...]
    unlock: int | None
    open: bool


@dataclass(frozen=True)
class SoloObjective:
    """A mission objective as the checklist shows it: its message key worded with `params` (the
    objective's own number, and `n` of `of` done so far), whether it is met (it stays met once met
    at the end of a turn), the turn it was met in, and the board space it unlocks."""

    key: str
    kind: str
    amount: int
    met: bool
    met_turn: int | None
    n: int
    of: int
    space: int
    values: tuple[tuple[str, int], ...]

    @property
    def params(self) -> dict[str, int]:
        return dict(self.values)


@dataclass(frozen=True)
class WhisperingView:
    """One seat's view (`me` None: a spectator). Seats play clockwise, seat 0 holds the Bear."""

    variant: str = public()
    names: tuple[str, ...] = public()
    seats: int = public()
    me: int | None = public()
    phase: str = public()  # START (solo, before the first turn), PLACE, SECOND, TASKS or OVER
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
    # solo (None or empty in the game for 2-4 players)
    mission: int | None = public()  # the mission's level
    min_score: int | None = public()
    board: tuple[SoloSpace, ...] = public()  # every space around the scoring board, locked ones too
    turns_left: int | None = public()  # open spaces still free: this turn included
    objectives: tuple[SoloObjective, ...] = public()

    def forest(self, seat: int) -> dict[Hex, Cell]:
        return {(c.q, c.r): c for c in self.forests[seat]}

    def forest_map(self, seat: int) -> Forest:
        """The forest as `paths` reads it: hex -> (forest-side element, task side up?)."""
        return {(c.q, c.r): (c.tile.element, c.task_side) for c in self.forests[seat]}

    def tasks(self, seat: int) -> tuple[Cell, ...]:
        """The task tiles of a forest (each carries one of the seat's animals)."""
        return tuple(c for c in self.forests[seat] if c.task_side)

    def unused_animals(self, seat: int) -> tuple[int, ...]:
        """The seat's animals not placed yet, in order (as `WhisperingState.unused_animals`)."""
        placed = {c.animal for c in self.forests[seat]} | {d.animal for d in self.done[seat]}
        return tuple(a for a in range(self.animals) if a not in placed)

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
    def solo(self) -> bool:
        return self.mission is not None

    def spaces_open(self) -> int:
        return sum(1 for s in self.board if s.open)

    def spaces_filled(self) -> int:
        return sum(1 for s in self.board if s.tile is not None)

    def by_animal(self, seat: int = 0) -> tuple[tuple[Done, ...], ...]:
        """A score pile grouped by the animal that completed each task (solo: by its colour)."""
        return tuple(tuple(d for d in self.done[seat] if d.animal == a) for a in range(self.animals))

    @property
    def my_forest(self) -> dict[Hex, Cell]:
        return self.forest(self.me) if self.me is not None else {}
