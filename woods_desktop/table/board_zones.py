"""Zones placed by where things are on a board: a hex map with pan and zoom (items at axial coordinates),
fitted by the kit's rule and drawn from a cached layer (its caption and help: `map_words`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Hashable, Iterable

import pygame

from woods_desktop.app import theme
from woods_desktop.core import hexgrid
from woods_desktop.table.art import FOCUS, HOVER, Art
from woods_desktop.table.layers import StillLayer
from woods_desktop.table.map_fit import Words, fit_around, word_options
from woods_desktop.table.map_words import bands, paint_words
from woods_desktop.table.zone_kinds import ZoneOptions
from woods_desktop.table.zones import Item, Zone
from woods_desktop.ui.draw import darken
from woods_desktop.ui.services import Drawing

if TYPE_CHECKING:
    from typing_extensions import Unpack


class HexMapZone(Zone):
    """Pointy-top hexes at `at=(q, r)` (core/hexgrid.py), with the kit's rule for a map's view: it is fitted
    at the start of a turn or on request (`fit_to` when the content's owner or the zone's size changes, the
    0 key), never under the pointer mid-turn; the player zooms about a point (the wheel, + and -) and drags
    with any button to pan (a press that moved is then not a click). What is drawn is rendered once into a
    layer (the felt, the items, a subclass's `paint_layer`, the caption and help) and blitted while nothing
    changes, so a frame costs one blit plus the hover and focus rings (`draw_live`)."""

    kind = "hexmap"
    DRAG_PX = 6  # a press that moves farther than this pans the map instead of clicking
    MAX_FIT = 1.6  # a small map is shown this much larger than the design size, no more
    ZOOM_KEYS = {pygame.K_PLUS: 1.2, pygame.K_EQUALS: 1.2, pygame.K_KP_PLUS: 1.2, pygame.K_MINUS: 1 / 1.2}
    ZOOM_KEYS[pygame.K_KP_MINUS] = 1 / 1.2
    FIT_KEYS = (pygame.K_0, pygame.K_KP0, pygame.K_HOME)

    def __init__(
        self,
        zone_id: str,
        art: Art | None = None,
        hex_size: float = 40,
        on_key: Callable[[int], bool] | None = None,
        on_right: Callable[[Hashable | None], bool] | None = None,
        **kwargs: Unpack[ZoneOptions],
    ) -> None:
        super().__init__(zone_id, art, item_ratio=2 / math.sqrt(3), **kwargs)
        self.hex_size = hex_size
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        self.on_key = on_key  # the game's own keys
        self.on_right = on_right  # a right click that did not drag
        self.user_moved = False  # the player panned or zoomed: the map no longer fits itself
        self.caption = ""  # drawn in the map's top-left corner (whose map)
        self.help = ""  # how to move the map, in its bottom-right corner
        self.version = 0  # bumped whenever what `paint_layer` draws changes (`set_overlay`)
        self.dragged = False
        self._drag: tuple[int, int] | None = None
        self._press: tuple[int, int] | None = None
        self._mouse: tuple[int, int] | None = None
        self._fit_for: tuple[tuple[int, int], str, str] | None = None  # what the last fit was for (size, words)
        self._hexes: list[tuple[int, int]] = []
        self._owner: Hashable = None  # whose map it fitted last (another map shown fits anew)
        self._words: Words | None = None  # the caption as a larger text's fit placed it (None: the design's band)
        self._layer = StillLayer()

    # -- where the hexes are -------------------------------------------------------------------------------
    def size(self) -> float:
        return self.scale_px(self.hex_size) * self.zoom

    def centre(self) -> tuple[float, float]:
        return self.rect.centerx + self.pan[0], self.rect.centery + self.pan[1]

    def hex_centre(self, at: tuple[int, int]) -> tuple[float, float]:
        cx, cy = self.centre()
        x, y = hexgrid.to_pixel(at, self.size())
        return cx + x, cy + y

    def hex_rect(self, at: tuple[int, int]) -> pygame.Rect:
        s = self.size()
        cx, cy = self.centre()
        x, y = hexgrid.to_pixel(at, s)
        w, h = math.sqrt(3) * s, 2 * s
        return pygame.Rect(round(cx + x - w / 2), round(cy + y - h / 2), round(w), round(h))

    def arrange(self) -> None:
        for it in self.items:
            it.rect = self.hex_rect(it.at)

    def view_key(self) -> Hashable:
        """The zoom and the pan: + - 0 change them with nothing under the pointer changing (the wheel and a
        drag moved the hover too, and only they showed)."""
        return (self.zoom, self.pan)

    def hit(self, pos: tuple[int, int]) -> Item | None:
        if not self.rect.collidepoint(pos):
            return None
        cx, cy = self.centre()
        at = hexgrid.from_pixel(pos[0] - cx, pos[1] - cy, self.size())
        for it in reversed(self.items):
            if tuple(it.at) == at:
                return it
        return None

    def set_overlay(self, **overlay: object) -> None:
        """Set a subclass's drawn attributes by name; the layer is drawn again only when one changed."""
        changed = False
        for name, value in overlay.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.version += 1

    # -- fitting the view ----------------------------------------------------------------------------------
    def fit_to(self, hexes: Iterable[tuple[int, int]], owner: Hashable) -> None:
        """Zoom and pan so `hexes` fill the map (no larger than `MAX_FIT` times the design size), unless the
        player moved the map since; a different owner (another map shown) always fits anew."""
        hexes = list(hexes)
        if not hexes:
            return
        self._hexes = hexes
        if owner != self._owner:
            self._owner = owner
            self.user_moved = False
            self._fit_for = None
        key = (
            self.rect.size,
            self.caption,
            self.help,
        )  # the hexes laid mid-turn never re-fit the map under the pointer
        if self.user_moved or key == self._fit_for:
            return
        self._fit_for = key
        s = self.scale_px(self.hex_size)
        if self._fit_around_words(hexes, s):
            return
        pts = [hexgrid.to_pixel(h, s) for h in hexes]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        w = max(xs) - min(xs) + math.sqrt(3) * s
        h = max(ys) - min(ys) + 2 * s
        room_h = self.rect.h - self._bands()  # the caption above, the help below (and a glowing ring clear of both)
        zoom = min(self.MAX_FIT, self.rect.w * 0.96 / w, room_h / h)
        self.zoom = max(0.25, math.floor(s * zoom) / s)  # whole-pixel hexes: faces cached at few sizes
        self.pan = (-(min(xs) + max(xs)) / 2 * self.zoom, -(min(ys) + max(ys)) / 2 * self.zoom)
        self.arrange()

    def _fit_around_words(self, hexes: list[tuple[int, int]], s: float) -> bool:
        """At a larger text: the largest whole-pixel hexes with the caption in a corner the forest leaves
        empty rather than on a band of its own (`table.map_fit`); False at 100 % (the design's bands)."""
        app: Drawing | None = getattr(self.art, "app", None)
        self._words = None
        if app is None or app.fonts.text_size <= 1:
            return False
        options = word_options(app, self.caption, self.help, self.rect.size)
        unit = [hexgrid.to_pixel(h, 1.0) for h in hexes]
        found = fit_around(
            unit, self.rect.size, [boxes for boxes, _ in options], math.floor(s * self.MAX_FIT), app.px(4)
        )
        if found is None:
            return False
        self._words = options[found.option][1]
        self.zoom, self.pan = found.radius / s, found.pan
        self.arrange()
        return True

    def refit(self) -> None:
        """Back to fitting the map (the 0 key)."""
        self.user_moved = False
        self._fit_for = None
        self.fit_to(self._hexes, self._owner)

    def zoom_by(self, factor: float, about: tuple[int, int]) -> None:
        """Zoom about a point (it stays put), to whole-pixel hexes and always by at least one pixel."""
        s = self.scale_px(self.hex_size)
        target = min(3.0, max(0.25, self.zoom * factor))
        whole = round(s * target) / s
        if whole == self.zoom:
            whole = (round(s * self.zoom) + (1 if factor > 1 else -1)) / s
        new = max(0.25, min(3.0, whole))
        k = new / self.zoom
        cx, cy = self.centre()
        self.pan = (self.pan[0] + (about[0] - cx) * (1 - k), self.pan[1] + (about[1] - cy) * (1 - k))
        self.zoom = new
        self.user_moved = True
        self.arrange()

    def bring_into_view(self, index: int) -> None:
        """The keyboard's cursor stays on the map: when it comes to a hex outside the view (or under the
        caption and help lines), the map pans just enough to show it, at the same zoom; the kit's fitting rule
        is untouched (a new turn or a new size still fits the map)."""
        if not 0 <= index < len(self.items):
            return
        it = self.items[index]
        room = self.rect.inflate(-self.scale_px(8) * 2, -self.scale_px(28) * 2)
        if room.w < it.rect.w or room.h < it.rect.h:
            room = self.rect
        dx = max(0, room.left - it.rect.left) - max(0, it.rect.right - room.right)
        dy = max(0, room.top - it.rect.top) - max(0, it.rect.bottom - room.bottom)
        if dx or dy:
            self.pan = (self.pan[0] + dx, self.pan[1] + dy)
            self.arrange()

    def place(self, rect: pygame.Rect, px: Callable[[float], int]) -> None:
        if rect.size != self.rect.size:
            self.user_moved = False
        super().place(rect, px)

    # -- input ---------------------------------------------------------------------------------------------
    def on_motion(self, pos: tuple[int, int]) -> bool:
        self._mouse = pos  # where the wheel zooms about (the last place the mouse was seen)
        return super().on_motion(pos)

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        """Drag with any button pans (a drag is then not a click); the wheel and + - zoom, 0 fits; a right
        click that did not drag is the game's (`on_right`), and so are its own keys (`on_key`)."""
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            if event.key in self.ZOOM_KEYS:
                self.zoom_by(self.ZOOM_KEYS[event.key], self.rect.center)
                return True
            if event.key in self.FIT_KEYS:
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
            if not self.dragged and math.dist(start, event.pos) <= self.DRAG_PX:
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

    # -- drawing -------------------------------------------------------------------------------------------
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
        self._layer.blit(surface, self.rect, key, self._paint)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        for i, it in enumerate(self.items):
            marks = self.shown_marks(i, it, has_focus) & {HOVER, FOCUS}
            if marks:
                self.draw_live(surface, it, frozenset(marks))
        surface.set_clip(clip)

    def draw_live(self, surface: pygame.Surface, item: Item, marks: frozenset[str]) -> None:
        """The hover and focus rings over the layer, drawn every frame (an item with either mark)."""
        if self.art is not None:
            self.art.draw(surface, item.face, item.rect, marks)

    def paint_layer(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        """The items into the layer (`offset` turns screen pixels into the layer's); subclasses draw their
        own things over them here."""
        local = layer.get_rect()
        for it in self.items:
            rect = it.rect.move(offset)
            if self.art is not None and rect.colliderect(local):
                self.art.draw(layer, it.face, rect, it.marks - {HOVER, FOCUS})

    def _paint(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        """The still picture (`table.layers.StillLayer` lays the felt under it): the map's frame, the items
        and a subclass's things (`paint_layer`), the caption and the help."""
        px = self.scale_px
        local = layer.get_rect()
        pygame.draw.rect(layer, darken(theme.FELT, 0.28), local, border_radius=px(14))
        pygame.draw.rect(layer, darken(theme.FELT, 0.45), local, max(1, px(2)), border_radius=px(14))
        self.paint_layer(layer, offset)
        app: Drawing | None = getattr(self.art, "app", None)  # the words need the app's fonts (a FaceArt has them)
        if app is not None:
            paint_words(layer, app, self.caption, self.help, self._words, px(10))

    def _bands(self) -> int:
        """The height the caption above and the help below keep clear of the fitted hexes."""
        return bands(getattr(self.art, "app", None), self.help, self.rect.w, self.scale_px)


def hex_item(at: tuple[int, int], face: Hashable, marks: Iterable[str] = (), tip: str | None = None) -> Item:
    """A hex map's item at `at`, named `("hex", q, r)`."""
    return Item(("hex", at[0], at[1]), face, frozenset(marks), tip, at=at)


def item_hex(item_id: Hashable) -> tuple[int, int] | None:
    """The hex a map item names, or None."""
    if isinstance(item_id, tuple) and len(item_id) == 3 and item_id[0] == "hex":
        return (int(item_id[1]), int(item_id[2]))
    return None
