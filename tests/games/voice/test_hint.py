"""The kit's hint on the Voice table (issue 20, "A hint in every game"): H at a person's turn outside the minute
asks the hard computer in the worker, marks what to click (a field card, or the slot of a move no card makes)
and says why in the prompt, in English and Russian; during the minute there is no hint and the slot says why.
Driven only through public targets."""

from __future__ import annotations

import time

import pygame
import pytest
from table.drive import click, click_item, wait_while_a_computer_thinks
from table.drive import key as _key

from games.voice.choosing import choice as _choice
from woods_desktop.games.voice import bench_table, hint_words
from woods_desktop.games.voice.bots.hint import best_word, hint_bot
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.compose import assign_cards, refusal_from_view
from woods_desktop.games.voice.rules.state import COMPOSE, PLACE
from woods_desktop.table.art import HINTED
from woods_desktop.table.runner import ComputerRunner
from woods_desktop.words.judge import shared_service


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def _hinted(scene) -> list:
    items = [it.id for a in scene.areas for it in a.zone.items if HINTED in it.marks]
    return items + [it.id for it in scene.bar.items if HINTED in it.marks]


def _think(app, scene) -> None:
    for _ in range(300):
        wait_while_a_computer_thinks(scene)
        _settle(app, 1)
        if scene.hint.action is not None:
            return
    raise AssertionError("the hint never came")


def _open(app, session) -> object:
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", session=session)
    _settle(app, 2)
    return app.scene


def _person_placing(app):
    for seed in range(1, 40):
        s = bench_table.session(["human", "human", "easy"], seed, until=bench_table.person_placing, people=[0, 0, None])
        if bench_table.person_placing(s):
            return _open(app, s), s
    raise AssertionError("no placing position found")


@pytest.mark.parametrize("lang, frame", [("en", "Hint"), ("ru", "Подсказка")])
def test_h_while_placing_cubes_marks_the_hard_computers_card_and_says_why(headless_app, lang, frame):
    app = headless_app(lang=lang)
    scene, session = _person_placing(app)
    assert scene.my_turn()
    seat, n = session.to_move, len(session.actions)
    before = scene.prompt_text(scene.view())
    in_window = ComputerRunner.in_process_cpu_s
    _key(app, pygame.K_h)
    _think(app, scene)
    assert ComputerRunner.in_process_cpu_s == in_window  # thought in the computers' process
    view, legal = session.port(seat).view(), session.port(seat).legal_actions()
    action = hint_bot(seat).choose(view, legal)
    assert scene.hint.action == action and action in legal
    assert isinstance(action, A.PlaceCube)
    assert _hinted(scene) == [("card", action.card)]
    prompt = scene.prompt_text(scene.view())
    reason = hint_words.hint_reason(app.t, view, action)
    assert prompt != before and prompt.startswith(frame) and reason and reason in prompt
    letter = view.cells[action.card].label
    assert f"«{letter}»" in reason
    assert len(session.actions) == n  # a hint is never played for the person
    click_item(app, scene, "field", ("card", action.card))  # the person plays the hinted card
    _settle(app, 2)
    assert len(session.actions) == n + 1 and not _hinted(scene)
    assert not scene.prompt_text(scene.view()).startswith(frame)


class _Skipper:
    """A hint thinker that answers with a move no card makes (a local class: it thinks on a thread)."""

    def choose(self, view, legal):
        return next(a for a in legal if isinstance(a, (A.SkipCube, A.LeaderCube)) and not getattr(a, "place", False))


def _slot_choice(s) -> bool:
    seat = s.to_move
    return (
        seat is not None
        and s.seats[seat].human
        and any(
            isinstance(a, A.SkipCube) or (isinstance(a, A.LeaderCube) and not a.place)
            for a in s.port(seat).legal_actions()
        )
    )


def _slot_position():
    """A person's turn with a choice no card makes (a skip, or the Leader's cube declined)."""
    for seed in range(1, 30):
        s = bench_table.session(["human", "easy", "easy"], seed, until=_slot_choice, people=[0, None, None])
        if _slot_choice(s):
            return s
    raise AssertionError("no position with a skip or a Leader's choice")


def test_a_hinted_move_no_card_makes_marks_its_slot(headless_app, monkeypatch):
    monkeypatch.setattr(hint_words, "hint_bot", lambda seat: _Skipper())
    app = headless_app()
    s = _slot_position()
    scene = _open(app, s)
    _key(app, pygame.K_h)
    _think(app, scene)
    slot = scene.decl.picking.slot_of(scene.hint.action)
    assert slot in ("skip_cube", "no_leader_cube")
    assert _hinted(scene) == [slot]
    assert scene.prompt_text(scene.view()).startswith("Hint")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_hint_during_the_minute_and_the_slot_says_why(headless_app, lang):
    app = headless_app(lang=lang)
    session = bench_table.session(["human", "easy", "easy"], 2)
    scene = _open(app, session)
    assert scene.view().phase == COMPOSE and scene.my_turn()
    state = scene.tools.states["hint"]
    why = app.t("voice.hint.not_now_minute")
    assert not state.enabled and state.reason == why and why != "voice.hint.not_now_minute"
    app.toasts.clear()
    _key(app, pygame.K_h)
    _settle(app, 2)
    assert scene.hint.key is None and scene.hint.action is None and not _hinted(scene)
    assert app.toasts and app.toasts[-1].text == why


def _word_other_than(view, best: str, index) -> str:
    field = [s.letters[0] for s in view.sources if not s.own]
    for word in index.find(field, (), min_len=3, max_len=5, bot_only=True):
        if word != best and not isinstance(assign_cards(view, word), Exception):
            return word
    raise AssertionError("no other word on this field")


class _Clock:
    """The minute's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_after_the_minute_the_round_summary_says_the_best_word_you_could_have_written(headless_app, index, lang):
    app = headless_app(lang=lang)
    session = bench_table.session(["human", "easy", "easy"], 3)
    clock = _Clock()
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", session=session, clock=clock)
    scene = app.scene
    _settle(app, 2)
    view = session.port(0).view()
    assert view.phase == COMPOSE and scene.my_turn()
    best = None
    for _ in range(600):  # asked in the worker while the person writes
        _settle(app, 1)
        best = scene.decl.best_words.found(view.round, 0)
        if best is not None:
            break
        time.sleep(0.01)
    assert best is not None
    assert refusal_from_view(view, best) is None  # a word the engine accepts from the person's own view
    assert shared_service().verdict(best.word).valid  # and the dictionary too
    assert best == best_word(view)  # the hint's own search, the same answer in the window's process
    written = _word_other_than(view, best.word, index)
    click_item(app, scene, "start", "start")
    clock.now += 12.5
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=written.lower()))
    _key(app, pygame.K_RETURN)
    for _ in range(100):
        if session.port(None).view().composed[0]:
            break
        _settle(app, 1)
    assert any(isinstance(a, A.Compose) and a.word == written for a in session.actions)
    assert scene.hold is None  # never during the minute: nothing is said before the round's cubes are placed
    for _ in range(2000):
        wait_while_a_computer_thinks(scene)
        _settle(app, 1)
        if app.scene is not scene:  # the pass screen
            click(app, (10, 10))
            continue
        hold = scene.hold
        if hold is not None and hold.kind == "control":
            break
        if hold is not None:
            click(app, (5, 5))
        elif scene.my_turn() and (got := _choice(scene)) is not None:
            click_item(app, scene, *got)
    else:
        raise AssertionError("the round's summary never came")
    assert session.port(0).view().phase != PLACE
    said = app.t("voice.hint.you_could_have", word=best.word)
    assert said != "voice.hint.you_could_have" and best.word in said
    assert (0, said) in hold.data[1]
    assert said in _text_on_screen(scene)


def _text_on_screen(scene) -> str:
    """What the hold panel says, as it is drawn (its lines as the table hands them to the panel)."""
    from woods_desktop.games.voice.holds import hold_lines

    title, lines = hold_lines(scene.app.t, scene.hold, scene.marker)
    return " ".join([title, *(text for _, text in lines)])


def test_the_field_stays_put_while_a_person_places_their_cubes(headless_app):
    """ "Use it without a new cube" stands beside the field only while the next card already holds the person's
    cube: the field moved sideways each time it came or went, and a click aimed at the marked card missed
    ("Cover the letters in order"). From the first cube to the last the field keeps its place."""
    app = headless_app()
    s = _slot_position()
    scene = _open(app, s)
    assert scene.view().phase == PLACE and scene.my_turn()

    def cards() -> dict:
        return {it.id: pygame.Rect(it.rect) for it in scene.zone("field").items}

    seen, slotted = [], []
    for _ in range(12):  # play the placement through: a skip where offered, else the marked card
        if not (scene.view().phase == PLACE and scene.my_turn()):
            break
        seen.append(cards())
        legal = s.port(s.to_move).legal_actions()
        skip = next((a for a in legal if isinstance(a, A.SkipCube)), None)
        slotted.append(skip is not None)
        if skip is not None:
            click_item(app, scene, "actions", "skip_cube")
        else:
            place = next(a for a in legal if isinstance(a, A.PlaceCube))
            click_item(app, scene, "field", ("card", place.card))
        _settle(app, 2)
    assert True in slotted and False in slotted, slotted  # the slot came and went
    assert all(rects == seen[0] for rects in seen), "the field's cards moved while the person placed their cubes"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_plural_only_word_says_in_the_log_which_noun_it_counts_as(headless_app, lang):
    """КОТЫ counted with the log saying only "Player 2: КОТЫ", while КОНИ was refused as a plural: plurals
    seemed allowed. A person's word accepted as a plural-only noun says which («коты», old soft shoes, not the
    plural of КОТ), as a word from another source says where it was found."""
    app = headless_app(lang=lang)
    scene = _open(app, bench_table.session(["human", "easy"], 2))
    service = shared_service()
    assert service.wait(120)
    event = {"type": "compose", "seat": 0, "word": "КОТЫ"}
    line = scene.decl.log_line(event)
    assert line is not None and "КОТЫ" in line and "КОТ" in line.replace("КОТЫ", "")
    assert ("not the plural of КОТ" if lang == "en" else "не множественное число от КОТ") in line, line
    plain = scene.decl.log_line({"type": "compose", "seat": 0, "word": "СОН"})
    assert plain is not None and "(" not in plain, plain  # OpenCorpora's plain noun: nothing after it
