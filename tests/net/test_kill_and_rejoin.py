"""Nothing lost: a joined process killed with -9 takes its seat back with its token, and a host killed
with -9 restarts from its autosave while the joined computers reconnect; both games finish."""

from __future__ import annotations

import json

from net.procs import host, join, versions_seen, wait_for_version
from net.projection import check_capture, finished_record

GAME, SEATS = "woodlanders", "remote,remote,random,random"


def test_a_joined_computer_killed_mid_game_rejoins_with_its_token(tmp_path):
    h = host(tmp_path, GAME, SEATS)
    try:
        port = h.event("listening")["port"]
        token = tmp_path / "a.token"
        a = join(tmp_path, port, "a", "--token-file", str(token), "--delay", "0.02")
        b = join(tmp_path, port, "b", "--delay", "0.02")
        seat = a.event("joined")["seat"]
        wait_for_version(tmp_path / "a.jsonl", 20)
        a.kill()  # SIGKILL: no goodbye, the host sees a dropped connection
        killed_at = versions_seen(tmp_path / "a.jsonl")
        again = join(tmp_path, port, "a", "--token-file", str(token), "--delay", "0.02")
        back = again.event("joined")
        assert back["seat"] == seat and back["rejoined"] is True
        assert again.wait() == 0 and b.wait() == 0 and h.wait() == 0
    finally:
        h.kill()
    assert killed_at < h.event("over")["actions"], "the game was over before the kill"
    assert f"seat {seat} left" in h.err.read_text()
    check_capture(GAME, tmp_path / "a.jsonl", finished_record(GAME))


def test_a_host_killed_mid_game_restarts_from_its_autosave(tmp_path):
    h = host(tmp_path, GAME, SEATS)
    try:
        port = h.event("listening")["port"]
        a = join(tmp_path, port, "a", "--delay", "0.02", "--reconnect", "60")
        b = join(tmp_path, port, "b", "--delay", "0.02", "--reconnect", "60")
        wait_for_version(tmp_path / "a.jsonl", 20)
        h.kill()
        at_kill = versions_seen(tmp_path / "a.jsonl")
        again = host(tmp_path, GAME, SEATS, "--resume", "--port", str(port), name="host2")
        resumed = again.event("listening")
        assert resumed["port"] == port and resumed["resumed"] >= at_kill
        assert a.wait() == 0 and b.wait() == 0 and again.wait() == 0
    finally:
        h.kill()
        again.kill()
    over = again.event("over")
    assert at_kill < over["actions"]
    assert a.event("over")["outcome"] == over["outcome"] == b.event("over")["outcome"]
    record = finished_record(GAME)
    assert len(record["actions"]) == over["actions"]
    assert check_capture(GAME, tmp_path / "b.jsonl", record) > at_kill // 4
    restarted = json.loads((tmp_path / "host2.out").read_text().splitlines()[0])
    assert restarted["code"] == "4821"
