"""Every screen; importing this package registers them all with the scene registry."""

import importlib

_MODULES = ("menu", "setup", "settings", "rules", "statistics", "dialogs", "result")
_GAME_SCENES = ("woodlanders_scene", "voice_scene", "referee")


def load_all() -> None:
    for name in _MODULES:
        importlib.import_module(f"woods_desktop.scenes.{name}")
    for name in _GAME_SCENES:
        try:
            importlib.import_module(f"woods_desktop.scenes.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"woods_desktop.scenes.{name}":
                raise
