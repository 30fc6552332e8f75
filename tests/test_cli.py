"""The command line: help on every verb, no traceback without a display, screenshot, simulate, replay."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from woods_desktop.cli import build_parser, main

VERBS = ["screenshot", "simulate", "replay", "bench", "check-word"]


def _run(*args: str, env_extra: dict | None = None, drop: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    for k in drop:
        env.pop(k, None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "woods_desktop", *args], capture_output=True, text=True, env=env,
                          timeout=120)


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


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "menu.png"
    assert main(["screenshot", "menu", "--out", str(out), "--size", "1600x900", "--lang", "ru"]) == 0
    import pygame

    assert pygame.image.load(str(out)).get_size() == (1600, 900)


def test_screenshot_of_an_unknown_scene_is_refused(tmp_path, capsys):
    assert main(["screenshot", "nope", "--out", str(tmp_path / "x.png")]) == 2
    assert "unknown scene" in capsys.readouterr().err


def test_simulate_json_has_the_promised_keys(capsys):
    assert main(["simulate", "woodlanders", "--seats", "random,random,random,random", "--games", "5",
                 "--seed", "3", "--json"]) == 0
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
    assert out["result"]["ranks"] == list(s.state.result().ranks)


def test_replay_of_a_broken_file_says_so(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "bad.json" in capsys.readouterr().err
