"""A forest on the table: the kit's hex map with the animals, the paths and the hint drawn over it.

Items are the forest's tiles and, while a tile is in hand, the empty places it may go; item ids
are `("hex", q, r)`. What the zone draws over them is set by the table each time the view or a
pick changes (never per frame): the animals on their task tiles, the paths of the selected animal
(each step numbered on the chosen one), the steps traced so far, the hint's ghost tiles and paths.
All of that is drawn once into a layer and blitted while nothing changes, so a frame costs one
blit plus the hover and focus rings. Left-drag (or right/middle drag) pans, the wheel and +/-
zoom; a click that moved the map is not a click.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.core import hexgrid
from woods_desktop.games.whispering.art import INSET, WoodsArt, dashed_hex, step_badge
from woods_desktop.games.whispering.text import ANIMALS
from woods_desktop.games.whispering.tile_layout import TOKEN
from woods_desktop.table.art import DIMMED, FOCUS, HOVER, LEGAL, SELECTED, TARGET
from woods_desktop.table.board_zones import HexMapZone
from woods_desktop.table.text import draw_text
from woods_desktop.table.zones import Item, RowZone
from woods_desktop.ui.draw import darken, lighten, table_background

Hex = tuple[int, int]
ACT = "act"  # an item the player can use now (an animal with a task to complete): keyboard focus may rest on it
DRAG_PX = 6  # a press that moves farther than this pans the map instead of clicking
PATH = lighten(theme.AMBER, 0.35)
HINT = lighten(theme.SKY, 0.25)
# the hint's walks, each in its own colour (the first in the hint's blue), its steps on its own corner
HINT_PATHS = (HINT, lighten(theme.BERRY, 0.3), lighten(theme.MOSS, 0.3))
CORNERS = ((0.44, -0.36), (-0.44, 0.36), (0.44, 0.36))
ZOOM_KEYS = {pygame.K_PLUS: 1.2, pygame.K_EQUALS: 1.2, pygame.K_KP_PLUS: 1.2, pygame.K_MINUS: 1 / 1.2}
ZOOM_KEYS[pygame.K_KP_MINUS] = 1 / 1.2
FIT_KEYS = (pygame.K_0, pygame.K_KP0, pygame.K_HOME)
MAX_FIT = 1.6  # a small forest is shown this much larger than the design size, no more


class ForestZone(HexMapZone):
    kind = "forest"

    def __init__(
        self,
        zone_id: str,
        art: WoodsArt,
        on_key: Callable[[int], bool] | None = None,
        on_right: Callable[[Hashable | None], bool] | None = None,
        hex_size: float = 44,
    ) -> None:
        super().__init__(zone_id, art, hex_size=hex_size)
        self.art: WoodsArt = art
        self.on_key = on_key  # the game's own keys (A: the next animal)
        self.on_right = on_right  # a right click (turn the tile in hand over)
        self.animals: dict[Hex, tuple[int, tuple[int, int, int]]] = {}  # hex -> (animal, player colour)
        self.paths: list[tuple[Hex, ...]] = []  # every path of the selected animal, its task tile first
        self.chosen: tuple[Hex, ...] = ()  # the path shown with numbered steps
        self.end_paths: dict[
            Hex, list[tuple[Hex, ...]]
        ] = {}  # too many paths to draw: those of the end under the mouse
        self.hint_paths: list[tuple[Hex, ...]] = []
        self.ghosts: dict[Hex, Hashable] = {}  # the hint's tiles, seen through
        self.preview: Hashable | None = None  # the tile in hand, shown on a hovered empty place
        self.overrides: dict[Hex, Hashable] = {}  # faces shown instead of the view's (a walk under way)
        self.hidden: set[Hex] = set()  # animals not drawn where they stand (one walking)
        self.user_moved = False  # the player panned or zoomed: the map no longer fits itself
        self._fit_for: Any = None
        self._hexes: list[Hex] = []
        self._owner: Any = None
        self.caption = ""  # whose forest, drawn in its top-left corner
        self.help = ""  # how to move the map, in its bottom-right corner
        self._press: tuple[int, int] | None = None
        self._mouse: tuple[int, int] | None = None
        self.dragged = False
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[Any, ...] | None = None
        self.version = 0  # bumped whenever an overlay changes

    # -- content ------------------------------------------------------------------------------------------
    def set_overlay(self, **overlay: Any) -> None:
        """Set any of animals, paths, end_paths, chosen, hint_paths, ghosts, preview, overrides, hidden."""
        changed = False
        for name, value in overlay.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.version += 1

    def focusable_indexes(self) -> list[int]:
        """Keyboard focus rests only on what can be used now: a glowing place, a path's end or next
        step, an animal with a task to complete."""
        usable = {LEGAL, TARGET, SELECTED, ACT}
        return [i for i, it in enumerate(self.items) if it.marks & usable and DIMMED not in it.marks]

    def hex_centre(self, at: Hex) -> tuple[float, float]:
        cx, cy = self.centre()
        x, y = hexgrid.to_pixel(at, self.size())
        return cx + x, cy + y

    # -- fitting the view ----------------------------------------------------------------------------------
    def fit_to(self, hexes: Iterable[Hex], owner: Any) -> None:
        """Zoom and pan so `hexes` fill the map (no larger than the design size), unless the player moved
        the map since; a different owner (another forest shown) always fits anew."""
        hexes = list(hexes)
        if not hexes:
            return
        self._hexes = hexes
        if owner != self._owner:
            self._owner = owner
            self.user_moved = False
            self._fit_for = None
        key = self.rect.size  # the tiles laid mid-turn never re-fit the map under the pointer
        if self.user_moved or key == self._fit_for:
            return
        self._fit_for = key
        s = self.scale_px(self.hex_size)
        pts = [hexgrid.to_pixel(h, s) for h in hexes]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        w = max(xs) - min(xs) + math.sqrt(3) * s
        h = max(ys) - min(ys) + 2 * s
        room_h = self.rect.h - self.scale_px(56)  # the caption above, the help below
        zoom = min(MAX_FIT, self.rect.w * 0.96 / w, room_h / h)
        self.zoom = max(0.25, math.floor(s * zoom) / s)  # whole-pixel hexes: faces cached at few sizes
        self.pan = (-(min(xs) + max(xs)) / 2 * self.zoom, -(min(ys) + max(ys)) / 2 * self.zoom)
        self.arrange()

    def refit(self) -> None:
        """Back to fitting the forest (the 0 key)."""
        self.user_moved = False
        self._fit_for = None
        self.fit_to(self._hexes, self._owner)

    def zoom_by(self, factor: float, about: tuple[int, int]) -> None:
        s = self.scale_px(self.hex_size)
        target = min(3.0, max(0.25, self.zoom * factor))
        whole = round(s * target) / s  # whole-pixel hexes, and always at least one pixel of change
        if whole == self.zoom:
            whole = (round(s * self.zoom) + (1 if factor > 1 else -1)) / s
        super().zoom_by(max(0.25, min(3.0, whole)) / self.zoom, about)
        self.user_moved = True

    def place(self, rect: pygame.Rect, px: Any) -> None:
        if rect.size != self.rect.size:
            self.user_moved = False
        super().place(rect, px)

    # -- input -------------------------------------------------------------------------------------------
    def on_motion(self, pos: tuple[int, int]) -> bool:
        self._mouse = pos  # where the wheel zooms about (the last place the mouse was seen)
        return super().on_motion(pos)

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        """Drag with any button pans (a drag is then not a click); the wheel and + - zoom, 0 fits; a right
        click that did not drag is the game's (and so are its own keys)."""
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            if event.key in ZOOM_KEYS:
                self.zoom_by(ZOOM_KEYS[event.key], self.rect.center)
                return True
            if event.key in FIT_KEYS:
                self.refit()
                return True
            return self.on_key is not None and self.on_key(event.key)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and not self.dragged:
            self._drag = self._press = None
            if self.on_right is not None and self.rect.collidepoint(event.pos):
                return self.on_right(None)
            return False
        if event.type == pygame.MOUSEWHEEL:
            pos = self._mouse if self._mouse is not None else pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.zoom_by(1.15**event.y, pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if self.rect.collidepoint(event.pos):
                self._press = event.pos
                self._drag = event.pos
                self.dragged = False
            return False
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            if not any(getattr(event, "buttons", (1, 1, 1))):
                self._drag = self._press = None
                return False
            start = self._press or event.pos
            if not self.dragged and math.dist(start, event.pos) <= DRAG_PX:
                return False
            self.dragged = True
            dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
            self._drag = event.pos
            self.pan = (self.pan[0] + dx, self.pan[1] + dy)
            self.user_moved = True
            self.arrange()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            was = self.dragged
            self._drag = self._press = None
            self.dragged = False
            return was  # a drag ends here; a click goes on to the item under the mouse
        return False

    # -- drawing ------------------------------------------------------------------------------------------
    def tile_radius(self) -> float:
        return self.size() * INSET

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        key = (
            self.rect.topleft,
            self.rect.size,
            self.version,
            self.caption,
            self.help,
            surface.get_size(),
            tuple((it.id, it.face, it.marks, it.rect.x, it.rect.y, it.rect.w, it.rect.h) for it in self.items),
        )
        if key != self._layer_key or self._layer is None:
            self._layer_key = key
            self._layer = self._render_layer(surface.get_size())
        surface.blit(self._layer, self.rect)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        for i, it in enumerate(self.items):
            marks = self.shown_marks(i, it, has_focus) & {HOVER, FOCUS}
            if not marks:
                continue
            if HOVER in marks and self.preview is not None and it.face == ("spot",):
                self.art.draw(surface, ("ghost", self.preview), it.rect, frozenset())
            for path in self.end_paths.get(tuple(it.at), ()):
                self._draw_path(surface, path, theme.AMBER, (0, 0), numbered=len(self.end_paths[tuple(it.at)]) == 1)
            self.art.draw_hex_marks_over(surface, it.rect, marks)
        surface.set_clip(clip)

    def _render_layer(self, screen: tuple[int, int]) -> pygame.Surface:
        app = self.art.app
        layer = (
            pygame.Surface(self.rect.size).convert() if pygame.display.get_surface() else pygame.Surface(self.rect.size)
        )
        layer.blit(table_background(screen), (0, 0), self.rect)
        local = layer.get_rect()
        pygame.draw.rect(layer, darken(theme.FELT, 0.28), local, border_radius=app.px(14))
        pygame.draw.rect(layer, darken(theme.FELT, 0.45), local, max(1, app.px(2)), border_radius=app.px(14))
        ox, oy = self.rect.topleft
        for it in self.items:
            at = tuple(it.at)
            face = self.overrides.get(at, it.face)
            rect = it.rect.move(-ox, -oy)
            if not rect.colliderect(local):
                continue
            self.art.draw(layer, face, rect, it.marks - {HOVER, FOCUS})
            if at in self.ghosts:
                self._draw_ghost(layer, self.ghosts[at], rect, self._ghost_step(at))
        for at, face in self.ghosts.items():
            if self.item(("hex", *at)) is None:
                self._draw_ghost(layer, face, self.hex_rect(at).move(-ox, -oy), self._ghost_step(at))
        for at, (animal, colour) in self.animals.items():
            if at not in self.hidden:
                self.draw_animal(layer, at, animal, colour, (-ox, -oy))
        for path in self.paths:
            if path != self.chosen:
                self._draw_path(layer, path, PATH, (-ox, -oy), numbered=False)
        for k, path in enumerate(self.hint_paths):
            self._draw_path(layer, path, HINT_PATHS[k % 3], (-ox, -oy), numbered=True, corner=k % 3)
            if len(self.hint_paths) > 1:  # which walks first: the path's order on its animal
                x, y = self.hex_centre(path[0])
                step_badge(layer, app, (x - ox, y - oy + self.tile_radius() * 0.8), self.tile_radius(), str(k + 1))
        if self.chosen:
            self._draw_path(layer, self.chosen, theme.AMBER, (-ox, -oy), numbered=True)
        pad = app.px(10)
        if self.caption:
            box = pygame.Rect(pad, app.px(6), local.w // 2, app.px(26))
            draw_text(layer, app, self.caption, box, app.px(theme.TYPE_BODY), theme.PARCHMENT, "bold", max_lines=1)
        if self.help:
            box = pygame.Rect(local.w * 3 // 10, local.h - app.px(24), local.w * 7 // 10 - pad, app.px(20))
            draw_text(
                layer,
                app,
                self.help,
                box,
                app.px(theme.TYPE_SMALL),
                theme.PARCHMENT_SHADE,
                align="right",
                valign="bottom",
                max_lines=1,
            )
        return layer

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
        colour: Any,
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
        colour: Any,
        offset: tuple[int, int],
        numbered: bool,
        corner: int = 0,
    ) -> None:
        app = self.art.app
        pts = [(x + offset[0], y + offset[1]) for x, y in (self.hex_centre(h) for h in path)]
        if len(pts) < 2:
            return
        r = self.tile_radius()
        width = max(2, round(r / (7 if numbered else 11)))
        pygame.draw.lines(surface, darken(colour, 0.55), False, pts, width + max(2, app.px(2)))
        pygame.draw.lines(surface, colour, False, pts, width)
        end = pts[-1]
        pygame.draw.circle(surface, colour, end, max(4, round(r * 0.2)), width)
        if not numbered:
            return
        dot = max(7, round(r * 0.19))
        px = max(10, round(dot * 1.3))
        for i, (x, y) in enumerate(self.step_spots(path, corner), start=1):
            centre = (x + offset[0], y + offset[1])
            pygame.draw.circle(surface, darken(colour, 0.55), centre, dot + max(1, app.px(1)))
            pygame.draw.circle(surface, colour, centre, dot)
            label = app.fonts.render(str(i), px, theme.INK, "bold")
            surface.blit(label, label.get_rect(center=centre))


def hex_item(at: Hex, face: Hashable, marks: Iterable[str] = (), tip: str | None = None) -> Item:
    return Item(("hex", at[0], at[1]), face, frozenset(marks), tip, at=at)


def item_hex(item_id: Hashable) -> Hex | None:
    """The hex a map item names, or None."""
    if isinstance(item_id, tuple) and len(item_id) == 3 and item_id[0] == "hex":
        return (int(item_id[1]), int(item_id[2]))
    return None


class DisplayZone(RowZone):
    """The display's six slots, two by three, centred in their tray; a right click is the game's."""

    kind = "display"

    def __init__(self, zone_id: str, art: Any, on_right: Callable[[Hashable | None], bool], **kwargs: Any) -> None:
        super().__init__(zone_id, art, **kwargs)
        self.on_right = on_right

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            hit = self.hit(event.pos)
            return hit is not None and self.on_right(hit.id)
        return False

    def arrange(self) -> None:
        super().arrange()
        if not self.items:
            return
        box = self.items[0].rect.unionall([it.rect for it in self.items[1:]])
        dx, dy = self.rect.centerx - box.centerx, self.rect.centery - box.centery
        for it in self.items:
            it.rect.move_ip(dx, dy)
