"""Voice of the Woods tree cards: the letter large, its points small in a corner, and the cubes on it."""

from __future__ import annotations

from typing import Any, Protocol, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import darken, lighten, player_shape, shadow

CARD_RATIO = 1.25
BARK = theme.hex_color("#7A5638")
POINT_COLOURS = {1: theme.MOSS, 2: theme.SKY, 3: theme.hex_color("#8E5FB0"), 4: theme.AMBER, 5: theme.BERRY}


class CardFace(Protocol):
    """A card as a view shows it: a face-down card has an empty label."""

    @property
    def label(self) -> str: ...

    @property
    def points(self) -> int | None: ...


class LetterCardArt:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._cache: dict[tuple, pygame.Surface] = {}

    def clear(self) -> None:
        self._cache.clear()

    def face(self, label: str, points: int, w: int) -> pygame.Surface:
        key = ("f", label, points, w)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._render_face(label, points, w)
            self._cache[key] = surf
        return surf

    def _render_face(self, label: str, points: int, w: int) -> pygame.Surface:
        app = self.app
        h = int(w * CARD_RATIO)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(3, w // 9)
        rect = surf.get_rect()
        pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=r)
        inner = rect.inflate(-max(4, w // 10), -max(4, w // 10))
        pygame.draw.rect(surf, lighten(BARK, 0.85), inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, lighten(BARK, 0.45), inner, width=max(1, w // 40), border_radius=max(2, r - 2))
        pygame.draw.rect(surf, darken(theme.PARCHMENT_SHADE, 0.15), rect, width=1, border_radius=r)
        letters = label.split("/")
        if len(letters) == 1:
            t = app.fonts.render(letters[0], int(w * 0.62), theme.INK, "bold")
            surf.blit(t, t.get_rect(center=(inner.centerx, inner.centery + int(w * 0.02))))
        else:  # a double face: both letters, either may be used
            a = app.fonts.render(letters[0], int(w * 0.46), theme.INK, "bold")
            b = app.fonts.render(letters[1], int(w * 0.46), theme.INK_SOFT, "bold")
            surf.blit(a, a.get_rect(center=(inner.centerx - int(w * 0.16), inner.centery - int(w * 0.08))))
            surf.blit(b, b.get_rect(center=(inner.centerx + int(w * 0.18), inner.centery + int(w * 0.16))))
            pygame.draw.line(surf, lighten(BARK, 0.4), (inner.right - int(w * 0.3), inner.y + int(w * 0.28)),
                             (inner.x + int(w * 0.3), inner.bottom - int(w * 0.22)), max(1, w // 40))
        colour = POINT_COLOURS.get(points, theme.INK_SOFT)
        cr = max(6, w // 9)
        cx, cy = inner.right - cr - max(2, w // 30), inner.bottom - cr - max(2, w // 30)
        pygame.draw.circle(surf, colour, (cx, cy), cr)
        pt = app.fonts.render(str(points), max(9, int(cr * 1.4)), theme.WHITE, "bold")
        surf.blit(pt, pt.get_rect(center=(cx, cy)))
        return surf

    def back(self, w: int) -> pygame.Surface:
        key = ("b", w)
        surf = self._cache.get(key)
        if surf is None:
            h = int(w * CARD_RATIO)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            r = max(3, w // 9)
            pygame.draw.rect(surf, BARK, surf.get_rect(), border_radius=r)
            inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
            for i in range(1, 6):
                ring = inner.inflate(-i * inner.w // 6, -i * inner.h // 6)
                pygame.draw.ellipse(surf, lighten(BARK, 0.08 * (i % 2 + 1)), ring, max(1, w // 40))
            pygame.draw.rect(surf, darken(BARK, 0.3), surf.get_rect(), width=max(1, w // 40), border_radius=r)
            self._cache[key] = surf
        return surf

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, card: CardFace | None,
             highlight: str | None = None) -> None:
        """The card's face, or its back when it is None or face down; `highlight`: "select" (amber
        outline), "target" (amber glow), "used" (moss), "bad" (berry)."""
        app = self.app
        shadow(surface, rect, max(3, rect.w // 9), app.px(3))
        if card is not None and card.label:
            surface.blit(self.face(card.label, int(card.points or 0), rect.w), rect.topleft)
        else:
            surface.blit(self.back(rect.w), rect.topleft)
        if highlight:
            colour = {"select": theme.AMBER, "target": theme.AMBER, "used": theme.MOSS, "bad": theme.BERRY}[highlight]
            width = max(2, app.px(4 if highlight != "target" else 3))
            pygame.draw.rect(surface, colour, rect.inflate(app.px(6), app.px(6)), width,
                             border_radius=max(3, rect.w // 9) + app.px(3))


def draw_cubes(surface: pygame.Surface, app: Any, rect: pygame.Rect, cubes: Sequence[int],
               colours: list[int]) -> None:
    """Each player's cubes on a card (`cubes[seat]`) as shape + colour + count, along the card's top edge."""
    items = [(seat, n) for seat, n in enumerate(cubes) if n]
    if not items:
        return
    size = max(8, rect.w // 5)
    x = rect.x + app.px(3)
    y = rect.y + app.px(3)
    for seat, n in sorted(items):
        _, col, shape = theme.PLAYER_COLOURS[colours[seat] % len(theme.PLAYER_COLOURS)]
        box = pygame.Rect(x, y, size + app.px(12), size + app.px(2))
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=app.px(4))
        pygame.draw.rect(surface, theme.INK, box, 1, border_radius=app.px(4))
        player_shape(surface, shape, (box.x + size // 2 + app.px(1), box.centery), size // 2 - 1, col)
        t = app.fonts.render(str(n), max(9, int(size * 0.95)), theme.INK, "bold")
        surface.blit(t, (box.x + size + app.px(2), box.centery - t.get_height() // 2))
        y += box.h + app.px(2)
        if y + box.h > rect.bottom - app.px(16):
            y = rect.y + app.px(3)
            x += box.w + app.px(2)
