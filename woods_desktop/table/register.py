"""A game's table joins the scene registry as its declaration plus the fixtures beside it.

The one `TableScene` is made per table with the game's declaration; bench positions and the
screenshot demo live in the game's own fixtures module (`bench_table.py`), not in the table, and are
imported only when `bench` or `screenshot` asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from woods_desktop.app.scene import SCENES
from woods_desktop.core.plugin import resolve
from woods_desktop.table.declaration import TableDeclaration
from woods_desktop.table.table_scene import TableScene
from woods_desktop.ui.services import AppServices

if TYPE_CHECKING:
    from woods_desktop.app.app import App


class TableSceneFactory:
    """Stands in the registry where a scene class would: calling it makes the table scene."""

    overlay = False  # a table is a whole screen (the screenshot verb reads this, as of a scene class)

    def __init__(self, name: str, declaration: type[TableDeclaration[Any]], fixtures: str) -> None:
        self.name = name
        self.declaration = declaration
        self.fixtures = fixtures  # "package.module": positions() -> {name: fn(app, seed)}, demo(app, seed)
        self.frame_positions = declaration.frame_positions

    def __call__(self, app: App) -> TableScene:
        scene = TableScene(app, self.declaration)
        scene.name = self.name
        return scene

    def bench_positions(self) -> dict[str, Callable[[AppServices, int], dict[str, object]]]:
        positions: dict[str, Callable[[AppServices, int], dict[str, object]]] = resolve(self.fixtures).positions()
        return positions

    def demo(self, app: AppServices, seed: int) -> dict[str, object]:
        demo: dict[str, object] = resolve(self.fixtures).demo(app, seed)
        return demo


def table_factory(name: str) -> TableSceneFactory:
    """A game's registered table, as bench and the probe need it (its positions; a plain scene has none)."""
    from woods_desktop.app.scene import scene_class

    factory = scene_class(name)
    if not isinstance(factory, TableSceneFactory):
        raise KeyError(f"{name!r} is not a game's table")
    return factory


def register_table(name: str, declaration: type[TableDeclaration[Any]], fixtures: str) -> TableSceneFactory:
    factory = TableSceneFactory(name, declaration, fixtures)
    SCENES[name] = factory  # type: ignore[assignment]
    return factory
