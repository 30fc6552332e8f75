"""Whispering Woods and The Wolf is Coming across computers, as two windows show them (SDL dummy, 127.0.0.1 only,
every wait bounded, no timed assertion: a deadline only stops a loop that would never end).

A person at each window plays a whole game, the joined one acting as much as the host's (and answering the
Wolf's cards), then both press Play again: the same seats, code and port on both screens, whoever presses
first; a joined person who went to the menu instead is offered the same seat on the join page, and the next
game's lobby names whom it waits for. A seat given to a computer while its computer is gone stays with that
computer through the host's Save and quit and Continue (whose menu says the game goes on, not "Paused"), and
goes back to its person when the computer rejoins; while the game waits for a gone computer (nobody plays its
seat), the prompt says so instead of "Dima is taking tiles…".
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from table.drive import click_item
from window_events import click, frame

from net.inprocess import make_game
from net.procs import Proc
from net.test_presence_window import LIMIT_S, _frames_until, _gone_card, _hosted, _joined_bot
from net.test_window import _join_by_page, run_until
from woods_desktop.games import make_bot
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.table_session import NetSession
from woods_desktop.table.flow import TABLE_TURN


def _host_table(app: Any, hosting: Any, game: str) -> Any:
    app.push("menu")
    run_until(app, lambda: hosting.game.state is not None)
    app.push(game, session=NetSession.hosted(hosting, {0: 0}))
    frame(app)
    return app.scene


def _play_on(app: Any, table: Any, done: Any) -> int:
    """The host's person plays its turns (the first legal action) and answers the table's cards until
    `done(mine)`, `mine` the actions this screen took; the other seats' turns are the host's to play (a computer)
    or to wait for. Returns `mine`."""
    mine = 0
    end = time.monotonic() + LIMIT_S
    while not done(mine):
        assert time.monotonic() < end, f"not done; to move: {table.session.to_move}, says: {table.prompt_text(None)}"
        frame(app, 0.016)
        if table.turn_state.holds:
            table.turn_state.end_hold()
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
        click(app, next(it for it in table.tools.items if it.id == "menu").rect.center)
        pause = app.scene  # the host's menu: the game is not paused for the other computers, and it says so
        assert pause.name == "pause" and pause.heading() == app.t("pause.joined_title") != app.t("pause.title")
        assert pause.note() == app.t("pause.host_note")
        click(app, next(b for b in pause.buttons if b.text == app.t("pause.save_quit")).rect.center)
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
        _play_on(app, table, lambda mine: table.session.to_move == 1 and not table.turn_state.holds)  # Dima's turn
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


def _turns(app: Any, table: Any, bot: Any, answer: bool) -> int:
    """One pass of this window's loop (no events of another window taken): its person plays its seat's turn
    with `bot`'s choice and, when `answer`, answers the table's card by clicking it. Returns actions taken."""
    app.step(0.016)
    if app.scene is not table:
        return 0
    if table.turn_state.holds:
        table.turn_state.end_hold()
        table.refresh()
    elif answer and table.status == TABLE_TURN and table.zone("task").items:
        click_item(app, table, "task", ("answer", True))
        return 1
    elif table.my_turn() and table.legal():
        assert table.act(bot.choose(table.view(), table.legal()))
        return 1
    return 0


@pytest.mark.parametrize("game", ["whispering", "wolf"])
def test_a_person_at_each_window_plays_to_the_end_and_both_play_again_with_the_same_seats(headless_app, game):
    made = make_game(game, ["human", "remote"])
    made.names[0] = "Anna"
    hosting = Hosting(made)
    port = hosting.start()
    nxt = None
    try:
        host_app, joined_app = headless_app(), headless_app()
        host_app.push("menu")
        host_app.push("net_lobby", hosting=hosting, here={0: 0})
        _join_by_page(joined_app, port, "4821", "Dima")
        for app in (joined_app, host_app):
            run_until(app, lambda app=app: app.scene.name == game)
        host, joined = host_app.scene, joined_app.scene
        assert (host.viewer, joined.viewer) == (0, 1)
        assert joined.name_of(0) == "Anna" and host.name_of(1) == host_app.t("net.another_computer", name="Dima")
        bots = [make_bot(game, "easy", seat, 3) for seat in (0, 1)]
        acted = [0, 0]
        end = time.monotonic() + 240
        while host_app.scene is host or joined_app.scene is joined:
            assert time.monotonic() < end, f"the game did not finish: {made.log[-3:]}"
            acted[0] += _turns(host_app, host, bots[0], answer=False)
            acted[1] += _turns(joined_app, joined, bots[1], answer=True)  # the joined window answers the cards
            time.sleep(0.002)
        assert made.over and min(acted) >= 5, acted  # both windows took part, the joined one as much as the host
        for app in (host_app, joined_app):
            run_until(app, lambda app=app: app.scene.name == "result")
            app.render()
        if game == "whispering":  # the joined person first: its page waits for the host's next game
            click(joined_app, joined_app.scene.again.rect.center)
            page = joined_app.scene
            assert page.name == "net_join"  # the scene's name, not the person's (the join page kept it there)
            run_until(joined_app, lambda: page.message == joined_app.t("net.join.next"))
        click(host_app, host_app.scene.again.rect.center)
        lobby = host_app.scene
        assert lobby.name == "net_lobby" and lobby.hosting is not hosting
        nxt = lobby.hosting
        if game == "wolf":  # the host first: its lobby says whom it waits for, and where they press
            host_app.render()
            assert lobby.seat_name(1) == host_app.t("net.another_computer", name="Dima")
            assert lobby.seat_state(1) == host_app.t("net.lobby.waiting_again", name="Dima")
            # Dima went to the menu instead: the join page offers the same seat in the host's next game
            click(joined_app, joined_app.scene.menu.rect.center)
            joined_app.push("net_join", browse=False)
            page = joined_app.scene
            frame(joined_app)
            title = joined_app.t("wolf.title")
            assert page.rejoin_button.text == joined_app.t("net.join.play_again", game=title, name="Dima")
            click(joined_app, page.rejoin_button.rect.center)
        for app in (joined_app, host_app):
            run_until(app, lambda app=app: app.scene.name == game)
        host, joined = host_app.scene, joined_app.scene
        assert (host.viewer, joined.viewer) == (0, 1) and (nxt.port, nxt.game.code) == (port, "4821")
        assert nxt.game.names == ["Anna", "Dima"] and nxt.game.game_id != made.game_id
        assert joined.session.moment(None).version[1] == nxt.game.game_id  # (version, game id, ...) of the host
        for app in (host_app, joined_app):
            app.reset_to("menu")
    finally:
        hosting.close()
        if nxt is not None:
            nxt.close()


def test_the_next_games_lobby_gives_a_kept_seat_to_its_person_joining_from_a_computer_without_its_token(
    headless_app, tmp_path
):
    made = make_game("wolf", ["human", "remote"])
    hosting = Hosting(made)
    port = hosting.start()
    args = ["join", f"127.0.0.1:{port}", "--code", "4821", "--bot", "easy", "--json", "--name", "Dima"]
    first = Proc([*args, "--token-file", str(tmp_path / "token.json"), "--timeout", "60"], tmp_path / "first.out")
    second = nxt = None
    try:
        assert first.event("joined")["seat"] == 1
        run_until(headless_app(), lambda: made.state is not None)
    finally:
        first.kill()
        hosting.close()
    following = made.next_game(8, make_bot=lambda level, seat: make_bot("wolf", level, seat, seat))
    nxt = Hosting(following, port=port)
    try:
        assert nxt.start() == port
        app = headless_app()
        app.push("menu")
        app.push("net_lobby", hosting=nxt, here={0: 0})
        # Dima comes back from another computer (no seat token there): the seat kept for Dima is Dima's
        second = Proc([*args, "--timeout", "60"], tmp_path / "second.out")
        assert second.event("joined")["seat"] == 1
        run_until(app, lambda: app.scene.name == "wolf")
        assert following.names[1] == "Dima" and following.state is not None
        app.reset_to("menu")
    finally:
        if second is not None:
            second.kill()
        nxt.close()
