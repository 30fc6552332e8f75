"""The Wolf table's time: the heroes hop from cell to cell, the Wolf walks his path to his door (a hold that
animates), the last page is a hold of its own, and a task card read aloud is redrawn as the reading goes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.games.wolf.task import TaskZone
from woods_desktop.games.wolf.timing import event_sound, holds_for
from woods_desktop.table.flow import Hold
from woods_desktop.table.pacing import Pacing

if TYPE_CHECKING:
    from woods_desktop.games.wolf.table import WolfTable


class WolfPacing(Pacing):
    def __init__(self, table: WolfTable) -> None:
        self.table, self.ctx, self.app = table, table.ctx, table.app

    def hold_moves(self, hold: Hold) -> bool:
        return hold.kind == "wolf"

    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        return holds_for(events, self.ctx.view().wolf_path)

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if e.get("type") == "step":
                self.table.hops.moved(int(e["seat"]), int(e["cell"]))
            if (sound := event_sound(e)) is not None:
                self.app.sound.play(sound)

    def tick(self, dt: float) -> bool:
        """The card shows what reading aloud does (being read, no sound): redrawn when that changes."""
        zone = self.ctx.zone("task")
        if isinstance(zone, TaskZone) and zone.card is not None and self.table.reading.state() != zone.voice:
            self.ctx.refresh()
        return False
