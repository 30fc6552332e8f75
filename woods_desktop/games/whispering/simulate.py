"""Whispering Woods' own figures over finished `woods-desktop simulate whispering` games.

Per player count: how many points win a game and how many turns it lasts
(every seat takes the same number of turns), and the figures the rulebook's
example anchors the tile data to (issue 38: 8 tasks = 58 points, 7.25 a task;
two Bonus cards = 8 of 64): the mean printed points of a completed task, over
every seat's tasks, and the share of the winner's score the Bonus cards make,
its mean and its largest. Per level: the mean score.
The levels' strength is paired by game: in each game a level's score is the
mean of its seats, and a gap is the difference between two levels at the
same table, so every game's luck (its draws, its neighbours) cancels out;
the interval is the 95% normal interval of those per-game differences.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

STRONGEST_FIRST = ("hard", "normal", "easy", "random")
GAPS = (("hard", "normal"), ("normal", "easy"), ("hard", "easy"), ("easy", "random"))

Game = tuple[Any, Sequence[str]]


def mean_ci(xs: Sequence[float]) -> dict[str, float]:
    """Mean and its 95% interval (normal approximation), rounded for a report."""
    n = len(xs)
    mean = sum(xs) / n if n else 0.0
    half = 0.0
    if n > 1:
        var = sum((x - mean) ** 2 for x in xs) / (n - 1)
        half = 1.96 * math.sqrt(var / n)
    return {"mean": round(mean, 3), "low": round(mean - half, 3), "high": round(mean + half, 3), "games": n}


def per_player_count(games: Sequence[Game]) -> dict[str, dict[str, float]]:
    """Mean winning score, length in turns (per seat), most tasks, points per task and the winner's Bonus
    share, by number of seats."""
    by: dict[int, list[tuple[float, int, int, int, int, float]]] = {}
    for state, _ in games:
        out = state.outcome()
        d = out.details
        winner = max(range(len(out.scores)), key=lambda i: out.scores[i])
        share = d["bonus_points"][winner] / out.scores[winner] if out.scores[winner] > 0 else 0.0
        row = (
            float(out.scores[winner]),
            max(d["turns"]),
            max(d["tasks"]),
            sum(d["task_points"]),
            sum(d["tasks"]),
            share,
        )
        by.setdefault(len(out.scores), []).append(row)
    result: dict[str, dict[str, float]] = {}
    for n in sorted(by):
        rows = by[n]
        result[str(n)] = {
            "games": len(rows),
            "mean_winning_score": round(sum(r[0] for r in rows) / len(rows), 2),
            "mean_turns": round(sum(r[1] for r in rows) / len(rows), 2),
            "mean_most_tasks": round(sum(r[2] for r in rows) / len(rows), 2),
            "points_per_task": round(sum(r[3] for r in rows) / max(1, sum(r[4] for r in rows)), 2),
            "winner_bonus_share": round(sum(r[5] for r in rows) / len(rows), 3),
            "winner_bonus_share_max": round(max(r[5] for r in rows), 3),
        }
    return result


def level_means(games: Sequence[Game]) -> list[dict[str, float]]:
    """One row per game: each level's mean score over its seats."""
    rows: list[dict[str, float]] = []
    for state, kinds in games:
        scores = state.outcome().scores
        by: dict[str, list[float]] = {}
        for seat, level in enumerate(kinds):
            by.setdefault(level, []).append(float(scores[seat]))
        rows.append({level: sum(xs) / len(xs) for level, xs in by.items()})
    return rows


def paired_gaps(games: Sequence[Game]) -> dict[str, dict[str, float]]:
    """Per pair of levels met at the same tables: the mean per-game score difference, 95% interval."""
    rows = level_means(games)
    gaps: dict[str, dict[str, float]] = {}
    for a, b in GAPS:
        diffs = [row[a] - row[b] for row in rows if a in row and b in row]
        if len(diffs) >= 2:
            gaps[f"{a}-{b}"] = mean_ci(diffs)
    return gaps


def figures(games: Sequence[Game]) -> dict[str, Any]:
    """The keys `simulate` adds for Whispering Woods (see the module docstring)."""
    rows = level_means(games)
    seen = dict.fromkeys(level for row in rows for level in row)
    order = [lv for lv in STRONGEST_FIRST if lv in seen] + [lv for lv in seen if lv not in STRONGEST_FIRST]
    return {
        "whispering_by_player_count": per_player_count(games),
        "whispering_level_scores": {lv: mean_ci([row[lv] for row in rows if lv in row]) for lv in order},
        "whispering_strength": paired_gaps(games),
    }
