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
        seat = session.state.to_move()
        assert seat in humans and scene.viewer == seat  # a person only ever sees their own hand
        view = session.state.view(seat)
        legal = session.state.legal_actions(seat)
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
            hand = view["hand"]
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
    assert session.state.is_over()
    assert app.scene.name == "result"


def test_two_people_hot_seat_with_the_robot_variant(headless_app):
    app = headless_app()
    session = _start(app, ["human", "human", "random"], variant="three-player", seed=5)
    _play_through(app, session, False, Rng(2))
    assert session.state.is_over()


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
                view = session.state.view(0)
                if view["phase"] != "play":
                    scene._apply(rng.choice(session.state.legal_actions(0)))
                    continue
                playable = scene._legal_cards(view)
                blocked = [i for i in range(len(view["hand"])) if i not in playable]
                if blocked:
                    before = session.state.to_dict()
                    app.toasts.clear()
                    _click(app, scene._hand_rects(view["hand"])[blocked[0]].center)
                    assert session.state.to_dict() == before
                    assert app.toasts and app.toasts[-1].kind == "error"
                    assert "woodlanders." not in app.toasts[-1].text  # translated, not a raw key
                    return
                scene._apply(rng.choice(session.state.legal_actions(0)))
    pytest.fail("no position with a blocked card found")


def test_resume_shows_the_same_position(headless_app):
    from woods_desktop.app.launch import resume_last

    app = headless_app()
    session = _start(app, ["human", "random", "random", "random"], seed=9)
    for _ in range(30):
        app.step(0.5)
        scene = app.scene
        if scene.name == "woodlanders" and scene._my_turn():
            scene._apply(session.state.legal_actions(session.state.to_move())[0])
    snapshot = session.state.to_dict()
    app2 = headless_app()
    assert resume_last(app2)
    assert app2.scene.name == "woodlanders"
    assert app2.scene.session.state.to_dict() == snapshot
