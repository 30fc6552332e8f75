"""`kill -9` at any moment and a restart resume at the last action.

A real process opens the real window (SDL dummy driver) and lets computer players play a game in its
own table scene, with animations; the test kills it with SIGKILL mid-game, then a second real process
starts the program's resume path and reports what it resumed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from woods_desktop.games import playable

PLAY = textwrap.dedent("""
    import sys
    from woods_desktop.app.app import App, configure_sdl
    configure_sdl()
    from woods_desktop.app.session import GameSession, Seat
    from woods_desktop.core.game import make_config
    from woods_desktop.games import definition
    from woods_desktop.scenes import register_lazy

    register_lazy()
    d = definition(sys.argv[1])
    spec = d.variants[0]
    n = min(spec.max_seats, 4)
    seats = [Seat(f"C{i + 1}", "easy", i) for i in range(n)]
    if spec.robot_seat:
        seats.append(Seat("D4-ST8", "robot", 4))
    app = App()
    app.settings.animation_speed = 4.0
    app.push("menu")
    print("playing", flush=True)
    app.run(d.id, session=GameSession.start(d, make_config(d, n, spec.id), 7, seats))
""")

RESUME = textwrap.dedent("""
    import json
    from woods_desktop.app.app import App, configure_sdl
    configure_sdl()
    from woods_desktop.app.launch import resume_last
    from woods_desktop.scenes import register_lazy

    register_lazy()
    app = App()
    ok = resume_last(app)
    scene = app.scene
    session = getattr(scene, "session", None)
    print(json.dumps({"ok": ok, "scene": scene.name if scene else None,
                      "actions": len(session.actions) if session else None,
                      "state": session.state.to_dict() if session else None}, default=str))
""")


def _env(home):
    return dict(os.environ, WOODS_DESKTOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def _saved_actions(path):
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    except (OSError, ValueError, KeyError):
        return -1


@pytest.mark.parametrize("game", [p.id for p in playable()])
def test_kill_9_mid_game_and_a_restart_resumes_at_the_last_action(private_home, game):
    from woods_desktop.core.replay import replay
    from woods_desktop.games import definitions
    from woods_desktop.saves.games import slot_path

    slot = slot_path(game)
    proc = subprocess.Popen(
        [sys.executable, "-c", PLAY, game],
        env=_env(private_home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        while _saved_actions(slot) < 12:  # a few computer turns are on disk: the game is under way
            assert proc.poll() is None, proc.stderr.read()
            assert time.monotonic() < deadline, "the computers did not play"
            time.sleep(0.05)
        time.sleep(0.37)  # then anywhere: mid-animation, mid-turn, mid-write
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL
    record = json.loads(slot.read_text(encoding="utf-8"))  # whole JSON: the write is atomic
    saved = len(record["actions"])
    assert saved >= 12
    expected, _ = replay(record, definitions())
    out = subprocess.run(
        [sys.executable, "-c", RESUME], env=_env(private_home), capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    resumed = json.loads(out.stdout.strip().splitlines()[-1])
    assert resumed["ok"] and resumed["scene"] == game
    assert resumed["actions"] == saved
    assert resumed["state"] == json.loads(json.dumps(expected.to_dict(), default=str))
