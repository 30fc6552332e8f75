"""Network play in the window (SDL dummy, 127.0.0.1 only, every wait bounded): the menu's way to a hosted game's
lobby, a joined computer taking its seat, the join page, and a whole game of Woodlanders on a joined table that
never shows another seat's hand."""

from __future__ import annotations

import random
import time
from typing import Any, Callable

import pygame

from net.inprocess import make_game
from net.procs import Proc
from woods_desktop.core.replay import make_record, replay
from woods_desktop.games.woodlanders.rules.actions import Play
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.table_session import NetSession

LIMIT_S = 30.0


def run_until(app: Any, done: Callable[[], bool], limit_s: float = LIMIT_S) -> None:
    """The window's loop, a frame at a time, until `done` or the limit."""
    end = time.monotonic() + limit_s
    while not done():
        assert time.monotonic() < end, f"not done within {limit_s} s; the screen is {app.scene.name}"
        app.step(0.016)
        time.sleep(0.005)


def press(app: Any, button: Any) -> None:
    pos = button.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def type_into(app: Any, field: Any, text: str) -> None:
    """Click into a field, select what it holds, type `text`, press Enter: as a person does."""
    press(app, field)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    for ch in text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))


def test_the_menu_hosts_a_game_whose_lobby_shows_the_code_and_a_joined_computer_starts_the_table(
    headless_app, tmp_path
):
    app = headless_app()
    app.push("menu")
    press(app, next(b for b in app.scene.buttons if b.text == app.t("menu.network")))
    assert app.scene.name == "net_choice"
    app.scene.game_index = app.scene.game_ids.index("woodlanders")
    press(app, app.scene.host)
    setup = app.scene
    assert setup.name == "setup" and setup.network
    kinds = [row["kind"] for row in setup.seats]
    assert kinds[1] == "remote" and "remote" in setup.seat_rows[1][0].options
    press(app, setup.start)
    lobby = app.scene
    assert lobby.name == "net_lobby"
    hosting = lobby.hosting
    assert hosting.address == "127.0.0.1"  # an off-screen app keeps to this computer, whatever the setting
    app.render()
    assert lobby.waiting == [1]
    assert lobby.seat_state(1) == app.t("net.lobby.waiting")
    code, port = hosting.game.code, hosting.port
    assert len(code) == 4 and code.isdigit() and port > 0
    joined = Proc(
        ["join", f"127.0.0.1:{port}", "--code", code, "--bot", "random", "--json", "--timeout", "60"],
        tmp_path / "join.out",
    )
    try:
        joined.event("joined")
        run_until(app, lambda: app.scene.name == "woodlanders")
        table = app.scene
        assert isinstance(table.session, NetSession)
        assert table.viewer == 0 and table.port.seat == 0
        name = hosting.game.names[1]
        assert table.name_of(1) == app.t("net.another_computer", name=name)
        assert table.name_of(0) == setup.seats[0]["name"]
        app.render()
        # the host's own person plays a few turns on the table; the joined computer and the host's computers answer
        played = 0
        end = time.monotonic() + LIMIT_S
        while played < 4 and time.monotonic() < end and not table.port.is_over():
            app.step(0.016)
            if table.turn_state.holds:
                table.turn_state.end_hold()
            elif table.my_turn() and table.legal():
                assert table.act(table.legal()[0])
                played += 1
            time.sleep(0.005)
        assert played == 4
        version, shown = len(table.session.actions), table.port.view()
        game = hosting.game
        assert shown == _views_by_version(game.definition, game.config, game.seed, list(game.actions), 0)[version]
    finally:
        joined.kill()
        app.reset_to("menu")  # leaving the table closes the game: the server stops listening
    assert not hosting._thread.is_alive()


def _join_by_page(app: Any, port: int, code: str, name: str) -> Any:
    """From the menu, the join page with the host's address, a code and a name typed, Join pressed."""
    app.push("menu")
    app.push("net_join", browse=False)
    page = app.scene
    type_into(app, page.address_field, f"127.0.0.1:{port}")
    type_into(app, page.code_field, code)
    type_into(app, page.name_field, name)
    press(app, page.join_button)
    return page


def test_the_join_page_joins_a_typed_address_and_says_why_a_wrong_code_is_refused(headless_app):
    game = make_game("woodlanders", ["remote", "random", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        page = _join_by_page(app, port, "1111", "Vera")
        run_until(app, lambda: page.joining is None and page.message != app.t("net.join.joining"))
        assert page.error and page.message == app.t("net.err.code")
        assert (page.address, page.person) == (f"127.0.0.1:{port}", "Vera")  # nothing typed is lost
        app.render()
        type_into(app, page.code_field, "4821")
        press(app, page.join_button)
        run_until(app, lambda: app.scene.name == "woodlanders")
        table = app.scene
        assert table.viewer == 0 and game.names[0] == "Vera"
        from woods_desktop.net import rejoin

        kept = rejoin.last()
        assert kept is not None and kept.token == game.tokens[0] and kept.address == f"127.0.0.1:{port}"
        app.reset_to("menu")
    finally:
        hosting.close()


def test_a_wrong_address_is_said_on_the_page(headless_app):
    app = headless_app()
    app.push("net_join", browse=False)
    page = app.scene
    type_into(app, page.address_field, "nowhere")
    press(app, page.join_button)
    assert page.error and page.message == app.t("net.join.bad_address")


def _views_by_version(definition: Any, config: Any, seed: int, actions: list[Any], seat: int) -> dict[int, Any]:
    """The seat's own projection after every number of actions, as the host's engine makes it."""
    state, _ = replay(make_record(definition, config, seed, []), {definition.id: definition})
    out = {0: state.view(seat)}
    for i, action in enumerate(actions, 1):
        state.apply(action)
        out[i] = state.view(seat)
    return out


def test_a_whole_woodlanders_game_on_a_joined_table_shows_only_its_own_seats_hand(headless_app):
    game = make_game("woodlanders", ["random", "remote", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        _join_by_page(app, port, "4821", "Bo")
        run_until(app, lambda: app.scene.name == "woodlanders")
        table = app.scene
        session = table.session
        assert table.viewer == 1 and table.port.seat == 1
        assert session.port(None).view() is None and session.port(0).view() is None  # nobody else's view here
        assert session.person_of(0) is None and not session.bots and not session.can_undo()
        rng = random.Random(4)
        refused = ""
        seen: list[tuple[int, Any]] = []
        end = time.monotonic() + 120
        frames = 0
        while app.scene is table or app.scene.name != "result":
            assert time.monotonic() < end, "the game did not finish"
            app.step(0.016)
            frames += 1
            if app.scene is not table:
                break
            seen.append((len(session.actions), table.view()))
            if frames % 25 == 0:
                app.render()
            if table.turn_state.holds:
                table.turn_state.end_hold()
                table.refresh()
            elif table.my_turn() and table.legal():
                legal = table.legal()
                if not refused and isinstance(legal[0], Play):  # a card this seat does not hold: the host says no
                    assert not table.act(Play((("fox", 99),)))
                    refused = app._live_toasts()[-1].text
                    continue
                assert table.act(legal[rng.randrange(len(legal))])
            time.sleep(0.002)
        assert app.scene.name == "result"
        app.render()
        assert refused and "woodlanders." not in refused and "net.err" not in refused  # the host's reason, worded
        assert game.over and table.port.is_over()
        projected = _views_by_version(game.definition, game.config, game.seed, game.actions, 1)
        for version, view in seen:
            assert view == projected[version], f"the joined table showed a view the host never sent at {version}"
            assert all(view.hands[i] is None for i in range(4) if i != 1) or version == len(game.actions)
        assert len({v for v, _ in seen}) > 40  # it saw the game go by, move after move
        app.reset_to("menu")
    finally:
        hosting.close()


def _join_from_the_page(app: Any, port: int, name: str) -> Any:
    app.push("net_join", browse=False)
    page = app.scene
    type_into(app, page.address_field, f"127.0.0.1:{port}")
    type_into(app, page.code_field, "4821")
    type_into(app, page.name_field, name)
    press(app, page.join_button)
    run_until(app, lambda: app.scene.name == "woodlanders")
    return app.scene


def test_a_computer_that_left_takes_its_seat_back_with_rejoin(headless_app):
    game = make_game("woodlanders", ["remote", "random", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        app.push("menu")
        table = _join_from_the_page(app, port, "Vera")
        token = game.tokens[0]
        run_until(app, lambda: table.my_turn() and bool(table.legal()))
        assert table.act(table.legal()[0])
        played = len(game.actions)
        app.reset_to("menu")  # the table is left: its connection closes, the seat waits for its token
        run_until(app, lambda: 0 not in game.connected)
        app.push("net_join", browse=False)
        page = app.scene
        assert page.rejoin_button is not None and "Vera" in page.rejoin_button.text
        app.render()
        press(app, page.rejoin_button)
        run_until(app, lambda: app.scene.name == "woodlanders")
        again = app.scene
        assert again.viewer == 0 and game.tokens[0] == token and len(game.tokens) == 1
        assert len(again.session.actions) >= played
        app.reset_to("menu")
    finally:
        hosting.close()


def test_the_lobby_gives_a_seat_nobody_took_to_a_computer_and_the_game_begins(headless_app):
    app = headless_app(lang="ru")
    app.push("menu")
    app.push("setup", game="woodlanders", network=True)
    press(app, app.scene.start)
    lobby = app.scene
    hosting = lobby.hosting
    try:
        app.render()
        seat, give = lobby.give[0]
        press(app, give)
        run_until(app, lambda: app.scene.name == "woodlanders")
        assert hosting.game.kinds[seat] == "normal" and hosting.game.state is not None
        app.render()
    finally:
        app.reset_to("menu")
    assert not hosting._thread.is_alive()


def test_a_joined_table_says_when_it_lost_the_host(headless_app):
    game = make_game("woodlanders", ["remote", "random", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    app = headless_app()
    app.push("menu")
    table = _join_from_the_page(app, port, "Vera")
    hosting.close()  # the host's game stops (its people left it): a banner stays on the table, not a toast that goes
    run_until(app, table.turns.presence.host_gone)
    assert app.scene is table and table.turns.presence.cards[0].host
    app.render()
    app.reset_to("menu")


def test_two_people_at_the_host_pass_the_screen_between_them(headless_app):
    """Several people may still share the host's computer: a pass screen between their hands, as at one computer."""
    game = make_game("woodlanders", ["human", "human", "remote", "random"])
    hosting = Hosting(game)
    hosting.start()
    try:
        hosting.seat_to_computer(2, "random")  # nobody joins: the host's computer takes the seat
        app = headless_app()
        app.push("menu")
        app.push("woodlanders", session=NetSession.hosted(hosting, {0: 0, 1: 1}))
        table = app.scene
        shown: set[int] = set()
        passes = 0
        end = time.monotonic() + LIMIT_S
        while passes < 3 and time.monotonic() < end:
            app.step(0.016)
            if app.scene.name == "pass":
                passes += 1
                app.scene._reveal()
                continue
            if table.turn_state.holds:
                table.turn_state.end_hold()
            elif table.my_turn() and table.legal():
                shown.add(table.viewer)
                assert table.port.seat == table.viewer and table.view().me == table.viewer
                assert table.act(table.legal()[0])
            time.sleep(0.002)
        assert passes >= 3 and shown == {0, 1}
        app.reset_to("menu")
    finally:
        hosting.close()
