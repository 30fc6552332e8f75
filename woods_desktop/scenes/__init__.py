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
    "dialogs": ("pass", "confirm", "notice"),
    "pause_menu": ("pause",),
    "guide_offer": ("guide_offer", "guide_start"),
    "result": ("result",),
    "saved_games": ("saved_games",),
    "net_choice": ("net_choice",),
    "net_lobby": ("net_lobby",),
    "net_join": ("net_join",),
}


def _all_modules() -> dict[str, str]:
    """Scene name -> module: the shell's screens here, each game's from `GAMES`."""
    from woods_desktop.games import scene_modules

    out = {name: f"woods_desktop.scenes.{module}" for module, names in _BY_MODULE.items() for name in names}
    out.update(scene_modules())
    return out


def register_lazy() -> None:
    LAZY_SCENES.update(_all_modules())


def load_all() -> None:
    register_lazy()
    for module in sorted(set(_all_modules().values())):
        importlib.import_module(module)
