"""A game hosted from the window: a person at the host's own screen and a joined computer play it to the end,
each through a seat port (the host's answers on the server's loop, the joined one's over the wire)."""

from __future__ import annotations

import time

from net.inprocess import make_game
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.remote_port import RemoteSeatPort


def test_the_hosts_own_seat_and_a_joined_seat_finish_a_game():
    game = make_game("woodlanders", ["human", "remote", "random", "random"])
    hosting = Hosting(game)
    port = hosting.start()
    mine = hosting.port_for(0)
    joined = RemoteSeatPort(f"ws://127.0.0.1:{port}", "4821", "Bo")
    joined.connect()
    try:
        assert joined.seat == 1
        end = time.monotonic() + 60
        while not (mine.is_over() and joined.is_over()) and time.monotonic() < end:
            for p in (mine, joined):
                legal = p.legal_actions()
                if legal and p.to_move() == p.seat:
                    assert p.submit(legal[-1]) is None or p.version() is not None
            time.sleep(0.005)
        assert mine.is_over() and joined.is_over()
        assert mine.view() == game.state.view(0) and joined.view() == game.state.view(1)
        assert mine.seats()[0].human and mine.seats()[0].person == 0 and not mine.seats()[0].remote
        assert joined.outcome() == game.state.outcome().to_dict()
        assert mine.refusal(mine.legal_actions()[0] if mine.legal_actions() else None) is not None
    finally:
        joined.close()
        hosting.close()
