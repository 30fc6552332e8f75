"""A whole Whispering Woods game on a joined window (its seat's forest and display from the host's projection only,
every view one the host's engine gives that seat), 127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import random
import time

from net.inprocess import make_game
from net.test_window import _join_by_page, _views_by_version, run_until
from woods_desktop.net.hosting import Hosting


def test_a_whole_whispering_game_on_a_joined_table(headless_app):
    game = make_game("whispering", ["random", "remote"])
    hosting = Hosting(game)
    port = hosting.start()
    try:
        app = headless_app()
        _join_by_page(app, port, "4821", "Bo")
        run_until(app, lambda: app.scene.name == "whispering")
        table = app.scene
        session = table.session
        assert table.viewer == 1 and not session.bots and not session.can_undo()
        rng = random.Random(5)
        seen = []
        end = time.monotonic() + 240
        frames = 0
        while app.scene is table:
            assert time.monotonic() < end, "the game did not finish"
            app.step(0.016)
            frames += 1
            if app.scene is not table:
                break
            seen.append((len(session.actions), table.view()))
            if frames % 40 == 0:
                app.render()
            if table.turn_state.holds:
                table.turn_state.end_hold()
                table.refresh()
            elif table.my_turn() and table.legal():
                legal = table.legal()
                assert table.act(legal[rng.randrange(len(legal))])
            time.sleep(0.002)
        run_until(app, lambda: app.scene.name == "result")
        app.render()
        assert game.over
        projected = _views_by_version(game.definition, game.config, game.seed, game.actions, 1)
        for version, view in seen:
            assert view == projected[version], f"the joined table showed a view the host never sent at {version}"
        assert len({v for v, _ in seen}) > 20
        app.reset_to("menu")
    finally:
        hosting.close()
