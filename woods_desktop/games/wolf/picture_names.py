"""Which drawings a name of the Wolf's picture book stands for, and which presents' drawings a face shows:
names and files only, no pixels (`pictures` draws them, `art` lays them on the faces).

The drawings are SVG files under assets/images/wolf/ (see the README there). Every token kind has its
own shape as well as its colour, so no meaning rests on colour alone: the rulebook's backgrounds
(presents blue, help pink, terrain white) are frames (frames/*.svg) laid under the drawing of what the
token is.
"""

from __future__ import annotations

from typing import Hashable

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


def present_pictures(face: Hashable) -> tuple[str, ...]:
    """The drawings (picture ids) of the presents `face` (see `art`) shows, in order: an open present on a
    cell, a present in a basket, the presents in the house; () for anything else."""
    if not isinstance(face, tuple) or not face:
        return ()
    if face[0] == "cell" and face[2] == "present" and face[5]:
        return (face[5],)
    if face[0] == "bag" and face[1] == "present" and face[2]:
        return (face[2],)
    if face[0] == "house":
        return tuple(face[1])
    return ()
