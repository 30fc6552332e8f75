"""What the computer players wrote, over finished `woods-desktop simulate voice` games.

A person judges a computer opponent by its words before its play: how long
they run, whether they are words people use, whether two computers keep
writing the same word, and when they are done. `figures` measures exactly
that from the games' public logs (the words revealed each round), per level;
`paired_gaps` gives the strength of the levels against each other from the
same games, one difference per game, so the intervals account for the games
being shared.
"""

from __future__ import annotations

import math
from functools import lru_cache
from statistics import median
from typing import Any, Sequence

from woods_desktop.games.voice.rules.cards import fold_word
from woods_desktop.words.nouns import frequency_ranks

COMMON = 10_000
"""`common_share` counts the words among this many most frequent nouns (of all listed nouns)."""

STRONGEST_FIRST = ("hard", "normal", "easy")

Game = tuple[Any, Sequence[str]]


@lru_cache(maxsize=1)
def _ranks() -> dict[str, int]:
    return frequency_ranks(bot_only=False)


def _written(state: Any) -> list[tuple[int, int, str, int]]:
    """(round, seat, word, at_ms) of every accepted word, from the log everyone may read."""
    return [(e["round"], e["seat"], e["word"], e["at_ms"]) for e in state.events(None) if e["type"] == "compose"]


def figures(games: Sequence[Game]) -> dict[str, Any]:
    """Per level: median word length, share of common nouns, identical words, median time written.

    `identical_rate` is over the rounds where two or more computers of the
    level wrote a word: the share of those rounds where two of them wrote the
    same word (Е and Ё one letter).
    """
    ranks = _ranks()
    lengths: dict[str, list[int]] = {}
    common: dict[str, list[bool]] = {}
    times: dict[str, list[int]] = {}
    rounds_shared: dict[str, int] = {}
    rounds_same: dict[str, int] = {}
    for state, kinds in games:
        by_round: dict[tuple[int, str], list[str]] = {}
        for rnd, seat, word, at_ms in _written(state):
            if seat >= len(kinds):
                continue
            level = kinds[seat]
            key = fold_word(word)
            lengths.setdefault(level, []).append(len(key))
            common.setdefault(level, []).append(ranks.get(key, COMMON + 1) <= COMMON)
            times.setdefault(level, []).append(at_ms)
            by_round.setdefault((rnd, level), []).append(key)
        for (_, level), words in by_round.items():
            if len(words) < 2:
                continue
            rounds_shared[level] = rounds_shared.get(level, 0) + 1
            if len(set(words)) < len(words):
                rounds_same[level] = rounds_same.get(level, 0) + 1
    out: dict[str, Any] = {}
    for level in lengths:
        shared = rounds_shared.get(level, 0)
        out[level] = {
            "words": len(lengths[level]),
            "median_length": median(lengths[level]),
            "common_share": round(sum(common[level]) / len(common[level]), 4),
            "identical_rate": round(rounds_same.get(level, 0) / shared, 4) if shared else None,
            "rounds_with_two": shared,
            "median_at_ms": median(times[level]),
        }
    return {"words": out}


def paired_gaps(games: Sequence[Game], measure: str = "wins") -> dict[str, dict[str, float]]:
    """For each pair of levels at the table, the mean per-game difference and its 95% interval.

    Per game a level scores 1 when one of its seats ranks first ("wins"), or
    its best seat's score ("score"); the difference is taken game by game.
    """
    per_game: list[dict[str, float]] = []
    for state, kinds in games:
        out = state.outcome()
        row: dict[str, float] = {}
        for seat, level in enumerate(kinds):
            value = float(out.ranks[seat] == 1) if measure == "wins" else float(out.scores[seat])
            row[level] = max(row.get(level, value), value)
        per_game.append(row)
    seen = dict.fromkeys(level for _, kinds in games for level in kinds)
    levels = [lv for lv in STRONGEST_FIRST if lv in seen] + [lv for lv in seen if lv not in STRONGEST_FIRST]
    gaps: dict[str, dict[str, float]] = {}
    for i, a in enumerate(levels):
        for b in levels[i + 1 :]:
            diffs = [row[a] - row[b] for row in per_game if a in row and b in row]
            if len(diffs) < 2:
                continue
            mean = sum(diffs) / len(diffs)
            var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
            half = 1.96 * math.sqrt(var / len(diffs))
            gaps[f"{a}-{b}"] = {
                "mean": round(mean, 4),
                "low": round(mean - half, 4),
                "high": round(mean + half, 4),
                "games": len(diffs),
            }
    return gaps
