"""Which move may be taken back (the Board Game Arena policy of DESIGN section 3).

Only a tile placed or a task completed by the seat still to move, in its
current turn (solo: the animal put on the starting tile, too, before the
first tile is taken): undo goes back step by step to the last tile drawn
from the bag. A refresh and the end of a turn draw from the bag, so they are never
undone, nor is anything before them.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.whispering.rules.actions import Complete, PlaceForest, PlaceTask, StartAnimal

_STEPS = {"start_animal", "place_forest", "place_task", "complete"}


def undoable(state: Any, last_action: Any) -> bool:
    if not isinstance(last_action, (StartAnimal, PlaceForest, PlaceTask, Complete)):
        return False
    events = state.events(None)  # every event is public
    # a completed task that reached the target logs the end's trigger after it: the same move
    while events and events[-1].get("type") == "end_triggered" and events[-1].get("reason") == "target":
        events = events[:-1]
    if not events or events[-1].get("type") not in _STEPS:
        return False
    return bool(state.to_move() == events[-1].get("seat"))
