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

A refused word names its likeliest reading. A form of a common noun comes
first, because its reason names the word to write instead (plural: use the
singular; another case: use the nominative); among those, the reading whose
headword is more used wins, weighted by pymorphy3's P(tag|word): ПОЛЯНЕ is a
case of ПОЛЯНА, not the plural of the rare ПОЛЯНИН. A word that is the
nominative plural of a noun is named its plural even where the same noun's
genitive is likelier (БАЗЫ, СЕСТРЫ: the word to write is the same), and so is
the genitive singular of a feminine or neuter noun OpenCorpora lists with no
plural, spelt as that plural would be (МЕНТАЛЬНОСТИ). A proper name in the
nominative that the corpus finds likelier than every common noun's form is
named proper (ГЕРМАНИЯ, not the genitive of германий), and a part of speech
of which the word is the headword, when the corpus reads it so at least 85 %
of the time, is named before a noun's form (ПОТОМ an adverb, not a case of
ПОТ; see HEADWORD_OVER_NOUN_FORM); so is a comparative, written so in every
use (ЧАЩЕ, 0.98 the comparative of ЧАСТЫЙ, not a case of ЧАЩА), named a
comparative, the adjective's and the adverb's alike. An adverb that is
otherwise named a noun's case is named both (ЗИМОЙ: an adverb, and a case of
ЗИМА to write), and when the corpus never saw the word an adverb of which it
is the headword comes before a noun's case (ВОН, not the genitive plural of
ВОНА). Otherwise a part of
speech of which the word is itself the headword comes first (ВЕЖЛИВО is an adverb
before it is the short form of ВЕЖЛИВЫЙ; КАКОЙ, ТОТ, declined like
adjectives, are pronouns), then the likeliest by P(tag|word), summed over its
parses: ПОД is a preposition (0.98) before an abbreviation. When the corpus
never saw the word (all scores equal) a part of speech comes before an
abbreviation, a proper noun and a misspelling: СТО is a number, not the
abbreviation (an indeclinable abbreviation has twelve case parses, which
would otherwise outvote the numeral's two). A word named a function word
(preposition, conjunction, particle, interjection) that is also the headword
of a word that names (an adverb, a verb's infinitive), or a pronoun's form,
is named as that: alone on a card ЧТО, ТО and ВСЁ are pronouns, ВДОЛЬ and
НИЖЕ adverbs, whatever the corpus reads them as in a sentence; ДЛЯ, also a
form of ДЛИТЬ, stays a preposition. A proper name counts as a headword when
its nominative singular alone is likelier than every other reading (ЛЕНИН is
the name before the possessive of Лена; КРАСНАЯ and МИЛО are not), and
the short neuter form of an adjective is named an adverb, which it is spelt
as and reads as alone (БЕСТОЛКОВО, like ВЕЖЛИВО).

A word no source knows is refused as unknown, unless its ending shows what
it is: an ending only verbs, adjectives or adverbs have (-ТЬСЯ, -ЫЙ,
-ЧЕСКИ, -ЬНО) names that part of speech, so does a verb's prefix before a
verb (ВЫЛЕЧЬ: ЛЕЧЬ), НЕ-, ПОЛУ-, БЕЗ- before an adjective or adverb makes one
(ПОЛУЖИВОЙ, БЕСКУЛЬТУРНО), and the plural of a noun the judge accepts (КАРАСИКИ:
КАРАСИК) is refused as a plural naming it. A guess never accepts a word.

When OpenCorpora refuses a word, the noun list may still hold it from
another open source (noun_sources.py: the spelling dictionary hunspell-ru,
Efremova's explanatory dictionary), merged at build time by make_noun_list
under the same rule: a noun a source lists is added only when OpenCorpora
does not know it, reads it only as another case of some noun (ТУРКА beside
ТУРОК), as a misspelling, or as a feminine or neuter adjective a dictionary
lists as a noun (ГЛАДИЛЬНАЯ); never over a verb, a proper noun, an
abbreviation or the plural of a noun with a singular. Such a verdict names
the source (FOUND_IN). A Ё a source writes counts like one OpenCorpora
writes (ПЕНЬЁ, ПЕНЬЕ).

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
from woods_desktop.words.background import Background
from woods_desktop.words.normalize import display_form, is_cyrillic_word, normalize
from woods_desktop.words.senses import PluralSenses
from woods_desktop.words.usage import Usage

if TYPE_CHECKING:  # pragma: no cover
    import pymorphy3

MAX_WORD_LEN = 40
"""Longer input is refused before the dictionary is asked (the longest noun
in OpenCorpora has 28 letters; this keeps absurd input cheap)."""

_DISPLAY_LIMIT = 30

PROPER_GRAMMEMES = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"})
ABBREVIATION_GRAMMEMES = frozenset({"Abbr", "Init"})
MISSPELLING_GRAMMEMES = frozenset({"Erro", "Dist"})
MARK_GRAMMEMES: dict[str, str] = {"Infr": "informal", "Slng": "slang", "Arch": "archaic", "Litr": "archaic"}
"""OpenCorpora's register marks as the noun list's flags (Litr: old literary forms, ВЕТР, ОГНЬ)."""
BOT_AVOID_GRAMMEMES = frozenset(MARK_GRAMMEMES)
"""Marks of words a person may play but a computer player never does."""

HEADWORD_OVER_NOUN_FORM = 0.85
"""A part of speech of which the word is the headword is named before a noun's form when the corpus reads
the word so at least this often: ПОТОМ (0.99), УТРОМ (0.90) are adverbs, not cases of ПОТ, УТРО; ЗИМОЙ
(0.76 an adverb) is named both, an adverb and a case of ЗИМА, the word to write (ADVERB_NOUN_FORM)."""

_NOUN_FORMS = (V.PLURAL, V.NOT_NOMINATIVE)
_PARTS_OF_SPEECH = frozenset(V.PART_OF_SPEECH.values())
_OTHER_ORDER = {V.ABBREVIATION: 1, V.PROPER: 2, V.MISSPELLING: 3}  # parts of speech: 0


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


def _headword(normal_form: str) -> str:
    return normal_form.upper()


def _yo_agrees(typed: str, spelling: str) -> bool:
    """Every Ё typed stands where the dictionary writes Ё (an Е for a Ё is fine)."""
    return len(typed) == len(spelling) and all(t != "ё" or s == "ё" for t, s in zip(typed, spelling))


_GUESSED_ENDINGS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("ТЬСЯ", "ЧЬСЯ", "ТИСЬ"), V.VERB),
    (("ЫЙ", "ЫЕ", "КИЙ", "ХИЙ", "ЖИЙ", "ШИЙ", "ЧИЙ", "ЩИЙ"), V.ADJECTIVE),
    (("ЧЕСКИ", "ННО", "ЬНО", "ЧНО"), V.ADVERB),  # no noun ends so but ПАННО
)
"""Endings no common noun has (a noun that does, ЛОВЧИЙ, is in the dictionary): an unknown word ending so
is named as that part of speech."""

_VERB_PREFIXES = ("ПЕРЕ", "ПРЕД", "ВОЗ", "ВЗ", "ВЫ", "ДО", "ЗА", "ИЗ", "НАД", "НА", "ОБ", "ОТ", "ПОД", "ПО", "ПРИ")
"""Prefixes a verb takes to make another verb: an unknown word that is one of them before a known verb is a
verb (ВЫЛЕЧЬ: ЛЕЧЬ)."""

_ADJECTIVE_PREFIXES = ("ПОЛУ", "СВЕРХ", "НЕ", "БЕЗ", "БЕС")
"""Prefixes that make an adjective or adverb of one: ПОЛУЖИВОЙ (ЖИВОЙ), БЕСКУЛЬТУРНО (КУЛЬТУРНО)."""
_ADJECTIVE_ENDINGS = ("ОЙ", "ЫЙ", "ИЙ", "АЯ", "ЯЯ", "ОЕ", "ЕЕ")

_FUNCTION_WORDS = frozenset({V.PREPOSITION, V.CONJUNCTION, V.PARTICLE, V.INTERJECTION})
"""Parts of speech that name nothing: a word that is also the headword of one that names, or a pronoun, is named
as that (ЧТО, ВДОЛЬ)."""

_PLURAL_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # nominative plural ending -> the singular endings it may come from, likeliest first
    ("ЯТА", ("ЕНОК",)),  # КОТЯТА: КОТЕНОК
    ("АТА", ("ОНОК",)),  # ВОЛЧАТА: ВОЛЧОНОК
    ("ЬЯ", ("", "О", "ЬЕ")),  # БРАТЬЯ: БРАТ; ПЕРЬЯ: ПЕРО
    ("АНЕ", ("АНИН",)),  # ГРАЖДАНЕ: ГРАЖДАНИН
    ("ЯНЕ", ("ЯНИН",)),
    ("Ы", ("", "А")),  # ОХЛАМОНЫ: ОХЛАМОН; СХЕМЫ: СХЕМА
    ("И", ("", "А", "Я", "Ь", "Й")),  # КАРАСИКИ: КАРАСИК; КИНОГЕРОИ: КИНОГЕРОЙ; ЛИНИИ: ЛИНИЯ
    ("А", ("О", "", "Е")),  # ОКНА: ОКНО; ДОМА: ДОМ
    ("Я", ("Е", "Ь", "Й", "О")),  # ЗДАНИЯ: ЗДАНИЕ; УЧИТЕЛЯ: УЧИТЕЛЬ
)


def _singular_candidates(key: str) -> list[str]:
    """The nominative singulars `key` may be the nominative plural of, by its ending alone."""
    out: list[str] = []
    for ending, singulars in _PLURAL_ENDINGS:
        stem = key[: -len(ending)]
        if key.endswith(ending) and len(stem) >= 2:
            out.extend(stem + s for s in singulars if stem + s != key and stem + s not in out)
    return out


def _spelt_as_plural(parse: Any) -> bool:
    """The genitive singular of a feminine or neuter noun OpenCorpora lists with no plural (МЕНТАЛЬНОСТИ,
    ВБРАСЫВАНИЯ) is spelt as its plural would be: a player who writes it means the plural."""
    tag = parse.tag
    return (
        tag.case == "gent"
        and tag.number == "sing"
        and tag.gender in ("femn", "neut")
        and "Sgtm" in tag.grammemes
        and "Fixd" not in tag.grammemes
        and not parse.normal_form.endswith("мя")
    )


def _marks(parse: Any) -> frozenset[str]:
    return frozenset(MARK_GRAMMEMES[g] for g in parse.tag.grammemes & BOT_AVOID_GRAMMEMES)


class WordJudge:
    """Judges single words against the OpenCorpora dictionary (about 80 ms to build with the usage files).

    `usage` holds the plural table and noun frequencies (default: the
    committed files); `Usage.none()` leaves the dictionary alone to decide.
    `senses` holds the glosses of ambiguous plural-only nouns (default: the
    committed file); they change only the wording of a verdict.
    """

    def __init__(
        self,
        analyzer: "pymorphy3.MorphAnalyzer | None" = None,
        usage: Usage | None = None,
        senses: PluralSenses | None = None,
    ) -> None:
        if analyzer is None:
            import pymorphy3
            from pymorphy3.units import DictionaryAnalyzer

            analyzer = pymorphy3.MorphAnalyzer(lang="ru", units=[DictionaryAnalyzer()])
        self._morph = analyzer
        self._usage = Usage.load() if usage is None else usage
        self._senses = PluralSenses.load() if senses is None else senses

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
        """A word no source knows: when its ending shows what it is, the refusal says so (never an acceptance).

        An ending only other parts of speech have (_GUESSED_ENDINGS: ПЯТИПРОЦЕНТНЫЙ, ИНВЕСТИРОВАТЬСЯ) names
        that part of speech; the plural of a noun the judge accepts in the singular (КАРАСИКИ: КАРАСИК,
        from the spelling dictionary; КИНОГЕРОИ: КИНОГЕРОЙ) is refused as a plural, naming that singular."""
        key = assessment.verdict.word
        params = dict(assessment.verdict.params)
        for endings, reason in _GUESSED_ENDINGS:
            if key.endswith(endings) and len(key) > 4:
                return Assessment(V.Verdict(key, False, reason, params), False)
        for prefix in _VERB_PREFIXES:
            rest = key[len(prefix) :]
            if key.startswith(prefix) and len(rest) >= 3 and rest.endswith(("ТЬ", "ЧЬ", "ТИ")):
                if self._assess(rest).verdict.reason == V.VERB:
                    return Assessment(V.Verdict(key, False, V.VERB, params), False)
        for prefix in _ADJECTIVE_PREFIXES:
            rest = key[len(prefix) :]
            if key.startswith(prefix) and len(rest) >= 4:
                named = self._adjective_or_adverb(rest)
                if named is not None:
                    return Assessment(V.Verdict(key, False, named, params), False)
        for singular in _singular_candidates(key):
            verdict = self._assess(singular).verdict
            if verdict.valid and (verdict.reason == V.OK or verdict.reason in V.FOUND_IN.values()):
                params["suggestion"] = singular
                return Assessment(V.Verdict(key, False, V.PLURAL, params), False)
        return assessment

    def _adjective_or_adverb(self, word: str) -> str | None:
        """ADJECTIVE or ADVERB when `word` is one (ЖИВОЙ is also a noun, but its ending and its adjective
        reading make ПОЛУЖИВОЙ an adjective); None otherwise."""
        reason = self._assess(word).verdict.reason
        if reason in (V.ADJECTIVE, V.ADVERB, V.PARTICIPLE):
            return V.ADJECTIVE if reason == V.PARTICIPLE else reason
        if word.endswith(_ADJECTIVE_ENDINGS):
            parses = self._morph.parse(word.lower())
            if any(p.tag.POS == "ADJF" and "Apro" not in p.tag.grammemes for p in parses):
                return V.ADJECTIVE
        return None

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
        """OpenCorpora refused: a noun another open source lists (the noun list's SOURCES, merged at build
        time by the same rule), or a Ё spelling a source gives (ПЕНЬЁ), is accepted, naming the source."""
        note = self._usage.sources(key)
        if note is None:
            return assessment
        typed = shown.lower()
        params: dict[str, Any] = {"word": _shorten(shown)}
        if note.sources:
            if "Ё" in shown and not any(_yo_agrees(typed, spelling.lower()) for spelling, _ in note.spellings):
                suggestion = note.spellings[0][0] if note.spellings else key
                params["suggestion"] = suggestion
                return Assessment(V.Verdict(key, False, V.SPELLING, params), False)
            written = (s for spelling, s in note.spellings if _yo_agrees(typed, spelling.lower()))
            source = next(written, None) if "Ё" in shown else None
            params["source"] = source or note.sources[0]
            return Assessment(V.Verdict(key, True, V.FOUND_IN[params["source"]], params), False, (key,))
        if assessment.verdict.reason == V.SPELLING:
            for spelling, source in note.spellings:
                if _yo_agrees(typed, spelling.lower()):
                    params["source"] = source
                    return Assessment(V.Verdict(key, True, V.FOUND_IN[source], params), False, (key,))
        return assessment

    def _judge_parses(self, key: str, shown: str, params: dict[str, Any]) -> Assessment:
        parses = self._morph.parse(key.lower())
        if not parses:
            return Assessment(V.Verdict(key, False, V.UNKNOWN, params), False)
        if "Ё" in shown:
            typed = shown.lower()
            agreeing = [p for p in parses if _yo_agrees(typed, p.word)]
            if not agreeing:
                without = self._judge_parses(key, key, dict(params))
                if not without.verdict.valid and without.verdict.reason not in _NOUN_FORMS:
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
                accepted.append(_marks(parse))
                accepted_parses.append(parse)
                headwords.append(_headword(parse.normal_form))
                continue
            if reason == V.NOT_NOMINATIVE and (
                parse.tag.number == "plur" and parse.normal_form in plural_of or _spelt_as_plural(parse)
            ):
                reason = V.PLURAL
            if reason == V.PROPER and parse.tag.case == "nomn":
                proper_nominative += parse.score
            reading = (reason, parse.normal_form)
            readings[reading] = readings.get(reading, 0.0) + parse.score
            if reason in _PARTS_OF_SPEECH and normalize(parse.normal_form) == key:
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
        reason, head = self._likeliest(readings, uniform, headword_readings, proper_nominative, standalone)
        if reason in _FUNCTION_WORDS:  # ЧТО a pronoun, ВДОЛЬ an adverb; ДЛЯ (a form of ДЛИТЬ) a preposition
            naming = {r: s for r, s in readings.items() if r[0] not in _FUNCTION_WORDS}
            naming = {r: s for r, s in naming.items() if r in pronouns or r in headword_readings and r[0] != V.PROPER}
            if naming:
                reason, head = self._likeliest(naming, uniform, headword_readings & set(naming))
        if reason in _NOUN_FORMS:
            params["suggestion"] = _headword(head)
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
        return [_headword(nf) for nf in ordered]

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
        tag = parse.tag
        if tag.POS != "NOUN":
            if "Apro" in tag.grammemes:  # КАКОЙ, ТОТ, ВСЯКИЙ: pronouns declined like adjectives
                return V.PRONOUN
            if tag.POS == "ADJS" and tag.gender == "neut" and tag.number == "sing":
                return V.ADVERB  # БЕСТОЛКОВО: the short neuter form is spelt as the adverb and reads as one
            return V.PART_OF_SPEECH.get(tag.POS, V.NOT_NOUN)
        grammemes = tag.grammemes
        if grammemes & MISSPELLING_GRAMMEMES:
            return V.MISSPELLING
        if grammemes & ABBREVIATION_GRAMMEMES:  # before proper: МВД is both
            return V.ABBREVIATION
        if grammemes & PROPER_GRAMMEMES:
            return V.PROPER
        if tag.case != "nomn":
            return V.NOT_NOMINATIVE
        if tag.number == "plur" and not self._plural_only(parse, key):
            return V.PLURAL
        return V.OK

    def _likeliest(
        self,
        readings: dict[tuple[str, str], float],
        uniform: bool,
        headwords: "set[tuple[str, str]] | frozenset[tuple[str, str]]" = frozenset(),
        proper_nominative: float = 0.0,
        standalone: "set[tuple[str, str]] | frozenset[tuple[str, str]]" = frozenset(),
    ) -> tuple[str, str]:
        """The refusal (reason, normal form) to name; see the module text for the order."""
        for (reason, head), score in list(readings.items()):  # БАЗЫ: the plural of БАЗА before its genitive
            if reason == V.NOT_NOMINATIVE and (V.PLURAL, head) in readings:
                readings[(V.PLURAL, head)] += score
                del readings[(reason, head)]
        noun_forms = [(r, s) for r, s in readings.items() if r[0] in _NOUN_FORMS]
        headword_likely = not uniform and any(readings[r] >= HEADWORD_OVER_NOUN_FORM for r in headwords | standalone)
        if uniform and not any(r[0] == V.PLURAL for r, _ in noun_forms):
            # ВОН, never seen by the corpus: an adverb alone on a card, not the genitive plural of ВОНА (the won)
            headword_likely = any(r[0] == V.ADVERB for r in headwords)
        if noun_forms and not headword_likely and (uniform or proper_nominative <= sum(s for _, s in noun_forms)):
            return min(
                noun_forms,
                key=lambda item: (
                    -item[1] * 10.0 ** self._usage.zipf(item[0][1]),
                    _NOUN_FORMS.index(item[0][0]),
                    item[0][1],
                ),
            )[0]
        return min(
            readings.items(),
            key=lambda item: (
                item[0] not in headwords,
                0.0 if uniform else -item[1],
                _OTHER_ORDER.get(item[0][0], 0),
                item[0],
            ),
        )[0]

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


def _build_judge() -> WordJudge:
    return WordJudge()


class DictionaryService:
    """The judge, loaded in a background thread on first use.

    `verdict()` never blocks: it answers None until the dictionary is ready
    (the word scene shows "checking..." meanwhile). `wait()` is for the CLI,
    bots and tests, which may block.
    """

    def __init__(self) -> None:
        self._loader: Background[WordJudge] = Background(_build_judge, "woods-dictionary")

    def start(self) -> None:
        self._loader.start()

    def request(self) -> None:
        """Same as start(): the first request starts loading."""
        self._loader.start()

    def ready(self) -> bool:
        return self._loader.ready()

    @property
    def error(self) -> BaseException | None:
        return self._loader.error

    def judge(self) -> WordJudge | None:
        return self._loader.get()

    def verdict(self, word: str) -> V.Verdict | None:
        judge = self._loader.get()
        return None if judge is None else judge.verdict(word)

    def wait(self, timeout: float | None = None) -> bool:
        return self._loader.wait(timeout) is not None


_SHARED = DictionaryService()


def shared_service() -> DictionaryService:
    """The one service the whole program shares, so the dictionary loads once."""
    return _SHARED
