"""What the player at the table has in hand: a display tile and the side it shows (task side: with the
unused animal chosen for it), or an animal and the path it may walk, or the choice of a completed
forest tile to flip for a refresh (the animal and its paths: `animal_paths`).

Everything here comes from the legal actions, through two `ActionBuilder`s: one narrows the
placements by (tile, side, animal, place), the other a task's paths hex by hex (so a path can be
traced tile by tile or picked by its end). Why something cannot be done is asked of the engine
(`refusal`, the seat port's), or of `paths.task_blocker` when an animal has no path at all.
Nothing here draws: the table draws what this says.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.whispering.animal_paths import AnimalPaths, Hex, hexes_of, path_parts
from woods_desktop.games.whispering.rules.actions import Complete, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.paths import frontier
from woods_desktop.table.builder import ActionBuilder

REFUSED = "whispering.refused."


def parts(action: Any) -> tuple[Hashable, ...]:
    """What a player picks to place a tile: the display tile, the side it shows (task side: the animal that
    goes on it), the place."""
    if isinstance(action, PlaceForest):
        return (("tile", action.tile), ("side", "forest"), ("hex", action.q, action.r))
    if isinstance(action, PlaceTask):
        return (("tile", action.tile), ("side", "task"), ("animal", action.animal), ("hex", action.q, action.r))
    return ()


def guide_parts(action: Any) -> tuple[Hashable, ...]:
    """The items a guided step's action is made from (the kit's guide marks them by id, never through a click,
    which may change the selection): the display tile and the space for a placement, the task and the hexes
    walked for a completion, the tile flipped to refresh."""
    if isinstance(action, Complete):
        return (("hex", action.q, action.r), *path_parts(action))
    if isinstance(action, Refresh):
        return (("done", action.tile),)
    return tuple(p for p in parts(action) if isinstance(p, tuple) and p[0] in ("tile", "animal", "hex"))


class Picks(AnimalPaths):
    """The tile in hand and the refresh; the animal and its paths are `AnimalPaths`' (animal_paths.py)."""

    def __init__(self, refusal: Callable[[Any], IllegalAction | None]) -> None:
        super().__init__(refusal)
        self.place: ActionBuilder[PlaceForest | PlaceTask] | None = None
        self.side = "forest"  # the side the tile in hand shows
        self.refresh_mode = False
        self.wish: int | None = None  # the animal the player chose, kept when another tile is taken

    def reset(self, view: Any, legal: list[Any], go_on: Hex | None = None) -> None:
        """New legal actions (something was played): nothing in hand, except that a chain goes on from the
        tile the animal reached when it has a task to complete there."""
        self.view = view
        self.legal = list(legal)
        places = [a for a in legal if isinstance(a, (PlaceForest, PlaceTask))]
        self.place = ActionBuilder(places, parts, self._explain) if places else None
        self.side = "forest"  # a tile laid: the next one comes forest side up, as tiles lie in the display
        self.wish = None
        self.deselect()
        self.refresh_mode = self.refresh_mode and any(isinstance(a, Refresh) for a in legal)
        if go_on is not None:
            self.choose_animal(go_on, quiet=True)

    def _spot(self) -> Hex:
        """An empty place beside the forest (to ask the engine why a tile cannot go anywhere)."""
        me = self.view.me if self.view is not None and self.view.me is not None else 0
        return min(frontier(self.view.forest(me))) if self.view is not None else (1, 0)

    def _explain(self, picks: tuple[Hashable, ...]) -> IllegalAction | None:
        tile = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "tile"), None)
        side = next((p[1] for p in picks if isinstance(p, tuple) and p[0] == "side"), "forest")
        return self.why_not(int(tile), str(side)) if tile is not None else None

    def why_not(self, tile: int, side: str, at: Hex | None = None) -> IllegalAction | None:
        q, r = at if at is not None else self._spot()
        return self.refusal(PlaceTask(tile, q, r, self.new_animal) if side == "task" else PlaceForest(tile, q, r))

    # -- a tile in hand -----------------------------------------------------------------------------------
    @property
    def tile(self) -> int | None:
        if self.place is None:
            return None
        return next((int(p[1]) for p in self.place.picks if isinstance(p, tuple) and p[0] == "tile"), None)

    def tiles(self) -> set[int]:
        """The display tiles that may be taken now."""
        usable = self.place.usable() if self.place is not None else set()
        return {int(p[1]) for p in usable if isinstance(p, tuple) and p[0] == "tile"}

    def spots(self) -> set[Hex]:
        """Where the tile in hand may go, showing its side."""
        if self.place is None or self.tile is None:
            return set()
        return set(hexes_of(self.place.pickable()))

    def side_possible(self, side: str) -> bool:
        tile = self.tile
        if self.place is None or tile is None:
            return False
        return any(parts(a)[:2] == (("tile", tile), ("side", side)) for a in self.place.legal)

    def take(self, tile: int) -> IllegalAction | None:
        """Take a display tile in hand (showing the side the last tile in hand showed this placement, if it
        may go that way); the tile in hand again puts it back."""
        if self.place is None:
            return self.why_not(tile, "forest") or IllegalAction(REFUSED + "placed_already")
        if self.tile == tile:
            self.place.clear()
            return None
        self.place.clear()
        self.refresh_mode = False
        pick = self.place.pick(("tile", tile))
        if not pick.accepted:
            return pick.reason or self.why_not(tile, "forest")
        for side in (self.side, other_side(self.side)):
            if ("side", side) in self.place.pickable():
                self._show(side)
                break
        return None

    def _show(self, side: str) -> None:
        """The tile in hand shows `side`; a task side comes with the animal chosen (the first unused one
        until the player chooses another)."""
        assert self.place is not None
        self.place.pick(("side", side))
        self.side = side
        animals = self.animals()
        if side == "task" and animals:
            self.place.pick(("animal", self.wish if self.wish in animals else animals[0]))

    def flip(self) -> IllegalAction | None:
        """Turn the tile in hand over: forest side to task side and back (the engine says why not)."""
        tile = self.tile
        if tile is None or self.place is None:
            return IllegalAction("whispering.ui.flip_nothing")
        other = other_side(self.side)
        if not self.side_possible(other):
            return self.why_not(tile, other) or IllegalAction("whispering.ui.not_now")
        self.place.clear()
        self.place.pick(("tile", tile))
        self._show(other)
        return None

    # -- the animal for a task side ----------------------------------------------------------------------
    @property
    def new_animal(self) -> int | None:
        """The animal that goes onto the task side in hand."""
        if self.place is None:
            return None
        return next((p[1] for p in self.place.picks if isinstance(p, tuple) and p[0] == "animal"), None)

    def animals(self) -> list[int]:
        """The unused animals that may go onto the tile in hand, task side up ("place one of your unused
        Animals": the player chooses which)."""
        tile = self.tile
        if self.place is None or tile is None:
            return []
        tasks = self.place.remaining([("tile", tile), ("side", "task")])
        return sorted({a.animal for a in tasks if isinstance(a, PlaceTask) and a.animal is not None})

    def put_animal(self, animal: int | None = None) -> IllegalAction | None:
        """Choose the animal for the task side in hand (None: the next unused one after the chosen one)."""
        tile, animals = self.tile, self.animals()
        if tile is None or self.place is None or self.side != "task" or not animals:
            return IllegalAction("whispering.ui.animal_first")
        if animal is None:
            now = self.new_animal
            animal = next((a for a in animals if now is not None and a > now), animals[0])
        if animal not in animals:
            return self.refusal(PlaceTask(tile, *self._spot(), animal)) or IllegalAction("whispering.ui.not_now")
        self.wish = animal
        self.place.clear()
        self.place.pick(("tile", tile))
        self._show("task")
        return None

    def place_at(self, h: Hex) -> tuple[Any, IllegalAction | None]:
        """(the placement to play, None) for a glowing place, or (None, why not)."""
        tile = self.tile
        if tile is None or self.place is None:
            return None, IllegalAction("whispering.ui.take_first")
        part = ("hex", h[0], h[1])
        if part in self.place.pickable():
            pick = self.place.pick(part)
            if pick.complete is not None:
                self.place.picks.remove(part)  # played, or refused: then the tile is still in hand, its places glow
                return pick.complete, None
        return None, self.why_not(tile, self.side, h) or IllegalAction("whispering.ui.not_now")

    # -- a refresh ----------------------------------------------------------------------------------------
    def refreshable(self) -> set[int]:
        return {a.tile for a in self.legal if isinstance(a, Refresh)}

    def guide_area(self, action: Any) -> str | None:
        """A lesson's step points where its next click is: the display tile to take, the Turn button, the
        forest (a place, or a task and its path), the Refresh button and then the tile to flip."""
        if isinstance(action, (PlaceForest, PlaceTask)):
            if self.tile != action.tile:
                return "display"
            return "actions.flip" if isinstance(action, PlaceTask) and self.side != "task" else "forest"
        if isinstance(action, Complete):
            return "forest"
        if isinstance(action, Refresh):
            return "picker" if self.refresh_mode else "actions.refresh"
        return None

    def why_no_refresh(self) -> IllegalAction | None:
        if self.refreshable():
            return None
        view = self.view
        me = view.me if view is not None and view.me is not None else 0
        tile = next((d.tile.id for d in view.done[me] if not d.flipped), -1) if view is not None else -1
        return self.refusal(Refresh(tile)) or IllegalAction("whispering.ui.not_now")


def other_side(side: str) -> str:
    return "task" if side == "forest" else "forest"
