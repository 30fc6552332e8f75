"""A frame drawn only where things move is the frame drawn whole.

While computers play, a table redraws only the rectangles its declaration names as moving (a card
sliding in, a figure hopping, an animal walking) and sends only them to the screen. A rectangle named
too small leaves a smear or a frozen piece; this compares every such frame, pixel for pixel, with the
same table drawn from nothing, through whole stretches of computers playing.
"""

from __future__ import annotations

import time

import pygame
import pytest

from woods_desktop.app.scene import scene_class
from woods_desktop.scenes import register_lazy

register_lazy()

PARTIAL = ["woodlanders", "wolf", "whispering"]  # the tables that name what moves
RUN_S = 25.0  # real seconds at most (the computers think in their process), and frames enough to stop earlier
ENOUGH = 60  # partial frames


def _whole(scene, size):
    fresh = pygame.Surface(size)
    scene.painter._draw_table(fresh)
    scene.painter._draw_over(fresh)
    return fresh


@pytest.mark.parametrize("game", PARTIAL)
def test_frames_drawn_where_things_move_equal_frames_drawn_whole(headless_app, game, tmp_path):
    app = headless_app()
    app.push(game, **scene_class(game).bench_positions()["computers"](app, 1))
    scene = app.scene
    app.render()
    partial = 0
    shown_parts = 0
    end = time.monotonic() + RUN_S
    last = time.monotonic()
    while time.monotonic() < end and partial < ENOUGH and app.scene is scene:
        time.sleep(1 / 60)
        now = time.monotonic()
        if not app.step(min(0.1, now - last)):
            last = now
            continue
        last = now
        app.render()
        if scene.drawn_region is None:
            continue
        partial += 1
        shown_parts += app.shown_region is not None
        whole = _whole(scene, app.screen.get_size())
        if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(app.screen, "RGB"):
            pygame.image.save(app.screen, str(tmp_path / "in-part.png"))
            pygame.image.save(whole, str(tmp_path / "whole.png"))
            pytest.fail(f"{game}: a frame drawn in {scene.drawn_region} differs from the whole frame ({tmp_path})")
    assert partial >= 10, f"{game}: only {partial} frames were drawn in part while computers played"
    assert shown_parts == partial  # and only that part went to the screen
