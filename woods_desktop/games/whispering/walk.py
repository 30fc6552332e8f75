"""A completed task, shown as a hold a click skips: the animal walks its path tile by tile, the tile it
reaches turns to its task side, and the completed tile flies to its owner's row of the scoreboard.

The engine has already moved everything when the hold starts, so the hold draws from the event: the
completed tile stays where it was while the animal walks, and the tile it walks to shows its forest
side until it arrives. Times are at animation speed 1 (the kit scales them; speed 0 skips them).
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping

import pygame

from woods_desktop.games.whispering.art import tile_face
from woods_desktop.table.flow import Hold
from woods_desktop.table.hex_art import HEX_RATIO

Hex = tuple[int, int]
STEP_S = 0.22  # per tile walked
WALK_SHARE = 0.7  # of the hold, the walk; the rest is the flight


def walk_hold(event: Mapping[str, Any]) -> Hold:
    steps = len(event.get("path", ()))
    return Hold("walk", dict(event), seconds=STEP_S * steps / WALK_SHARE)


def walking(hold: Hold | None) -> bool:
    """A walk hold whose animal has not arrived yet."""
    return hold is not None and hold.kind == "walk" and hold.progress < WALK_SHARE


def overlay(hold: Hold | None, seat: int, tiles: Mapping[int, Any]) -> tuple[dict[Hex, Hashable], set[Hex]]:
    """(faces shown instead of the view's, hexes whose animal is not drawn) while `seat`'s animal walks."""
    if not walking(hold) or hold is None or hold.data.get("seat") != seat:
        return {}, set()
    q, r = hold.data["path"][-1]
    end = (int(q), int(r))
    tile = tiles.get(hold.data.get("end_tile", -1))
    return ({end: tile_face(tile, False)} if tile is not None else {}), {end}


def draw(
    surface: pygame.Surface,
    zone: Any,
    art: Any,
    hold: Hold,
    tile: Any,
    colour: tuple[int, int, int],
    target: tuple[int, int],
) -> None:
    """The walk on the forest map (`zone`), then the completed tile's flight to `target`."""
    e = hold.data
    start = (int(e["q"]), int(e["r"]))
    path = [start, *[(int(h[0]), int(h[1])) for h in e.get("path", ())]]
    face = tile_face(tile, True)
    rect = zone.hex_rect(start)
    done = hold.progress
    if done < WALK_SHARE:
        clip = surface.get_clip()
        surface.set_clip(zone.rect)
        art.draw(surface, face, rect, frozenset())
        f = done / WALK_SHARE * (len(path) - 1)
        i = min(int(f), len(path) - 2)
        (ax, ay), (bx, by) = zone.hex_centre(path[i]), zone.hex_centre(path[i + 1])
        k = f - i
        zone.draw_animal(surface, (ax + (bx - ax) * k, ay + (by - ay) * k), int(e.get("animal", 0)), colour)
        surface.set_clip(clip)
        return
    g = min(1.0, (done - WALK_SHARE) / (1 - WALK_SHARE))
    g = 1 - (1 - g) ** 2
    w = max(8, round(rect.w * (1 - 0.6 * g)))
    flying = pygame.Rect(0, 0, w, round(w * HEX_RATIO))
    flying.center = (
        round(rect.centerx + (target[0] - rect.centerx) * g),
        round(rect.centery + (target[1] - rect.centery) * g),
    )
    art.draw(surface, face, flying, frozenset())
