"""Nothing is lost silently: one unfinished game per game, Continue and Resume say what they resume,
a new game asks before it replaces one, finished games keep their replay, saves pin their rules."""

from __future__ import annotations

import json
import time

import pygame
import pytest
import shell_game
from shell_game import GAME_ID, play

from woods_desktop.app import theme
from woods_desktop.app.launch import resume_last, resume_slot
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.replay import make_record, rules_changed
from woods_desktop.saves.games import (
    data_dir,
    latest_save,
    list_saves,
    load_record,
    save_for,
    save_game,
    slot_id,
    slot_path,
)
from woods_desktop.saves.history import archive, finished_games, finished_paths
from woods_desktop.saves.stats import load_stats


def _session(d, names=("Anna", "Boris"), autosave=True):
    return GameSession.start(
        d,
        make_config(d, 2, names=list(names)),
        5,
        [Seat(n, "human", i) for i, n in enumerate(names)],
        autosave=autosave,
    )


def _key(app, key, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def test_slots_are_one_per_game_and_one_per_solo_mission():
    assert slot_id("woodlanders", {"options": {}}) == "woodlanders"
    assert slot_id("whispering", {"options": {"mission": 3}}) == "whispering.3"
    assert slot_id("whispering", {"options": {"mission": "../x"}}) == "whispering.___x"


def test_every_action_is_saved_with_its_rules_round_and_time(monkeypatch):
    d = shell_game.install(monkeypatch)
    s = _session(d)
    play(s, 3)
    record = json.loads(slot_path(GAME_ID).read_text(encoding="utf-8"))
    assert len(record["actions"]) == 3
    assert record["rules_hash"] == "pebbles-1" and record["app_version"]
    assert record["meta"]["round"] == 2 and [x["name"] for x in record["meta"]["seats"]] == ["Anna", "Boris"]
    assert abs(record["meta"]["saved_at"] - time.time()) < 60
    info = latest_save()
    assert info.game == GAME_ID and info.names == ("Anna", "Boris") and info.round == 2


def test_saves_are_listed_newest_first_and_the_old_single_save_is_adopted(monkeypatch):
    d = shell_game.install(monkeypatch)
    save_game(d, make_config(d, 2), 1, [], {"saved_at": 100.0})
    legacy = make_record(
        d, {**make_config(d, 2), "variant": "solo", "options": {"mission": 2}}, 1, [], {"saved_at": 200.0}
    )
    (data_dir() / "current_game.json").write_text(json.dumps(legacy), encoding="utf-8")
    saves, broken = list_saves()
    assert broken == [] and [s.slot for s in saves] == [f"{GAME_ID}.2", GAME_ID]
    assert not (data_dir() / "current_game.json").exists()


def test_continue_resumes_the_latest_game_at_its_last_action(headless_app, monkeypatch):
    d = shell_game.install(monkeypatch)
    s = _session(d)
    play(s, 4)
    app = headless_app()
    assert resume_last(app)
    assert app.scene.name == GAME_ID and app.scene.session.state.to_dict() == s.state.to_dict()


def test_the_menu_names_what_continue_resumes(headless_app, monkeypatch):
    d = shell_game.install(monkeypatch)
    play(_session(d), 2)
    app = headless_app()
    menu = app.push("menu")
    assert menu.latest is not None and menu.latest.game == GAME_ID
    from woods_desktop.scenes.saved_games import describe_save

    text = describe_save(app, menu.latest)
    assert "Anna, Boris" in text and "round 2" in text and time.strftime("%H:") in text
    app.render()


def test_a_game_tile_with_an_unfinished_game_reads_resume(headless_app):
    from woods_desktop.games import playable

    game = playable()[0].id
    slot_path(game).parent.mkdir(parents=True, exist_ok=True)
    slot_path(game).write_text(
        json.dumps(
            {
                "format_version": 1,
                "game": game,
                "config": {},
                "seed": 1,
                "actions": [],
                "meta": {"saved_at": time.time()},
            }
        ),
        encoding="utf-8",
    )
    app = headless_app()
    menu = app.push("menu")
    tile = next(t for t in menu.tiles if t.game_id == game)
    assert tile.save is not None and tile.new_game is not None
    assert all(t.save is None for t in menu.tiles if t.game_id != game)
    app.render()


def test_a_new_game_asks_before_replacing_an_unfinished_one_and_no_is_the_default(headless_app, monkeypatch):
    import woods_desktop.scenes.setup as setup

    d = shell_game.install(monkeypatch)
    monkeypatch.setattr(setup, "game_definition", lambda game_id: d)
    old = _session(d)
    play(old, 3)
    app = headless_app()
    app.push("menu")
    scene = app.push("setup", game=GAME_ID)
    scene.seats[1]["kind"] = "human"  # the test game has no computer players
    scene._start()
    assert app.scene.name == "confirm"
    assert "Replace the unfinished" in app.scene.text and time.strftime("%H:") in app.scene.text
    _key(app, pygame.K_RETURN)  # the default answer keeps the old game
    assert app.scene is scene and len(json.loads(slot_path(GAME_ID).read_text())["actions"]) == 3
    scene._start()
    app.scene._yes()
    assert app.scene.name == GAME_ID and json.loads(slot_path(GAME_ID).read_text())["actions"] == []


def test_the_saved_games_screen_resumes_and_deletes_after_asking(headless_app, monkeypatch):
    d = shell_game.install(monkeypatch)
    play(_session(d), 1)
    app = headless_app()
    app.push("menu")
    screen = app.push("saved_games")
    assert [info.slot for info, _, _ in screen.rows] == [GAME_ID]
    app.render()
    _, resume, delete = screen.rows[0]
    delete.activate()
    assert app.scene.name == "confirm" and slot_path(GAME_ID).exists()
    app.scene._yes()
    assert not slot_path(GAME_ID).exists() and screen.rows == []
    play(_session(d), 1)
    screen.layout()
    screen.rows[0][1].activate()
    assert app.scene.name == GAME_ID


def test_a_finished_game_keeps_its_replay_and_counts_in_the_statistics(monkeypatch):
    d = shell_game.install(monkeypatch)
    s = _session(d)
    play(s, 20)
    assert s.state.is_over() and not slot_path(GAME_ID).exists()
    [record] = finished_games(GAME_ID)
    assert record["outcome"]["kind"] == "ranked" and len(record["actions"]) == len(s.actions)
    again, _ = load_record(finished_paths(GAME_ID)[0], {GAME_ID: d})[1:]
    assert again.to_dict() == s.state.to_dict()
    stats, _ = load_stats()
    entry = stats["games"][GAME_ID]
    rows = entry["modes"]["ranked"]["rows"]
    assert entry["played"] == 1 and rows["person:anna"]["games"] == rows["person:boris"]["games"] == 1
    assert rows["person:anna"]["wins"] + rows["person:boris"]["wins"] == 1
    assert max(rows["person:anna"]["best"], rows["person:boris"]["best"]) == 10
    assert entry["last"][-1]["names"] == ["Anna", "Boris"]
    s.save()  # saving again (a redraw, a resume) does not count the game twice
    assert load_stats()[0]["games"][GAME_ID]["played"] == 1


def test_the_history_is_bounded_per_game(monkeypatch):
    d = shell_game.install(monkeypatch)
    for seed in range(5):
        archive(make_record(d, make_config(d, 2), seed, []), {"kind": "ranked"}, keep=3)
    assert len(finished_paths(GAME_ID)) == 3


def test_a_save_under_other_rules_still_resumes_with_a_notice(headless_app, monkeypatch):
    d = shell_game.install(monkeypatch, rules_hash="pebbles-1")
    play(_session(d), 3)
    newer = shell_game.install(monkeypatch, rules_hash="pebbles-2")
    assert rules_changed(json.loads(slot_path(GAME_ID).read_text()), newer)
    app = headless_app()
    assert resume_slot(app, GAME_ID)
    assert app.scene.name == GAME_ID and app.toasts[-1].kind == "info"
    assert "rules data changed" in app.toasts[-1].text


def test_a_save_that_no_longer_replays_is_named_and_moved_aside(headless_app, monkeypatch):
    d = shell_game.install(monkeypatch)
    record = make_record(d, make_config(d, 2), 1, [shell_game.Add(1, 2)])  # seat 1 cannot move first
    record["rules_hash"] = "older"
    slot_path(GAME_ID).parent.mkdir(parents=True, exist_ok=True)
    slot_path(GAME_ID).write_text(json.dumps(record), encoding="utf-8")
    app = headless_app()
    app.push("menu")
    assert not resume_slot(app, GAME_ID)
    assert app.scene.name == "notice"  # explained until dismissed (tests/test_broken_save_notice.py)
    assert f"{GAME_ID}.json.broken-" in "".join(app.scene.path_lines)
    assert not slot_path(GAME_ID).exists()
    assert any(p.name.startswith(f"{GAME_ID}.json.broken-") for p in slot_path(GAME_ID).parent.iterdir())
    assert save_for(GAME_ID) is None


def test_undo_replays_through_the_same_record_function(monkeypatch):
    d = shell_game.install(monkeypatch)
    s = _session(d)
    play(s, 2)
    d2 = shell_game.definition()
    object.__setattr__(d2, "extras", {"undoable": lambda state, action: True})
    s.definition = d2
    before = s.state.to_dict()
    play(s, 1)
    assert s.undo() and s.state.to_dict() == before


@pytest.mark.parametrize("n", [1])
def test_restart_keeps_the_slot(monkeypatch, n):
    d = shell_game.install(monkeypatch)
    s = _session(d)
    play(s, 3)
    s.restart()
    assert json.loads(slot_path(GAME_ID).read_text())["actions"] == []


def test_the_continue_line_stays_inside_the_window_in_russian_at_150(headless_app, monkeypatch):
    """At Russian 150 % the line saying what Continue resumes ran past the window's right edge: it is
    shortened (the players' names first) and keeps the game's name and the time whole."""
    d = shell_game.install(monkeypatch)
    names = ("Александра Владимировна Иванова-Кузнецова", "Константин Константинович Петров-Водкин")
    play(_session(d, names), 2)
    app = headless_app((1280, 720), "ru", 1.5)
    menu = app.push("menu")
    app.render()
    from woods_desktop.scenes.saved_games import continue_line
    from woods_desktop.ui.chrome import design_rect

    box = design_rect(app, 40, 548, 1200, 36)  # where the menu draws it
    full = app.fonts.font(app.px(theme.TYPE_SMALL)).size(menu.continue_line)[0]
    assert full > box.w, full  # the whole line would not fit even at the small size
    line, size = continue_line(app, menu.latest, box.w)
    width = app.fonts.font(app.px(size)).size(line)[0]
    assert box.right <= app.screen.get_width() and width <= box.w, (line, width, box)
    assert line.startswith("Продолжить:") and time.strftime("%H:") in line, line
    assert "…" in line or names[0] in line


def test_a_shortened_save_line_cuts_only_the_players_names():
    """The menu's Continue line at Russian 150 % read «Компьютер 2… · подарков в доме: 0…»: "0…" said
    something else than 0 of 10. The players' list loses its last names; every other part stays whole or goes."""
    from woods_desktop.scenes.saved_games import shortened

    parts = [
        "Волк идёт!",
        "Игрок 1, Компьютер 1 (средний), Компьютер 2 (средний)",
        "Волку 15 шагов до дома · подарков в доме: 0 из 10",
        "01:24",
    ]
    whole = [parts[1], "Волку 15 шагов до дома", "подарков в доме: 0 из 10", "01:24"]
    for width in range(20, 140, 3):
        line = shortened(parts, lambda text, most=width: len(text) <= most, 1)
        pieces = line.split(" · ")
        assert pieces[0] == "Волк идёт!"
        for piece in pieces[1:]:
            assert piece in whole or (piece.endswith("…") and parts[1].startswith(piece[:-1])), (width, line)
