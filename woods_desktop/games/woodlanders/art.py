"""Woodlanders cards and Warden tiles as a `FaceArt`: the animal icon, the value large, the suit colour;
the 4 visibly special. Faces are rendered once per size and cached.

Faces: `("card", suit, value)`, `("back",)`, `("warden", suit, name)` (the name in the player's language
is part of the face, so a change of language renders anew).
"""

from __future__ import annotations

from typing import Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.woodlanders.rules.cards import Card
from woods_desktop.table.art import HOVER, FaceArt, draw_marks_over, draw_marks_under
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, lighten, shadow
from woods_desktop.ui.services import Drawing

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
WARDEN_RATIO = 1.25
GOLD = theme.hex_color("#C9962B")


def card_face(card: Card) -> tuple[str, str, int]:
    return ("card", str(card[0]), int(card[1]))


class CardArt(FaceArt):
    def render_face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        assert isinstance(face, tuple)
        if face[0] == "card":
            return self._card(face[1], face[2], size)
        if face[0] == "warden":
            return self._warden(face[1], face[2], size)
        return self._back(size)

    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """The shared marks; a hovered Warden tile lifts (keyboard focus is the kit's dashed ring)."""
        app = self.app
        if HOVER in marks and isinstance(face, tuple) and face[0] == "warden":
            rect = rect.move(0, -app.px(6))
        draw_marks_under(surface, app, rect, marks)
        shadow(surface, rect, max(3, rect.w // 10), app.px(3 if rect.w > 40 else 1))
        surface.blit(self.face(face, rect.size), rect)
        if HOVER in marks and isinstance(face, tuple) and face[0] == "warden":
            pygame.draw.rect(
                surface, lighten(theme.AMBER, 0.3), rect, max(2, app.px(2)), border_radius=max(3, rect.w // 10)
            )
        draw_marks_over(surface, app, rect, marks)

    def _card(self, suit: str, value: int, size: tuple[int, int]) -> pygame.Surface:
        app = self.app
        w, h = size
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
        big = app.fonts.render(str(value), max(12, int(w * 0.36)), darken(colour, 0.15), "bold", scaled=False)
        surf.blit(big, (inner.x + max(2, w // 14), inner.y + max(1, w // 30)))
        small_icon = app.images.get(f"suit-{suit}", max(10, int(w * 0.2)))
        surf.blit(
            small_icon,
            (inner.x + max(2, w // 14) + (big.get_width() - small_icon.get_width()) // 2, inner.y + big.get_height()),
        )
        icon = app.images.get(f"suit-{suit}", int(w * 0.62))
        surf.blit(icon, icon.get_rect(center=(inner.centerx + w // 14, inner.centery + int(w * 0.16))))
        if value == 4:  # the 4 is always played alone: a gold seal marks it
            cx, cy = inner.right - w // 6, inner.y + w // 6
            pygame.draw.circle(surf, GOLD, (cx, cy), max(4, w // 9))
            pygame.draw.circle(surf, darken(GOLD, 0.35), (cx, cy), max(4, w // 9), max(1, w // 40))
            one = app.fonts.render("1", max(9, w // 7), theme.WHITE, "bold", scaled=False)
            surf.blit(one, one.get_rect(center=(cx, cy)))
        return surf

    def _back(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(3, w // 10)
        rect = surf.get_rect()
        pygame.draw.rect(surf, theme.MOSS_DARK, rect, border_radius=r)
        inner = rect.inflate(-max(4, w // 8), -max(4, w // 8))
        pygame.draw.rect(surf, theme.MOSS, inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, theme.PARCHMENT, inner, width=max(1, w // 30), border_radius=max(2, r - 2))
        step = max(6, w // 6)
        for i in range(-h, w + h, step):
            pygame.draw.line(
                surf,
                lighten(theme.MOSS, 0.15),
                (inner.x + i, inner.y),
                (inner.x + i + inner.h, inner.bottom),
                max(1, w // 40),
            )
        leaf = self.app.images.get("suit-deer-white", max(6, w // 3))
        surf.blit(leaf, leaf.get_rect(center=inner.center))
        return surf

    def _warden(self, suit: str, name: str, size: tuple[int, int]) -> pygame.Surface:
        """A Warden card: white border, the animal on a disc of its colour, the suit's name below."""
        app = self.app
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rect = surf.get_rect()
        r = max(4, w // 10)
        pygame.draw.rect(surf, theme.WHITE, rect, border_radius=r)
        inner = rect.inflate(-max(4, w // 12), -max(4, w // 12))
        pygame.draw.rect(surf, lighten(SUIT_COLOURS[suit], 0.78), inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, darken(theme.PARCHMENT_SHADE, 0.2), rect, width=1, border_radius=r)
        label_h = max(12, int(h * 0.2))
        disc = min(inner.w, inner.h - label_h) - max(4, w // 10)
        suit_badge(surf, app, suit, (inner.centerx, inner.y + (inner.h - label_h) // 2 + 2), disc)
        box = pygame.Rect(inner.x + 2, inner.bottom - label_h - max(2, h // 40), inner.w - 4, label_h)
        draw_text(
            surf,
            app,
            name,
            box,
            int(max(12, int(label_h * 0.8)) / app.fonts.text_size),  # the card's own words, at the card's size
            darken(SUIT_COLOURS[suit], 0.35),
            "bold",
            align="center",
            valign="middle",
            max_lines=1,
        )
        return surf


def suit_badge(surface: pygame.Surface, app: Drawing, suit: str, center: tuple[int, int], size: int) -> pygame.Rect:
    """A Warden's mark: the suit's animal on a disc of its colour (shape and colour together)."""
    colour = SUIT_COLOURS[suit]
    r = max(2, size // 2)
    pygame.draw.circle(surface, lighten(colour, 0.8), center, r)
    pygame.draw.circle(surface, colour, center, r, max(2, size // 14))
    icon = app.images.get(f"suit-{suit}", max(6, int(size * 0.72)))
    surface.blit(icon, icon.get_rect(center=center))
    rect = pygame.Rect(0, 0, size, size)
    rect.center = center
    return rect
