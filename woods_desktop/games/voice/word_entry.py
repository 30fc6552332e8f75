"""The word being composed: letters typed, clicked or keyed, and the card each letter uses.

Letters are matched to cards automatically (field cards first, at most two of
the player's own cards), and the player may move any letter to another card
with the same letter before confirming. Pure logic, tested without a window.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from woods_desktop.words.normalize import CYRILLIC_LETTERS, card_key, display_form

MAX_LETTERS = 25


class WordEntry:
    def __init__(self, sources: Sequence[Mapping[str, Any]], max_own: int = 2) -> None:
        self.sources = list(sources)
        self.max_own = max_own
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
        src = self._source(card)
        assigned = self.assignment()
        if src is None or card in assigned or len(self.letters) >= MAX_LETTERS:
            return False
        if src.get("where") == "own":
            own = sum(1 for c in assigned if c is not None and (self._source(c) or {}).get("where") == "own")
            if own >= self.max_own:
                return False
        self.letters.append(src["letters"][0])
        self.pinned[len(self.letters) - 1] = card
        return True

    def reassign(self, index: int, card: int) -> bool:
        """Use `card` for letter `index`, if it carries that letter; a letter using it swaps."""
        src = self._source(card)
        if src is None or not 0 <= index < len(self.letters):
            return False
        if card_key(self.letters[index]) not in {card_key(x) for x in src["letters"]}:
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

    def _source(self, card: int) -> Mapping[str, Any] | None:
        for s in self.sources:
            if s["card"] == card:
                return s
        return None

    def candidates(self, index: int) -> list[int]:
        """Cards that could spell letter `index`."""
        key = card_key(self.letters[index])
        return [s["card"] for s in self.sources if key in {card_key(x) for x in s["letters"]}]

    def assignment(self) -> list[int | None]:
        """The card for each letter (None where no free card carries it)."""
        used: set[int] = set()
        own_used = 0
        out: list[int | None] = [None] * len(self.letters)
        for i, card in self.pinned.items():
            src = self._source(card)
            if i < len(out) and src is not None and card not in used:
                if src.get("where") == "own":
                    if own_used >= self.max_own:
                        continue
                    own_used += 1
                out[i] = card
                used.add(card)
        for i, letter in enumerate(self.letters):
            if out[i] is not None:
                continue
            key = card_key(letter)
            for prefer in ("field", "own"):
                if prefer == "own" and own_used >= self.max_own:
                    break
                for s in self.sources:
                    if s.get("where", "field") != prefer or s["card"] in used:
                        continue
                    if key in {card_key(x) for x in s["letters"]}:
                        out[i] = s["card"]
                        used.add(s["card"])
                        if prefer == "own":
                            own_used += 1
                        break
                if out[i] is not None:
                    break
        return out

    def complete(self) -> bool:
        return bool(self.letters) and all(c is not None for c in self.assignment())

    def keys(self) -> list[str]:
        """On-screen letter keys: every letter in play, both sides of double faces, in alphabet order."""
        letters = {x for s in self.sources for x in s["letters"]}
        order = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
        return [ch for ch in order if ch in letters]
