"""The kit's card grid (ui/card_grid.py), which the Wolf's task-card panel and Whispering Woods'
campaign are built on: cells from counts, pages, arrow keys by position, a click acting on its card."""

from __future__ import annotations

import pygame

from woods_desktop.ui.card_grid import CardGrid, GridShape
from woods_desktop.ui.widgets import Button, FocusRing


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _grid(app, items, shape, clicked):
    return CardGrid(app, shape, items, lambda surface, card: None, clicked.append)


def test_cells_share_the_grid_with_gaps_and_never_overlap(headless_app):
    for size in ((1280, 720), (2560, 1440), (1100, 900)):
        app = headless_app(size)
        grid = _grid(app, list(range(6)), GridShape(40, 110, 1200, 518, cols=3, rows=2, gap_x=12, gap_y=6), [])
        rects = [c.rect for c in grid.cards]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), size
        assert rects[1].x > rects[0].right and rects[3].y > rects[0].bottom  # row by row
    down = _grid(app, list(range(6)), GridShape(0, 0, 300, 200, cols=3, rows=2, down=True), [])
    assert [c.cell for c in down.cards[:3]] == [(0, 0), (0, 1), (1, 0)]  # down each column first


def test_pages_turn_and_say_which_items_they_show(headless_app):
    app = headless_app()
    grid = _grid(app, list(range(7)), GridShape(0, 0, 600, 400, cols=2, rows=2), [])
    assert grid.pages() == 2 and grid.shown() == (1, 4) and [c.item for c in grid.cards] == [0, 1, 2, 3]
    assert not grid.turn(-1) and grid.turn(1) and grid.shown() == (5, 7) and len(grid.cards) == 3
    assert not grid.turn(1)


def test_arrow_keys_move_by_position_and_down_leaves_the_grid_for_the_buttons(headless_app):
    app = headless_app()
    grid = _grid(app, list(range(6)), GridShape(0, 0, 900, 400, cols=3, rows=2), [])
    done = Button(app, "Done", lambda: None, pygame.Rect(0, 500, 100, 40))
    ring = FocusRing()
    ring.set([*grid.cards, done])
    ring.move(1)  # the first card
    for k, item in ((pygame.K_RIGHT, 1), (pygame.K_DOWN, 4), (pygame.K_LEFT, 3), (pygame.K_LEFT, 3), (pygame.K_UP, 0)):
        assert grid.steer(_key(k), ring)
        assert ring.widgets[ring.index] is grid.cards[item], (k, item)
    grid.steer(_key(pygame.K_DOWN), ring)
    grid.steer(_key(pygame.K_DOWN), ring)
    assert ring.widgets[ring.index] is done and done.focused
    assert not grid.steer(_key(pygame.K_UP), ring)  # off the grid: the ring's own order


def test_a_click_pressed_and_released_on_a_card_acts_on_its_item(headless_app):
    app = headless_app()
    clicked: list[int] = []
    grid = _grid(app, list(range(4)), GridShape(0, 0, 600, 400, cols=2, rows=2), clicked)
    ring = FocusRing()
    ring.set(grid.cards)

    def press(pos, up):
        ring.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        ring.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1))

    press(grid.cards[2].rect.center, grid.cards[2].rect.center)
    press(grid.cards[0].rect.center, grid.cards[3].rect.center)  # let go elsewhere: nothing
    assert clicked == [2]
