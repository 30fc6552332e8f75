"""Art drawn ahead and kept: the disk cache is written off the window's thread and read back the same,
a broken kept file is drawn again, and pictures asked for ahead are drawn in the loop's spare time."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app import images, raster_store
from woods_desktop.app.images import Images
from woods_desktop.games.wolf import picture_names

CAKE = picture_names.layers("present_cake")


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _no_drawing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the SVG was drawn again")

    monkeypatch.setattr(pygame.image, "load_sized_svg", refuse)


def test_a_large_picture_is_kept_on_disk_and_read_back_without_drawing(monkeypatch, private_home):
    first = Images().picture(CAKE, 180)
    raster_store.flush()
    kept = list((private_home / "cache").glob("*.raw"))
    assert kept, "nothing was kept"
    _no_drawing(monkeypatch)
    assert _pixels(Images().picture(CAKE, 180)) == _pixels(first)


def test_a_broken_kept_file_is_drawn_again(private_home):
    first = Images().picture(CAKE, 170)
    raster_store.flush()
    for path in (private_home / "cache").glob("*.raw"):
        path.write_bytes(b"WDR1 not pixels")
    assert _pixels(Images().picture(CAKE, 170)) == _pixels(first)


def test_pictures_asked_for_ahead_are_drawn_in_spare_time_and_then_cost_nothing(monkeypatch):
    art = Images()
    art.warm([CAKE, picture_names.layers("present_kite")], 90, 90)
    assert art.warm_step(0.0)  # no time to spare: nothing drawn, both still wait
    assert not art.warm_step(10.0)  # time enough: both drawn
    drawn = images._rasterise
    calls: list[object] = []
    monkeypatch.setattr(images, "_rasterise", lambda *a, **k: calls.append(a) or drawn(*a, **k))
    art.picture(CAKE, 90)
    art.picture(picture_names.layers("present_kite"), 90)
    assert calls == []


def test_a_resize_forgets_what_was_asked_for_at_the_old_size():
    art = Images()
    art.warm([CAKE], 90, 90)
    art.clear()
    assert not art.warm_step(0.0)


def test_icons_asked_for_ahead_are_drawn_in_spare_time(monkeypatch):
    art = Images()
    art.warm_icons(["icon-robot", "icon-timer"], 120)
    assert not art.warm_step(10.0)
    drawn = images._rasterise
    calls: list[object] = []
    monkeypatch.setattr(images, "_rasterise", lambda *a, **k: calls.append(a) or drawn(*a, **k))
    art.get("icon-robot", 120)
    art.get("icon-timer", 120)
    assert calls == []
