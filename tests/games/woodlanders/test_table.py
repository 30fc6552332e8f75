"""A whole Woodlanders game played through simulated clicks and keys on the real scene."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play


def _click(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _key(app, key) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _start(app, kinds: list[str], variant: str = "standard", seed: int = 7) -> GameSession:
    d = game_definition("woodlanders")
    names = [f"P{i}" for i in range(len(kinds))]
    config = make_config(d, len(kinds), variant, None, names)
    seats = [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds))]
    if variant == "three-player":
        seats.append(Seat("D4-ST8", "robot", 4))
    session = GameSession.start(d, config, seed, seats)
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    return session


def _play_through(app, session: GameSession, use_keys: bool, rng: Rng, max_steps: int = 20000) -> None:
    humans = {i for i, s in enumerate(session.seats) if s.human}
    for _ in range(max_steps):
        scene = app.scene
        if scene.name == "result":
            return
        if scene.name == "pass":
            # nothing private is drawn while the pass screen is up
            below = app.stack[-2]
            assert below.viewer is None
            _click(app, (5, 5))
            continue
        app.step(0.5)
        app.render()
        scene = app.scene
        if scene.name != "woodlanders":
            continue
        if scene.summary is not None:
            _click(app, scene.continue_button.rect.center)
            continue
        if scene.hold is not None:
            _click(app, (5, 5))
            continue
        if not scene._my_turn():
            continue
        seat = session.port(None).to_move()
        assert seat in humans and scene.viewer == seat  # a person only ever sees their own hand
        port = session.port(seat)
        view = port.view()
        legal = port.legal_actions()
        action = rng.choice(legal)
        if isinstance(action, ChooseWarden):
            suits = scene._warden_choices(view)
            _click(app, scene._warden_rects(suits)[suits.index(action.suit)].center)
        elif isinstance(action, DealerChoose):
            suits = scene._warden_choices(view)
            _click(app, scene._warden_rects(suits)[suits.index(action.pain)].center)
            suits = scene._warden_choices(view)
            _click(app, scene._warden_rects(suits)[suits.index(action.trump)].center)
        else:
            hand = view.hand
            wanted = list(action.cards)
            picks = []
            for card in wanted:
                i = next(i for i, c in enumerate(hand) if (c[0], c[1]) == card and i not in picks)
                picks.append(i)
            before = len(session.actions)
            if use_keys:
                for i in picks:
                    while scene.cursor != i:
                        _key(app, pygame.K_RIGHT)
                    _key(app, pygame.K_SPACE)
                _key(app, pygame.K_RETURN)
            else:
                for i in picks:
                    _click(app, scene._hand_rects(hand)[i].center)
                app.render()
                _click(app, scene.confirm.rect.center)
            assert len(session.actions) == before + 1, "the chosen legal play was not accepted"
    raise AssertionError("game did not finish")


@pytest.mark.parametrize("use_keys", [False, True])
def test_one_person_against_three_computers_plays_a_whole_game(headless_app, use_keys):
    app = headless_app()
    session = _start(app, ["human", "random", "random", "random"], seed=11 if use_keys else 12)
    _play_through(app, session, use_keys, Rng(1))
    assert session.port(None).is_over()
    assert app.scene.name == "result"


def test_two_people_hot_seat_with_the_robot_variant(headless_app):
    app = headless_app()
    session = _start(app, ["human", "human", "random"], variant="three-player", seed=5)
    _play_through(app, session, False, Rng(2))
    assert session.port(None).is_over()


def test_an_illegal_card_is_refused_with_the_rule_and_the_state_unchanged(headless_app):
    app = headless_app()
    rng = Rng(3)
    for seed in range(40):
        session = _start(app, ["human", "random", "random", "random"], seed=seed)
        scene = app.scene
        # advance until the person must follow a suit while holding others
        for _ in range(400):
            app.step(0.5)
            scene = app.scene
            if scene.name != "woodlanders":
                break
            if scene.summary is not None or scene.hold is not None:
                _click(app, (5, 5)) if scene.hold is not None else scene._close_summary()
                continue
            if scene._my_turn():
                port = session.port(0)
                view = port.view()
                if view.phase != "play":
                    scene._apply(rng.choice(port.legal_actions()))
                    continue
                playable = scene._legal_cards(view)
                blocked = [i for i in range(len(view.hand)) if i not in playable]
                if blocked:
                    before = session.state.to_dict()
                    app.toasts.clear()
                    _click(app, scene._hand_rects(view.hand)[blocked[0]].center)
                    assert session.state.to_dict() == before
                    assert app.toasts and app.toasts[-1].kind == "error"
                    assert "woodlanders." not in app.toasts[-1].text  # translated, not a raw key
                    card = view.hand[blocked[0]]
                    reason = port.refusal(Play((card,)))
                    assert reason is not None and reason.key in ("woodlanders.err.must_follow",
                                                                 "woodlanders.err.no_pain_lead")
                    return
                scene._apply(rng.choice(port.legal_actions()))
    pytest.fail("no position with a blocked card found")


def test_resume_shows_the_same_position(headless_app):
    from woods_desktop.app.launch import resume_last

    app = headless_app()
    session = _start(app, ["human", "random", "random", "random"], seed=9)
    for _ in range(30):
        app.step(0.5)
        scene = app.scene
        if scene.name == "woodlanders" and scene._my_turn():
            scene._apply(session.port(session.port(None).to_move()).legal_actions()[0])
    snapshot = session.state.to_dict()
    app2 = headless_app()
    assert resume_last(app2)
    assert app2.scene.name == "woodlanders"
    assert app2.scene.session.state.to_dict() == snapshot


def test_one_person_playing_two_seats_gets_no_pass_screen_between_them(headless_app):
    """The pass screen follows people: Anna plays seats 0 and 2, Boris seat 1; only a change
    of person brings it up, and each person sees only the seat they are playing."""
    app = headless_app()
    d = game_definition("woodlanders")
    names = ["Anna", "Boris", "Anna", "Robin"]
    config = make_config(d, 4, "standard", None, names)
    seats = [Seat("Anna", "human", 0, person=0), Seat("Boris", "human", 1, person=1),
             Seat("Anna", "human", 0, person=0), Seat("Robin", "random", 3)]
    session = GameSession.start(d, config, 3, seats)
    app.reset_to("menu")
    app.push("woodlanders", session=session)
    rng = Rng(4)
    passes = []  # (person before, person after) at each pass screen
    last_person = None
    for _ in range(4000):
        scene = app.scene
        if scene.name == "result":
            break
        if scene.name == "pass":
            passes.append((last_person, session.person_of(session.port(None).to_move())))
            _click(app, (5, 5))
            continue
        app.step(0.5)
        scene = app.scene
        if scene.name != "woodlanders":
            continue
        if scene.summary is not None:
            _click(app, scene.continue_button.rect.center)
            continue
        if scene.hold is not None:
            _click(app, (5, 5))
            continue
        if scene._my_turn():
            seat = session.port(None).to_move()
            assert scene.viewer == seat
            last_person = session.person_of(seat)
            scene._apply(rng.choice(session.port(seat).legal_actions()))
    assert session.port(None).is_over()
    assert passes and all(a != b for a, b in passes[1:])  # never between one person's own seats
    assert (0, 1) in passes and (1, 0) in passes


def test_the_table_reads_the_game_only_through_seat_ports():
    """No full state in the scene: views, legal actions, refusals and events come from ports."""
    from pathlib import Path

    import woods_desktop.games.woodlanders.table as table

    source = Path(table.__file__).read_text(encoding="utf-8")
    assert "session.state" not in source and ".state." not in source
