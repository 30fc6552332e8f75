"""What one frame of a scene draws, measured: every piece of text (its words, pixel size and where it
landed), every panel (ui.draw.panel: sheets, buttons, choices, tiles), so layout tests can check that
nothing is shrunk below its size and nothing sticks out of the panel it sits on."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any

import pygame

from woods_desktop.ui import draw


@dataclass(frozen=True)
class Text:
    text: str
    px: int
    rect: pygame.Rect


@dataclass
class Frame:
    size: tuple[int, int]
    texts: list[Text] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)


class _Tracing(pygame.Surface):
    """The window's surface, noting each blit of a rendered text."""

    def __init__(self, size: tuple[int, int], frame: Frame, rendered: dict[int, tuple[str, int]]) -> None:
        super().__init__(size)
        self.frame, self.rendered = frame, rendered

    def _note(self, source: pygame.Surface, dest: Any, area: Any = None) -> None:
        words = self.rendered.get(id(source))
        if words is None or not words[0].strip():
            return
        rect = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0))
        rect.size = pygame.Rect(area).size if area is not None else source.get_size()
        self.frame.texts.append(Text(words[0], words[1], rect))

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        self._note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence: Any, doreturn: Any = 1) -> Any:
        items = list(blit_sequence)
        for item in items:
            self._note(item[0], item[1], item[2] if len(item) > 2 else None)
        return super().blits(items, doreturn)


def measure(app: Any, monkeypatch: Any) -> Frame:
    """Draws the top scene once (the scenes under an overlay first, unmeasured) and returns what it drew."""
    frame = Frame(app.size)
    rendered: dict[int, tuple[str, int]] = {}
    fonts_render = app.fonts.render

    def render(text: str, px: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = fonts_render(text, px, *args, **kwargs)
        rendered[id(surface)] = (text, int(px))
        return surface

    original_panel = draw.panel
    recording = [False]

    def panel(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        if recording[0] and surface is app.screen:
            frame.panels.append(pygame.Rect(rect))
        original_panel(surface, rect, *args, **kwargs)

    for module in list(sys.modules.values()):
        if (
            getattr(module, "__name__", "").startswith("woods_desktop")
            and getattr(module, "panel", None) is original_panel
        ):
            monkeypatch.setattr(module, "panel", panel)
    monkeypatch.setattr(app.fonts, "render", render)
    app.fonts.clear()  # every text rendered afresh, so each one is seen
    app.screen = _Tracing(app.size, frame, rendered)
    scenes = app.visible_scenes()
    for scene in scenes[:-1]:
        scene.draw(app.screen)
    frame.texts.clear()
    recording[0] = True
    scenes[-1].draw(app.screen)
    recording[0] = False
    return frame
