"""How a table keeps time, declared in one object beside its declaration: the holds that keep what just
happened in view, the sounds and animations of new events, how far the log may say, how long a computer's
move waits, which holds animate, and a game's own clock (the word game's minute).

A table that never animates keeps the kit's `Pacing()`; one that does sets `self.pacing` to its own
(`WoodlandersPacing(self)`), so the declaration answers what the table shows and draws and what a click means.
Time draws nothing: what moves is drawn by the declaration (`moving_rects`, `draw_hold`), so no pygame here.
"""

from __future__ import annotations

from woods_desktop.table.flow import Hold


class Pacing:
    """The kit's questions about time; each answer reads the game and the table, and changes only what
    animates (tweens, sounds, a game's own clock)."""

    def holds_for(self, events: list[dict[str, object]]) -> list[Hold]:
        """Holds that keep what just happened in view (a finished trick, a round summary)."""
        return []

    def on_new_events(self, events: list[dict[str, object]]) -> None:
        """Sounds and animations for what just happened."""

    def log_until(self, hold: Hold | None) -> int | None:
        """How many of the game's events the table has shown (None: all of them): the log says nothing the table
        has not shown yet (a card still on its way, a round's end behind its last trick). Asked every frame."""
        return None

    def computer_delay(self, action: object) -> float:
        """Seconds into a computer's turn (at animation speed 1) before `action` is shown."""
        return 0.0

    def hold_moves(self, hold: Hold) -> bool:
        """Whether a timed hold animates (then it is redrawn while it runs)."""
        return False

    def tick(self, dt: float) -> bool:
        """The game's own clock each frame (the word game's minute); True while something moves."""
        return False

    def on_pause(self) -> None:
        """The in-game menu opens over the table: a game's own clock stops (the word game's minute)."""

    def on_resume(self) -> None:
        """The table is on top again (the menu or a pass screen closed): a stopped clock goes on."""
