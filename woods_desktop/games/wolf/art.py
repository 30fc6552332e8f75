"""The Wolf's picture book as a `FaceArt`: forest cells, the house filling with presents, the heroes'
cards and the things they hold. Faces are rendered once per size and cached.

Faces:
- `("cell", section, token, variant, stops, picture, occupied)`: a forest cell of section 0-2; `token` is
  None (an empty cell), "closed" (a leafy back) or an open kind; `variant` dots the ground; `stops` puts
  a no-entry badge on terrain that stops the hero to move; `picture` is an open present's drawing;
  `occupied`: a hero stands there, so the token keeps the upper-left part clear of the figure.
- `("house", pictures, total, needed)`: the Wolf's house with its present cells, the first `needed`
  ringed (that many make a surprise), filled with the drawings of the presents brought, in order.
- `("card", hero, title, name, current, colour, steps, baskets, stops, help_count, steps_label)`: a hero's
  card: the hero's name as its title, who plays it under it.
- `("bag", kind, picture)`: a present (with its drawing) in a basket or a help token kept, over its slot.

A present is drawn by its own picture (the data's `picture`, see present_drawings.py) in all three:
`picture_names.present_pictures(face)` says which, the same answer the drawing follows.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.board_geometry import SECTION_COLOURS, house_slots, token_rect
from woods_desktop.games.wolf.picture_names import present_pictures
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare, present_token
from woods_desktop.table.art import FaceArt
from woods_desktop.table.seat_card import Counter, draw_seat_card
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, lighten, panel, player_shape

GROUNDS = 6  # the empty cells' grounds (ground_0 .. ground_5.svg), one cell after another


def slot_picture(name: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """An action slot's picture: one of the picture book's drawings, fitted to the slot."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(picture(name, rect.w, rect.h), rect)

    return draw


class WolfArt(FaceArt):
    dim = (20, 30, 20, 55)  # a dimmed cell is only lightly veiled: the forest stays readable

    def render_face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        assert isinstance(face, tuple)
        kind = face[0]
        if kind == "cell":
            occupied = len(face) > 6 and bool(face[6])
            return self._cell(face[1], face[2], face[3], face[4], present_pictures(face), size, occupied)
        if kind == "house":
            return self._house(present_pictures(face), face[2], face[3], size)
        if kind == "card":
            return self._card(face, size)
        if kind == "bag":
            return self._bag(face[1], present_pictures(face), size)
        return pygame.Surface(size, pygame.SRCALPHA)

    # -- the forest ------------------------------------------------------------------------------
    def _cell(
        self,
        section: int,
        token: str | None,
        variant: int,
        stops: bool,
        gift: tuple[str, ...],
        size: tuple[int, int],
        occupied: bool = False,
    ) -> pygame.Surface:
        """A cell: its section's ground; grass tufts and a flower on an empty one (different from cell to
        cell), else its token (a terrain that stops the hero to move with the no-entry sign)."""
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        ground = darken(SECTION_COLOURS[section], 0.12)
        panel(surf, surf.get_rect(), ground, max(3, w // 7), 0, border=darken(ground, 0.3), border_w=max(1, w // 40))
        if token is None:
            surf.blit(picture(f"ground_{variant % GROUNDS}", w, h), (0, 0))
            return surf
        inset = surf.get_rect().inflate(-max(2, w // 12), -max(2, w // 12))
        if occupied:
            inset = token_rect(surf.get_rect())
        name = present_token(gift[0]) if gift else (f"stop_{token}" if stops and not occupied else token)
        surf.blit(picture(name, inset.w, inset.h), inset)
        return surf

    def _house(self, gifts: tuple[str, ...], total: int, needed: int, size: tuple[int, int]) -> pygame.Surface:
        app = self.app
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        c = w / 1.75
        rect = surf.get_rect()
        surf.blit(picture("house_wall", w, h), (0, 0))  # the wall, and the meadow at its foot (the heroes home)
        pic = round(min(w, c * 1.55))
        surf.blit(picture("house", pic), (rect.centerx - pic // 2, 0))
        label, count = pygame.Rect(0, round(c * 1.5), w, round(c * 0.34)), len(gifts)
        words = app.t("wolf.ui.house_count", count=count, total=total)
        draw_text(surf, app, words, label, max(12, round(c * 0.24)), theme.INK, "bold", "center", "middle", 1)
        for i, slot in enumerate(house_slots(rect, c, total)):  # the first `needed` ringed in amber
            surf.blit(picture("house_slot" if i < needed else "house_slot_more", slot.w, slot.h), slot)
            if i < len(gifts):
                gift = slot.inflate(-max(2, slot.w // 8), -max(2, slot.w // 8))
                surf.blit(picture(present_bare(gifts[i]), gift.w, gift.h), gift)
        return surf

    # -- the heroes' cards: the kit's seat card ---------------------------------------------------------
    def _card(self, face: tuple[Any, ...], size: tuple[int, int]) -> pygame.Surface:
        """The hero in its portrait with the player's marker, its steps, the terrain that stops it (each
        with the no-entry sign) and its baskets; the things held are the zone's items over the slots."""
        _, hero, title, name, current, colour, steps, baskets, stops, help_count, steps_label = face
        surf = pygame.Surface(size, pygame.SRCALPHA)
        _, col, shape = theme.PLAYER_COLOURS[colour % len(theme.PLAYER_COLOURS)]

        def portrait(p: pygame.Rect) -> None:
            pygame.draw.ellipse(surf, lighten(SECTION_COLOURS[0], 0.4), p)
            pygame.draw.ellipse(surf, darken(SECTION_COLOURS[0], 0.2), p, max(1, size[1] // 40))
            surf.blit(picture(hero, p.w, p.h), p)
            mr = max(4, p.w // 8)
            player_shape(surf, shape, (p.x + mr + 1, p.bottom - mr - 1), mr, col)

        counters = [Counter(partial(picture, "steps"), steps_label or str(steps))]
        tags = [partial(picture, f"stop_{kind}") for kind in stops]
        slots = [partial(picture, "basket_slot")] * baskets + [None] * help_count
        draw_seat_card(surf, self.app, size, title, name, current, portrait, counters, tags, slots, help_count)
        return surf

    def _bag(self, kind: str, gift: tuple[str, ...], size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if gift:
            inner = surf.get_rect().inflate(-max(2, w // 16), -max(2, h // 16))  # the present fills its basket
            surf.blit(picture(present_bare(gift[0]), inner.w, inner.h), inner)
        else:
            surf.blit(picture(kind, w, h), (0, 0))
        return surf
