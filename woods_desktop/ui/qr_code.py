"""A QR code drawn into a pygame surface (segno makes the code; this only paints its modules).

A phone seat's lobby shows the page's address as a QR code that a phone's camera opens (issue 36). The code
is drawn dark on white with its four-module quiet zone, each module a whole number of pixels, so a camera
reads it from across a table; made once per address and size.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
import segno

QUIET = 4  # modules of white around the code: what the QR standard asks for a reader to find it
DARK = (20, 24, 20)
LIGHT = (255, 255, 255)


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules for `text` (True: dark), rows top to bottom, without the quiet zone."""
    code = segno.make(text, error="m", micro=False)
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


@lru_cache(maxsize=8)
def qr_surface(text: str, size: int) -> pygame.Surface:
    """`text` as a square QR code of at most `size` px (at least one pixel per module), quiet zone included."""
    modules = qr_modules(text)
    count = len(modules) + 2 * QUIET
    scale = max(1, size // count)
    surface = pygame.Surface((count * scale, count * scale))
    surface.fill(LIGHT)
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(DARK, ((x + QUIET) * scale, (y + QUIET) * scale, scale, scale))
    return surface
