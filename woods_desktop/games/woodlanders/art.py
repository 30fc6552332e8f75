"""Woodlanders cards: the animal icon, the value large, the suit colour; the 4 visibly special.

Faces are rendered once per size and cached, so a table of cards redraws in
well under a millisecond.
"""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.ui.draw import darken, lighten, shadow

SUITS = ("deer", "badger", "fox", "rabbit", "owl")
# Clearly different lightness as well as hue; the animal shape carries the suit too.
SUIT_COLOURS: dict[str, tuple[int, int, int]] = {
    "deer": theme.hex_color("#AE7B46"),
    "badger": theme.hex_color("#4A4A4A"),
    "fox": theme.hex_color("#E07A2A"),
    "rabbit": theme.hex_color("#5F7F9E"),  # deeper than the icon's #A9C3DB so value text stays readable
    "owl": theme.hex_color("#7A5C8E"),
}
CARD_RATIO = 1.4  # height / width
GOLD = theme.hex_color("#C9962B")


class CardArt:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._faces: dict[tuple, pygame.Surface] = {}

    def clear(self) -> None:
        self._faces.clear()

    def face(self, suit: str, value: int, w: int) -> pygame.Surface:
        key = ("face", suit, value, w)
        surf = self._faces.get(key)
        if surf is None:
            surf = self._render_face(suit, value, w)
            self._faces[key] = surf
        return surf

    def back(self, w: int) -> pygame.Surface:
        key = ("back", w)
        surf = self._faces.get(key)
        if surf is None:
            surf = self._render_back(w)
            self._faces[key] = surf
        return surf

    def _render_face(self, suit: str, value: int, w: int) -> pygame.Surface:
        app = self.app
        h = int(w * CARD_RATIO)
        colour = SUIT_COLOURS[suit]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(3, w // 10)
        rect = surf.get_rect()
        pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=r)
        inner = rect.inflate(-max(4, w // 9), -max(4, w // 9))
        frame = GOLD if value == 4 else colour
        pygame.draw.rect(surf, lighten(colour, 0.82), inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, frame, inner, width=max(2, w // (16 if value == 4 else 30)), border_radius=max(2, r - 2))
        pygame.draw.rect(surf, darken(theme.PARCHMENT_SHADE, 0.15), rect, width=1, border_radius=r)
        # value, large, in two corners
        big = app.fonts.render(str(value), max(12, int(w * 0.36)), darken(colour, 0.15), "bold")
        surf.blit(big, (inner.x + max(3, w // 14), inner.y + max(1, w // 30)))
        small_icon = app.images.get(f"suit-{suit}", max(10, int(w * 0.2)))
        surf.blit(small_icon, (inner.x + max(3, w // 14) + (big.get_width() - small_icon.get_width()) // 2,
                               inner.y + big.get_height()))
        # the animal, in the open lower part of the card
        icon_sz = int(w * 0.62)
        icon = app.images.get(f"suit-{suit}", icon_sz)
        surf.blit(icon, icon.get_rect(center=(inner.centerx + w // 14, inner.centery + int(w * 0.16))))
        if value == 4:
            # the 4 is always played alone: a gold seal marks it
            cx, cy = inner.right - w // 6, inner.y + w // 6
            pygame.draw.circle(surf, GOLD, (cx, cy), max(4, w // 9))
            pygame.draw.circle(surf, darken(GOLD, 0.35), (cx, cy), max(4, w // 9), max(1, w // 40))
            one = app.fonts.render("1", max(9, w // 7), theme.WHITE, "bold")
            surf.blit(one, one.get_rect(center=(cx, cy)))
        return surf

    def _render_back(self, w: int) -> pygame.Surface:
        h = int(w * CARD_RATIO)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(3, w // 10)
        rect = surf.get_rect()
        pygame.draw.rect(surf, theme.MOSS_DARK, rect, border_radius=r)
        inner = rect.inflate(-max(4, w // 8), -max(4, w // 8))
        pygame.draw.rect(surf, theme.MOSS, inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, theme.PARCHMENT, inner, width=max(1, w // 30), border_radius=max(2, r - 2))
        step = max(6, w // 6)
        for i in range(-h, w + h, step):
            pygame.draw.line(surf, lighten(theme.MOSS, 0.15), (inner.x + i, inner.y),
                             (inner.x + i + inner.h, inner.bottom), max(1, w // 40))
        pygame.draw.rect(surf, theme.MOSS, inner.inflate(-inner.w // 2, -inner.h // 2), border_radius=max(2, w // 12))
        leaf = self.app.images.get("suit-deer-white", w // 3)
        surf.blit(leaf, leaf.get_rect(center=inner.center))
        return surf

    def draw(self, surface: pygame.Surface, card: tuple[str, int] | None, rect: pygame.Rect, dimmed: bool = False,
             selected: bool = False, glow: bool = False, lift_shadow: int = 3) -> None:
        app = self.app
        shadow(surface, rect, max(3, rect.w // 10), app.px(lift_shadow))
        img = self.back(rect.w) if card is None else self.face(card[0], int(card[1]), rect.w)
        surface.blit(img, rect.topleft)
        if dimmed:
            veil = self._veil(rect.w)
            surface.blit(veil, rect.topleft)
        if selected or glow:
            colour = theme.AMBER
            pygame.draw.rect(surface, colour, rect.inflate(app.px(6), app.px(6)), width=max(2, app.px(3)),
                             border_radius=max(3, rect.w // 10) + app.px(3))

    def _veil(self, w: int) -> pygame.Surface:
        key = ("veil", w)
        surf = self._faces.get(key)
        if surf is None:
            h = int(w * CARD_RATIO)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (40, 40, 36, 120), surf.get_rect(), border_radius=max(3, w // 10))
            self._faces[key] = surf
        return surf


def suit_badge(surface: pygame.Surface, app: Any, suit: str, center: tuple[int, int], size: int,
               label: str | None = None) -> pygame.Rect:
    """A Warden: the suit's animal on a disc of its colour (shape and colour together)."""
    colour = SUIT_COLOURS[suit]
    r = size // 2
    pygame.draw.circle(surface, lighten(colour, 0.8), center, r)
    pygame.draw.circle(surface, colour, center, r, max(2, size // 14))
    icon = app.images.get(f"suit-{suit}", int(size * 0.72))
    surface.blit(icon, icon.get_rect(center=center))
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    return rect
