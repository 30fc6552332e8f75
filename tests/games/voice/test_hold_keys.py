"""The Leader's cube is the Leader's choice (issue 18, item 6): the rulebook says the Leader "may place one
of their cubes on it", so neither the Enter that closes "who takes which card" nor a later Enter with
nothing chosen puts it there; the hold waits for the Leader, and both answers stand as plain choices."""

from __future__ import annotations

import pygame

from games.voice.test_table import (
    FakeClock,
    _click,
    _click_item,
    _refused_word,
    _settle,
    _start,
    _type,
    _wait_for_computer,
)
from woods_desktop.app.session import GameSession
from woods_desktop.games.voice import bench_table
from woods_desktop.games.voice.rules import actions as A


def _leader_to_choose(s: GameSession) -> bool:
    seat = s.to_move
    return (
        seat is not None
        and s.seats[seat].human
        and any(isinstance(a, A.LeaderCube) for a in s.state.legal_actions(seat))
    )


def _just_before_the_leader(kinds: list[str]) -> tuple[GameSession, object]:
    """A session one action before the person is the Leader on a card, and that action."""
    for seed in range(1, 60):
        found = bench_table.session(kinds, seed, until=_leader_to_choose)
        if _leader_to_choose(found):
            actions = list(found.actions)
            s = bench_table.session(kinds, seed)
            for a in actions[:-1]:
                s.apply(a)
            return s, actions[-1]
    raise AssertionError("no position where the person is the Leader")


def _key(app, kind: int) -> None:
    app.dispatch(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))


def _send_a_refused_word(app, index, overrule: bool = True, speed: float = 0.0, kinds=("human", "human")):
    """Two people at one computer (or `kinds`); the first writes a word the judge refuses, types it and presses
    Enter as a person does. Returns the session, the table and the word; the verdict is waited for by the caller."""
    session = _start(app, list(kinds), FakeClock())
    app.settings.animation_speed = speed
    app.settings.referee_overrule = overrule  # with it, the table of people may overrule the judge first
    _settle(app)
    if kinds.count("human") > 1:
        _click(app, (10, 10))  # the pass screen
    scene = app.scene
    _click_item(app, scene, "start", "start")
    word = _refused_word(session, 0, index)
    _type(app, word)
    _key(app, pygame.KEYDOWN)  # Enter sends the word
    _key(app, pygame.KEYUP)
    return session, scene, word


def _until(app, done, steps: int = 40) -> None:
    for _ in range(steps):
        if done():
            return
        _settle(app, 1)


def test_enter_never_puts_the_leaders_optional_cube_on_the_new_card(headless_app):
    app = headless_app()
    app.settings.animation_speed = 1.0
    session, last = _just_before_the_leader(["human", "easy", "easy"])
    app.push("voice", session=session)
    scene = app.scene
    scene.act(last)  # the last cube: control is resolved and shown
    assert scene.hold is not None and scene.hold.kind == "control"
    for _ in range(20):  # the Leader acts next: the hold waits for them, it does not go on by itself
        app.step(0.5)
    assert scene.hold is not None and scene.hold.kind == "control"
    played = len(session.actions)
    _key(app, pygame.KEYDOWN)
    _key(app, pygame.KEYUP)
    app.step(0.02)
    assert scene.hold is None and scene.my_turn()
    _key(app, pygame.KEYDOWN)  # a fresh Enter with nothing chosen: it shows the focus, it places nothing
    _key(app, pygame.KEYUP)
    app.step(0.02)
    assert len(session.actions) == played
    legal = [a for a in session.port(session.to_move).legal_actions() if isinstance(a, A.LeaderCube)]
    assert {a.place for a in legal} == {True, False}
    slots = scene.targets()["actions"]  # each answer has its own slot in the rail
    assert {"leader_cube", "no_leader_cube"} <= set(slots), "both answers stand as choices: put a cube, or none"


def test_a_refused_word_stays_until_the_person_has_read_it(headless_app, index):
    """The refusal ("ПОД is not a noun") waits for a click when a person acts next: going on by itself
    after 4 s, the person's next key press would land on whatever it uncovered. The word is typed and
    sent as a person does, and the judge refuses it."""
    app = headless_app()
    session, scene, word = _send_a_refused_word(app, index, overrule=False, speed=1.0)
    _until(app, lambda: bool(session.actions) and isinstance(session.actions[-1], A.NoWord))
    assert isinstance(session.actions[-1], A.NoWord) and session.actions[-1].word == word
    hold = scene.hold
    assert hold is not None and hold.kind == "refused"
    for _ in range(20):
        app.step(0.5)
    assert scene.hold is hold
    _key(app, pygame.KEYDOWN)  # a fresh Enter closes it
    _key(app, pygame.KEYUP)
    app.step(0.02)
    assert scene.hold is None


def test_without_the_second_chance_a_refused_word_stands_as_written(headless_app, index):
    """People alone may overrule the dictionary, but with "second chance" off a refused word was theirs to
    replace: a play-tester wrote ПРОВАНС, was refused, then wrote ПАРК and it counted. Now the refused word
    stands as written until it is accepted anyway or the refusal kept: typing, Backspace and "Check and play"
    change nothing, and "Keep the refusal" plays the refusal (the penalty cube follows)."""
    app = headless_app()
    session, scene, word = _send_a_refused_word(app, index)
    assert not session.port(0).view().second_chance
    before = len(session.actions)
    composer = scene.decl.composer
    _until(app, composer.word_locked)
    assert composer.word_locked() and len(session.actions) == before, "refused, waiting for the table's choice"
    _type(app, "А")
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=42))
    _settle(app, 1)
    assert composer.entry is not None and composer.entry.word == word, "the refused word stands as written"
    choices = {it.id: it for it in scene.zone("entry_buttons").items}
    assert "dimmed" in choices["submit"].marks and "dimmed" in choices["clear"].marks
    assert choices["noword"].face == "Keep the refusal" and "dimmed" not in choices["accept"].marks
    _click_item(app, scene, "entry_buttons", "submit")
    _settle(app, 1)
    assert len(session.actions) == before, "Check and play sends no other word"
    assert app.t("voice.ui.overrule_or_keep") in (composer.problem or "")
    _click_item(app, scene, "entry_buttons", "noword")  # "Keep the refusal"
    _until(app, lambda: len(session.actions) > before)
    assert isinstance(session.actions[-1], A.NoWord) and session.actions[-1].word == word
    # the question is answered: the prompt's place no longer asks it (it stayed for seconds after the choice)
    assert app.t("voice.ui.overrule_or_keep") not in (composer.problem or "")


def test_a_word_the_table_accepts_anyway_says_so_in_the_log(headless_app, index):
    """ "Accept anyway" played the refused word with no trace: the log said "Player 1 has written КОРСАН" as
    for any word. Now the writer's line says it was accepted over the dictionary's refusal, and by whom: in a
    private minute its writer alone chose, while the others looked away ("accepted by the table" said otherwise
    of one person's choice)."""
    app = headless_app()
    session, scene, word = _send_a_refused_word(app, index)
    _until(app, scene.decl.composer.word_locked)
    _click_item(app, scene, "entry_buttons", "accept")
    _settle(app, 2)
    assert isinstance(session.actions[-1], A.Compose) and session.actions[-1].word == word
    _click(app, (10, 10))  # the pass screen: the second person writes no word, and the words are said
    scene = app.scene
    _click_item(app, scene, "start", "start")
    _click_item(app, scene, "entry_buttons", "noword")
    _settle(app, 4)
    said = [line for line in scene.log.lines if word in line]
    expected = "accepted by its writer in their own minute: the dictionary refused it"
    assert said and all(expected in line for line in said), said


def test_a_seat_that_wrote_nothing_is_said_once_in_the_log(headless_app):
    """A pass, "Игрок 2: Без слова", when the person passed, then "Игрок 2: без слова" again when the words were read
    aloud: the pass is said to everyone at once, so the reading says it no more."""
    app = headless_app()
    session = _start(app, ["human", "human"], FakeClock())
    _settle(app)
    for _ in range(2):  # each person at the screen in turn passes
        _click(app, (10, 10))  # the pass screen
        scene = app.scene
        _click_item(app, scene, "start", "start")
        _click_item(app, scene, "entry_buttons", "noword")
        _settle(app, 3)
    assert all(isinstance(a, A.NoWord) for a in session.actions[-2:])
    names = [scene.decl.ctx.name_of(i) for i in range(2)]
    said = [line for line in scene.log.lines if any(line.startswith(f"{n}: ") for n in names)]
    assert len(said) == 2 and said[0].startswith(names[0]) and said[1].startswith(names[1]), said


def test_a_refused_word_is_said_once_in_the_log(headless_app, index):
    """A play-tester alone with a computer saw a refused word's line twice: the writer's own line when the
    judge refused it, then everyone's when the words were read. The word's panel tells the writer why at once;
    the log says it once, when the words are read, with the reason."""
    app = headless_app()
    session, scene, word = _send_a_refused_word(app, index, kinds=("human", "easy"))
    _until(app, lambda: any(isinstance(a, A.NoWord) and a.word == word for a in session.actions))
    _until(app, lambda: scene.hold is not None)
    _key(app, pygame.KEYDOWN)  # the refusal read: Enter closes it
    _key(app, pygame.KEYUP)
    for _ in range(1000):  # the computer writes its word (thinking on its own thread), then the words are read
        if any(word in line for line in scene.log.lines):
            break
        _wait_for_computer(app)
    _settle(app, 2)
    said = [line for line in scene.log.lines if word in line]
    refusal = next(a for a in session.actions if isinstance(a, A.NoWord) and a.word == word)
    reason = app.t(refusal.reason, word=word)
    assert said == [app.t("voice.log.refused", name=scene.decl.ctx.name_of(0), word=word, reason=reason)], said
