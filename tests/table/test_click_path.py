"""How far a click travels: a Woodlanders Warden card clicked (a real press and release through the app's own
event loop) reaches `State.apply` in at most 10 calls from `App.dispatch`, crossing between the kit and the game
at most twice on the way (the kit asks the game what the click means, or the engine to apply it; the common
cases, a click that names its item as a part and an action that needs no Play button, are data the kit reads)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType
from typing import Any

import pygame
from window_events import click, frame

from woods_desktop.games.woodlanders.bench_table import positions
from woods_desktop.games.woodlanders.rules.state import WoodlandersState

PACKAGE = Path(__file__).resolve().parents[2] / "woods_desktop"
GAMES = str(PACKAGE / "games")


def _side(code_file: str) -> str | None:
    """'game' (a game's own code: its table, its rules), 'kit' (the rest of the program), None (Python's own
    code, pygame, a dataclass's made `__init__`: it counts as the side that called it)."""
    if code_file.startswith(GAMES):
        return "game"
    return "kit" if code_file.startswith(str(PACKAGE)) else None


class Trace:
    """From `App.dispatch` of the button's release to the call of `State.apply`: every call made (`sys.setprofile`),
    how often one side called the other, and the stack of calls that reached `State.apply`."""

    def __init__(self) -> None:
        self.on = False
        self.done = False
        self.crossings: list[str] = []
        self.path: list[str] = []

    def __call__(self, frame_: FrameType, event: str, arg: Any) -> None:
        if event != "call" or self.done:
            return
        code = frame_.f_code
        if not self.on:
            event_ = frame_.f_locals.get("event") if code.co_name == "dispatch" else None
            self.on = getattr(event_, "type", None) == pygame.MOUSEBUTTONUP and code.co_filename.endswith("app/app.py")
            if not self.on:
                return
        callee = _side(code.co_filename)
        caller = _caller_side(frame_.f_back)
        name = f"{Path(code.co_filename).stem}.{code.co_qualname}"
        if callee is not None and caller is not None and callee != caller:
            self.crossings.append(f"{caller}->{callee}: {name}")
        if code.co_name == "apply" and code.co_qualname.startswith("WoodlandersState"):
            self.done = True
            self.path = _stack(frame_)


def _caller_side(f: FrameType | None) -> str | None:
    while f is not None:
        side = _side(f.f_code.co_filename)
        if side is not None:
            return side
        f = f.f_back
    return None


def _stack(f: FrameType | None) -> list[str]:
    """The calls from `App.dispatch` down to `f`, outermost first (Python's own frames left out)."""
    out: list[str] = []
    while f is not None:
        code = f.f_code
        if _side(code.co_filename) is not None:
            out.append(f"{Path(code.co_filename).stem}.{code.co_qualname}")
        if code.co_name == "dispatch" and code.co_filename.endswith("app/app.py"):
            break
        f = f.f_back
    return out[::-1]


def test_a_warden_card_click_reaches_the_engine_in_ten_calls_and_two_crossings(headless_app):
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("woodlanders", **positions()["wardens"](app, 1))
    for _ in range(3):
        frame(app, 0.05)
    scene = app.scene
    card = next(it for it in scene.zone("wardens").items)
    before = len(scene.session.actions)
    trace = Trace()
    sys.setprofile(trace)
    try:
        click(app, card.rect.center)
    finally:
        sys.setprofile(None)
    assert len(scene.session.actions) == before + 1  # the Warden was chosen: the click reached the engine
    assert trace.path and trace.path[-1] == "state.WoodlandersState.apply", trace.path
    assert len(trace.crossings) <= 2, "\n".join(trace.crossings)
    assert len(trace.path) <= 10, "\n".join(trace.path)
    assert trace.crossings[-1] == "kit->game: state.WoodlandersState.apply"


assert WoodlandersState.apply  # the engine's own apply is the one the trace stops at
