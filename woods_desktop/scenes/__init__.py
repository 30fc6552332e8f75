"""Every screen. Scenes register by name; their modules load on first use.

`load_all()` imports every scene (tests, screenshots); the window imports
only the menu at start and the rest when they are first opened.
"""

from __future__ import annotations

import importlib

from woods_desktop.app.scene import LAZY_SCENES

_BY_MODULE: dict[str, tuple[str, ...]] = {
    "menu": ("menu",),
    "setup": ("setup",),
    "settings": ("settings",),
    "rules": ("rules",),
    "statistics": ("statistics",),
    "dialogs": ("pass", "confirm", "pause"),
    "result": ("result",),
    "woodlanders_scene": ("woodlanders",),
    "voice_scene": ("voice",),
    "referee": ("referee",),
}


def _available(module: str) -> bool:
    return importlib.util.find_spec(f"woods_desktop.scenes.{module}") is not None


def register_lazy() -> None:
    for module, names in _BY_MODULE.items():
        if _available(module):
            for name in names:
                LAZY_SCENES[name] = f"woods_desktop.scenes.{module}"


def load_all() -> None:
    register_lazy()
    for module in _BY_MODULE:
        if _available(module):
            importlib.import_module(f"woods_desktop.scenes.{module}")


import importlib.util  # noqa: E402  (used above; kept after the table for readability)
