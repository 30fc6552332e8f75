"""Every made-up seat name ("Computer 1 (normal)", "Компьютер 1 (сложный)") is shown whole in the setup's
name column at the largest text on the smallest window: at 150 % the Wolf's setup (its rows also hold a
hero) cut it to "Компьютер 1 (…" though it fit at 100 %."""

from __future__ import annotations

import pytest
from parts_probe import shell_parts
from window_events import click, frame

from woods_desktop.games import playable


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", [p.id for p in playable()])
def test_every_seat_kind_s_name_is_shown_whole_at_150(headless_app, game, lang):
    app = headless_app((1280, 720), lang, 1.5)
    app.push("setup", game=game)
    frame(app)
    steps = len(app.scene.seat_rows[-1][0].options) - 1
    seen = []
    for d in [1] * steps + [-1] * steps:  # every kind, whether the choice stops at its ends or goes round
        click(app, app.scene.seat_rows[-1][0].arrow(d).center)
        name = app.scene.seat_rows[-1][1]
        seen.append(name.text)
        cut = [t for t in shell_parts(app).cut if t.rstrip("…") and name.text.startswith(t.rstrip("…"))]
        assert not cut, (name.text, cut)
    assert len(set(seen)) > 2, seen  # the row went through the kinds (the computer's levels among them)
