"""Pieces on a board, drawn the same way in every game: a figure standing on a place with its marks,
its hop from one place to the next, a walk along a path, a piece's flight to where it is counted, the
dashed trail of a move, a track of spaces with those passed pale, a number in a badge, a face-down pile
with how many are left.

The Wolf drew these itself (its heroes, their trail, the Wolf's footprints and steps left, the task cards' pile);
none of them is the Wolf's: any game with figures on places, or a deck to draw from, uses them. The
game passes its own pictures (a figure's drawing, the pile's emblem) as surfaces; sizes follow the
size it gives (a figure's rectangle, a cell's side).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Mapping, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.app.tween import Tweens
from woods_desktop.table.art import FOCUS, HINTED, HOVER, LEGAL, SELECTED, TARGET, draw_marks_over
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import DRAW_MARGIN, in_clip, lighten
from woods_desktop.ui.services import Drawing

Marker = Callable[[pygame.Surface, tuple[int, int], int], None]
Point = tuple[int, int]


def arc(t: float) -> float:
    """How high a hop is at `t` (0..1) of its way: 0 at both ends, 0.5 half way."""
    return 0.5 - abs(t - 0.5) if t > 0 else 0.0


def hop(a: pygame.Rect, b: pygame.Rect, t: float, lift: float = 0.4) -> pygame.Rect:
    """A figure `t` of the way from `a` to `b`, lifted on an arc of `lift` times its height."""
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t),
        round(a.y + (b.y - a.y) * t - arc(t) * b.h * lift),
        b.w,
        b.h,
    )


def hop_span(a: pygame.Rect, b: pygame.Rect, lift: float = 0.4) -> pygame.Rect:
    """All a figure hopping from `a` to `b` covers on its way (both places, the arc, its ring and glow)."""
    span = a.union(b).union(b.move(0, -round(b.h * lift * 0.5)))
    return span.inflate(max(a.w, b.w) // 2, max(a.h, b.h) // 2)


def along(points: Sequence[tuple[float, float]], t: float) -> tuple[float, float]:
    """The point `t` (0..1) of the way along a walk through `points`, each leg taking the same time."""
    f = max(0.0, min(1.0, t)) * (len(points) - 1)
    i = min(int(f), len(points) - 2)
    (ax, ay), (bx, by), k = points[i], points[i + 1], f - i
    return ax + (bx - ax) * k, ay + (by - ay) * k


def flight(rect: pygame.Rect, target: tuple[int, int], t: float, shrink: float = 0.6) -> pygame.Rect:
    """A piece `t` (0..1) of its flight from `rect` to `target`, slowing as it lands and `shrink` smaller there."""
    g = 1 - (1 - max(0.0, min(1.0, t))) ** 2
    out = pygame.Rect(0, 0, max(8, round(rect.w * (1 - shrink * g))), max(8, round(rect.h * (1 - shrink * g))))
    out.center = (
        round(rect.centerx + (target[0] - rect.centerx) * g),
        round(rect.centery + (target[1] - rect.centery) * g),
    )
    return out


def draw_standing(
    surface: pygame.Surface,
    app: Drawing,
    rect: pygame.Rect,
    art: pygame.Surface,
    marks: frozenset[str],
    current: bool = False,
    marker: Marker | None = None,
) -> None:
    """A figure standing in `rect`: an amber ring at its feet when it is the one to move, a glow when
    it can be picked, lifted a little under the pointer, its seat's marker at its foot (colour and
    shape together), an amber ring when selected and an ink one when focused."""
    if current:
        ring = pygame.Rect(0, 0, round(rect.w * 0.9), max(4, round(rect.h * 0.26)))
        ring.midbottom = (rect.centerx, rect.bottom + round(rect.h * 0.04))
        pygame.draw.ellipse(surface, theme.AMBER, ring)
        pygame.draw.ellipse(surface, theme.INK, ring, max(1, round(rect.h * 0.03)))
    if HINTED in marks:  # the hint's sky blue, wider than the amber glow (its badge is drawn over)
        pygame.draw.ellipse(surface, theme.SKY, rect.inflate(round(rect.w * 0.3), round(rect.h * 0.3)))
    if marks & {LEGAL, TARGET, SELECTED, FOCUS}:
        glow = rect.inflate(round(rect.w * 0.1), round(rect.h * 0.1))
        colour = theme.AMBER if marks & {LEGAL, TARGET} else lighten(theme.AMBER, 0.4)
        pygame.draw.ellipse(surface, colour, glow, max(2, round(rect.w * 0.07)))
    if HOVER in marks:
        rect = rect.move(0, -max(1, round(rect.h * 0.06)))
    surface.blit(art, rect)
    r = max(4, round(rect.w * 0.13))
    if marker is not None:
        marker(surface, (rect.x + r, rect.bottom - r), r)
    if SELECTED in marks:
        pygame.draw.ellipse(surface, theme.AMBER, rect.inflate(4, 4), max(2, app.px(3)))
    if FOCUS in marks:
        pygame.draw.ellipse(
            surface, theme.INK, rect.inflate(round(rect.w * 0.2), round(rect.h * 0.2)), max(2, app.px(2))
        )
    draw_marks_over(surface, app, rect, marks & {HINTED})


class Hops:
    """Figures hopping from place to place as the game's events say they moved. `show(places)` keeps
    where each figure stands while none is hopping; `moved(figure, to)` starts its hop (a tween of
    `seconds` in `tweens`) from where it was shown; `hopping(figure)` is (the place it left, how far it
    is, 0..1) while the hop lasts, None otherwise (draw it with `hop`)."""

    def __init__(self, tweens: Tweens, seconds: float) -> None:
        self.tweens, self.seconds = tweens, seconds
        self.shown: dict[Hashable, int] = {}
        self.moves: dict[Hashable, int] = {}  # figure -> the place it is hopping from

    def show(self, places: Mapping[Hashable, int]) -> None:
        if not self.moves:
            self.shown = dict(places)

    def moved(self, figure: Hashable, to: int) -> None:
        if figure in self.shown:
            self.moves[figure], self.shown[figure] = self.shown[figure], to
            self.tweens.start(f"hop-{figure}", 0.0, 1.0, self.seconds)

    def spans(self, place_rect: Callable[[Any, int], pygame.Rect]) -> list[pygame.Rect]:
        """All the figures hopping now cover on their way (`place_rect(figure, place)`: where it stands there)."""
        return [hop_span(place_rect(f, src), place_rect(f, self.shown[f])) for f, src in self.moves.items()]

    def hopping(self, figure: Hashable) -> tuple[int, float] | None:
        src = self.moves.get(figure)
        if src is None:
            return None
        t = float(self.tweens.value(f"hop-{figure}"))
        if t >= 1.0:
            self.moves.pop(figure, None)
            return None
        return src, t


def dashed_line(
    surface: pygame.Surface, colour: tuple[int, int, int], a: Point, b: Point, width: int, dash: int
) -> None:
    """A line from `a` to `b` in dashes of `dash` pixels with gaps as long."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    n = max(1, int(length // (dash * 2)))
    for i in range(n + 1):
        t0 = min(1.0, i * dash * 2 / length)
        t1 = min(1.0, (i * dash * 2 + dash) / length)
        pygame.draw.line(surface, colour, (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1), width)


def draw_trail(surface: pygame.Surface, points: Sequence[Point], cell: float) -> None:
    """A move so far: amber dashes from where the figure started through every step, an amber dot on
    each place it stepped on; `cell` is a place's side (the line's width and the dots follow it)."""
    if len(points) < 2:
        return
    width = max(2, round(cell * 0.07))
    for a, b in zip(points, points[1:]):
        dashed_line(surface, theme.AMBER, a, b, width, max(4, round(cell * 0.14)))
    for p in points[1:]:
        pygame.draw.circle(surface, theme.INK, p, max(3, round(cell * 0.09)))
        pygame.draw.circle(surface, theme.AMBER, p, max(2, round(cell * 0.07)))


def count_badge(surface: pygame.Surface, app: Drawing, centre: Point, r: int, words: str) -> None:
    """A short count (steps left, cards in hand) in an amber disc of radius `r` with a shadow."""
    pygame.draw.circle(surface, theme.INK, (centre[0], centre[1] + max(1, r // 8)), r + max(1, r // 10))
    pygame.draw.circle(surface, theme.AMBER, centre, r)
    pygame.draw.circle(surface, theme.INK, centre, r, max(1, r // 9))
    box = pygame.Rect(0, 0, r * 2 - 4, r * 2 - 4)
    box.center = centre
    draw_text(surface, app, words, box, max(12, round(r * 1.05)), theme.INK, "bold", "center", "middle")


def draw_track(surface: pygame.Surface, points: Sequence[Point], mark: pygame.Surface, passed: int) -> None:
    """A track's spaces, `mark` centred on each point: the first `passed` pale (the way behind a walker)."""
    behind = mark.copy()  # the caller's picture stays as it is
    behind.fill((255, 255, 255, 70), special_flags=pygame.BLEND_RGBA_MULT)
    for i, (x, y) in enumerate(points):
        shown = behind if i < passed else mark
        surface.blit(shown, (x - shown.get_width() // 2, y - shown.get_height() // 2))


def pile_label_h(app: Drawing) -> int:
    """The height of the words under a pile: their line at the text size, at least the design's 26."""
    return int(max(app.px(26), app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize()))


def draw_pile(
    surface: pygame.Surface, app: Drawing, place: pygame.Rect, emblem: Callable[[int], pygame.Surface], words: str
) -> None:
    """A face-down pile of cards standing in `place` with `words` under it (how many are left); the
    cards' back shows the game's `emblem` at a given width. Nothing when the place is too small, or outside
    a frame drawn only where things move."""
    if not in_clip(surface, place, app.px(DRAW_MARGIN)):
        return
    label_h = pile_label_h(app)
    side = min(place.w, place.h - label_h - app.px(8))
    beside = side < app.px(40)  # a short place (a larger text took the rail's height): the words beside the pile
    if beside:
        side = place.h - app.px(8)
        if side < app.px(24):
            return
    x = place.x + app.px(8) if beside else place.centerx - side * 7 // 20
    card = pygame.Rect(x, place.y, side * 7 // 10, side)
    for k in (2, 1, 0):
        box = card.move(k * app.px(3), k * app.px(3))
        pygame.draw.rect(surface, theme.PARCHMENT_SHADE, box, border_radius=app.px(10))
        pygame.draw.rect(surface, theme.INK, box, max(1, app.px(2)), border_radius=app.px(10))
    icon = emblem(card.w * 3 // 4)
    surface.blit(icon, icon.get_rect(center=card.center))
    if beside:
        left = card.right + app.px(16)
        label = pygame.Rect(left, place.y, place.right - left, place.h)
        draw_text(surface, app, words, label, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold", "left", "middle", 2)
        return
    label = pygame.Rect(place.x, card.bottom + app.px(10), place.w, label_h)
    draw_text(surface, app, words, label, app.px(theme.TYPE_SMALL), theme.PARCHMENT, "bold", "center", "middle", 1)


__all__ = [
    "Hops",
    "Marker",
    "arc",
    "count_badge",
    "dashed_line",
    "draw_pile",
    "pile_label_h",
    "draw_standing",
    "draw_track",
    "draw_trail",
    "hop",
]
