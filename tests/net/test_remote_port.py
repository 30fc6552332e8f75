"""The seat port a joined table reads answers as the local one does: the seat's typed view, its legal
actions, refusals with the engine's key, and `submit`."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from net.inprocess import make_game
from woods_desktop.net.client import JoinRefused
from woods_desktop.net.host import Host
from woods_desktop.net.remote_port import RemoteSeatPort


@pytest.fixture
def served():
    game = make_game("woodlanders", ["remote", "random", "random", "random"])
    loop = asyncio.new_event_loop()
    host = Host(game)
    port = loop.run_until_complete(host.start())
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    yield game, port
    asyncio.run_coroutine_threadsafe(host.close(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)


def _until(check, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return
        time.sleep(0.01)
    raise AssertionError("never")


def test_a_remote_seat_port_reads_and_plays_its_seat(served):
    game, port = served
    p = RemoteSeatPort(f"ws://127.0.0.1:{port}", "4821", "Ann")
    p.connect()
    try:
        _until(lambda: p.legal_actions() and game.to_move() == p.seat)
        assert p.seat == 0 and p.seats()[0].name == "Ann" and p.seats()[0].human and p.seats()[1].kind == "random"
        assert p.view() == game.state.view(0)
        assert p.legal_actions() == game.state.legal_actions(0)
        assert p.events() == game.state.events(0)
        assert p.config() == game.config
        legal = p.legal_actions()
        assert p.refusal(legal[0]) is None
        wrong = type(legal[0])("owlbear")  # the first choice of a round: a Warden card of no suit
        assert p.refusal(wrong).key == game.state.refusal(wrong).key
        assert p.submit(wrong).key == game.state.refusal(wrong).key
        version = p.version()
        assert p.submit(legal[0]) is None
        _until(lambda: p.version() != version)
        assert game.actions[-1] == legal[0] or len(game.actions) > 0
    finally:
        p.close()


def test_a_wrong_code_is_refused_with_its_key(served):
    _, port = served
    p = RemoteSeatPort(f"ws://127.0.0.1:{port}", "1234", "Eve")
    with pytest.raises(JoinRefused) as refused:
        p.connect()
    assert refused.value.key == "net.err.code"
