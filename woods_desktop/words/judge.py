"""Is this a word Voice of the Woods accepts? The OpenCorpora dictionary decides.

The rule (rulebook, DESIGN section 4): a common noun in the nominative
singular, or in the nominative plural when the noun has no singular. Through
pymorphy3 that reads:

- only dictionary parses count: the analyzer is built with the dictionary
  unit alone, so an unknown word is refused instead of guessed;
- a parse is acceptable when it is a NOUN, in the nominative, and either
  singular, or plural with the Pltm mark (НОЖНИЦЫ, САНИ, БРЮКИ), or plural in
  a lexeme that OpenCorpora heads with its plural (КАЧЕЛИ, МЕМУАРЫ, БУТСЫ:
  plural-only nouns that lack the Pltm mark);
- parses marked as proper nouns (Name Surn Patr Geox Orgn Trad),
  abbreviations (Abbr Init) or misspellings (Erro Dist) never count;
- a word form is often ambiguous (СТАЛИ is a verb, a genitive and a plural;
  КРАСНЫЙ is an adjective and also a noun, "a Red"); ANY acceptable parse
  makes the word valid. The refusal reason, when there is none, is the most
  useful one in this order: plural (with the singular suggested), another
  case (with the nominative suggested), abbreviation (МВД is also an
  organisation name), proper noun, misspelling, not a noun.

Known dictionary quirks the rule inherits: ДЕНЬГИ is the plural of ДЕНЬГА in
OpenCorpora (so it is refused with ДЕНЬГА suggested), and КРАСНЫЙ,
РАБОЧИЙ, etc. are valid through their noun parses.

pymorphy3 only tries Е as Ё, never the reverse, so the judge folds Ё to Е
before asking; ЁЖ and ЕЖ get the same verdict. Latin look-alikes (a Latin
O in КOТ) count as Russian letters only in a word that has at least one
Russian letter: "KOT" typed wholly in Latin is refused as not Russian.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from woods_desktop.words import verdict as V
from woods_desktop.words.background import Background
from woods_desktop.words.normalize import display_form, is_cyrillic_word, normalize

if TYPE_CHECKING:  # pragma: no cover
    import pymorphy3

MAX_WORD_LEN = 40
"""Longer input is refused before the dictionary is asked (the longest noun
in OpenCorpora has 28 letters; this keeps absurd input cheap)."""

_DISPLAY_LIMIT = 30

PROPER_GRAMMEMES = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"})
ABBREVIATION_GRAMMEMES = frozenset({"Abbr", "Init"})
MISSPELLING_GRAMMEMES = frozenset({"Erro", "Dist"})
BOT_AVOID_GRAMMEMES = frozenset({"Infr", "Slng", "Arch", "Litr"})
"""Marks of words a person may play but a computer player never does
(informal, slang, archaic, old literary forms)."""


@dataclass(frozen=True)
class Assessment:
    """A verdict plus what the noun-list script needs to know about the word.

    `clean` is True when some acceptable parse has none of the
    BOT_AVOID_GRAMMEMES (only meaningful for valid words).
    """

    verdict: V.Verdict
    clean: bool
    headwords: tuple[str, ...] = ()


def _shorten(text: str) -> str:
    return text if len(text) <= _DISPLAY_LIMIT else text[:_DISPLAY_LIMIT] + "…"


def _has_cyrillic(text: str) -> bool:
    """Look-alikes are Russian only beside a real Russian letter: "KOT" in Latin
    is an English-looking word, "КOT" with a Cyrillic К is a slip of the keyboard."""
    return any("\u0400" <= ch <= "\u04ff" for ch in text)


def _headword(normal_form: str) -> str:
    return normal_form.upper()


class WordJudge:
    """Judges single words against the OpenCorpora dictionary (about 60 ms to build)."""

    def __init__(self, analyzer: "pymorphy3.MorphAnalyzer | None" = None) -> None:
        if analyzer is None:
            import pymorphy3
            from pymorphy3.units import DictionaryAnalyzer

            analyzer = pymorphy3.MorphAnalyzer(lang="ru", units=[DictionaryAnalyzer()])
        self._morph = analyzer

    @property
    def analyzer(self) -> "pymorphy3.MorphAnalyzer":
        return self._morph

    def verdict(self, word: str) -> V.Verdict:
        return self.assess(word).verdict

    def assess(self, word: str) -> Assessment:
        try:
            word = "" if word is None else str(word).strip()
            if len(word) > 4 * MAX_WORD_LEN:  # stress marks at most double a real word
                # absurd input: only its start is normalised, to keep the verdict cheap
                start = normalize(word[: 4 * MAX_WORD_LEN])
                params = {"word": _shorten(display_form(word[: _DISPLAY_LIMIT + 1])),
                          "limit": MAX_WORD_LEN}
                return Assessment(V.Verdict(start, False, V.TOO_LONG, params), False)
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
        return self._judge_parses(key, params)

    def _judge_parses(self, key: str, params: dict[str, Any]) -> Assessment:
        parses = self._morph.parse(key.lower())
        if not parses:
            return Assessment(V.Verdict(key, False, V.UNKNOWN, params), False)
        valid = False
        clean = False
        headwords: list[str] = []
        plural_of: str | None = None
        case_of: str | None = None
        proper = abbreviation = misspelling = False
        for parse in parses:
            tag = parse.tag
            if tag.POS != "NOUN":
                continue
            grammemes = tag.grammemes
            if grammemes & MISSPELLING_GRAMMEMES:
                misspelling = True
                continue
            if grammemes & ABBREVIATION_GRAMMEMES:  # before proper: МВД is both
                abbreviation = True
                continue
            if grammemes & PROPER_GRAMMEMES:
                proper = True
                continue
            if tag.case != "nomn":
                case_of = case_of or parse.normal_form
                continue
            if tag.number == "plur" and not self._plural_only(parse):
                plural_of = plural_of or parse.normal_form
                continue
            valid = True
            headwords.append(_headword(parse.normal_form))
            if not grammemes & BOT_AVOID_GRAMMEMES:
                clean = True
        if valid:
            verdict = V.Verdict(key, True, V.OK, params)
        elif plural_of is not None:
            verdict = V.Verdict(key, False, V.PLURAL, {**params, "suggestion": _headword(plural_of)})
        elif case_of is not None:
            verdict = V.Verdict(key, False, V.NOT_NOMINATIVE,
                                {**params, "suggestion": _headword(case_of)})
        elif abbreviation:
            verdict = V.Verdict(key, False, V.ABBREVIATION, params)
        elif proper:
            verdict = V.Verdict(key, False, V.PROPER, params)
        elif misspelling:
            verdict = V.Verdict(key, False, V.MISSPELLING, params)
        else:
            verdict = V.Verdict(key, False, V.NOT_NOUN, params)
        return Assessment(verdict, clean, tuple(dict.fromkeys(headwords)))

    @staticmethod
    def _plural_only(parse: Any) -> bool:
        """Pltm, or a lexeme OpenCorpora lists under its plural (no singular headword)."""
        tag = parse.tag
        if "Pltm" in tag.grammemes:
            return True
        if "Fixd" in tag.grammemes:  # indeclinable: its singular parse decides
            return False
        return parse.normalized.tag.number == "plur"


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
