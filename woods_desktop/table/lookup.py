"""Finding a table's parts by name: its zones, areas, items and the rectangles it shows.

Declarations read them (`ctx.zone("trick")`), and scene tests drive and measure tables through them;
`TableScene` holds the parts, this mixin only looks them up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

import pygame

from woods_desktop.table.declaration import Area
from woods_desktop.table.zones import Item, Zone

if TYPE_CHECKING:
    from woods_desktop.table.declaration import TableDeclaration
    from woods_desktop.table.input import TableInput


class TableLookup:
    zones: list[Zone]
    areas: list[Area[object]]
    rects: dict[str, pygame.Rect]
    decl: "TableDeclaration[object]"
    input: "TableInput"

    @property
    def focus_zone(self) -> int | None:
        return self.input.focus_zone

    def targets(self) -> dict[str, list[Hashable]]:
        return {z.id: [it.id for it in z.items] for z in self.zones}

    def layout_rects(self) -> dict[str, pygame.Rect]:
        """Everything the table shows, by name: each area, the kit's panels and the places the declaration
        draws itself. None of them may overlap (the layout tests check it at every size)."""
        out = {a.id: pygame.Rect(a.zone.rect) for a in self.areas}
        for name in ("toolbar", "score", "log", "prompt", "actions", *self.decl.drawn):
            out[name] = pygame.Rect(self.rects[name])
        return out

    def zone(self, zone_id: str) -> Zone:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)

    def area(self, area_id: str) -> Area[object]:
        return next(a for a in self.areas if a.id == area_id)

    def item(self, zone_id: str, item_id: Hashable) -> Item:
        it = self.zone(zone_id).item(item_id)
        assert it is not None, (zone_id, item_id)
        return it
