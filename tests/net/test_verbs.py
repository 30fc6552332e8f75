"""The headless verbs: a wrong code exits non-zero with one line and no traceback (with --json, a JSON line
too); after five wrong codes the address waits, even with the right one; the host's log names the address once."""

from __future__ import annotations

import json
import subprocess

from net.procs import command, host


def _join(port: int, code: str) -> subprocess.CompletedProcess:
    args = command("join", f"127.0.0.1:{port}", "--code", code, "--bot", "random", "--json", "--timeout", "20")
    return subprocess.run(args, capture_output=True, text=True, timeout=60)


def test_a_wrong_code_is_one_line_and_a_non_zero_exit(tmp_path):
    h = host(tmp_path, "wolf", "remote,easy")
    try:
        port = h.event("listening")["port"]
        for _ in range(5):
            wrong = _join(port, "1111")
            assert wrong.returncode != 0
            assert wrong.stderr.strip().splitlines() == ["join: That is not the code the host shows."]
            # --json: the refusal is a JSON line on stdout too, as "joined" and "over" are
            said = [json.loads(line) for line in wrong.stdout.splitlines()]
            assert said == [
                {
                    "event": "refused",
                    "key": "net.err.code",
                    "params": {},
                    "message": "That is not the code the host shows.",
                }
            ]
        waiting = _join(port, "4821")
        assert waiting.returncode != 0 and "Traceback" not in waiting.stderr
        assert waiting.stderr.startswith("join: Too many wrong codes: wait ")
        assert len(waiting.stderr.strip().splitlines()) == 1
        assert json.loads(waiting.stdout)["key"] == "net.err.wait"
    finally:
        h.kill()
    lines = [line for line in h.err.read_text().splitlines() if "gave a wrong code" in line]
    assert len(lines) == 5
    assert all(line.count("127.0.0.1") == 1 for line in lines), lines  # the address once, not twice


def test_unknown_seat_kinds_are_refused_before_listening(tmp_path):
    out = subprocess.run(
        command("host", "wolf", "--seats", "remote,wizard", "--json"), capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 2 and "unknown seat kind 'wizard'" in out.stderr and out.stdout == ""


def test_sigterm_stops_a_host_at_once_without_a_traceback(tmp_path):
    import signal

    h = host(tmp_path, "wolf", "remote,easy")
    try:
        h.event("listening")
        h.p.send_signal(signal.SIGTERM)
        assert h.wait(30) == 128 + signal.SIGTERM
    finally:
        h.kill()
    err = h.err.read_text()
    assert "Traceback" not in err and "stopped by SIGTERM" in err


def test_the_headless_host_names_its_computers_as_every_screen_does():
    """A phone's page and a joined computer show the host's names as they are: the `host` verb's computers
    are "Computer 1 (normal)", as a window host's are, never setup's made-up "Player 3"."""
    import argparse

    from woods_desktop.net.verbs import build_game

    def args(lang: str, seats: str) -> argparse.Namespace:
        return argparse.Namespace(
            game="woodlanders",
            seed=7,
            option=None,
            lang=lang,
            minute_seconds=60.0,
            task_success=0.8,
            resume=False,
            seats=seats,
            code="4821",
            variant=None,
        )

    game, resumed = build_game(args("en", "remote,normal,normal,easy"))
    assert not resumed
    assert game.names == ["Player 1", "Computer 1 (normal)", "Computer 2 (normal)", "Computer (easy)"]
    game, _ = build_game(args("ru", "phone,hard,remote,remote"))
    assert game.names[1] == "Компьютер (сильный)" and game.names[2:] == ["Игрок 3", "Игрок 4"]
