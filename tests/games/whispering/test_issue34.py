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


def test_a_display_tiles_forest_side_shows_its_points_as_the_rulebooks_tile_does(headless_app, monkeypatch):
    """ "The Forest Side ... You can also see the task from the Task side and the possible victory points":
    the display's forest sides showed the task, not its points. Each is drawn at its size on the table with
    its points' seal, above the element's icon and clear of it and of the task's row."""
    from woods_desktop.games.whispering import art as art_module
    from woods_desktop.games.whispering.tile_layout import FOREST_ICON, FOREST_POINTS, forest_task_spots

    app = headless_app()
    scene = _at(app, "opening")
    zone = scene.zone("display")
    tiles = [it for it in zone.items if it.face[0] == "forest"]
    assert tiles
    seals: list[str] = []
    monkeypatch.setattr(art_module, "draw_seal", lambda s, a, centre, radius, text="": seals.append(text))
    for it in tiles:
        seals.clear()
        zone.art.render_face(it.face, it.rect.size)  # as the table draws it, at its size there
        assert seals == [str(it.face[3])], it.id
    seal_bottom = FOREST_POINTS[0] + FOREST_POINTS[1]
    icon_top, icon_bottom = FOREST_ICON[0] - FOREST_ICON[1] / 2, FOREST_ICON[0] + FOREST_ICON[1] / 2
    for n in (3, 4, 5):
        spots, size = forest_task_spots(0, 0, 1.0, n)
        assert seal_bottom < icon_top and icon_bottom < spots[0][1] - size * 0.65, n


def test_keyboard_focus_skips_the_display_once_the_tiles_are_taken(headless_app):
    """Tab and the arrows rested on display tiles that could not be taken any more (step 3, or another
    person's turn): Enter on them only said no. The display takes the keyboard's focus while a tile may be
    taken from it, every takeable tile, the one in hand included."""
    app = headless_app()
    scene = _at(app, "paths")
    assert scene.session.state.phase == "tasks"
    names = [z.id for z in scene.zones]
    seen = set()
    for _ in range(len(names) + 2):
        _key(app, pygame.K_TAB)
        seen.add(names[scene.focus_zone])
    assert "display" not in seen and "forest" in seen
    for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) * 3:
        _key(app, k)
        assert names[scene.focus_zone] != "display"
    scene = _at(app, "placing")  # a tile in hand: every tile still in the display may be taken instead
    display = scene.zone("display")
    takeable = {it.id for it in display.items if it.id[0] == "tile"}
    assert {display.items[i].id for i in display.focusable_indexes()} == takeable


def test_tracing_a_path_says_how_far_it_has_got(headless_app):
    """ "Frog: 3 of 5 tiles": tracing a path tile by tile said only how many paths there were."""
    from woods_desktop.games.whispering.rules.actions import Complete
    from woods_desktop.games.whispering.text import animal_name
    from woods_desktop.table.art import SELECTED

    for lang in ("en", "ru"):
        app = headless_app(lang=lang)
        scene = _at(app, "paths", lang=lang)
        session = scene.session
        port = session.port(session.to_move)
        chosen = [it.at for it in scene.zone("forest").items if SELECTED in it.marks]  # the animal shown
        assert len(chosen) == 1
        q, r = chosen[0]
        paths = [a.path for a in port.legal_actions() if isinstance(a, Complete) and (a.q, a.r) == (q, r)]
        ends = {p[-1] for p in paths}
        path = next(p for p in paths if len(p) >= 3 and p[0] not in ends and p[1] not in ends)
        view = port.view()
        animal = animal_name(app.t, view.forest(view.me)[(q, r)].animal)
        for n in (1, 2):  # a click on the next tile of the path, as a window sends it
            centre = scene.item("forest", ("hex", *path[n - 1])).rect.center
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                app.dispatch(pygame.event.Event(kind, pos=centre, button=1))
            _settle(app, 1)
            said = scene.prompt_text(port.view())
            assert said == app.t("whispering.ui.prompt_traced", animal=animal.capitalize(), traced=n, of=len(path))
            assert said.startswith(f"{animal.capitalize()}: {n} ")
