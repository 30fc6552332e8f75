"""One spelling for every word, so typed words, dictionary words and cards compare.

The rulebook treats ЁЖ and ЕЖ (and homonyms) as one word, so comparison happens
after upper-casing and folding Ё to Е. People type on mixed keyboards: a Latin
"K" or "o" inside a Russian word looks right on screen but would never match,
so the Latin look-alikes become their Cyrillic twins. Cards go one step
further: a double face (Е/Ё, И/Й, Ъ/Ь) matches either of its letters, so card
matching folds Й and Ъ as well (`card_key`), while words keep them.
"""

from __future__ import annotations

import unicodedata

# Latin capitals that look exactly like a Cyrillic capital (lower case is
# upper-cased first, so "a" and "A" both land here).
_LATIN_TWINS = str.maketrans("ABCEHKMOPTX", "АВСЕНКМОРТХ")
_YO_FOLD = str.maketrans("Ё", "Е")
_CARD_FOLD = str.maketrans("ЁЙЪ", "ЕИЬ")
# Stress marks some people type (замо́к / за́мок): the rulebook treats the
# homonyms as one word, so the mark carries no meaning here.
_STRESS_MARKS = dict.fromkeys(map(ord, "\u0301\u0300"), None)

CYRILLIC_LETTERS: frozenset[str] = frozenset("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")
"""Letters a word may contain (before the Ё fold)."""

CARD_LETTERS: tuple[str, ...] = tuple("АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЬЫЭЮЯ")
"""The 30 card faces after `card_key` (double faces folded to one letter)."""


def display_form(word: str, latin_twins: bool = True) -> str:
    """The word as a player should see it: trimmed, upper case, Ё kept.

    NFC first so that a decomposed Й (И + breve) or Ё (Е + diaeresis) from
    some keyboards becomes the single letter before anything compares it.
    `latin_twins=False` keeps Latin letters, to show a refused word as typed.
    """
    text = unicodedata.normalize("NFC", word.strip())
    text = unicodedata.normalize("NFC", text.translate(_STRESS_MARKS).upper())
    return text.translate(_LATIN_TWINS) if latin_twins else text


def normalize(word: str) -> str:
    """The comparison form of a word: `display_form` with Ё folded to Е."""
    return display_form(word).translate(_YO_FOLD)


def card_key(letter: str) -> str:
    """Fold double card faces (Ё->Е, Й->И, Ъ->Ь); works on whole words too."""
    return letter.upper().translate(_CARD_FOLD)


def is_cyrillic_word(word: str) -> bool:
    """True when every character is a Russian letter (no spaces, hyphens, digits)."""
    return bool(word) and all(ch in CYRILLIC_LETTERS for ch in word)
