"""A tinted icon is the tint of that very icon, never of one freed before it (ids are reused)."""

from __future__ import annotations

import gc

import pygame

from woods_desktop.ui.widgets import tinted


def _icon(colour: tuple[int, int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((8, 8), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.rect(surf, colour, pygame.Rect(0, 0, 4, 8))  # the left half drawn, the right half clear
    return surf


def test_a_new_icon_that_takes_a_freed_icons_id_gets_its_own_tint():
    seen = set()
    for _ in range(200):  # a resize frees every icon and draws new ones: ids come round again
        old = _icon((10, 20, 30, 255))
        tinted(old, (255, 255, 255))
        seen.add(id(old))
        del old
        gc.collect()
        new = pygame.Surface((8, 8), pygame.SRCALPHA)
        new.fill((0, 0, 0, 0))  # a blank icon: its tint must be blank too
        out = tinted(new, (255, 255, 255))
        assert out.get_at((1, 1)).a == 0, "the tint of a freed icon was given to a new one"
        if id(new) in seen:
            return  # the case happened and was right
    raise AssertionError("no id came round again in 200 tries (the test could not show the case)")
