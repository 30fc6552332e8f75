"""Is this a word Voice of the Woods accepts? The OpenCorpora dictionary decides, real usage helps,
and other open noun sources fill in the common nouns OpenCorpora lacks.

The rule (rulebook, DESIGN section 4): a common noun in the nominative
singular, or in the nominative plural when the noun has no singular. Through
pymorphy3 that reads:

- only dictionary parses count: the analyzer is built with the dictionary
  unit alone, so an unknown word is refused instead of guessed;
- a parse is acceptable when it is a NOUN, in the nominative, and either
  singular, or plural with the Pltm mark (НОЖНИЦЫ, САНИ, БРЮКИ), or plural in
  a lexeme that OpenCorpora heads with its plural (КАЧЕЛИ, МЕМУАРЫ, БУТСЫ),
  or plural where real usage shows the singular is rare next to it
  (ДЕНЬГИ, ЩИПЦЫ: OpenCorpora lists the rare ДЕНЬГА, ЩИПЕЦ; the numbers
  come from the committed usage file, see usage.py; never a person's
  plural: one МАОИСТ, one СОГРАЖДАНИН is in use however rare);
- parses marked as proper nouns (Name Surn Patr Geox Orgn Trad),
  abbreviations (Abbr Init) or misspellings (Erro Dist) never count;
- a word form is often ambiguous (СТАЛИ is a verb, a genitive and a plural;
  КРАСНЫЙ is an adjective and also a noun, "a Red"); ANY acceptable parse
  makes the word valid.

An accepted word says how it was read: a noun in the nominative singular
(OK), or, when no singular reading is acceptable, a noun that has only a
plural form (PLURAL_ONLY). When that word is also the plural of a common
singular noun (КОТЫ: the plural of КОТ, and «коты», old soft shoes), the
verdict names the singular it is not the plural of (PLURAL_ONLY_NOT,
`singular`) and, where senses.py has a gloss, the meaning it was accepted in
(PLURAL_ONLY_SENSE, `lemma`, `sense` as {language: text}; see
`verdict.localized`). Validity is the same either way.

A refused word names its likeliest reading (readings.py says in which
order: ПОЛЯНЕ a case of ПОЛЯНА, ПОТОМ an adverb, ГЕРМАНИЯ a name). A word no
source knows is refused as unknown unless it shows what it is (guesses.py:
ВЫЛЕЧЬ a verb, КАРАСИКИ the plural of КАРАСИК) or is a proper name another
open source lists (names.py: ОСТРАВА, АБИССИНИЯ); the names are consulted
only for such a word, so a common noun spelt like a name (ОРЁЛ, РОЗА) is
never refused for it.

When OpenCorpora refuses a word, the noun list may still hold it from
another open source, merged at build time by the same rule; such a verdict
names the source (found_in.py).

pymorphy3 only tries Е as Ё, never the reverse, so the judge folds Ё to Е
before asking; ЁЖ and ЕЖ get the same verdict. A Ё the dictionary does not
write is a spelling mistake (ЛЁС, ДЁРЕВО: "spelling: ЛЕС"), while НЁБО is
the palate and fine; when the word without the Ё is refused as well, and
not as a noun's form, that refusal is named instead (УЧЁСТЬ is a verb, whatever its spelling). Latin
look-alikes (a Latin O in КOТ) count as Russian letters only in a word that
has at least one Russian letter: "KOT" typed wholly in Latin is refused as
not Russian.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from woods_desktop.words import verdict as V
from woods_desktop.words.found_in import from_sources
from woods_desktop.words.guesses import guess
from woods_desktop.words.names import Names
from woods_desktop.words.normalize import display_form, is_cyrillic_word, normalize
from woods_desktop.words.readings import (
    FUNCTION_WORDS,
    NOUN_FORMS,
    PARTS_OF_SPEECH,
    headword,
    likeliest,
    marks_of,
    reason_of,
    spelt_as_plural,
    yo_agrees,
)
from woods_desktop.words.senses import PluralSenses
from woods_desktop.words.service import DictionaryService, shared_service
from woods_desktop.words.usage import Usage

if TYPE_CHECKING:  # pragma: no cover
    import pymorphy3

__all__ = ["MAX_WORD_LEN", "Assessment", "DictionaryService", "WordJudge", "shared_service"]

MAX_WORD_LEN = 40
"""Longer input is refused before the dictionary is asked (the longest noun
in OpenCorpora has 28 letters; this keeps absurd input cheap)."""

_DISPLAY_LIMIT = 30


@dataclass(frozen=True)
class Assessment:
    """A verdict plus what the noun-list script needs to know about the word.

    `clean` is True when some acceptable parse has none of the
    BOT_AVOID_GRAMMEMES; `marks` is empty then, and otherwise holds the flags
    of every acceptable parse (only meaningful for valid words).
    """

    verdict: V.Verdict
    clean: bool
    headwords: tuple[str, ...] = ()
    marks: frozenset[str] = frozenset()


def _shorten(text: str) -> str:
    return text if len(text) <= _DISPLAY_LIMIT else text[:_DISPLAY_LIMIT] + "…"


def _has_cyrillic(text: str) -> bool:
    """Look-alikes are Russian only beside a real Russian letter: "KOT" in Latin
    is an English-looking word, "КOT" with a Cyrillic К is a slip of the keyboard."""
    return any("\u0400" <= ch <= "\u04ff" for ch in text)


class WordJudge:
    """Judges single words against the OpenCorpora dictionary (about 80 ms to build with the usage files).

    `usage` holds the plural table and noun frequencies (default: the
    committed files); `Usage.none()` leaves the dictionary alone to decide.
    `senses` holds the glosses of ambiguous plural-only nouns (default: the
    committed file); they change only the wording of a verdict. `names` holds
    the proper names other sources list (default: the committed file); they
    only name the refusal of a word no source knows.
    """

    def __init__(
        self,
        analyzer: "pymorphy3.MorphAnalyzer | None" = None,
        usage: Usage | None = None,
        senses: PluralSenses | None = None,
        names: Names | None = None,
    ) -> None:
        if analyzer is None:
            import pymorphy3
            from pymorphy3.units import DictionaryAnalyzer

            analyzer = pymorphy3.MorphAnalyzer(lang="ru", units=[DictionaryAnalyzer()])
        self._morph = analyzer
        self._usage = Usage.load() if usage is None else usage
        self._senses = PluralSenses.load() if senses is None else senses
        self._names = Names.load() if names is None else names

    @property
    def analyzer(self) -> "pymorphy3.MorphAnalyzer":
        return self._morph

    @property
    def usage(self) -> Usage:
        return self._usage

    def verdict(self, word: str) -> V.Verdict:
        return self.assess(word).verdict

    def assess(self, word: str) -> Assessment:
        assessment = self._assess(word)
        if assessment.verdict.reason != V.UNKNOWN:
            return assessment
        return self._unknown(assessment)

    def _unknown(self, assessment: Assessment) -> Assessment:
        """A word no source knows: a proper name another open source lists is refused as one (names.py),
        and a word whose ending shows what it is says so (guesses.py); never an acceptance."""
        key = assessment.verdict.word
        params = dict(assessment.verdict.params)
        if key in self._names:
            return Assessment(V.Verdict(key, False, V.PROPER, params), False)
        found = guess(key, lambda word: self._assess(word).verdict, lambda word: self._morph.parse(word))
        if found is None:
            return assessment
        reason, suggestion = found
        if suggestion:
            params["suggestion"] = suggestion
        return Assessment(V.Verdict(key, False, reason, params), False)

    def _assess(self, word: str) -> Assessment:
        try:
            word = "" if word is None else str(word).strip()
            if len(word) > 4 * MAX_WORD_LEN:  # stress marks at most double a real word
                # absurd input: only its start is normalised, to keep the verdict cheap
                start = normalize(word[: 4 * MAX_WORD_LEN])
                too_long = {"word": _shorten(display_form(word[: _DISPLAY_LIMIT + 1])), "limit": MAX_WORD_LEN}
                return Assessment(V.Verdict(start, False, V.TOO_LONG, too_long), False)
            shown = display_form(word)
        except Exception:  # an object whose str() fails: still a verdict
            shown = ""
            word = ""
        key = shown.replace("Ё", "Е")
        params: dict[str, Any] = {"word": _shorten(shown)}
        if not key:
            return Assessment(V.Verdict(key, False, V.EMPTY, params), False)
        if len(key) > MAX_WORD_LEN:
            params["limit"] = MAX_WORD_LEN
            return Assessment(V.Verdict(key, False, V.TOO_LONG, params), False)
        if not is_cyrillic_word(key) or not _has_cyrillic(word):
            params["word"] = _shorten(display_form(word, latin_twins=False))
            return Assessment(V.Verdict(key, False, V.NOT_CYRILLIC, params), False)
        assessment = self._judge_parses(key, shown, params)
        if assessment.verdict.valid:
            return assessment
        return self._other_sources(key, shown, assessment)

    def _other_sources(self, key: str, shown: str, assessment: Assessment) -> Assessment:
        found = from_sources(key, shown, assessment.verdict, self._usage.sources(key))
        if found is None:
            return assessment
        return Assessment(found, False, (key,) if found.valid else ())

    def _judge_parses(self, key: str, shown: str, params: dict[str, Any]) -> Assessment:
        parses = self._morph.parse(key.lower())
        if not parses:
            return Assessment(V.Verdict(key, False, V.UNKNOWN, params), False)
        if "Ё" in shown:
            typed = shown.lower()
            agreeing = [p for p in parses if yo_agrees(typed, p.word)]
            if not agreeing:
                without = self._judge_parses(key, key, dict(params))
                if not without.verdict.valid and without.verdict.reason not in NOUN_FORMS:
                    return without  # УЧЁСТЬ: a verb, however spelt
                params["suggestion"] = self._spelling(key, parses)
                return Assessment(V.Verdict(key, False, V.SPELLING, params), False)
            parses = agreeing
        accepted: list[frozenset[str]] = []
        accepted_parses: list[Any] = []
        headwords: list[str] = []
        reasons = [self._reason(parse, key) for parse in parses]
        # СТОЛЫ is also an accusative: any plural form of a noun this word is the plural of reads "plural"
        plural_of = {p.normal_form for p, r in zip(parses, reasons) if r == V.PLURAL}
        readings: dict[tuple[str, str], float] = {}  # (reason, normal form) -> P(reading | word)
        headword_readings: set[tuple[str, str]] = set()  # parts of speech of which the word is the headword
        proper_nominative = 0.0
        proper_heads: dict[tuple[str, str], float] = {}  # a name in the nominative singular -> its score
        pronouns: set[tuple[str, str]] = set()  # ТО, ВСЁ: forms of ТОТ, ВЕСЬ, pronouns all the same
        standalone: set[tuple[str, str]] = set()  # readings that may outrank a noun's form like a headword
        for parse, reason in zip(parses, reasons):
            if reason == V.OK:
                accepted.append(marks_of(parse))
                accepted_parses.append(parse)
                headwords.append(headword(parse.normal_form))
                continue
            if reason == V.NOT_NOMINATIVE and (
                parse.tag.number == "plur" and parse.normal_form in plural_of or spelt_as_plural(parse)
            ):
                reason = V.PLURAL
            if reason == V.PROPER and parse.tag.case == "nomn":
                proper_nominative += parse.score
            reading = (reason, parse.normal_form)
            readings[reading] = readings.get(reading, 0.0) + parse.score
            if reason in PARTS_OF_SPEECH and normalize(parse.normal_form) == key:
                headword_readings.add(reading)
            elif parse.tag.POS == "COMP":
                standalone.add(reading)  # ЧАЩЕ: a comparative is written so in every use, not a case
            elif reason == V.PROPER and parse.tag.case == "nomn" and normalize(parse.normal_form) == key:
                if parse.tag.number != "plur":
                    proper_heads[reading] = proper_heads.get(reading, 0.0) + parse.score
            if reason == V.PRONOUN:
                pronouns.add(reading)
        if accepted:
            marks = frozenset() if any(not m for m in accepted) else frozenset().union(*accepted)
            reason = self._accepted_reason(key, accepted_parses, plural_of, params)
            return Assessment(V.Verdict(key, True, reason, params), not marks, tuple(dict.fromkeys(headwords)), marks)
        uniform = len({p.score for p in parses}) == 1
        for name, score in proper_heads.items():  # ЛЕНИН (0.89) heads like a part of speech; КРАСНАЯ, МИЛО do not
            if all(score > other for r, other in readings.items() if r != name):
                headword_readings.add(name)  # its nominative alone: an indeclinable name has twelve case parses
        reason, head = likeliest(readings, uniform, self._usage.zipf, headword_readings, proper_nominative, standalone)
        if reason in FUNCTION_WORDS:  # ЧТО a pronoun, ВДОЛЬ an adverb; ДЛЯ (a form of ДЛИТЬ) a preposition
            naming = {r: s for r, s in readings.items() if r[0] not in FUNCTION_WORDS}
            naming = {r: s for r, s in naming.items() if r in pronouns or r in headword_readings and r[0] != V.PROPER}
            if naming:
                reason, head = likeliest(naming, uniform, self._usage.zipf, headword_readings & set(naming))
        if reason in NOUN_FORMS:
            params["suggestion"] = headword(head)
            if reason == V.NOT_NOMINATIVE and any(r[0] == V.ADVERB for r in headword_readings):
                reason = V.ADVERB_NOUN_FORM  # ЗИМОЙ: an adverb, and a case of ЗИМА, the word to write
        return Assessment(V.Verdict(key, False, reason, params), False)

    def _accepted_reason(self, key: str, accepted: list[Any], plural_of: set[str], params: dict[str, Any]) -> str:
        """How an accepted word was read: a singular (OK) or a plural-only noun, naming the singular it is
        not the plural of and its meaning where known (КОТЫ: «коты», old soft shoes, not the plural of КОТ)."""
        if any(p.tag.number != "plur" for p in accepted):
            return V.OK
        own = {p.normal_form for p in accepted}
        singulars = self._singulars(plural_of - own)
        if not singulars:
            return V.PLURAL_ONLY
        params["singular"] = singulars[0]
        sense = self._senses.get(key)
        if sense is None or not sense.has_gloss():
            return V.PLURAL_ONLY_NOT
        params["lemma"] = str(accepted[0].normal_form)  # as the dictionary writes it: «коты», «козлы»
        params["sense"] = dict(sense.gloss)
        return V.PLURAL_ONLY_SENSE

    def _singulars(self, normal_forms: set[str]) -> list[str]:
        """Headwords, the most used first (then alphabetically)."""
        ordered = sorted(normal_forms, key=lambda nf: (-self._usage.zipf(nf), nf))
        return [headword(nf) for nf in ordered]

    def plural_only_readings(self, word: str) -> tuple[str, ...]:
        """The common singular nouns an accepted plural-only `word` is also the plural of (КОТЫ: КОТ);
        () when the word is not such an ambiguous one. For make_plural_senses."""
        verdict = self.verdict(word)
        if verdict.reason not in (V.PLURAL_ONLY_NOT, V.PLURAL_ONLY_SENSE):
            return ()
        parses = self._morph.parse(verdict.word.lower())
        reasons = [self._reason(p, verdict.word) for p in parses]
        own = {p.normal_form for p, r in zip(parses, reasons) if r == V.OK}
        return tuple(self._singulars({p.normal_form for p, r in zip(parses, reasons) if r == V.PLURAL} - own))

    def _reason(self, parse: Any, key: str) -> str:
        return reason_of(parse, lambda p: self._plural_only(p, key))

    def _spelling(self, key: str, parses: list[Any]) -> str:
        """How the dictionary writes the word, from its likeliest acceptable reading."""
        best = max(parses, key=lambda p: (self._reason(p, key) == V.OK, p.tag.POS == "NOUN", p.score))
        return str(best.word).upper()

    def _plural_only(self, parse: Any, key: str) -> bool:
        """Pltm, a lexeme OpenCorpora lists under its plural, or a plural real usage makes a word."""
        tag = parse.tag
        if "Pltm" in tag.grammemes:
            return True
        if "Fixd" in tag.grammemes:  # indeclinable: its singular parse decides
            return False
        return parse.normalized.tag.number == "plur" or self._usage.plural_only(key)
