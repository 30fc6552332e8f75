"""One drawing protocol for every card, tile and token, with rendered faces cached per size.

A game's art draws a `face` (whatever small hashable value names what is on
the item: a card, a letter card, a hex tile, a token) into a rectangle, with
`marks` saying how it stands on the table. The kit draws the marks that are
the same for everything (amber glow for legal targets and focus, amber
outline for the selection, a veil for dimmed items, a lift for hover) so
every game looks and answers alike.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import OrderedDict
from typing import Hashable, Protocol

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import veil
from woods_desktop.ui.services import Drawing

LEGAL = "legal"
SELECTED = "selected"
DIMMED = "dimmed"
HOVER = "hover"
FOCUS = "focus"
WINNER = "winner"
TARGET = "target"
HINTED = "hint"  # what the kit's hint would play: sky blue, always with a dotted ring and a corner badge
MARKS = (LEGAL, SELECTED, DIMMED, HOVER, FOCUS, WINNER, TARGET, HINTED)


class Art(Protocol):
    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None: ...


class FaceArt(ABC):
    """Base for a game's art: subclasses render a face once per size in `render_face`;
    `draw` blits the cached face and the shared marks (`dim`: the veil over a dimmed item, lighter on a
    board that must stay readable)."""

    dim: tuple[int, int, int, int] = (20, 24, 20, 120)

    def __init__(self, app: Drawing, cache_size: int = 600) -> None:
        self.app = app
        self._cache: OrderedDict[tuple[Hashable, int, int], pygame.Surface] = OrderedDict()
        self._cache_size = cache_size

    @abstractmethod
    def render_face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        """The item's face at `size`, drawn once and cached."""

    def face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        key = (face, size[0], size[1])
        surf = self._cache.get(key)
        if surf is None:
            surf = self.render_face(face, size)
            self._cache[key] = surf
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def clear(self) -> None:
        self._cache.clear()

    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        draw_marks_under(surface, self.app, rect, marks)
        surface.blit(self.face(face, rect.size), rect)
        draw_marks_over(surface, self.app, rect, marks, self.dim)


def draw_marks_under(surface: pygame.Surface, app: Drawing, rect: pygame.Rect, marks: frozenset[str]) -> None:
    """Glow behind an item: amber for a legal target, focus or the winner; the hint's sky blue, wider."""
    if HINTED in marks:
        grow = app.px(6)
        pygame.draw.rect(surface, theme.SKY, rect.inflate(grow * 2, grow * 2), border_radius=app.px(theme.RADIUS + 4))
    legal = LEGAL in marks and HINTED not in marks  # a hinted item is legal: its sky glow says so, uncovered
    if legal or FOCUS in marks or WINNER in marks or TARGET in marks:
        colour = theme.MOSS if WINNER in marks else theme.AMBER
        grow = app.px(5 if FOCUS in marks or TARGET in marks else 3)
        pygame.draw.rect(surface, colour, rect.inflate(grow * 2, grow * 2), border_radius=app.px(theme.RADIUS + 3))


def draw_marks_over(
    surface: pygame.Surface,
    app: Drawing,
    rect: pygame.Rect,
    marks: frozenset[str],
    dim: tuple[int, int, int, int] = (20, 24, 20, 120),
) -> None:
    """Outline and veil on top: the selection in amber, keyboard focus as amber dashes on an ink band
    (so focus never looks like mouse hover or the selection), dimmed items under a veil."""
    radius = app.px(theme.RADIUS)
    if SELECTED in marks:
        pygame.draw.rect(surface, theme.AMBER, rect, max(2, app.px(3)), border_radius=radius)
    if FOCUS in marks:  # amber dashes on an ink band: seen on the felt, on a parchment panel and on a glow alike
        ring = rect.inflate(app.px(12), app.px(12))
        band = max(4, app.px(5))
        pygame.draw.rect(surface, theme.INK, ring, band)
        _dashed_rect(surface, theme.AMBER, ring.inflate(-band, -band), max(2, app.px(3)), app.px(8))
    if DIMMED in marks:
        veil(surface, rect, dim, radius)
    if HINTED in marks:
        _hint_badge(surface, app, rect)


def _hint_badge(surface: pygame.Surface, app: Drawing, rect: pygame.Rect) -> None:
    """The hint's shape beside its colour (colour never alone): a sky disc with a white ring and dot on the
    item's top edge, in the middle (the corners hold a card's value and its own badges), so a hinted card
    reads as hinted in grey too."""
    r = max(5, app.px(9))
    centre = (rect.centerx, rect.top)
    pygame.draw.circle(surface, theme.SKY, centre, r)
    pygame.draw.circle(surface, theme.PARCHMENT, centre, max(3, r * 2 // 3), max(1, app.px(2)))
    pygame.draw.circle(surface, theme.PARCHMENT, centre, max(1, r // 4))


def _dashed_rect(
    surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, width: int, dash: int
) -> None:
    dash = max(3, dash)
    for x in range(rect.left, rect.right, dash * 2):
        end = min(x + dash, rect.right)
        pygame.draw.line(surface, colour, (x, rect.top), (end, rect.top), width)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(rect.top, rect.bottom, dash * 2):
        end = min(y + dash, rect.bottom)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, end), width)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)
