"""The Wolf's picture book: the heroes, the Wolf, every forest token and the house, by name.

The drawings are SVG files under assets/images/wolf/ (see the README there); this module only says
which file, or which frame and drawing, a name stands for. Every token kind has its own shape as well
as its colour, so no meaning rests on colour alone: the rulebook's backgrounds (presents blue, help
pink, terrain white) are frames (frames/*.svg) laid under the drawing of what the token is.
"""

from __future__ import annotations

from typing import Iterable

import pygame

from woods_desktop.app.images import Images
from woods_desktop.games.wolf.present_drawings import PRESENTS_FOLDER

FOLDER = "wolf"
# token kind -> its frame (the rulebook's background for that kind of token)
TOKEN_FRAMES: dict[str, str] = {
    "sleeping_wolf": "help",
    "basket": "help",
    "scooter": "help",
    "puddle": "terrain",
    "thorn_bush": "terrain",
    "windfall": "terrain",
    "ravine": "terrain",
    "beehive": "terrain",
}

_BOOK = Images(limit=400)


def layers(name: str) -> tuple[str, ...]:
    """The image files (names under assets/images/, bottom first) the picture `name` is drawn from:
    "present_<id>" a present on its forest token, "gift_<id>" the present alone, "stop_<kind>" a
    terrain token with the no-entry sign, a token kind its drawing on its frame, anything else
    assets/images/wolf/<name>.svg."""
    kind, _, rest = name.partition("_")
    if kind == "present" and rest:
        return (f"{FOLDER}/frames/present", f"{PRESENTS_FOLDER}/{rest}")
    if kind == "gift" and rest:
        return (f"{PRESENTS_FOLDER}/{rest}",)
    if kind == "stop" and rest:  # a terrain that stops a hero: the no-entry sign in its corner
        return (*layers(rest), f"{FOLDER}/marks/no_entry_corner")
    frame = TOKEN_FRAMES.get(name)
    if frame is not None:
        return (f"{FOLDER}/frames/{frame}", f"{FOLDER}/tokens/{name}")
    return (f"{FOLDER}/{name}",)


def picture(name: str, w: int, h: int | None = None) -> pygame.Surface:
    """The drawing `name` at exactly (w, h) (aspect kept, centred), rasterised once and cached.
    A missing or broken file raises app.images.ImageError naming it."""
    return _BOOK.picture(layers(name), w, h)


def warm(named: Iterable[tuple[str, int]]) -> None:
    """These pictures (name, size) drawn ahead in the loop's spare time (app/images.py `warm`)."""
    for name, size in named:
        _BOOK.warm([layers(name)], size)
