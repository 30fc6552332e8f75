"""Every registered scene renders at 720p and 1440p in both languages and survives abuse."""

from __future__ import annotations

import random

import pygame
import pytest

from woods_desktop.app.minute import Minute
from woods_desktop.app.scene import SCENES
from woods_desktop.cli import open_demo
from woods_desktop.scenes import load_all

load_all()
SCENE_NAMES = sorted(SCENES)


def test_the_shell_scenes_are_registered():
    for name in (
        "menu",
        "setup",
        "settings",
        "rules",
        "statistics",
        "pass",
        "pause",
        "confirm",
        "result",
        "saved_games",
    ):
        assert name in SCENES


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("name", SCENE_NAMES)
def test_scene_renders(headless_app, name, size, lang):
    app = headless_app(size, lang)
    open_demo(app, name, seed=3)
    surface = app.render()
    assert surface.get_size() == size
    # something was drawn: not a single flat colour
    colours = {surface.get_at((x, y))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 61)}
    assert len(colours) > 5


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_a_resized_scene_draws_what_it_draws_when_opened_at_that_size(headless_app, monkeypatch, name):
    """A resize lays the scene out again for the new size, and changes nothing else (focus, scroll,
    choices): the frame is pixel for pixel the one of the same scene opened at that size. The clocks
    stand still (a caret's blink, a running minute), so both frames show the same moment."""
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)
    monkeypatch.setattr(Minute.__init__, "__defaults__", (60_000, lambda: 1000.0))
    if name == "referee":  # its Check button waits for the dictionary: both frames are drawn once it has loaded
        from woods_desktop.words.judge import shared_service

        assert shared_service().wait(60)
    app = headless_app()
    open_demo(app, name, seed=5)
    app.render()
    for size in [(1600, 900), (700, 400), (3840, 2160), (1280, 720)]:
        app.resize_to(size)
        resized = pygame.image.tobytes(app.render(), "RGB")
        fresh = headless_app(app.size)
        open_demo(fresh, name, seed=5)
        assert resized == pygame.image.tobytes(fresh.render(), "RGB"), f"{name} after a resize to {size}"
        while fresh.stack:
            fresh.stack.pop().exit()


def _random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    kind = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if kind < 0.35:
        button = rng.choice([1, 1, 1, 3])
        return pygame.event.Event(
            pygame.MOUSEBUTTONUP if rng.random() < 0.5 else pygame.MOUSEBUTTONDOWN, pos=pos, button=button
        )
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.2, 0, 0))
    if kind < 0.6:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    if kind < 0.9:
        key = rng.choice(
            [
                pygame.K_RETURN,
                pygame.K_SPACE,
                pygame.K_TAB,
                pygame.K_LEFT,
                pygame.K_RIGHT,
                pygame.K_UP,
                pygame.K_DOWN,
                pygame.K_ESCAPE,
                pygame.K_BACKSPACE,
                pygame.K_a,
                pygame.K_1,
                pygame.K_PAGEDOWN,
                pygame.K_HOME,
                pygame.K_z,
            ]
        )
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    if kind < 0.97:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["а", "Л", "x", "Ё", "1", "й"]))
    return pygame.event.Event(
        pygame.VIDEORESIZE, w=rng.choice([1280, 1600, 900]), h=rng.choice([720, 900, 600]), size=(1280, 720)
    )


def test_monkey_5000_events_across_the_scenes(headless_app):
    """Random clicks, drags, keys, text and resizes: no exception, and the app keeps a scene."""
    rng = random.Random(2026)
    app = headless_app()
    app.quit = lambda: None  # "Quit" must not end the monkey's run
    app.push("menu")
    for i in range(5000):
        if not app.stack or (i % 400 == 0):
            _open_random(app, rng)
        event = _random_event(rng, app.size)
        if event.type == pygame.VIDEORESIZE:
            app.resize_to((event.w, event.h))
        else:
            app.dispatch(event)
        if not app.stack:
            app.push("menu")
        app.step(0.016)
        if i % 5 == 0:
            app.render()
    assert app.stack


def _open_random(app, rng: random.Random) -> None:
    name = rng.choice(SCENE_NAMES)
    while app.stack:
        app.stack.pop().exit()
    open_demo(app, name, seed=rng.randrange(100))
