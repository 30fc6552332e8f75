"""What a plural-only noun means, for the verdicts that would otherwise read as a plural (КОТЫ, ЧАСЫ).

Some nominative plurals are two words at once: КОТЫ is the plural of КОТ
(refused: a plural) and the plural-only noun «коты», old soft shoes
(accepted). The judge accepts such a word, and its verdict says which
reading it took, so a player does not read "КОТЫ is a common noun" as "the
plural of КОТ is fine". OpenCorpora has no glosses, so the meaning of each of
these ambiguous words is written by hand in assets/data/voice_plural_senses.yaml,
in English and Russian; the list of words itself is generated:

    python -m woods_desktop.words.make_plural_senses

finds every word of the noun list that the judge accepts only as a
plural-only noun while it is also the plural of a common singular noun, and
rewrites the file with those words, keeping the glosses already written (a
new word gets empty glosses, to be filled in; the verdict then names the
singular it is not the plural of, without a meaning).

File format (YAML, a mapping sorted by word):

    КОТЫ:
      singular: [КОТ]          # the nouns it is also the plural of (for the reader)
      en: old soft shoes       # both glosses, or both empty
      ru: старинная мягкая обувь

The file is validated on load: a malformed entry raises `DataError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from woods_desktop.data.assets import asset_path
from woods_desktop.data.loader import DataError, load_yaml
from woods_desktop.words.normalize import is_cyrillic_word, normalize

SENSES_FILE = "voice_plural_senses.yaml"
LANGUAGES = ("en", "ru")


@dataclass(frozen=True)
class Sense:
    """One ambiguous plural-only noun: the singulars it is also the plural of, and what it means."""

    word: str
    singular: tuple[str, ...]
    gloss: Mapping[str, str]  # language -> text; empty when nobody has written it yet

    def has_gloss(self) -> bool:
        return all(self.gloss.get(lang) for lang in LANGUAGES)


def senses_file_path() -> Path:
    return asset_path("data", SENSES_FILE)


def _text(value: Any, path: Path | str, key: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise DataError(path, key, f"expected text, got {type(value).__name__}")
    return value.strip()


def _word(value: Any, path: Path | str, key: str) -> str:
    if not isinstance(value, str) or not value or normalize(value) != value or not is_cyrillic_word(value):
        raise DataError(path, key, "expected a word in comparison form (upper case Russian letters, Ё as Е)")
    return value


def parse_senses(data: Any, path: Path | str = SENSES_FILE) -> dict[str, Sense]:
    """The file's entries, checked: comparison-form words, a list of singulars, both glosses or none."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise DataError(path, "<root>", "expected a mapping of words to senses")
    out: dict[str, Sense] = {}
    for word, entry in data.items():
        word = _word(word, path, str(word))
        if not isinstance(entry, dict):
            raise DataError(path, word, "expected a mapping with singular, en and ru")
        unknown = set(entry) - {"singular", *LANGUAGES}
        if unknown:
            raise DataError(path, word, f"unknown fields: {', '.join(sorted(map(str, unknown)))}")
        singular = entry.get("singular")
        if isinstance(singular, str):
            singular = [singular]
        if not isinstance(singular, list) or not singular:
            raise DataError(path, f"{word}.singular", "expected one or more singular nouns")
        singulars = tuple(_word(normalize(str(s)), path, f"{word}.singular") for s in singular)
        gloss = {lang: _text(entry.get(lang), path, f"{word}.{lang}") for lang in LANGUAGES}
        if any(gloss.values()) and not all(gloss.values()):
            raise DataError(path, word, "a gloss needs both languages (en and ru), or neither")
        out[word] = Sense(word, singulars, gloss)
    return out


class PluralSenses:
    """The glosses of the ambiguous plural-only nouns, looked up by comparison form."""

    def __init__(self, senses: Mapping[str, Sense]) -> None:
        self._senses = dict(senses)

    @classmethod
    def load(cls, path: Path | None = None) -> "PluralSenses":
        path = path or senses_file_path()
        return cls(parse_senses(load_yaml(path), path))

    @classmethod
    def none(cls) -> "PluralSenses":
        return cls({})

    def get(self, word: str) -> Sense | None:
        return self._senses.get(normalize(word))

    def words(self) -> list[str]:
        return sorted(self._senses)


def write_senses(path: Path, senses: Iterable[Sense], notes: Iterable[str] = ()) -> int:
    """Write the file sorted by word (comments first), by hand-rolled YAML so the layout stays stable."""
    ordered = sorted(senses, key=lambda s: s.word)
    lines = [f"# {note}" for note in notes]
    for s in ordered:
        lines.append(f"{s.word}:")
        lines.append(f"  singular: [{', '.join(s.singular)}]")
        for lang in LANGUAGES:
            lines.append(f"  {lang}: {_quote(s.gloss.get(lang, ''))}")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tmp.replace(path)
    return len(ordered)


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
