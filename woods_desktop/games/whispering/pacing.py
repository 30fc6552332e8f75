"""The Whispering Woods table's time: an animal's walk (the one thing that moves), the holds and toasts of what
just happened, and the hint's thinking, polled each frame."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.games.whispering import event_effects
from woods_desktop.table.flow import Hold
from woods_desktop.table.memo import Memo
from woods_desktop.table.pacing import Pacing

if TYPE_CHECKING:
    from woods_desktop.games.whispering.table import WhisperingTable

U = "whispering.ui."


class WhisperingPacing(Pacing):
    def __init__(self, table: WhisperingTable) -> None:
        self.table, self.ctx, self.app = table, table.ctx, table.app
        self._walking: Memo[None] = Memo()  # a walk under way, and whether its animal still walks
        self._walking.changed(False, (None,))  # none yet: the first frame lays nothing out again

    def tick(self, dt: float) -> bool:
        try:
            if self.table.hints.poll():
                self.ctx.relayout()
        except Exception:  # a hint that failed says so instead of freezing the table
            self.app.toast(self.app.t(U + "hint_failed"), "error")
        hold = self.ctx.hold
        walk_hold = hold if hold is not None and hold.kind == "walk" else None
        if self._walking.changed(event_effects.walking(walk_hold), (walk_hold,)):
            self.ctx.relayout()
        return False

    def hold_moves(self, hold: Hold) -> bool:
        return hold.kind == "walk"

    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        return event_effects.holds_for(events, self.table.tiles)

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        for sound in event_effects.sounds_for(events):
            self.app.sound.play(sound)
        for line in event_effects.toasts_for(events, self.table.forest_log.line):
            self.app.toast(line, "info")
