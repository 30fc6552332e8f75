"""Voice of the Woods faces: tree cards, empty places, letter keys and the tiles of the word.

A face is a small tuple, so the kit caches each rendered face per size:
("cell", label, points, cubes) a face-up field card, ("down", cubes) a
face-down one, ("place",) an empty place a new card may go, ("card", label,
points) a card in a row (drawn, your own), ("key", letter) and ("tile",
letter, sub, ok). `cubes` is ((colour, count), ...) per seat holding cubes.
Cubes never cover the letter: when a card holds cubes its letter moves up and
the cubes stand in a band below it, each seat as its shape in its colour with
the count inside, so five seats' cubes and И/Й stay readable together.
"""

from __future__ import annotations

import math
from typing import Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.table.art import DIMMED, SELECTED, TARGET, FaceArt, draw_marks_over, draw_marks_under
from woods_desktop.ui.draw import darken, lighten, player_shape, shadow

CARD_RATIO = 1.25
BACKSPACE = "⌫"
BARK = theme.hex_color("#7A5638")
POINT_COLOURS = {1: theme.MOSS, 2: theme.SKY, 3: theme.hex_color("#8E5FB0"), 4: theme.AMBER, 5: theme.BERRY}
Cubes = tuple[tuple[int, int], ...]


def cubes_face(cubes: tuple[int, ...], colours: list[int]) -> Cubes:
    """(colour, count) for every seat with cubes on a card, in seat order."""
    return tuple((colours[seat], n) for seat, n in enumerate(cubes) if n)


def _inner(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(-max(4, rect.w // 10), -max(4, rect.w // 10))


def _band(inner: pygame.Rect, cubes: Cubes) -> pygame.Rect:
    band_h = int(inner.h * (0.5 if len(cubes) > 3 else 0.4))
    return pygame.Rect(inner.x + 1, inner.bottom - band_h, inner.w - 2, band_h - 1)


def _ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = colour[:3]
    return theme.INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else theme.WHITE


class VoiceArt(FaceArt):
    def render_face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        assert isinstance(face, tuple)
        kind = face[0]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if kind == "cell":
            self._card(surf, face[1], face[2], face[3])
        elif kind == "card":
            self._card(surf, face[1], face[2], ())
        elif kind == "down":
            self._back(surf, face[1])
        elif kind == "place":
            self._place(surf)
        elif kind == "key":
            self._key(surf, face[1])
        elif kind == "tile":
            self._tile(surf, face[1], face[2], face[3])
        return surf

    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """The kit's marks, and for the target of a move a moss frame with an arrow above it, so the
        card a cube goes to never looks like the cards it may come from (amber glow)."""
        kind = face[0] if isinstance(face, tuple) else ""
        if kind in ("cell", "card", "down"):
            shadow(surface, rect, max(3, rect.w // 9), self.app.px(3))
        draw_marks_under(surface, self.app, rect, marks - {TARGET})
        if TARGET in marks:
            self._target(surface, rect)
        surface.blit(self.face(face, rect.size), rect)
        draw_marks_over(surface, self.app, rect, marks)
        if SELECTED in marks and DIMMED not in marks and kind in ("cell", "card"):
            tick = max(6, rect.w // 6)
            centre = (rect.left + tick // 2, rect.top + tick // 2)
            pygame.draw.circle(surface, theme.AMBER, centre, tick // 2 + 1)
            pygame.draw.circle(surface, theme.INK, centre, tick // 2 + 1, 1)

    def _target(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        px = self.app.px
        frame = rect.inflate(px(10), px(10))
        pygame.draw.rect(surface, theme.MOSS, frame, border_radius=px(theme.RADIUS + 4))
        pygame.draw.rect(surface, theme.WHITE, frame, max(1, px(2)), border_radius=px(theme.RADIUS + 4))
        a = max(5, rect.w // 6)
        tip = (rect.centerx, frame.top - 1)
        pygame.draw.polygon(surface, theme.MOSS, [tip, (tip[0] - a, tip[1] - a), (tip[0] + a, tip[1] - a)])
        pygame.draw.polygon(surface, theme.WHITE, [tip, (tip[0] - a, tip[1] - a), (tip[0] + a, tip[1] - a)], 1)

    # -- faces ------------------------------------------------------------------------------
    def _frame(self, surf: pygame.Surface) -> pygame.Rect:
        w = surf.get_width()
        rect = surf.get_rect()
        r = max(3, w // 9)
        pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=r)
        inner = _inner(rect)
        pygame.draw.rect(surf, lighten(BARK, 0.85), inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, lighten(BARK, 0.45), inner, width=max(1, w // 40), border_radius=max(2, r - 2))
        pygame.draw.rect(surf, darken(theme.PARCHMENT_SHADE, 0.15), rect, width=1, border_radius=r)
        return inner

    def _card(self, surf: pygame.Surface, label: str, points: int | None, cubes: Cubes) -> None:
        inner = self._frame(surf)
        w = surf.get_width()
        letter_box = pygame.Rect(inner)
        if cubes:
            letter_box.h = self.draw_cubes(surf, cubes).y - inner.y
        self._letters(surf, label, letter_box)
        if points:
            colour = POINT_COLOURS.get(points, theme.INK_SOFT)
            cr = max(5, w // 10)
            cx, cy = inner.right - cr - 1, inner.top + cr + 1
            pygame.draw.circle(surf, colour, (cx, cy), cr)
            pt = self.app.fonts.render(str(points), max(8, int(cr * 1.5)), theme.WHITE, "bold", scaled=False)
            surf.blit(pt, pt.get_rect(center=(cx, cy)))

    def _letters(self, surf: pygame.Surface, label: str, box: pygame.Rect) -> None:
        fonts = self.app.fonts
        letters = label.split("/")
        size = int(min(box.h * 0.78, box.w * 0.62))
        if len(letters) == 1:
            t = fonts.render(letters[0], max(8, size), theme.INK, "bold", scaled=False)
            surf.blit(t, t.get_rect(center=(box.centerx - box.w // 14, box.centery + 1)))
            return
        # a double face: both letters side by side, either may be used
        half = max(8, int(size * 0.72))
        a = fonts.render(letters[0], half, theme.INK, "bold", scaled=False)
        b = fonts.render(letters[1], half, theme.INK_SOFT, "bold", scaled=False)
        slash = fonts.render("/", max(8, half * 3 // 4), lighten(BARK, 0.2), "bold", scaled=False)
        total = a.get_width() + slash.get_width() + b.get_width()
        x = box.centerx - total // 2 - box.w // 14
        for part in (a, slash, b):
            surf.blit(part, part.get_rect(midleft=(x, box.centery + 1)))
            x += part.get_width()

    def draw_cubes(self, surf: pygame.Surface, cubes: Cubes) -> pygame.Rect:
        """The band of cubes along the foot of a card face `surf` (the colour check draws it alone); its rect."""
        band = _band(_inner(surf.get_rect()), cubes)
        self._cubes(surf, band, cubes)
        return band

    def _cubes(self, surf: pygame.Surface, band: pygame.Rect, cubes: Cubes) -> None:
        """Each seat's cubes as its shape in its colour (the count inside when more than one); one or two rows."""
        n = len(cubes)
        per_row = n if n <= 3 else math.ceil(n / 2)
        rows = math.ceil(n / per_row)
        d = max(6, min(band.w // per_row, band.h // rows, band.w * 2 // 5) - 1)  # one cube never fills the card
        fonts = self.app.fonts
        for i, (colour, count) in enumerate(cubes):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = band.centerx - (in_row * d) // 2
            cx = x0 + col * d + d // 2
            cy = band.y + row * d + d // 2 + (band.h - rows * d) // 2
            _, rgb, shape = theme.PLAYER_COLOURS[colour % len(theme.PLAYER_COLOURS)]
            player_shape(surf, shape, (cx, cy), d // 2, rgb)
            if count == 1:
                continue  # a shape alone is one cube; a number says more
            t = fonts.render(str(count), max(8, int(d * 0.72)), _ink_on(rgb), "bold", scaled=False)
            surf.blit(t, t.get_rect(center=(cx, cy + (d // 10 if shape == "triangle" else 0))))

    def _back(self, surf: pygame.Surface, cubes: Cubes) -> None:
        w = surf.get_width()
        rect = surf.get_rect()
        r = max(3, w // 9)
        pygame.draw.rect(surf, BARK, rect, border_radius=r)
        inner = _inner(rect)
        for i in range(1, 6):
            ring = inner.inflate(-i * inner.w // 6, -i * inner.h // 6)
            pygame.draw.ellipse(surf, lighten(BARK, 0.08 * (i % 2 + 1)), ring, max(1, w // 40))
        pygame.draw.rect(surf, darken(BARK, 0.3), rect, width=max(1, w // 40), border_radius=r)
        if cubes:
            plate = _band(inner, cubes).inflate(2, 2)
            pygame.draw.rect(surf, lighten(BARK, 0.75), plate, border_radius=max(2, r // 2))
            self.draw_cubes(surf, cubes)

    def _place(self, surf: pygame.Surface) -> None:
        rect = surf.get_rect()
        w = rect.w
        veil = (255, 255, 255, 28)
        pygame.draw.rect(surf, veil, rect, border_radius=max(3, w // 9))
        step = max(4, w // 8)
        for x in range(rect.x, rect.right, step * 2):
            pygame.draw.line(surf, theme.PARCHMENT_SHADE, (x, 0), (min(x + step, rect.right), 0), 2)
            pygame.draw.line(
                surf, theme.PARCHMENT_SHADE, (x, rect.bottom - 2), (min(x + step, rect.right), rect.bottom - 2), 2
            )
        for y in range(rect.y, rect.bottom, step * 2):
            pygame.draw.line(surf, theme.PARCHMENT_SHADE, (0, y), (0, min(y + step, rect.bottom)), 2)
            pygame.draw.line(
                surf, theme.PARCHMENT_SHADE, (rect.right - 2, y), (rect.right - 2, min(y + step, rect.bottom)), 2
            )
        plus = self.app.fonts.render("+", max(10, w // 2), theme.PARCHMENT, "bold", scaled=False)
        surf.blit(plus, plus.get_rect(center=rect.center))

    def _key(self, surf: pygame.Surface, letter: str) -> None:
        rect = surf.get_rect()
        pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=max(3, rect.h // 7))
        pygame.draw.rect(surf, theme.PARCHMENT_SHADE, rect, 1, border_radius=max(3, rect.h // 7))
        if letter == BACKSPACE:  # drawn: the fonts have no erase glyph
            cx, cy, a = rect.centerx, rect.centery, max(4, rect.h // 4)
            pts = [(cx + dx * a + a // 2, cy + dy * a) for dx, dy in ((-2, 0), (-1, -1), (1, -1), (1, 1), (-1, 1))]
            pygame.draw.polygon(surf, theme.INK, pts, max(1, rect.h // 14))
            k, x0, lw = a // 2, cx + a // 4, max(1, rect.h // 14)
            pygame.draw.line(surf, theme.INK, (x0 - k, cy - k), (x0 + k, cy + k), lw)
            pygame.draw.line(surf, theme.INK, (x0 - k, cy + k), (x0 + k, cy - k), lw)
            return
        t = self.app.fonts.render(letter, max(10, int(rect.h * 0.5)), theme.INK, "bold", scaled=False)
        surf.blit(t, t.get_rect(center=rect.center))

    def _tile(self, surf: pygame.Surface, letter: str, sub: str, ok: bool) -> None:
        rect = surf.get_rect()
        fill = theme.PARCHMENT if ok else (250, 214, 214)
        pygame.draw.rect(surf, fill, rect, border_radius=max(3, rect.w // 7))
        pygame.draw.rect(
            surf, theme.MOSS if ok else theme.BERRY, rect, max(2, rect.w // 18), border_radius=max(3, rect.w // 7)
        )
        t = self.app.fonts.render(letter, max(10, int(rect.h * 0.5)), theme.INK, "bold", scaled=False)
        surf.blit(t, t.get_rect(center=(rect.centerx, int(rect.h * 0.38))))
        ink = theme.MOSS_DARK if ok else theme.BERRY
        s = self.app.fonts.render(sub, max(8, int(rect.h * 0.24)), ink, "bold", scaled=False)
        if s.get_width() > rect.w - 4:
            s = pygame.transform.smoothscale(s, (rect.w - 4, s.get_height()))
        surf.blit(s, s.get_rect(midbottom=(rect.centerx, rect.bottom - max(2, rect.h // 14))))
