"""Fonts at their real pixel size, and a cache of rendered text.

Text is rendered at the size it is shown (never scaled bitmaps), so it is
crisp from 720p to 4K; the cache keeps redraws cheap and is cleared on
resize or language change.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from woods_desktop.data.assets import asset_path

FONT_FILES = {"regular": "ui-regular.ttf", "bold": "ui-bold.ttf"}


class Fonts:
    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple[str, int, tuple[int, ...], str], pygame.Surface] = OrderedDict()
        self.max_cached = 1500

    def font(self, px: int, weight: str = "regular") -> pygame.font.Font:
        px = max(6, int(px))
        key = (weight, px)
        f = self._fonts.get(key)
        if f is None:
            path = asset_path("fonts", FONT_FILES.get(weight, FONT_FILES["regular"]))
            try:
                f = pygame.font.Font(str(path), px)
            except (OSError, FileNotFoundError, pygame.error):
                f = pygame.font.Font(None, int(px * 1.3))
                f.set_bold(weight == "bold")
            self._fonts[key] = f
        return f

    def render(self, text: str, px: int, color: tuple[int, int, int], weight: str = "regular") -> pygame.Surface:
        key = (text, int(px), tuple(color), weight)
        surf = self._text.get(key)
        if surf is not None:
            self._text.move_to_end(key)
            return surf
        surf = self.font(px, weight).render(text, True, color)
        self._text[key] = surf
        if len(self._text) > self.max_cached:
            self._text.popitem(last=False)
        return surf

    def wrap(self, text: str, px: int, width: int, weight: str = "regular") -> list[str]:
        """Greedy word wrap to `width` pixels, keeping explicit line breaks."""
        font = self.font(px, weight)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def clear(self) -> None:
        self._text.clear()
