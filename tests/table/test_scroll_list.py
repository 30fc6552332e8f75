"""The kit's scrolling list (table/scroll_list.py): what fits whole is shown from the first line, the wheel over
it and Page Up / Down move that line, and an entry's button is one object while its entry stays in view."""

from __future__ import annotations

import pygame

from woods_desktop.table.scroll_list import ListEntry, ScrollList


def _entries(n: int) -> list[ListEntry]:
    out = [ListEntry("head", "Round 1")]
    out += [ListEntry(i, "", "icon-check", f"WORD{i}", body="a reason " * 8, button=("Mark", False)) for i in range(n)]
    return out


def test_only_whole_entries_show_and_the_wheel_over_the_list_scrolls(headless_app):
    app = headless_app()
    pressed: list[object] = []
    lst = ScrollList(app, pressed.append)
    area = pygame.Rect(100, 100, 500, 300)
    lst.set(area, _entries(12))
    assert lst.shown()[0] == "head" and 2 < len(lst.shown()) < 13
    assert all(area.contains(row.box) for row in lst.rows)
    assert not lst.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))  # pointer elsewhere
    lst.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=area.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert lst.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    lst.set(area, _entries(12))
    assert lst.shown()[0] == 1
    lst.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0))
    lst.set(area, _entries(12))
    assert lst.first == 0


def test_a_press_on_an_entrys_button_survives_a_new_layout_before_its_release(headless_app):
    app = headless_app()
    pressed: list[object] = []
    lst = ScrollList(app, pressed.append)
    area = pygame.Rect(100, 100, 500, 300)
    lst.set(area, _entries(3))
    button = lst.buttons[0]
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    lst.set(area, _entries(3))  # laid out again between the press and the release (a check arrived)
    assert lst.buttons[0] is button
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    assert pressed == [0]
