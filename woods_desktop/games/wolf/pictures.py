"""The Wolf's picture book: the heroes, the Wolf, every forest token and the house, by name, drawn
at a size and cached (`picture_names` says which files a name stands for).
"""

from __future__ import annotations

from typing import Iterable

import pygame

from woods_desktop.app.images import Images
from woods_desktop.games.wolf.picture_names import layers

_BOOK = Images(limit=400)


def picture(name: str, w: int, h: int | None = None) -> pygame.Surface:
    """The drawing `name` at exactly (w, h) (aspect kept, centred), rasterised once and cached.
    A missing or broken file raises app.images.ImageError naming it."""
    return _BOOK.picture(layers(name), w, h)


def warm(named: Iterable[tuple[str, int]]) -> None:
    """These pictures (name, size) drawn ahead in the loop's spare time (app/images.py `warm`)."""
    for name, size in named:
        _BOOK.warm([layers(name)], size)
