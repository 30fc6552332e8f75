"""The Woodlanders table's time: a play's cards slide in from the seat's plate (a tween per seat), a finished trick
and a finished round are holds, and the log says nothing the table has not shown yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.app import theme
from woods_desktop.games.woodlanders.trick import finish_holds, shown_until
from woods_desktop.table.flow import Hold
from woods_desktop.table.pacing import Pacing

if TYPE_CHECKING:
    from woods_desktop.games.woodlanders.table import WoodlandersTable


class WoodlandersPacing(Pacing):
    def __init__(self, table: WoodlandersTable) -> None:
        self.table, self.ctx, self.app = table, table.ctx, table.app
        self.landing: dict[int, int] = {}  # seat -> the index of its last play's event (its cards may still slide)

    def flying(self) -> bool:
        """A play's cards still slide in: its trick is not won yet on the table (nor said to be)."""
        return any(self.ctx.tweens.value(f"play-{seat}") < 1.0 for seat in self.landing)

    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        """A finished trick until it has been seen, then (when it ended the round) the round's summary until
        the person goes on (`trick.finish_holds`)."""
        port = self.ctx.port
        return finish_holds(events, port.events(), self.ctx.view(), [s.human for s in self.ctx.seats()])

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        base = len(self.ctx.port.events()) - len(events)
        for k, e in enumerate(events):
            if e.get("type") == "play":
                self.ctx.tweens.start(f"play-{e['seat']}", 0.0, 1.0, theme.ANIM_MOVE + 0.1)
                self.landing[int(e["seat"])] = base + k
        if any(e.get("type") == "round_end" for e in events):
            self.app.sound.play("chime")

    def log_until(self, hold: Hold | None) -> int | None:
        """No line for a card still sliding in, nor past what a finished trick or a round summary shows."""
        return shown_until(self.landing, self.ctx.tweens, hold)
