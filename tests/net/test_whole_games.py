"""A host and two or three joined processes on 127.0.0.1 finish a whole game of each game, and every
message a joined computer received is exactly its seat's projection by the engine."""

from __future__ import annotations

import pytest

from net.procs import host, join
from net.projection import check_capture, finished_record

GAMES = [
    ("whispering", "remote,remote,random", ()),
    ("woodlanders", "remote,remote,remote,random", ()),
    ("voice", "remote,remote,random", ("--minute-seconds", "2")),
    ("wolf", "remote,remote,easy", ("--task-success", "0.8")),
]


@pytest.mark.parametrize(("game", "seats", "extra"), GAMES, ids=[g for g, _, _ in GAMES])
def test_a_host_and_joined_computers_finish_a_game(tmp_path, game, seats, extra):
    h = host(tmp_path, game, seats, *extra)
    try:
        port = h.event("listening")["port"]
        names = [f"j{i}" for i in range(seats.split(",").count("remote"))]
        bots = ["easy" if game == "wolf" else "random"] + ["random"] * (len(names) - 1)
        joined = [join(tmp_path, port, name, bot=bot) for name, bot in zip(names, bots)]
        for j in joined:
            assert j.wait() == 0, j.err.read_text()[-2000:]
        assert h.wait() == 0, h.err.read_text()[-2000:]
    finally:
        h.kill()
    over = h.event("over")
    assert over["outcome"]["over"] is True
    seats_taken = {j.event("joined")["seat"] for j in joined}
    assert seats_taken == {i for i, k in enumerate(seats.split(",")) if k == "remote"}
    record = finished_record(game)
    for name, j in zip(names, joined):
        assert j.event("over")["outcome"] == over["outcome"]
        assert check_capture(game, tmp_path / f"{name}.jsonl", record) > 3
