"""Whispering Woods and The Wolf is Coming across computers, as two windows show them (SDL dummy, 127.0.0.1 only,
every wait bounded, no timed assertion: a deadline only stops a loop that would never end).

A seat given to a computer while its computer is gone stays with that computer through the host's Save and quit
and Continue, and goes back to its person when the computer rejoins; while the game waits for a gone computer
(nobody plays its seat), the prompt says so instead of "Dima is taking tiles…".
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from table.drive import click_item
from window_events import click, frame

from net.test_presence_window import LIMIT_S, _frames_until, _gone_card, _hosted, _joined_bot
from net.test_window import run_until
from woods_desktop.net.table_session import NetSession
from woods_desktop.table.flow import TABLE_TURN


def _host_table(app: Any, hosting: Any, game: str) -> Any:
    app.push("menu")
    run_until(app, lambda: hosting.game.state is not None)
    app.push(game, session=NetSession.hosted(hosting, {0: 0}))
    frame(app)
    return app.scene


def _menu_entry(app: Any, table: Any, text: str) -> None:
    """The toolbar's Menu, then the in-game menu's entry `text`, each clicked."""
    click(app, next(it for it in table.tools.items if it.id == "menu").rect.center)
    click(app, next(b for b in app.scene.buttons if b.text == text).rect.center)


def _play_on(app: Any, table: Any, done: Any) -> int:
    """The host's person plays its turns (the first legal action) and answers the table's cards until
    `done(mine)`, `mine` the actions this screen took; the other seats' turns are the host's to play (a computer)
    or to wait for. Returns `mine`."""
    mine = 0
    end = time.monotonic() + LIMIT_S
    while not done(mine):
        assert time.monotonic() < end, f"not done; to move: {table.session.to_move}, says: {table.prompt_text(None)}"
        frame(app, 0.016)
        if table.flow.holds:
            table.flow.skip_hold()
        elif table.status == TABLE_TURN and table.zone("task").items:
            click_item(app, table, "task", ("answer", True))
            mine += 1
        elif table.my_turn() and table.legal():
            assert table.act(table.legal()[0])
            mine += 1
        time.sleep(0.005)
    return mine


@pytest.mark.parametrize("game", ["whispering", "wolf"])
def test_a_seat_given_to_a_computer_stays_with_it_through_save_and_quit_and_continue(headless_app, tmp_path, game):
    hosting = _hosted(game, ["human", "remote"], save=True)
    joined = again = resumed = None
    try:
        joined = _joined_bot(tmp_path, hosting.port, "Dima")
        joined.event("joined")
        app = headless_app()
        table = _host_table(app, hosting, game)
        joined.kill()  # Dima's computer is gone mid-game
        _frames_until(app, lambda: _gone_card(table, 1) is not None)
        click(app, _gone_card(table, 1).button.rect.center)  # "Give to a computer"
        _frames_until(app, lambda: 1 in hosting.game.stand_ins)
        level = hosting.game.stand_ins[1]
        _menu_entry(app, table, app.t("pause.save_quit"))
        assert app.scene.name == "menu"
        app.reset_to("menu")
        later = headless_app()  # the host's window opened again
        later.push("menu")
        frame(later)
        click(later, next(b for b in later.scene.buttons if b.text == later.t("menu.continue")).rect.center)
        _frames_until(later, lambda: later.scene.name == game)
        table = later.scene
        resumed = table.session.hosting
        assert resumed is not hosting and resumed.game.stand_ins == {1: level}
        _frames_until(later, lambda: _gone_card(table, 1) is not None)
        card = _gone_card(table, 1)
        assert " ".join(card.lines) == later.t("net.presence.stand_in", name="Dima") and card.button is None
        start = len(resumed.game.actions)
        # the stand-in plays seat 1 (every action this screen did not take is its), nobody waits for Dima
        _play_on(later, table, lambda mine: len(resumed.game.actions) - start - mine >= 2 or resumed.game.over)
        again = _joined_bot(tmp_path, resumed.port, "Dima")  # Dima's computer back: the same token, the same seat
        assert again.event("joined")["rejoined"] is True
        _frames_until(later, lambda: _gone_card(table, 1) is None)
        assert resumed.game.stand_ins == {}
        later.reset_to("menu")
    finally:
        for proc in (joined, again):
            if proc is not None:
                proc.kill()
        hosting.close()
        if resumed is not None:
            resumed.close()


@pytest.mark.parametrize("game", ["whispering", "wolf"])
def test_while_the_game_waits_for_a_gone_computer_the_prompt_says_so(headless_app, tmp_path, game):
    hosting = _hosted(game, ["human", "remote"])
    joined = None
    try:
        joined = _joined_bot(tmp_path, hosting.port, "Dima")
        joined.event("joined")
        app = headless_app()
        table = _host_table(app, hosting, game)
        joined.kill()
        _frames_until(app, lambda: _gone_card(table, 1) is not None)
        _play_on(app, table, lambda mine: table.session.to_move == 1 and not table.flow.holds)  # Dima's turn
        frame(app)
        waiting = app.t("net.presence.gone", name="Dima")
        assert table.prompt_text(table.view()) == waiting  # not "Dima (computer left) is taking tiles…"
        click(app, _gone_card(table, 1).button.rect.center)  # given to a computer: it plays, said as before
        _frames_until(app, lambda: table.prompt_text(table.view()) != waiting)
        app.reset_to("menu")
    finally:
        if joined is not None:
            joined.kill()
        hosting.close()
