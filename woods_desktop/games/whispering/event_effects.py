"""What the game's events bring at the Whispering Woods table, decided without drawing: the holds they
start (a completed task's walk, the end's trigger, solo step 4's draw onto the board), what the map shows
instead of the view while an animal walks, the sounds they make and the objectives said at once. The walk's
timing lives here too, so the table and `walk` agree on it.
Times are at animation speed 1 (the kit scales them; speed 0 skips them).
"""

from __future__ import annotations

from typing import Any, Callable, Container, Hashable, Mapping, Sequence

from woods_desktop.games.whispering.tile_layout import tile_face
from woods_desktop.table.flow import Hold

STEP_S = 0.22  # per tile walked
WALK_SHARE = 0.7  # of the hold, the walk; the rest is the flight
Hex = tuple[int, int]


def walk_hold(event: Mapping[str, Any]) -> Hold:
    """A completed task's walk: as long as its path, the flight after it included."""
    steps = len(event.get("path", ()))
    return Hold("walk", dict(event), seconds=STEP_S * steps / WALK_SHARE)


def walking(hold: Hold | None) -> bool:
    """A walk hold whose animal has not arrived yet."""
    return hold is not None and hold.kind == "walk" and hold.progress < WALK_SHARE


def walk_overlay(hold: Hold | None, seat: int, tiles: Mapping[int, Any]) -> tuple[dict[Hex, Hashable], set[Hex]]:
    """(faces shown instead of the view's, hexes whose animal is not drawn) while `seat`'s animal walks."""
    if not walking(hold) or hold is None or hold.data.get("seat") != seat:
        return {}, set()
    q, r = hold.data["path"][-1]
    end = (int(q), int(r))
    tile = tiles.get(hold.data.get("end_tile", -1))
    return ({end: tile_face(tile, False)} if tile is not None else {}), {end}


def holds_for(events: Sequence[Mapping[str, Any]], tiles: Container[Any]) -> list[Hold]:
    """A completed task: the animal walks its path and the tile flies to the score pile (a click skips
    it). The end's trigger: announced until a click. Solo step 4: the tile drawn onto the board and the
    display tiles it sends away, until the click its notice asks for (it went after 3 s, unread)."""
    holds = []
    for e in events:
        if e.get("type") == "complete":
            holds.append(walk_hold(e))
        elif e.get("type") == "end_triggered":
            holds.append(Hold("end", dict(e), seconds=None))
        elif e.get("type") == "board_draw" and e.get("tile") in tiles:
            holds.append(Hold("board_draw", dict(e), seconds=None))
    return holds


def sounds_for(events: Sequence[Mapping[str, Any]]) -> list[str]:
    """A chime for the end's trigger, an objective met or a bonus card; a card's sound for a tile moved."""
    out = []
    if any(e.get("type") in ("end_triggered", "objective_met") or e.get("bonus") for e in events):
        out.append("chime")
    if any(e.get("type") in ("place_forest", "place_task", "complete", "refresh") for e in events):
        out.append("card")
    return out


def toasts_for(events: Sequence[Mapping[str, Any]], line: Callable[[Mapping[str, Any]], str | None]) -> list[str]:
    """An objective met is said at once (the checklist ticks, a space opens), unless the game ended with it:
    the result lists the objectives itself. `line` words an event."""
    if any(e.get("type") == "game_end" for e in events):
        return []
    return [words for e in events if e.get("type") == "objective_met" and (words := line(e))]


__all__ = ["STEP_S", "WALK_SHARE", "holds_for", "sounds_for", "toasts_for", "walk_hold", "walking"]
