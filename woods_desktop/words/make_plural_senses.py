"""Make assets/data/voice_plural_senses.yaml: the ambiguous plural-only nouns, glosses kept.

    python -m woods_desktop.words.make_plural_senses [--out PATH]

Asks the judge about every word of the committed noun list and keeps those it
accepts only as a plural-only noun while they are also the plural of a common
singular noun (КОТЫ: «коты» and the plural of КОТ). The glosses already in the
file are kept; a new word gets empty glosses, to be written in both languages
(see senses.py). A word no longer ambiguous is dropped. Run it after
make_noun_list. About twenty seconds.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from woods_desktop.words.judge import WordJudge
from woods_desktop.words.nouns import load_nouns
from woods_desktop.words.senses import PluralSenses, Sense, senses_file_path, write_senses

NOTES = (
    "Plural-only nouns that are also the plural of a common singular noun, and what they mean.",
    "Made by: python -m woods_desktop.words.make_plural_senses (the words; keeps the glosses).",
    "The glosses (en, ru) are written by hand: both or neither. Format: woods_desktop/words/senses.py",
)


def ambiguous(judge: WordJudge) -> dict[str, tuple[str, ...]]:
    """Every listed word the judge reads as a plural-only noun that is also another noun's plural."""
    out: dict[str, tuple[str, ...]] = {}
    for entry in load_nouns():
        singulars = judge.plural_only_readings(entry.word)
        if singulars:
            out[entry.word] = singulars
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    path = args.out or senses_file_path()
    old = PluralSenses.load(path) if path.exists() else PluralSenses.none()
    judge = WordJudge(senses=old)
    rows = []
    for word, singulars in ambiguous(judge).items():
        before = old.get(word)
        gloss = dict(before.gloss) if before is not None else {"en": "", "ru": ""}
        rows.append(Sense(word, singulars, gloss))
    n = write_senses(path, rows, NOTES)
    missing = [s.word for s in rows if not s.has_gloss()]
    print(f"{path}: {n} words, {len(missing)} without a gloss: {' '.join(missing)}", file=sys.stderr)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
