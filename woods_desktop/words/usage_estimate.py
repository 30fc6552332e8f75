"""Real usage of Russian nouns, estimated at build time from a word-frequency table.

Only make_noun_list uses this, passing `wordfreq.word_frequency` as the
table; the program reads the results from the committed files (usage.py,
nouns.py), so nothing here imports wordfreq.

A frequency table counts written strings, not words: "латы" is armour and
also the plural of ЛАТ, the Latvian currency; "носок" is a sock and also
the genitive plural of НОСКА; "том" is mostly a form of "тот". So the usage
of one noun in one number is estimated from the forms that belong to it
alone (every dictionary reading of the string is that noun in that number):

    usage = (frequency of its own forms) / (share of a noun's usage those
             forms normally carry, CASE_SHARE)

CASE_SHARE was measured with wordfreq 3.1 over the nouns used at least
once in two million words whose forms are all their own (200 for the
singular, 116 for the plural): the singular nominative carries about 35 %
of a noun's singular uses, the instrumental 8 %. When the own forms of a
noun would normally carry less than MIN_SHARE, the estimate falls back to
all its forms, each string's frequency split between its readings by
pymorphy3's P(tag|word) (uniform for strings its corpus never saw). An own
singular form never seen counts as FLOOR, the table's smallest value: the
singular is then "rarer than the table can show", not zero.

A nominative plural P with no plural-only mark in the dictionary is compared
with its singular:

    plural use   = the plural usage of every noun P can be the plural of,
                   each at most what P itself shows (its frequency over the
                   share of the cases it spells)
    singular use = the singular usage of those nouns

and usage.PLURAL_RATIO decides. Summing over the readings keeps a rare
homonym from making a common plural "plural-only" (НАРКОТИКИ is also the
plural of a rare НАРКОТИКА; СНИМКИ of СНИМКА). The price is ЛАТЫ, whose
only other reading, the currency, has a singular in use: no count of
strings can tell the two apart, so REVIEWED_PLURALS lists it by hand.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable

from woods_desktop.words.normalize import normalize
from woods_desktop.words.readings import ABBREVIATION_GRAMMEMES, MISSPELLING_GRAMMEMES, PROPER_GRAMMEMES
from woods_desktop.words.usage import KEEP_RATIO, MEASURED, PERSON, REVIEWED, PluralUsage

Frequency = Callable[[str], float]
"""A lower-case word -> its share of all running words (wordfreq.word_frequency(w, "ru"))."""

FLOOR = 1e-8
"""wordfreq's smallest Russian frequency (Zipf 1.0)."""

CASE_SHARE: dict[str, dict[str, float]] = {
    "sing": {"nomn": 0.35, "accs": 0.22, "gent": 0.20, "datv": 0.07, "ablt": 0.08, "loct": 0.09},
    "plur": {"nomn": 0.29, "accs": 0.24, "gent": 0.29, "datv": 0.04, "ablt": 0.08, "loct": 0.06},
}
"""The usual share of each case in a noun's uses in one number (see the module text)."""

MIN_SHARE = 0.05
"""Own forms normally carrying less than this (a lone "-ою" variant) tell too little."""

VARIANT_GRAMMEMES = frozenset({"V-oy", "V-ey", "V-ie", "V-be", "V-en", "V-ej", "V-bi", "V-sh"})
"""Spelling variants (ЛАТОЮ beside ЛАТОЙ) carry no share of their own."""

NOT_COMMON_NOUN = PROPER_GRAMMEMES | ABBREVIATION_GRAMMEMES | MISSPELLING_GRAMMEMES | {"Fixd"}

REVIEWED_PLURALS: dict[str, str] = {
    "ЛАТЫ": "armour. The Latvian currency ЛАТ shares its plural forms and has a singular in use, and "
    '"лат." abbreviates "Latin", so the counts cannot see the armour; its own singular '
    "form ЛАТОЙ is never seen.",
}
"""Plurals accepted as plural-only by review, where the frequencies cannot separate the senses."""


def zipf(frequency: float) -> float:
    """Zipf value (log10 of uses per billion words), 2 decimals; 0 for unseen."""
    return round(math.log10(frequency) + 9.0, 2) if frequency > 0 else 0.0


def _fold(word: str) -> str:
    return normalize(word).lower()


class UsageEstimator:
    """Frequencies of written words, nouns and plurals, from one analyzer and one table."""

    def __init__(self, analyzer: Any, frequency: Frequency) -> None:
        self._morph = analyzer
        self._frequency = frequency
        self._parses: dict[str, list[Any]] = {}
        self._written: dict[str, float] = {}
        self._numbers: dict[tuple[str, str, str], float] = {}

    def parses(self, word: str) -> list[Any]:
        key = _fold(word)
        found = self._parses.get(key)
        if found is None:
            found = self._parses[key] = self._morph.parse(key)
        return found

    def written(self, word: str) -> float:
        """How often the word is written: the Е spelling plus each dictionary spelling with Ё."""
        key = _fold(word)
        total = self._written.get(key)
        if total is None:
            total = self._frequency(key)
            for spelling in {p.word for p in self.parses(key)}:
                if spelling != key and spelling.replace("ё", "е") == key:
                    total += self._frequency(spelling)
            self._written[key] = total
        return total

    def noun_zipf(self, word: str, headwords: Iterable[str]) -> float:
        """The word's Zipf value counting only its readings as these nouns (ЗНАТЬ is mostly a verb)."""
        heads = {normalize(h) for h in headwords}
        parses = self.parses(word)
        total = sum(p.score for p in parses) or 1.0
        mine = sum(p.score for p in parses if p.tag.POS == "NOUN" and normalize(p.normal_form) in heads)
        return zipf(self.written(word) * mine / total)

    def number_usage(self, parse: Any, number: str) -> float:
        """Estimated frequency of the noun `parse` belongs to, in one number ("sing" or "plur")."""
        head = parse.normal_form
        key = (head, str(parse.normalized.tag), number)
        cached = self._numbers.get(key)
        if cached is not None:
            return cached
        strings: dict[str, set[str]] = {}
        for form in parse.lexeme:
            if form.tag.number != number:
                continue
            cases = strings.setdefault(_fold(form.word), set())
            if not form.tag.grammemes & VARIANT_GRAMMEMES:
                cases.add(form.tag.case)

        def mine(q: Any) -> bool:
            return bool(q.tag.POS == "NOUN" and q.normal_form == head and q.tag.number == number)

        shares = CASE_SHARE[number]
        own = own_share = split = 0.0
        for string, cases in strings.items():
            readings = self.parses(string)
            seen = self.written(string)
            total = sum(q.score for q in readings) or 1.0
            split += seen * sum(q.score for q in readings if mine(q)) / total
            if readings and all(mine(q) for q in readings):
                own += seen
                own_share += sum(shares.get(case, 0.0) for case in cases)
        if own_share >= MIN_SHARE:
            usage = (max(own, FLOOR) if number == "sing" else own) / own_share
        else:
            usage = split
        self._numbers[key] = usage
        return usage

    def plural_usage(self, word: str) -> PluralUsage | None:
        """The plural/singular comparison for a nominative plural, or None when the
        dictionary already makes it plural-only (or it is no common noun's plural)."""
        key = _fold(word)
        parses = self.parses(key)
        readings: dict[tuple[str, str], Any] = {}
        for p in parses:
            tag = p.tag
            if tag.POS != "NOUN" or tag.case != "nomn" or tag.number != "plur" or tag.grammemes & NOT_COMMON_NOUN:
                continue
            if "Pltm" in tag.grammemes or p.normalized.tag.number == "plur":
                return None
            readings.setdefault((p.normal_form, str(p.normalized.tag)), p)
        if not readings:
            return None
        shown = self.written(key)
        plural = singular = 0.0
        heaviest, heaviest_use = "", -1.0
        for (head, _), p in readings.items():
            cases = {
                q.tag.case for q in parses if q.tag.POS == "NOUN" and q.normal_form == head and q.tag.number == "plur"
            }
            spelled = sum(CASE_SHARE["plur"].get(case, 0.0) for case in cases) or 1.0
            plural += min(self.number_usage(p, "plur"), shown / spelled)
            use = self.number_usage(p, "sing")
            singular += use
            if use > heaviest_use:
                heaviest, heaviest_use = normalize(head), use
        upper = normalize(key)
        person = all(p.tag.animacy == "anim" for p in readings.values())  # МАОИСТЫ: one maoist is in use
        source = REVIEWED if upper in REVIEWED_PLURALS else PERSON if person else MEASURED
        return PluralUsage(upper, zipf(plural), heaviest, zipf(max(singular, FLOOR)), source)

    def plural_rows(self, words: Iterable[str]) -> list[PluralUsage]:
        """Rows for the plural file: ratio at least KEEP_RATIO, or reviewed."""
        rows = []
        for word in sorted({normalize(w) for w in words}):
            if word not in REVIEWED_PLURALS and self.written(word) <= 0:
                continue  # never seen: its plural use is bounded by zero
            row = self.plural_usage(word)
            if row is not None and (row.source == REVIEWED or row.ratio >= KEEP_RATIO):
                rows.append(row)
        return rows
