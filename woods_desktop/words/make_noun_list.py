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
judge cannot disagree. Then it merges the other open noun sources
(noun_sources.py, vendored in build/noun_sources/, so the build needs no
network): a noun a source lists joins the list, with its source, when
OpenCorpora's refusal is one `overridable` names; then the nouns found in
everyday writing, wordfreq's words no source knows that pymorphy3's guesser
reads as common nouns and that pass everyday_nouns.py's tests (source
"everyday"). `--sources` chooses them (`--sources ""` for OpenCorpora
alone). About four minutes on an idle machine.

This is the only module that imports wordfreq: the game reads the results.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

from woods_desktop.words import verdict as V
from woods_desktop.words.bot_words import is_offensive
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.make_names import candidates as name_candidates
from woods_desktop.words.normalize import is_cyrillic_word, normalize
from woods_desktop.words.noun_sources import (
    EVERYDAY,
    LEFT_OUT_FILE,
    SOURCES,
    SourceWord,
    hunspell_capitalised,
    ordered,
    read_left_out,
    read_sources,
)
from woods_desktop.words.nouns import DICTIONARY_PACKAGE, NOUN_FILE, NounEntry, write_nouns
from woods_desktop.words.readings import PROPER_GRAMMEMES
from woods_desktop.words.usage import KEEP_RATIO, PLURAL_FILE, PLURAL_RATIO, PluralUsage, Usage, write_plurals
from woods_desktop.words.usage_estimate import UsageEstimator, zipf

FREQUENCY_PACKAGE = "wordfreq"
SOURCE_NOTES = {
    "spelling": "spelling = hunspell-ru 1:7.5.0-1 ru_RU.dic (A. I. Lebedev, BSD licence)",
    "explanatory": "explanatory = Harrix/Russian-Nouns 6f0ae9f russian_nouns.txt (Efremova's dictionary, MIT)",
    "everyday": "everyday = wordfreq's Russian table with pymorphy3's guess (everyday_nouns.py)",
}


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
    analyzer: Any = None,
    frequency: Callable[[str], float] | None = None,
    log: Callable[[str], Any] = print,
    sources: tuple[str, ...] = SOURCES,
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
    t3 = time.perf_counter()
    entries = merge_sources(entries, judge, estimator, read_sources(sources))
    if EVERYDAY in sources:
        entries = merge_everyday(entries, judge, log)
    extra = sum(bool(e.sources) for e in entries)
    log(f"merged {extra} nouns from {', '.join(sources) or 'no other source'} ({time.perf_counter() - t3:.1f} s)")
    log(
        f"kept {len(entries)} nouns, {sum(e.bot_ok for e in entries)} for computer players "
        f"({time.perf_counter() - t0:.1f} s in all)"
    )
    return entries, rows


def overridable(judge: WordJudge, word: str, reason: str) -> bool:
    """Whether another source listing `word` as a noun outweighs OpenCorpora's refusal `reason`.

    Yes when OpenCorpora does not know the word; when it reads it only as nouns in another case,
    misspelt or proper (ТУРКА: only cases of ТУРОК; КОЛА: a case of КОЛ, and places), at least one of
    them a common noun, and never as a nominative plural (СЁЛА, the plural of СЕЛО,
    which the spelling dictionary lists with a plural paradigm); or only as a feminine or neuter adjective
    (ГЛАДИЛЬНАЯ: never a pronoun, ТА, ЭТА; a masculine one, КРАСНЫЙ, stays an adjective; OpenCorpora lists the nouns
    among those, РАБОЧИЙ, itself). Never over a verb, an adverb, a pronoun, a proper noun, an
    abbreviation or a plural."""
    parses = judge.analyzer.parse(word.lower())
    if not parses:  # unknown, whatever its ending suggests (ВЬЮКОВОЖАТЫЙ, a noun in Efremova's dictionary)
        return True
    if reason in (V.NOT_NOMINATIVE, V.MISSPELLING, V.PROPER):  # КОЛА the drink: also a place, likelier
        return all(
            p.tag.POS == "NOUN" and not (p.tag.case == "nomn" and p.tag.number == "plur") for p in parses
        ) and any(not p.tag.grammemes & PROPER_GRAMMEMES for p in parses)
    if reason == V.ADJECTIVE:
        return all(
            p.tag.POS == "ADJF" and p.tag.gender in ("femn", "neut") and "Apro" not in p.tag.grammemes for p in parses
        )
    return False


def merge_sources(
    entries: list[NounEntry], judge: WordJudge, estimator: UsageEstimator, found: dict[str, SourceWord]
) -> list[NounEntry]:
    """The OpenCorpora nouns plus the other sources' nouns whose OpenCorpora refusal is `overridable`,
    each with its sources; and the Ё spellings the sources give that OpenCorpora does not accept."""
    by_word = {e.word: e for e in entries}
    for key in sorted(found):
        item = found[key]
        spellings = tuple(
            (spelling, ordered(item.sources)[0])
            for spelling in sorted(item.spellings)
            if judge.verdict(spelling).reason == V.SPELLING  # OpenCorpora writes no Ё there (ПЕНЬЁ)
        )
        listed = by_word.get(key)
        if listed is not None:
            if spellings:
                by_word[key] = replace(listed, spellings=spellings)
            continue
        verdict = judge.verdict(key)
        if verdict.valid:  # a plural-only reading the list left out cannot happen; be safe
            continue
        if not overridable(judge, key, verdict.reason):
            continue
        known = bool(estimator.parses(key))  # a string OpenCorpora knows is mostly its other reading
        by_word[key] = NounEntry(
            key,
            False,
            0,
            0.0 if known else zipf(estimator.written(key)),
            frozenset({"obscene"}) if is_offensive(key) else frozenset(),
            ordered(item.sources),
            tuple((spelling, ordered(item.sources)[0]) for spelling in sorted(item.spellings)),
        )
    return [by_word[w] for w in sorted(by_word)]


def merge_everyday(entries: list[NounEntry], judge: WordJudge, log: Callable[[str], Any] = print) -> list[NounEntry]:
    """The list plus the nouns found in everyday writing (everyday_nouns.py) that no entry has yet."""
    import pymorphy3

    from woods_desktop.words.everyday_nouns import EVERYDAY as SOURCE
    from woods_desktop.words.everyday_nouns import everyday_nouns

    try:
        from wordfreq import get_frequency_dict
    except ImportError as exc:  # a build tool, not a game dependency
        raise SystemExit('wordfreq is missing: pip install -e ".[build]"') from exc
    by_word = {e.word: e for e in entries}
    found = everyday_nouns(
        get_frequency_dict("ru", "large"),
        judge,
        pymorphy3.MorphAnalyzer(lang="ru"),
        hunspell_capitalised() | {key.lower() for key in name_candidates()},
        frozenset(by_word),
        log,
    )
    left_out = {word for words in read_left_out().values() for word in words}
    # a reviewed name is refused as one once make_names lists it, so only the words still unknown are stale
    stale = sorted(w for w in left_out - set(found) if judge.verdict(w).reason != V.PROPER)
    if stale:
        log(f"{LEFT_OUT_FILE}: no longer found in everyday writing: {', '.join(stale)}")
    log(f"{len(set(found) & set(left_out))} left out by review ({LEFT_OUT_FILE})")
    for key, noun in found.items():
        if key in left_out:
            continue
        marks = frozenset({"obscene"}) if is_offensive(key) else frozenset()
        spellings = tuple((spelling, SOURCE) for spelling in noun.spellings)
        by_word[key] = NounEntry(key, False, 0, noun.zipf, marks, (SOURCE,), spellings)
    return [by_word[w] for w in sorted(by_word)]


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
    parser.add_argument(
        "--sources",
        default=",".join(SOURCES),
        help=f"other noun sources to merge, comma-separated (default: {','.join(SOURCES)}; empty: none)",
    )
    args = parser.parse_args(argv)
    sources = tuple(s for s in args.sources.split(",") if s)
    unknown = set(sources) - set(SOURCES)
    if unknown:
        parser.error(f"unknown sources: {', '.join(sorted(unknown))}")
    entries, rows = build(log=lambda text: print(text, file=sys.stderr), sources=sources)
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
            "sources": ", ".join(SOURCE_NOTES[s] for s in sources) or "none",
            "nouns": str(len(entries)),
            "from_sources": str(sum(bool(e.sources) for e in entries)),
            "bot_ok": str(sum(e.bot_ok for e in entries)),
        },
        [
            "Nouns Voice of the Woods accepts; generated, do not edit.",
            "Made by: python -m woods_desktop.words.make_noun_list",
            "Format (see woods_desktop/words/nouns.py): "
            "WORD<TAB>BOT<TAB>COMMON<TAB>ZIPF<TAB>MARKS<TAB>SOURCES<TAB>SPELLINGS",
            "Other sources and their licences: assets/data/voice_nouns_sources.md",
        ],
    )
    print(f"wrote {count} nouns to {args.out} and {len(rows)} plurals to {args.plural_out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
