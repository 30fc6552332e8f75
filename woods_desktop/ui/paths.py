"""A file path shown in a window: broken into lines where a reader expects it (after a folder separator)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from woods_desktop.app.fonts import Fonts


def wrap_path(fonts: Fonts, path: str, px: int, width: int) -> list[str]:
    """A file path on as many lines as it needs, broken after a folder separator where it can and
    anywhere in a name longer than a line (word wrap finds no spaces in a path)."""
    font = fonts.font(px)
    pieces = [p for p in re.split(r"(?<=[/\\])", path) if p]
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if font.size(line + piece)[0] <= width:
            line += piece
            continue
        if line:
            lines.append(line)
            line = ""
        for ch in piece:
            if line and font.size(line + ch)[0] > width:
                lines.append(line)
                line = ""
            line += ch
    if line:
        lines.append(line)
    return lines
