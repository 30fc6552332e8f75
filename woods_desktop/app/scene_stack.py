"""The App's scene stack: the screens open, the top one getting the events, overlays drawn over the
screen below them. Scenes are reached by name (`scene_class`), never constructed by each
other, so any screen can be opened from anywhere."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from woods_desktop.app.fonts import Fonts
from woods_desktop.app.images import Images
from woods_desktop.app.scene import Scene, scene_class

if TYPE_CHECKING:
    from woods_desktop.app.app import App


class SceneStack:
    """The scene half of `App` (a mixin: `App` sets these attributes up in its `__init__`)."""

    stack: list[Scene]
    fonts: Fonts
    images: Images

    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _make(self, name: str, kwargs: dict[str, Any], /) -> Scene:
        scene = scene_class(name)(cast("App", self))  # this mixin is part of the App
        scene.enter(**kwargs)
        scene.dirty = True
        return scene

    def push(self, name: str, /, **kwargs: Any) -> Scene:
        scene = self._make(name, kwargs)
        self.stack.append(scene)
        return scene

    def replace(self, name: str, /, **kwargs: Any) -> Scene:
        if self.stack:
            self.stack.pop().exit()
        return self.push(name, **kwargs)

    def reset_to(self, name: str, /, **kwargs: Any) -> Scene:
        while self.stack:
            self.stack.pop().exit()
        return self.push(name, **kwargs)

    def pop(self) -> None:
        if self.stack:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].on_resume()

    def visible_scenes(self) -> list[Scene]:
        """The top opaque scene and the overlays above it: the only scenes a frame draws."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(0, start) :]

    def relayout(self) -> None:
        """Every open scene laid out again (a new window size or language): fonts and pictures are
        made afresh at the new scale."""
        self.fonts.clear()
        self.images.clear()
        for scene in self.stack:
            scene.layout()
            scene.dirty = True
