"""What a window sends, posted through the app's own event loop: a test puts the pointer's motion, press
and release (or a key) on pygame's event queue and lets `App.take_events` drain it, exactly as the main
loop does for a person, then lets the scene update and draws the frame. No handler is called directly,
so a widget that forgets its press before the release (issue 34) fails here as it fails a person."""

from __future__ import annotations

from typing import Any

import pygame


def frame(app: Any, dt: float = 0.0) -> None:
    """One pass of the main loop: the queued events handled, the scene updated, the frame drawn."""
    app.take_events()
    if app.stack:
        app.step(dt)
        app.render()


def move(app: Any, pos: tuple[int, int]) -> None:
    """The pointer comes to `pos` from a little way off, as a hand moves it."""
    x, y = int(pos[0]), int(pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x - 6, y - 6), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(6, 6), buttons=(0, 0, 0)))
    frame(app)


def press(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=button))
    frame(app)


def release(app: Any, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(pos[0]), int(pos[1])), button=button))
    frame(app)


def click(app: Any, pos: tuple[int, int], move_first: bool = True) -> None:
    """The pointer moved onto `pos`, pressed and released there, each in its own frame."""
    pygame.event.clear()
    if move_first:
        move(app, pos)
    press(app, pos)
    release(app, pos)


def key(app: Any, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    frame(app)
