"""The turn as a phase table: "place" (refresh, then take tiles), "second" (option A's second
tile), "tasks" (complete tasks or end the turn); before the first turn of a solo game, "start" (the
animal for the starting tile).

Each phase gives the legal actions of the seat to move, the check that says
which rule an action breaks (raising `IllegalAction` with a
`whispering.refused.*` key, changing nothing) and the move itself, which the
state carries out. Bots and the table key their choices on these names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.hexgrid import DIRECTIONS
from woods_desktop.core.phases import Phase, PhaseTable
from woods_desktop.games.whispering.rules.actions import (
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
    StartAnimal,
)
from woods_desktop.games.whispering.rules.paths import Hex, connected_without, path_problem
from woods_desktop.games.whispering.rules.view import PLACE, SECOND, START, TASKS

if TYPE_CHECKING:
    from woods_desktop.games.whispering.rules.state import WhisperingState

ERR = "whispering.refused."
MOVES = (StartAnimal, Refresh, PlaceForest, PlaceTask, Complete, EndTurn)


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _elsewhere(st: "WhisperingState", action: Any) -> IllegalAction:
    """A move of another phase (worded for the phase the turn is in), or no move of this game."""
    if not isinstance(action, MOVES):
        return IllegalAction(ERR + "unknown_action", action=type(action).__name__)
    if st.phase == START:
        return IllegalAction(ERR + "start_first")
    if isinstance(action, StartAnimal):
        return IllegalAction(ERR + "start_done")
    if isinstance(action, Refresh):
        return IllegalAction(ERR + "refresh_late")
    if isinstance(action, (Complete, EndTurn)):
        return IllegalAction(ERR + ("place_second" if st.phase == SECOND else "place_first"))
    if isinstance(action, PlaceTask) and st.phase == SECOND:
        return IllegalAction(ERR + "second_forest")
    return IllegalAction(ERR + "placed_already")


# ------------------------------------------------------------------ solo setup


def _start_legal(st: "WhisperingState", seat: int) -> list[Any]:
    """ "Place 1 Animal, of any color, on the Starting tile": each of the four."""
    return [StartAnimal(a) for a in range(st.data.animals)]


def _start_check(st: "WhisperingState", seat: int, action: Any) -> None:
    if not isinstance(action, StartAnimal):
        raise _elsewhere(st, action)
    if not _int(action.animal) or not 0 <= action.animal < st.data.animals:
        raise IllegalAction(ERR + "bad_action")


def _start_do(st: "WhisperingState", seat: int, action: Any) -> None:
    st.do_start(seat, action.animal)


# ------------------------------------------------------------------ placing


def _check_spot(st: "WhisperingState", seat: int, action: PlaceForest | PlaceTask) -> None:
    """Take a tile from the display; it must be placed adjacent to at least one side of a tile
    already in your forest (on an empty space)."""
    if not (_int(action.tile) and _int(action.q) and _int(action.r)):
        raise IllegalAction(ERR + "bad_action")
    if action.tile not in st.display:
        raise IllegalAction(ERR + "not_in_display")
    forest = st.forests[seat]
    h = (action.q, action.r)
    if h in forest:
        raise IllegalAction(ERR + "hex_taken")
    q, r = h
    if not any((q + dq, r + dr) in forest for dq, dr in DIRECTIONS):
        raise IllegalAction(ERR + "not_adjacent")


# Placements are listed by the hundred every turn; equal actions are shared between lists (they are
# frozen), which makes listing them several times faster than building new ones. Per tile (a task side:
# per tile and animal), a mapping hex -> action; one that grows past the limit starts again.
_FOREST_CACHE: dict[Any, dict[Hex, Any]] = {}
_TASK_CACHE: dict[Any, dict[Hex, Any]] = {}
_ROW_LIMIT = 4000


def _forest_at(tile: int, h: Hex) -> PlaceForest:
    return PlaceForest(tile, h[0], h[1])


def _task_at(head: tuple[int, int], h: Hex) -> PlaceTask:
    return PlaceTask(head[0], h[0], h[1], head[1])


def _placements(make: Any, cache: dict[Any, dict[Hex, Any]], heads: list[Any], spots: list[Hex]) -> list[Any]:
    out: list[Any] = []
    for head in heads:
        row = cache.get(head)
        if row is None or len(row) > _ROW_LIMIT:
            row = cache[head] = {}
        for h in [h for h in spots if h not in row]:
            row[h] = make(head, h)
        out.extend(map(row.__getitem__, spots))
    return out


def _place_legal(st: "WhisperingState", seat: int) -> list[Any]:
    """A refresh per completed forest tile that may pay for it; each display tile on each free place,
    forest side up, or task side up with each unused animal ("place one of your unused Animals")."""
    out: list[Any] = []
    if st.can_refresh(seat):
        out.extend(Refresh(t) for t in st.flippable(seat))
    tiles = st.display_tiles()
    spots = st.frontier(seat)
    out.extend(_placements(_forest_at, _FOREST_CACHE, tiles, spots))
    if st.animals_left[seat]:
        heads = [(t, a) for t in tiles for a in st.unused_animals(seat)]
        out.extend(_placements(_task_at, _TASK_CACHE, heads, spots))
    return out


def _place_check(st: "WhisperingState", seat: int, action: Any) -> None:
    if isinstance(action, Refresh):
        _refresh_check(st, seat, action)
    elif isinstance(action, PlaceForest):
        _check_spot(st, seat, action)
    elif isinstance(action, PlaceTask):
        if st.animals_left[seat] <= 0:
            raise IllegalAction(ERR + "no_animal")
        _check_animal(st, seat, action.animal)
        _check_spot(st, seat, action)
    else:
        raise _elsewhere(st, action)


def _check_animal(st: "WhisperingState", seat: int, animal: Any) -> None:
    """ "Place one of your unused Animals on this tile": the player chooses which (None: the first)."""
    if animal is None:
        return
    if not _int(animal) or not 0 <= animal < st.data.animals:
        raise IllegalAction(ERR + "bad_action")
    if animal not in st.unused_animals(seat):
        raise IllegalAction(ERR + "animal_used")


def _refresh_check(st: "WhisperingState", seat: int, action: Refresh) -> None:
    """Once per turn you can refresh the display: first flip a completed Forest tile of yours from its
    task side to its forest side; draw 6 new tiles, then return the 6 old ones to the bag. The starting
    tile has only a task side, so it cannot pay for a refresh."""
    if st.refreshed:
        raise IllegalAction(ERR + "refresh_once")
    mine = [d for d in st.done[seat] if d[0] == action.tile]
    if mine and not mine[0][3] and st.element[action.tile] is None:
        raise IllegalAction(ERR + "refresh_start")
    if not mine:
        if not st.flippable(seat):
            raise IllegalAction(ERR + "refresh_no_task")
        raise IllegalAction(ERR + "refresh_not_yours")
    if mine[0][3]:
        raise IllegalAction(ERR + "refresh_flipped")
    size = st.data.display_size
    if len(st.bag) < size:
        raise IllegalAction(ERR + "refresh_bag", n=len(st.bag), need=size)


def _place_do(st: "WhisperingState", seat: int, action: Any) -> None:
    if isinstance(action, Refresh):
        st.do_refresh(seat, action.tile)
    elif isinstance(action, PlaceForest):
        st.do_place_forest(seat, action)
    else:
        st.do_place_task(seat, action)


def _second_legal(st: "WhisperingState", seat: int) -> list[Any]:
    return _placements(_forest_at, _FOREST_CACHE, st.display_tiles(), st.frontier(seat))


def _second_check(st: "WhisperingState", seat: int, action: Any) -> None:
    if not isinstance(action, PlaceForest):
        raise _elsewhere(st, action)
    _check_spot(st, seat, action)


def _second_do(st: "WhisperingState", seat: int, action: Any) -> None:
    st.do_place_forest(seat, action)


# -------------------------------------------------------------------- tasks


def _tasks_legal(st: "WhisperingState", seat: int) -> list[Any]:
    out: list[Any] = st.task_moves(seat)
    out.append(EndTurn())
    return out


def _tasks_check(st: "WhisperingState", seat: int, action: Any) -> None:
    if isinstance(action, EndTurn):
        return
    if not isinstance(action, Complete):
        raise _elsewhere(st, action)
    complete_check(st, seat, action)


def complete_check(st: "WhisperingState", seat: int, action: Complete) -> None:
    """Move the animal on a task tile along the task's path (either direction), only onto adjacent
    forest sides, never over task sides, each tile once; the completed tile leaves the forest only
    if the forest stays connected."""
    if not (_int(action.q) and _int(action.r)) or not isinstance(action.path, tuple):
        raise IllegalAction(ERR + "bad_action")
    path = action.path
    if not all(isinstance(h, tuple) and len(h) == 2 and _int(h[0]) and _int(h[1]) for h in path):
        raise IllegalAction(ERR + "bad_action")
    forest = st.forests[seat]
    start = (action.q, action.r)
    cell = forest.get(start)
    if cell is None:
        raise IllegalAction(ERR + "no_tile")
    if not cell[1]:
        raise IllegalAction(ERR + "not_a_task")
    task = st.task[cell[0]]
    problem = path_problem(st.forest_map(seat), start, task, path)
    if problem == "length":
        need = len(task) if task else 6
        raise IllegalAction(ERR + "path_length", need=need, got=len(path))
    if problem == "sequence":
        raise IllegalAction(ERR + ("start_sequence" if not task else "path_sequence"))
    if problem is not None:
        raise IllegalAction(ERR + "path_" + problem)
    if not connected_without(forest, start):
        raise IllegalAction(ERR + "split_forest")


def _tasks_do(st: "WhisperingState", seat: int, action: Any) -> None:
    if isinstance(action, EndTurn):
        st.do_end_turn(seat)
    else:
        st.do_complete(seat, action)


PHASES: PhaseTable["WhisperingState"] = PhaseTable(
    lambda: {
        START: Phase(_start_legal, _start_check, _start_do),
        PLACE: Phase(_place_legal, _place_check, _place_do),
        SECOND: Phase(_second_legal, _second_check, _second_do),
        TASKS: Phase(_tasks_legal, _tasks_check, _tasks_do),
    }
)
