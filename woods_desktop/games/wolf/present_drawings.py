"""The ten presents' drawings, by picture id: one SVG file each, no pygame.

Each present of assets/data/wolf/presents.yaml names its drawing (`picture`), the file
assets/images/wolf/presents/<picture>.svg; the data loader checks the name against `DRAWINGS`, and
the picture book (picture_names.py) frames each one as a forest token (on the board) and draws it bare
(in a basket, in the Wolf's house), so a present looks the same wherever it is.
"""

from __future__ import annotations

from pathlib import Path

from woods_desktop.data.assets import asset_path

PRESENTS_FOLDER = "wolf/presents"  # under assets/images/


def present_token(picture: str) -> str:
    """The picture book's name for a present lying on the board: its drawing on the holiday
    tokens' blue background."""
    return f"present_{picture}"


def present_bare(picture: str) -> str:
    """The picture book's name for a present in a basket or the house: the drawing alone."""
    return f"gift_{picture}"


def _drawings() -> dict[str, Path]:
    folder = asset_path("images", *PRESENTS_FOLDER.split("/"))
    return {path.stem: path for path in sorted(folder.glob("*.svg"))}


# picture id -> its drawing's file
DRAWINGS: dict[str, Path] = _drawings()
