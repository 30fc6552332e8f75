"""A host window that stopped mid-game (here: its server closed without a word, as a crash leaves it) resumes
the game from its autosave through "Play on this network", on the same port with the same code and tokens,
and the joined computer comes back by itself. 127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import time

from net.procs import Proc
from net.test_window import press, run_until
from woods_desktop.net.table_session import NetSession

LIMIT_S = 30.0


def _play(app, table, moves: int) -> None:
    end = time.monotonic() + LIMIT_S
    played = 0
    while played < moves:
        assert time.monotonic() < end, "the host's person never got a turn"
        app.step(0.016)
        if table.turn_state.holds:
            table.turn_state.end_hold()
        elif table.my_turn() and table.legal():
            assert table.act(table.legal()[0])
            played += 1
        time.sleep(0.005)


def _network_page(app):
    app.reset_to("menu")
    press(app, next(b for b in app.scene.buttons if b.text == app.t("menu.network")))
    page = app.scene
    assert page.name == "net_choice"
    page._set_game("woodlanders")
    return page


def test_a_host_that_stopped_resumes_its_game_and_the_joined_computer_comes_back(headless_app, tmp_path):
    app = headless_app()
    page = _network_page(app)
    assert page.resume is None  # nothing hosted yet: nothing to resume
    press(app, page.host)
    press(app, app.scene.start)
    lobby = app.scene
    hosting = lobby.hosting
    code, port = hosting.game.code, hosting.port
    joined = Proc(
        ["join", f"127.0.0.1:{port}", "--code", code, "--bot", "random", "--json", "--timeout", "120"],
        tmp_path / "join.out",
    )
    try:
        joined.event("joined")
        run_until(app, lambda: app.scene.name == "woodlanders")
        _play(app, app.scene, 3)
        hosting.close()  # the host stops without a word to anyone: the autosave is all that is left
        played = len(hosting.game.actions)  # (its computers may have moved on until the very end)
        app.reset_to("menu")
        page = _network_page(app)
        assert page.resume is not None and str(played) in page.resume.text
        app.render()
        press(app, page.resume)
        run_until(app, lambda: app.scene.name == "woodlanders")
        table = app.scene
        assert isinstance(table.session, NetSession)
        again = table.session
        resumed = again._inner_of(None)._hosting
        assert resumed is not hosting and resumed.port == port and resumed.game.code == code
        assert len(resumed.game.actions) >= played and table.viewer == 0  # (its computers may move at once)
        run_until(app, lambda: 1 in resumed.game.connected, LIMIT_S)  # the joined computer found it again
        _play(app, table, 3)
        moved_by_joined = resumed.game.actions[played:]
        assert len(moved_by_joined) > 6  # its turns came and went: the joined computer plays again
        app.reset_to("menu")
    finally:
        joined.kill()
