"""Things dragged out of a zone and let go somewhere else (a present dragged from a hero's card onto a
friend), for any zone whose items can be handed over by hand as well as by two clicks.

A press on a draggable item that travels at least a few design pixels before it is let go is a drag:
the zone's `on_drop(item id, where)` gets it, and the release is not a click there. A press that
hardly moved stays the click it was (the kit's input sees it as usual). A drop means the two clicks it
stands for (`drop_as_picks`): the dragged thing's pick, then the target's.
"""

from __future__ import annotations

from typing import Callable, Hashable

import pygame

from woods_desktop.core.errors import IllegalAction
from woods_desktop.table.declaration import TableContext
from woods_desktop.table.zones import Item, Zone

DRAG_PX = 12  # design px a press must travel to be a drag, not a click
Drop = Callable[[Hashable, tuple[int, int]], bool]


class ItemDrag:
    """A zone's drags: `can_drag(item)` says which items may be dragged; `on_drop` is set by the table."""

    def __init__(self, can_drag: Callable[[Item], bool]) -> None:
        self.can_drag = can_drag
        self.on_drop: Drop | None = None
        self.started: tuple[Hashable, tuple[int, int]] | None = None

    def handle(self, zone: Zone, event: pygame.event.Event) -> bool:
        """True when the event ended a drag (so it is not also a click)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            it = zone.hit(event.pos)
            self.started = (it.id, event.pos) if it is not None and self.can_drag(it) else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.started is not None:
            source, start = self.started
            self.started = None
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) < zone.scale_px(DRAG_PX):
                return False
            if self.on_drop is not None:
                self.on_drop(source, event.pos)
            return True  # a drag let go anywhere is not a click there
        return False


def drop_as_picks(
    ctx: TableContext[object],
    first: Hashable,
    second: Hashable,
    explain: Callable[[tuple[Hashable, ...]], IllegalAction | None],
    not_now: str,
) -> bool:
    """A drop as its two clicks: `first` (the thing dragged) picked, then `second` (where it was let
    go); the action they complete is taken, or the engine's reason (else `not_now`) is shown and the
    picks are cleared. True when an action was taken."""
    b = ctx.builder
    if b is None or not ctx.my_turn():
        return False
    b.clear()
    b.pick(first)
    pick = b.pick(second)
    if pick.complete is not None:
        return ctx.act(pick.complete)
    why = explain((first, second))
    b.clear()
    ctx.refuse(why if why is not None else not_now)
    return False


__all__ = ["DRAG_PX", "Drop", "ItemDrag", "drop_as_picks"]
