"""What the judge knows about real usage, read from the committed data files.

Two things need word frequencies at run time, and neither may pull in
`wordfreq` (a build-time tool, see make_noun_list):

- plural-only nouns by usage: a nominative plural is a word of its own when
  its singular is rare next to it (ДЕНЬГИ, ЩИПЦЫ). The noun-list script
  measures every such plural and writes assets/data/voice_plural_usage.txt;
  the judge accepts a plural when the file says its plural is used at least
  PLURAL_RATIO times as much as its singular, or when the row is marked as
  reviewed (ЛАТЫ: see usage_estimate.REVIEWED_PLURALS for why).
- the nouns OpenCorpora lacks that other open sources list (ТУРКА,
  МАКРАМЕ), and the Ё spellings they give (ПЕНЬЁ): the noun list's SOURCES
  and SPELLINGS columns, read from the same lines;
- which reading a refusal names: ПОЛЯНЕ is more likely a case of ПОЛЯНА
  than the plural of ПОЛЯНИН because ПОЛЯНА is far more used. The Zipf value
  of every listed noun comes from the noun list itself (nouns.py).

Plural file format (UTF-8 text, sorted by plural, "#" lines are comments):

    PLURAL<TAB>PLURAL_ZIPF<TAB>SINGULAR<TAB>SINGULAR_ZIPF<TAB>SOURCE

- PLURAL: the nominative plural in comparison form (Ё as Е).
- PLURAL_ZIPF, SINGULAR_ZIPF: Zipf values (log10 of uses per billion words)
  of the plural and of the singular of every noun it can be the plural of,
  estimated as usage_estimate.py explains, rounded to 2 decimals.
- SINGULAR: the headword whose singular is used most.
- SOURCE: "usage" for a measured row, "reviewed" for a row accepted by
  review although its measured ratio is lower, "person" for a measured row
  of a noun naming a living being, never accepted (МАОИСТЫ: one maoist is
  a word in use, however rare next to the plural).

Rows are kept down to KEEP_RATIO, below the acceptance ratio, so the near
misses (ПЕЛЬМЕНИ, РОДИТЕЛИ) stay visible to whoever retunes PLURAL_RATIO.
"""

from __future__ import annotations

import bisect
import gzip
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Mapping

from woods_desktop.data.assets import asset_path
from woods_desktop.words.normalize import normalize
from woods_desktop.words.nouns import (
    SOURCES_COLUMN,
    SPELLINGS_COLUMN,
    ZIPF_COLUMN,
    format_zipf,
    header_of,
    noun_file_path,
    parse_sources,
    parse_spellings,
)

PLURAL_FILE = "voice_plural_usage.txt"

PLURAL_RATIO = 50.0
"""A plural with no Pltm mark is accepted when it is used at least this many
times as much as its singular. Measured (usage_estimate.py): ДЕНЬГИ 700,
ЩИПЦЫ 150, ОПИЛКИ 150, ЗАТРАТЫ 210 pass; ЛЫЖИ 33, РОДИТЕЛИ 26, ВОЛОСЫ 31,
ГЛАЗА 11, ПЕЛЬМЕНИ 9, ШАШКИ 2 stay refused (their singulars are in use)."""

KEEP_RATIO = 10.0
"""Rows down to this ratio are written, for review; the judge ignores them."""

REVIEWED = "reviewed"
MEASURED = "usage"
PERSON = "person"
"""A measured row whose every reading names a living being (МАОИСТЫ, СОГРАЖДАНЕ): never plural-only,
because one of them is a word in use however rarely the corpus writes it."""


@dataclass(frozen=True, slots=True)
class PluralUsage:
    plural: str
    plural_zipf: float
    singular: str
    singular_zipf: float
    source: str = MEASURED

    @property
    def ratio(self) -> float:
        return math.pow(10.0, self.plural_zipf - self.singular_zipf)

    @property
    def plural_only(self) -> bool:
        # compared on the rounded Zipf values the file holds, so the script and the judge agree
        gap = round(self.plural_zipf - self.singular_zipf, 2)
        return self.source == REVIEWED or self.source != PERSON and gap >= round(math.log10(PLURAL_RATIO), 2)


def plural_file_path() -> Path:
    return asset_path("data", PLURAL_FILE)


def read_plurals(path: Path | None = None) -> dict[str, PluralUsage]:
    out: dict[str, PluralUsage] = {}
    with open(path or plural_file_path(), encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or not line.strip():
                continue
            plural, pz, singular, sz, source = line.rstrip("\n").split("\t")
            out[plural] = PluralUsage(plural, float(pz), singular, float(sz), source)
    return out


def read_plural_header(path: Path | None = None) -> dict[str, str]:
    with open(path or plural_file_path(), encoding="utf-8") as fh:
        return header_of(fh)


def write_plurals(path: Path, rows: Iterable[PluralUsage], header: Mapping[str, str], notes: Iterable[str] = ()) -> int:
    ordered = sorted(rows, key=lambda r: r.plural)
    lines = [f"# {note}" for note in notes]
    lines += [f"# {key}: {value}" for key, value in header.items()]
    lines += [
        f"{r.plural}\t{format_zipf(r.plural_zipf)}\t{r.singular}\t{format_zipf(r.singular_zipf)}\t{r.source}"
        for r in ordered
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tmp.replace(path)
    return len(ordered)


class NounZipf:
    """Zipf value of a listed noun, looked up in the noun list's own lines.

    The sorted lines are kept as they are and searched by bisection: reading
    the file this way takes 14 ms against 41 ms for a dict of its 68,000
    entries, which matters because the judge loads it before its first
    verdict. A tab sorts before every letter, so "WORD\\t" finds WORD's line.
    """

    def __init__(self, lines: list[str], column: int) -> None:
        self._lines = lines
        self._column = column

    @classmethod
    def load(cls, path: Path | None = None) -> "NounZipf":
        with open(path or noun_file_path(), "rb") as fh:
            text = gzip.decompress(fh.read()).decode("utf-8")
        lines = [line for line in text.split("\n") if line and not line.startswith("#")]
        return cls(lines, ZIPF_COLUMN)

    def _fields(self, word: str) -> list[str] | None:
        key = normalize(word) + "\t"
        i = bisect.bisect_left(self._lines, key)
        if i < len(self._lines) and self._lines[i].startswith(key):
            return self._lines[i].split("\t")
        return None

    def __call__(self, word: str) -> float:
        fields = self._fields(word)
        if fields is not None and len(fields) > self._column:
            return float(fields[self._column] or 0)
        return 0.0

    def sources(self, word: str) -> SourceNote | None:
        """What the other noun sources say of a listed word (None: unlisted, or nothing to say)."""
        fields = self._fields(word)
        if fields is None or len(fields) <= SPELLINGS_COLUMN:
            return None
        if not fields[SOURCES_COLUMN] and not fields[SPELLINGS_COLUMN]:
            return None
        return SourceNote(parse_sources(fields[SOURCES_COLUMN]), parse_spellings(fields[SPELLINGS_COLUMN]))


@dataclass(frozen=True, slots=True)
class SourceNote:
    """`sources`: the open sources that alone list the word (empty when OpenCorpora has it);
    `spellings`: (spelling with Ё, source) pairs a source gives and OpenCorpora does not."""

    sources: tuple[str, ...]
    spellings: tuple[tuple[str, str], ...]


class Usage:
    """The plural table and a noun-frequency lookup, as the judge asks for them."""

    def __init__(
        self,
        plurals: Mapping[str, PluralUsage],
        zipf: Callable[[str], float],
        sources: Callable[[str], SourceNote | None] | None = None,
    ) -> None:
        self._plurals = dict(plurals)
        self._zipf = zipf
        self._sources = sources or (lambda _word: None)

    @classmethod
    def load(cls) -> "Usage":
        lines = NounZipf.load()
        return cls(read_plurals(), lines, lines.sources)

    @classmethod
    def none(cls) -> "Usage":
        """No usage knowledge: the judge then follows the dictionary alone."""
        return cls({}, lambda _word: 0.0)

    def plural(self, word: str) -> PluralUsage | None:
        return self._plurals.get(normalize(word))

    def plural_only(self, word: str) -> bool:
        row = self._plurals.get(normalize(word))
        return row is not None and row.plural_only

    def zipf(self, word: str) -> float:
        return self._zipf(word)

    def sources(self, word: str) -> SourceNote | None:
        """The noun list's word from the other sources (see nouns.py, SOURCES and SPELLINGS)."""
        return self._sources(word)
