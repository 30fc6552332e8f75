"""The command line: help on every verb, no traceback without a display, screenshot, simulate, replay, strings,
and every verb stops on Ctrl-C or SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from woods_desktop.cli import build_parser, main

VERBS = ["screenshot", "simulate", "replay", "bench", "check-word", "strings"]


def _run(*args: str, env_extra: dict | None = None, drop: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    for k in drop:
        env.pop(k, None)
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "woods_desktop", *args], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.parametrize("verb", VERBS)
def test_every_verb_has_help(verb, capsys):
    with pytest.raises(SystemExit) as info:
        main([verb, "--help"])
    assert info.value.code == 0
    assert "usage" in capsys.readouterr().out


def test_parser_lists_the_verbs():
    text = build_parser().format_help()
    for verb in VERBS:
        assert verb in text


def test_without_a_display_the_window_explains_in_two_lines():
    proc = _run(drop=("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"), env_extra={"LANG": "en_US.UTF-8"})
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 2
    assert "xvfb-run" in lines[1] and "screenshot" in lines[1]


def test_without_a_display_the_hint_names_the_program_that_was_run(tmp_path):
    """`xvfb-run woods-desktop` fails outside the venv: the hint names the script by its full path."""
    script = os.path.join(os.path.dirname(sys.executable), "woods-desktop")
    if not os.path.exists(script):
        pytest.skip("the entry-point script is not installed beside this interpreter")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(LANG="en_US.UTF-8", PATH="/usr/bin:/bin")
    proc = subprocess.run([script], capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    hint = proc.stderr.splitlines()[-1]
    assert f"xvfb-run {script})" in hint
    assert f"{script} screenshot menu" in hint
    proc = subprocess.run([script, "--lang", "ru"], capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert f"xvfb-run {script})" in proc.stderr


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "menu.png"
    assert main(["screenshot", "menu", "--out", str(out), "--size", "1600x900", "--lang", "ru"]) == 0
    import pygame

    assert pygame.image.load(str(out)).get_size() == (1600, 900)


def test_screenshot_takes_size_and_language_given_before_the_verb(tmp_path, monkeypatch):
    """`woods-desktop --size 800x600 --lang ru screenshot menu` was drawn at 1280x720 in English: the
    verb's own defaults overrode what was given before it."""
    from woods_desktop.verbs import window

    made = []
    real = window.make_headless_app
    monkeypatch.setattr(window, "make_headless_app", lambda *a, **k: made.append(a) or real(*a, **k))
    out = tmp_path / "menu.png"
    assert main(["--size", "800x600", "--lang", "ru", "screenshot", "menu", "--out", str(out)]) == 0
    import pygame

    assert pygame.image.load(str(out)).get_size() == (800, 600)
    assert made == [((800, 600), "ru")]


def test_screenshot_of_an_unknown_scene_is_refused(tmp_path, capsys):
    assert main(["screenshot", "nope", "--out", str(tmp_path / "x.png")]) == 2
    assert "unknown scene" in capsys.readouterr().err


def test_simulate_json_has_the_promised_keys(capsys):
    assert (
        main(
            [
                "simulate",
                "woodlanders",
                "--seats",
                "random,random,random,random",
                "--games",
                "5",
                "--seed",
                "3",
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    for key in ("game", "games", "errors", "unfinished", "games_per_second", "seats"):
        assert key in report
    assert report["games"] == 5 and report["errors"] == 0 and report["unfinished"] == 0
    assert [s["seat"] for s in report["seats"]] == [0, 1, 2, 3]
    assert {"seat", "kind", "wins", "mean_score"} <= set(report["seats"][0])


def test_simulate_refuses_an_unknown_game(capsys):
    assert main(["simulate", "chess", "--seats", "random,random"]) == 2


def test_replay_prints_the_result_of_a_save(tmp_path, capsys):
    from woods_desktop.app.demo import demo_session
    from woods_desktop.core.replay import make_record

    s = demo_session("woodlanders", 4, finish=True)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(make_record(s.definition, s.config, s.seed, s.actions)), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] is True
    assert out["result"]["ranks"] == list(s.state.outcome().ranks)


def test_replay_of_a_broken_file_says_so(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "bad.json" in capsys.readouterr().err


def test_the_string_tables_pass_strings_check():
    proc = _run("strings", "check")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_strings_show_renders_plural_forms_and_parameters(capsys):
    assert main(["strings", "show", "result.points", "--lang", "ru", "--n", "22"]) == 0
    assert capsys.readouterr().out.strip() == "22 очка"
    assert (
        main(["strings", "show", "woodlanders.log.trick", "--lang", "en", "--param", "name=Anna", "--param", "n=1"])
        == 0
    )
    assert capsys.readouterr().out.strip() == "Anna wins the trick and collects 1 card."
    assert main(["strings", "show", "no.such.key"]) == 1


def test_strings_check_exits_1_on_a_problem(monkeypatch, capsys):
    import woods_desktop.data.strings_check as strings_check

    monkeypatch.setattr(strings_check, "check_tables", lambda: ["ru: x: missing"])
    assert main(["strings", "check"]) == 1
    assert "ru: x: missing" in capsys.readouterr().out


def test_replay_lists_and_replays_a_kept_finished_game(monkeypatch, capsys):
    import shell_game

    from woods_desktop.core.game import make_config
    from woods_desktop.core.replay import make_record
    from woods_desktop.saves.history import archive

    d = shell_game.definition()
    monkeypatch.setattr("woods_desktop.games.definitions", lambda: {shell_game.GAME_ID: d})
    monkeypatch.setattr("woods_desktop.games.playable_ids", lambda: (shell_game.GAME_ID,))
    state = d.new_game(make_config(d, 2), 1)
    actions = []
    while not state.is_over():
        actions.append(state.legal_actions(state.to_move())[-1])
        state.apply(actions[-1])
    archive(make_record(d, make_config(d, 2), 1, actions), state.outcome().to_dict())
    assert main(["replay", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed["finished"][shell_game.GAME_ID]) == 1
    assert main(["replay", shell_game.GAME_ID, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] and out["result"]["kind"] == "ranked" and out["rules_changed"] is False


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_bench_stops_on_a_signal_with_the_right_code_and_no_traceback(signum, code):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen(
        [sys.executable, "-m", "woods_desktop", "bench", "--only", "shell", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    time.sleep(3.0)  # well inside the start-up measurements (child processes running)
    assert proc.poll() is None, "bench ended before it could be interrupted"
    proc.send_signal(signum)
    try:
        out, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("bench ignored the signal")
    assert proc.returncode == code, err
    assert "Traceback" not in err
    assert "stopped by" in err
