"""The judge's answer about one word, as data the UI and the engine translate.

A refusal is a message key plus parameters (never text), like the engines'
IllegalAction, so the same verdict reads well in English and Russian.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

OK = "voice.word.ok"
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

REASONS: tuple[str, ...] = (
    OK, EMPTY, NOT_CYRILLIC, TOO_LONG, UNKNOWN, NOT_NOUN, PLURAL,
    NOT_NOMINATIVE, PROPER, ABBREVIATION, MISSPELLING,
)
"""Every reason key the judge can give (all have text in both languages)."""


@dataclass(frozen=True)
class Verdict:
    """`word` is the comparison form (upper case, Ё folded to Е; for absurdly
    long input only its first 160 characters).

    `params` always holds `word` (the display form, Ё kept, shortened when
    absurdly long) so `Strings.t(v.reason, **v.params)` is enough to show it;
    PLURAL and NOT_NOMINATIVE add `suggestion`, the dictionary headword.
    """

    word: str
    valid: bool
    reason: str
    params: dict[str, Any] = field(default_factory=dict, hash=False)
