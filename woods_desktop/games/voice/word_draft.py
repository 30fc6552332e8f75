"""The word a person is writing: the entry for one seat's turn, the letter picked to take another card, and
what is wrong with the word, said in the prompt's place.

It is kept apart from the minute and the dictionary because it is pure editing: typed, clicked or keyed,
it changes only the draft and never asks the dictionary or the engine. When the person sends it, `word()`
gives the word and its cards, or says why not; the verdict takes it from there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woods_desktop.games.voice.art import BACKSPACE
from woods_desktop.games.voice.rules.view import VoiceView
from woods_desktop.games.voice.word_entry import WordEntry

if TYPE_CHECKING:
    from woods_desktop.ui.services import AppServices

PROBLEM_S = 4.0  # a refusal outside the word entry stays in the prompt's place this long (real seconds)


class WordDraft:
    """The entry (None outside the person's turn), its (round, seat), the picked letter and the problem shown."""

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.entry: WordEntry | None = None
        self.entry_key: tuple[int, int] | None = None  # (round, seat) the entry belongs to
        self.selected_letter: int | None = None
        self.problem: str | None = None
        self.problem_left = 0.0

    def begin(self, view: VoiceView, key: tuple[int, int]) -> None:
        """A seat's turn to write: an empty entry over the view's letters."""
        self.entry_key = key
        self.entry = WordEntry(view.sources, view.rules.max_own_cards)
        self.selected_letter = None

    def end(self) -> None:
        self.entry = None
        self.entry_key = None

    def show_problem(self, text: str, sound: bool = True) -> None:
        """A refusal in the prompt's place, not a passing toast over the scores: while a word is written it
        stays until the word is edited; otherwise for PROBLEM_S, or until the game moves on."""
        self.problem = text
        self.problem_left = PROBLEM_S
        if sound:
            self.app.sound.play("error")

    def fade(self, dt: float) -> bool:
        """Outside the entry a problem stays PROBLEM_S; True when it went this frame."""
        if self.problem is None or self.entry is not None:
            return False
        self.problem_left -= dt
        if self.problem_left > 0:
            return False
        self.problem = None
        return True

    # -- edits (the composer asks first whether the person may type now) --------------------------------
    def key(self, letter: str) -> None:
        assert self.entry is not None
        if letter == BACKSPACE:
            self.entry.backspace()
        else:
            self.entry.type_text(letter)
        self.app.sound.play("click")

    def letter(self, index: int) -> None:
        self.selected_letter = None if self.selected_letter == index else index

    def card(self, card: int) -> bool:
        """A card clicked: the picked letter takes it, or it adds its letter; False (and why) when it cannot."""
        entry = self.entry
        assert entry is not None
        if self.selected_letter is not None:
            if not entry.reassign(self.selected_letter, card):
                self.show_problem(self.app.t("voice.ui.wrong_letter_card"))
                return False
            self.selected_letter = None
        elif not entry.add_card(card):
            self.show_problem(self.app.t("voice.ui.card_in_use"))
            return False
        return True

    def clear(self) -> None:
        if self.entry is not None:
            self.entry.clear()
            self.problem = None
            self.selected_letter = None

    def edited(self) -> None:
        """The word changed: a problem of before no longer applies; letters the entry refused are said."""
        self.problem = None
        if self.entry is not None and self.entry.rejected:
            self.problem = self.app.t("voice.ui.not_russian", chars="".join(self.entry.rejected[-3:]))
            self.entry.rejected.clear()

    def word(self) -> tuple[str, tuple[int, ...]] | None:
        """The word and its cards, one per letter, when it can be sent; else None, and the problem says why."""
        entry = self.entry
        assert entry is not None
        if not entry.word:
            self.show_problem(self.app.t("voice.err.empty_word"))
            return None
        assigned = entry.assignment()
        cards = tuple(c for c in assigned if c is not None)
        if len(cards) != len(assigned):
            i = assigned.index(None)
            key = "voice.ui.letter_used_up" if entry.candidates(i) else "voice.err.letter_missing"
            self.show_problem(self.app.t(key, letter=entry.letters[i]))
            return None
        return entry.word, cards
