"""Voice of the Woods on the real scene: a round played through text input and clicks, with a fake clock."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.games import definition as game_definition
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.compose import assign_cards
from woods_desktop.words.index import NounIndex
from woods_desktop.words.judge import shared_service


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def index() -> NounIndex:
    shared_service().wait(60)
    return NounIndex.load()


def _click(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _key(app, key) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _type(app, text: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _start(app, kinds, clock, minute="private", seed=4):
    d = game_definition("voice")
    names = [f"P{i}" for i in range(len(kinds))]
    config = make_config(d, len(kinds), "standard", {"minute": minute}, names)
    session = GameSession.start(d, config, seed, [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds))])
    app.reset_to("menu")
    app.push("voice", session=session, clock=clock)
    return session


def _word_for(session, seat: int, index: NounIndex) -> str:
    view = session.port(seat).view()
    used = {u.word for u in view.used_words}
    field = [s.letters[0] for s in view.sources if not s.own]
    for word in index.find(field, (), min_len=3, max_len=5, exclude=used, bot_only=True):
        if not isinstance(assign_cards(view, word), Exception):
            return word
    raise AssertionError("no word on this field")


def _public(session):
    return session.port(None).view()


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def test_a_round_with_two_people_private_minute(headless_app, index):
    app = headless_app()
    clock = FakeClock()
    session = _start(app, ["human", "human"], clock)
    scene = app.scene
    for seat in (0, 1):
        _settle(app)
        assert app.scene.name == "pass"  # the other person's word stays secret
        assert scene.viewer is None
        _click(app, (10, 10))
        assert scene.viewer == seat and scene.minute.running
        clock.now += 12.5
        word = _word_for(session, seat, index)
        _type(app, word.lower())
        assert scene.entry.word == word
        _key(app, pygame.K_RETURN)
        for _ in range(50):
            if _public(session).composed[seat]:
                break
            _settle(app, 1)
        assert _public(session).composed[seat]
        assert session.actions[-1] == A.Compose(word, session.actions[-1].cards, 12500)
    # placing, control and refresh by clicks on the marked cards and buttons
    round_before = _public(session).round
    for _ in range(200):
        _settle(app, 1)
        v = _public(session)
        if v.round > round_before or v.over:
            break
        seat = v.to_move
        if app.scene.name != "voice":
            _click(app, (10, 10))
            continue
        legal = session.port(seat).legal_actions()
        before = len(session.actions)
        if any(isinstance(a, A.RefreshPlace) for a in legal):
            target = next(a for a in legal if isinstance(a, A.RefreshPlace))
            _click(app, dict(scene._drawn_rects())[target.card].center)
            app.render()
            _, empty = scene._grid()
            _click(app, empty[(target.row, target.col)].center)
        else:
            clickable = [a for a in legal if isinstance(a, (A.PlaceCube, A.MoveCube, A.RemoveCard))
                         or (isinstance(a, A.LeaderCube) and a.place)]
            if clickable:
                rects, _ = scene._grid()
                _click(app, rects[scene._action_card(clickable[0])].center)
            else:
                app.render()
                button, action = scene.action_buttons[0]
                _click(app, button.rect.center)
        assert len(session.actions) == before + 1, f"no action from the click in phase {v.phase}"
    assert _public(session).round == round_before + 1


def test_time_runs_out_and_the_engine_hears_it(headless_app, index):
    app = headless_app()
    clock = FakeClock()
    session = _start(app, ["human"] * 2, clock)
    _settle(app)
    _click(app, (10, 10))
    clock.now += 61
    _settle(app)
    assert session.actions[-1] == A.NoWord("voice.noword.time", 60000)


def test_a_refused_word_says_why_and_changes_nothing(headless_app, index):
    app = headless_app()
    clock = FakeClock()
    session = _start(app, ["human", "human"], clock)
    _settle(app)
    _click(app, (10, 10))
    scene = app.scene
    before = session.state.to_dict()  # the test itself may compare whole states
    _type(app, "ЪЪЪ")
    _key(app, pygame.K_RETURN)
    _settle(app)
    assert scene.problem
    assert session.state.to_dict() == before
    scene._clear()
    scene.entry.set_word("ЩЩЩЩЩЩЩЩЩ")
    scene._submit()
    assert scene.problem and "voice." not in scene.problem


def test_opening_the_menu_pauses_the_minute_and_hides_the_field(headless_app, index):
    app = headless_app()
    clock = FakeClock()
    _start(app, ["human", "human"], clock)
    _settle(app)
    _click(app, (10, 10))
    scene = app.scene
    clock.now += 5
    _key(app, pygame.K_ESCAPE)
    assert app.scene.name == "pause"
    clock.now += 30
    assert scene.minute.remaining_ms() == 55000
    _key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.minute.running
    assert scene.minute.remaining_ms() == 55000


def test_table_minute_then_words_typed_in_turn(headless_app, index):
    app = headless_app()
    clock = FakeClock()
    session = _start(app, ["human", "human"], clock, minute="table")
    scene = app.scene
    _settle(app)
    assert app.scene is scene and scene._field_hidden()
    _key(app, pygame.K_RETURN)  # start the shared minute
    assert scene.minute.running and not scene._field_hidden()
    clock.now += 60.5
    _settle(app)
    assert scene.table_minute_over
    for seat in (0, 1):
        word = _word_for(session, seat, index)
        _type(app, word)
        _key(app, pygame.K_RETURN)
        for _ in range(20):
            if _public(session).composed[seat]:
                break
            _settle(app, 1)
        assert isinstance(session.actions[-1], A.Compose)
        assert session.actions[-1].at_ms <= 60000


def test_undo_takes_back_a_cube_of_your_own_unfinished_turn_only(headless_app, index):
    from woods_desktop.app.demo import demo_session
    from woods_desktop.core.rng import Rng
    from woods_desktop.games.voice.rules.testing import choose

    for seed in range(30):
        session = demo_session("voice", seed, seats=2, kinds=["human", "human"])
        rng = Rng(seed)
        state = session.state
        while not state.is_over() and _public(session).phase == "compose":
            session.apply(choose(state, state.legal_actions(state.to_move()), rng))
        placing = _public(session).placing
        if not placing or placing.penalty or len(placing.todo) < 2:
            continue
        seat = state.to_move()
        before = state.to_dict()
        step = next(a for a in state.legal_actions(seat) if isinstance(a, (A.PlaceCube, A.SkipCube)))
        session.apply(step)
        assert session.can_undo()
        assert session.undo()
        assert session.state.to_dict() == before
        # finish the word: the turn passes on, and nothing can be undone any more
        while _public(session).placing and session.port(seat).to_move() == seat:
            session.apply(session.port(seat).legal_actions()[0])
        assert not session.can_undo()
        return
    pytest.fail("no multi-letter placing turn found")


def test_one_person_against_computers_the_computers_compose_after_the_person(headless_app, index):
    """The person's minute ends with their word; the computer seats then compose and the game goes on."""
    app = headless_app()
    clock = FakeClock()
    session = _start(app, ["human", "easy", "easy"], clock)
    scene = app.scene
    _settle(app)
    assert scene._field_hidden()
    _key(app, pygame.K_RETURN)  # start my minute
    clock.now += 20
    _type(app, _word_for(session, 0, index))
    _key(app, pygame.K_RETURN)
    for _ in range(400):
        app.step(1.0)
        if _public(session).phase != "compose":
            break
    assert _public(session).phase != "compose"
    assert all(_public(session).composed) and all(w is not None for w in _public(session).words)


def test_the_pass_screen_follows_people_not_seats(headless_app):
    """One person playing two seats writes both words without a pass screen between them;
    the next person's minute is behind one."""
    app = headless_app()
    clock = FakeClock()
    d = game_definition("voice")
    names = ["Anna", "Anna too", "Boris"]
    config = make_config(d, 3, "standard", {"minute": "private"}, names)
    seats = [Seat(names[0], "human", 0, person=0), Seat(names[1], "human", 1, person=0),
             Seat(names[2], "human", 2, person=1)]
    session = GameSession.start(d, config, 4, seats, autosave=False)
    app.reset_to("menu")
    app.push("voice", session=session, clock=clock)
    scene = app.scene
    _settle(app)
    assert app.scene.name == "pass"  # Anna's first minute
    _click(app, (10, 10))
    assert scene.viewer == 0 and scene.minute.running
    scene._no_word()
    _settle(app)
    assert app.scene is scene and scene.viewer == 1  # Anna's second seat: no pass screen
    assert not scene.minute.started and scene._field_hidden()
    _key(app, pygame.K_RETURN)  # her second minute
    assert scene.minute.running
    scene._no_word()
    _settle(app)
    assert app.scene.name == "pass" and scene.viewer is None  # Boris must not see Anna's screen
    _click(app, (10, 10))
    assert scene.viewer == 2 and scene.minute.running
