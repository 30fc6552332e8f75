"""The minute and the word: what the Voice table keeps while a person writes, beside the declaration.

The real minute (the person's own or the table's shared one), the word entry typed, clicked or keyed, the
dictionary's verdict before a word becomes an action, and what a refusal costs: with the table option
`second_chance` off, a refused word is sent at once as `NoWord(word, reason)` (the penalty cube follows);
on, it may be corrected while the minute runs. Time reaches the engine only as `at_ms`.

While words are written the field shows to a person only while their own minute runs (the table's
minute, in that mode): before it, after it and while a computer writes, the field is covered, so nobody
gets a second minute to think by watching someone else's. A computer's word comes from its bot at once;
it is shown after a short moment (`COMPUTER_WRITES_S`), not at its `at_ms`.

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
from woods_desktop.core.controllers import COMPUTER, PERSON
from woods_desktop.games.voice.art import BACKSPACE
from woods_desktop.games.voice.bots.wording import noun_index, warm_vocabulary
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.text import message
from woods_desktop.games.voice.word_entry import WordEntry
from woods_desktop.table.declaration import TableContext
from woods_desktop.table.flow import Hold
from woods_desktop.table.port import HostMinutePort
from woods_desktop.table.runner import ComputerRunner

PROBLEM_S = 4.0  # a refusal outside the word entry stays in the prompt's place this long (real seconds)
MINUTE_DRIFT_MS = 150  # the host's minute and this screen's may drift this far before the ring is set again
COMPUTER_WRITES_S = 1.0
"""How long a computer is seen writing its word (at animation speed 1): a short "thinking", never its minute."""


class Composer:
    """The person's minute and word for one table; the declaration asks it what to show and forwards
    the entry's clicks, keys and typing to it."""

    def __init__(self, ctx: TableContext, view: VoiceView, clock: Callable[[], float] | None = None) -> None:
        from woods_desktop.words.judge import shared_service

        self.ctx = ctx
        self.app = ctx.app
        self.clock = clock
        self.view = view
        self._covered = False  # the field was covered for a minute not yet started, at the last ask
        self.mode = view.minute  # "private": a minute per person; "table": one shared minute
        self.entry: WordEntry | None = None
        self.entry_key: tuple[int, int] | None = None  # (round, seat) the entry belongs to
        self.selected_letter: int | None = None
        self.pending: tuple[str, tuple[int, ...]] | None = None  # a word waiting for the dictionary
        self.problem: str | None = None
        self.problem_left = 0.0
        self.overrule: tuple[str, tuple[int, ...]] | None = None
        self.refused: tuple[str, str, str] | None = None  # the word the judge refused last, why, its suggestion
        self.refusal_hold: Hold | None = None  # shown first once the refused word's NoWord is played
        self.minute = self._new_minute()
        self.minute_round = 0
        self.menu_paused = False
        self.table_minute_over = False
        self.shown_second: int | None = None
        self.last_tick: int | None = None
        self.watch: Minute | None = None  # another screen's writer's minute, as the host runs it
        self.dictionary = shared_service()
        if any(s.controller == PERSON for s in ctx.seats()):
            # loaded ahead for the people's words only: a table of computers alone never needs it here, and
            # its load on a thread of the window's process held the interpreter while they played (stalls)
            self.dictionary.start()
        if any(s.controller == COMPUTER for s in ctx.seats()):
            # the computers' word search, built where they think while people look at the table
            ComputerRunner.prepare(noun_index, warm_vocabulary)

    def _new_minute(self, length_ms: int | None = None) -> Minute:
        length = self.view.rules.minute_ms if length_ms is None else length_ms
        return Minute(length, self.clock) if self.clock else Minute(length)

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
            self.minute = minute = self._new_minute(length)
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
        self.watch = watch = self._new_minute(length)
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

    def entry_shown(self, view: VoiceView) -> bool:
        return (
            self.composing(view)
            and not self.hidden(view)
            and self.entry is not None
            and (self.mode == "private" or self.table_minute_over)
        )

    def typing(self) -> bool:
        if self.entry is None or not self.composing(self.view) or self.pending is not None:
            return False
        return self.table_minute_over if self.mode == "table" else self.minute.running

    def shown_minute(self, view: VoiceView) -> Minute | None:
        """The minute the ring shows: the person's own or the table's (a computer's writing has none)."""
        if view.phase != COMPOSE:
            return None
        if self.composing(view) or self.table_minute_running(view):
            return self.minute
        return self.watch  # another writer's private minute on the host's clock (a network game)

    # -- following the game -------------------------------------------------------------------------
    def sync(self, view: VoiceView) -> None:
        """The shared table minute belongs to a round; a private minute and the entry to a seat's turn."""
        if view is not self.view and self.entry is None:
            self.problem = None  # something was played: a refusal of before no longer applies
        self.view = view
        if view.round != self.minute_round:
            self.minute_round = view.round
            if self.mode == "table":
                self.minute = self._new_minute()
                self.table_minute_over = False
                self._restore(view, view.first)
                self.follow_host(view)
        if self.composing(view) and view.me is not None:
            key = (view.round, view.me)
            if key != self.entry_key:
                self.entry_key = key
                self.entry = WordEntry(view.sources, view.rules.max_own_cards)
                self.selected_letter = None
                self.problem = self.overrule = self.refused = self.pending = None
                if self.mode == "private":
                    self.minute = self._new_minute()
                    self._restore(view, view.me)
            self.follow_host(view)
            return
        if self.entry is not None and (view.phase != COMPOSE or view.to_move != (self.entry_key or (0, -1))[1]):
            self.entry = None
            self.entry_key = None
            self.pending = None
            self.overrule = None

    # -- a minute under way survives a save ----------------------------------------------------------
    def _notes(self) -> dict[str, Any] | None:
        notes = getattr(self.ctx.port, "notes", None)  # a port without a saved game keeps none
        return notes() if notes is not None else None

    def _minute_key(self, view: VoiceView, seat: int | None) -> str:
        return f"voice.minute.{view.round}.{seat if self.mode == 'private' else 'table'}"

    def note_minute(self) -> None:
        """Keep how far the minute under way has run when the menu opens (Save and quit is on it)."""
        notes = self._notes()
        mine = self.composing(self.view) and (self.mode == "table" or self.entry_key is not None)
        if notes is None or not mine or not self.minute.started or self.minute.expired:
            return
        seat = self.entry_key[1] if self.entry_key is not None else None
        for k in [k for k in notes if k.startswith("voice.minute.")]:
            del notes[k]
        notes[self._minute_key(self.view, seat)] = self.minute.elapsed_ms()
        self.ctx.port.save_notes()

    def _restore(self, view: VoiceView, seat: int | None) -> None:
        notes = self._notes()
        elapsed = notes.get(self._minute_key(view, seat)) if notes is not None else None
        if isinstance(elapsed, int) and elapsed > 0:
            self.minute.start(self.minute.clock() - elapsed / 1000)  # under way: it goes on where it was
            self.minute.pause()  # and waits for the person, who presses to go on

    # -- the person's input ------------------------------------------------------------------------------
    def start(self) -> None:
        if (port := self.host) is not None:  # the host starts it on its clock; its next view brings the ring here
            if self.hidden(self.view):
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

    def key(self, letter: str) -> None:
        if self.entry is None or not self.typing():
            return
        if letter == BACKSPACE:
            self.entry.backspace()
        else:
            self.entry.type_text(letter)
        self.app.sound.play("click")
        self.edited()

    def letter(self, index: int) -> None:
        if self.entry is not None and self.typing():
            self.selected_letter = None if self.selected_letter == index else index

    def card(self, card: int) -> None:
        entry = self.entry
        if entry is None or not self.typing():
            return
        if self.selected_letter is not None:
            if not entry.reassign(self.selected_letter, card):
                self.show_problem(self.app.t("voice.ui.wrong_letter_card"))
                return
            self.selected_letter = None
        elif not entry.add_card(card):
            self.show_problem(self.app.t("voice.ui.card_in_use"))
            return
        self.edited()

    def show_problem(self, text: str, sound: bool = True) -> None:
        """A refusal in the prompt's place, not a passing toast over the scores: while a word is written it
        stays until the word is edited; otherwise for PROBLEM_S, or until the game moves on."""
        self.problem = text
        self.problem_left = PROBLEM_S
        if sound:
            self.app.sound.play("error")

    def _at_ms(self) -> int:
        return max(0, min(self.minute.length_ms, self.minute.elapsed_ms()))

    def submit(self) -> None:
        entry = self.entry
        if entry is None or not self.typing():
            return
        if not entry.word:
            self.show_problem(self.app.t("voice.err.empty_word"))
            return
        assigned = entry.assignment()
        cards = tuple(c for c in assigned if c is not None)
        if len(cards) != len(assigned):
            i = assigned.index(None)
            key = "voice.ui.letter_used_up" if entry.candidates(i) else "voice.err.letter_missing"
            self.show_problem(self.app.t(key, letter=entry.letters[i]))
            return
        refusal = self.ctx.port.refusal(A.Compose(entry.word, cards, self._at_ms()))
        if refusal is not None:
            self.show_problem(message(self.app.t, refusal.key, refusal.params))
            return
        self.pending = (entry.word, cards)
        self.judge_pending()

    def judge_pending(self) -> None:
        if self.pending is None:
            return
        word, cards = self.pending
        self.dictionary.start()  # at once if it was not loading yet (a seat taken over by a person)
        verdict = self.dictionary.verdict(word)
        if verdict is None:
            if self.dictionary.error is not None:
                self.pending = None
                self.overrule = (word, cards) if self.overrule_allowed() else None
                self.show_problem(self.app.t("voice.ui.dictionary_failed"))
            return  # still loading: asked again next frame
        self.pending = None
        if verdict.valid:
            self.ctx.act(A.Compose(word, cards, self._at_ms()))
            return
        reason = message(self.app.t, verdict.reason, verdict.params)
        hint = str(verdict.params.get("suggestion", ""))
        self.refused = (word, verdict.reason, hint)
        if self.overrule_allowed():
            self.overrule = (word, cards)
        if self.overrule is not None or self.view.second_chance:
            self.show_problem(
                reason + " " + self.app.t("voice.ui.second_chance") if self.view.second_chance else reason
            )
            return
        self.refuse_word(word, verdict.reason, reason, hint)

    def refuse_word(self, word: str, reason_key: str, reason: str, hint: str = "") -> None:
        """A refused word costs the penalty cube: NoWord at once, carrying the word, the judge's reason
        and the word it proposes (so the log can word the reason in full); the refusal is held in view."""
        at = self._at_ms()
        action = A.NoWord(reason=reason_key, at_ms=at, word=word, hint=hint)
        if self.ctx.port.refusal(action) is not None:  # an engine that knows only its own reasons
            action = A.NoWord(reason=A.NOWORD_REFUSED, at_ms=at, word=word)
        self.app.sound.play("error")
        title = self.app.t("voice.ui.refused_title", word=word)
        self.refusal_hold = Hold("refused", (title, reason), seconds=4.0, wait_for_person=True)
        if not self.ctx.act(action):
            self.refusal_hold = None

    def overrule_allowed(self) -> bool:
        """People alone at one computer may overrule the dictionary; across computers the host's judges every
        word again and is final, so a joined screen never offers what the host would refuse."""
        if self.networked:
            return False
        return all(s.human for s in self.ctx.seats()) and bool(self.app.settings.referee_overrule)

    def accept_anyway(self) -> None:
        if self.overrule is None or not self.typing():
            return
        word, cards = self.overrule
        self.overrule = None
        self.ctx.act(A.Compose(word, cards, self._at_ms()))

    def clear(self) -> None:
        if self.entry is not None:
            self.entry.clear()
            self.problem = None
            self.overrule = None
            self.selected_letter = None

    def no_word(self) -> None:
        """No word; after the judge refused one (and the table may overrule), the refusal is what counts."""
        if not self.typing():
            return
        if self.refused is not None and self.overrule is not None:
            word, reason_key, hint = self.refused
            self.refuse_word(word, reason_key, self.problem or "", hint)
            return
        self.ctx.act(A.NoWord(A.NOWORD_PASS, self._at_ms()))

    def edited(self) -> None:
        self.problem = None
        self.overrule = None
        if self.entry is not None and self.entry.rejected:
            self.problem = self.app.t("voice.ui.not_russian", chars="".join(self.entry.rejected[-3:]))
            self.entry.rejected.clear()

    def typed(self, text: str) -> None:
        if self.entry is not None:
            self.entry.type_text(text)
            self.edited()

    def backspace(self) -> None:
        if self.entry is not None:
            self.entry.backspace()
            self.edited()

    # -- time ------------------------------------------------------------------------------------------
    def cover_turned(self) -> bool:
        """Whether the field's cover came or went since the last ask: a network minute started on the host,
        and the start button gives way without a click here."""
        covered = self.hidden(self.view)
        turned, self._covered = covered != self._covered, covered
        return turned

    def tick(self, dt: float) -> bool:
        """Each frame: the dictionary's verdict, the ring's second, the last ten seconds' ticks, the end."""
        moving = self.follow_host(self.view)
        moving = self.follow_watch(self.view) or moving
        if self.problem is not None and self.entry is None:
            self.problem_left -= dt
            if self.problem_left <= 0:
                self.problem = None
                moving = True
        if self.pending is not None:
            self.judge_pending()
            moving = True
        view = self.view
        if view.phase != COMPOSE:
            return moving
        minute = self.shown_minute(view)
        if minute is None or not minute.started:
            return moving
        second = math.ceil(minute.remaining_ms() / 1000)
        if second != self.shown_second:
            self.shown_second = second
            moving = True  # the ring moves once a second: no redraw in between
        mine = not minute.paused and minute is not self.watch  # a watched minute neither ticks nor ends here
        if mine and 0 < second <= 10 and second != self.last_tick:
            self.last_tick = second
            self.app.sound.play("tick")
        if mine and minute.expired:
            self._minute_over(view)
            moving = True
        return moving

    def _minute_over(self, view: VoiceView) -> None:
        if self.mode == "private":
            if self.networked:
                return  # the host answers a writer whose minute ran out, by its own clock
            if self.composing(view) and self.entry is not None:
                self.pending = None
                self.ctx.act(A.NoWord(A.NOWORD_TIME, self.minute.length_ms))
        elif not self.table_minute_over:
            self.table_minute_over = True
            self.app.sound.play("chime")
            self.ctx.relayout()

    def pause(self) -> None:
        """The menu opened: the minute stops (and is noted, so Save and quit keeps what was left)."""
        if self.networked:
            return  # the host's minute goes on whatever this screen shows
        if self.minute.running:
            self.minute.pause()
            self.menu_paused = True
        self.note_minute()

    def resume(self) -> None:
        """The table is on top again: a minute the menu stopped goes on (a restored one waits for its button)."""
        if self.menu_paused:
            self.menu_paused = False
            self.minute.resume()


def computer_delay(action: Any) -> float:
    """A computer's word is shown after a short moment, whatever its `at_ms`: the person waits for
    nobody's minute but their own (and sees no field meanwhile)."""
    return COMPUTER_WRITES_S if isinstance(action, (A.Compose, A.NoWord)) else 0.0
