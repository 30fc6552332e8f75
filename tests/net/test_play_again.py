"""Play again after a network game: the host serves the next game with the same seats, code and port, and each
joined computer's "Play again" takes its own seat back (its seat token) as soon as the host is ready.
127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import time
from typing import Any

from table.drive import click_item

from net.inprocess import make_game
from net.procs import Proc
from net.test_window import _join_by_page, press, run_until
from woods_desktop.games import make_bot
from woods_desktop.net.hosting import Hosting
from woods_desktop.table.flow import TABLE_TURN

LIMIT_S = 120.0


def _play_to_the_end(app: Any, table: Any, seat: int) -> None:
    """The person at this window plays `seat` (an easy computer's choices) and answers the table's cards."""
    bot = make_bot("wolf", "easy", seat, 3)
    end = time.monotonic() + LIMIT_S
    while app.scene is table:
        assert time.monotonic() < end, "the game did not finish"
        app.step(0.016)
        if app.scene is not table:
            break
        if table.turn_state.holds:
            table.turn_state.end_hold()
            table.refresh()
        elif table.status == TABLE_TURN and table.zone("task").items:
            click_item(app, table, "task", ("answer", True))
        elif table.my_turn() and table.legal():
            table.act(bot.choose(table.view(), table.legal()))
        time.sleep(0.002)
    run_until(app, lambda: app.scene.name == "result")


def _played_and_pressed_again(headless_app: Any) -> tuple[Any, Any, Any, int]:
    """A joined window (Vera) plays a Wolf game to its end and presses Play again; the host then stops
    serving it (as when its window goes on to the next game, or to its menu). (app, the join page, the
    finished game, its port)."""
    game = make_game("wolf", ["remote", "easy"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        _join_by_page(app, port, "4821", "Vera")
        run_until(app, lambda: app.scene.name == "wolf")
        _play_to_the_end(app, app.scene, 0)
        press(app, app.scene.again)
        page = app.scene
        assert type(page).__name__ == "NetJoinScene" and page.again is not None
        run_until(app, lambda: page.message == app.t("net.join.next"), 10)  # the host still shows the last game
    finally:
        hosting.close()
    return app, page, game, port


def test_a_joined_window_plays_again_and_takes_its_seat_in_the_hosts_next_game(headless_app):
    app, page, game, port = _played_and_pressed_again(headless_app)
    following = game.next_game(8, make_bot=lambda level, seat: make_bot("wolf", level, seat, seat))
    assert following.tokens == game.tokens and following.code == game.code and not following.ready()
    nxt = Hosting(following, port=port)
    assert nxt.start() == port
    try:
        run_until(app, lambda: app.scene.name == "wolf", 15)
        table = app.scene
        assert table.viewer == 0 and following.game_id != game.game_id and following.names[0] == "Vera"
        assert following.state is not None and len(following.actions) < 5
        app.reset_to("menu")
    finally:
        nxt.close()


def test_the_host_window_plays_again_with_the_same_code_port_and_seats(headless_app, tmp_path):
    game = make_game("wolf", ["human", "remote"])
    game.names[0] = "Anna"
    hosting = Hosting(game)
    port = hosting.start()
    tokens = tmp_path / "token.json"
    args = ["join", f"127.0.0.1:{port}", "--code", "4821", "--bot", "easy", "--json", "--timeout", "90"]
    first = Proc([*args, "--token-file", str(tokens)], tmp_path / "first.out")
    second = None
    try:
        first.event("joined")
        app = headless_app()
        app.push("menu")
        app.push("net_lobby", hosting=hosting, here={0: 0})
        run_until(app, lambda: app.scene.name == "wolf")
        _play_to_the_end(app, app.scene, 0)
        press(app, app.scene.again)
        lobby = app.scene
        assert lobby.name == "net_lobby" and lobby.hosting is not hosting
        assert not hosting._thread.is_alive(), "the finished game's server still listens"
        again = lobby.hosting
        assert (again.port, again.game.code) == (port, "4821")
        app.render()
        assert lobby.waiting == [1] and lobby.seat_state(0) == app.t("net.lobby.here")
        second = Proc([*args, "--token-file", str(tokens)], tmp_path / "second.out")
        assert second.event("joined")["rejoined"] is True  # the same seat token took the same seat
        run_until(app, lambda: app.scene.name == "wolf")
        assert app.scene.viewer == 0 and again.game.names[0] == "Anna"
        app.reset_to("menu")
    finally:
        first.kill()
        if second is not None:
            second.kill()
        hosting.close()


def test_a_joined_window_playing_again_says_when_the_host_left_its_game(headless_app, monkeypatch):
    """The host went to its menu after the joined person pressed Play again: the page stops saying "Waiting
    for the host to start the next game" and says the host is not serving it any more (keeping on trying)."""
    from woods_desktop.scenes import next_game_wait

    monkeypatch.setattr(next_game_wait, "GONE_AFTER_S", 1.0)
    app, page, _, _ = _played_and_pressed_again(headless_app)
    run_until(app, lambda: page.message.startswith(app.t("net.join.next_gone", minutes=5)[:30]), 15)
    assert page.error and app.scene is page and page.again.retry_at is not None  # still trying, and it says so
    press(app, page.back)
    assert app.scene is not page
