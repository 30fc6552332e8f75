"""Driving a table the way a person does: clicks, keys and Tab-and-arrows to a public target."""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from woods_desktop.table.art import DIMMED


def click(app: Any, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app: Any, k: int, mod: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def click_item(app: Any, scene: Any, zone: str, item: Hashable) -> None:
    click(app, scene.item(zone, item).rect.center)


def use_by_keys(app: Any, scene: Any, zone_id: str, item: Hashable, then: int = pygame.K_RETURN) -> None:
    """Tab to the zone, arrows to the item (keyboard focus never rests on a dimmed item), then `then`."""
    index = [z.id for z in scene.zones].index(zone_id)
    for _ in range(len(scene.zones) + 1):
        if scene.focus_zone == index:
            break
        key(app, pygame.K_TAB)
    assert scene.focus_zone == index
    zone = scene.zone(zone_id)
    for _ in range(len(zone.items) + 1):
        if zone.focused() is not None and zone.focused().id == item:
            break
        key(app, pygame.K_RIGHT)
    assert zone.focused().id == item
    assert DIMMED not in zone.focused().marks
    key(app, then)
