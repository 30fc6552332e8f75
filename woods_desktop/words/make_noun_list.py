"""Make assets/data/voice_nouns.txt.gz and voice_plural_usage.txt from the dictionary and real usage.

Run after changing the judge's rule or upgrading pymorphy3-dicts-ru or wordfreq:

    pip install -e ".[build]"
    python -m woods_desktop.words.make_noun_list [--out PATH] [--plural-out PATH]

It walks every word form in the dictionary once, keeps the nominative nouns
spelled with Russian letters only (cards have no hyphens), measures every
nominative plural against its singular with wordfreq (usage_estimate.py) and
writes the plural file, then asks `WordJudge.assess`, using exactly those
plural rows, about each noun and writes the accepted ones with their flags,
frequency and marks (format in nouns.py). Because every listed word went
through the same judge and the same rows the game uses, the list and the
judge cannot disagree. About a minute and a half on an idle machine.

This is the only module that imports wordfreq: the game reads the results.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

from woods_desktop.words.bot_words import is_offensive
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.normalize import is_cyrillic_word, normalize
from woods_desktop.words.nouns import DICTIONARY_PACKAGE, NOUN_FILE, NounEntry, write_nouns
from woods_desktop.words.usage import KEEP_RATIO, PLURAL_FILE, PLURAL_RATIO, PluralUsage, Usage, write_plurals
from woods_desktop.words.usage_estimate import UsageEstimator, zipf

FREQUENCY_PACKAGE = "wordfreq"


def _candidates(analyzer: Any) -> tuple[set[str], set[str]]:
    """Every dictionary form tagged as a nominative noun, and those in the plural, in comparison form."""
    dictionary = analyzer.dictionary
    kinds: dict[tuple[int, int], int] = {}  # 0 no, 1 nominative noun, 2 nominative plural noun
    nouns: set[str] = set()
    plurals: set[str] = set()
    for word, (para_id, idx) in dictionary.words.iteritems():
        key = (para_id, idx)
        kind = kinds.get(key)
        if kind is None:
            tag = dictionary.build_tag_info(para_id, idx)
            kind = 0 if tag.POS != "NOUN" or tag.case != "nomn" else 2 if tag.number == "plur" else 1
            kinds[key] = kind
        if kind:
            folded = normalize(word)
            if is_cyrillic_word(folded):
                nouns.add(folded)
                if kind == 2:
                    plurals.add(folded)
    return nouns, plurals


def _corpus_forms(analyzer: Any) -> dict[str, int]:
    """Headword -> how many distinct forms of it the annotated corpus shows.

    pymorphy3's P(tag|word) table lists the ambiguous forms seen in the
    OpenCorpora corpus with their tags (the source of the COMMON column).
    """
    seen: dict[str, set[str]] = defaultdict(set)
    for key, _prob in analyzer.prob_estimator.p_t_given_w.iteritems():
        word, _, tag = key.partition(":")
        if not tag.startswith("NOUN"):
            continue
        for parse in analyzer.parse(word):
            if str(parse.tag) == tag:
                seen[normalize(parse.normal_form)].add(normalize(word))
    return {head: len(forms) for head, forms in seen.items()}


def _common_bucket(forms: int) -> int:
    if forms <= 0:
        return 0
    if forms == 1:
        return 1
    if forms <= 3:
        return 2
    return 3


def _wordfreq() -> Callable[[str], float]:
    try:
        from wordfreq import word_frequency
    except ImportError as exc:  # a build tool, not a game dependency
        raise SystemExit('wordfreq is missing: pip install -e ".[build]"') from exc
    return lambda word: word_frequency(word, "ru")


def build(
    analyzer: Any = None, frequency: Callable[[str], float] | None = None, log: Callable[[str], Any] = print
) -> tuple[list[NounEntry], list[PluralUsage]]:
    """The noun list and the plural rows, made as the module text says."""
    if analyzer is None:
        analyzer = WordJudge(usage=Usage.none()).analyzer
    estimator = UsageEstimator(analyzer, frequency or _wordfreq())
    t0 = time.perf_counter()
    candidates, plurals = _candidates(analyzer)
    log(
        f"scanned the dictionary: {len(candidates)} nominative noun forms, {len(plurals)} plural "
        f"({time.perf_counter() - t0:.1f} s)"
    )
    t1 = time.perf_counter()
    rows = estimator.plural_rows(plurals)
    accepted = sum(r.plural_only for r in rows)
    log(
        f"measured the plurals: {len(rows)} used at least {KEEP_RATIO:g} times their singular, "
        f"{accepted} plural-only ({time.perf_counter() - t1:.1f} s)"
    )
    t2 = time.perf_counter()
    corpus = _corpus_forms(analyzer)
    log(f"read corpus traces for {len(corpus)} headwords ({time.perf_counter() - t2:.1f} s)")
    judge = WordJudge(analyzer, Usage({r.plural: r for r in rows}, lambda w: zipf(estimator.written(w))))
    entries = []
    for word in sorted(candidates):
        assessment = judge.assess(word)
        if not assessment.verdict.valid:
            continue
        offensive = is_offensive(word)
        marks = assessment.marks | {"obscene"} if offensive else assessment.marks
        forms = max((corpus.get(normalize(h), 0) for h in assessment.headwords), default=0)
        entries.append(
            NounEntry(
                word,
                assessment.clean and not offensive,
                _common_bucket(forms),
                estimator.noun_zipf(word, assessment.headwords),
                marks,
            )
        )
    log(
        f"kept {len(entries)} nouns, {sum(e.bot_ok for e in entries)} for computer players "
        f"({time.perf_counter() - t0:.1f} s in all)"
    )
    return entries, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m woods_desktop.words.make_noun_list", description=(__doc__ or "").splitlines()[0]
    )
    data = Path(__file__).resolve().parents[2] / "assets" / "data"
    parser.add_argument(
        "--out",
        type=Path,
        default=data / NOUN_FILE,
        help=f"noun list (default: assets/data/{NOUN_FILE} in the checkout)",
    )
    parser.add_argument(
        "--plural-out",
        type=Path,
        default=data / PLURAL_FILE,
        help=f"plural usage file (default: assets/data/{PLURAL_FILE} in the checkout)",
    )
    args = parser.parse_args(argv)
    entries, rows = build(log=lambda text: print(text, file=sys.stderr))
    versions = {
        "dictionary": f"{DICTIONARY_PACKAGE} {importlib.metadata.version(DICTIONARY_PACKAGE)}",
        "pymorphy3": importlib.metadata.version("pymorphy3"),
        "frequencies": f"{FREQUENCY_PACKAGE} {importlib.metadata.version(FREQUENCY_PACKAGE)} (ru)",
    }
    write_plurals(
        args.plural_out,
        rows,
        {
            **versions,
            "plural_ratio": f"{PLURAL_RATIO:g}",
            "rows": str(len(rows)),
            "plural_only": str(sum(r.plural_only for r in rows)),
        },
        [
            "Nominative plurals against their singulars in real usage; generated, do not edit.",
            "Made by: python -m woods_desktop.words.make_noun_list",
            "Format (see woods_desktop/words/usage.py): "
            "PLURAL<TAB>PLURAL_ZIPF<TAB>SINGULAR<TAB>SINGULAR_ZIPF<TAB>SOURCE",
        ],
    )
    count = write_nouns(
        args.out,
        entries,
        {
            **versions,
            "nouns": str(len(entries)),
            "bot_ok": str(sum(e.bot_ok for e in entries)),
        },
        [
            "Nouns Voice of the Woods accepts; generated, do not edit.",
            "Made by: python -m woods_desktop.words.make_noun_list",
            "Format (see woods_desktop/words/nouns.py): WORD<TAB>BOT<TAB>COMMON<TAB>ZIPF<TAB>MARKS",
        ],
    )
    print(f"wrote {count} nouns to {args.out} and {len(rows)} plurals to {args.plural_out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
