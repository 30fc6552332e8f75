"""A table's first frame, drawn before the flow has said whose turn it is, guesses nothing: the Wolf's
said "Squirrel (Anna) is thinking…" of the person about to move, for one frame in the window and in every
`screenshot`; after one update the prompt speaks to that person."""

from __future__ import annotations

import pytest

from woods_desktop.app.scene import scene_class
from woods_desktop.games import playable
from woods_desktop.scenes import register_lazy

register_lazy()


@pytest.mark.parametrize("game", [p.id for p in playable()])
def test_the_first_frame_says_nothing_until_the_turn_is_known(headless_app, game):
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.push(game, **scene_class(game).bench_positions()["waiting"](app, 1))
    scene = app.scene
    assert scene.prompt_text(scene.view()) == ""
    app.render()
    app.step(0.0)
    assert scene.my_turn() and scene.prompt_text(scene.view())  # the person waited for is spoken to


def test_a_screenshot_is_the_frame_after_the_first_update(tmp_path, monkeypatch, capsys):
    import pygame

    from woods_desktop.cli import main
    from woods_desktop.verbs import window

    made = []
    real = window.make_headless_app
    monkeypatch.setattr(window, "make_headless_app", lambda *a, **k: made.append(real(*a, **k)) or made[-1])
    out = tmp_path / "wolf.png"
    assert main(["--size", "1280x720", "screenshot", "wolf", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    scene = made[0].scene
    assert scene.my_turn() and scene.prompt_text(scene.view())  # the picture shows the turn, not a guess
