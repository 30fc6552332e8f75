"""What the colour check looks at on Whispering Woods' tables (woods_desktop/table/markers.py): the six
elements as a task side's sequence draws them and as a forest side shows its own, the solo mission's four
animals (four colours), and the seat colours; each drawn by the table's own art at the table's size."""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.games.whispering import bench_table
from woods_desktop.games.whispering.text import ANIMALS
from woods_desktop.games.whispering.tile_layout import SQRT3, tile_face
from woods_desktop.table.hex_art import INSET
from woods_desktop.table.markers import ColourScenes, Marker, MarkerGroup, blit_centred, drawn_over, seat_group

GREY = "minerals"  # the task tiles' own element: one for every member, so only the sequence differs


def groups(scene: Any) -> Sequence[MarkerGroup]:
    table, app = scene.decl, scene.app
    art = table.art
    elements = tuple(art.colours)
    r = table.ctx.zone("forest").tile_radius()

    def icon(element: str, size: int) -> Any:
        return lambda s: art.icon(s, element, s.get_rect().center, size)

    display = [it for it in table.ctx.zone("display").items if it.rect.w > 1]
    tile = display[0].rect.size if display else (round(r * 1.8), round(r * 2))
    hexagon = (round(r * SQRT3 / INSET), round(2 * r / INSET))  # a tile on the forest map
    bare = art.face(("task", GREY, (), 9), hexagon)

    def in_sequence(element: str) -> Marker:
        """A task side's sequence of five of one element, as the face draws it (its pixels over the bare tile)."""
        full = art.face(("task", GREY, (element,) * 5, 9), hexagon)
        return Marker(element, drawn_over(full, bare))

    sequence = MarkerGroup("elements in task sequences", tuple(in_sequence(e) for e in elements), hexagon)

    def forest(element: str) -> Any:  # the element's first tile of the game's 96, forest side up
        tile = next(t for _, t in sorted(table.tiles.items()) if t.element == element)
        return lambda s: art.draw(s, tile_face(tile, False), s.get_rect(), frozenset())

    big = round(min(tile[0] / SQRT3, tile[1] / 2) * INSET * 0.84)  # the forest side's own icon (art._forest)
    tiles = MarkerGroup("elements on forest tiles", tuple(Marker(e, forest(e), icon(e, big)) for e in elements), tile)
    small = max(6, round(min(tile[0] / SQRT3, tile[1] / 2) * INSET * 0.26))  # a display tile's other side, small
    other = MarkerGroup(
        "elements in a forest side's task", tuple(Marker(e, icon(e, small)) for e in elements), (small + 2, small + 2)
    )
    out = [sequence, other, tiles, seat_group(app, app.px(9))]
    if table.solo:
        from woods_desktop.games.whispering.areas import animal_colour

        token = table.ctx.zone("forest").animal_rect((0, 0)).size

        def animal(a: int) -> Marker:
            kind = ANIMALS[a % len(ANIMALS)]
            face = ("animal", kind, animal_colour(a))
            picture = app.images.get("whispering/" + kind, max(4, round(min(token) * 0.74)))
            return Marker(kind, lambda s: art.draw(s, face, s.get_rect(), frozenset()), blit_centred(picture))

        out.append(MarkerGroup("solo animals", tuple(animal(a) for a in range(4)), token))
    return out


def _solo(app: Any, seed: int) -> tuple[str, dict[str, Any]]:
    return "whispering", bench_table.positions()["solo"](app, seed)


def _game(app: Any, seed: int) -> tuple[str, dict[str, Any]]:
    return "whispering", bench_table.demo(app, seed)


CHECK = ColourScenes({"whispering": _game, "whispering solo": _solo}, groups)
