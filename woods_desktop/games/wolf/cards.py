"""The heroes' cards beside the board, as one zone: each card, and on it the presents in its baskets
and the help tokens kept.

A card shows what the rulebook's hero card shows (the hero, the steps of a move, the baskets, the
terrain that stops it) and what the hero holds now. Items are the cards ("hero", seat), so a friend
can be chosen by clicking their card, and the things held ("bag", seat, token, k): a present by its
id, basket by basket, or a help token by kind. The hero to move can pick its own to hand over, or a
friend's to take.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from woods_desktop.table.art import DIMMED
from woods_desktop.table.dragging import ItemDrag
from woods_desktop.table.layers import StillLayer
from woods_desktop.table.seat_card import seat_card_boxes
from woods_desktop.table.zones import Item, Zone

CARD_GAP = 8  # design px between two cards
INSET = 5  # design px between the zone's edge and the cards


@dataclass(frozen=True)
class Hand:
    """What one hero holds, as the card draws it."""

    seat: int
    baskets: int
    presents: tuple[str, ...]  # which presents, basket by basket
    help: tuple[str, ...]


class CardsZone(Zone):
    """The heroes' cards stacked top to bottom; items: cards, then the things held on them."""

    kind = "hero_cards"

    def __init__(self, zone_id: str, art: object, max_card_h: float = 122) -> None:
        super().__init__(zone_id, art, item_ratio=0.28)  # type: ignore[arg-type]
        self.max_card_h = max_card_h
        self.hands: dict[int, Hand] = {}
        # a thing held dragged onto a hero: on_drop(what was dragged, where it was let go) -> whether it was used
        self.drag = ItemDrag(lambda it: it.id[0] == "bag")  # type: ignore[index]
        self.version = 0  # bumped whenever an item, a mark, hover or focus may have changed
        self.layer = StillLayer()

    def card_rect(self, seat: int, seats: int) -> pygame.Rect:
        gap = self.scale_px(CARD_GAP)
        inset = self.scale_px(INSET)  # the marks' glow stays inside the zone
        room = self.rect.inflate(-2 * inset, -2 * inset)
        h = min(self.scale_px(self.max_card_h), (room.h - gap * (seats - 1)) // max(1, seats))
        return pygame.Rect(room.x, room.y + seat * (h + gap), room.w, h)

    def arrange(self) -> None:
        self.version += 1
        seats = len(self.hands)
        for it in self.items:
            if it.id[0] == "hero":  # type: ignore[index]
                it.rect = self.card_rect(it.id[1], seats)  # type: ignore[index]
        for it in self.items:
            iid: Any = it.id
            if iid[0] != "bag":
                continue
            _, seat, kind, k = iid
            hand = self.hands[seat]
            card = self.card_rect(seat, seats)
            boxes = seat_card_boxes(card.size, hand.baskets, len(hand.help))
            index = k if kind in hand.presents else hand.baskets + k
            if index < len(boxes.slots):
                it.rect = boxes.slots[index].move(card.topleft)

    def draw(self, surface: pygame.Surface, has_focus: bool = False) -> None:
        """Cards and the things on them; a card that cannot take anything now is not veiled (it still shows
        the hero's figures plainly), it is only passed over by the keyboard."""
        if self.art is None:
            return
        art = self.art

        def paint(layer: pygame.Surface, off: tuple[int, int]) -> None:  # drawn again only when a card changed
            for i, it in enumerate(self.items):
                art.draw(layer, it.face, it.rect.move(off), self.shown_marks(i, it, has_focus) - {DIMMED})

        key = (self.version, has_focus, tuple(self.rect), surface.get_size())
        self.layer.blit(surface, self.rect, key, paint)

    def hit(self, pos: tuple[int, int]) -> Item | None:
        for it in reversed(self.items):  # things held lie over their card: they answer first
            if it.rect.collidepoint(pos):
                return it
        return None

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        """A present or help token dragged from a card onto a hero (figure or card) hands it over: the
        same as clicking the thing, then the hero (the kit's `ItemDrag`)."""
        return self.drag.handle(self, event)
