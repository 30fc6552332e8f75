"""A click closes the hold it was pressed on, never one that came up while the button was down (issue 34,
item 10: a finished trick went by itself under a person's press, and the release closed the round summary
behind it: the 4-player game went straight to round 2). Through the app's event loop, time by `app.step`."""

from __future__ import annotations

import pygame

from woods_desktop.games.woodlanders import bench_table
from woods_desktop.table.flow import Hold


def _button(app, kind: int) -> None:
    app.dispatch(pygame.event.Event(kind, pos=(5, 5), button=1))


def test_a_release_closes_only_the_hold_its_press_went_down_on(headless_app):
    app = headless_app()
    session = bench_table.session(["human", "easy", "easy", "easy"], 3)
    app.settings.animation_speed = 1.0
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    scene = app.scene
    app.step(0.05)
    timed, waiting = Hold("gone soon", seconds=0.2), Hold("summary-like", seconds=None)
    scene.flow.hold([timed, waiting])
    _button(app, pygame.MOUSEBUTTONDOWN)  # pressed on the timed hold
    for _ in range(6):
        app.step(0.05)  # it goes by itself while the button is down
    assert scene.hold is waiting
    _button(app, pygame.MOUSEBUTTONUP)
    assert scene.hold is waiting, "the release closed a hold it was not pressed on"
    _button(app, pygame.MOUSEBUTTONDOWN)
    _button(app, pygame.MOUSEBUTTONUP)
    assert scene.hold is None
