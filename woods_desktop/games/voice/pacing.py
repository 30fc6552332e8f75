"""The Voice of the Woods table's time: the writing minute (the game's own clock, stopped by the menu), the holds
that say who takes which card, and a computer's thinking pause."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.games.voice import areas as V
from woods_desktop.games.voice import moves as M
from woods_desktop.games.voice.composing import computer_delay
from woods_desktop.games.voice.holds import holds_for
from woods_desktop.table.flow import Hold
from woods_desktop.table.pacing import Pacing

if TYPE_CHECKING:
    from woods_desktop.games.voice.table import VoiceTable


class VoicePacing(Pacing):
    def __init__(self, table: VoiceTable) -> None:
        self.table, self.ctx, self.app, self.composer = table, table.ctx, table.app, table.composer

    def holds_for(self, events: list[dict[str, Any]]) -> list[Hold]:
        refused, self.composer.refusal_hold = self.composer.refusal_hold, None
        holds = holds_for(self.app.t, self.table.log_line, self.ctx.seats(), events, refused)
        return self.table.best_words.summary(events, holds)

    def on_new_events(self, events: list[dict[str, Any]]) -> None:
        if (sound := M.event_sound(events, self.ctx.viewer)) is not None:
            self.app.sound.play(sound)

    def computer_delay(self, action: object) -> float:
        return computer_delay(action)

    def tick(self, dt: float) -> bool:
        moving = self.composer.tick(dt)
        if self.composer.cover_turned():  # a network minute started on the host: the start button gives way
            self.ctx.refresh()
        return moving

    def on_pause(self) -> None:
        self.composer.pause()
        V.text_input(False)
        self.table.texting = False

    def on_resume(self) -> None:
        self.composer.resume()
