"""Scenes and their registry: every screen has one lifecycle.

Scenes are reached by name through `SCENES`, never by constructing each
other, so any scene can be opened from anywhere (menu, CLI screenshot, tests).
Each registers a `demo(app, seed)` giving `enter` arguments for screenshots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

if TYPE_CHECKING:
    from woods_desktop.app.app import App

SCENES: dict[str, type["Scene"]] = {}
# Scenes imported on first use (name -> module), so start-up loads only the menu.
LAZY_SCENES: dict[str, str] = {}


def scene_class(name: str) -> type["Scene"]:
    if name not in SCENES and name in LAZY_SCENES:
        import importlib

        importlib.import_module(LAZY_SCENES[name])
    return SCENES[name]


def register_scene(name: str) -> Callable[[type["Scene"]], type["Scene"]]:
    def deco(cls: type["Scene"]) -> type["Scene"]:
        cls.name = name
        SCENES[name] = cls
        return cls

    return deco


class Scene:
    """Lifecycle: enter(**kwargs), exit(), handle(event), update(dt), draw(surface).

    `update` returns True while something animates; `dirty` asks for one
    redraw. `draw` must never change game state.
    """

    name = "scene"
    overlay = False  # drawn over the scene below it (dialogs, pass screen)
    manages_hover = False  # True: the scene sets `dirty` itself on mouse motion (only when hover changed)
    # the part of the window its last `draw` changed, when it knows (a card sliding): only that part is sent
    # to the screen; None, the whole window
    drawn_region: "pygame.Rect | None" = None

    def __init__(self, app: "App") -> None:
        self.app = app
        self.dirty = True

    # lifecycle -------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        self.layout()

    def exit(self) -> None:
        pass

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> bool:
        return False

    def busy(self) -> bool:
        """True while work runs off the main thread (a computer thinking): the loop then polls
        more often, so the window answers within a frame."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # hooks -------------------------------------------------------------------
    def layout(self) -> None:
        """Recompute pixel rectangles; called on enter, resize and language change."""

    def on_resume(self) -> None:
        """Called when a scene above this one is popped."""
        self.layout()
        self.dirty = True

    @classmethod
    def demo(cls, app: "App", seed: int) -> dict[str, Any]:
        """Arguments for `enter` that show this scene in a typical state."""
        return {}
