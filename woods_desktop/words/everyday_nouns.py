"""Nouns found in everyday writing: a word-frequency table's words no dictionary lists (build time only).

People write nouns no dictionary we merge has yet (КИБЕРБЕЗОПАСНОСТЬ,
КАРШЕРИНГ, ВОЛОНТЁРСТВО, ДЗЮДОИСТКА). The issue allows "corpus frequencies
with the analyser's guess for words outside OpenCorpora"; make_noun_list
passes wordfreq's Russian table here (this module imports no wordfreq) and
adds, as source "everyday", each word that passes every test below. The
tests are strict because a frequency table also holds names, misspellings
and fragments, which must stay refused:

- frequent enough: Zipf at least MIN_ZIPF (a one-letter slip of a noun,
  the non-words a player may try, is rarely that frequent), at least
  MIN_LETTERS letters, Russian letters only;
- no source knows it: the judge (OpenCorpora and the merged dictionaries)
  refuses it as unknown, so an ending that names a verb, adjective or
  adverb, or the plural of a listed noun, keeps it out;
- pymorphy3's guesser reads it as a common noun in the nominative singular
  with a score of at least MIN_GUESS, and its likeliest reading is that;
- it ends in a suffix only common nouns have, ABSTRACT_SUFFIXES (-ОСТЬ,
  -СТВО, -ИЗМ, -АЦИЯ, -ИНГ, -ЛОГИЯ: names and places do not end so), or a
  plural form no singular form spells is written too (ЗАДРОТАМ,
  ПРОБИОТИКАМИ): a surname, СОБЧИК, or a village, САЛТОВКА, is hardly ever
  written in the plural, the word for a kind of person or thing is;
- it is no misspelling or cut-off word: no word a letter or two away that
  a dictionary knows is used as much (КОЛЛИЧЕСТВО: КОЛИЧЕСТВО; ИССКУСТВО:
  ИСКУССТВО; СВЕТОПРЕДСТАВЛЕНИЕ), nor a common word it is the tail of
  (ЗАТЕЛЬСТВО, ОБЯЗАТЕЛЬСТВО split across a line);
- it is no name: the spelling dictionary does not write it capitalised, the
  word without a diminutive suffix is no name OpenCorpora knows (АРТУРЧИК:
  Артур), it is not the genitive of a word written more often bare
  (ТИМОЩУКА) or of a plural in -Е (КЕРЧАН: КЕРЧАНЕ), it does not end in
  -КО or -ГО as surnames do (КЛОЧКО, ВЕРИГО), and it does not start like an
  agency's name (РОСАВИАЦИЯ, МОСЭКОМОНИТОРИНГ, МИНИМУЩЕСТВО).

A word that passes is listed with source "everyday" (never a computer's
word, like every other source's), its Zipf and the Ё spellings the table
writes (ВОЛОНТЁРСТВО beside ВОЛОНТЕРСТВО).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from woods_desktop.words import verdict as V
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.normalize import is_cyrillic_word, normalize
from woods_desktop.words.readings import ABBREVIATION_GRAMMEMES, MISSPELLING_GRAMMEMES, PROPER_GRAMMEMES

EVERYDAY = "everyday"
MIN_ZIPF = 1.2
MIN_LETTERS = 5
MIN_GUESS = 0.3
TYPO_RATIO_ZIPF = 0.0
"""A known word a letter or two away used at least 10**this times as much (0: as much) makes the word its
misspelling: СВЕТОПРЕДСТАВЛЕНИЕ is written nearly as often as СВЕТОПРЕСТАВЛЕНИЕ, and no less a slip. The
price is a few real words beside a commoner one (ПОВОРОТНИК beside ПОДВОРОТНИК), left out."""
COMMON_ZIPF = 2.5
"""Words at least this common are the ones a misspelling or a cut-off word is measured against."""

ABSTRACT_SUFFIXES = (
    "ость",
    "ство",
    "изм",
    "ация",
    "яция",
    "изация",
    "логия",
    "графия",
    "метрия",
    "патия",
    "фобия",
    "мания",
    "терапия",
    "скопия",
    "алгия",
    "кратия",
    "томия",
    "ение",
    "ание",
    "инг",
)
DIMINUTIVES = ("очка", "ечка", "ушка", "юшка", "ичка", "шка", "чик", "ик", "ка")
"""Suffixes a name takes too (АРТУРЧИК, СВЕТОЧКА): the word without one must be no name."""
AGENCY_PREFIXES = ("рос", "мос", "мин")
_LETTERS = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
_NOT_COMMON = PROPER_GRAMMEMES | ABBREVIATION_GRAMMEMES | MISSPELLING_GRAMMEMES


def zipf_of(frequency: float) -> float:
    return math.log10(frequency) + 9.0 if frequency > 0 else 0.0


def _one_letter_away(word: str) -> Iterable[str]:
    for i in range(len(word) + 1):
        for ch in _LETTERS:
            yield word[:i] + ch + word[i:]
        if i < len(word):
            yield word[:i] + word[i + 1 :]
            for ch in _LETTERS:
                if ch != word[i]:
                    yield word[:i] + ch + word[i + 1 :]
        if i + 1 < len(word):
            yield word[:i] + word[i + 1] + word[i] + word[i + 2 :]


def _noun_guess(guesser: Any, word: str) -> tuple[float, Any]:
    """The guesser's score for a common noun in the nominative singular, and that parse (None: no such)."""
    parses = guesser.parse(word)
    if not parses:
        return 0.0, None
    good = [
        p
        for p in parses
        if p.tag.POS == "NOUN" and p.tag.case == "nomn" and p.tag.number == "sing" and not p.tag.grammemes & _NOT_COMMON
    ]
    if not good or parses[0] not in good:
        return 0.0, None
    return sum(p.score for p in good), good[0]


@dataclass(frozen=True)
class EverydayNoun:
    """A word found in everyday writing: its Zipf (the Е and Ё spellings together) and its Ё spellings."""

    zipf: float
    spellings: tuple[str, ...] = ()


def everyday_nouns(
    frequencies: Mapping[str, float],
    judge: WordJudge,
    guesser: Any,
    capitalised: set[str],
    listed: "set[str] | frozenset[str]" = frozenset(),
    log: Callable[[str], Any] = print,
) -> dict[str, EverydayNoun]:
    """Comparison form -> each word of `frequencies` (lower-case word -> share of running words) that
    passes the tests in the module text. `judge` knows OpenCorpora; `listed` holds the comparison forms
    the noun list already has (OpenCorpora's and the merged sources'); `guesser` is a full pymorphy3
    analyser (its guessing units on); `capitalised` the spelling dictionary's capitalised stems,
    lower-cased with Ё as Е."""
    analyzer = judge.analyzer
    common = _CommonWords(frequencies, analyzer)
    written: dict[str, float] = {}
    yo: dict[str, list[str]] = {}
    for word, frequency in frequencies.items():
        folded = word.replace("ё", "е")
        written[folded] = written.get(folded, 0.0) + frequency
        if "ё" in word:
            yo.setdefault(folded, []).append(word.upper())
    out: dict[str, EverydayNoun] = {}
    counts = {"frequent": 0, "unknown": 0, "guessed": 0, "evidence": 0, "typo": 0, "name": 0}
    for folded, frequency in written.items():
        z = zipf_of(frequency)
        key = normalize(folded)
        if z < MIN_ZIPF or len(folded) < MIN_LETTERS or not is_cyrillic_word(key) or key in listed:
            continue
        counts["frequent"] += 1
        # the commonest spelling speaks for the word (ВОЛОНТЕРСТВО is written so four times as often)
        word = max([folded, *(w.lower() for w in yo.get(folded, ()))], key=lambda w: frequencies.get(w, 0.0))
        if judge.verdict(word).reason != V.UNKNOWN:
            continue
        counts["unknown"] += 1
        score, parse = _noun_guess(guesser, word)
        if score < MIN_GUESS:
            continue
        counts["guessed"] += 1
        if not folded.endswith(ABSTRACT_SUFFIXES) and not _plural_written(parse, frequencies):
            continue
        counts["evidence"] += 1
        if common.misspelt_or_cut(word, z) or any(
            zipf_of(frequencies.get(other, 0.0)) >= z + TYPO_RATIO_ZIPF and analyzer.word_is_known(other)
            for other in _one_letter_away(word)
        ):
            counts["typo"] += 1
            continue
        if folded.endswith(("а", "я")) and zipf_of(written.get(folded[:-1], 0.0)) >= z:
            counts["name"] += 1  # ТИМОЩУКА, ЧЕДВИКА: the genitive of a name written more often bare
            continue
        if zipf_of(written.get(folded + "е", 0.0)) >= z:
            counts["name"] += 1  # КЕРЧАН: the genitive of КЕРЧАНЕ, not a word of its own
            continue
        if folded.endswith(("ко", "го")):
            counts["name"] += 1  # КЛОЧКО, САЧКО, ВЕРИГО: surnames, declined like nouns in -О
            continue
        if _looks_like_a_name(folded, analyzer, capitalised):
            counts["name"] += 1
            continue
        out[key] = EverydayNoun(round(z, 2), tuple(sorted(yo.get(folded, ()))))
    log(
        "everyday writing: {frequent} frequent words, {unknown} unknown, {guessed} guessed nouns, {evidence} "
        "with a noun's suffix or plural; {typo} misspellings or cut words and {name} names left out".format(**counts)
        + f"; {len(out)} added"
    )
    return out


class _CommonWords:
    """The table's common words a dictionary knows (Zipf at least COMMON_ZIPF), indexed for two checks:
    two letters away by deleting one letter from each (ИССКУСТВО and ИСКУССТВО both give ИСКУСТВО), and
    a word cut off after its first letters (ЗАТЕЛЬСТВО, from ОБЯЗАТЕЛЬСТВО split across a line)."""

    def __init__(self, frequencies: Mapping[str, float], analyzer: Any) -> None:
        self._zipf: dict[str, float] = {}
        self._deleted: dict[str, list[str]] = {}
        self._cut: dict[str, list[str]] = {}
        for word, frequency in frequencies.items():
            z = zipf_of(frequency)
            if z < COMMON_ZIPF or len(word) < MIN_LETTERS or not analyzer.word_is_known(word):
                continue
            self._zipf[word] = z
            for i in range(len(word)):
                self._deleted.setdefault(word[:i] + word[i + 1 :], []).append(word)
            for i in range(1, 4):
                if len(word) - i >= MIN_LETTERS:
                    self._cut.setdefault(word[i:], []).append(word)

    def misspelt_or_cut(self, word: str, z: float) -> bool:
        keys = {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}
        near = [w for key in keys for w in self._deleted.get(key, ())] + self._cut.get(word, [])
        return any(w != word and self._zipf[w] >= z + TYPO_RATIO_ZIPF for w in near)


def _plural_written(parse: Any, frequencies: Mapping[str, float]) -> bool:
    """Some plural form no singular form spells is in the table (САЛТОВКИ is also the genitive of a place:
    САЛТОВКАМ, САЛТОВКАХ would be the plural alone)."""
    try:
        lexeme = parse.lexeme
    except Exception:  # a guessed paradigm the analyser cannot inflect
        return False
    singular = {p.word for p in lexeme if p.tag.number == "sing"}
    cases = ("datv", "ablt", "loct")  # the genitive plural of a feminine is often a name (ТИМОЩУК, of ТИМОЩУКА)
    plural = {p.word for p in lexeme if p.tag.number == "plur" and p.tag.case in cases} - singular
    return sum(frequencies.get(form, 0.0) for form in plural) > 0.0


def _looks_like_a_name(word: str, analyzer: Any, capitalised: set[str]) -> bool:
    if word in capitalised or word.startswith(AGENCY_PREFIXES):
        return True
    for suffix in DIMINUTIVES:
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and len(stem) >= 2:
            for base in (stem, stem + "а", stem + "я"):
                if base in capitalised:
                    return True
                if any(p.tag.grammemes & PROPER_GRAMMEMES for p in analyzer.parse(base) if p.tag.case == "nomn"):
                    return True
    return False
