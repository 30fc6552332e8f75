"""The solo campaign's cards draw every objective whole, also in a 1280x720 screen's maximised window
(1280x701): at 1280x720 in Russian, levels 3 and 4 cut two of their three objectives short with "…" in small
type ("Выполните по заданию каждым зверем, их 4 стороны леса…"), the room shared equally among them though
one needed a single line; at 1280x701 the English ones shrank to 12 px."""

from __future__ import annotations

import pytest
from test_shell_fit import _open as open_screen

from woods_desktop.table import text as T


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    "size,factor",
    [((1280, 720), 1.0), ((1280, 701), 1.0), ((2560, 1440), 1.0), ((1280, 720), 1.5), ((2560, 1440), 1.5)],
)
def test_every_mission_card_draws_its_words_whole(headless_app, lang, size, factor):
    app = headless_app(size, lang, factor)
    open_screen(app, "whispering_campaign")
    scene = app.scene
    pages = scene.grid.pages()
    for page in range(pages):
        if page:
            scene.grid.turn(1)
            scene.refocus()
        T.OVERFLOWS.clear()
        T.SHRUNK.clear()
        app.render()
        assert T.OVERFLOWS == [], (page, T.OVERFLOWS[:3])
        assert T.SHRUNK == [], (page, T.SHRUNK[:3])
