"""What must be told apart at a table, for the colour check (DESIGN 5: colour never alone).

A game names, per table scene, its groups of markers that must be told apart (Whispering Woods' six
elements, Woodlanders' suits, the seat colours, Voice's cubes, the Wolf's heroes...). Each marker draws
itself exactly as the table draws it (the game's own art, at the table's size) so the check looks at real
pixels: `paint` is the whole marker (its colours), `figure` the part whose outline tells the members apart
(an icon on a card that is the same rectangle for every suit); without one, the paint's own outline is it.

`woods_desktop.colour_check` renders every group under colour-vision-deficiency simulations and fails a
pair whose colours come too close while their figures are the same shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene
from woods_desktop.table.painting import seat_marker
from woods_desktop.table.port import SeatInfo
from woods_desktop.ui.services import AppServices, Drawing

Paint = Callable[[pygame.Surface], object]  # draws into the whole of a transparent surface of the group's size


@dataclass(frozen=True)
class Marker:
    member: str
    paint: Paint
    figure: Paint | None = None


@dataclass(frozen=True)
class MarkerGroup:
    """Markers that mean different things and must look different; `size` is as the table draws them."""

    name: str
    markers: tuple[Marker, ...]
    size: tuple[int, int]


@dataclass(frozen=True)
class ColourScenes:
    """A game's part of the check: its table scenes (label -> a function of (app, seed) giving the scene's
    name and what it enters with) and, for the scene on screen, its groups."""

    scenes: Mapping[str, Callable[[AppServices, int], tuple[str, dict[str, object]]]]
    groups: Callable[[Scene], Sequence[MarkerGroup]]


def seat_group(app: Drawing, r: int) -> MarkerGroup:
    """Every seat colour as the table's seat strip, scoreboard and seat cards draw it (a colour with its
    shape), at radius `r`: all five, since any seat may take any colour."""
    side = 2 * r + 4

    def paint(colour: int) -> Paint:
        info = SeatInfo(theme.PLAYER_COLOURS[colour][0], colour, "human", "person", 0)
        return lambda s: seat_marker(app, info)(s, (side // 2, side // 2), r)

    markers = tuple(Marker(c[0], paint(i)) for i, c in enumerate(theme.PLAYER_COLOURS))
    return MarkerGroup("seat colours", markers, (side, side))


def drawn_over(full: pygame.Surface, bare: pygame.Surface) -> Paint:
    """What `full` draws over `bare` (the same face less the marker: a tile without its sequence), the rest
    left transparent: the marker exactly as the face draws it, its outline the figure."""

    def paint(s: pygame.Surface) -> None:
        import numpy as np

        a = pygame.surfarray.pixels3d(full).astype(np.int16)
        b = pygame.surfarray.pixels3d(bare).astype(np.int16)
        changed = (np.abs(a - b).max(axis=2) > 12) & (pygame.surfarray.array_alpha(full) >= 128)
        out = full.copy()
        alpha = pygame.surfarray.pixels_alpha(out)
        alpha[~changed] = 0
        del alpha
        s.blit(out, out.get_rect(center=s.get_rect().center))

    return paint


def blit_centred(image: pygame.Surface) -> Paint:
    """A picture drawn in the middle of the marker's surface (an icon as a figure)."""
    return lambda s: s.blit(image, image.get_rect(center=s.get_rect().center))
