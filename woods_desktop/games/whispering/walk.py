"""A completed task, shown as a hold a click skips: the animal walks its path tile by tile, the tile it
reaches turns to its task side, and the completed tile flies to its owner's row of the scoreboard.

The engine has already moved everything when the hold starts, so the hold draws from the event: the
completed tile stays where it was while the animal walks, and the tile it walks to shows its forest
side until it arrives (the map's faces meanwhile: `event_effects.walk_overlay`). Its timing is
`event_effects`'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from woods_desktop.games.whispering.event_effects import WALK_SHARE
from woods_desktop.games.whispering.forest import ForestZone
from woods_desktop.games.whispering.tile_layout import tile_face
from woods_desktop.table.flow import Hold
from woods_desktop.table.pieces import along, flight

if TYPE_CHECKING:
    from woods_desktop.games.whispering.table import WhisperingTable


def shown(table: WhisperingTable, hold: Hold) -> bool:
    """A walk in the forest the map shows, of a tile the table knows."""
    e = hold.data
    return bool(hold.kind == "walk" and e.get("seat") == table.shown and e.get("tile") in table.tiles)


def _where(table: WhisperingTable, hold: Hold) -> tuple[pygame.Rect, tuple[float, float] | None]:
    """The completed tile's place and, while its animal walks, the animal's centre (None: the tile flies to the
    mission's animal panel, solo, or to its owner's scoreboard row)."""
    e, zone = hold.data, cast(ForestZone, table.ctx.zone("forest"))
    path = [(int(e["q"]), int(e["r"])), *[(int(h[0]), int(h[1])) for h in e.get("path", ())]]
    rect = zone.hex_rect(path[0])
    if hold.progress < WALK_SHARE:
        return rect, along([zone.hex_centre(h) for h in path], hold.progress / WALK_SHARE)
    if table.solo:
        from woods_desktop.games.whispering.solo_panels import animal_target  # (it reads the areas, which read this)

        target = animal_target(table, int(e.get("animal") or 0))
    else:
        board = table.scoreboard(table.ctx.view())
        assert board is not None  # a game of several players has its scoreboard
        place, legend = table.ctx.score_place()  # the board's rows closed up above a lesson's panel
        row = board.row_rect(table.app, place, int(e["seat"]), legend)
        target = (row.x + row.w // 3, row.centery)
    return flight(rect, target, (hold.progress - WALK_SHARE) / (1 - WALK_SHARE)), None


def draw(surface: pygame.Surface, table: WhisperingTable, hold: Hold, colour: tuple[int, int, int]) -> None:
    """The walk on the forest map, then the completed tile's flight to where it is counted."""
    rect, animal = _where(table, hold)
    clip, zone = surface.get_clip(), cast(ForestZone, table.ctx.zone("forest"))
    if animal is not None:  # on the map: nothing of the walk spills over the panels beside it
        surface.set_clip(zone.rect.clip(clip))
    table.art.draw(surface, tile_face(table.tiles[hold.data["tile"]], True), rect, frozenset())
    if animal is not None:
        zone.draw_animal(surface, animal, int(hold.data.get("animal", 0)), colour)
    surface.set_clip(clip)


def moving_rects(table: WhisperingTable, hold: Hold) -> list[pygame.Rect]:
    """What `draw` changes now: the tile, and the animal as large as a hex (the table adds last frame's)."""
    if not shown(table, hold):
        return []
    rect, animal = _where(table, hold)
    out = [rect, rect.move(round(animal[0]) - rect.centerx, round(animal[1]) - rect.centery)] if animal else [rect]
    return [r.inflate(r.w // 4, r.h // 4) for r in out]
