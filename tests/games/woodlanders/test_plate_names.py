"""A seat's whole name stays on its plate beside the dealer's badge: in a network game "Bo (another computer)"
was cut to "Bo (another…" on the dealer's plate (the badge shared the name's line), and in the scoreboard's
narrow column (which now says the name alone; the plates say where a seat is played)."""

from __future__ import annotations

import pytest
from net.inprocess import woodlanders_at_four

from woods_desktop.net.hosting import Hosting
from woods_desktop.net.table_session import NetSession
from woods_desktop.table import text as T


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1280, 720), "ru"), ((2560, 1440), "en")])
def test_the_dealers_plate_keeps_the_whole_name_of_a_seat_on_another_computer(headless_app, size, lang):
    app = headless_app(size, lang)
    game = woodlanders_at_four(connected=True)
    hosting = Hosting(game)
    hosting.start()
    try:
        app.settings.animation_speed = 0.0
        app.push("woodlanders", session=NetSession.hosted(hosting, {0: 0}))
        table = app.scene
        dealer = table.view().dealer
        assert dealer != 0, "the seed must put the dealer's badge on another seat's plate"
        shown = [table.name_of(i) for i in (1, 2, 3)]
        assert shown[1] == app.t("net.another_computer", name="Bo")
        del T.OVERFLOWS[:]
        app.render()
        cut = [text for text, _, _ in T.OVERFLOWS if any(text.rstrip("…") in n for n in [*shown, "Vera", "Bo", "Kim"])]
        assert not cut, f"names cut on the plates or the scoreboard: {cut}"
        app.reset_to("menu")
    finally:
        hosting.close()
