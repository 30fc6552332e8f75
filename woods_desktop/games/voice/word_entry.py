"""The word being composed: letters typed, clicked or keyed, and the card each letter uses.

Letters are matched to cards by the engine's own speller (field cards first,
those holding the player's cubes before the others, at most two of the
player's own cards), and the player may move any letter to another card with
the same letter before confirming. Pure logic, tested without a window.
"""

from __future__ import annotations

from typing import Sequence

from woods_desktop.games.voice.rules.letters import Source, Speller, Spelling, covers
from woods_desktop.words.normalize import CYRILLIC_LETTERS, display_form

MAX_LETTERS = 25
ALPHABET = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"


def entry_form(text: str) -> str:
    """A typed word as the game's entry reads it: upper case, Latin look-alikes turned into their
    Russian twins (KOT is КОТ), so the referee and the table judge the same word."""
    return display_form(text)


class WordEntry:
    def __init__(self, sources: Sequence[Source], max_own: int = 2) -> None:
        self.sources = list(sources)
        self.max_own = max_own
        # only the choice of cards is asked here: the table asks the engine's refusal before sending
        self.speller = Speller(Spelling(tuple(self.sources), max_own, {}, 0, 0))
        self.letters: list[str] = []
        self.pinned: dict[int, int] = {}  # letter index -> card chosen by the player
        self.rejected: list[str] = []  # characters typed that are not Russian letters

    # editing -----------------------------------------------------------------
    def type_text(self, text: str) -> None:
        """Keyboard text; Latin look-alikes become their Cyrillic twins."""
        for ch in display_form(text):
            if ch in CYRILLIC_LETTERS and len(self.letters) < MAX_LETTERS:
                self.letters.append(ch)
            elif not ch.isspace():
                self.rejected.append(ch)

    def backspace(self) -> None:
        if self.letters:
            self.pinned.pop(len(self.letters) - 1, None)
            self.letters.pop()

    def clear(self) -> None:
        self.letters.clear()
        self.pinned.clear()

    def set_word(self, word: str) -> None:
        self.clear()
        self.type_text(word)

    def add_card(self, card: int) -> bool:
        """Spell by clicking a card: its letter is added and that card used for it."""
        src = self.source(card)
        assigned = self.assignment()
        if src is None or card in assigned or len(self.letters) >= MAX_LETTERS:
            return False
        if src.own:
            own = sum(1 for c in assigned if c is not None and self._own(c))
            if own >= self.max_own:
                return False
        self.letters.append(src.letters[0])
        self.pinned[len(self.letters) - 1] = card
        return True

    def reassign(self, index: int, card: int) -> bool:
        """Use `card` for letter `index`, if it carries that letter; a letter using it swaps."""
        src = self.source(card)
        if src is None or not 0 <= index < len(self.letters) or not covers(src.letters, self.letters[index]):
            return False
        for i, c in list(self.pinned.items()):
            if c == card:
                del self.pinned[i]
        self.pinned[index] = card
        return True

    # reading --------------------------------------------------------------------------
    @property
    def word(self) -> str:
        return "".join(self.letters)

    def source(self, card: int | None) -> Source | None:
        return next((s for s in self.sources if s.card == card), None)

    def _own(self, card: int) -> bool:
        src = self.source(card)
        return src is not None and src.own

    def candidates(self, index: int) -> list[int]:
        """Cards that could spell letter `index`."""
        return [s.card for s in self.sources if covers(s.letters, self.letters[index])]

    def assignment(self) -> list[int | None]:
        """The card for each letter (None where no free card carries it), as the engine would choose."""
        return self.speller.spell(self.word, self.pinned)

    def complete(self) -> bool:
        return bool(self.letters) and all(c is not None for c in self.assignment())

    def keys(self) -> list[str]:
        """On-screen letter keys: every letter in play, both sides of double faces, in alphabet order."""
        letters = {x for s in self.sources for x in s.letters}
        return [ch for ch in ALPHABET if ch in letters]
