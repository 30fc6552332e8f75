"""Voice of the Woods' minute on a joined window follows the host's clock: a person's private minute starts
when they press "Start the minute" (as at one computer, never by itself), the ring then counts from the host's
start (no pause), a rejoin mid-minute keeps what the host says is left, a run-out private minute is answered by
the host, every other screen shows who writes and the host's time left, and in the table minute every
writer's screen shows the field while the host's shared minute runs. 127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import time
from typing import Any

from window_events import click

from net.inprocess import make_game
from net.test_window import _join_by_page, press, run_until
from woods_desktop.games.voice.rules.actions import NoWord
from woods_desktop.net.hosting import Hosting

MINUTE_MS = 6000


def _host_left(hosting: Hosting) -> int:
    found = hosting.port_for(None).host_minute()
    assert found is not None, "the host runs no minute"
    return found[0]


def _joined_voice(app: Any, port: int) -> Any:
    _join_by_page(app, port, "4821", "Vera")
    run_until(app, lambda: app.scene.name == "voice")
    return app.scene


def test_a_joined_writers_private_minute_is_the_hosts_and_survives_a_rejoin(headless_app):
    game = make_game("voice", ["remote", "random"], minute_ms=MINUTE_MS)
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        app.push("menu")
        table = _joined_voice(app, port)
        composer = table.decl.composer
        run_until(app, lambda: composer.composing(table.view()))
        # the writer's minute waits for their button, however long they look at the covered field
        for _ in range(20):
            app.step(0.05)
        view = table.view()
        assert composer.networked and composer.hidden(view) and not composer.field_shown(view)
        assert game.minute.waiting and hosting.port_for(None).host_minute() is None, "the minute started by itself"
        start = table.zone("start").items
        assert start and start[0].face == app.t("voice.ui.start_minute")
        click(app, start[0].rect.center)
        run_until(app, lambda: not composer.hidden(table.view()) and composer.minute.started)
        app.step(0.016)
        app.render()
        view = table.view()
        assert composer.field_shown(view) and not table.zone("start").items
        assert _host_left(hosting) > MINUTE_MS - 1500, "the minute began before the button was pressed"
        assert abs(composer.minute.remaining_ms() - _host_left(hosting)) <= 300
        composer.pause()  # the menu opening does not stop the host's minute
        assert not composer.minute.paused
        # the lid closes mid-minute and the person comes back: the ring shows what the host says is left
        time.sleep(1.0)
        app.reset_to("menu")
        run_until(app, lambda: 0 not in game.connected)
        app.push("net_join", browse=False)
        press(app, app.scene.rejoin_button)
        run_until(app, lambda: app.scene.name == "voice")
        again = app.scene
        composer = again.decl.composer
        run_until(app, lambda: composer.composing(again.view()))
        left = _host_left(hosting)
        assert left < MINUTE_MS - 900, "the host's minute started afresh"
        assert abs(composer.minute.remaining_ms() - left) <= 300, "the rejoined screen gave a fresh minute"
        # nobody writes: the host answers when its minute runs out, and the joined screen sends nothing of its own
        mine = len(game.actions)  # the writer to move is this screen's: the next action ends its turn
        run_until(app, lambda: len(game.actions) > mine, 15)
        ended = game.actions[mine]
        assert isinstance(ended, NoWord)
        assert ended.reason == "voice.noword.time" and ended.at_ms == MINUTE_MS
        app.step(0.1)
        shown = [t.text for t in app._live_toasts()]
        assert not any(app.t("game.err.not_your_turn") == t for t in shown), shown
        app.reset_to("menu")
    finally:
        hosting.close()


def test_the_table_minute_shows_the_field_on_every_writers_screen_while_the_hosts_minute_runs(headless_app):
    game = make_game("voice", ["human", "remote"], minute_ms=MINUTE_MS, options={"minute": "table"})
    hosting = Hosting(game)
    port = hosting.start()
    mine = hosting.port_for(0)
    try:
        app = headless_app()
        app.push("menu")
        table = _joined_voice(app, port)
        composer = table.decl.composer
        mine.start_minute()  # the host's own screen shows the field (its writer may be the round's first)
        run_until(app, lambda: composer.table_minute_running(table.view()), 10)  # once the host's word arrives
        view = table.view()
        assert composer.table_minute_running(view) and composer.field_shown(view)
        assert composer.shown_minute(view) is composer.minute
        assert abs(composer.minute.remaining_ms() - _host_left(hosting)) <= 300
        # after the host's minute the writers type in turn, with no timer
        run_until(app, lambda: composer.table_minute_over, 15)
        end = time.monotonic() + 30
        while not game.over and time.monotonic() < end and game.to_move() != 1:
            if game.to_move() == 0 and mine.legal_actions():
                word = next((a for a in mine.legal_actions() if isinstance(a, NoWord)), mine.legal_actions()[0])
                assert mine.submit(word) is None
            app.step(0.016)
        run_until(app, lambda: composer.composing(table.view()) and composer.typing(), 10)
        assert composer.entry_shown(table.view())
        before = len(game.actions)
        composer.no_word()
        run_until(app, lambda: len(game.actions) > before, 10)
        assert isinstance(game.actions[before], NoWord) and game.actions[before].at_ms >= MINUTE_MS
        app.reset_to("menu")
    finally:
        hosting.close()


def test_a_writer_at_the_hosts_screen_gets_the_minute_only_once_the_field_shows():
    """Several people at the host pass its screen between them: a writer's minute waits for their screen to show
    the field (the pass screen answered), as at one computer, and then runs on the host's clock."""
    game = make_game("voice", ["human", "remote"], minute_ms=MINUTE_MS)
    game.tokens[1] = "token-of-seat-1-000000"
    game.connected.add(1)
    game.start()
    hosting = Hosting(game)
    hosting.start()
    try:
        mine = hosting.port_for(0)
        assert hosting.call(game.to_move) == 0, "this seed must give the first word to the host's writer"
        assert game.minute.waiting and mine.host_minute() is None and game.minute.expires_in() is None
        time.sleep(0.3)
        mine.start_minute()
        left, length = mine.host_minute()
        assert length == MINUTE_MS and left > MINUTE_MS - 200, "the wait behind the pass screen cost the writer time"
    finally:
        hosting.close()


def test_a_watching_screen_shows_who_writes_and_the_hosts_time_left(headless_app):
    """The host's own writer presses "Start the minute" on the host's screen; the joined screen, which only
    watches, names the writer and counts the host's time left with it (within half a second)."""
    game = make_game("voice", ["human", "remote"], minute_ms=MINUTE_MS)
    hosting = Hosting(game)
    port = hosting.start()
    mine = hosting.port_for(0)
    try:
        app = headless_app()
        app.push("menu")
        table = _joined_voice(app, port)
        composer = table.decl.composer
        run_until(app, lambda: table.view().to_move == 0 and not composer.composing(table.view()))
        app.step(0.05)
        assert composer.watch is None and composer.shown_minute(table.view()) is None  # not started: no time
        writer = table.name_of(0)
        assert table.decl.prompt(table.view()) == app.t("voice.ui.composing", name=writer)
        mine.start_minute()  # the host's writer pressed the button on the host's screen
        run_until(app, lambda: composer.watch is not None)
        for _ in range(3):  # a few frames apart: the watching screen keeps up with the host's clock
            app.step(0.016)
            app.render()
            view = table.view()
            assert composer.shown_minute(view) is composer.watch and not composer.field_shown(view)
            left = _host_left(hosting)
            assert abs(composer.watch.remaining_ms() - left) <= 500, (composer.watch.remaining_ms(), left)
            shown = table.decl.prompt(view)
            seconds = (composer.watch.remaining_ms() + 999) // 1000
            assert shown == app.t("voice.ui.composing_left", name=writer, seconds=seconds), shown
            time.sleep(0.3)
        app.reset_to("menu")
    finally:
        hosting.close()
