"""Fonts at their real pixel size, and a cache of rendered text.

Text is rendered at the size it is shown (never scaled bitmaps), so it is
crisp from 720p to 4K; the cache keeps redraws cheap and is cleared on
resize or language change.

The player's text size (settings: 100 / 125 / 150 %) is applied here, to every size asked for, so
every screen honours it without knowing of it: sizes are asked on the type scale at the window's
scale (`app.px(theme.TYPE_BODY)`), and what is measured (`font(px).size`, `get_linesize`, `wrap`)
is the text as it is drawn. Text that belongs to a picture and is sized by it (a card's letter, a
tile's count, a badge's number) asks with `scaled=False`: it grows with its picture, not with the
setting.
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
        self.text_size = 1.0  # the player's text size (app/settings.py TEXT_SIZES); App keeps it in step

    def real_px(self, px: float, scaled: bool = True) -> int:
        """The pixel size text asked for at `px` is drawn at: times the text size unless it is a picture's."""
        return max(6, int(px * self.text_size) if scaled else int(px))

    def smaller(self, px: float, smaller: float) -> float:
        """`smaller`, the type scale's size a text asked at `px` falls back to when too wide, unless at a
        larger text it would draw under the size `px` drew at 100 %: then `px` itself (issue 34 item 7: at
        125 % the small size, 14 * 1.25, drew a 36 px name at 35; a text that still does not fit is cut)."""
        if self.text_size <= 1.0 or self.real_px(smaller) >= max(6, int(px)):
            return smaller
        return px

    def one_line(
        self, text: str, px: float, smaller: float, width: int, color: tuple[int, int, int], weight: str = "regular"
    ) -> pygame.Surface:
        """`text` on one line in `width` pixels: at `px`; too wide, at `smaller` but never under the size
        `px` drew at 100 % (`smaller`); still too wide, cut with "…" at that size (a label or a value
        keeps its letters as large as at 100 % at any text size)."""
        surf = self.render(text, px, color, weight)
        if surf.get_width() <= width:
            return surf
        small = self.smaller(px, smaller)
        font = self.font(small, weight)
        if font.size(text)[0] > width:
            while len(text) > 1 and font.size(text + "…")[0] > width:
                text = text[:-1]
            text = text.rstrip() + "…"
        return self.render(text, small, color, weight)

    def set_text_size(self, factor: float) -> None:
        """A new text size: every text is rendered afresh at it."""
        self.text_size = float(factor)
        self.clear()

    def font(self, px: float, weight: str = "regular", scaled: bool = True) -> pygame.font.Font:
        px = self.real_px(px, scaled)
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

    def render(
        self, text: str, px: float, color: tuple[int, int, int], weight: str = "regular", scaled: bool = True
    ) -> pygame.Surface:
        key = (text, self.real_px(px, scaled), tuple(color), weight)
        surf = self._text.get(key)
        if surf is not None:
            self._text.move_to_end(key)
            return surf
        surf = self.font(px, weight, scaled).render(text, True, color)
        self._text[key] = surf
        if len(self._text) > self.max_cached:
            self._text.popitem(last=False)
        return surf

    def wrap(self, text: str, px: float, width: int, weight: str = "regular", scaled: bool = True) -> list[str]:
        """Greedy word wrap to `width` pixels, keeping explicit line breaks."""
        font = self.font(px, weight, scaled)
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
