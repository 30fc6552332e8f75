"""The open noun sources merged into the noun list beside OpenCorpora (build time only).

OpenCorpora lacks many common nouns people write (ТУРКА the coffee pot,
МАКРАМЕ, СХЕМКА, ЛЕЙТЕНАНТША). make_noun_list reads two more sources,
vendored in build/noun_sources/ (licences in its README.md), and offers
their nouns to the same judge (a third, "everyday", the nouns found in
everyday writing, is computed from wordfreq: everyday_nouns.py):

- "spelling": the Russian spelling dictionary of hunspell-ru (Debian
  package hunspell-ru 1:7.5.0-1, ru_RU.dic, by Alexander I. Lebedev, BSD
  licence). A stem's affix flags name its paradigm: the noun declensions
  carry flags from NOUN_FLAGS only, verbs and adjectives carry others.
  Capitalised stems (names, places) and stems with no flag (mostly
  abbreviations and stray word forms) are left out, and so are stems in
  the plural (a plural stem's singular is usually listed beside it).
- "explanatory": the nouns of T. F. Efremova's explanatory dictionary as
  listed by Harrix/Russian-Nouns (MIT licence), dist/russian_nouns.txt.
  Words with a hyphen or space are left out: cards have no hyphens.

Each word keeps the spellings its source gives (ПЕНЬЁ and ПЕНЬЕ are both
listed), so the judge can accept a Ё where a source writes one.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass, field
from pathlib import Path

from woods_desktop.words.normalize import is_cyrillic_word, normalize

SPELLING = "spelling"
EXPLANATORY = "explanatory"
EVERYDAY = "everyday"
"""Nouns found in everyday writing: wordfreq's words with the analyser's guess (everyday_nouns.py)."""
SOURCES: tuple[str, ...] = (SPELLING, EXPLANATORY, EVERYDAY)
"""Every merged source, in the order a verdict names them."""
DICTIONARIES: tuple[str, ...] = (SPELLING, EXPLANATORY)
"""The sources read from vendored files (read_sources); EVERYDAY is computed by make_noun_list."""

SOURCE_DIR = Path(__file__).resolve().parents[2] / "build" / "noun_sources"
HUNSPELL_FILE = "ru_RU.dic.gz"
EFREMOVA_FILE = "efremova_nouns.txt.gz"

NOUN_FLAGS = frozenset("EFGHIJKNO")
"""hunspell-ru's noun paradigms. Measured against OpenCorpora: of the stems
it knows carrying flag I, K or J, 99 % are nominative nouns; the verb flags
(B D L M P Q R T U V W Y) and adjective flags (A S X Z) never mix with these
on a noun. E also marks adjectives' comparatives (ЗЛЕЕ), so an E-only stem
counts when it ends like a noun in -я (ЧЕШУЯ)."""


@dataclass
class SourceWord:
    """One word (comparison form) a source lists: which sources, and their spellings with Ё."""

    word: str
    sources: set[str] = field(default_factory=set)
    spellings: set[str] = field(default_factory=set)


def _is_noun_stem(stem: str, flags: str) -> bool:
    if not flags or not set(flags) <= NOUN_FLAGS:
        return False
    if set(flags) == {"E"}:
        return stem.endswith("я")
    if set(flags) == {"O"} and stem.endswith(("жий", "ший", "чий", "щий")):
        return False  # possessive adjectives (НАЧАЛЬНИЧИЙ, СТЕРЛЯЖИЙ) share the paradigm flag O
    return not stem.endswith(("ы", "и"))  # a plural stem


def hunspell_nouns(path: Path | None = None) -> list[str]:
    """The lower-case noun stems of the spelling dictionary, as written (Ё kept)."""
    with gzip.open(path or SOURCE_DIR / HUNSPELL_FILE, "rt", encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    out = []
    for line in lines[1:]:  # the first line is the entry count
        stem, _, flags = line.strip().partition("/")
        if stem and stem == stem.lower() and _is_noun_stem(stem, flags):
            out.append(stem)
    return out


def efremova_nouns(path: Path | None = None) -> list[str]:
    """The nouns of Efremova's dictionary, as written (Ё kept)."""
    with gzip.open(path or SOURCE_DIR / EFREMOVA_FILE, "rt", encoding="utf-8") as fh:
        return [w for w in (line.strip() for line in fh) if w]


def hunspell_capitalised(path: Path | None = None) -> set[str]:
    """The spelling dictionary's capitalised stems (names, places), lower-cased with Ё as Е."""
    with gzip.open(path or SOURCE_DIR / HUNSPELL_FILE, "rt", encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    stems = (line.strip().partition("/")[0] for line in lines[1:])
    return {stem.lower().replace("ё", "е") for stem in stems if stem[:1].isupper()}


def read_sources(sources: tuple[str, ...] = SOURCES) -> dict[str, SourceWord]:
    """Comparison form -> what the chosen dictionary sources say of it (only words spelled with Russian
    letters); EVERYDAY, not a file, is left to make_noun_list."""
    readers = {SPELLING: hunspell_nouns, EXPLANATORY: efremova_nouns}
    out: dict[str, SourceWord] = {}
    for source in (s for s in sources if s in readers):
        for written in readers[source]():
            key = normalize(written)
            if not is_cyrillic_word(key):
                continue
            entry = out.get(key)
            if entry is None:
                entry = out[key] = SourceWord(key)
            entry.sources.add(source)
            shown = written.upper()
            if "Ё" in shown:
                entry.spellings.add(shown)
    return out


def ordered(sources: set[str] | frozenset[str]) -> tuple[str, ...]:
    return tuple(s for s in SOURCES if s in sources)


LEFT_OUT_FILE = "everyday_left_out.yaml"
LEFT_OUT_SECTIONS = ("names", "other")
"""names: proper names (make_names lists them); other: misspellings, case forms, words of another language."""


def read_left_out(path: Path | None = None) -> dict[str, dict[str, str]]:
    """The everyday source's words a review found to be no common noun, section -> word -> why; the
    frequency table cannot tell a circuit's or a company's name from a noun, a person can. A section
    missing or unknown, a key that is no one word of Russian letters in comparison form, or a reason that
    is no text stops the build naming file and key."""
    from woods_desktop.data.loader import DataError, load_yaml

    path = path or SOURCE_DIR / LEFT_OUT_FILE
    data = load_yaml(path)
    if not isinstance(data, dict) or set(data) != set(LEFT_OUT_SECTIONS):
        raise DataError(path, "<file>", f"expected the sections {', '.join(LEFT_OUT_SECTIONS)}, each WORD: why")
    out: dict[str, dict[str, str]] = {}
    for section in LEFT_OUT_SECTIONS:
        words = data[section]
        if not isinstance(words, dict):
            raise DataError(path, section, "expected WORD: why lines")
        out[section] = {}
        for word, why in words.items():
            if not isinstance(word, str) or not is_cyrillic_word(word) or normalize(word) != word:
                raise DataError(path, f"{section}.{word}", "not one word of Russian letters in upper case, Ё as Е")
            if not isinstance(why, str) or not why.strip():
                raise DataError(path, f"{section}.{word}", "needs the reason it is left out")
            out[section][word] = why.strip()
    return out
