"""What the colour check looks at on the Voice of the Woods table (woods_desktop/table/markers.py): each
seat's cubes as a field card shows them (the art's own band of cubes, at the field's card size), and the
seat colours; a cube's figure is its seat's shape."""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.app import theme
from woods_desktop.games.voice import bench_table
from woods_desktop.table.markers import ColourScenes, Marker, MarkerGroup, seat_group


def groups(scene: Any) -> Sequence[MarkerGroup]:
    table, app = scene.decl, scene.app
    art = table.art
    field = [it for it in scene.zone("field").items if it.rect.w > 1]
    size = field[0].rect.size if field else (app.px(96), app.px(120))

    def card(colour: int) -> Marker:
        face = ("cell", "Т", 2, ((colour, 1),))  # a field card holding one cube of this colour
        whole, band = (lambda s: art.draw(s, face, s.get_rect(), frozenset())), (lambda s: art.draw_cubes(s, face[3]))
        return Marker(theme.PLAYER_COLOURS[colour][0], whole, band)  # the band: the cube's outline, on nothing

    cubes = MarkerGroup("cubes on field cards", tuple(card(c) for c in range(len(theme.PLAYER_COLOURS))), size)
    return [cubes, seat_group(app, app.px(9))]


def _game(app: Any, seed: int) -> tuple[str, dict[str, Any]]:
    return "voice", bench_table.demo(app, seed)


CHECK = ColourScenes({"voice": _game}, groups)
