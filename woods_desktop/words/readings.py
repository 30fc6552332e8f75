"""How the judge reads one dictionary parse, and which reading a refused word is named by.

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
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.words import verdict as V

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

NOUN_FORMS = (V.PLURAL, V.NOT_NOMINATIVE)
PARTS_OF_SPEECH = frozenset(V.PART_OF_SPEECH.values())
_OTHER_ORDER = {V.ABBREVIATION: 1, V.PROPER: 2, V.MISSPELLING: 3}  # parts of speech: 0

FUNCTION_WORDS = frozenset({V.PREPOSITION, V.CONJUNCTION, V.PARTICLE, V.INTERJECTION})
"""Parts of speech that name nothing: a word that is also the headword of one that names, or a pronoun, is named
as that (ЧТО, ВДОЛЬ)."""


def headword(normal_form: str) -> str:
    return normal_form.upper()


def yo_agrees(typed: str, spelling: str) -> bool:
    """Every Ё typed stands where the dictionary writes Ё (an Е for a Ё is fine)."""
    return len(typed) == len(spelling) and all(t != "ё" or s == "ё" for t, s in zip(typed, spelling))


def spelt_as_plural(parse: Any) -> bool:
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


def marks_of(parse: Any) -> frozenset[str]:
    return frozenset(MARK_GRAMMEMES[g] for g in parse.tag.grammemes & BOT_AVOID_GRAMMEMES)


def reason_of(parse: Any, plural_only: Callable[[Any], bool]) -> str:
    """What one parse makes of the word: OK for an acceptable noun, else the refusal it reads as;
    `plural_only(parse)` says whether a nominative plural is a noun of its own (the judge's rule)."""
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
    if tag.number == "plur" and not plural_only(parse):
        return V.PLURAL
    return V.OK


def likeliest(
    readings: dict[tuple[str, str], float],
    uniform: bool,
    zipf: Callable[[str], float],
    headwords: "set[tuple[str, str]] | frozenset[tuple[str, str]]" = frozenset(),
    proper_nominative: float = 0.0,
    standalone: "set[tuple[str, str]] | frozenset[tuple[str, str]]" = frozenset(),
) -> tuple[str, str]:
    """The refusal (reason, normal form) to name, in the order the module text gives; `readings` maps
    (reason, normal form) to P(reading | word), `zipf` gives a headword's use."""
    for (reason, head), score in list(readings.items()):  # БАЗЫ: the plural of БАЗА before its genitive
        if reason == V.NOT_NOMINATIVE and (V.PLURAL, head) in readings:
            readings[(V.PLURAL, head)] += score
            del readings[(reason, head)]
    noun_forms = [(r, s) for r, s in readings.items() if r[0] in NOUN_FORMS]
    headword_likely = not uniform and any(readings[r] >= HEADWORD_OVER_NOUN_FORM for r in headwords | standalone)
    if uniform and not any(r[0] == V.PLURAL for r, _ in noun_forms):
        # ВОН, never seen by the corpus: an adverb alone on a card, not the genitive plural of ВОНА (the won)
        headword_likely = any(r[0] == V.ADVERB for r in headwords)
    if noun_forms and not headword_likely and (uniform or proper_nominative <= sum(s for _, s in noun_forms)):
        return min(
            noun_forms,
            key=lambda item: (
                -item[1] * 10.0 ** zipf(item[0][1]),
                NOUN_FORMS.index(item[0][0]),
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
