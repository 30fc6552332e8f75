"""Hand-made forests for the rule tests, written straight into a state.

A hand-made position need not be reachable by play, so these helpers set the
state's fields directly; everything after that goes through `apply`.
"""

from __future__ import annotations

from typing import Any, Iterable

from woods_desktop.core.game import make_config
from woods_desktop.games.whispering.data import load_definition, load_whispering_data
from woods_desktop.games.whispering.rules.state import WhisperingState, new_game
from woods_desktop.games.whispering.rules.tiles import Tile

Hex = tuple[int, int]


def config(seats: int = 2) -> dict[str, Any]:
    return make_config(load_definition(), seats, names=["Anna", "Boris", "Clara", "Dima"][:seats])


def fresh(seats: int = 2, seed: int = 1) -> WhisperingState:
    return new_game(config(seats), seed, load_whispering_data())


class Tiles:
    """Hands out unused forest tiles by element (or by task) so a position never repeats a tile."""

    def __init__(self, exclude: Iterable[int] = ()) -> None:
        self.used = set(exclude)

    def of(self, element: str, task_len: int | None = None) -> Tile:
        for t in load_whispering_data().forest_tiles:
            if t.id in self.used or t.element != element:
                continue
            if task_len is not None and len(t.task) != task_len:
                continue
            self.used.add(t.id)
            return t
        raise LookupError(element)

    def with_task(self, task: tuple[str, ...]) -> Tile:
        for t in load_whispering_data().forest_tiles:
            if t.id not in self.used and (t.task == task or t.task == task[::-1]):
                self.used.add(t.id)
                return t
        raise LookupError(task)

    def any_task(self, length: int) -> Tile:
        for t in load_whispering_data().forest_tiles:
            if t.id not in self.used and len(t.task) == length:
                self.used.add(t.id)
                return t
        raise LookupError(length)


def position(
    seat_forest: dict[Hex, tuple[Tile, bool, int | None]],
    seats: int = 2,
    seat: int = 0,
    phase: str = "tasks",
    seed: int = 1,
) -> WhisperingState:
    """A game whose seat `seat` is to move in `phase` with the given forest (hex -> (tile, task
    side up?, animal)). The tiles used leave the bag and the display (the display is refilled from
    the bag), so every tile is still in exactly one place."""
    st = fresh(seats, seed)
    st.seat = seat
    st.phase = phase
    ids = {t.id for t, _, _ in seat_forest.values()}
    st.forests[seat] = {h: (t.id, up, animal) for h, (t, up, animal) in seat_forest.items()}
    st.bag = [t for t in st.bag if t not in ids]
    st.display = [t if t not in ids else None for t in st.display]
    for i, slot in enumerate(st.display):
        if slot is None:
            st.display[i] = st.bag.pop()
    animals = sum(1 for _, up, a in seat_forest.values() if up and a is not None)
    st.animals_left[seat] = st.data.animals - animals
    st.changed(seat)
    return st


def start_tile(st: WhisperingState, seat: int = 0) -> Tile:
    return st.data.start_tiles[seat]


def line(n: int, start: Hex = (0, 0)) -> list[Hex]:
    """n hexes in a row east of `start` (not including it)."""
    return [(start[0] + i, start[1]) for i in range(1, n + 1)]


def rows(tiles: Tiles, count: int, first_animal: int = 0) -> tuple[dict[Hex, tuple[Tile, bool, int | None]], list]:
    """`count` ready tasks: row k holds a task tile of length 3 at (0, k) with animal
    first_animal + k, and its path, the task's elements in order, at (1, k), (2, k), (3, k).
    Returns the forest and the `Complete` action of each row."""
    from woods_desktop.games.whispering.rules.actions import Complete

    forest: dict[Hex, tuple[Tile, bool, int | None]] = {}
    moves = []
    for k in range(count):
        task_tile = tiles.any_task(3)
        forest[(0, k)] = (task_tile, True, first_animal + k)
        path = []
        for i, element in enumerate(task_tile.task, start=1):
            forest[(i, k)] = (tiles.of(element), False, None)
            path.append((i, k))
        moves.append(Complete(0, k, tuple(path)))
    return forest, moves


def refused(st: WhisperingState, action: Any, key: str, **params: Any) -> None:
    """`action` is refused with `whispering.refused.<key>` (and params), changes nothing and is not listed."""
    import pytest

    from woods_desktop.core.errors import IllegalAction

    before = st.to_dict()
    reason = st.refusal(action)
    assert reason is not None, f"{action} was not refused"
    assert reason.key == "whispering.refused." + key, reason
    for k, v in params.items():
        assert reason.params[k] == v, reason
    with pytest.raises(IllegalAction):
        st.apply(action)
    assert st.to_dict() == before
    assert action not in st.legal_actions(st.to_move())


def legal(st: WhisperingState, action: Any) -> None:
    """`action` is listed, not refused, and applies."""
    assert action in st.legal_actions(st.to_move()), action
    assert st.refusal(action) is None
    st.apply(action)
