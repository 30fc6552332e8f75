"""The Whispering Woods items of issue 34 (item 12), each driven as a window drives the table: keys and clicks
dispatched through the app's own event loop, the frame rendered as the window shows it."""

from __future__ import annotations

import pygame
from table.drive import key as _key

from .test_table import _at, _settle, playable  # noqa: F401


def _frame(app) -> bytes:
    return bytes(pygame.image.tobytes(app.render(), "RGB"))


def test_plus_minus_and_0_zoom_and_fit_the_map_on_the_screen(headless_app):
    """ "wheel or +/− to zoom · 0 to fit", the map's line says: the keys changed the zoom, but the window kept
    showing the last frame (the frame cache's key held the pointer's hover, not the map's zoom), so only the
    wheel, which moves the hover, was seen to work."""
    app = headless_app()
    scene = _at(app, "placing")
    zone = scene.zone("forest")
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    _settle(app, 1)
    fitted, zoom = _frame(app), zone.zoom
    for k, bigger in ((pygame.K_PLUS, True), (pygame.K_EQUALS, True), (pygame.K_MINUS, False)):
        before = _frame(app)
        _key(app, k)
        app.step(0.05)
        assert (zone.zoom > zoom) if bigger else (zone.zoom < zoom), pygame.key.name(k)
        assert _frame(app) != before, f"{pygame.key.name(k)} changed the zoom, the window still shows the old map"
        zoom = zone.zoom
    _key(app, pygame.K_0)
    app.step(0.05)
    assert _frame(app) == fitted  # fitted again, as it was
