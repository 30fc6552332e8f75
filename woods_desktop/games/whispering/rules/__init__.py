"""Whispering Woods: the rules of the hex tile-laying game, as a pure engine (no pygame, no files).

Public API: `new_game(config, seed, data)`, `WhisperingState`, its typed
`WhisperingView` (with `Cell` and `Done`), the actions `Refresh`,
`PlaceForest`, `PlaceTask`, `Complete`, `EndTurn`, solo's `StartAnimal` (with `ACTION_TYPES`),
the pieces (`Tile`, `WhisperingData`, `ELEMENTS`), the path search
(`task_paths`, `task_blocker`, `connected_without`, `frontier`),
`determinize` and `undoable`. The data arrives parsed from
games/whispering/data.py.
"""

from woods_desktop.games.whispering.rules.actions import (
    ACTION_TYPES,
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
    StartAnimal,
)
from woods_desktop.games.whispering.rules.determinize import determinize
from woods_desktop.games.whispering.rules.paths import (
    Forest,
    connected_without,
    frontier,
    path_problem,
    task_blocker,
    task_paths,
)
from woods_desktop.games.whispering.rules.phases import ERR, PHASES
from woods_desktop.games.whispering.rules.state import STANDARD, WhisperingState, new_game
from woods_desktop.games.whispering.rules.tiles import ELEMENTS, BonusCard, Element, Tile, WhisperingData
from woods_desktop.games.whispering.rules.undo import undoable
from woods_desktop.games.whispering.rules.view import OVER, PLACE, SECOND, START, TASKS, Cell, Done, WhisperingView

__all__ = [
    "ACTION_TYPES",
    "BonusCard",
    "Cell",
    "Complete",
    "Done",
    "ELEMENTS",
    "ERR",
    "Element",
    "EndTurn",
    "Forest",
    "OVER",
    "PHASES",
    "PLACE",
    "PlaceForest",
    "PlaceTask",
    "Refresh",
    "SECOND",
    "STANDARD",
    "START",
    "StartAnimal",
    "TASKS",
    "Tile",
    "WhisperingData",
    "WhisperingState",
    "WhisperingView",
    "connected_without",
    "determinize",
    "frontier",
    "new_game",
    "path_problem",
    "task_blocker",
    "task_paths",
    "undoable",
]
