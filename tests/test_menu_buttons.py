"""The menu's buttons keep their pictures: with "Play on this network" the row of nine had no room for
the icons and dropped all of them; now they go on two rows, each button with its icon and its words at
full size, inside the window, clear of the game tiles."""

from __future__ import annotations

import pytest

from woods_desktop.scenes import register_lazy

register_lazy()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_menu_button_has_its_icon_and_fits(headless_app, size, lang):
    app = headless_app(size, lang)
    app.push("menu")
    app.render()
    menu = app.scene
    screen = app.screen.get_rect()
    tiles_bottom = max(t.rect.bottom for t in menu.tiles)
    for b in menu.buttons:
        assert b.icon, f"{b.text!r} lost its icon"
        assert screen.contains(b.rect) and b.rect.top > tiles_bottom
    for a in menu.buttons:
        assert not any(a is not b and a.rect.colliderect(b.rect) for b in menu.buttons)
