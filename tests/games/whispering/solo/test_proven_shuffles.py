"""Issue 38, items 2 and 3: missions are dealt shuffles the bound has won (each with its winning line, checked
by replay; a line that no longer wins is dropped with a log line), the setting "any shuffle" deals any, the
simulator plays the shipped shuffles, and after a lost mission on a proven shuffle "Show how it could be
won" plays the line on the table, the objectives ticking off, driven through the app's own event loop."""

from __future__ import annotations

import copy
import json
import time

import pytest
from window_events import click, frame

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.data.loader import DataError, load_data
from woods_desktop.games import definition
from woods_desktop.games.whispering import proven as P
from woods_desktop.games.whispering.bots.line import LineBot
from woods_desktop.games.whispering.missions import mission_config
from woods_desktop.games.whispering.rules.actions import (
    Complete,
    EndTurn,
    PlaceForest,
    PlaceTask,
    Refresh,
    StartAnimal,
)

from .helpers import quiet_turn


def _levels() -> list[int]:
    return sorted(level for level, rows in P.load_shuffles().items() if rows)


def test_every_shipped_line_wins_its_shuffle_by_replay():
    listed = P.load_shuffles()
    assert _levels(), "no proven shuffle shipped"
    for level in _levels():
        assert P.proven(level) == tuple(listed[level]), level
        seeds = [s.seed for s in listed[level]]
        assert len(seeds) == len(set(seeds))


def test_a_line_is_written_one_token_an_action_and_reads_back():
    actions = [
        StartAnimal(2),
        Refresh(40),
        PlaceForest(12, -1, 0),
        PlaceTask(13, 2, -3, 1),
        PlaceTask(14, 0, 1),
        Complete(-3, 0, ((-3, 1), (-2, 0))),
        EndTurn(),
    ]
    tokens = [P.encode(a) for a in actions]
    assert tokens == ["S2", "R40", "F12@-1,0", "T13@2,-3#1", "T14@0,1", "C-3,0:-3,1:-2,0", "E"]
    assert [P.decode(t) for t in tokens] == actions
    assert P.encode_turns(actions + [PlaceForest(1, 0, 0), EndTurn()]) == [" ".join(tokens), "F1@0,0 E"]
    with pytest.raises(ValueError):
        P.decode("F12-1,0")


@pytest.mark.parametrize(
    ("edit", "key"),
    [
        (lambda d: d.pop("levels"), "levels"),
        (lambda d: d["levels"].update({1: "many"}), "levels.1"),
        (lambda d: d["levels"][1][0].pop("seed"), "levels.1.0.seed"),
        (lambda d: d["levels"][1][0].update(seed=-4), "levels.1.0.seed"),
        (lambda d: d["levels"][1][0].update(line="E"), "levels.1.0.line"),
        (lambda d: d["levels"][1][0]["line"].__setitem__(1, "F1@x E"), "levels.1.0.line.1"),
        (lambda d: d["levels"][1].append(dict(d["levels"][1][0])), "levels.1.{last}.seed"),
    ],
)
def test_a_broken_shuffles_file_names_the_file_and_the_key(edit, key):
    path, data = load_data(P.SHUFFLES_FILE)
    data = copy.deepcopy(data)
    edit(data)
    if "{last}" in key:
        key = key.replace("{last}", str(len(data["levels"][1]) - 1))
    with pytest.raises(DataError) as err:
        P.parse_shuffles(path, data)
    assert err.value.path.endswith("solo_shuffles.yaml") and err.value.key == key


def test_a_line_that_no_longer_wins_is_dropped_with_a_log_line(monkeypatch, capsys):
    good = P.load_shuffles()[1][0]
    short = P.ProvenShuffle(1, good.seed + 100_000, good.turns[:3], 0)  # ends before the mission does
    moved = P.ProvenShuffle(1, good.seed + 100_001, good.turns, 0)  # another deal: its tiles are elsewhere
    monkeypatch.setattr(P, "_parsed", lambda: {1: [short, moved, good]})
    monkeypatch.setattr(P, "_checked", {})
    assert P.proven(1) == (good,)
    said = capsys.readouterr().err
    assert f"level 1, seed {short.seed} dropped" in said and f"level 1, seed {moved.seed} dropped" in said
    for _ in range(5):
        assert P.deal(1) == good  # a dropped line is never dealt
    assert P.deal_seed(mission_config(1, "Ann"), any_shuffle=False) == good.seed
    assert P.deal_seed(mission_config(1, "Ann"), any_shuffle=True) is None
    assert P.proven_for(1, short.seed) is None and P.proven_for(1, good.seed) == good


def test_the_line_player_finds_its_place_again_when_the_game_is_not_where_it_left_it():
    shuffle = P.load_shuffles()[1][0]
    bot = LineBot(shuffle.actions, 1, shuffle.seed)
    state = P.replay(shuffle, turns=3)  # three turns played without it
    while not state.is_over():
        state.apply(bot.choose(state.view(0), state.legal_actions(0)))
    assert state.outcome().won


def test_the_simulator_plays_the_shipped_shuffles(capsys):
    from woods_desktop.cli import main

    level = _levels()[0]
    assert main(["simulate", "whispering-solo", "--level", str(level), "--games", "2", "--proven", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["proven_shuffles"] == len(P.proven(level)) and report["finished"] == 2
    # the solver's game is the one the prover played: the flag each shipped shuffle carries is its result
    assert report["passed"] == sum(1 for s in P.proven(level)[:2] if s.solver)


def _settings_row(app, key: str):
    app.reset_to("menu")
    app.push("settings")
    frame(app, 0.05)
    return dict(app.scene.rows)[key]


def test_a_mission_is_dealt_a_proven_shuffle_unless_the_setting_says_any(headless_app):
    import woods_desktop.games.whispering.campaign as campaign

    app = headless_app()
    row = _settings_row(app, "settings.any_shuffle")
    assert row.labels == [app.t("settings.shuffles.proven"), app.t("settings.shuffles.any")]
    assert app.settings.any_shuffle is False
    proven_seeds = {s.seed for s in P.proven(1)}
    for _ in range(3):
        app.reset_to("menu")
        app.push(campaign.SCENE)
        frame(app, 0.05)
        click(app, app.scene.grid.cards[0].button.rect.center)
        assert app.scene.name == "whispering" and app.scene.session.seed in proven_seeds
        app.scene.session.state.apply(StartAnimal(0))  # begun: the next Play starts anew rather than resumes
        from woods_desktop.saves.games import delete_save

        delete_save(app.scene.session.slot)
    row = _settings_row(app, "settings.any_shuffle")
    click(app, row.arrow(1).center)  # its right arrow: the next value, any shuffle
    assert app.settings.any_shuffle is True
    app.reset_to("menu")
    app.push(campaign.SCENE)
    frame(app, 0.05)
    seeds = set()
    for _ in range(3):
        click(app, app.scene.grid.cards[0].button.rect.center)
        seeds.add(app.scene.session.seed)
        from woods_desktop.saves.games import delete_save

        delete_save(app.scene.session.slot)
        app.reset_to("menu")
        app.push(campaign.SCENE)
        frame(app, 0.05)
    assert seeds - proven_seeds  # a seed of any shuffle (2**31 of them) is not one of the few proven


def _lost_mission(level: int, seed: int) -> GameSession:
    session = GameSession.start(definition("whispering"), mission_config(level, "Ann"), seed, [Seat("Ann", "human")])
    while not session.state.is_over():
        quiet_turn(session.state)
    session.save()
    assert not session.state.outcome().won
    return session


def test_after_a_lost_mission_on_a_proven_shuffle_the_winning_line_is_shown(headless_app, monkeypatch):
    import pygame
    from window_events import key

    from woods_desktop.scenes import result as result_scene

    heads: list[bool] = []  # whether each solo result page was drawn as a shown line's
    draw = result_scene.draw_solo

    def draw_solo(*args, **kwargs):
        heads.append(bool(args[7] if len(args) > 7 else kwargs.get("shown", False)))
        draw(*args, **kwargs)

    monkeypatch.setattr(result_scene, "draw_solo", draw_solo)
    shuffle = P.proven(_levels()[0])[0]
    app = headless_app()
    app.settings.animation_speed = 0.0  # the line plays at the animation speed: at once, here
    app.reset_to("menu")
    app.push("result", session=_lost_mission(shuffle.level, shuffle.seed))
    frame(app, 0.05)
    result = app.scene
    show = result.shown
    assert show.text == app.t("whispering.solo.show_win") and result.focus.widgets[0] is show
    click(app, show.rect.center)
    assert app.scene.name == "whispering"
    shown = app.scene.session
    assert (
        shown.seed == shuffle.seed
        and not shown.autosave
        and shown.seats[0].name == app.t("whispering.solo.shown_seat", name="Ann")
    )
    frame(app, 0.05)
    key(app, pygame.K_ESCAPE)  # the menu of a shown line: nothing to save or restart, only stop watching
    assert app.scene.name == "pause"
    words = [b.text for b in app.scene.buttons]
    assert app.t("pause.stop_watching") in words and app.t("pause.save_quit") not in words
    assert app.t("pause.restart") not in words
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "whispering"
    met: list[int] = []
    deadline = time.monotonic() + 120
    while app.scene.name != "result" and time.monotonic() < deadline:
        frame(app, 0.1)
        met.append(sum(o.met for o in shown.port(0).view().objectives))
        if app.scene.name == "whispering" and app.scene.hold is not None and app.scene.hold.seconds is None:
            click(app, (5, 5))
    assert app.scene.name == "result", "the shown line did not reach its end"
    assert shown.actions == shuffle.actions and shown.state.outcome().won
    assert met == sorted(met) and met[0] == 0 and met[-1] == len(shown.port(0).view().objectives)  # ticked off
    assert getattr(app.scene, "shown", None) is None  # a passed game offers no line to show
    # the page says it is the line's result, not the player's pass ("Mission passed" was taken for one's own)
    assert app.scene.game.shown and heads and heads[-1]
    from woods_desktop.saves.campaign import campaign_progress

    assert campaign_progress("Ann")[shuffle.level - 1].tries == 1  # the shown game is no try of the mission
    result = app.scene
    click(app, result.table.rect.center)  # "Look at the table": the line's final forest and its log
    frame(app, 0.05)
    assert app.scene.name == "whispering" and app.scene.session is shown
    for _ in range(8):  # the final table stays until a click, however long (it gave way after 3 s)
        frame(app, 1.0)
    assert app.scene.name == "whispering"
    click(app, (5, 5))
    frame(app, 0.05)
    assert app.scene.name == "result"
    click(app, app.scene.same.rect.center)  # the same shuffle again: the player's own game
    again = app.scene.session
    assert again.seed == shuffle.seed and again.seats[0].kind == "human" and again.seats[0].name == "Ann"


def test_a_lost_mission_on_a_shuffle_that_is_not_proven_offers_no_line(headless_app):
    level = _levels()[0]
    listed = {s.seed for s in P.load_shuffles()[level]}
    seed = next(s for s in range(10_000, 20_000) if s not in listed)
    app = headless_app()
    app.reset_to("menu")
    app.push("result", session=_lost_mission(level, seed))
    frame(app, 0.05)
    assert getattr(app.scene, "shown", None) is None
    assert app.t("whispering.solo.show_win") not in [b.text for b in app.scene.focus.widgets]
