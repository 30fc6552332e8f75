"""A forest on the table: the kit's hex map (`table.board_zones.HexMapZone`: fitting, zoom, pan, the
cached layer) with the animals, the paths and the hint drawn over it.

Items are the forest's tiles and, while a tile is in hand, the empty places it may go; item ids
are `("hex", q, r)`. What the zone draws over them is set by the table each time the view or a
pick changes (never per frame): the animals on their task tiles, the paths of the selected animal
(each step numbered on the chosen one), the steps traced so far, the hint's ghost tiles and paths.
All of that is drawn once into the kit's layer (`paint_layer`); hover draws the tile in hand on an
empty place and the paths ending there (`draw_live`).
"""

from __future__ import annotations

from typing import Callable, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.games.whispering.art import WoodsArt, step_badge
from woods_desktop.games.whispering.text import ANIMALS
from woods_desktop.games.whispering.tile_layout import TOKEN
from woods_desktop.table.art import DIMMED, FOCUS, HOVER, LEGAL, SELECTED, TARGET
from woods_desktop.table.board_zones import HexMapZone
from woods_desktop.table.hex_art import INSET, dashed_hex, draw_hex_path
from woods_desktop.table.zone_kinds import CentredRowZone
from woods_desktop.table.zones import Item
from woods_desktop.ui.draw import lighten

Hex = tuple[int, int]
ACT = "act"  # an item the player can use now (an animal with a task to complete): keyboard focus may rest on it
PATH = lighten(theme.AMBER, 0.35)
HINT = lighten(theme.SKY, 0.25)
# the hint's walks, each in its own colour (the first in the hint's blue), its steps on its own corner
HINT_PATHS = (HINT, lighten(theme.BERRY, 0.3), lighten(theme.MOSS, 0.3))
CORNERS = ((0.44, -0.36), (-0.44, 0.36), (0.44, 0.36))


class ForestZone(HexMapZone):
    """The kit's hex map (fitting, zoom, pan, the cached layer) with what Whispering draws over it."""

    kind = "forest"

    def __init__(
        self,
        zone_id: str,
        art: WoodsArt,
        on_key: Callable[[int], bool] | None = None,
        on_right: Callable[[Hashable | None], bool] | None = None,
        hex_size: float = 44,
    ) -> None:
        super().__init__(zone_id, art, hex_size=hex_size, on_key=on_key, on_right=on_right)
        self.art: WoodsArt = art
        self.animals: dict[Hex, tuple[int, tuple[int, int, int]]] = {}  # hex -> (animal, player colour)
        self.paths: list[tuple[Hex, ...]] = []  # every path of the selected animal, its task tile first
        self.chosen: tuple[Hex, ...] = ()  # the path shown with numbered steps
        # too many paths to draw: those of the end under the mouse
        self.end_paths: dict[Hex, list[tuple[Hex, ...]]] = {}
        self.hint_paths: list[tuple[Hex, ...]] = []
        self.ghosts: dict[Hex, Hashable] = {}  # the hint's tiles, seen through
        self.preview: Hashable | None = None  # the tile in hand, shown on a hovered empty place
        self.overrides: dict[Hex, Hashable] = {}  # faces shown instead of the view's (a walk under way)
        self.hidden: set[Hex] = set()  # animals not drawn where they stand (one walking)

    def focusable_indexes(self) -> list[int]:
        """Keyboard focus rests only on what can be used now: a glowing place, a path's end or next
        step, an animal with a task to complete."""
        usable = {LEGAL, TARGET, SELECTED, ACT}
        return [i for i, it in enumerate(self.items) if it.marks & usable and DIMMED not in it.marks]

    # -- drawing ------------------------------------------------------------------------------------------
    def tile_radius(self) -> float:
        return self.size() * INSET

    def draw_live(self, surface: pygame.Surface, item: Item, marks: frozenset[str]) -> None:
        """Hover shows the tile in hand on an empty place and the paths ending under the mouse."""
        if HOVER in marks and self.preview is not None and item.face == ("spot",):
            self.art.draw(surface, ("ghost", self.preview), item.rect, frozenset())
        for path in self.end_paths.get(tuple(item.at), ()):
            self._draw_path(surface, path, theme.AMBER, (0, 0), numbered=len(self.end_paths[tuple(item.at)]) == 1)
        self.art.draw_hex_marks_over(surface, item.rect, marks)

    def paint_layer(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        """The tiles (a walk's faces instead of the view's), the hint's ghosts, the animals, the paths."""
        app, local = self.art.app, layer.get_rect()
        for it in self.items:
            at = tuple(it.at)
            rect = it.rect.move(offset)
            if not rect.colliderect(local):
                continue
            self.art.draw(layer, self.overrides.get(at, it.face), rect, it.marks - {HOVER, FOCUS})
            if at in self.ghosts:
                self._draw_ghost(layer, self.ghosts[at], rect, self._ghost_step(at))
        for at, face in self.ghosts.items():
            if self.item(("hex", *at)) is None:
                self._draw_ghost(layer, face, self.hex_rect(at).move(offset), self._ghost_step(at))
        for at, (animal, colour) in self.animals.items():
            if at not in self.hidden:
                self.draw_animal(layer, at, animal, colour, offset)
        for path in self.paths:
            if path != self.chosen:
                self._draw_path(layer, path, PATH, offset, numbered=False)
        for k, path in enumerate(self.hint_paths):
            self._draw_path(layer, path, HINT_PATHS[k % 3], offset, numbered=True, corner=k % 3)
            if len(self.hint_paths) > 1:  # which walks first: the path's order on its animal
                x, y = self.hex_centre(path[0])
                centre = (x + offset[0], y + offset[1] + self.tile_radius() * 0.8)
                step_badge(layer, app, centre, self.tile_radius(), str(k + 1))
        if self.chosen:
            self._draw_path(layer, self.chosen, theme.AMBER, offset, numbered=True)

    def _ghost_step(self, at: Hex) -> str:
        """Which of the hint's tiles goes here ("1", "2" in the order laid), when it lays more than one."""
        order = list(self.ghosts)
        return str(order.index(at) + 1) if len(order) > 1 and at in order else ""

    def _draw_ghost(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, step: str = "") -> None:
        """A tile the hint would lay: seen through, ringed in the hint's blue, its step badged when the hint
        lays two (the same badge is on the display tile that goes there)."""
        self.art.draw(surface, ("ghost", face), rect, frozenset())
        r = self.tile_radius()
        dashed_hex(surface, HINT, rect.centerx, rect.centery, r, max(2, self.art.app.px(3)), 5)
        if step:
            step_badge(surface, self.art.app, rect.center, r, step)

    def animal_rect(self, centre: tuple[float, float]) -> pygame.Rect:
        side = max(8, round(self.tile_radius() * TOKEN[1]))
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(centre[0]), round(centre[1] + self.tile_radius() * TOKEN[0]))
        return rect

    def draw_animal(
        self,
        surface: pygame.Surface,
        at: Hex | tuple[float, float],
        animal: int,
        colour: tuple[int, int, int],
        offset: tuple[int, int] = (0, 0),
    ) -> None:
        """The animal's token on the lower part of its task tile (the task stays readable above it); `at`
        a hex, or a pixel centre while it walks."""
        if isinstance(at[0], int) and isinstance(at[1], int):
            cx, cy = self.hex_centre((int(at[0]), int(at[1])))
        else:
            cx, cy = float(at[0]), float(at[1])
        rect = self.animal_rect((cx + offset[0], cy + offset[1]))
        self.art.draw(surface, ("animal", ANIMALS[animal % 4], tuple(colour)), rect, frozenset())

    def step_spots(self, path: Sequence[Hex], corner: int = 0) -> list[tuple[int, int]]:
        """Where a path's step numbers stand (screen pixels): beside each tile's icon, on the path's own
        corner so two paths over one tile never cover each other's numbers."""
        r = self.tile_radius()
        fx, fy = CORNERS[corner % len(CORNERS)]
        return [(round(x + r * fx), round(y + r * fy)) for x, y in (self.hex_centre(h) for h in path[1:])]

    def _draw_path(
        self,
        surface: pygame.Surface,
        path: Sequence[Hex],
        colour: tuple[int, int, int],
        offset: tuple[int, int],
        numbered: bool,
        corner: int = 0,
    ) -> None:
        pts = [(x + offset[0], y + offset[1]) for x, y in (self.hex_centre(h) for h in path)]
        spots = [(x + offset[0], y + offset[1]) for x, y in self.step_spots(path, corner)] if numbered else []
        draw_hex_path(surface, self.art.app, pts, colour, self.tile_radius(), spots)


class DisplayZone(CentredRowZone):
    """The display's slots: keyboard focus rests only on tiles that may be taken now (marked `ACT`), so Tab and
    the arrows skip the display once this turn's tiles are taken, and on another person's turn."""

    focus_marks = frozenset({ACT})
