"""Statistics count people, not seats: one person playing two heroes is one game and one win; a team
game records won / lost and its shared result, never "points"; a solo game passed / failed and its
score; old statistics files load (rebuilt from the kept games when they are all there)."""

from __future__ import annotations

import json

import pytest
import shell_game
from shell_game import GAME_ID, play, rendered_texts

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.outcome import Outcome
from woods_desktop.saves.history import archive
from woods_desktop.saves.stats import load_stats, record_outcome, save_stats, stats_path

WOLF_SEATS = [
    {"name": "Mum", "kind": "human"},
    {"name": "Mum", "kind": "human"},
    {"name": "Everyone at the table", "kind": "table"},
]


def test_one_person_with_two_heroes_counts_one_game_and_one_win(monkeypatch):
    d = shell_game.install(monkeypatch)
    seats = [Seat("Mum", "human", 0, person=0), Seat("Mum", "human", 1, person=0), Seat("Everyone", "table", 4)]
    s = GameSession.start(d, make_config(d, 2), 3, seats, autosave=False)
    play(s, 20)
    monkeypatch.setattr(s.state, "outcome", lambda: Outcome.team(2, "wolf.result.best", won=True, score=5))
    s.autosave = True
    s.save()
    mode = load_stats()[0]["games"][GAME_ID]["modes"]["team"]
    assert mode["played"] == 1 and mode["results"] == {"wolf.result.best": 1}
    assert list(mode["rows"]) == ["person:mum"]  # the table seat is not a player
    mum = mode["rows"]["person:mum"]
    assert (mum["games"], mum["wins"]) == (1, 1) and "best" not in mum and "total" not in mum


def test_two_people_in_one_game_count_one_game_each():
    stats, _ = load_stats()
    seats = [{"name": "Anna", "kind": "human"}, {"name": "Boris", "kind": "human"}, {"name": " anna", "kind": "human"}]
    record_outcome(stats, "g", seats, Outcome.ranked([3, 9, 5], [3, 1, 2]).to_dict())
    rows = stats["games"]["g"]["modes"]["ranked"]["rows"]
    assert (rows["person:anna"]["games"], rows["person:anna"]["wins"], rows["person:anna"]["best"]) == (1, 0, 5)
    assert (rows["person:boris"]["games"], rows["person:boris"]["wins"]) == (1, 1)


def test_two_computer_friends_of_one_level_count_one_team_game():
    """A team game has one result: two normal computers at the Wolf's table played one game, not two
    (the window showed "Normal: 2 games" beside "1 game played"); in a ranked game each is a rival."""
    stats, _ = load_stats()
    seats = [{"name": "Mum", "kind": "human"}, {"name": "P2", "kind": "normal"}, {"name": "P3", "kind": "normal"}]
    record_outcome(stats, "wolf", seats, Outcome.team(3, "wolf.result.surprise", won=True, score=5).to_dict())
    rows = stats["games"]["wolf"]["modes"]["team"]["rows"]
    normal = next(r for rid, r in rows.items() if not rid.startswith("person:"))
    assert (normal["games"], normal["wins"]) == (1, 1)
    record_outcome(stats, "g", seats, Outcome.ranked([3, 9, 5], [3, 1, 2]).to_dict())
    ranked = stats["games"]["g"]["modes"]["ranked"]["rows"]
    assert next(r for rid, r in ranked.items() if not rid.startswith("person:"))["games"] == 2


@pytest.mark.parametrize(
    "lang, won, lost, point", [("en", "Won", "Lost", "point"), ("ru", "Победы", "Поражения", "очк")]
)
def test_the_wolf_shows_won_lost_and_its_results_without_points(headless_app, lang, won, lost, point):
    stats, _ = load_stats()
    record_outcome(stats, "wolf", WOLF_SEATS, Outcome.team(2, "wolf.result.best", won=True, score=10).to_dict())
    record_outcome(stats, "wolf", WOLF_SEATS, Outcome.team(2, "wolf.result.defeat", won=False, score=2).to_dict())
    save_stats(stats)
    app = headless_app(lang=lang)
    scene = app.push("statistics")
    scene._choose(("wolf", "team"))
    assert [row for _, row in scene.rows()][0]["games"] == 2
    assert scene.row_values(scene.rows()[0][1]) == ["2", "1", "1"]
    texts = rendered_texts(app)
    assert won in texts and lost in texts and "Mum" in texts
    assert app.t("wolf.result.best") in texts and app.t("wolf.result.defeat") in texts
    assert not [t for t in texts if point in t.lower()], "a team game has no points"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_solo_game_shows_passed_failed_and_the_score(headless_app, lang):
    stats, _ = load_stats()
    anna = [{"name": "Anna", "kind": "human"}]
    record_outcome(stats, "whispering", anna, Outcome.solo(31, True).to_dict(), mission="2")
    record_outcome(stats, "whispering", anna, Outcome.solo(12, False).to_dict(), mission="2")
    record_outcome(stats, "whispering", anna, Outcome.solo(20, False).to_dict(), mission="3")
    save_stats(stats)
    app = headless_app(lang=lang)
    scene = app.push("statistics")
    assert (scene.game, scene.mode) == ("whispering", "solo")
    assert scene.chooser.labels[scene.chooser.index].endswith(app.t("stats.mode.solo"))
    assert scene.row_values(scene.rows()[0][1]) == ["3", "1", "2", app.t("result.points", n=31)]
    texts = rendered_texts(app)
    assert app.t("stats.passed") in texts and app.t("stats.failed") in texts and app.t("stats.wins") not in texts


def _v1(game_id, played, by_kind, last=()):
    stats_path().write_text(
        json.dumps(
            {"version": 1, "games": {game_id: {"played": played, "by_kind": by_kind, "last": list(last)}}, "solo": {}}
        ),
        encoding="utf-8",
    )


def test_an_old_file_is_rebuilt_per_person_from_the_kept_games():
    outcome = Outcome.team(2, "wolf.result.surprise", won=True, score=6).to_dict()
    archive({"game": "wolf", "config": {}, "meta": {"seats": WOLF_SEATS}}, outcome)
    _v1(
        "wolf",
        1,
        {"human": {"seats": 2, "wins": 2, "best": 6, "total": 12, "scored": 2}, "table": {"seats": 1, "wins": 0}},
    )
    stats, broken = load_stats()
    assert broken is None and stats["version"] == 2
    mode = stats["games"]["wolf"]["modes"]["team"]
    assert mode["rows"] == {"person:mum": {"name": "Mum", "kind": "human", "games": 1, "wins": 1}}
    assert mode["results"] == {"wolf.result.surprise": 1}


def test_an_old_file_without_its_games_keeps_its_rows_without_team_points(headless_app):
    last = [
        {
            "kind": "team",
            "scores": [5, 5],
            "seats": ["human", "human", "table"],
            "names": ["Mum", "Mum", "E"],
            "result_key": "wolf.result.best",
        }
    ]
    _v1("wolf", 3, {"human": {"seats": 6, "wins": 4, "best": 5, "total": 20, "scored": 6}}, last)
    stats, _ = load_stats()
    mode = stats["games"]["wolf"]["modes"]["team"]
    assert mode["played"] == 3 and mode["rows"]["kind:human"] == {"name": "", "kind": "human", "games": 6, "wins": 4}
    app = headless_app()
    scene = app.push("statistics")
    assert (scene.game, scene.mode) == ("wolf", "team")
    texts = rendered_texts(app)
    assert "People (earlier games)" in texts and not [t for t in texts if "point" in t]
