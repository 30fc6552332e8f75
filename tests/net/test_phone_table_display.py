"""The table display (issue 36): every person plays from a phone, nobody at the computer. Its holds (a finished
trick, a round's summary) ask nobody for a click: they say what happened and go on by themselves, and they never
keep the table behind the phones' game (a hold the phones have played past gives way after a glimpse). Driven
through the app's event loop with no input at all; the phones play on 127.0.0.1 at a person's pace in the frames'
own time (every wait bounded)."""

from __future__ import annotations

import contextlib
import json
import time
from typing import Any

from websockets.sync.client import connect
from window_events import frame

from net.inprocess import make_game
from woods_desktop.games.woodlanders import table as woodlanders_table
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.table_session import NetSession

LIMIT_S = 60.0
DT = 0.05  # the frames' own clock: 20 frames a second
PACE = 10  # frames between two cards of the phones: a card every half second, a trick every two


def _phones(stack: contextlib.ExitStack, port: int, code: str, n: int) -> list[Any]:
    out = []
    for i in range(n):
        ws = stack.enter_context(connect(f"ws://127.0.0.1:{port}/", open_timeout=5, max_size=2**24))
        ws.send(json.dumps({"v": 1, "type": "hello", "code": code, "name": f"P{i}", "phone": True, "lang": "en"}))
        assert json.loads(ws.recv(5))["type"] == "welcome"
        out.append(ws)
    return out


def _latest(ws: Any, last: dict[str, Any] | None) -> dict[str, Any] | None:
    while True:
        try:
            got = json.loads(ws.recv(0))
        except TimeoutError:
            return last
        if got["type"] == "state":
            last = got


def test_the_table_display_asks_no_click_and_keeps_up_with_the_phones(headless_app, monkeypatch):
    said: list[str] = []  # what each round's summary says under it
    covered: list[Any] = []  # where it lies
    draw = woodlanders_table.draw_summary

    def summary(*args: Any) -> None:
        said.append(args[-1])
        covered.append(args[3])
        draw(*args)

    monkeypatch.setattr(woodlanders_table, "draw_summary", summary)
    game = make_game("woodlanders", ["phone"] * 4)
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    app = headless_app()
    stack = contextlib.ExitStack()
    try:
        phones = _phones(stack, port, game.code, 4)
        app.push("menu")
        app.push("woodlanders", session=NetSession.hosted(hosting, {}))  # nobody at the computer
        table = app.scene
        click_words = {app.t("woodlanders.ui.hold_skip"), app.t("woodlanders.ui.summary_next")}
        last: list[dict[str, Any] | None] = [None] * 4
        tricks, most_held, since = 0, 0, PACE
        end = time.monotonic() + LIMIT_S
        while not said or table.turn_state.hold is not None:  # a round's summary, and the table caught up
            assert time.monotonic() < end, "the first round's summary never came and went by itself"
            frame(app, DT)
            assert app.scene is table, f"{app.scene.name} stood in front of the table display"
            hold = table.turn_state.hold
            most_held = max(most_held, len(table.turn_state.holds))
            if hold is not None and hold.kind == "summary":
                assert table.painter.prompt_text(table.view()) == app.t("woodlanders.ui.display_next")
            if hold is not None and hold.kind == "trick":
                text = table.painter.prompt_text(table.view())
                winner = table.name_of(hold.data.trick.winner)
                assert text == app.t("woodlanders.ui.display_trick", name=winner), text
                tricks += 1
            since += 1
            for seat, ws in enumerate(phones):
                last[seat] = _latest(ws, last[seat])
                f = last[seat]
                if since >= PACE and f and f["to_move"] == seat and f["legal"] and not f["over"] and not said:
                    ws.send(json.dumps({"v": 1, "type": "act", "id": f["version"], "action": f["legal"][0]}))
                    last[seat], since = None, 0
        assert tricks, "no finished trick was held on the table display"
        assert said[-1] == app.t("woodlanders.ui.display_next") and not click_words & set(said), said
        # the summary covers the board, never the scores and the log beside it (the display's prompt is there,
        # and says the summary's news, not the last trick's)
        assert not any(r.colliderect(table.rect("score")) or r.colliderect(table.rect("log")) for r in covered)
        # a trick every two seconds of play and a held trick gives way once the next one starts: never a queue
        assert most_held <= 2, f"the table display fell {most_held} holds behind the phones"
    finally:
        stack.close()
        app.reset_to("menu")
        hosting.close()
