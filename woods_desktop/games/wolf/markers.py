"""What the colour check looks at on The Wolf is Coming's table (woods_desktop/table/markers.py): the
heroes' portraits, the ten presents, the task card's two kinds (green: one hero's, orange: the whole
team's, each with its own ribbon picture) and the seat colours; each drawn as the table draws it."""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from woods_desktop.games.wolf import bench_table
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare
from woods_desktop.games.wolf.task import GREEN_FRAME, ORANGE_FRAME
from woods_desktop.table.markers import ColourScenes, Marker, MarkerGroup, blit_centred, seat_group

HEROES = ("squirrel", "magpie", "badger", "fawn")


def groups(scene: Any) -> Sequence[MarkerGroup]:
    table, app = scene.decl, scene.app
    side = app.px(96)  # a hero's portrait on its card

    def hero(h: str) -> Marker:
        return Marker(h, blit_centred(picture(h, side, side)))

    gift = app.px(40)
    drawings = sorted({d for d in table.words.drawings.values() if d})

    def present(d: str) -> Marker:
        return Marker(d, blit_centred(picture(present_bare(d), gift, gift)))

    ribbon = (app.px(160), app.px(46))

    def kind(name: str, orange: bool) -> Marker:
        frame, icon = (ORANGE_FRAME, "balloons") if orange else (GREEN_FRAME, "steps")
        pic = picture(icon, ribbon[1] - app.px(8))

        def paint(s: pygame.Surface) -> None:  # the card's ribbon as task.py draws it, less its words
            pygame.draw.rect(s, frame, s.get_rect(), border_radius=app.px(10))
            s.blit(pic, (app.px(6), app.px(4)))

        return Marker(name, paint, lambda s: s.blit(pic, (app.px(6), app.px(4))))

    return [
        MarkerGroup("heroes", tuple(hero(h) for h in HEROES), (side, side)),
        MarkerGroup("presents", tuple(present(d) for d in drawings), (gift, gift)),
        MarkerGroup("task cards", (kind("one hero", False), kind("whole team", True)), ribbon),
        seat_group(app, app.px(9)),
    ]


def _game(app: Any, seed: int) -> tuple[str, dict[str, Any]]:
    return "wolf", bench_table.demo(app, seed)


CHECK = ColourScenes({"wolf": _game}, groups)
