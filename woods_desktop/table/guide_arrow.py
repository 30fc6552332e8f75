"""Where a lesson's step points: the ring round its area, and the arrow from the panel, round the tiles and
cards on the table.

A straight line from the panel to the nearest edge of the ring crossed the very tiles a step talks about
(Whispering's display on the rail between the log and the forest). The route is the shortest of a few
simple shapes that touches nothing it must keep off: a straight line, a level or upright line anywhere
the panel and the ring face each other, or one bend (along, then up or down into the ring). When none is
clear there is no arrow: the ring alone shows the place. The route is pure geometry on rects, found again
only when the panel, the ring or what lies on the table moved.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.services import Drawing

if TYPE_CHECKING:
    from woods_desktop.table.seams import GuidedTable

Point = tuple[int, int]
Route = list[Point]
SAMPLES = 9  # places tried along each side for a bend: enough to find a gap, few enough for every frame


def arrow_route(source: pygame.Rect, ring: pygame.Rect, avoid: Sequence[pygame.Rect], step: int) -> Route | None:
    """The points of the arrow from `source`'s edge to `ring`'s edge, its segments crossing none of `avoid`;
    None when the two overlap or every way is blocked. `step`: the spacing of the level lines tried."""
    if ring.colliderect(source):
        return None
    keep_off = [r.inflate(4, 4) for r in avoid]
    for route in sorted(_straight(source, ring, max(1, step)), key=_length):
        if _clear(route, keep_off):
            return route
    for route in sorted(_bends(source, ring), key=_length):
        if _clear(route, keep_off):
            return route
    return None


def _clamp(v: int, lo: int, hi: int) -> int:
    return min(max(v, lo), hi)


def _straight(source: pygame.Rect, ring: pygame.Rect, step: int) -> Iterator[Route]:
    """The nearest-points line, and level (upright) lines wherever the two rects share rows (columns)."""
    sx = _clamp(ring.centerx, source.left, source.right)
    sy = _clamp(ring.centery, source.top, source.bottom)
    tx, ty = _clamp(sx, ring.left, ring.right), _clamp(sy, ring.top, ring.bottom)
    if (tx, ty) != (sx, sy):
        yield [(sx, sy), (tx, ty)]
    top, bottom = max(source.top, ring.top) + step, min(source.bottom, ring.bottom) - step
    if top <= bottom and (ring.right <= source.left or ring.left >= source.right):
        x0, x1 = (source.left, ring.right) if ring.right <= source.left else (source.right, ring.left)
        for y in range(top, bottom + 1, step):
            yield [(x0, y), (x1, y)]
    left, right = max(source.left, ring.left) + step, min(source.right, ring.right) - step
    if left <= right and (ring.bottom <= source.top or ring.top >= source.bottom):
        y0, y1 = (source.top, ring.bottom) if ring.bottom <= source.top else (source.bottom, ring.top)
        for x in range(left, right + 1, step):
            yield [(x, y0), (x, y1)]


def _spread(lo: int, hi: int) -> list[int]:
    if hi <= lo:
        return [lo]
    return sorted({round(lo + (hi - lo) * (k + 1) / (SAMPLES + 1)) for k in range(SAMPLES)})


def _bends(source: pygame.Rect, ring: pygame.Rect) -> Iterator[Route]:
    """One bend: level from the panel's side facing the ring, then up or down onto the ring's top or bottom
    (or upright from the panel's top or bottom, then level onto the ring's side)."""
    if ring.right <= source.left or ring.left >= source.right:
        x0 = source.left if ring.right <= source.left else source.right
        y1 = ring.bottom if ring.bottom <= source.centery else ring.top
        for y in _spread(source.top, source.bottom):
            if (y1 == ring.bottom and y > y1) or (y1 == ring.top and y < y1):
                for x in _spread(ring.left, ring.right):
                    yield [(x0, y), (x, y), (x, y1)]
    if ring.bottom <= source.top or ring.top >= source.bottom:
        y0 = source.top if ring.bottom <= source.top else source.bottom
        x1 = ring.right if ring.right <= source.centerx else ring.left
        for x in _spread(source.left, source.right):
            if (x1 == ring.right and x > x1) or (x1 == ring.left and x < x1):
                for y in _spread(ring.top, ring.bottom):
                    yield [(x, y0), (x, y), (x1, y)]


def _length(route: Route) -> float:
    return sum(math.dist(a, b) for a, b in zip(route, route[1:])) + 40 * (len(route) - 2)  # a bend costs a little


def _clear(route: Route, keep_off: Sequence[pygame.Rect]) -> bool:
    return not any(r.clipline(a, b) for a, b in zip(route, route[1:]) for r in keep_off)


def area_rect(scene: "GuidedTable", area_id: str) -> pygame.Rect | None:
    """The rect of a place a step may point at: a table area, the action bar or one of its buttons (the ring
    round that button, not the bar's empty places), or a place of the kit (the prompt, the log)."""
    for area in scene.areas:
        if area.id == area_id:
            return pygame.Rect(area.zone.rect)
    if area_id == "actions":
        return pygame.Rect(scene.bar.rect)
    if area_id.startswith("actions."):
        bar = scene.bar
        slot = area_id.partition(".")[2]
        state = bar.states.get(slot)
        rect = bar.rects.get(slot)
        shown = rect is not None and state is not None and state.visible
        return pygame.Rect(rect if rect is not None and shown else bar.rect)
    rect = scene.rects.get(area_id)
    return pygame.Rect(rect) if rect is not None else None


def obstacles(scene: "GuidedTable", ring: pygame.Rect) -> list[pygame.Rect]:
    """What the arrow keeps off: every tile, card and token shown on the table (outside the ringed area),
    the places the table draws itself (the seats' plates) and the action bar's buttons."""
    out = [pygame.Rect(it.rect) for a in scene.areas for it in a.zone.items if it.rect.w and it.rect.h]
    out += [pygame.Rect(r) for p in scene.decl.drawn if (r := scene.rects.get(p)) is not None and r.w and r.h]
    bar = scene.bar
    out += [pygame.Rect(r) for s, r in bar.rects.items() if (st := bar.states.get(s)) is not None and st.visible]
    return [r for r in out if not ring.contains(r)]


def draw_ring(surface: pygame.Surface, app: Drawing, target: pygame.Rect) -> None:
    """The amber ring round the step's area."""
    ring = target.inflate(app.px(10), app.px(10))
    pygame.draw.rect(surface, theme.AMBER, ring, max(3, app.px(4)), border_radius=app.px(10))
    pygame.draw.rect(
        surface, theme.INK, ring.inflate(app.px(4), app.px(4)), max(1, app.px(1)), border_radius=app.px(12)
    )


class GuideArrow:
    """The arrow drawn from the panel to the ring; its route kept until something it depends on moved."""

    def __init__(self) -> None:
        self.points: tuple[Point, ...] = ()  # the arrow last drawn (tests read it); empty: none
        self._key: tuple[object, ...] | None = None  # what the route was found for (it is kept until this moves)
        self._route: Route | None = None

    def draw(
        self,
        surface: pygame.Surface,
        app: Drawing,
        source: pygame.Rect,
        target: pygame.Rect,
        avoid: Callable[[pygame.Rect], Sequence[pygame.Rect]],
        spot: tuple[pygame.Rect, Sequence[pygame.Rect]] | None = None,
    ) -> None:
        """The arrow from `source` to the ring round `target`, or, when the table names a `spot` on it (and
        the parts round the spot to keep off), to the spot itself: the Wolf's step into the house ended at the
        board's edge beside the presents, not at the house's foot it talks about."""
        ring = target.inflate(app.px(14), app.px(14))
        keep_off = avoid(ring)
        spotted = None
        if spot is not None:
            end = spot[0].inflate(app.px(6), app.px(6))
            # the tiles of the area are in the way now (the spot's own item, which holds it, is not), and so
            # are the parts round the spot the step talks about
            inside = [r for r in avoid(end) if not r.contains(spot[0])]
            spotted = (end, [*inside, *(pygame.Rect(r) for r in spot[1])])
        key = (tuple(source), tuple(ring), tuple(tuple(r) for r in keep_off), repr(spotted))
        if key != self._key:
            route = arrow_route(source, spotted[0], spotted[1], app.px(12)) if spotted is not None else None
            self._key, self._route = key, route or arrow_route(source, ring, keep_off, app.px(12))
        route = self._route
        self.points = tuple(route) if route is not None else ()
        if route is None:
            return
        width = max(3, app.px(5))
        pygame.draw.lines(surface, theme.INK, False, route, width + max(2, app.px(2)))
        pygame.draw.lines(surface, theme.AMBER, False, route, width)
        (sx, sy), (tx, ty) = route[-2], route[-1]
        angle = math.atan2(ty - sy, tx - sx)
        head = app.px(18)
        pts = [
            (tx, ty),
            (tx - head * math.cos(angle - 0.45), ty - head * math.sin(angle - 0.45)),
            (tx - head * math.cos(angle + 0.45), ty - head * math.sin(angle + 0.45)),
        ]
        pygame.draw.polygon(surface, theme.AMBER, pts)
        pygame.draw.polygon(surface, theme.INK, pts, max(1, app.px(2)))
