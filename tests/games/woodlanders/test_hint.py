"""The kit's hint on the Woodlanders table (issue 20, "A hint in every game"): H at the person's turn, the hard
computer thinks in the worker, the hinted cards are marked and the reason stands in the prompt; playing
them drops it. Driven only through public targets."""

from __future__ import annotations

import pygame
from table.drive import click_item, wait_while_a_computer_thinks
from table.drive import key as _key

from woods_desktop.games.woodlanders import bench_table
from woods_desktop.table.art import HINTED, SELECTED
from woods_desktop.table.runner import ComputerRunner


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def _hinted(scene) -> list:
    return [it.id for it in scene.zone("hand").items if HINTED in it.marks]


def _think(app, scene) -> None:
    for _ in range(200):
        wait_while_a_computer_thinks(scene)
        _settle(app, 1)
        if _hinted(scene):
            return
    raise AssertionError("the hint never came")


def _person_following(app):
    for seed in range(1, 40):
        session = bench_table.session(
            ["human", "easy", "easy", "easy"], seed, until=lambda s: bench_table.person_to_play(s, 1)
        )
        if bench_table.person_to_play(session, 1):
            app.settings.animation_speed = 0.0
            app.reset_to("menu")
            app.push("woodlanders", session=session)
            _settle(app, 2)
            return app.scene, session
    raise AssertionError("no position with the person to follow")


def test_h_marks_the_hard_computers_cards_says_why_and_playing_them_drops_it(headless_app):
    app = headless_app()
    scene, session = _person_following(app)
    assert scene.my_turn()
    before = scene.prompt_text(scene.view())
    n = len(session.actions)
    in_window = ComputerRunner.in_process_cpu_s
    _key(app, pygame.K_h)
    _settle(app, 1)
    _think(app, scene)
    assert ComputerRunner.in_process_cpu_s == in_window  # thought in the computers' process, not the window's
    legal = session.port(0).legal_actions()
    hinted = _hinted(scene)
    play = next(a for a in legal if sorted(a.cards) == sorted((c[0], c[1]) for c in hinted))
    prompt = scene.prompt_text(scene.view())
    assert prompt != before and prompt.startswith("Hint")
    assert "hint" in [it.id for it in scene.zone("toolbar").items]
    assert len(session.actions) == n  # a hint is never played for the person
    for item in hinted:
        click_item(app, scene, "hand", item)
    assert all(SELECTED in it.marks for it in scene.zone("hand").items if it.id in hinted)
    assert len(session.actions) == n  # picked, not played: the hint stays while the person picks
    assert _hinted(scene)
    _key(app, pygame.K_RETURN)
    _settle(app, 2)
    assert len(session.actions) > n and session.actions[n] == play
    assert not _hinted(scene)
    assert not scene.prompt_text(scene.view()).startswith("Hint")


def test_h_at_a_computers_turn_is_refused_and_shows_nothing(headless_app):
    app = headless_app()
    session = bench_table.session(["easy", "easy", "easy", "easy"], 3, until=lambda s: False)
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    scene = app.scene
    _settle(app, 2)
    _key(app, pygame.K_h)
    _settle(app, 2)
    assert not _hinted(scene)


class _Failing:
    """A hint thinker that raises (a local class: it thinks on a thread, not in the worker)."""

    def choose(self, view, legal):
        raise RuntimeError("no hint")


def test_a_failed_hint_says_so_and_the_table_goes_on(headless_app, monkeypatch):
    from woods_desktop.games.woodlanders import hint_words

    monkeypatch.setattr(hint_words, "hint_bot", lambda seat: _Failing())
    app = headless_app()
    scene, session = _person_following(app)
    app.toasts.clear()
    _key(app, pygame.K_h)
    for _ in range(100):
        wait_while_a_computer_thinks(scene)
        _settle(app, 1)
        if app.toasts:
            break
    assert app.toasts and app.toasts[-1].kind == "error"
    assert app.toasts[-1].text == app.t("table.hint_failed")
    assert not _hinted(scene) and scene.my_turn()
    legal = session.port(0).legal_actions()
    n = len(session.actions)
    single = next(a for a in legal if len(a.cards) == 1)
    click_item(app, scene, "hand", (single.cards[0][0], single.cards[0][1], 0))
    _key(app, pygame.K_RETURN)
    _settle(app, 2)
    assert len(session.actions) > n  # the table went on
