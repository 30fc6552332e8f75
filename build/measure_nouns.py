"""Measure the shipped Voice of the Woods judge on held-out samples (issue 37).

The noun list merges OpenCorpora, hunspell-ru, Efremova's dictionary and nouns
found in everyday writing (wordfreq's table with pymorphy3's guess), so an
honest figure needs words from a source that is merged nowhere: the Russian
morphological dictionary of Apertium (apertium-rus 0.2.1, GPL-3+, as compiled
into Debian's apertium-bel-rus 0.2.1-2 and apertium-rus-ukr 0.2.1-4), which
the names file does not merge either (make_names.py: hunspell-ru's names,
libgweather's, iso-codes' and GeoNames' place names, russiannames' people).
A second sample of nouns and one of proper names come from Wiktionary's
translations (FreeDict+WikDict), also merged nowhere. Apertium's analysers tag every form
with its part of speech, case and number, so one source gives every sample:
common nouns (nominative singular, or the nominative of a noun Apertium lists
only in the plural), verbs (infinitives), adjectives (masculine nominative),
adverbs, pronouns, proper names, nominative plurals of nouns that have a
singular, and non-words (one-letter changes of its nouns that neither Apertium
nor OpenCorpora knows in any form). A word that Apertium also lists as a
nominative common noun is left out of every refusal sample (ПЕЧЬ the verb is
also ПЕЧЬ the stove).

    python build/measure_nouns.py                 # the figures, on build/noun_samples/
    python build/measure_nouns.py --misses        # and every word the judge gets wrong
    python build/measure_nouns.py --disputed      # and every disputed sample word, with why
    python build/measure_nouns.py sample PARADIGMS...   # redraw the samples (README there)
    python build/measure_nouns.py speed           # check-word on the 1,000 nouns, wall seconds
    python build/measure_nouns.py memory          # peak memory of a Voice game (Linux)

The samples are committed (build/noun_samples/, words only, for measuring;
nothing from them ships), and `sample` redraws them with a fixed seed from
the listings `lt-paradigm` makes of the two Debian packages.

Every word the judge got wrong was reviewed by hand (issue 37). Where the
sample, not the judge, is at fault (a word that is also a common noun,
ВОДЯНОЙ among the adjectives; a word OpenCorpora files as another part of
speech, ДАЖЕ a particle among the adverbs; Apertium's own misspelling,
СРАВНЯЯТЬ), build/noun_samples/disputed.txt names it and says why. The
figures count every word, and again without the disputed ones ("reviewed");
each line names how many were set aside.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from woods_desktop.words import verdict as V  # noqa: E402

SAMPLE_DIR = ROOT / "build" / "noun_samples"
DISPUTED_FILE = "disputed.txt"
SEED = 37
SHORT = 8
_CASES = {"<nom", "<gen", "<dat", "<acc", "<ins", "<prp", "<loc"}
"""The issue's "nouns of up to 8 letters"."""


@dataclass(frozen=True)
class Kind:
    name: str
    size: int
    right: frozenset[str]
    """Reasons that count as right: for nouns the accepting ones."""


KINDS: tuple[Kind, ...] = (
    Kind("nouns", 1000, frozenset(V.VALID_REASONS)),
    Kind("nouns_wiktionary", 1000, frozenset(V.VALID_REASONS)),
    Kind("verbs", 500, frozenset({V.VERB})),
    Kind("adjectives", 500, frozenset({V.ADJECTIVE, V.COMPARATIVE})),
    Kind("adverbs", 500, frozenset({V.ADVERB, V.ADVERB_NOUN_FORM, V.COMPARATIVE})),
    Kind("pronouns", 500, frozenset({V.PRONOUN})),
    Kind("proper", 500, frozenset({V.PROPER})),
    Kind("proper_wiktionary", 500, frozenset({V.PROPER})),
    Kind("plurals", 500, frozenset({V.PLURAL})),
    Kind("nonwords", 500, frozenset({V.UNKNOWN})),
)

HEADER = (
    "# Drawn by build/measure_nouns.py sample (seed {seed}) from Apertium's Russian dictionary\n"
    "# (apertium-rus 0.2.1, GPL-3+, in Debian apertium-bel-rus 0.2.1-2 and apertium-rus-ukr 0.2.1-4);\n"
    "# a held-out sample for measuring only: no source of the shipped noun list.\n"
)


# ---------------------------------------------------------------- sampling


def _read_paradigms(paths: list[Path]) -> dict[str, list[tuple[str, str]]]:
    """lemma<tags> -> [(tags, form)] from `lt-paradigm -a` listings ("lemma<n><f><nn><sg><nom>:form")."""
    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            analysis, sep, form = line.rpartition(":")
            if not sep or "<" not in analysis:
                continue
            lemma, _, rest = analysis.partition("<")
            tags = "<" + rest
            pos = tags[1 : tags.index(">")]
            out[f"{lemma}<{pos}>"].append((tags, form))
    return out


def _plain(word: str) -> bool:
    return bool(word) and all("а" <= ch <= "я" or ch == "ё" for ch in word)


def _fold(word: str) -> str:
    return word.lower().replace("ё", "е")


def draw(paradigms: dict[str, list[tuple[str, str]]], known: "set[str] | None" = None) -> dict[str, list[str]]:
    """The samples, as the module text says; `known` is every form OpenCorpora knows (folded), for non-words."""
    rng = random.Random(SEED)
    nominative_nouns: set[str] = set()  # folded: what Apertium accepts as a common noun
    every_form: set[str] = set()
    by_kind: dict[str, set[str]] = defaultdict(set)
    plural_of: dict[str, str] = {}
    for key, forms in paradigms.items():
        lemma, pos = key[: key.index("<")], key[key.index("<") + 1 : -1]
        for _tags, form in forms:
            every_form.add(_fold(form))
        if pos == "n" and lemma == lemma.lower():
            singular = [f for t, f in forms if "<sg>" in t and "<nom>" in t]
            plural = [f for t, f in forms if "<pl>" in t and "<nom>" in t]
            if singular:
                nominative_nouns.update(_fold(f) for f in singular)
                by_kind["nouns"].update(f for f in singular if _plain(f))
                for f in plural:
                    if _plain(f):
                        by_kind["plurals"].add(f)
                        plural_of.setdefault(f, lemma)
            elif plural and not any("<sg>" in t for t, _ in forms):
                nominative_nouns.update(_fold(f) for f in plural)
                by_kind["nouns"].update(f for f in plural if _plain(f))
        elif pos == "vblex":
            by_kind["verbs"].update(f for t, f in forms if "<inf>" in t and _plain(f))
        elif pos == "adj":
            by_kind["adjectives"].update(
                f for t, f in forms if "<m>" in t and "<sg>" in t and "<nom>" in t and "<short>" not in t and _plain(f)
            )
        elif pos == "adv":
            by_kind["adverbs"].update(f for _t, f in forms if _plain(f))
        elif pos == "prn":
            by_kind["pronouns"].update(
                f for t, f in forms if _plain(f) and ("<nom>" in t or not _CASES & set(t.split(">")))
            )
        elif pos == "np":
            by_kind["proper"].update(
                f.upper()
                for t, f in forms
                if "<sg>" in t and "<nom>" in t and f[:1].isupper() and _plain(f[1:]) and _plain(f[:1].lower())
            )
    samples: dict[str, list[str]] = {}
    for kind in KINDS:
        if kind.name in ("nonwords", "nouns_wiktionary", "proper_wiktionary"):
            continue
        pool = sorted(by_kind[kind.name])
        if kind.name != "nouns":  # a word Apertium also reads as a nominative common noun is a noun
            pool = [w for w in pool if _fold(w) not in nominative_nouns]
        chosen = pool if len(pool) <= kind.size else rng.sample(pool, kind.size)
        samples[kind.name] = sorted(chosen)
    samples["nonwords"] = _nonwords(rng, sorted(by_kind["nouns"]), every_form | (known or set()))
    return samples


_LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюя"


def _nonwords(rng: random.Random, nouns: list[str], known: set[str]) -> list[str]:
    """One-letter changes (replace, insert, delete, swap) of random nouns that no dictionary form matches."""
    out: set[str] = set()
    size = next(k.size for k in KINDS if k.name == "nonwords")
    while len(out) < size:
        word = rng.choice(nouns)
        i = rng.randrange(len(word))
        edit = rng.randrange(4)
        if edit == 0:
            new = word[:i] + rng.choice(_LETTERS) + word[i + 1 :]
        elif edit == 1:
            new = word[:i] + rng.choice(_LETTERS) + word[i:]
        elif edit == 2 and len(word) > 3:
            new = word[:i] + word[i + 1 :]
        elif i + 1 < len(word):
            new = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        else:
            continue
        if new[:1] in "ъыь" or _fold(new) in known:
            continue
        out.add(new)
    return sorted(out)


WIKDICT_HEADER = (
    "# Drawn by build/measure_nouns.py sample-wikdict (seed {seed}): Russian one-word translations of the\n"
    "# nouns of FreeDict+WikDict deu, pol, fra, ita, nld, swe, ell -rus (Debian dict-freedict-*-rus\n"
    "# 2022.12.07-2; Wiktionary through DBnary, CC BY-SA 3.0), a source the noun list does not merge;\n"
    "# a held-out sample for measuring only. Translations, not headwords: a few are adjectives,\n"
    "# plurals or names standing for a noun of the other language (МОНГОЛЬСКИЙ, ПАРАЗИТЫ).\n"
)


WIKDICT_LANGUAGES = ("deu", "pol", "fra", "ita", "nld", "swe", "ell")


def draw_wikdict(paths: list[Path]) -> list[str]:
    """1,000 Russian nouns from bilingual Wiktionary data: every translation of a noun headword ("<n>",
    "<n, fem>") that is one lower-case Russian word (the line after a headword holds its translations,
    comma-separated), sampled with a fixed seed."""
    import re

    found = {
        word
        for head, word in _wikdict_translations(paths)
        if re.search(r" <n(, [a-z]+)?>$", head) and re.fullmatch(r"[а-яё]+", word)
    }
    size = next(k.size for k in KINDS if k.name == "nouns_wiktionary")
    return sorted(random.Random(SEED).sample(sorted(found), size))


WIKDICT_PROPER_HEADER = (
    "# Drawn by build/measure_nouns.py sample-wikdict-proper (seed {seed}): Russian one-word capitalised\n"
    "# translations of the noun headwords of FreeDict+WikDict deu, pol, fra, ita, nld, swe, ell -rus (Debian\n"
    "# dict-freedict-*-rus 2022.12.07-2; Wiktionary through DBnary, CC BY-SA 3.0), a source the noun list and\n"
    "# the names file do not merge, leaving out every word those dictionaries also write in lower case (ОТЕЦ,\n"
    "# ВОСТОК: a common word capitalised); a held-out sample of proper names for measuring only.\n"
)


def _wikdict_translations(paths: list[Path]) -> Iterator[tuple[str, str]]:
    """(headword line, translation) for every comma-separated translation in FreeDict+WikDict .dict.dz files
    (the line after a headword holds its translations)."""
    import gzip
    import re

    for path in paths:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            lines = fh.read().split("\n")
        for i, line in enumerate(lines[:-1]):
            if re.search(r" <[a-z, ]+>$", line):
                translations = re.sub(r"\s+\d+\.$", "", lines[i + 1].strip())
                for t in translations.split(","):
                    yield line, t.strip()


def draw_wikdict_proper(paths: list[Path]) -> list[str]:
    """500 proper names from bilingual Wiktionary data: the capitalised one-word Russian translations of noun
    headwords whose lower-case spelling is no translation anywhere in those dictionaries."""
    import re

    lower: set[str] = set()
    capital: set[str] = set()
    for head, word in _wikdict_translations(paths):
        if re.fullmatch(r"[а-яё]+", word):
            lower.add(_fold(word))
        elif re.search(r" <n(, [a-z]+)?>$", head) and re.fullmatch(r"[А-ЯЁ][а-яё]+", word):
            capital.add(word)
    pool = sorted(w.upper() for w in capital if _fold(w) not in lower)
    size = next(k.size for k in KINDS if k.name == "proper_wiktionary")
    return sorted(random.Random(SEED).sample(pool, size))


def _opencorpora_forms() -> set[str]:
    from woods_desktop.words.judge import WordJudge
    from woods_desktop.words.usage import Usage

    dictionary = WordJudge(usage=Usage.none()).analyzer.dictionary
    return {_fold(word) for word, _ in dictionary.words.iteritems()}


def write_samples(samples: dict[str, list[str]], directory: Path = SAMPLE_DIR) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for name, words in samples.items():
        header = {"nouns_wiktionary": WIKDICT_HEADER, "proper_wiktionary": WIKDICT_PROPER_HEADER}.get(name, HEADER)
        text = header.format(seed=SEED) + "".join(f"{w.upper()}\n" for w in words)
        (directory / f"{name}.txt").write_text(text, encoding="utf-8")


def read_samples(directory: Path = SAMPLE_DIR) -> dict[str, list[str]]:
    out = {}
    for kind in KINDS:
        path = directory / f"{kind.name}.txt"
        lines = path.read_text(encoding="utf-8").splitlines()
        out[kind.name] = [w for w in (line.strip() for line in lines) if w and not w.startswith("#")]
    return out


def read_disputed(directory: Path = SAMPLE_DIR) -> dict[str, dict[str, str]]:
    """sample -> {word: why} from the reviewed list (SAMPLE<TAB>WORD<TAB>why; # comments)."""
    out: dict[str, dict[str, str]] = defaultdict(dict)
    path = directory / DISPUTED_FILE
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sample, word, why = line.split("\t", 2)
        out[sample][word] = why
    return out


# ---------------------------------------------------------------- measuring


def _letters(word: str) -> int:
    return sum(ch.isalpha() for ch in word)


def _percent(part: int, whole: int) -> float:
    return round(100.0 * part / max(1, whole), 1)


def measure(
    samples: dict[str, list[str]], misses: bool = False, disputed: "dict[str, dict[str, str]] | None" = None
) -> dict[str, dict[str, object]]:
    """Per sample: size, how many accepted (nouns: also of up to SHORT letters), how many refused with the
    right reason, on every word and again without the disputed ones ("reviewed_*"); `misses` adds the wrong
    verdicts (the disputed ones apart, with why)."""
    disputed = read_disputed() if disputed is None else disputed
    from woods_desktop.words.judge import shared_service

    service = shared_service()
    service.start()
    if not service.wait(120):
        raise SystemExit(f"the dictionary did not load: {service.error}")
    judge = service.judge()
    assert judge is not None
    figures: dict[str, dict[str, object]] = {}
    for kind in KINDS:
        words = samples[kind.name]
        verdicts = [judge.verdict(w) for w in words]
        row: dict[str, object] = {"n": len(words)}
        right = [v.reason in kind.right for v in verdicts]
        if kind.name.startswith("nouns"):
            short = [ok for w, ok in zip(words, right) if _letters(w) <= SHORT]
            row["accepted"] = sum(right)
            row["accepted_pct"] = round(100.0 * sum(right) / max(1, len(words)), 1)
            row["short_n"] = len(short)
            row["short_accepted"] = sum(short)
            row["short_pct"] = round(100.0 * sum(short) / max(1, len(short)), 1)
            row["from_sources"] = sum(v.reason in V.FOUND_IN.values() for v in verdicts)
        else:
            refused = sum(not v.valid for v in verdicts)
            row["refused"] = refused
            row["refused_pct"] = round(100.0 * refused / max(1, len(words)), 1)
            row["right_reason"] = sum(right)
            row["right_pct"] = round(100.0 * sum(right) / max(1, len(words)), 1)
            row["unknown"] = sum(v.reason == V.UNKNOWN for v in verdicts)
        set_aside = disputed.get(kind.name, {})
        unknown = sorted(set(set_aside) - set(words))
        if unknown:
            raise SystemExit(f"{DISPUTED_FILE}: not in the {kind.name} sample: {', '.join(unknown)}")
        kept = [(w, ok) for w, ok in zip(words, right) if w not in set_aside]
        row["disputed"] = len(set_aside)
        row["disputed_right"] = sum(ok for w, ok in zip(words, right) if w in set_aside)
        row["reviewed_n"] = len(kept)
        row["reviewed_right"] = sum(ok for _, ok in kept)
        row["reviewed_pct"] = _percent(row["reviewed_right"], len(kept))  # type: ignore[arg-type]
        if kind.name.startswith("nouns"):
            kept_short = [ok for w, ok in kept if _letters(w) <= SHORT]
            row["reviewed_short_n"] = len(kept_short)
            row["reviewed_short_pct"] = _percent(sum(kept_short), len(kept_short))
        else:
            refused_kept = sum(not v.valid for w, v in zip(words, verdicts) if w not in set_aside)
            row["reviewed_refused_pct"] = _percent(refused_kept, len(kept))
        if misses:
            row["misses"] = [
                f"{w} {v.reason}" for w, v, ok in zip(words, verdicts, right) if not ok and w not in set_aside
            ]
            row["disputed_words"] = [
                f"{w} {v.reason}: {set_aside[w]}" for w, v in zip(words, verdicts) if w in set_aside
            ]
        figures[kind.name] = row
    return figures


def _print(figures: dict[str, dict[str, object]]) -> None:
    for name, row in figures.items():
        if name.startswith("nouns"):
            print(
                f"{name:16} {row['n']:5}  accepted {row['accepted']} ({row['accepted_pct']} %), "
                f"of up to {SHORT} letters {row['short_accepted']}/{row['short_n']} ({row['short_pct']} %); "
                f"{row['from_sources']} through the other sources"
            )
        else:
            unknown = "" if name == "nonwords" or not row["unknown"] else f"; {row['unknown']} of them as unknown"
            print(
                f"{name:16} {row['n']:5}  refused {row['refused']} ({row['refused_pct']} %), "
                f"with the right reason {row['right_reason']} ({row['right_pct']} %){unknown}"
            )
        if row["disputed"]:
            if name.startswith("nouns"):
                what = f"accepted {row['reviewed_pct']} %, of up to {SHORT} letters {row['reviewed_short_pct']} %"
            else:
                what = f"refused {row['reviewed_refused_pct']} %, with the right reason {row['reviewed_pct']} %"
            print(f"{'':16} {row['reviewed_n']:5}  reviewed, without the {row['disputed']} disputed: {what}")
        for miss in row.get("misses", ()):  # type: ignore[union-attr]
            print(f"    {miss}")
        for word in row.get("disputed_words", ()):  # type: ignore[union-attr]
            print(f"    disputed: {word}")


def _status_mib(pid: int, key: str) -> float:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as fh:
            return next((int(line.split()[1]) / 1024 for line in fh if line.startswith(key)), 0.0)
    except OSError:
        return 0.0


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as fh:
            return [int(c) for c in fh.read().split()]
    except OSError:
        return []


def memory(seconds: float = 15.0) -> dict[str, float]:
    """Peak resident memory (MiB, Linux) of a Voice game in the real window loop, the way `bench` plays it
    (`_probe table:voice:POSITION`: a person and two computers, the judge and the word index loaded); the
    window's process, and its children (the computers think in a process of their own) beside it."""
    out: dict[str, float] = {}
    for position in ("minute", "computers"):
        cmd = [sys.executable, "-m", "woods_desktop", "_probe", f"table:voice:{position}", str(seconds)]
        child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, cwd=ROOT)
        window = everything = 0.0
        deadline = time.monotonic() + seconds + 120
        while child.poll() is None and time.monotonic() < deadline:
            rss = _status_mib(child.pid, "VmRSS:")
            window = max(window, rss, _status_mib(child.pid, "VmHWM:"))
            everything = max(everything, rss + sum(_status_mib(c, "VmRSS:") for c in _children(child.pid)))
            time.sleep(0.1)
        if child.poll() is None:
            child.kill()
        out[f"{position}_window_mib"] = round(window, 1)
        out[f"{position}_with_children_mib"] = round(everything, 1)
    return out


def speed(samples: dict[str, list[str]]) -> dict[str, float]:
    """`woods-desktop check-word` on the 1,000 nouns through standard input: wall seconds, start-up and the
    dictionary's loading included (best of three)."""
    text = "".join(f"{w}\n" for w in samples["nouns"])
    runs = []
    for _ in range(3):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "woods_desktop", "check-word", "--lang", "en"],
            input=text.encode("utf-8"),
            stdout=subprocess.DEVNULL,
            cwd=ROOT,
            check=False,
        )
        runs.append(time.perf_counter() - t0)
    return {"words": len(samples["nouns"]), "check_word_s": round(min(runs), 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "command",
        nargs="?",
        default="measure",
        choices=("measure", "sample", "sample-wikdict", "sample-wikdict-proper", "memory", "speed"),
    )
    parser.add_argument("paradigms", nargs="*", type=Path, help="lt-paradigm listings (sample only)")
    parser.add_argument("--misses", action="store_true", help="list every wrong verdict, the disputed apart")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--samples", type=Path, default=SAMPLE_DIR)
    args = parser.parse_args(argv)
    if args.command == "sample-wikdict-proper":
        write_samples({"proper_wiktionary": draw_wikdict_proper(args.paradigms)}, args.samples)
        return 0
    if args.command == "sample-wikdict":
        write_samples({"nouns_wiktionary": draw_wikdict(args.paradigms)}, args.samples)
        return 0
    if args.command == "sample":
        if not args.paradigms:
            parser.error("sample needs the lt-paradigm listings (see build/noun_samples/README.md)")
        samples = draw(_read_paradigms(args.paradigms), _opencorpora_forms())
        write_samples(samples, args.samples)
        print(", ".join(f"{k} {len(v)}" for k, v in samples.items()))
        return 0
    if args.command in ("memory", "speed"):
        result = memory() if args.command == "memory" else speed(read_samples(args.samples))
        print(json.dumps(result))
        return 0
    t0 = time.perf_counter()
    figures = measure(read_samples(args.samples), args.misses)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False, indent=2))
    else:
        _print(figures)
        print(f"({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
