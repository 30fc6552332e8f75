"""Issue 34 item 10: a whole 4-player Woodlanders game as a person plays it, at animation speed 1, time
simulated by explicit `app.step(dt)` calls (no real-clock assertions), every click a press and a release
through the app's event loop.

The person looks at each hold, then clicks it: a finished trick they played to for 3.5 s, any
other for 2.45 s (just before a computers-only trick goes by itself, as a person who clicks it away does).
- a finished trick the person played a card to stays until their click (it went after 2.5 s);
- every round ends with its summary, closed by a click made on it (the 4-player game went straight to
  round 2: the click meant for the trick that had just gone closed the summary);
- the log never runs ahead of the table: no line for a card before it has landed on the table, for a
  trick before it was shown finished, for a round's end before its summary, or for the next deal before
  the summary was closed.
"""

from __future__ import annotations

import random
import time

import pygame

from games.woodlanders.test_table import _take_turn
from woods_desktop.games.woodlanders import bench_table
from woods_desktop.games.woodlanders.art import card_face

DT = 0.05


def _press(app) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))


def _release(app) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))


class Watch:
    """What the table has shown so far, and the log checked against it after every frame."""

    def __init__(self, scene, session) -> None:
        self.scene, self.session = scene, session
        self.landed: set[tuple[int, tuple]] = set()  # (seat, card face) seen lying on the table
        self.tricks: list[object] = []  # finished-trick holds shown
        self.summaries: list[object] = []  # round-summary holds shown
        self.clicked_summaries = 0  # summaries closed by a click pressed on them

    def frame(self) -> None:
        scene = self.scene
        hold = scene.hold
        for hold_list, kind in ((self.tricks, "trick"), (self.summaries, "summary")):
            if hold is not None and hold.kind == kind and (not hold_list or hold_list[-1] is not hold):
                hold_list.append(hold)
        for it in scene.zone("trick").items:
            seat = it.id[1]
            if scene.tweens.value(f"play-{seat}") >= 1.0:
                self.landed.add((seat, it.face))
        self._check_log()

    checked = -1  # how many log lines were checked (what the table shows only grows: new lines are checked)

    def _check_log(self) -> None:
        lines = self.scene.log.lines
        if len(lines) == self.checked:
            return
        self.checked = len(lines)
        events = self.session.port(None).events()
        n, behind = 0, []
        for e in events:
            if n >= len(lines):
                break
            behind.append(e)
            if self.scene.decl.log_line(e):
                n += 1
        summary_now = self.scene.hold is not None and self.scene.hold.kind == "summary"
        closed = len(self.summaries) - (1 if summary_now else 0)
        for e in behind:
            if e["type"] == "play":
                for card in e["cards"]:
                    assert (e["seat"], card_face(card)) in self.landed, f"a log line for {card} not yet on the table"
        count = {k: sum(e["type"] == k for e in behind) for k in ("trick", "round_end", "deal")}
        assert count["trick"] <= len(self.tricks), "a log line for a trick not yet shown finished"
        assert count["round_end"] <= len(self.summaries), "a log line for a round's end before its summary"
        assert count["deal"] - 1 <= closed, "a log line for the next deal while the summary is up"


def _look_then_click(app, scene, watch: Watch, session) -> None:
    """The person looks at the hold, then clicks it (a press, a moment, a release)."""
    hold = scene.hold
    people = {i for i, s in enumerate(session.seats) if s.human}
    theirs = hold.kind == "trick" and any(p.seat in people for p in hold.data.trick.plays)
    look = 3.5 if theirs else 2.45  # theirs: a second past when a computers-only trick goes
    for _ in range(round(look / DT)):
        app.step(DT)
        watch.frame()
    if theirs:
        assert scene.hold is hold, "a finished trick the person played to went before their click"
    pressed_on = scene.hold
    _press(app)
    app.step(0.1)
    watch.frame()
    if theirs:
        assert scene.hold is hold, "a finished trick the person played to went before their click"
    if pressed_on is not None and pressed_on.kind == "summary" and scene.hold is pressed_on:
        watch.clicked_summaries += 1
    _release(app)
    watch.frame()


def test_a_four_player_game_shows_every_round_summary_and_keeps_the_persons_tricks(headless_app):
    app = headless_app()
    # the person's hand runs out in round 1: its last tricks are the computers' alone, and go by themselves
    session = bench_table.session(["human", "easy", "easy", "easy"], 5)
    app.settings.animation_speed = 1.0
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    scene = app.scene
    watch = Watch(scene, session)
    rng = random.Random(5)
    for _ in range(40000):
        if app.scene is not scene:
            break
        app.step(DT)
        watch.frame()
        if scene.hold is not None:
            if scene.hold.kind == "over":
                break
            _look_then_click(app, scene, watch, session)
        elif scene.my_turn():
            _take_turn(app, scene, session, rng, False)
            watch.frame()
        else:
            time.sleep(0.001)  # a computer thinks on its own thread
    assert session.state.is_over()
    rounds = [e for e in session.port(None).events() if e["type"] == "round_end"]
    assert len(rounds) == 3 and len(watch.summaries) == 3 and watch.clicked_summaries == 3
