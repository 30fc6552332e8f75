"""The computer runner: decisions made in the computers' own process, answers that go stale, failures.

The bots here live at module level so they pickle (the worker imports this module to receive them).
Deadlines only keep a broken worker from hanging the run; nothing here is timed.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from woods_desktop.table import runner as R
from woods_desktop.table.runner import ComputerRunner, WorkerLost

WAIT_S = 60.0  # the first decision starts the worker: a fresh interpreter and the bots' imports


def _answer(runner: ComputerRunner, key: Any) -> Any:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        done, action = runner.poll(key)
        if done:
            return action
        time.sleep(0.005)
    raise AssertionError(f"no answer for {key!r}")


class Where:
    """Says where it thought: its process, whether pygame is loaded there, how many decisions it made."""

    def __init__(self) -> None:
        self.count = 0

    def choose(self, view: Any, legal: list[Any]) -> Any:
        self.count += 1
        return os.getpid(), "pygame" in sys.modules, self.count, view, legal[-1]


class Sleepy:
    def choose(self, view: Any, legal: list[Any]) -> Any:
        time.sleep(view)
        return legal[-1]


class Begun:
    """Sleeps `view` seconds once it has said, in a marker file, that it has begun."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def choose(self, view: Any, legal: list[Any]) -> Any:
        Path(self.marker).write_text("begun")
        time.sleep(view)
        return legal[-1]


def _begun(marker: Path) -> None:
    deadline = time.monotonic() + WAIT_S
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert marker.exists(), "the worker never began"


class Broken:
    def choose(self, view: Any, legal: list[Any]) -> Any:
        raise ValueError("no idea what to play")


class DiesOnce:
    """Ends its process the first time (a crash in the worker); answers once a marker file says it died."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def choose(self, view: Any, legal: list[Any]) -> Any:
        if not os.path.exists(self.marker):
            Path(self.marker).write_text("died")
            os._exit(3)
        return legal[0]


class Dies:
    def choose(self, view: Any, legal: list[Any]) -> Any:
        os._exit(3)


def test_a_computer_thinks_in_another_process_that_never_imports_pygame_and_keeps_its_state():
    import pygame  # noqa: F401  (the window's process has it; the worker must not)

    # a fresh worker: one an earlier test taught a bot defined in a test module that imports pygame has it
    R.stop_worker()
    runner = ComputerRunner()
    bot = Where()
    answers = []
    for turn in range(3):
        runner.start(("k", turn), bot, ("view", turn), [1, 2, 3])
        answers.append(_answer(runner, ("k", turn)))
    pids = {pid for pid, *_ in answers}
    assert pids == {R.worker_pid()} and os.getpid() not in pids
    assert not any(pygame_there for _, pygame_there, *_ in answers)
    assert [count for _, _, count, *_ in answers] == [1, 2, 3]  # one bot kept there, not a fresh copy each time
    assert [(view, action) for *_, view, action in answers] == [(("view", t), 3) for t in range(3)]
    assert bot.count == 0  # the window's copy never thinks


def test_the_window_is_not_blocked_and_a_stale_answer_is_thrown_away():
    runner = ComputerRunner()
    runner.start("warm", Sleepy(), 0.0, [0])
    _answer(runner, "warm")
    runner.start("k1", Sleepy(), 0.3, [1, 2, 3])
    assert runner.busy() and runner.poll("k1") == (False, None)  # the caller is not blocked
    assert _answer(runner, "k1") == 3 and not runner.busy()
    runner.start("k2", Sleepy(), 0.3, [7])
    runner.cancel()
    assert not runner.busy() and runner.poll("k2") == (False, None)
    runner.start("k3", Sleepy(), 0.0, [9])  # asked after the cancelled one: its answer is the only one taken
    assert _answer(runner, "k3") == 9 and runner.poll("k2") == (False, None)


def test_a_computer_that_fails_is_reported_in_the_window_not_swallowed():
    runner = ComputerRunner()
    runner.start("k", Broken(), None, [1])
    with pytest.raises(ValueError, match="no idea what to play"):
        _answer(runner, "k")


def test_a_worker_that_dies_is_replaced_and_the_decision_tried_again_once(tmp_path):
    runner = ComputerRunner()
    runner.start("warm", Sleepy(), 0.0, [0])
    _answer(runner, "warm")
    first = R.worker_pid()
    runner.start("k", DiesOnce(str(tmp_path / "died")), None, ["play"])
    assert _answer(runner, "k") == "play"
    second = R.worker_pid()
    assert second is not None and second != first
    runner.start("k2", Dies(), None, ["play"])
    with pytest.raises(WorkerLost):
        _answer(runner, "k2")
    runner.start("k3", Sleepy(), 0.0, ["after"])  # and the next decision gets a worker again
    assert _answer(runner, "k3") == "after"


def test_stopping_the_worker_ends_its_process_and_a_later_decision_starts_one():
    runner = ComputerRunner()
    runner.start("k", Sleepy(), 0.0, [1])
    _answer(runner, "k")
    process = R._WORKER.current.process
    R.stop_worker()
    assert process is not None and not process.is_alive() and process.exitcode is not None  # reaped, no zombie
    runner.start("k2", Sleepy(), 0.0, [2])
    assert _answer(runner, "k2") == 2


def test_a_bot_that_does_not_pickle_thinks_on_a_thread_here():
    gate = threading.Event()

    class Local:  # a local class does not pickle
        def choose(self, view: Any, legal: list[Any]) -> Any:
            gate.wait(WAIT_S)
            return os.getpid(), legal[-1]

    runner = ComputerRunner()
    runner.start("k", Local(), None, [1, 2])
    assert runner.busy()
    gate.set()
    assert _answer(runner, "k") == (os.getpid(), 2)


def test_a_bot_that_is_gone_is_let_go_by_the_worker():
    import gc

    runner = ComputerRunner()
    bot = Where()
    runner.start("k", bot, None, [1])
    _answer(runner, "k")
    token = R._WORKER.tokens[id(bot)][0]
    del bot
    gc.collect()
    runner.start("k2", Sleepy(), 0.0, [2])
    _answer(runner, "k2")
    assert token not in R._WORKER.bots and token not in R._WORKER.current.known


def _session(game: str, kinds: list[str], seed: int, clockless: bool = False) -> Any:
    """A bench session; `clockless`: no bot stops thinking at a wall-time cap (Woodlanders' hard player's
    safety net would make its choices depend on how busy the machine is)."""
    import importlib

    session = importlib.import_module(f"woods_desktop.games.{game}.bench_table").session(kinds, seed)
    if clockless:
        for bot in session.bots.values():
            if hasattr(bot, "cap_s"):
                bot.cap_s = float("inf")
    return session


@pytest.mark.parametrize(
    "game, kinds",
    [
        ("whispering", ["normal", "easy"]),
        ("voice", ["hard", "easy", "normal"]),
        ("woodlanders", ["hard", "normal", "easy", "hard"]),
        ("wolf", ["hard", "easy", "normal"]),
    ],
)
def test_the_worker_plays_what_the_bots_play_in_this_process(game, kinds):
    """Same seeds, same game: the computers' choices through the worker are those of the bots called here."""
    decisions = 24

    def play(session: Any, choose: Any) -> list[Any]:
        made = []
        while not session.state.is_over() and len(made) < decisions:
            seat = session.to_move
            legal = session.port(seat).legal_actions()
            if seat not in session.bots:  # the engine or the table: its first action, as the flow does
                action = legal[0]
            else:
                action = choose(session, seat, legal)
                made.append(action)
            assert session.apply(action) is None
        return made

    def here(session: Any, seat: int, legal: list[Any]) -> Any:
        return session.bots[seat].choose(session.port(seat).view(), legal)

    runner = ComputerRunner()

    def worker(session: Any, seat: int, legal: list[Any]) -> Any:
        key = (len(session.actions), seat)
        runner.start(key, session.bots[seat], session.port(seat).view(), legal)
        return _answer(runner, key)

    assert play(_session(game, kinds, 7, clockless=True), worker) == play(
        _session(game, kinds, 7, clockless=True), here
    )


PREPARED: list[int] = []


def prepare_here() -> None:
    PREPARED.append(os.getpid())


class Prepared:
    def choose(self, view: Any, legal: list[Any]) -> Any:
        return list(PREPARED)


def test_what_the_computers_load_once_is_loaded_in_their_process_before_they_decide():
    ComputerRunner.prepare(prepare_here)
    runner = ComputerRunner()
    runner.start("k", Prepared(), None, [1])
    assert _answer(runner, "k") == [R.worker_pid()] and not PREPARED


def test_a_table_hands_its_computers_to_the_worker_when_it_opens():
    from woods_desktop.table.flow import TableFlow
    from woods_desktop.table.turn_state import TurnState

    session = _session("woodlanders", ["human", "hard", "normal", "easy"], 3)
    assert [s.kind for s in session.seats] == ["human", "hard", "normal", "easy"]
    TableFlow(session, TurnState(session.port(None)))
    tokens = {R._WORKER.tokens[id(bot)][0] for bot in session.bots.values()}
    assert len(tokens) == 3 and tokens <= R._WORKER.current.known


def test_a_dropped_decision_the_worker_has_not_begun_is_skipped():
    """Undo, a new game or a hint asked again drop a decision: the worker never thinks about it."""
    busy, dropped, later = ComputerRunner(), ComputerRunner(), ComputerRunner()
    busy.start("warm", Sleepy(), 0.0, [0])
    _answer(busy, "warm")
    bot = Where()
    busy.start("busy", Sleepy(), 0.5, [1])  # wanted: the worker is on it while the next is dropped
    dropped.start("dropped", bot, None, [2])
    dropped.cancel()
    later.start("later", bot, None, [3])
    assert _answer(busy, "busy") == 1
    _, _, count, _, action = _answer(later, "later")
    assert (count, action) == (1, 3)  # the dropped decision never reached the bot


def test_a_worker_thinking_about_a_decision_nobody_wants_is_replaced_when_another_waits(tmp_path):
    """A hint played past, a game left while a hard computer thought: the next decision does not wait
    for an answer nobody will read (this one would take ten minutes; the deadline is one)."""
    stale, wanted = ComputerRunner(), ComputerRunner()
    stale.start("warm", Sleepy(), 0.0, [0])
    _answer(stale, "warm")
    first = R.worker_pid()
    stale.start("stale", Begun(str(tmp_path / "begun")), 600.0, [1])
    _begun(tmp_path / "begun")
    stale.cancel()
    wanted.start("wanted", Sleepy(), 0.0, ["played"])
    assert _answer(wanted, "wanted") == "played"
    assert R.worker_pid() not in (None, first)


def test_what_was_prepared_is_prepared_again_in_a_replaced_worker(tmp_path):
    ComputerRunner.prepare(prepare_here)
    stale, wanted = ComputerRunner(), ComputerRunner()
    stale.start("stale", Begun(str(tmp_path / "begun")), 600.0, [1])
    _begun(tmp_path / "begun")
    first = R.worker_pid()
    stale.cancel()
    wanted.start("wanted", Prepared(), None, [1])
    assert _answer(wanted, "wanted") == [R.worker_pid()] != [first]


def test_a_replaced_worker_forgets_the_decisions_of_bots_that_are_gone(tmp_path):
    """A game left while its computer thought, its bots collected: replacing the worker (another decision
    waits) must not try to send those bots again (seen: a KeyError in the window)."""
    import gc

    stale, wanted = ComputerRunner(), ComputerRunner()
    bot = Begun(str(tmp_path / "begun"))
    stale.start("stale", bot, 600.0, [1])
    _begun(tmp_path / "begun")
    orphan = Where()
    ComputerRunner().start("orphan", orphan, None, [1])  # queued behind the stale one, never cancelled
    del orphan
    gc.collect()
    stale.cancel()
    wanted.start("wanted", Sleepy(), 0.0, ["played"])
    assert _answer(wanted, "wanted") == "played"
