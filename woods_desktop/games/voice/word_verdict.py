"""A sent word's verdict: the engine's and the dictionary's, before the word becomes an action, and what a
refusal costs.

It is kept apart from the draft and the minute because it is the one piece that plays actions for a
person's word: `Compose` once the dictionary accepts it, `NoWord` when it refuses. With the table option
`second_chance` off, a refused word is sent at once as `NoWord(word, reason)` (the penalty cube follows);
on, it may be corrected while the minute runs. People alone at one computer may overrule the dictionary.
The dictionary loads on a thread, so a word may wait for it (`pending`) and be judged on a later frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woods_desktop.core.controllers import PERSON
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.text import message, sentences
from woods_desktop.games.voice.word_draft import WordDraft
from woods_desktop.games.voice.writing_minute import WritingMinute
from woods_desktop.table.declaration import TableContext
from woods_desktop.table.flow import Hold
from woods_desktop.words import verdict as V

if TYPE_CHECKING:
    from woods_desktop.words.judge import DictionaryService

Word = tuple[str, tuple[int, ...]]  # a word and its cards, one per letter


class WordVerdict:
    """The word waiting for the dictionary, the last refusal, the word the table may still accept anyway."""

    def __init__(self, ctx: TableContext[VoiceView], minute: WritingMinute, draft: WordDraft) -> None:
        from woods_desktop.words.judge import shared_service

        self.ctx = ctx
        self.app = ctx.app
        self.minute = minute  # the time an action is taken at, and whether a host judges again
        self.draft = draft  # where a refusal is said
        self.pending: Word | None = None  # a word waiting for the dictionary
        self.overrule: Word | None = None
        # the word the judge refused last, why (its key), its suggestion, and the reason as the screen says it
        self.refused: tuple[str, str, str, str] | None = None
        self.refusal_hold: Hold | None = None  # shown first once the refused word's NoWord is played
        self.dictionary: DictionaryService = shared_service()
        if any(s.controller == PERSON for s in ctx.seats()):
            # loaded ahead for the people's words only: a table of computers alone never needs it here, and
            # its load on a thread of the window's process held the interpreter while they played (stalls)
            self.dictionary.start()

    def forget(self) -> None:
        """A new turn's word: nothing of the last one's verdict applies."""
        self.overrule = self.refused = self.pending = None

    def ask(self, view: VoiceView, word: str, cards: tuple[int, ...]) -> None:
        """The person sent the word: the engine's refusal is said at once, else the dictionary judges it."""
        refusal = self.ctx.port.refusal(A.Compose(word, cards, self.minute.at_ms()))
        if refusal is not None:
            self.draft.show_problem(message(self.app.t, refusal.key, refusal.params))
            return
        self.pending = (word, cards)
        self.judge(view)

    def judge(self, view: VoiceView) -> None:
        if self.pending is None:
            return
        word, cards = self.pending
        self.dictionary.start()  # at once if it was not loading yet (a seat taken over by a person)
        verdict = self.dictionary.verdict(word)
        if verdict is None:
            if self.dictionary.error is not None:
                self.pending = None
                self.overrule = (word, cards) if self.overrule_allowed() else None
                self.draft.show_problem(self.app.t("voice.ui.dictionary_failed"))
            return  # still loading: asked again next frame
        self.pending = None
        if verdict.valid:
            self.ctx.act(A.Compose(word, cards, self.minute.at_ms()))
            return
        reason = message(self.app.t, verdict.reason, verdict.params)
        hint = str(verdict.params.get("suggestion", ""))
        self.refused = (word, verdict.reason, hint, reason)
        if self.overrule_allowed():
            self.overrule = (word, cards)
        if self.overrule is not None or view.second_chance:
            # the reason keeps its full stop before the sentence that follows it (issue 34 item 15)
            then = "voice.ui.second_chance" if view.second_chance else "voice.ui.overrule_or_keep"
            self.draft.show_problem(sentences(reason, self.app.t(then)))
            return
        self.refuse_word(word, verdict.reason, reason, hint)

    def refuse_word(self, word: str, reason_key: str, reason: str, hint: str = "") -> None:
        """A refused word costs the penalty cube: NoWord at once, carrying the word, the judge's reason
        and the word it proposes (so the log can word the reason in full); the refusal is held in view."""
        at = self.minute.at_ms()
        action = A.NoWord(reason=reason_key, at_ms=at, word=word, hint=hint)
        if self.ctx.port.refusal(action) is not None:  # an engine that knows only its own reasons
            action = A.NoWord(reason=A.NOWORD_REFUSED, at_ms=at, word=word)
        self.app.sound.play("error")
        title = self.app.t("voice.ui.refused_title", word=word)
        self.refusal_hold = Hold("refused", (title, reason), seconds=4.0, wait_for_person=True)
        if not self.ctx.act(action):
            self.refusal_hold = None

    def note(self, word: str) -> str | None:
        """What a person's accepted word's log line says after it, so a family can judge the word (issue 37):
        where the judge found it when not in OpenCorpora ("found in the spelling dictionary"); the sense a
        plural-only word counts in (КОТЫ: «коты», old soft shoes, not the plural of КОТ; the log said only
        "КОТЫ", and plurals seemed allowed while КОНИ was refused); for a word the dictionary refuses, played
        only when accepted anyway, who accepted it: the table, which saw it typed in its shared minute, or its
        writer alone in their private minute. None for OpenCorpora's plain nouns, or while the dictionary is
        not open (never waited for: the log is made on the window's thread)."""
        verdict = self.dictionary.verdict(word) if self.dictionary.ready() else None
        if verdict is None:
            return None
        t = self.app.t
        if not verdict.valid:
            return str(t("voice.word.source." + ("writer" if self.minute.mode == "private" else "table")))
        source = verdict.params.get("source")
        if verdict.reason in V.FOUND_IN.values() and isinstance(source, str) and source in V.FOUND_IN:
            return str(t(f"voice.word.source.{source}"))
        if verdict.reason not in (V.PLURAL_ONLY_SENSE, V.PLURAL_ONLY_NOT):
            return None
        kind = "plural_only_sense" if verdict.reason == V.PLURAL_ONLY_SENSE else "plural_only_not"
        return str(t(f"voice.word.source.{kind}", **V.localized(verdict.params, self.app.strings.lang)))

    def overrule_allowed(self) -> bool:
        """People alone at one computer may overrule the dictionary; across computers the host's judges every
        word again and is final, so a joined screen never offers what the host would refuse."""
        if self.minute.networked:
            return False
        return all(s.human for s in self.ctx.seats()) and bool(self.app.settings.referee_overrule)

    def accept(self) -> None:
        """The table accepts the word the dictionary refused."""
        if self.overrule is None:
            return
        word, cards = self.overrule
        self.overrule = None
        self.ctx.act(A.Compose(word, cards, self.minute.at_ms()))

    def no_word(self) -> None:
        """No word; after the judge refused one (and the table may overrule), the refusal is what counts."""
        if self.refused is not None and self.overrule is not None:
            word, reason_key, hint, reason = self.refused
            self.refuse_word(word, reason_key, reason, hint)  # the reason alone, not the second chance's words
            return
        self.ctx.act(A.NoWord(A.NOWORD_PASS, self.minute.at_ms()))
