"""The Wolf's task cards in a network game: the people answer them together, from any of their screens, as at a
real table; only where nobody sits at a screen (computers joined with `join --bot`, or every person gone) does
the host answer them as `simulate` does. 127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from table.drive import click_item

from net.inprocess import hello, make_game
from net.test_window import _join_by_page, run_until
from woods_desktop.core.controllers import COMPUTER, TABLE
from woods_desktop.games import make_bot
from woods_desktop.games.wolf.rules.actions import TaskAnswer
from woods_desktop.net.host import Host
from woods_desktop.net.hosting import Hosting
from woods_desktop.table.flow import TABLE_TURN


def _answered_by_host() -> tuple[list[Any], Any]:
    seen: list[Any] = []

    def chooser(view: Any, legal: list[Any]) -> Any:
        seen.append(legal)
        return TaskAnswer(True)

    return seen, chooser


def test_the_table_is_the_peoples_while_a_person_is_connected_and_the_hosts_once_nobody_is():
    asyncio.run(_who_answers())


async def _who_answers():
    seen, chooser = _answered_by_host()
    game = make_game("wolf", ["remote", "remote"], table_chooser=chooser)
    table = game.table_seat()
    assert table == 2
    host = Host(game)
    port = await host.start()
    person, welcome = await hello(port, "Ann")  # a person's screen (the window sends person: true)
    computer = await _hello_as_computer(port, "bot")
    assert game.state is not None and game.persons == {welcome["seat"]}
    assert not game.host_plays(table) and game.seats()[table].controller == TABLE
    game.state = _at_a_task_card(game)
    assert game.to_move() == table
    # either person's seat answers for the table; the computer's seat does not
    assert game.acting_seat(welcome["seat"]) == table
    assert game.acting_seat(1 - welcome["seat"]) == 1 - welcome["seat"]
    assert game.refusal(1 - welcome["seat"], TaskAnswer(True)) is not None
    assert game.refusal(welcome["seat"], TaskAnswer(True)) is None
    await person.close()  # the last person leaves: the host answers the card, the game goes on
    end = time.monotonic() + 10
    while game.to_move() == table and time.monotonic() < end:
        await asyncio.sleep(0.02)
    assert game.to_move() != table and seen, "the host never answered the table's card"
    assert game.seats()[table].controller == COMPUTER
    await computer.close()
    await host.close()


async def _hello_as_computer(port: int, name: str) -> Any:
    import json

    from websockets.asyncio.client import connect

    ws = await connect(f"ws://127.0.0.1:{port}", max_size=2**24)
    await ws.send(json.dumps({"v": 1, "type": "hello", "code": "4821", "name": name, "person": False}))
    await ws.recv()
    return ws


def _at_a_task_card(game: Any) -> Any:
    """The game's state played on by easy computers until the table is to answer a task card."""
    state = game.state.copy()
    bots = [make_bot("wolf", "easy", s, s) for s in range(2)]
    table = game.table_seat()
    for _ in range(2000):
        seat = state.to_move()
        if seat == table:
            return state
        legal = state.legal_actions(seat)
        state.apply(bots[seat].choose(state.view(seat), legal))
    raise AssertionError("no task card came up")


def test_a_whole_wolf_game_across_two_screens_where_the_people_answer_every_task_card(headless_app):
    """A person at the host (seat 0, played through the host's own seat port) and one on a joined window (seat 1):
    the joined window clicks its answer on the task card as a person does, the host's person answers others;
    the host's own chooser is never asked."""
    seen, chooser = _answered_by_host()
    game = make_game("wolf", ["human", "remote"], table_chooser=chooser)
    hosting = Hosting(game)
    port = hosting.start()
    mine = hosting.port_for(0)
    host_bot, joined_bot = make_bot("wolf", "easy", 0, 1), make_bot("wolf", "easy", 1, 2)
    try:
        app = headless_app()
        _join_by_page(app, port, "4821", "Bo")
        run_until(app, lambda: app.scene.name == "wolf")
        table = app.scene
        assert table.viewer == 1
        by_window = by_host = 0
        end = time.monotonic() + 180
        while app.scene is table:
            assert time.monotonic() < end, "the game did not finish"
            app.step(0.016)
            if app.scene is not table:
                break
            if table.turn_state.holds:
                table.turn_state.end_hold()
                table.refresh()
                continue
            to_move = hosting.call(game.to_move)
            if table.status == TABLE_TURN and to_move == 2:
                if (by_window + by_host) % 2 == 0:
                    before = len(game.actions)
                    click_item(app, table, "task", ("answer", True))
                    run_until(app, lambda n=before: len(game.actions) > n, 10)
                    by_window += 1
                else:
                    assert mine.submit(TaskAnswer(False)) is None
                    by_host += 1
            elif to_move == 0:
                view, legal = mine.view(), mine.legal_actions()
                assert mine.submit(host_bot.choose(view, legal)) is None
            elif table.my_turn() and table.legal():
                assert table.act(joined_bot.choose(table.view(), table.legal()))
            time.sleep(0.002)
        assert game.over and app.scene.name == "result"
        answers = [a for a in game.actions if isinstance(a, TaskAnswer)]
        assert by_window >= 1 and by_host >= 1 and len(answers) == by_window + by_host
        assert not seen, "the host answered a task card while people sat at the table"
        app.reset_to("menu")
    finally:
        hosting.close()
