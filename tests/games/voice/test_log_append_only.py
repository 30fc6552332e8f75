"""Issue 34 item 9: the Voice log on a shared screen is append-only and names the right person.

Two people and a computer play a whole private-minute game at one screen, driven by clicks and keys
through the app's own event loop; the second person lets every minute run out. After every frame the
log shown so far must still be there, line for line (a past line never changes), and every line about
writing names what that person did: nobody whose minute ran out is "done writing", and the line for a
minute run out is there the moment it happens, whoever is at the screen.
"""

from __future__ import annotations

import pygame
import pytest
from table.drive import click as _click
from table.drive import click_item as _click_item
from table.drive import key as _key

from games.voice.choosing import choice as _choice
from games.voice.test_table import FakeClock, _compose, _public, _settle, _start, _wait_for_computer
from woods_desktop.games.voice.rules import actions as A

TIMED_OUT = 1  # the seat that never writes in time


def _watch(scene, session, shown: list[str], checked: list[int]) -> None:
    """After every frame: the log so far is the last frame's log plus new lines, each naming the right person."""
    lines = list(scene.log.lines)
    assert lines[: len(shown)] == shown, "a past log line changed"
    t = scene.app.t
    name = session.seats[TIMED_OUT].name
    assert t("voice.log.composed", name=name) not in lines  # the person whose minute ran out wrote nothing
    for line in lines:  # no secret word on a screen several people share
        secret = [t("voice.log.composed_word", name=s.name, word=w) for s in session.seats for w in _words(session)]
        assert line not in secret
    timeouts = sum(1 for a in session.actions if isinstance(a, A.NoWord) and a.reason == A.NOWORD_TIME)
    said = lines.count(t("voice.log.composed_noword", name=name, reason=t(A.NOWORD_TIME)))
    assert said == timeouts, (said, timeouts, lines[-6:])
    shown[:] = lines
    checked.append(len(lines))


def _words(session) -> set[str]:
    return {a.word for a in session.actions if isinstance(a, A.Compose)}


def _time_out(app, scene, clock) -> None:
    if scene.zone("start").items:
        _click_item(app, scene, "start", "start")
    clock.now += 61
    _settle(app, 2)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_private_minute_game_keeps_every_line_and_names_the_right_person(headless_app, index, lang):
    app = headless_app((1280, 720), lang)
    clock = FakeClock()
    session = _start(app, ["human", "human", "easy"], clock, seed=7)
    scene = app.scene
    shown: list[str] = []
    checked: list[int] = []
    for _ in range(20000):
        _settle(app, 1)
        _watch(scene, session, shown, checked)
        v = _public(session)
        if v.over:
            break
        if app.scene.name == "pass":
            _click(app, (10, 10))
            continue
        assert app.scene is scene
        if scene.hold is not None:
            _key(app, pygame.K_RETURN)
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
            continue
        if scene.status == "hold" or v.to_move is None:
            continue
        if not session.seats[v.to_move].human:
            _wait_for_computer(app)
            continue
        if v.phase == "compose":
            if v.to_move == TIMED_OUT:
                _time_out(app, scene, clock)
            else:
                _compose(app, scene, session, index, clock)
            continue
        got = _choice(scene)
        assert got is not None, (v.phase, scene.status, scene.targets())
        _click_item(app, scene, *got)
    assert _public(session).over
    timeouts = [a for a in session.actions if isinstance(a, A.NoWord) and a.reason == A.NOWORD_TIME]
    assert len(timeouts) >= 2 and len(checked) > 100
