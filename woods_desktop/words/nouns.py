"""The committed noun list (assets/data/voice_nouns.txt.gz) that computer players search.

Scanning the whole OpenCorpora dictionary takes about 40 s, so
`python -m woods_desktop.words.make_noun_list` does it once and writes this
file; the program only reads it. The script keeps a noun only when
`WordJudge.verdict` accepts it, so the list and the judge always agree
(a test re-checks that, and that the dictionary version is the one the list
was made from).

File format (UTF-8 text, gzip-compressed, sorted by word):

    # comment lines, including "# dictionary: pymorphy3-dicts-ru <version>"
    WORD<TAB>BOT<TAB>COMMON

- WORD: the comparison form (upper case, Ё written as Е, Й and Ъ kept).
- BOT: 1 when a computer player may play it; 0 for words marked informal,
  slang, archaic or old-literary in every accepted sense, and for vulgar or
  offensive words (OpenCorpora does not mark those; `bot_words.py` lists them).
- COMMON: 0-3, a rough commonness hint. pymorphy3 has no word frequencies;
  the only trace of usage it ships is its table of ambiguous word forms seen
  in the OpenCorpora annotated corpus. COMMON buckets how many distinct forms
  of the word's lexeme appear there: 0 none, 1 one, 2 two or three, 3 four
  or more. Nouns whose forms are never ambiguous score 0 even when
  common, so treat it as a hint, not a frequency.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from woods_desktop.data.assets import asset_path

NOUN_FILE = "voice_nouns.txt.gz"
DICTIONARY_PACKAGE = "pymorphy3-dicts-ru"


@dataclass(frozen=True, slots=True)
class NounEntry:
    word: str
    bot_ok: bool
    common: int


def noun_file_path() -> Path:
    return asset_path("data", NOUN_FILE)


def read_header(path: Path | None = None) -> dict[str, str]:
    """The "# key: value" comment lines at the top of the file."""
    out: dict[str, str] = {}
    with gzip.open(path or noun_file_path(), "rt", encoding="utf-8") as fh:
        for line in fh:
            if not line.startswith("#"):
                break
            key, sep, value = line[1:].partition(":")
            if sep:
                out[key.strip()] = value.strip()
    return out


def iter_nouns(path: Path | None = None) -> Iterator[NounEntry]:
    with gzip.open(path or noun_file_path(), "rt", encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or not line.strip():
                continue
            word, bot, common = line.rstrip("\n").split("\t")
            yield NounEntry(word, bot == "1", int(common))


def load_nouns(path: Path | None = None) -> list[NounEntry]:
    return list(iter_nouns(path))


def write_nouns(path: Path, entries: Iterable[NounEntry], header: dict[str, str],
                notes: Iterable[str] = ()) -> int:
    """Write the list reproducibly (sorted, gzip mtime 0) so regenerating
    without a dictionary change gives a byte-identical file."""
    rows = sorted(entries, key=lambda e: e.word)
    lines = [f"# {note}" for note in notes]
    lines += [f"# {key}: {value}" for key, value in header.items()]
    lines += [f"{e.word}\t{int(e.bot_ok)}\t{e.common}" for e in rows]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
            gz.write(data)
    tmp.replace(path)
    return len(rows)
