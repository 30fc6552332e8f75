"""A log line says what happened when it happened: a play made on another computer names its person alone, so
the line stays true after that computer leaves (it read "Bo (computer left) plays Deer 2" for a play Bo made
while there), while the plates keep saying where each seat is played and who is gone."""

from __future__ import annotations

from window_events import frame

from net.inprocess import woodlanders_at_four
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.table_session import NetSession


def test_the_log_names_a_remote_seat_alone_while_its_plate_says_it_left(headless_app):
    app = headless_app((1280, 720), "en")
    game = woodlanders_at_four(connected=False)
    hosting = Hosting(game)
    hosting.start()
    try:
        app.settings.animation_speed = 0.0
        app.push("woodlanders", session=NetSession.hosted(hosting, {0: 0}))
        table = app.scene
        for _ in range(12):  # every seat plays whatever is legal; no remote seat's computer is at the table
            seat = hosting.call(game.to_move)
            if seat is None:
                break
            assert hosting.call(lambda s=seat: game.submit(s, game.state.legal_actions(s)[0])) is None
        for _ in range(40):
            frame(app, 0.1)
        lines = list(table.log.lines)
        assert any("Bo" in line for line in lines) and any("Vera" in line for line in lines), lines
        assert table.name_of(2) == app.t("net.computer_left", name="Bo")  # the plate says Bo's computer left
        gone = [app.t(k, name=n) for k in ("net.computer_left", "net.another_computer") for n in ("Vera", "Bo", "Kim")]
        assert not [line for line in lines if any(g in line for g in gone)], lines
        app.reset_to("menu")
    finally:
        hosting.close()
