"""The Wolf's hint (issue 20, "A hint in every game"): the friends' plan for this hero this turn, in words a
child's parent reads out. The plan is the hard friend's own choice with the rest of its move; what the words
claim is checked against the engine (the plan played out on a copy of the game); on the table, H marks the
next thing to click (a cell, a slot, the Done answer) and the prompt says the plan in English and Russian."""

from __future__ import annotations

import re

import pygame
import pytest
from table.drive import click_item, wait_while_a_computer_thinks
from table.drive import key as _key

from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.data.strings import Strings, table
from woods_desktop.games import definition
from woods_desktop.games.wolf import bench_table
from woods_desktop.games.wolf import hint_words as H
from woods_desktop.games.wolf.bots.friends import HardFriend
from woods_desktop.games.wolf.bots.hint import Plan, hint_bot
from woods_desktop.games.wolf.prompts import ACTIONS
from woods_desktop.games.wolf.rules.actions import ClearBlock, EndMove, Give, Step, TakeToken, TaskAnswer
from woods_desktop.games.wolf.rules.board import HOUSE
from woods_desktop.games.wolf.rules.testing import choose
from woods_desktop.table.art import DIMMED, HINTED

K = "wolf.hint."


def _positions(n: int, seed: int = 11):
    """`n` positions of random games (2-4 heroes) at a seat with a real choice: (state, seat)."""
    d = definition("wolf")
    rng = Rng(seed)
    found = []
    game = 0
    while len(found) < n:
        game += 1
        state = d.new_game(make_config(d, 2 + game % 3), seed * 1000 + game)
        stop_at = {rng.randrange(150) for _ in range(6)}
        made = 0
        while not state.is_over() and len(found) < n:
            seat = state.to_move()
            legal = state.legal_actions(seat)
            if made in stop_at and len(legal) > 1:
                found.append((state.copy(), seat))
            state.apply(choose(state, legal, rng))
            made += 1
    return found


POSITIONS = _positions(160)


def _played(state, actions):
    """A copy of the game with `actions` applied in turn (each must be legal then)."""
    g = state.copy()
    for a in actions:
        assert g.refusal(a) is None, (a, g.legal_actions(g.to_move()))
        g.apply(a)
    return g


def test_the_hint_is_the_hard_friends_choice_and_its_whole_move_is_legal():
    walks = 0
    for state, seat in POSITIONS:
        view, legal = state.view(seat), state.legal_actions(seat)
        plan = hint_bot(seat).choose(view, legal)
        assert isinstance(plan, Plan)
        assert plan.action == HardFriend(seat, 1).choose(view, legal)  # the friends' plan, not another one
        _played(state, plan.actions)
        if isinstance(plan.action, Step):
            assert plan.actions[-1] == EndMove() and len(plan.route) == len(plan.actions) - 1
            assert len(plan.route) <= view.steps_left
            walks += len(plan.route) > 1
    assert walks >= 10, "no plan walked more than one step: the hint would only ever say the next cell"


def test_what_the_words_claim_is_what_the_engine_then_does():
    seen = set()
    for state, seat in POSITIONS:
        view, legal = state.view(seat), state.legal_actions(seat)
        plan = hint_bot(seat).choose(view, legal)
        claims = dict(H.hint_claims(view, plan))
        assert claims, plan
        seen |= set(claims)
        me, after = view.turn, _played(state, plan.actions).view(None)
        for key, p in claims.items():
            if "n" in p:
                assert p["n"] == view.wolf_steps_left
            if key.startswith(K + "go_"):
                assert p["k"] == len(plan.route) and after.positions[me] == plan.route[-1]
        if K + "go_home" in claims or K + "stop_home" in claims:
            assert after.positions[me] == HOUSE
        for key in ("go_home_with", "go_home_full", "stop_home_with"):
            if K + key in claims:  # carried into the house: every present named is there now
                presents = claims[K + key]["presents"]
                assert presents and set(presents) <= set(after.presents_in_house)
        if K + "go_home_full" in claims:
            assert view.carried[me] == view.baskets[me]
        for key in ("go_closed", "stop_closed"):
            if K + key in claims:  # the token where the walk stops turns over
                assert state.view(None).cells[after.positions[me]].open is False
                assert after.cells[after.positions[me]].open
        for key in ("go_present", "stop_present"):
            if K + key in claims:  # a present lies open there and can be taken
                assert after.cells[after.positions[me]].present == claims[K + key]["present"]
                assert TakeToken() in _played(state, plan.actions).legal_actions(me)
        if K + "take_present" in claims:
            assert claims[K + "take_present"]["present"] in after.carried_presents[me]
        if K + "give_home" in claims:
            assert after.house_presents == view.house_presents + 1
        if K + "time" in claims:  # moves home from where the walk ends: the engine walks there that fast
            m, steps = claims[K + "time"]["m"], view.cards[me].steps
            assert m >= 1 and (m - 1) * steps < 7 * 6
        if K + "turns_left" in claims:  # the hero's turns still to start before the Wolf's last step
            wolf, seats = view.wolf_steps_left + view.wolf_asleep, view.seats
            assert claims[K + "turns_left"]["t"] == sum(1 for j in range(1, 30) if j * seats < wolf)
        if K + "task" in claims:
            assert plan.action == TaskAnswer(True)
    for key in ("go_home", "go_closed", "take_present", "stop_closed", "task", "finish", "stay_home"):
        assert K + key in seen, f"no position said {key}: the check above would pass by finding nothing"


def test_every_reason_reads_in_both_languages_without_a_raw_key():
    en, ru = Strings("en").t, Strings("ru").t
    for state, seat in POSITIONS:
        view = state.view(seat)
        plan = hint_bot(seat).choose(view, state.legal_actions(seat))
        said_en, said_ru = H.hint_reason(en, view, plan), H.hint_reason(ru, view, plan)
        for said in (said_en, said_ru):
            assert said and "{" not in said and K not in said, said
        assert not re.search("[A-Za-z]", said_ru), said_ru  # presents, heroes and tokens named in Russian
        assert said_en != said_ru


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("count", [0, 1, 2, 5])
def test_every_hint_sentence_renders_with_its_counts(lang, count):
    """The rarer plans too (clearing the way, a walk to a help token): every sentence, every plural form."""
    t = Strings(lang).t
    keys = [k for k in table("en") if k.startswith(K)]
    assert len(keys) > 30
    words = {"presents": "X", "present": "X", "token": "X", "friend": "X", "reason": "X"}
    for key in keys:
        said = t(key, **words, **dict.fromkeys(("k", "n", "m", "c", "b", "t", "steps"), count))
        assert said and "{" not in said and key not in said, (key, said)
        if lang == "ru":
            assert not re.search("[A-Za-z]", said.replace("X", "")), (key, said)


def test_the_hint_marks_the_next_cell_slot_or_answer_by_item_id():
    assert H.SLOT_OF == {action: slot for slot, action in ACTIONS.items()}
    assert H.hint_marks(Plan((Step(7), Step(12), EndMove()))) == (("cell", 7), ("cell", 12))
    assert H.hint_rest(Plan((Step(7), Step(12), EndMove()))) == Plan((Step(12), EndMove()))
    assert H.hint_rest(Plan((EndMove(),))) is None
    assert H.hint_marks(Plan((EndMove(),))) == ("stop",)
    assert H.hint_marks(Plan((TaskAnswer(True),))) == (("answer", True),)
    assert H.hint_marks(Plan((Give(2, "kite", 1),))) == (("bag", 1, "kite"), ("hero", 2))  # its card, the friend
    assert H.hint_marks(Plan((ClearBlock(13),))) == ("clear", ("cell", 13))  # the slot, then the token


# -- on the table ----------------------------------------------------------------------------------------


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def _hinted(scene) -> dict[str, list]:
    return {
        z: [it.id for it in scene.zone(z).items if HINTED in it.marks]
        for z in ("board", "heroes", "task", "actions")
        if [it for it in scene.zone(z).items if HINTED in it.marks]
    }


def _ask(app, scene) -> dict[str, list]:
    _key(app, pygame.K_h)
    _settle(app, 1)
    for _ in range(200):
        wait_while_a_computer_thinks(scene)
        _settle(app, 1)
        if _hinted(scene):
            return _hinted(scene)
    raise AssertionError("the hint never came")


def _at(app, name: str):
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    start = bench_table.positions()[name](app, 1)
    app.push("wolf", **start)
    _settle(app, 2)
    return app.scene, start["session"]


def _expected(session, lang: str) -> tuple[Plan, str]:
    seat = session.to_move
    port = session.port(seat)
    plan = hint_bot(seat).choose(port.view(), port.legal_actions())
    return plan, H.hint_reason(Strings(lang).t, port.view(), plan)


def _walk_marks(plan: Plan) -> dict[str, list]:
    return {"board": [("cell", c) for c in plan.route]} if plan.route else {"actions": ["stop"]}


def _sorted(marks: dict[str, list]) -> dict[str, list]:
    return {z: sorted(ids) for z, ids in marks.items()}


def test_h_marks_the_walk_and_says_the_plan_in_english_and_russian_and_stays_while_followed(headless_app):
    app = headless_app()
    scene, session = _at(app, "moving")
    assert scene.my_turn()
    n = len(session.actions)
    plan, said = _expected(session, "en")
    assert isinstance(plan.action, Step) and len(plan.route) >= 2  # a walk of several steps, followed below
    assert _sorted(_ask(app, scene)) == _sorted(_walk_marks(plan))
    assert scene.prompt_text(scene.view()) == f"Hint (marked in blue): {said}"
    assert len(session.actions) == n  # shown, never played
    app.set_language("ru")
    scene.refresh()
    _settle(app, 1)
    assert scene.prompt_text(scene.view()) == f"Подсказка (отмечено голубым): {_expected(session, 'ru')[1]}"
    app.set_language("en")
    scene.refresh()
    for k, action in enumerate(plan.actions[:-1]):  # each step of the walk, clicked: the rest stays up
        click_item(app, scene, "board", ("cell", action.cell))
        _settle(app, 1)
        assert session.actions[n + k] == action
        rest = Plan(plan.actions[k + 1 :])
        assert _sorted(_hinted(scene)) == _sorted(_walk_marks(rest))
        view = session.port(session.to_move).view()
        assert scene.prompt_text(scene.view()) == f"Hint (marked in blue): {H.hint_reason(app.t, view, rest)}"
    scene.press("stop")
    _settle(app, 2)
    assert session.actions[-1] == EndMove()
    assert not _hinted(scene)  # the plan is done: the hint is gone


def test_a_step_off_the_plan_drops_the_hint(headless_app):
    app = headless_app()
    scene, session = _at(app, "moving")
    plan, _ = _expected(session, "en")
    _ask(app, scene)
    legal = session.port(session.to_move).legal_actions()
    other = next(a for a in legal if isinstance(a, Step) and a != plan.action)
    click_item(app, scene, "board", ("cell", other.cell))
    _settle(app, 1)
    assert session.actions[-1] == other
    assert not _hinted(scene) and not scene.prompt_text(scene.view()).startswith("Hint")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_h_after_the_move_marks_the_take_slot(headless_app, lang):
    app = headless_app(lang=lang)
    scene, session = _at(app, "token")
    plan, said = _expected(session, lang)
    assert plan.action == TakeToken()
    assert _ask(app, scene) == {"actions": ["take"]}
    assert scene.prompt_text(scene.view()).endswith(said) and said


def test_h_while_the_table_answers_a_task_card_shows_nothing(headless_app):
    """A task card is the people's to answer together, not a hero's turn: no hint (the slot says when one is given)."""
    app = headless_app()
    scene, session = _at(app, "task")
    assert session.to_move == session.port(None).view().table_seat and not scene.my_turn()
    _key(app, pygame.K_h)
    _settle(app, 3)
    assert not _hinted(scene) and not scene.prompt_text(scene.view()).startswith("Hint")
    assert DIMMED in next(it for it in scene.zone("toolbar").items if it.id == "hint").marks


def _person_to_hand_over(s) -> bool:
    seat = s.to_move
    if seat is None or seat >= len(s.seats) - 1 or not s.seats[seat].human:
        return False
    port = s.port(seat)
    return isinstance(hint_bot(seat).choose(port.view(), port.legal_actions()).action, Give)


def test_h_marks_the_present_to_hand_over_and_the_friend(headless_app):
    app = headless_app()
    for seed in range(1, 60):
        session = bench_table.session(["human"] * 3, seed, until=_person_to_hand_over, people=[0, 0, 0])
        if _person_to_hand_over(session):
            break
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("wolf", session=session)
    scene = app.scene
    _settle(app, 2)
    plan, said = _expected(session, "en")
    give = plan.action
    marks = _ask(app, scene)
    assert marks["board"] == [("hero", give.to)]
    bag = next(i for i in marks["heroes"] if i[0] == "bag")
    assert bag[:3] == ("bag", give.giver, give.token)  # the present on its holder's card
    assert set(marks["heroes"]) == {bag, ("hero", give.to)}  # and the friend's card
    assert scene.prompt_text(scene.view()).endswith(said)
    click_item(app, scene, "heroes", bag)  # made as the marks say: the thing, then the friend
    click_item(app, scene, "board", ("hero", give.to))
    _settle(app, 2)
    assert session.actions[-1] == give
