"""What a word no dictionary knows shows itself to be (the judge's guesses, which never accept a word).

A word no source knows is refused as unknown, unless a source lists it as a
proper name (names.py, which the judge asks first: a real source before a
guess) or it shows what it is: an ending only verbs, adjectives or adverbs
have (-ТЬСЯ, -ЫЙ, -ЧЕСКИ, -ЬНО) names that part of speech, so does a verb's
prefix before a verb (ВЫЛЕЧЬ: ЛЕЧЬ) or before what another prefix makes a
verb (ИЗРЕДИТЬ: ПРОРЕДИТЬ), НЕ-, ПОЛУ-, БЕЗ- before an adjective or adverb
makes one (ПОЛУЖИВОЙ, БЕСКУЛЬТУРНО), and the plural of a noun the judge
accepts (КАРАСИКИ: КАРАСИК; КАМПУЧИЙЦЫ: КАМПУЧИЕЦ, the fleeting Е of -ЕЦ,
-ОК, -ЕК) is refused as a plural naming it. A guess never accepts a word.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.words import verdict as V

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

_OTHER_PREFIXES = ("ПРО", "РАС", "РАЗ", "У", "С")
"""More prefixes of verbs, for another prefix in place of one: ИЗРЕДИТЬ is a verb as ПРОРЕДИТЬ is."""

_ADJECTIVE_PREFIXES = ("ПОЛУ", "СВЕРХ", "НЕ", "БЕЗ", "БЕС")
"""Prefixes that make an adjective or adverb of one: ПОЛУЖИВОЙ (ЖИВОЙ), БЕСКУЛЬТУРНО (КУЛЬТУРНО)."""
_ADJECTIVE_ENDINGS = ("ОЙ", "ЫЙ", "ИЙ", "АЯ", "ЯЯ", "ОЕ", "ЕЕ")

_PLURAL_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # nominative plural ending -> the singular endings it may come from, likeliest first
    ("ЯТА", ("ЕНОК",)),  # КОТЯТА: КОТЕНОК
    ("АТА", ("ОНОК",)),  # ВОЛЧАТА: ВОЛЧОНОК
    ("ЬЯ", ("", "О", "ЬЕ")),  # БРАТЬЯ: БРАТ; ПЕРЬЯ: ПЕРО
    ("АНЕ", ("АНИН",)),  # ГРАЖДАНЕ: ГРАЖДАНИН
    ("ЯНЕ", ("ЯНИН",)),
    ("ЙЦЫ", ("ЕЦ",)),  # the fleeting Е of -ЕЦ: КАМПУЧИЙЦЫ: КАМПУЧИЕЦ; БОЙЦЫ: БОЕЦ
    ("ЬЦЫ", ("ЕЦ",)),  # ПАЛЬЦЫ: ПАЛЕЦ
    ("ЦЫ", ("ЕЦ",)),  # ГОРЦЫ: ГОРЕЦ
    ("ЬКИ", ("ЕК",)),  # and of -ОК, -ЕК: ДЕНЬКИ: ДЕНЕК
    ("КИ", ("ОК", "ЕК")),  # ЗНАЧКИ: ЗНАЧОК; КУСОЧКИ: КУСОЧЕК
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


def guess(
    key: str, verdict_of: Callable[[str], V.Verdict], parse: Callable[[str], list[Any]]
) -> tuple[str, str] | None:
    """What an unknown `key` shows itself to be: (reason, suggestion or ""), or None when nothing shows.

    An ending only other parts of speech have (_GUESSED_ENDINGS: ПЯТИПРОЦЕНТНЫЙ, ИНВЕСТИРОВАТЬСЯ) names
    that part of speech; so does a verb's prefix before a verb, or before what another prefix makes a verb
    (ИЗРЕДИТЬ: ПРОРЕДИТЬ), and a НЕ-, ПОЛУ-, БЕЗ- before an adjective or adverb; the plural of a noun the
    judge accepts in the singular (КАРАСИКИ: КАРАСИК, from the spelling dictionary; КИНОГЕРОИ: КИНОГЕРОЙ) is
    a plural naming that singular. `verdict_of` is the judge's verdict before any guess, `parse` the
    dictionary's parses of a lower-case word."""
    for endings, reason in _GUESSED_ENDINGS:
        if key.endswith(endings) and len(key) > 4:
            return reason, ""
    for prefix in _VERB_PREFIXES:
        rest = key[len(prefix) :]
        if key.startswith(prefix) and len(rest) >= 3 and rest.endswith(("ТЬ", "ЧЬ", "ТИ")):
            if verdict_of(rest).reason == V.VERB:
                return V.VERB, ""
            if any(verdict_of(other + rest).reason == V.VERB for other in _VERB_PREFIXES + _OTHER_PREFIXES):
                return V.VERB, ""
    for prefix in _ADJECTIVE_PREFIXES:
        rest = key[len(prefix) :]
        if key.startswith(prefix) and len(rest) >= 4:
            named = _adjective_or_adverb(rest, verdict_of, parse)
            if named is not None:
                return named, ""
    for singular in _singular_candidates(key):
        verdict = verdict_of(singular)
        if verdict.valid and (verdict.reason == V.OK or verdict.reason in V.FOUND_IN.values()):
            return V.PLURAL, singular
    return None


def _adjective_or_adverb(
    word: str, verdict_of: Callable[[str], V.Verdict], parse: Callable[[str], list[Any]]
) -> str | None:
    """ADJECTIVE or ADVERB when `word` is one (ЖИВОЙ is also a noun, but its ending and its adjective
    reading make ПОЛУЖИВОЙ an adjective); None otherwise."""
    reason = verdict_of(word).reason
    if reason in (V.ADJECTIVE, V.ADVERB, V.PARTICIPLE):
        return V.ADJECTIVE if reason == V.PARTICIPLE else reason
    if word.endswith(_ADJECTIVE_ENDINGS):
        if any(p.tag.POS == "ADJF" and "Apro" not in p.tag.grammemes for p in parse(word.lower())):
            return V.ADJECTIVE
    return None
