"""Who is missing from a network game, as the windows show it (SDL dummy, 127.0.0.1 only, every wait bounded,
no timed assertion: a deadline only stops a loop that would never end).

A joined process killed with -9 shows as gone on the host's table (its card and its plate), the host's
people give its seat to a computer from the card or the in-game menu, and its coming back gives the seat
back, said in the host's log; in every game the network plays. A host killed with -9 shows a banner that
stays on the joined table, which refuses acting until the host is back; a host whose people chose Save
and quit says so. A joined computer that dropped out is offered Rejoin as the join page's main button,
and a host that stopped finds its game under Continue and in Play on this network whatever game is chosen.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from window_events import click, frame, key

from net.procs import Proc, host
from net.test_window import run_until, type_into
from woods_desktop.games import definition, make_bot
from woods_desktop.net.game import HostGame
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.remote_port import RemoteSeatPort
from woods_desktop.net.table_session import NetSession

GONE_WITHIN_S = 5.0  # the deadline of the loop that waits for the gone seat's card (the bench measures the time)
LIMIT_S = 30.0

GAMES = [
    ("woodlanders", ["human", "remote", "random", "random"], "card"),
    ("voice", ["human", "remote"], "menu"),
    ("whispering", ["human", "remote"], "card"),
    ("wolf", ["human", "remote"], "menu"),
]


def _hosted(game: str, kinds: list[str], save: bool = False) -> Hosting:
    made = HostGame(
        definition(game),
        kinds,
        "4821",
        7,
        make_bot=lambda level, seat: make_bot(game, level, seat, seat),
        save=save,
    )
    made.here = {0: 0}
    hosting = Hosting(made)
    hosting.start()
    return hosting


def _joined_bot(tmp_path: Any, port: int, name: str) -> Proc:
    token = tmp_path / f"{name}.token"
    args = ["join", f"127.0.0.1:{port}", "--code", "4821", "--bot", "random", "--json", "--name", name]
    return Proc([*args, "--token-file", str(token), "--timeout", "120", "--delay", "0.05"], tmp_path / f"{name}.out")


def _frames_until(app: Any, done: Any, limit_s: float = LIMIT_S) -> None:
    """The window's loop through `window_events.frame` (events, update, draw) until `done` or the deadline."""
    end = time.monotonic() + limit_s
    while not done():
        assert time.monotonic() < end, f"not done within {limit_s} s; the screen is {app.scene.name}"
        frame(app, 0.016)
        time.sleep(0.01)


def _toasted(app: Any, text: str) -> bool:
    return any(t.text == text for t in app._live_toasts())


def _gone_card(table: Any, seat: int) -> Any:
    return next((c for c in table.turns.presence.cards if c.seat == seat), None)


@pytest.mark.parametrize(("game", "kinds", "via"), GAMES, ids=[g for g, _, _ in GAMES])
def test_a_killed_joined_computer_shows_as_gone_and_its_seat_goes_to_a_computer_and_back(
    headless_app, tmp_path, game, kinds, via
):
    hosting = _hosted(game, kinds)
    joined = again = None
    try:
        joined = _joined_bot(tmp_path, hosting.port, "Dima")
        joined.event("joined")
        app = headless_app()
        app.push("menu")
        run_until(app, lambda: hosting.game.state is not None)
        app.push(game, session=NetSession.hosted(hosting, {0: 0}))
        table = app.scene
        frame(app)
        assert table.turns.presence.cards == [] and table.name_of(1) == app.t("net.another_computer", name="Dima")
        joined.kill()  # SIGKILL mid-game: no goodbye
        _frames_until(app, lambda: _gone_card(table, 1) is not None, GONE_WITHIN_S)
        card = _gone_card(table, 1)
        assert " ".join(card.lines) == app.t("net.presence.gone", name="Dima")
        assert table.name_of(1) == app.t("net.computer_left", name="Dima")
        assert card.button is not None and card.button.text == app.t("net.presence.give")
        if via == "card":
            click(app, card.button.rect.center)
        else:  # the in-game menu: the toolbar's Menu, then the seat's entry
            menu = next(it for it in table.tools.items if it.id == "menu")
            click(app, menu.rect.center)
            pause = app.scene
            assert pause.name == "pause"
            entry = next(b for b in pause.buttons if b.text == app.t("net.presence.give_seat", name="Dima"))
            click(app, entry.rect.center)
            assert app.scene is table
        _frames_until(app, lambda: 1 in hosting.game.stand_ins)
        _frames_until(app, lambda: table.name_of(1) == app.t("net.computer_stands_in", name="Dima"))
        card = _gone_card(table, 1)
        assert " ".join(card.lines) == app.t("net.presence.stand_in", name="Dima") and card.button is None
        again = _joined_bot(tmp_path, hosting.port, "Dima")  # the same token file: the same seat
        assert again.event("joined")["rejoined"] is True
        _frames_until(app, lambda: _gone_card(table, 1) is None)
        assert 1 not in hosting.game.stand_ins
        assert _toasted(app, app.t("net.presence.back", name="Dima"))
        assert table.name_of(1) == app.t("net.another_computer", name="Dima")
        assert any("Dima's computer came back" in line for line in hosting.game.log)
        app.reset_to("menu")
    finally:
        for proc in (joined, again):
            if proc is not None:
                proc.kill()
        hosting.close()


def test_the_stand_in_plays_the_gone_seat_until_its_computer_is_back(headless_app, tmp_path):
    hosting = _hosted("woodlanders", ["human", "remote", "random", "random"])
    joined = None
    try:
        joined = _joined_bot(tmp_path, hosting.port, "Dima")
        joined.event("joined")
        app = headless_app()
        app.push("menu")
        run_until(app, lambda: hosting.game.state is not None)
        app.push("woodlanders", session=NetSession.hosted(hosting, {0: 0}))
        table = app.scene
        joined.kill()
        _frames_until(app, lambda: _gone_card(table, 1) is not None, GONE_WITHIN_S)
        click(app, _gone_card(table, 1).button.rect.center)
        game = hosting.game
        start = len(game.actions)
        end = time.monotonic() + LIMIT_S
        # the host's person plays on; the seat whose computer left is played by the stand-in, not waited for: two
        # tricks go by (each needs seat 1's card), or the whole game
        while len(game.actions) < start + 8 and not game.over:
            assert time.monotonic() < end, f"the game waited for the gone seat: {game.to_move()} {game.log[-3:]}"
            frame(app, 0.016)
            if table.turn_state.holds:
                table.turn_state.end_hold()
            elif table.my_turn() and table.legal():
                assert table.act(table.legal()[0])
            time.sleep(0.005)
        app.reset_to("menu")
    finally:
        if joined is not None:
            joined.kill()
        hosting.close()


def _join_from_the_page(app: Any, port: int, name: str, game: str = "woodlanders") -> Any:
    app.push("net_join", browse=False)
    page = app.scene
    type_into(app, page.address_field, f"127.0.0.1:{port}")
    type_into(app, page.code_field, "4821")
    type_into(app, page.name_field, name)
    click(app, page.join_button.rect.center)
    _frames_until(app, lambda: app.scene.name == game)
    return app.scene


def test_a_killed_host_leaves_a_banner_on_the_joined_table_that_refuses_acting_until_it_is_back(headless_app, tmp_path):
    h = host(tmp_path, "woodlanders", "remote,random,random,random")
    again = None
    try:
        port = h.event("listening")["port"]
        app = headless_app()
        app.push("menu")
        table = _join_from_the_page(app, port, "Vera")
        _frames_until(app, lambda: table.my_turn() and bool(table.legal()))
        h.kill()  # SIGKILL: the host's computer is gone mid-game
        _frames_until(app, table.turns.presence.host_gone, GONE_WITHIN_S)
        _frames_until(app, lambda: table.turns.presence.shown.attempts >= 2)  # it keeps trying, and counts the tries
        banner = table.turns.presence.cards[0]
        n = table.turns.presence.shown.attempts
        assert banner.host and " ".join(banner.lines) == app.t("net.host_gone.trying", n=n)
        assert table.prompt_text(table.view()) == app.t("net.host_gone.trying", n=n)
        assert table.legal() == []
        hand = table.area("hand").zone.items[0]
        click(app, hand.rect.center)  # a card of the hand, clicked as a person does: refused, said
        assert _toasted(app, app.t("net.err.host_gone"))
        key(app, 13)  # Enter: refused too
        assert table.turns.presence.host_gone()
        again = host(tmp_path, "woodlanders", "remote,random,random,random", "--resume", "--port", str(port), name="h2")
        again.event("listening")
        _frames_until(app, lambda: not table.turns.presence.host_gone())
        assert table.turns.presence.cards == [] and _toasted(app, app.t("net.back"))
        _frames_until(app, lambda: table.my_turn() and bool(table.legal()))
        app.reset_to("menu")
    finally:
        h.kill()
        if again is not None:
            again.kill()


def test_a_host_whose_people_chose_save_and_quit_tells_the_joined_computer(headless_app):
    hosting = _hosted("woodlanders", ["human", "remote", "random", "random"])
    remote = RemoteSeatPort(f"ws://127.0.0.1:{hosting.port}", "4821", "Dima", reconnect_s=30.0)
    try:
        remote.connect()
        app = headless_app()
        app.push("menu")
        run_until(app, lambda: hosting.game.state is not None)
        app.push("woodlanders", session=NetSession.hosted(hosting, {0: 0}))
        table = app.scene
        frame(app)
        menu = next(it for it in table.tools.items if it.id == "menu")
        click(app, menu.rect.center)
        quit_button = next(b for b in app.scene.buttons if b.text == app.t("pause.save_quit"))
        click(app, quit_button.rect.center)
        assert app.scene.name == "menu"
        end = time.monotonic() + LIMIT_S
        while remote.host_gone() is None:
            assert time.monotonic() < end, "the joined computer never heard the host stop"
            time.sleep(0.02)
        assert remote.host_gone()[0] == "saved"
        session = NetSession.joined_to(remote)
        assert session.presence().host == "saved"
        assert app.t("net.host_gone.saved", n=1).startswith("The host saved the game and quit")
    finally:
        remote.close()
        hosting.close()


def test_a_joined_computer_that_dropped_out_is_offered_rejoin_as_the_main_button(headless_app):
    hosting = _hosted("woodlanders", ["remote", "random", "random", "random"])
    try:
        app = headless_app()
        app.push("menu")
        table = _join_from_the_page(app, hosting.port, "Vera")
        assert table.viewer == 0
        token = hosting.game.tokens[0]
        app.reset_to("menu")  # the window is gone (a crash); the seat waits for its token
        run_until(app, lambda: 0 not in hosting.game.connected)
        app.push("net_join", browse=False)
        page = app.scene
        frame(app)
        rejoin = page.rejoin_button
        assert rejoin is not None and rejoin.style == "primary" and page.join_button.style == "secondary"
        title = app.t("woodlanders.title")
        assert rejoin.text == app.t("net.join.rejoin", game=title, name="Vera")
        assert rejoin.rect.y < page.join_button.rect.y and rejoin.rect.h > page.join_button.rect.h
        click(app, rejoin.rect.center)
        _frames_until(app, lambda: app.scene.name == "woodlanders")
        assert app.scene.viewer == 0 and hosting.game.tokens == {0: token}
        app.reset_to("menu")
        run_until(app, lambda: 0 not in hosting.game.connected)
        app.push("net_join", browse=False)
        page = app.scene
        click(app, page.join_button.rect.center)  # Join to the same host and code takes the same seat back
        _frames_until(app, lambda: app.scene.name == "woodlanders")
        assert app.scene.viewer == 0 and hosting.game.tokens == {0: token}
        app.reset_to("menu")
    finally:
        hosting.close()


def test_a_host_that_stopped_finds_its_game_under_continue_and_on_the_network_page(headless_app):
    hosting = _hosted("wolf", ["human", "remote"], save=True)
    try:
        hosting.seat_to_computer(1, "random")  # nobody joins: the host's computer takes the seat, the game begins
        assert hosting.game.state is not None
    finally:
        hosting.close()  # the host stops without a word (a crash leaves only its autosave)
    app = headless_app()
    app.push("menu")
    menu = app.scene
    assert menu.latest is not None and menu.latest.game == "wolf" and menu.has_continue
    frame(app)
    button = next(b for b in menu.buttons if b.text == app.t("menu.continue"))
    click(app, button.rect.center)
    _frames_until(app, lambda: app.scene.name == "wolf")
    resumed = app.scene.session.hosting
    assert resumed is not hosting and resumed.game.game_id == hosting.game.game_id
    app.reset_to("menu")  # its people leave it again: it stays kept
    network = next(b for b in app.scene.buttons if b.text == app.t("menu.network"))
    click(app, network.rect.center)
    page = app.scene
    assert page.name == "net_choice" and page.game_ids[page.game_index] != "wolf"  # the selector shows another
    assert page.resume is not None and app.t("wolf.title") in page.resume.text
    click(app, page.resume.rect.center)
    _frames_until(app, lambda: app.scene.name == "wolf")
    assert app.scene.session.hosting.game.game_id == hosting.game.game_id
    app.reset_to("menu")
