"""The result screen and statistics read the Outcome's kind; counts are worded with plural forms;
the chart is drawn; games not yet playable are not listed."""

from __future__ import annotations

import pytest
import shell_game
from shell_game import GAME_ID, play, rendered_texts

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.outcome import Objective, Outcome
from woods_desktop.saves.stats import load_stats, lower_is_better, record_outcome, save_stats


def _finished(monkeypatch, outcome=None):
    d = shell_game.install(monkeypatch)
    s = GameSession.start(
        d,
        make_config(d, 2, names=["Anna", "Boris"]),
        1,
        [Seat("Anna", "human", 0), Seat("Boris", "human", 1)],
        autosave=False,
    )
    play(s, 20)
    if outcome is not None:
        monkeypatch.setattr(s.state, "outcome", lambda: outcome)
    return s


@pytest.mark.parametrize("lang, one, many", [("en", "1 card", "5 cards"), ("ru", "1 карта", "5 карт")])
def test_ranked_scores_are_worded_in_the_games_unit_with_plural_forms(headless_app, monkeypatch, lang, one, many):
    s = _finished(monkeypatch, Outcome.ranked([5, 1], [1, 2], unit_key="voice.result.standard"))
    app = headless_app(lang=lang)
    app.push("result", session=s)
    texts = rendered_texts(app)
    assert one in texts and many in texts and "Anna" in texts


def test_a_team_outcome_shows_the_shared_result(headless_app, monkeypatch):
    s = _finished(monkeypatch, Outcome.team(2, "stats.lower_better", won=True))
    app = headless_app()
    app.push("result", session=s)
    texts = rendered_texts(app)
    assert (
        app.t("result.team_won") == "You won together!"
        and app.t("result.team_won") in texts
        and app.t("stats.lower_better") in texts
    )


def test_a_solo_outcome_shows_each_objective(headless_app, monkeypatch):
    objectives = [Objective("menu.play", True), Objective("menu.quit", False)]
    s = _finished(monkeypatch, Outcome.solo(7, False, objectives))
    app = headless_app()
    app.push("result", session=s)
    texts = rendered_texts(app)
    # each objective's words; its tick or cross is drawn, not written (the fonts have no such glyphs)
    assert "Mission not passed" in texts and "Play" in texts and "Quit" in texts
    assert "7 points" in texts


def test_statistics_per_level_best_average_and_direction():
    stats, _ = load_stats()
    seats = [{"name": "Anna", "kind": "human"}, {"name": "C", "kind": "hard"}]
    record_outcome(stats, "g", seats, Outcome.ranked([3, 9], [2, 1]).to_dict())
    record_outcome(stats, "g", seats, Outcome.ranked([7, 2], [1, 2]).to_dict())
    rows = stats["games"]["g"]["modes"]["ranked"]["rows"]
    human, hard = rows["person:anna"], rows["kind:hard"]
    assert (human["games"], human["wins"], human["best"], human["total"] / human["scored"]) == (2, 1, 7, 5)
    assert (hard["wins"], hard["best"]) == (1, 9)
    assert not lower_is_better(Outcome.ranked([3, 9], [2, 1]).to_dict())
    assert lower_is_better(Outcome.ranked([3, 9], [1, 2]).to_dict())  # pain points: fewer is better
    record_outcome(stats, "g", seats, Outcome.ranked([3, 9], [1, 2]).to_dict())
    assert stats["games"]["g"]["modes"]["ranked"]["rows"]["person:anna"]["best"] == 3


def test_solo_progress_is_recorded_per_mission():
    stats, _ = load_stats()
    record_outcome(stats, "whispering", [{"kind": "human"}], Outcome.solo(5, False).to_dict(), mission="2")
    record_outcome(stats, "whispering", [{"kind": "human"}], Outcome.solo(8, True).to_dict(), mission="2")
    assert stats["solo"]["whispering.2"] == {"tries": 2, "passed": True, "best": 8}


def test_the_statistics_screen_draws_a_chart_and_lists_only_playable_games(headless_app, monkeypatch):
    from woods_desktop.games import GAMES, playable

    game = playable()[0].id
    stats, _ = load_stats()
    seats = [{"name": "Anna", "kind": "human"}, {"name": "C", "kind": "easy"}]
    for i in range(6):
        record_outcome(
            stats, game, seats, Outcome.ranked([i, 10 - i], [1 if i > 5 else 2, 1], unit_key="result.points").to_dict()
        )
    save_stats(stats)
    app = headless_app()
    scene = app.push("statistics")
    assert scene.game == game
    assert set(scene.games) == {p.id for p in playable()}
    assert all(p.id not in scene.games for p in GAMES if not p.playable)
    texts = rendered_texts(app)
    assert "6 games played" in texts and "Scores in the last 6 games" in texts and "10 points" in texts
    plain = app.screen.copy()
    from woods_desktop.scenes.statistics import chart_series

    assert chart_series(stats["games"][game]["last"])["person:anna"] == [0, 1, 2, 3, 4, 5]
    assert plain.get_at(scene.chooser.rect.center)  # drawn without error at this size


def test_a_finished_session_feeds_the_statistics_screen(headless_app, monkeypatch):
    d = shell_game.install(monkeypatch)
    s = GameSession.start(d, make_config(d, 2), 3, [Seat("Anna", "human", 0), Seat("Boris", "human", 1)])
    play(s, 20)
    entry = load_stats()[0]["games"][GAME_ID]
    assert entry["played"] == 1 and entry["last"][-1]["kind"] == "ranked"


def test_the_last_games_list_comes_from_the_kept_replays(headless_app, monkeypatch):
    from woods_desktop.saves.history import finished_games

    d = shell_game.install(monkeypatch)
    s = GameSession.start(d, make_config(d, 2), 3, [Seat("Anna", "human", 0), Seat("Boris", "human", 1)])
    play(s, 20)
    app = headless_app()
    scene = app.push("statistics")
    scene.game, scene.recent = GAME_ID, finished_games(GAME_ID, 3)
    [line] = scene.recent_lines()
    assert "Anna" in line and "Boris" in line and "10 points" in line
    assert "Last games" in rendered_texts(app)


def test_the_breakdown_heads_each_column_with_the_seats_shape_and_name(headless_app, monkeypatch):
    """Seen at the end of a real game: the columns of figures were headed by a coloured shape alone."""
    breakdown = {"rows": [[3, 2], [20, 15]], "row_key": "whispering.result.row", "total_key": "whispering.result.total"}
    s = _finished(monkeypatch, Outcome.ranked([20, 15], [1, 2], details={"breakdown": breakdown}))
    app = headless_app()
    app.push("result", session=s)
    texts = rendered_texts(app)
    assert texts.count("Anna") >= 2 and texts.count("Boris") >= 2  # the ranking and the column's head


def test_the_result_page_is_painted_once_per_window_size(headless_app, monkeypatch):
    """The page does not change while it is read: it is painted once and blitted after (a full repaint cost
    up to 17 ms a frame at 2560x1440); a new window size paints it again, and the buttons stay live."""
    from woods_desktop.app.demo import demo_session
    from woods_desktop.scenes import result as result_module

    painted: list[int] = []
    real = result_module.draw_title
    monkeypatch.setattr(result_module, "draw_title", lambda *a, **k: (painted.append(1), real(*a, **k))[1])
    app = headless_app()
    app.push("result", session=demo_session("woodlanders", 1, finish=True))
    for _ in range(3):
        app.render()
    assert len(painted) == 1
    app.resize_to((1600, 900))
    app.render()
    app.render()
    assert len(painted) == 2
    assert app.t("result.again") in rendered_texts(app)  # the buttons are drawn every frame over the page


def test_a_long_last_game_line_stays_in_its_column_and_the_axis_is_rounded(headless_app, monkeypatch):
    """After a Woodlanders game with three computers: "Last games" ran under the chart, and the chart's axis said
    4.66667 (three computers of a level: their average)."""
    from woods_desktop.saves.history import finished_games
    from woods_desktop.ui.chrome import design_rect

    d = shell_game.install(monkeypatch)
    long = ("Александра Владимировна Иванова-Кузнецова", "Константин Константинович Петров-Водкин")
    s = GameSession.start(d, make_config(d, 2), 3, [Seat(long[0], "human", 0), Seat(long[1], "human", 1)])
    play(s, 20)
    app = headless_app()
    scene = app.push("statistics")
    scene.game, scene.recent = GAME_ID, finished_games(GAME_ID, 3)
    drawn: list[tuple[str, int]] = []
    render = app.fonts.render

    def noted(text, *args, **kwargs):
        surface = render(text, *args, **kwargs)
        drawn.append((text, surface.get_width()))
        return surface

    monkeypatch.setattr(app.fonts, "render", noted)
    app.render()
    room = design_rect(app, 64, 0, 580, 1).w
    lines = [(t, w) for t, w in drawn if long[0].split()[0] in t and " · " in t]
    line, width = lines[-1]  # the line as drawn (measured at its size first, then cut to the column)
    assert width <= room, (line, width, room)
    from woods_desktop.scenes.statistics_chart import axis_label

    assert axis_label(14 / 3) == "4.7" and axis_label(10.0) == "10"
