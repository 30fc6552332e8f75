"""The Wolf's table in time, without drawing: the holds its events make (the Wolf walking his footprints,
the picture-book page before the result), which footprint he stands on meanwhile, and the sound each
event makes. The table asks these; the board draws what they say.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.games.wolf.rules.view import WolfView
from woods_desktop.table.flow import Hold

WOLF_STEP_S, WOLF_WALK_MOST_S = 0.45, 1.8  # s: a footprint (at animation speed 1); a walk home at once took 9 s
HERO_STEP_S = 0.22
HELD = ("wolf", "ending")  # holds the task card stands aside for
SOUNDS = {"step": "card", "give": "card", "reveal": "card", "take": "card", "deliver": "card", "end": "chime"}


def holds_for(events: list[dict[str, Any]], wolf_path: int) -> list[Hold]:
    """The Wolf's walk for each event that moved him (quicker per footprint on a long walk, never longer
    than `WOLF_WALK_MOST_S`), and the last page of the picture book at the end: a click, then the result."""
    out: list[Hold] = []
    for e in events:
        kind = e.get("type")
        if kind in ("wolf", "wolf_home") and e.get("steps"):
            steps, end = int(e["steps"]), wolf_path - int(e.get("wolf_steps_left", 0))
            out.append(Hold("wolf", (end - steps, end), seconds=min(WOLF_STEP_S * steps, WOLF_WALK_MOST_S) + 0.25))
        elif kind == "end":
            out.append(Hold("ending", e.get("result"), seconds=None, final=True))
    return out


def wolf_at(view: WolfView, hold: Hold | None) -> float:
    """Which footprint the Wolf stands on (a fraction while he walks in a hold)."""
    if hold is not None and hold.kind == "wolf":
        start, end = hold.data
        return float(start + (end - start) * min(1.0, hold.progress * 1.15))
    return float(view.wolf_path - view.wolf_steps_left)


def event_sound(event: dict[str, Any]) -> str | None:
    """The sound an event makes: a card's for a step or a thing handed, taken or brought; a chime for a
    task done and for the end, a tick for a task not done yet."""
    if event.get("type") == "answer":
        return "chime" if event.get("done") else "tick"
    return SOUNDS.get(str(event.get("type")))
