"""Whispering Woods on the table kit, driven only through the kit's public targets: item rects clicked with
the mouse, keys, `scene.targets()`, `scene.press(...)`."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from table.drive import click as _click
from table.drive import click_item as _click_item
from table.drive import key as _key
from table.drive import use_by_keys

import woods_desktop.games as games
from woods_desktop.core.plugin import GamePlugin
from woods_desktop.core.rng import Rng
from woods_desktop.games.whispering import bench_table
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, PlaceTask, Refresh
from woods_desktop.games.whispering.rules.testing import choose
from woods_desktop.table.art import LEGAL, SELECTED, TARGET

_P = "woods_desktop.games.whispering"


@pytest.fixture(autouse=True)
def playable(monkeypatch):
    """The game as the shell will list it (until GAMES lists it as playable): its bots, scene and chooser."""
    if not games.plugin("whispering").playable:
        plugin = GamePlugin(
            id="whispering",
            players="2-4",
            definition_ref=f"{_P}.data:load_definition",
            bots_ref=f"{_P}.bots:FACTORIES",
            scenes={"whispering": f"{_P}.table"},
            demo_chooser_ref=f"{_P}.rules.testing:choose",
        )
        monkeypatch.setattr(games, "GAMES", tuple(plugin if p.id == "whispering" else p for p in games.GAMES))
    import woods_desktop.games.whispering.table  # noqa: F401  (registers the scene)


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def _push(app, session, speed: float = 0.0, **kwargs):
    app.settings.animation_speed = speed
    app.reset_to("menu")
    app.push("whispering", session=session, **kwargs)
    scene = app.scene
    _settle(app, 1)
    return scene


def _public(session):
    return session.port(None).view()


def _marks(scene, zone, item):
    return scene.item(zone, item).marks


# -- playing through the targets --------------------------------------------------------------------------
def _use(app, scene, zone: str, item, by_keys: bool) -> None:
    if by_keys:
        use_by_keys(app, scene, zone, item)
    else:
        _click_item(app, scene, zone, item)


def _choice(app, scene, choice: str, by_keys: bool) -> None:
    assert choice in scene.targets()["actions"], (choice, scene.targets()["actions"])
    _use(app, scene, "actions", choice, by_keys)


def _place(app, scene, action, by_keys: bool) -> None:
    tile = ("tile", action.tile)
    if not any(SELECTED in it.marks and it.id == tile for it in scene.zone("display").items):
        _use(app, scene, "display", tile, by_keys)
    want = "task" if isinstance(action, PlaceTask) else "forest"
    face = scene.item("display", tile).face
    if face[0] != want:
        if by_keys:
            _key(app, pygame.K_f)
        else:
            _choice(app, scene, "flip", by_keys)
    assert scene.item("display", tile).face[0] == want
    spot = ("hex", action.q, action.r)
    assert LEGAL in _marks(scene, "forest", spot)
    _use(app, scene, "forest", spot, by_keys)


def _complete(app, scene, action, by_keys: bool) -> None:
    start = ("hex", action.q, action.r)
    if SELECTED not in _marks(scene, "forest", start):
        _use(app, scene, "forest", start, by_keys)
    assert SELECTED in _marks(scene, "forest", start)
    end = ("hex", *action.path[-1])
    assert TARGET in _marks(scene, "forest", end)
    before = len(scene.session.actions)
    for _ in range(30):
        _use(app, scene, "forest", end, by_keys)
        if len(scene.session.actions) > before:
            return
        if scene.zone("forest").chosen[1:] == action.path:  # several paths end here: this one is shown
            _choice(app, scene, "walk", by_keys)
            return
    pytest.fail(f"path {action.path} never shown")


def _take(app, scene, session, action, by_keys: bool) -> None:
    before = len(session.actions)
    if isinstance(action, (PlaceForest, PlaceTask)):
        _place(app, scene, action, by_keys)
    elif isinstance(action, Complete):
        _complete(app, scene, action, by_keys)
    elif isinstance(action, Refresh):
        _choice(app, scene, "refresh", by_keys)
        _use(app, scene, "display", ("done", action.tile), by_keys)
    elif isinstance(action, EndTurn):
        if by_keys:
            _key(app, pygame.K_e)
        else:
            _choice(app, scene, "end", by_keys)
    assert len(session.actions) > before, f"{action} was not played"
    assert session.actions[before] == action


def _play_game(app, scene, session, rng, by_keys=False, watch=None, limit=20000) -> None:
    chooser_rng = Rng(rng.randrange(10**6))
    for _ in range(limit):
        if app.scene.name == "result":
            return
        assert app.scene.name != "pass", "nothing is private in this game: no pass screen"
        _settle(app, 1)
        if app.scene.name != "whispering":
            continue
        assert app.scene is scene
        if watch is not None:
            watch()
        if scene.flow.current_hold() is not None:
            _key(app, pygame.K_RETURN) if by_keys else _click(app, (5, 5))
            continue
        if not scene.my_turn():
            time.sleep(0.002)  # a computer thinks on its own thread
            app.step(1.0)
            continue
        seat = session.to_move
        action = choose(session.state, session.port(seat).legal_actions(), chooser_rng)
        _take(app, scene, session, action, by_keys)
    pytest.fail("the game did not end")


def test_a_whole_game_against_a_computer_by_clicks(headless_app):
    app = headless_app()
    session = bench_table.session(["human", "easy"], 3)
    scene = _push(app, session)
    _play_game(app, scene, session, random.Random(1))
    assert _public(session).phase == "over" and app.scene.name == "result"
    assert any(isinstance(a, Complete) for a in session.actions)
