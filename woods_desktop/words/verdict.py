"""The judge's answer about one word, as data the UI and the engine translate.

A refusal is a message key plus parameters (never text), like the engines'
IllegalAction, so the same verdict reads well in English and Russian.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

OK = "voice.word.ok"
PLURAL_ONLY = "voice.word.plural_only"
"""Accepted as a noun that has only a plural form (САНИ, НОЖНИЦЫ)."""
PLURAL_ONLY_NOT = "voice.word.plural_only_not"
"""Accepted as a plural-only noun, which is also the plural of `singular` (not that reading)."""
PLURAL_ONLY_SENSE = "voice.word.plural_only_sense"
"""As PLURAL_ONLY_NOT, naming the plural-only noun `lemma` and its meaning `sense` ({language: text})."""
FOUND_IN: dict[str, str] = {
    "spelling": "voice.word.found.spelling",
    "explanatory": "voice.word.found.explanatory",
    "everyday": "voice.word.found.everyday",
}
"""Accepted as a common noun OpenCorpora lacks, found in another open source (noun_sources.py): the
reason names the source, so a family can judge the word; `params["source"]` holds the source's id."""
VALID_REASONS = (OK, PLURAL_ONLY, PLURAL_ONLY_NOT, PLURAL_ONLY_SENSE, *FOUND_IN.values())
EMPTY = "voice.word.empty"
NOT_CYRILLIC = "voice.word.not_cyrillic"
TOO_LONG = "voice.word.too_long"
UNKNOWN = "voice.word.unknown"
NOT_NOUN = "voice.word.not_noun"
PLURAL = "voice.word.plural"
NOT_NOMINATIVE = "voice.word.not_nominative"
PROPER = "voice.word.proper"
ABBREVIATION = "voice.word.abbreviation"
MISSPELLING = "voice.word.misspelling"
SPELLING = "voice.word.spelling"

# "Not a noun" names the part of speech of the likeliest reading.
VERB = "voice.word.pos.verb"
PARTICIPLE = "voice.word.pos.participle"
GERUND = "voice.word.pos.gerund"
ADJECTIVE = "voice.word.pos.adjective"
NUMBER = "voice.word.pos.number"
ADVERB = "voice.word.pos.adverb"
ADVERB_NOUN_FORM = "voice.word.pos.adverb_form"
"""An adverb that is also another case of a common noun (ЗИМОЙ, НОЧЬЮ): both said, `suggestion` the noun."""
COMPARATIVE = "voice.word.pos.comparative"
"""A comparative (ЧАЩЕ, БЫСТРЕЕ): one form for the adjective and the adverb, so neither is named alone."""
PRONOUN = "voice.word.pos.pronoun"
PREPOSITION = "voice.word.pos.preposition"
CONJUNCTION = "voice.word.pos.conjunction"
PARTICLE = "voice.word.pos.particle"
INTERJECTION = "voice.word.pos.interjection"

PART_OF_SPEECH: dict[str, str] = {
    "VERB": VERB,
    "INFN": VERB,
    "PRTF": PARTICIPLE,
    "PRTS": PARTICIPLE,
    "GRND": GERUND,
    "ADJF": ADJECTIVE,
    "ADJS": ADJECTIVE,
    "COMP": COMPARATIVE,
    "NUMR": NUMBER,
    "ADVB": ADVERB,
    "PRED": ADVERB,
    "NPRO": PRONOUN,
    "PREP": PREPOSITION,
    "CONJ": CONJUNCTION,
    "PRCL": PARTICLE,
    "INTJ": INTERJECTION,
}
"""pymorphy3's part-of-speech tags to the reason that names them (PRED, "нельзя",
reads as an adverb; a comparative, "быстрее", is the adjective's and the adverb's alike)."""

REASONS: tuple[str, ...] = (
    *VALID_REASONS,
    EMPTY,
    NOT_CYRILLIC,
    TOO_LONG,
    UNKNOWN,
    NOT_NOUN,
    PLURAL,
    NOT_NOMINATIVE,
    PROPER,
    ABBREVIATION,
    MISSPELLING,
    SPELLING,
    *dict.fromkeys(PART_OF_SPEECH.values()),
    ADVERB_NOUN_FORM,
)
"""Every reason key the judge can give (all have text in both languages)."""


@dataclass(frozen=True)
class Verdict:
    """`word` is the comparison form (upper case, Ё folded to Е; for absurdly
    long input only its first 160 characters).

    `params` always holds `word` (the display form, Ё kept, shortened when
    absurdly long) so `Strings.t(v.reason, **v.params)` is enough to show it;
    PLURAL, NOT_NOMINATIVE, ADVERB_NOUN_FORM and SPELLING add `suggestion`, the dictionary's
    spelling of the word to write instead; PLURAL_ONLY_NOT adds `singular`,
    PLURAL_ONLY_SENSE also `lemma` and `sense` (see `localized`).
    """

    word: str
    valid: bool
    reason: str
    params: dict[str, Any] = field(default_factory=dict, hash=False)


def localized(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The parameters as one language reads them: a gloss kept as {language: text} (a verdict's `sense`)
    becomes that language's text, English when the language has none."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Mapping):
            value = value.get(lang) or value.get("en") or ""
        out[key] = value
    return out
