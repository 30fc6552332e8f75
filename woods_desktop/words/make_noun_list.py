"""Make assets/data/voice_nouns.txt.gz from the installed OpenCorpora dictionary.

Run after changing the judge's rule or upgrading pymorphy3-dicts-ru:

    python -m woods_desktop.words.make_noun_list [--out PATH]

It walks every word form in the dictionary once (about 40-50 s), keeps the
nominative nouns spelled with Russian letters only (cards have no hyphens),
asks `WordJudge.assess` about each, and writes the accepted ones with their
flags (format in nouns.py). Because every listed word went through the same
judge the game uses, the list and the judge cannot disagree.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import sys
import time
from collections import defaultdict
from pathlib import Path

from woods_desktop.words.bot_words import is_offensive
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.normalize import is_cyrillic_word, normalize
from woods_desktop.words.nouns import DICTIONARY_PACKAGE, NOUN_FILE, NounEntry, write_nouns


def _candidates(judge: WordJudge) -> set[str]:
    """Every dictionary form tagged as a nominative noun, in comparison form."""
    dictionary = judge.analyzer.dictionary
    nominative_noun: dict[tuple[int, int], bool] = {}
    out: set[str] = set()
    for word, (para_id, idx) in dictionary.words.iteritems():
        key = (para_id, idx)
        hit = nominative_noun.get(key)
        if hit is None:
            tag = dictionary.build_tag_info(para_id, idx)
            hit = nominative_noun[key] = tag.POS == "NOUN" and tag.case == "nomn"
        if hit:
            folded = normalize(word)
            if is_cyrillic_word(folded):
                out.add(folded)
    return out


def _corpus_forms(judge: WordJudge) -> dict[str, int]:
    """Headword -> how many distinct forms of it the annotated corpus shows.

    pymorphy3's P(tag|word) table lists the ambiguous forms seen in the
    OpenCorpora corpus with their tags; that is the only usage trace it has.
    """
    morph = judge.analyzer
    seen: dict[str, set[str]] = defaultdict(set)
    for key, _prob in morph.prob_estimator.p_t_given_w.iteritems():
        word, _, tag = key.partition(":")
        if not tag.startswith("NOUN"):
            continue
        for parse in morph.parse(word):
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


def build_entries(judge: WordJudge, log=print) -> list[NounEntry]:
    t0 = time.perf_counter()
    candidates = _candidates(judge)
    log(f"scanned the dictionary: {len(candidates)} nominative noun forms "
        f"({time.perf_counter() - t0:.1f} s)")
    t1 = time.perf_counter()
    corpus = _corpus_forms(judge)
    log(f"read corpus traces for {len(corpus)} headwords ({time.perf_counter() - t1:.1f} s)")
    entries = []
    for word in sorted(candidates):
        assessment = judge.assess(word)
        if not assessment.verdict.valid:
            continue
        bot_ok = assessment.clean and not is_offensive(word)
        forms = max((corpus.get(normalize(h), 0) for h in assessment.headwords), default=0)
        entries.append(NounEntry(word, bot_ok, _common_bucket(forms)))
    log(f"kept {len(entries)} nouns, {sum(e.bot_ok for e in entries)} for computer players "
        f"({time.perf_counter() - t0:.1f} s in all)")
    return entries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m woods_desktop.words.make_noun_list",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None,
                        help=f"output file (default: assets/data/{NOUN_FILE} in the checkout)")
    args = parser.parse_args(argv)
    out = args.out or Path(__file__).resolve().parents[2] / "assets" / "data" / NOUN_FILE
    judge = WordJudge()
    entries = build_entries(judge)
    header = {
        "dictionary": f"{DICTIONARY_PACKAGE} {importlib.metadata.version(DICTIONARY_PACKAGE)}",
        "pymorphy3": importlib.metadata.version("pymorphy3"),
        "nouns": str(len(entries)),
        "bot_ok": str(sum(e.bot_ok for e in entries)),
    }
    notes = [
        "Nouns Voice of the Woods accepts; generated, do not edit.",
        "Made by: python -m woods_desktop.words.make_noun_list",
        "Format (see woods_desktop/words/nouns.py): WORD<TAB>BOT<TAB>COMMON",
    ]
    count = write_nouns(out, entries, header, notes)
    print(f"wrote {count} nouns to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
