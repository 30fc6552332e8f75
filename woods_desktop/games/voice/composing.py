"""The minute and the word: the Voice table's composing, on top of the kit's `TableScene`.

The real minute (the person's own or the table's shared one), the word entry typed, clicked or keyed, the
dictionary's verdict before a word becomes an action, and what a refusal
costs: with the table option `second_chance` off, a refused word is sent at
once as `NoWord(word, reason)` (the penalty cube follows); on, it may be
corrected while the minute runs. Time reaches the engine only as `at_ms`.

While words are written the field shows to a person only while their own
minute runs (the table's minute, in that mode): before it, after it and while
a computer writes, the field is covered, so nobody gets a second minute to
think by watching someone else's. A computer's word comes from its bot at
once; it is shown after a short moment (`COMPUTER_WRITES_S`), not at its
`at_ms`, so a person never waits out a computer's minute.
"""

from __future__ import annotations

import math
from typing import Any, Hashable

import pygame

from woods_desktop.app.minute import Minute
from woods_desktop.games.voice.art import BACKSPACE
from woods_desktop.games.voice.bots.wording import noun_index, warm_vocabulary
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.text import message
from woods_desktop.games.voice.word_entry import WordEntry
from woods_desktop.table import flow as F
from woods_desktop.table.flow import Hold
from woods_desktop.table.legacy_scene import TableScene
from woods_desktop.table.runner import ComputerRunner

COMPUTER_WRITES_S = 1.0
"""How long a computer is seen writing its word (at animation speed 1): a short "thinking", never its minute."""

TEXT_KEYS = (pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DELETE)


def _printable(event: pygame.event.Event) -> bool:
    text = event.dict.get("unicode", "")
    return isinstance(text, str) and bool(text) and text.isprintable()


class ComposingTable(TableScene):
    """The composing half of the Voice table (the declaration is `table.VoiceTable`)."""

    def start_composing(self, session: Any, clock: Any) -> None:
        """Everything the minute and the entry keep, set before the kit first fills the table."""
        from woods_desktop.words.judge import shared_service

        self.clock = clock
        self.entry: WordEntry | None = None
        self.entry_key: tuple[int, int] | None = None  # (round, seat) the entry belongs to
        self.selected_letter: int | None = None
        self.pending: tuple[str, tuple[int, ...]] | None = None  # a word waiting for the dictionary
        self.problem: str | None = None
        self.overrule: tuple[str, tuple[int, ...]] | None = None
        self.refused: tuple[str, str, str] | None = None  # the word the judge refused last, why, its suggestion
        self.minute = self._new_minute(session)
        self.minute_round = 0
        self.table_minute_over = False
        self.shown_second: int | None = None
        self.last_tick: int | None = None
        self.dictionary = shared_service()
        self.dictionary.start()
        if any(s.controller == F.COMPUTER for s in session.seats):
            # the computers' word search, built where they think while people look at the table
            ComputerRunner.prepare(noun_index, warm_vocabulary)

    def _new_minute(self, session: Any = None) -> Minute:
        view = (session or self.session).port(None).view()
        length = view.rules.minute_ms
        return Minute(length, self.clock) if self.clock else Minute(length)

    def _mode(self) -> str:
        return str(self.session.config.get("options", {}).get("minute", "private"))

    def _second_chance(self) -> bool:
        """The table option: a refused word may be corrected while the minute runs (the view carries it)."""
        view = self.view()
        return bool(getattr(view, "second_chance", self.session.config.get("options", {}).get("second_chance")))

    def _composing(self, view: VoiceView) -> bool:
        """The person at the screen is to write a word now."""
        return view.phase == COMPOSE and self.my_turn()

    def _hidden(self, view: VoiceView) -> bool:
        """Before the minute starts nobody may study the field."""
        return self._composing(view) and not self.minute.started

    def _field_shown(self, view: VoiceView) -> bool:
        """While words are written the field shows only to the person writing, and only in their minute
        (private: from its start to its end; table: once the shared minute started, for typing after it)."""
        if view.phase != COMPOSE:
            return True
        if not self._composing(view) or not self.minute.started:
            return False
        return self._mode() == "table" or not self.minute.expired

    def _table_minute_running(self, view: VoiceView) -> bool:
        return self._mode() == "table" and self._composing(view) and self.minute.started and not self.table_minute_over

    def _typing(self) -> bool:
        view = self.view()
        if self.entry is None or not self._composing(view) or self.pending is not None:
            return False
        if self._mode() == "table":
            return self.table_minute_over
        return self.minute.running

    def _sync_minute(self, view: VoiceView) -> None:
        """The shared table minute belongs to a round; a private minute to a seat's turn."""
        if view.round != self.minute_round:
            self.minute_round = view.round
            if self._mode() == "table":
                self.minute = self._new_minute()
                self.table_minute_over = False

    def _sync_entry(self, view: VoiceView) -> None:
        if self._composing(view) and view.me is not None:
            key = (view.round, view.me)
            if key != self.entry_key:
                self.entry_key = key
                self.entry = WordEntry(view.sources, view.rules.max_own_cards)
                self.selected_letter = None
                self.problem = None
                self.overrule = None
                self.refused = None
                self.pending = None
                if self._mode() == "private":
                    self.minute = self._new_minute()
            return
        if self.entry is not None and (view.phase != COMPOSE or view.to_move != (self.entry_key or (0, -1))[1]):
            self.entry = None
            self.entry_key = None
            self.pending = None
            self.overrule = None
            self._text_input(False)

    def _start_item(self, item_id: str) -> None:
        if item_id == "start" and not self.minute.started:
            self.minute.start()
            self.app.sound.play("click")
        elif item_id == "done" and self._mode() == "table" and self.minute.started:
            self.table_minute_over = True

    def _compose_item(self, zone_id: str, item_id: Hashable) -> None:
        entry = self.entry
        if zone_id == "actions":
            if item_id == "done":
                self._start_item("done")
                return
            {"submit": self._submit, "clear": self._clear, "noword": self._no_word, "accept": self._accept_anyway}.get(
                str(item_id), lambda: None
            )()
            return
        if entry is None or not self._typing() or not isinstance(item_id, tuple):
            return
        if zone_id == "keys":
            if item_id[1] == BACKSPACE:
                entry.backspace()
            else:
                entry.type_text(item_id[1])
            self.app.sound.play("click")
        elif zone_id == "word":
            i = item_id[1]
            self.selected_letter = None if self.selected_letter == i else i
            return
        elif zone_id in ("field", "own"):
            card = item_id[1]
            if self.selected_letter is not None:
                if entry.reassign(self.selected_letter, card):
                    self.selected_letter = None
                else:
                    self.refuse(self.app.t("voice.ui.wrong_letter_card"))
                    return
            elif not entry.add_card(card):
                self.refuse(self.app.t("voice.ui.card_in_use"))
                return
        self._edited()

    def _at_ms(self) -> int:
        return max(0, min(self.minute.length_ms, self.minute.elapsed_ms()))

    def _seat_port(self) -> Any:
        return self.session.port(self.viewer)

    def _submit(self) -> None:
        entry = self.entry
        if entry is None or not self._typing():
            return
        if not entry.word:
            self.refuse(self.app.t("voice.err.empty_word"))
            return
        assigned = entry.assignment()
        cards = tuple(c for c in assigned if c is not None)
        if len(cards) != len(assigned):
            i = assigned.index(None)
            key = "voice.ui.letter_used_up" if entry.candidates(i) else "voice.err.letter_missing"
            self.refuse(self.app.t(key, letter=entry.letters[i]))
            return
        refusal = self._seat_port().refusal(A.Compose(entry.word, cards, self._at_ms()))
        if refusal is not None:
            self.refuse(refusal)
            return
        self.pending = (entry.word, cards)
        self._judge_pending()

    def _judge_pending(self) -> None:
        if self.pending is None:
            return
        word, cards = self.pending
        verdict = self.dictionary.verdict(word)
        if verdict is None:
            if self.dictionary.error is not None:
                self.pending = None
                self.overrule = (word, cards) if self._overrule_allowed() else None
                self.refuse(self.app.t("voice.ui.dictionary_failed"))
            return  # still loading: asked again next frame
        self.pending = None
        if verdict.valid:
            self.act(A.Compose(word, cards, self._at_ms()))
            return
        reason = message(self.app.t, verdict.reason, verdict.params)
        self.refused = (word, verdict.reason, str(verdict.params.get("suggestion", "")))
        if self._overrule_allowed():
            self.overrule = (word, cards)
        if self.overrule is not None or self._second_chance():
            self.refuse(reason + " " + self.app.t("voice.ui.second_chance") if self._second_chance() else reason)
            return
        self._refused(word, verdict.reason, reason, str(verdict.params.get("suggestion", "")))

    def _refused(self, word: str, reason_key: str, reason: str, hint: str = "") -> None:
        """A refused word costs the penalty cube: NoWord at once, carrying the word, the judge's reason
        and the word it proposes (so the log can word the reason in full)."""
        at = self._at_ms()
        action = A.NoWord(reason=reason_key, at_ms=at, word=word, hint=hint)
        if self._seat_port().refusal(action) is not None:  # an engine that knows only its own reasons
            action = A.NoWord(reason=A.NOWORD_REFUSED, at_ms=at, word=word)
        self.app.sound.play("error")
        title = self.app.t("voice.ui.refused_title", word=word)
        self.act(action, holds=[Hold("refused", (title, reason), seconds=4.0, wait_for_person=True)])

    def _overrule_allowed(self) -> bool:
        return all(s.human for s in self.session.seats) and bool(self.app.settings.referee_overrule)

    def _accept_anyway(self) -> None:
        if self.overrule is None or not self._typing():
            return
        word, cards = self.overrule
        self.overrule = None
        self.act(A.Compose(word, cards, self._at_ms()))

    def _clear(self) -> None:
        if self.entry is not None:
            self.entry.clear()
            self.problem = None
            self.overrule = None
            self.selected_letter = None

    def _no_word(self) -> None:
        """No word; after the judge refused one (and the table may overrule), the refusal is what counts."""
        if not self._typing():
            return
        if self.refused is not None and self.overrule is not None:
            word, reason_key, hint = self.refused
            self._refused(word, reason_key, self.problem or "", hint)
            return
        self.act(A.NoWord(A.NOWORD_PASS, self._at_ms()))

    def _edited(self) -> None:
        self.problem = None
        self.overrule = None
        if self.entry is not None and self.entry.rejected:
            self.problem = self.app.t("voice.ui.not_russian", chars="".join(self.entry.rejected[-3:]))
            self.entry.rejected.clear()

    def _text_input(self, on: bool) -> None:
        try:
            if on:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect("word"))  # the input-method window goes here
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass

    def exit(self) -> None:
        self._text_input(False)

    def computer_delay(self, action: Any) -> float:
        """A computer's word is shown after a short moment, whatever its `at_ms`: the person waits for
        nobody's minute but their own (and sees no field meanwhile, see `_field_shown`)."""
        return COMPUTER_WRITES_S if isinstance(action, (A.Compose, A.NoWord)) else 0.0

    def _shown_minute(self, view: VoiceView) -> Minute | None:
        """The minute the ring shows: the person's own or the table's (a computer's writing has none)."""
        if view.phase != COMPOSE:
            return None
        if self._composing(view) or (self._mode() == "table" and self.minute.started and not self.table_minute_over):
            return self.minute
        return None

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.app.scene is not self:
            return moving
        if self.pending is not None:
            self._judge_pending()
        view = self.view()
        if view.phase != COMPOSE:
            return moving
        minute = self._shown_minute(view)
        if minute is not None and minute.started:
            second = math.ceil(minute.remaining_ms() / 1000)
            if second != self.shown_second:
                self.shown_second = second
                self.dirty = True  # the ring moves once a second: no redraw in between
            mine = minute is self.minute and not minute.paused
            if mine and 0 < second <= 10 and second != self.last_tick:
                self.last_tick = second
                self.app.sound.play("tick")
            if mine and minute.expired:
                self._minute_over(view)
        return moving

    def _minute_over(self, view: VoiceView) -> None:
        if self._mode() == "private":
            if self._composing(view) and self.entry is not None:
                self.pending = None
                self.act(A.NoWord(A.NOWORD_TIME, self.minute.length_ms))
        elif not self.table_minute_over:
            self.table_minute_over = True
            self.app.sound.play("chime")
            self.refresh()

    def busy(self) -> bool:
        return super().busy() or self.pending is not None

    def open_pause(self) -> None:
        self.minute.pause()
        self.app.push(
            "pause",
            game_title=self.app.t("voice.title"),
            game_id="voice",
            on_restart=self.restart,
            on_resume=self.minute.resume,
        )

    def on_resume(self) -> None:
        super().on_resume()
        self.minute.resume()
        self.refresh()

    def _typing_event(self, event: pygame.event.Event) -> bool:
        entry = self.entry
        assert entry is not None
        if event.type == pygame.TEXTINPUT:
            entry.type_text(event.text)
        elif event.type == pygame.KEYDOWN and event.key not in TEXT_KEYS and _printable(event):
            return True  # a typed character arrives as TEXTINPUT; it must not also move focus or press a card
        elif event.type == pygame.KEYDOWN and event.key in TEXT_KEYS:
            if event.key == pygame.K_BACKSPACE:
                entry.backspace()
            elif event.key == pygame.K_DELETE:
                self._clear()
            else:
                self._submit()
                self.refresh()
                return True
        else:
            return False
        self._edited()
        self.refresh()
        return True
