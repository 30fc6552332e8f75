"""The proper names other open sources list, read from the committed file assets/data/voice_names.txt.gz.

OpenCorpora marks its own names (Name Surn Geox ...), and the judge refuses
them as proper nouns. A name OpenCorpora lacks (ОСТРАВА, АБИССИНИЯ) would
(or its case, АБИССИНИИ) would otherwise be refused as unknown, which is the wrong reason: the player wrote
a real word, only not a common noun. `python -m woods_desktop.words.make_names`
merges the names of six sources at build time (see make_names.py) into
this small file, and the judge consults it ONLY for a word no noun source
knows, so a common noun a name shares its spelling with (ОРЁЛ, РОЗА, ВЕРА)
is never refused for it.

File format (UTF-8 text, gzip-compressed, sorted): "#" comment lines, then
one name a line in comparison form (upper case, Ё written as Е).
"""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Iterable

from woods_desktop.data.assets import asset_path
from woods_desktop.words.normalize import normalize
from woods_desktop.words.nouns import header_of

NAMES_FILE = "voice_names.txt.gz"


def names_file_path() -> Path:
    return asset_path("data", NAMES_FILE)


class Names:
    """A set of proper names in comparison form; `word in names` folds the word first."""

    def __init__(self, words: Iterable[str]) -> None:
        self._words = frozenset(words)

    @classmethod
    def load(cls, path: Path | None = None) -> "Names":
        with open(path or names_file_path(), "rb") as fh:
            text = gzip.decompress(fh.read()).decode("utf-8")
        return cls(line for line in text.split("\n") if line and not line.startswith("#"))

    @classmethod
    def none(cls) -> "Names":
        """No names: a word no source knows stays unknown."""
        return cls(())

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and normalize(word) in self._words

    def __len__(self) -> int:
        return len(self._words)


def read_names_header(path: Path | None = None) -> dict[str, str]:
    """The "# key: value" lines at the top of the file (sources, counts)."""
    with gzip.open(path or names_file_path(), "rt", encoding="utf-8") as fh:
        return header_of(fh)


def write_names(path: Path, names: Iterable[str], header: dict[str, str], notes: Iterable[str] = ()) -> int:
    """Write the names sorted, with comment `notes` and `header` lines first (gzip -n: reproducible)."""
    ordered = sorted(set(names))
    lines = [f"# {note}" for note in notes] + [f"# {key}: {value}" for key, value in header.items()] + ordered
    data = gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), compresslevel=9, mtime=0)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return len(ordered)
