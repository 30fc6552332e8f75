"""The minute and the word: what the Voice table keeps while a person writes, beside the declaration.

`Composer` is the one object the declaration asks what to show and forwards the entry's clicks, keys and
typing to. It holds three pieces, each in its own module because each answers to a different master:
`WritingMinute` (writing_minute.py) keeps the minute, on this screen's clock, the host's, or the one noted
in a saved game; `WordDraft` (word_draft.py) the word typed, clicked or keyed; `WordVerdict`
(word_verdict.py) the engine's and the dictionary's verdict before a word becomes an action, and what a
refusal costs. The composer decides when each may act (the person is typing now) and answers a minute
that ran out. Time reaches the engine only as `at_ms`.

A computer's word comes from its bot at once; it is shown after a short moment (`COMPUTER_WRITES_S`), not
at its `at_ms`.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.minute import Minute
from woods_desktop.core.controllers import COMPUTER
from woods_desktop.games.voice.bots.wording import noun_index, warm_vocabulary
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.word_draft import WordDraft
from woods_desktop.games.voice.word_entry import WordEntry
from woods_desktop.games.voice.word_verdict import WordVerdict
from woods_desktop.games.voice.writing_minute import WritingMinute
from woods_desktop.table.declaration import TableContext
from woods_desktop.table.flow import Hold
from woods_desktop.table.runner import ComputerRunner

COMPUTER_WRITES_S = 1.0
"""How long a computer is seen writing its word (at animation speed 1): a short "thinking", never its minute."""


class Composer:
    """The person's minute and word for one table; the declaration asks it what to show and forwards
    the entry's clicks, keys and typing to it."""

    def __init__(self, ctx: TableContext[VoiceView], view: VoiceView, clock: Callable[[], float] | None = None) -> None:
        self.ctx = ctx
        self.view = view
        self.time = WritingMinute(ctx, view, clock)
        self.draft = WordDraft(ctx.app)
        self.verdict = WordVerdict(ctx, self.time, self.draft)
        if any(s.controller == COMPUTER for s in ctx.seats()):
            # the computers' word search, built where they think while people look at the table
            ComputerRunner.prepare(noun_index, warm_vocabulary)

    # -- what the screen reads of the pieces ------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self.time.mode

    @property
    def minute(self) -> Minute:
        return self.time.minute

    @property
    def watch(self) -> Minute | None:
        return self.time.watch

    @property
    def table_minute_over(self) -> bool:
        return self.time.table_minute_over

    @property
    def networked(self) -> bool:
        return self.time.networked

    @property
    def entry(self) -> WordEntry | None:
        return self.draft.entry

    @property
    def selected_letter(self) -> int | None:
        return self.draft.selected_letter

    @property
    def problem(self) -> str | None:
        return self.draft.problem

    @property
    def pending(self) -> tuple[str, tuple[int, ...]] | None:
        return self.verdict.pending

    @property
    def overrule(self) -> tuple[str, tuple[int, ...]] | None:
        return self.verdict.overrule

    @property
    def refusal_hold(self) -> Hold | None:
        return self.verdict.refusal_hold

    @refusal_hold.setter
    def refusal_hold(self, hold: Hold | None) -> None:
        self.verdict.refusal_hold = hold

    # -- what shows now ---------------------------------------------------------------------------
    def composing(self, view: VoiceView) -> bool:
        return self.time.composing(view)

    def hidden(self, view: VoiceView) -> bool:
        return self.time.hidden(view)

    def field_shown(self, view: VoiceView) -> bool:
        return self.time.field_shown(view)

    def table_minute_running(self, view: VoiceView) -> bool:
        return self.time.table_minute_running(view)

    def writing_together(self, view: VoiceView) -> bool:
        return self.time.writing_together(view)

    def shown_minute(self, view: VoiceView) -> Minute | None:
        return self.time.shown_minute(view)

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

    def overrule_allowed(self) -> bool:
        return self.verdict.overrule_allowed()

    def word_locked(self) -> bool:
        """The dictionary refused the word and the table may overrule it: without the second chance the word
        stands as written, accepted anyway or refused (a new word after a refusal is that second chance)."""
        v = self.verdict
        return v.refused is not None and v.overrule is not None and not self.view.second_chance

    # -- following the game -------------------------------------------------------------------------
    def sync(self, view: VoiceView) -> None:
        """The shared table minute belongs to a round; a private minute and the entry to a seat's turn."""
        if view is not self.view and self.entry is None:
            self.draft.problem = None  # something was played: a refusal of before no longer applies
        self.view = view
        self.time.new_round(view)
        if self.composing(view) and view.me is not None:
            key = (view.round, view.me)
            if key != self.draft.entry_key:
                self.draft.begin(view, key)
                self.draft.problem = None
                self.verdict.forget()
                self.time.new_turn(view, view.me)
            self.time.follow_host(view)
            return
        if self.entry is not None and (view.phase != COMPOSE or view.to_move != (self.draft.entry_key or (0, -1))[1]):
            self.draft.end()
            self.verdict.pending = None
            self.verdict.overrule = None

    def note_minute(self) -> None:
        """Keep how far the minute under way has run when the menu opens (Save and quit is on it)."""
        self.time.note(self.view, self.draft.entry_key)

    # -- the person's input ------------------------------------------------------------------------------
    def start(self) -> None:
        self.time.start(self.view)

    def done(self) -> None:
        self.time.done()

    def key(self, letter: str) -> None:
        if self.entry is None or not self.typing() or self.word_locked():
            return
        self.draft.key(letter)
        self.edited()

    def letter(self, index: int) -> None:
        if self.entry is not None and self.typing() and not self.word_locked():
            self.draft.letter(index)

    def card(self, card: int) -> None:
        if self.entry is not None and self.typing() and not self.word_locked() and self.draft.card(card):
            self.edited()

    def show_problem(self, text: str, sound: bool = True) -> None:
        self.draft.show_problem(text, sound)

    def submit(self) -> None:
        if self.entry is None or not self.typing() or self.word_locked():
            return
        word = self.draft.word()
        if word is not None:
            self.verdict.ask(self.view, *word)

    def accept_anyway(self) -> None:
        if self.overrule is not None and self.typing():
            self.draft.problem = None  # "accept it anyway or keep the refusal" is answered
            self.verdict.accept()

    def clear(self) -> None:
        if self.entry is not None and not self.word_locked():
            self.draft.clear()
            self.verdict.overrule = None

    def no_word(self) -> None:
        if self.typing():
            if self.word_locked():  # "Keep the refusal" answers the question the prompt's place asked; the
                self.draft.problem = None  # refusal's own panel says why (the question stayed for seconds)
            self.verdict.no_word()

    def edited(self) -> None:
        self.verdict.overrule = None
        self.draft.edited()

    def typed(self, text: str) -> None:
        if self.entry is not None and not self.word_locked():
            self.entry.type_text(text)
            self.edited()

    def backspace(self) -> None:
        if self.entry is not None and not self.word_locked():
            self.entry.backspace()
            self.edited()

    # -- time ------------------------------------------------------------------------------------------
    def cover_turned(self) -> bool:
        return self.time.cover_turned(self.view)

    def tick(self, dt: float) -> bool:
        """Each frame: the host's minute, the dictionary's verdict, the ring's second and ticks, the end."""
        moving = self.time.follow_host(self.view)
        moving = self.time.follow_watch(self.view) or moving
        moving = self.draft.fade(dt) or moving
        if self.pending is not None:
            self.verdict.judge(self.view)
            moving = True
        view = self.view
        moved, ran_out = self.time.ring(view)
        if ran_out and self.composing(view) and self.entry is not None:
            self.verdict.pending = None  # a private minute on this screen's clock ran out: no word, in time
            self.ctx.act(A.NoWord(A.NOWORD_TIME, self.minute.length_ms))
        return moved or moving

    def pause(self) -> None:
        """The menu opened: the minute stops (and is noted, so Save and quit keeps what was left)."""
        self.time.pause(self.view, self.draft.entry_key)

    def resume(self) -> None:
        self.time.resume()


def computer_delay(action: Any) -> float:
    """A computer's word is shown after a short moment, whatever its `at_ms`: the person waits for
    nobody's minute but their own (and sees no field meanwhile)."""
    return COMPUTER_WRITES_S if isinstance(action, (A.Compose, A.NoWord)) else 0.0
