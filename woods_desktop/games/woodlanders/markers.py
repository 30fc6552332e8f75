"""What the colour check looks at on the Woodlanders table (woods_desktop/table/markers.py): the five suits
as the hand's cards and the Warden tiles draw them (the suit's animal is the figure that tells them apart
on cards of one shape), and the seat colours; each drawn by the table's own art at the table's size."""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.games.woodlanders import bench_table
from woods_desktop.games.woodlanders.art import SUITS, suit_badge
from woods_desktop.table.markers import ColourScenes, Marker, MarkerGroup, blit_centred, seat_group


def groups(scene: Any) -> Sequence[MarkerGroup]:
    table, app = scene.decl, scene.app
    art = table.art
    hand = [it for it in scene.zone("hand").items if it.rect.w > 1]
    size = hand[0].rect.size if hand else (app.px(80), app.px(112))

    def card(suit: str) -> Marker:
        face = ("card", suit, 1)
        icon = app.images.get(f"suit-{suit}", int(size[0] * 0.62))  # as the card draws its animal
        return Marker(suit, lambda s: art.draw(s, face, s.get_rect().inflate(-8, -8), frozenset()), blit_centred(icon))

    disc = max(16, app.px(40))

    def badge(suit: str) -> Marker:
        icon = app.images.get(f"suit-{suit}", max(6, int(disc * 0.72)))
        return Marker(suit, lambda s: suit_badge(s, app, suit, s.get_rect().center, disc), blit_centred(icon))

    cards = MarkerGroup("suits on cards", tuple(card(s) for s in SUITS), (size[0] + 8, size[1] + 8))
    badges = MarkerGroup("suits on Warden tiles", tuple(badge(s) for s in SUITS), (disc + 2, disc + 2))
    return [cards, badges, seat_group(app, app.px(9))]


def _game(app: Any, seed: int) -> tuple[str, dict[str, Any]]:
    return "woodlanders", bench_table.demo(app, seed)


CHECK = ColourScenes({"woodlanders": _game}, groups)
