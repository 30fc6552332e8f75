"""`simulate voice` adds what the computers wrote (`words`, per level) and the paired strength
gaps are computed from the same games: checked on hand-made logs, on a short real run, and,
in the soak, against the issue's targets."""

from __future__ import annotations

from typing import Any

import pytest

from woods_desktop.games import plugin
from woods_desktop.games.voice.simulate import COMMON, figures, paired_gaps
from woods_desktop.simulate import simulate


class _Outcome:
    def __init__(self, ranks: list[int], scores: list[float]) -> None:
        self.ranks = ranks
        self.scores = scores


class _Game:
    """Just what the figures read: the public log and the outcome."""

    def __init__(self, words: list[tuple[int, int, str, int]], ranks: list[int], scores: list[float]) -> None:
        self.log = [
            {"type": "compose", "round": r, "seat": s, "word": w, "at_ms": t, "cards": []} for r, s, w, t in words
        ]
        self._outcome = _Outcome(ranks, scores)

    def events(self, seat: Any) -> list[dict[str, Any]]:
        return list(self.log)

    def outcome(self) -> _Outcome:
        return self._outcome


def test_words_block_per_level_from_the_revealed_words():
    """median_length, common_share (among the 10,000 most used nouns), identical_rate (rounds where
    two computers of one level wrote the same word, over rounds with two or more of them writing)
    and median_at_ms."""
    one = _Game(
        [
            (1, 0, "ЛЕС", 20000),
            (1, 1, "ЛЁС", 30000),
            (1, 2, "ДОМ", 40000),
            (2, 0, "КОТ", 10000),
            (2, 1, "СОВА", 50000),
            (2, 2, "ШЛЯГЕР", 45000),
            (3, 0, "НОРА", 12000),
        ],
        [1, 2, 3],
        [5, 4, 1],
    )
    out = figures([(one, ["hard", "hard", "easy"])])["words"]
    assert out["hard"]["words"] == 5 and out["easy"]["words"] == 2
    assert out["hard"]["median_length"] == 3 and out["easy"]["median_length"] == 4.5
    assert out["hard"]["identical_rate"] == 0.5 and out["hard"]["rounds_with_two"] == 2
    assert out["easy"]["identical_rate"] is None
    assert out["hard"]["median_at_ms"] == 20000 and out["easy"]["median_at_ms"] == 42500
    assert out["hard"]["common_share"] == 1.0 and COMMON == 10_000


def test_paired_gaps_take_one_difference_per_game():
    games = [
        (_Game([], [1, 2, 3], [9, 5, 1]), ["hard", "normal", "easy"]),
        (_Game([], [2, 1, 3], [6, 7, 2]), ["hard", "normal", "easy"]),
        (_Game([], [1, 3, 2], [8, 3, 4]), ["hard", "normal", "easy"]),
    ]
    wins = paired_gaps(games)
    assert set(wins) == {"hard-normal", "hard-easy", "normal-easy"}
    assert wins["hard-normal"]["mean"] == round(1 / 3, 4) and wins["hard-normal"]["games"] == 3
    assert wins["hard-easy"]["low"] <= wins["hard-easy"]["mean"] == round(2 / 3, 4) <= wins["hard-easy"]["high"]
    assert paired_gaps(games, "score")["hard-easy"]["mean"] == round((8 + 4 + 4) / 3, 4)


def test_simulate_json_carries_the_words_block():
    assert plugin("voice").simulate_ref.endswith("simulate:figures")
    out = simulate("voice", ["easy", "normal", "hard", "hard"], 2, 5)
    words = out["words"]
    assert set(words) == {"easy", "normal", "hard"}
    for level, row in words.items():
        assert {"median_length", "common_share", "identical_rate", "median_at_ms"} <= set(row), level
    assert words["hard"]["rounds_with_two"] > 0 and words["easy"]["common_share"] == 1.0


@pytest.mark.soak
@pytest.mark.parametrize("seats", ["hard,hard,normal,normal,easy", "easy,easy,easy"])
def test_soak_word_targets(seats):
    """identical_rate at most 0.05 for every level; common_share at least 0.95 (easy), 0.8 (normal)."""
    words = simulate("voice", seats.split(","), 60, 1, rotate=True)["words"]
    for level, row in words.items():
        if row["identical_rate"] is not None:
            assert row["identical_rate"] <= 0.05, (level, row)
    assert words["easy"]["common_share"] >= 0.95
    if "normal" in words:
        assert words["normal"]["common_share"] >= 0.8


@pytest.mark.soak
def test_soak_levels_stay_ordered():
    """hard > normal > easy in wins, with the paired 95% interval of each gap above 0."""
    from woods_desktop.core.game import make_config
    from woods_desktop.games import definition
    from woods_desktop.simulate import play_one

    d = definition("voice")
    seats = ["easy", "normal", "hard"]
    played = []
    for g in range(150):
        kinds = seats[g % 3 :] + seats[: g % 3]
        state, _ = play_one(d, make_config(d, 3), 1 + g, kinds)
        played.append((state, kinds))
    gaps = paired_gaps(played)
    assert gaps["hard-normal"]["low"] > 0 and gaps["normal-easy"]["low"] > 0, gaps
