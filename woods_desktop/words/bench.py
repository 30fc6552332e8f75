"""Speed and memory figures for the word judge and the noun index (`woods-desktop bench`).

Targets (issue text): voice_dictionary_ready_ms <= 300 (first request to
first verdict, measured in a fresh process so nothing is warm),
voice_check_word_ms <= 1 (one verdict once loaded), voice_rss_mb <= 200
(resident memory with the dictionary and the index loaded, fresh process),
and an index search fast enough for the hard bot (a 25-card field plus 2 of
the player's own cards in about 10 ms). Tests never assert these; they are
reported as JSON figures.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from typing import Any

# The card letters of the whole deck (DESIGN section 4: 12 starting cards
# plus 98 ordinary), used to draw realistic racks.
DECK = (
    "АОЕИНСРКТЛУМ"  # starting cards
    + "О" * 9
    + "А" * 8
    + "Е" * 8
    + "И" * 8
    + "Н" * 6
    + "Т" * 6
    + "С" * 5
    + "В" * 4
    + "Л" * 4
    + "Р" * 4
    + "Д" * 3
    + "К" * 3
    + "М" * 3
    + "П" * 3
    + "У" * 3
    + "Б" * 2
    + "Г" * 2
    + "З" * 2
    + "Ь" * 2
    + "Ы" * 2
    + "Я" * 2
    + "ЖФХЦЧШЩЭЮ"
)

# A mix of what players type: valid nouns, plurals, other cases, other
# parts of speech, names, abbreviations, unknown words and junk.
_SAMPLE_WORDS = (
    "ЛЕС СТОЛ ЁЖ ЕЛКА НОЖНИЦЫ САНИ ЛЮДИ СТОЛЫ СТОЛА БЕЖАТЬ КРАСНЫЙ МОСКВА ИВАН "
    "ВУЗ МВД КВАРБЛ ЯСЕНЬ ЧАЩА ЛАК СТАЛИ ДЕТИ ОСЕНЬЮ ПЕЧЬ БЫСТРО СИНХРОФАЗОТРОН "
    "ЗАМОК КОСА ДРУИД ПОСОХ КУБИК 123 HELLO"
).split()


def _fresh_process(code: str, timeout: float = 120.0) -> dict[str, Any]:
    """Run `code` in a new interpreter; it prints one JSON object."""
    if getattr(sys, "frozen", False):
        return {"skipped": "no fresh interpreter inside a bundle"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1:] or ["failed"]}
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


_READY_CODE = """
import json, time
from woods_desktop.words.judge import shared_service
service = shared_service()
t0 = time.perf_counter()
service.request()
while service.verdict("ЛЕС") is None:
    if service.error is not None:
        raise service.error
    time.sleep(0.0005)
print(json.dumps({"ms": (time.perf_counter() - t0) * 1000}))
"""

_RSS_CODE = """
import json
from woods_desktop.words.judge import shared_service
from woods_desktop.words.index import shared_index
service = shared_service()
assert service.wait(120)
index = shared_index().wait(120)
assert index is not None and service.verdict("ЛЕС").valid
index.find("АОЕИНСРКТЛ")
try:
    with open("/proc/self/status") as fh:
        rss = next(int(l.split()[1]) for l in fh if l.startswith("VmRSS:")) / 1024
except OSError:  # not Linux: the peak is the best the standard library offers
    import resource, sys
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rss = peak / (1024 * 1024 if sys.platform == "darwin" else 1024)
print(json.dumps({"mb": rss}))
"""


def dictionary_ready_ms(runs: int = 3) -> dict[str, Any]:
    """First request to first verdict, in fresh processes (best and median of `runs`)."""
    times = []
    for _ in range(runs):
        result = _fresh_process(_READY_CODE)
        if "ms" not in result:
            return result
        times.append(result["ms"])
    return {"median": statistics.median(times), "best": min(times), "runs": runs}


def check_word_ms(rounds: int = 200) -> dict[str, Any]:
    """One verdict with the judge loaded: mean and worst over a mixed sample."""
    from woods_desktop.words.judge import WordJudge

    judge = WordJudge()
    for word in _SAMPLE_WORDS:
        judge.verdict(word)
    per_word: list[float] = []
    for word in _SAMPLE_WORDS:
        t0 = time.perf_counter()
        for _ in range(rounds):
            judge.verdict(word)
        per_word.append((time.perf_counter() - t0) * 1000 / rounds)
    long_input = "Я" * 10_000
    t0 = time.perf_counter()
    judge.verdict(long_input)
    long_ms = (time.perf_counter() - t0) * 1000
    return {"mean": statistics.fmean(per_word), "worst_word": max(per_word), "ten_thousand_chars": long_ms}


def index_figures(racks: int = 100, seed: int = 1) -> dict[str, Any]:
    """Index build time, and search time for a 25-card field + 2 own cards (of 2 drawn)."""
    from woods_desktop.words.index import NounIndex
    from woods_desktop.words.nouns import load_nouns

    t0 = time.perf_counter()
    entries = load_nouns()
    t1 = time.perf_counter()
    index = NounIndex(entries)
    t2 = time.perf_counter()
    rng = random.Random(seed)
    times: list[float] = []
    found: list[int] = []
    own_many: list[float] = []
    for _ in range(racks):
        cards = rng.sample(DECK, 35)
        t = time.perf_counter()
        words = index.find(cards[:25], cards[25:27], max_own=2)
        times.append((time.perf_counter() - t) * 1000)
        found.append(len(words))
        t = time.perf_counter()
        index.find(cards[:25], cards[25:35], max_own=2)
        own_many.append((time.perf_counter() - t) * 1000)
    return {
        "load_ms": (t1 - t0) * 1000,
        "build_ms": (t2 - t1) * 1000,
        "nouns": len(index),
        "trie_nodes": index.node_count,
        "find_25_plus_2_ms": {"median": statistics.median(times), "max": max(times)},
        "find_25_plus_10_own_ms": {"median": statistics.median(own_many), "max": max(own_many)},
        "words_found_median": statistics.median(found),
    }


def rss_mb() -> dict[str, Any]:
    """Resident memory of a fresh process with the judge and the index loaded."""
    return _fresh_process(_RSS_CODE)


def figures(quick: bool = False) -> dict[str, Any]:
    """Every figure, named as the issue names them (`quick`: fewer repetitions)."""
    ready = dictionary_ready_ms(runs=1 if quick else 3)
    check = check_word_ms(rounds=20 if quick else 200)
    index = index_figures(racks=20 if quick else 100)
    rss = rss_mb()
    return {
        "voice_dictionary_ready_ms": ready.get("median", ready),
        "voice_check_word_ms": check["mean"],
        "voice_rss_mb": rss.get("mb", rss),
        "voice_index_find_ms": index["find_25_plus_2_ms"]["median"],
        "details": {"dictionary_ready": ready, "check_word": check, "index": index, "rss": rss},
    }


if __name__ == "__main__":
    print(json.dumps(figures(), ensure_ascii=False, indent=2))
