"""`simulate whispering` reports the figures issue 38 anchors the tile data to, per player count."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from woods_desktop.games.whispering.simulate import per_player_count


def _game(scores: list[int], tasks: list[int], task_points: list[int], bonus: list[int], turns: int) -> Any:
    details = {"turns": [turns] * len(scores), "tasks": tasks, "task_points": task_points, "bonus_points": bonus}
    outcome = SimpleNamespace(scores=scores, details=details)
    return SimpleNamespace(outcome=lambda: outcome), ("hard",) * len(scores)


def test_points_per_task_count_every_seats_tasks_and_the_bonus_share_is_the_winners():
    # the rulebook's example: 8 tasks = 58 points and two Bonus cards = 8, refreshed twice (64 in all)
    games = [
        _game([64, 40], [8, 6], [58, 40], [8, 0], 10),
        _game([30, 50], [5, 7], [30, 44], [0, 10], 12),
    ]
    fig = per_player_count(games)["2"]
    assert fig["games"] == 2
    assert fig["points_per_task"] == round((58 + 40 + 30 + 44) / (8 + 6 + 5 + 7), 2)
    assert fig["winner_bonus_share"] == round((8 / 64 + 10 / 50) / 2, 3)
    assert fig["winner_bonus_share_max"] == 0.2
    assert fig["mean_winning_score"] == 57.0
    assert fig["mean_turns"] == 11.0


def test_a_real_game_reports_them():
    from woods_desktop.core.game import make_config
    from woods_desktop.games.whispering.data import load_definition
    from woods_desktop.simulate import play_one

    definition = load_definition()
    state, _ = play_one(definition, make_config(definition, 2), 2000, ["hard", "normal"])
    fig = per_player_count([(state, ("hard", "normal"))])["2"]
    out = state.outcome()
    assert fig["points_per_task"] == round(sum(out.details["task_points"]) / sum(out.details["tasks"]), 2)
    assert 4 <= fig["points_per_task"] <= 10  # printed points run 4-10 a task
    assert 0 <= fig["winner_bonus_share"] < 1
