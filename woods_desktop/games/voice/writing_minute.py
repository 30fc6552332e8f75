"""The minute a Voice word is written in, as one screen keeps it: the person's own or the table's shared one.

It is kept apart from the word and the dictionary because time has its own masters: this screen's clock at
one computer, the host's in a network game, the seat port's notes across a save. It only keeps time and says
what the time allows to be seen; it never plays an action (the composer answers a minute that ran out).

While words are written the field shows to a person only while their own minute runs (the table's
minute, in that mode): before it, after it and while a computer writes, the field is covered, so nobody
gets a second minute to think by watching someone else's.

A minute under way is noted in the seat port's notes whenever the menu opens (Save and quit is there), so
a game saved and resumed goes on with the time that was left, not with a fresh minute.

In a network game the host's clock decides (its port offers `host_minute()`): the minute on this screen is
the host's, started when the host started it and never paused here; a private minute that runs out is
answered by the host, and in the table minute every writer's screen shows the field and the ring while the
host's shared minute runs, whoever types first afterwards.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from woods_desktop.app.minute import Minute
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.table.declaration import TableContext
from woods_desktop.table.port import HostMinutePort

MINUTE_DRIFT_MS = 150  # the host's minute and this screen's may drift this far before the ring is set again


class WritingMinute:
    """The minute, the watched writer's minute on a network, and what they let this screen show."""

    def __init__(self, ctx: TableContext[VoiceView], view: VoiceView, clock: Callable[[], float] | None = None) -> None:
        self.ctx = ctx
        self.app = ctx.app
        self.clock = clock
        self._covered = False  # the field was covered for a minute not yet started, at the last ask
        self.mode = view.minute  # "private": a minute per person; "table": one shared minute
        self.minute = self._new_minute(view)
        self.minute_round = 0
        self.menu_paused = False
        self.table_minute_over = False
        self.shown_second: int | None = None
        self.last_tick: int | None = None
        self.watch: Minute | None = None  # another screen's writer's minute, as the host runs it

    def _new_minute(self, view: VoiceView, length_ms: int | None = None) -> Minute:
        length = view.rules.minute_ms if length_ms is None else length_ms
        return Minute(length, self.clock) if self.clock else Minute(length)

    def at_ms(self) -> int:
        """How far into the minute an action is taken: the only way time reaches the engine."""
        return max(0, min(self.minute.length_ms, self.minute.elapsed_ms()))

    # -- a network game's minute is the host's ----------------------------------------------------------
    @property
    def host(self) -> HostMinutePort | None:
        port = self.ctx.port
        return port if isinstance(port, HostMinutePort) else None

    @property
    def networked(self) -> bool:
        return self.host is not None

    def follow_host(self, view: VoiceView) -> bool:
        """Set this screen's minute to the host's when it runs for this screen (its own private minute, or the
        table's shared one for every writer); True when the ring was set again."""
        if not self.networked or view.phase != COMPOSE:
            return False
        if self.mode == "private" and not self.composing(view):
            return False
        if self.mode == "table" and self.table_minute_over:  # the table display (nobody here) follows it too
            return False
        port = self.host
        assert port is not None
        host = port.host_minute()
        if host is None:
            if self.mode == "table" and self.composing(view):
                port.start_minute()  # the field shows now (after any pass screen): the host's minute starts
                host = port.host_minute()
            if host is None:
                return False  # a private minute waits for its writer's "Start my minute"
        left, length = host
        minute = self.minute
        if minute.started and minute.length_ms == length and abs(minute.remaining_ms() - left) <= MINUTE_DRIFT_MS:
            return False
        if minute.length_ms != length:
            self.minute = minute = self._new_minute(view, length)
        minute.start(minute.clock() - (length - left) / 1000)
        return True

    def follow_watch(self, view: VoiceView) -> bool:
        """On a network, a screen whose person is not writing shows the writer's private minute as the host
        runs it (`watch`), so everyone sees how long the writer has; True when the ring was set again."""
        host = None
        if self.networked and self.mode == "private" and view.phase == COMPOSE and not self.composing(view):
            host = self.host.host_minute() if self.host is not None else None
        if host is None:
            changed, self.watch = self.watch is not None, None
            return changed
        left, length = host
        watch = self.watch
        if watch is not None and watch.length_ms == length and abs(watch.remaining_ms() - left) <= MINUTE_DRIFT_MS:
            return False
        self.watch = watch = self._new_minute(view, length)
        watch.start(watch.clock() - (length - left) / 1000)
        return True

    # -- what shows now ---------------------------------------------------------------------------
    def composing(self, view: VoiceView) -> bool:
        """The person at the screen is to write a word now."""
        return view.phase == COMPOSE and self.ctx.my_turn()

    def hidden(self, view: VoiceView) -> bool:
        """Before the minute starts (or goes on, after a resumed game) nobody may study the field."""
        if (port := self.host) is not None:  # the host's private minute waits for this writer's button
            return self.mode == "private" and self.composing(view) and port.host_minute() is None
        return self.composing(view) and (not self.minute.started or self.minute.paused)

    def field_shown(self, view: VoiceView) -> bool:
        """While words are written the field shows only to the person writing, and only in their minute."""
        if view.phase != COMPOSE:
            return True
        hold = self.ctx.hold
        if hold is not None and hold.kind == "refresh":  # the field just refreshed, in view as the hold tells of it
            return True  # (before anyone's minute of the next round starts: the cloth comes back after it)
        if self.networked and self.table_minute_running(view):
            return True  # the host's shared minute: every writer studies the field on their own screen
        if not self.composing(view) or self.hidden(view):
            return False
        return self.mode == "table" or not self.minute.expired

    def table_minute_running(self, view: VoiceView) -> bool:
        """The shared minute runs for this screen: its writer's turn at one computer; on a network, every
        writer's screen while the host's minute runs, and the host's table display when nobody sits at it (every
        person on a phone or another computer): the field lies in the middle of the table for all to see."""
        writing = self.composing(view) or (self.networked and view.phase == COMPOSE)
        return self.mode == "table" and writing and self.minute.started and not self.table_minute_over

    def writing_together(self, view: VoiceView) -> bool:
        """The table's shared minute has not ended: everyone writes on paper at once, so no screen names one
        person as the writer (their words are typed in turn only afterwards)."""
        return self.mode == "table" and view.phase == COMPOSE and not self.table_minute_over

    def shown_minute(self, view: VoiceView) -> Minute | None:
        """The minute the ring shows: the person's own or the table's (a computer's writing has none)."""
        if view.phase != COMPOSE:
            return None
        if self.composing(view) or self.table_minute_running(view):
            return self.minute
        return self.watch  # another writer's private minute on the host's clock (a network game)

    # -- following the game -------------------------------------------------------------------------
    def new_round(self, view: VoiceView) -> None:
        """The shared table minute belongs to a round: a new round brings a fresh one (or the one saved under way)."""
        if view.round == self.minute_round:
            return
        self.minute_round = view.round
        if self.mode == "table":
            self.minute = self._new_minute(view)
            self.table_minute_over = False
            self._restore(view, view.first)
            self.follow_host(view)

    def new_turn(self, view: VoiceView, seat: int) -> None:
        """A private minute belongs to a seat's turn: a fresh one (or the one saved under way)."""
        if self.mode == "private":
            self.minute = self._new_minute(view)
            self._restore(view, seat)

    # -- a minute under way survives a save ----------------------------------------------------------
    def _notes(self) -> dict[str, Any] | None:
        notes = getattr(self.ctx.port, "notes", None)  # a port without a saved game keeps none
        return notes() if notes is not None else None

    def _minute_key(self, view: VoiceView, seat: int | None) -> str:
        return f"voice.minute.{view.round}.{seat if self.mode == 'private' else 'table'}"

    def note(self, view: VoiceView, turn: tuple[int, int] | None) -> None:
        """Keep how far the minute under way has run when the menu opens (Save and quit is on it); `turn` is
        the (round, seat) of the word entry this screen writes in, if any."""
        notes = self._notes()
        mine = self.composing(view) and (self.mode == "table" or turn is not None)
        if notes is None or not mine or not self.minute.started or self.minute.expired:
            return
        seat = turn[1] if turn is not None else None
        for k in [k for k in notes if k.startswith("voice.minute.")]:
            del notes[k]
        notes[self._minute_key(view, seat)] = self.minute.elapsed_ms()
        self.ctx.port.save_notes()

    def _restore(self, view: VoiceView, seat: int | None) -> None:
        notes = self._notes()
        elapsed = notes.get(self._minute_key(view, seat)) if notes is not None else None
        if isinstance(elapsed, int) and elapsed > 0:
            self.minute.start(self.minute.clock() - elapsed / 1000)  # under way: it goes on where it was
            self.minute.pause()  # and waits for the person, who presses to go on

    # -- the person's buttons and the menu ------------------------------------------------------------
    def start(self, view: VoiceView) -> None:
        if (port := self.host) is not None:  # the host starts it on its clock; its next view brings the ring here
            if self.hidden(view):
                port.start_minute()
                self.app.sound.play("click")
            return
        if not self.minute.started:
            self.minute.start()
            self.app.sound.play("click")
        elif self.minute.paused:
            self.minute.resume()
            self.app.sound.play("click")

    def done(self) -> None:
        if self.mode == "table" and self.minute.started:
            self.table_minute_over = True

    def pause(self, view: VoiceView, turn: tuple[int, int] | None) -> None:
        """The menu opened: the minute stops (and is noted, so Save and quit keeps what was left)."""
        if self.networked:
            return  # the host's minute goes on whatever this screen shows
        if self.minute.running:
            self.minute.pause()
            self.menu_paused = True
        self.note(view, turn)

    def resume(self) -> None:
        """The table is on top again: a minute the menu stopped goes on (a restored one waits for its button)."""
        if self.menu_paused:
            self.menu_paused = False
            self.minute.resume()

    # -- time ------------------------------------------------------------------------------------------
    def cover_turned(self, view: VoiceView) -> bool:
        """Whether the field's cover came or went since the last ask: a network minute started on the host,
        and the start button gives way without a click here."""
        covered = self.hidden(view)
        turned, self._covered = covered != self._covered, covered
        return turned

    def ring(self, view: VoiceView) -> tuple[bool, bool]:
        """Each frame: the ring's second, the last ten seconds' ticks, the end. Returns whether the ring moved,
        and whether a private minute on this screen's own clock ran out (the composer answers it)."""
        if view.phase != COMPOSE:
            return False, False
        minute = self.shown_minute(view)
        if minute is None or not minute.started:
            return False, False
        moving = False
        second = math.ceil(minute.remaining_ms() / 1000)
        if second != self.shown_second:
            self.shown_second = second
            moving = True  # the ring moves once a second: no redraw in between
        mine = not minute.paused and minute is not self.watch  # a watched minute neither ticks nor ends here
        if mine and 0 < second <= 10 and second != self.last_tick:
            self.last_tick = second
            self.app.sound.play("tick")
        if mine and minute.expired:
            return True, self._minute_over()
        return moving, False

    def _minute_over(self) -> bool:
        if self.mode == "private":
            return not self.networked  # the host answers a writer whose minute ran out, by its own clock
        if not self.table_minute_over:
            self.table_minute_over = True
            self.app.sound.play("chime")
            self.ctx.relayout()
        return False
