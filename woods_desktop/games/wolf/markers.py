"""What the colour check looks at on The Wolf is Coming's table (woods_desktop/table/markers.py): the
heroes' portraits, the ten presents, the task card's two kinds (green: one hero's, orange: the whole
team's, each with its own ribbon picture) and the seat colours; each drawn as the table draws it."""

from __future__ import annotations

from typing import Any, Sequence

from woods_desktop.games.wolf import bench_table
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare
from woods_desktop.games.wolf.task import draw_ribbon
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

    def kind(name: str, orange: bool) -> Marker:  # the card's ribbon as task.py draws it, less its words
        return Marker(
            name,
            lambda s: draw_ribbon(s, app, s.get_rect(), orange),
            lambda s: draw_ribbon(s, app, s.get_rect(), orange, picture_only=True),
        )

    return [
        MarkerGroup("heroes", tuple(hero(h) for h in HEROES), (side, side)),
        MarkerGroup("presents", tuple(present(d) for d in drawings), (gift, gift)),
        MarkerGroup("task cards", (kind("one hero", False), kind("whole team", True)), ribbon),
        seat_group(app, app.px(9)),
    ]


def _game(app: Any, seed: int) -> tuple[str, dict[str, Any]]:
    return "wolf", bench_table.demo(app, seed)


CHECK = ColourScenes({"wolf": _game}, groups)
