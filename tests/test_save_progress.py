"""Continue and Saved games say where you are: each person once (the table seat is not a player), and
the game's own progress from the replayed save (the round; the Wolf's steps left and the presents in
his house; the solo turn), in English and Russian."""

from __future__ import annotations

import pytest

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition, plugin
from woods_desktop.saves.games import list_saves
from woods_desktop.scenes.saved_games import describe_save


def _play(game_id, seats, moves, variant=None, options=None, seed=3):
    d = definition(game_id)
    heroes = [s.name for s in seats if s.kind != "table"]
    s = GameSession.start(d, make_config(d, len(heroes), variant, options, heroes), seed, seats)
    choose, rng = plugin(game_id).demo_chooser(), Rng(seed)
    for _ in range(moves):
        if s.state.is_over():
            break
        s.apply(choose(s.state, s.state.legal_actions(s.to_move), rng))
    assert not s.state.is_over()
    return s


def _wolf():
    seats = [
        Seat("Mum", "human", 0, person=0),
        Seat("Mum", "human", 1, person=0),
        Seat("Everyone at the table", "table", 4),
    ]
    return _play("wolf", seats, 12)


@pytest.mark.parametrize(
    "lang, wolf, home",
    [
        ("en", "the Wolf: {n} steps to go", "{h} of 10 presents in his house"),
        ("ru", "Волку {n} шаг", "подарков в доме: {h} из 10"),
    ],
)
def test_continue_names_each_person_once_and_the_wolfs_progress(headless_app, lang, wolf, home):
    session = _wolf()
    view = session.state.view(None)
    assert 0 < view.wolf_steps_left < view.wolf_path and view.house_presents >= 0
    app = headless_app(lang=lang)
    app.push("menu")
    line = describe_save(app, list_saves()[0][0])
    assert getattr(app.scene, "continue_line", "").endswith(line)
    assert line.count("Mum") == 1 and "Everyone at the table" not in line
    assert wolf.format(n=view.wolf_steps_left) in line and home.format(h=view.house_presents) in line
    saved = app.push("saved_games")
    assert saved.details["wolf"].startswith("Mum · ")
    assert wolf.format(n=view.wolf_steps_left) in saved.details["wolf"]


def test_the_round_of_the_rounds_and_the_solo_turn(headless_app):
    from woods_desktop.scenes.saved_games import save_details

    woodlanders = _play(
        "woodlanders", [Seat(n, "human", i) for i, n in enumerate(["Anna", "Boris", "Vera", "Gleb"])], 6
    )
    solo = _play("whispering", [Seat("Anna", "human", 0)], 4, "solo", {"mission": 2})
    w_view, s_view = woodlanders.state.view(None), solo.state.view(None)
    app = headless_app()
    by_slot = {i.slot: i for i in list_saves()[0]}
    assert save_details(app, by_slot["woodlanders"])[:2] == [
        "Anna, Boris, Vera, Gleb",
        f"round {w_view.round} of {w_view.rounds}",
    ]
    left = s_view.turns_left
    assert save_details(app, by_slot["whispering.2"])[:2] == [
        "Anna",
        f"level 2 · turn {s_view.turn} · {left} turn{'s' if left != 1 else ''} left",
    ]
    ru = headless_app(lang="ru")
    assert f"раунд {w_view.round} из {w_view.rounds}" in describe_save(ru, by_slot["woodlanders"])
    assert f"уровень 2 · ход {s_view.turn} · " in describe_save(ru, by_slot["whispering.2"])


def test_the_progress_follows_the_save_as_it_is_played_on(headless_app):
    session = _wolf()
    app = headless_app()
    before = describe_save(app, list_saves()[0][0])
    choose, rng = plugin("wolf").demo_chooser(), Rng(9)
    steps = session.state.view(None).wolf_steps_left
    while session.state.view(None).wolf_steps_left == steps and not session.state.is_over():
        session.apply(choose(session.state, session.state.legal_actions(session.to_move), rng))
    if not session.state.is_over():
        after = describe_save(app, list_saves()[0][0])
        assert after != before and f"{session.state.view(None).wolf_steps_left} step" in after


def test_the_menu_names_the_progress_the_save_wrote_without_replaying_it(headless_app, monkeypatch):
    """A replay of the save before the menu's first frame cost a tenth of a second at every launch (issue
    34 item 17): the save carries its progress, and the menu reads it; a save from before it did is still
    replayed, and a progress a hand-edited save names that the strings cannot say is left out."""
    import json

    import woods_desktop.core.replay as replay_module

    session = _wolf()
    [info] = list_saves()[0]
    assert info.meta["progress"][0] == plugin("wolf").progress(session.state.view(None))[0]

    def no_replay(*args, **kwargs):
        raise AssertionError("the menu replayed a save that says its progress")

    monkeypatch.setattr(replay_module, "replay", no_replay)
    app = headless_app(lang="en")
    expected = f"the Wolf: {session.state.view(None).wolf_steps_left} steps to go"
    assert expected in describe_save(app, info)

    record = json.loads(info.path.read_text(encoding="utf-8"))
    record["meta"]["progress"] = ["no.such.key", {"n": 1}]
    info.path.write_text(json.dumps(record), encoding="utf-8")
    [tampered] = list_saves()[0]
    line = describe_save(app, tampered)
    assert "no.such.key" not in line and line.startswith("The Wolf")
