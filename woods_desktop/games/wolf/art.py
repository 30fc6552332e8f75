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
`present_pictures(face)` says which, the same answer the drawing follows.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.board_geometry import SECTION_COLOURS, home_area_of, house_slots, token_rect
from woods_desktop.games.wolf.cards import card_boxes
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare, present_token
from woods_desktop.table.art import DIMMED, FaceArt, draw_marks_over, draw_marks_under
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, lighten, panel, player_shape, veil

BASKET_FILL = theme.hex_color("#E9D3A8")
BASKET_EDGE = theme.hex_color("#8A5F30")
HOUSE_WALL = theme.hex_color("#F6E7C8")
CURRENT_FILL = (250, 232, 190)  # the hero to move: the scoreboard's band for the current player


def slot_picture(name: str) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """An action slot's picture: one of the picture book's drawings, fitted to the slot."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(picture(name, rect.w, rect.h), rect)

    return draw


def present_pictures(face: Hashable) -> tuple[str, ...]:
    """The drawings (picture ids) of the presents `face` shows, in order: an open present on a cell,
    a present in a basket, the presents in the house; () for anything else."""
    if not isinstance(face, tuple) or not face:
        return ()
    if face[0] == "cell" and face[2] == "present" and face[5]:
        return (face[5],)
    if face[0] == "bag" and face[1] == "present" and face[2]:
        return (face[2],)
    if face[0] == "house":
        return tuple(face[1])
    return ()


class WolfArt(FaceArt):
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

    def draw(self, surface: pygame.Surface, face: Hashable, rect: pygame.Rect, marks: frozenset[str]) -> None:
        """The kit's marks, but a dimmed cell is only lightly veiled (the forest stays readable)."""
        draw_marks_under(surface, self.app, rect, marks)
        surface.blit(self.face(face, rect.size), rect)
        draw_marks_over(surface, self.app, rect, marks - {DIMMED})
        if DIMMED in marks:
            veil(surface, rect, (20, 30, 20, 55), max(2, rect.w // 7))

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
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r = max(3, w // 7)
        ground = darken(SECTION_COLOURS[section], 0.12)
        panel(surf, surf.get_rect(), ground, r, 0, border=darken(ground, 0.3), border_w=max(1, w // 40))
        if token is None:
            self._floor(surf, ground, variant)
            return surf
        inset = surf.get_rect().inflate(-max(2, w // 12), -max(2, w // 12))
        if occupied:
            inset = token_rect(surf.get_rect())
        name = present_token(gift[0]) if gift else token
        surf.blit(picture(name, inset.w, inset.h), inset)
        if stops and not occupied:
            badge = max(8, round(w * 0.38))
            surf.blit(picture("no_entry", badge), (w - badge - max(1, w // 30), max(1, w // 30)))
        return surf

    @staticmethod
    def _floor(surf: pygame.Surface, ground: tuple[int, int, int], variant: int) -> None:
        """An empty cell: grass tufts and a flower or two, different from cell to cell."""
        w, h = surf.get_size()
        grass = darken(ground, 0.25)
        spots = ((0.25, 0.3), (0.7, 0.25), (0.45, 0.62), (0.2, 0.75), (0.78, 0.7), (0.55, 0.4))
        width = max(1, w // 28)
        for k in range(3):
            fx, fy = spots[(variant + k * 2) % len(spots)]
            x, y = round(fx * w), round(fy * h)
            s = max(2, w // 12)
            for dx in (-s // 2, 0, s // 2):
                pygame.draw.line(surf, grass, (x, y), (x + dx, y - s), width)
        fx, fy = spots[(variant + 1) % len(spots)]
        centre = (round(fx * w), round(fy * h))
        petal = max(1, w // 22)
        colour = (theme.PARCHMENT, theme.AMBER, lighten(theme.BERRY, 0.3))[variant % 3]
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            pygame.draw.circle(surf, colour, (centre[0] + dx * petal, centre[1] + dy * petal), petal)
        pygame.draw.circle(surf, theme.AMBER if colour != theme.AMBER else theme.BERRY, centre, max(1, petal // 2 + 1))

    def _house(self, gifts: tuple[str, ...], total: int, needed: int, size: tuple[int, int]) -> pygame.Surface:
        app = self.app
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        c = w / 1.75
        rect = surf.get_rect()
        body = pygame.Rect(0, round(c * 1.2), w, h - round(c * 1.2))
        r = max(4, round(c * 0.16))
        panel(surf, body, HOUSE_WALL, r, 0, border=theme.INK, border_w=max(1, round(c * 0.025)))
        home = home_area_of(rect, c)
        meadow = lighten(SECTION_COLOURS[0], 0.45)
        pygame.draw.rect(surf, meadow, home.inflate(-round(c * 0.12), -round(c * 0.12)), border_radius=r)
        pic = round(min(w, c * 1.55))
        surf.blit(picture("house", pic), (rect.centerx - pic // 2, 0))
        label, count = pygame.Rect(0, round(c * 1.5), w, round(c * 0.34)), len(gifts)
        words = app.t("wolf.ui.house_count", count=count, total=total)
        draw_text(surf, app, words, label, max(12, round(c * 0.24)), theme.INK, "bold", "center", "middle", 1)
        for i, slot in enumerate(house_slots(rect, c, total)):
            fill = BASKET_FILL if i < needed else lighten(BASKET_FILL, 0.45)
            edge = theme.AMBER if i < needed else BASKET_EDGE
            panel(surf, slot, fill, max(2, slot.w // 5), 0, border=edge, border_w=max(1, slot.w // 12))
            if i < len(gifts):
                gift = slot.inflate(-max(2, slot.w // 8), -max(2, slot.w // 8))
                surf.blit(picture(present_bare(gifts[i]), gift.w, gift.h), gift)
        return surf

    # -- the heroes' cards ---------------------------------------------------------------------------
    def _card(self, face: tuple[Any, ...], size: tuple[int, int]) -> pygame.Surface:
        _, hero, title, name, current, colour, steps, baskets, stops, help_count, steps_label = face
        app = self.app
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        r = max(4, h // 9)
        fill, edge = (CURRENT_FILL, theme.AMBER) if current else (theme.PARCHMENT, theme.PARCHMENT_SHADE)
        panel(surf, rect, fill, r, 0, border=edge, border_w=max(2, h // (18 if current else 40)))
        boxes = card_boxes(size, baskets, help_count)
        p = boxes.portrait
        pygame.draw.ellipse(surf, lighten(SECTION_COLOURS[0], 0.4), p)
        pygame.draw.ellipse(surf, darken(SECTION_COLOURS[0], 0.2), p, max(1, h // 40))
        surf.blit(picture(hero, p.w, p.h), p)
        _, col, shape = theme.PLAYER_COLOURS[colour % len(theme.PLAYER_COLOURS)]
        mr = max(4, p.w // 8)
        player_shape(surf, shape, (p.x + mr + 1, p.bottom - mr - 1), mr, col)
        draw_text(surf, app, title, boxes.title, max(app.px(theme.TYPE_BODY), round(h * 0.19)), theme.INK, "bold",
                  valign="middle", max_lines=1)  # fmt: skip
        draw_text(surf, app, name, boxes.name, app.px(theme.TYPE_SMALL), theme.INK_SOFT, valign="middle", max_lines=1)
        self._stats(surf, boxes.stats, steps, stops, steps_label)
        for i, slot in enumerate(boxes.slots):
            if i < baskets:
                edge_w = max(1, slot.w // 14)
                panel(surf, slot, BASKET_FILL, max(2, slot.w // 5), 0, border=BASKET_EDGE, border_w=edge_w)
                mid = slot.y + slot.h * 2 // 3
                pygame.draw.line(surf, lighten(BASKET_EDGE, 0.4), (slot.x + 3, mid), (slot.right - 4, mid), 1)
        return surf

    def _stats(self, surf: pygame.Surface, box: pygame.Rect, steps: int, stops: tuple[str, ...], label: str) -> None:
        """Steps as footprints with the number; then what stops the hero, each with the no-entry sign."""
        app = self.app
        s = max(8, box.h - 4)
        y = box.y + (box.h - s) // 2
        surf.blit(picture("steps", s), (box.x, y))
        words, px = label or str(steps), max(12, round(s * 0.8))
        width = app.fonts.font(px, "bold").size(words)[0] + 4
        text_box = pygame.Rect(box.x + s + 2, box.y, min(box.w - s - 2, max(s, width)), box.h)
        draw_text(surf, app, words, text_box, px, theme.INK, "bold", "left", "middle", 1)
        x = max(text_box.right + max(4, s // 3), box.x + s * 4)  # every card's stops in one column
        for kind in stops:
            if x + s > box.right:
                break
            surf.blit(picture(kind, s), (x, y))
            badge = max(6, s // 2)
            surf.blit(picture("no_entry", badge), (x + s - badge + 2, y - 2))
            x += s + max(3, s // 5)

    def _bag(self, kind: str, gift: tuple[str, ...], size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if gift:
            inner = surf.get_rect().inflate(-max(2, w // 8), -max(2, h // 8))
            surf.blit(picture(present_bare(gift[0]), inner.w, inner.h), inner)
        else:
            surf.blit(picture(kind, w, h), (0, 0))
        return surf
