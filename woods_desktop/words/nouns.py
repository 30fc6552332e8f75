"""The committed noun list (assets/data/voice_nouns.txt.gz) that computer players search.

Scanning the whole OpenCorpora dictionary takes about a minute, so
`python -m woods_desktop.words.make_noun_list` does it once and writes this
file; the program only reads it. The script keeps a noun only when
`WordJudge.verdict` accepts it, so the list and the judge always agree
(a test re-checks that, and that the dictionary version is the one the list
was made from).

File format (UTF-8 text, gzip-compressed, sorted by word):

    # comment lines, including "# dictionary: pymorphy3-dicts-ru <version>"
    WORD<TAB>BOT<TAB>COMMON<TAB>ZIPF<TAB>MARKS<TAB>SOURCES<TAB>SPELLINGS

- WORD: the comparison form (upper case, Ё written as Е, Й and Ъ kept).
- BOT: 1 when a computer player may play it: no MARKS.
- COMMON: 0-3, the older commonness hint today's computer players read:
  how many distinct forms of the word's lexeme the OpenCorpora annotated
  corpus shows as ambiguous (0 none, 1 one, 2 two or three, 3 four or more).
  ZIPF supersedes it.
- ZIPF: how often the word is used, as a Zipf value (log10 of uses per
  billion words; 7 is the commonest words, 3 an ordinary noun, 0 unseen)
  from wordfreq's Russian table, 2 decimals. The Е and Ё spellings count
  together, and only the word's readings as this noun: "том" is mostly a
  form of "тот", so ТОМ scores lower than the bare string (usage_estimate.py).
- MARKS: comma-separated register flags, empty for none:
  informal, slang, archaic (OpenCorpora's Infr, Slng, and Arch or Litr,
  the old literary ВЕТР, ОГНЬ), and obscene (vulgar, obscene or offensive:
  OpenCorpora has no such mark, so `bot_words.py` decides). A word is
  marked only when every accepted sense is (ТАЧКА the wheelbarrow is not
  marked although ТАЧКА the car is slang); it then carries every flag of
  those senses.
- SOURCES: empty for a word OpenCorpora accepts; otherwise the open sources
  that list the noun OpenCorpora lacks (noun_sources.py: "spelling",
  "explanatory", or "everyday" for a noun found in everyday writing,
  everyday_nouns.py), comma-separated. Such a word is never a computer's
  (BOT 0): their vocabulary stays the common words OpenCorpora knows.
- SPELLINGS: spellings with Ё a source gives and OpenCorpora does not
  (ПЕНЬЁ beside ПЕНЬЕ), each as SPELLING:SOURCE, comma-separated.

Computer players use `most_frequent(n)` or `frequency_ranks()`: the
bot-playable nouns by ZIPF, most used first.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from woods_desktop.data.assets import asset_path

NOUN_FILE = "voice_nouns.txt.gz"
DICTIONARY_PACKAGE = "pymorphy3-dicts-ru"
ZIPF_COLUMN = 3
"""Index of ZIPF in a line split at tabs (usage.NounZipf reads it without parsing the rest)."""

MARKS: tuple[str, ...] = ("informal", "slang", "archaic", "obscene")


@dataclass(frozen=True, slots=True)
class NounEntry:
    word: str
    bot_ok: bool
    common: int
    zipf: float = 0.0
    marks: frozenset[str] = frozenset()
    sources: tuple[str, ...] = ()
    spellings: tuple[tuple[str, str], ...] = ()
    """(spelling with Ё, source) pairs."""


SOURCES_COLUMN = 5
SPELLINGS_COLUMN = 6


def parse_spellings(text: str) -> tuple[tuple[str, str], ...]:
    """The SPELLINGS column as (spelling, source) pairs."""
    if not text:
        return ()
    return tuple((spelling, source) for spelling, _, source in (item.partition(":") for item in text.split(",")))


def parse_sources(text: str) -> tuple[str, ...]:
    return tuple(text.split(",")) if text else ()


def noun_file_path() -> Path:
    return asset_path("data", NOUN_FILE)


def read_header(path: Path | None = None) -> dict[str, str]:
    """The "# key: value" comment lines at the top of the file."""
    with gzip.open(path or noun_file_path(), "rt", encoding="utf-8") as fh:
        return header_of(fh)


def header_of(lines: Iterable[str]) -> dict[str, str]:
    """The "# key: value" lines a word file begins with (the nouns', the names', the plurals'): its sources and
    counts; a comment line without a colon is a note, and the first line without "#" ends the header."""
    out: dict[str, str] = {}
    for line in lines:
        if not line.startswith("#"):
            break
        key, sep, value = line[1:].partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


def iter_nouns(path: Path | None = None, *, with_sources: bool = True) -> Iterator[NounEntry]:
    """Every listed noun; `with_sources=False` leaves out those only the other sources know
    (the computers' search never plays them, so the index need not hold them)."""
    with open(path or noun_file_path(), "rb") as fh:
        text = gzip.decompress(fh.read()).decode("utf-8")
    marks: dict[str, frozenset[str]] = {"": frozenset()}  # a handful of distinct values, shared
    for line in text.split("\n"):
        if not line or line.startswith("#"):
            continue
        word, bot, common, zipf, flags, sources, spellings = line.split("\t")
        if sources and not with_sources:
            continue
        found = marks.get(flags)
        if found is None:
            found = marks[flags] = frozenset(flags.split(","))
        yield NounEntry(
            word, bot == "1", int(common), float(zipf), found, parse_sources(sources), parse_spellings(spellings)
        )


def load_nouns(path: Path | None = None, *, with_sources: bool = True) -> list[NounEntry]:
    return list(iter_nouns(path, with_sources=with_sources))


def by_frequency(entries: Iterable[NounEntry], *, bot_only: bool = True) -> list[NounEntry]:
    """Most used first; equal Zipf values in alphabetical order, so the order is fixed."""
    chosen = (e for e in entries if e.bot_ok or not bot_only)
    return sorted(chosen, key=lambda e: (-e.zipf, e.word))


def most_frequent(n: int, entries: Iterable[NounEntry] | None = None, *, bot_only: bool = True) -> list[NounEntry]:
    """The `n` most used nouns (bot-playable ones unless `bot_only=False`)."""
    chosen = load_nouns(with_sources=not bot_only) if entries is None else entries
    return by_frequency(chosen, bot_only=bot_only)[: max(0, n)]


def frequency_ranks(entries: Iterable[NounEntry] | None = None, *, bot_only: bool = True) -> dict[str, int]:
    """Word -> rank by use, 1 for the most used (a vocabulary of 3,000 is rank <= 3000)."""
    ranked = by_frequency(load_nouns(with_sources=not bot_only) if entries is None else entries, bot_only=bot_only)
    return {e.word: i for i, e in enumerate(ranked, start=1)}


def format_zipf(value: float) -> str:
    """Two decimals without trailing zeros: 3.5, 0, 2.07."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text or "0"


def write_nouns(path: Path, entries: Iterable[NounEntry], header: dict[str, str], notes: Iterable[str] = ()) -> int:
    """Write the list reproducibly (sorted, gzip mtime 0) so regenerating
    without a dictionary change gives a byte-identical file."""
    rows = sorted(entries, key=lambda e: e.word)
    lines = [f"# {note}" for note in notes]
    lines += [f"# {key}: {value}" for key, value in header.items()]
    lines += [
        f"{e.word}\t{int(e.bot_ok)}\t{e.common}\t{format_zipf(e.zipf)}\t{','.join(m for m in MARKS if m in e.marks)}"
        f"\t{','.join(e.sources)}\t{','.join(f'{w}:{s}' for w, s in e.spellings)}"
        for e in rows
    ]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
            gz.write(data)
    tmp.replace(path)
    return len(rows)
