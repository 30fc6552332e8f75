"""The guided first games (issue #20): every game's script fits its engine, in both languages, and the guide
accepts only its step's action, refusing others with the step's own explanation."""

from __future__ import annotations

import json

import pytest

from woods_desktop.cli import main
from woods_desktop.core.guide import GuideRun
from woods_desktop.data.assets import asset_path
from woods_desktop.data.guide import has_guide, load_guide
from woods_desktop.data.strings import Strings
from woods_desktop.games import definition, playable_ids

GUIDED = [g for g in playable_ids() if has_guide(g)]


def test_every_finished_guide_is_listed() -> None:
    assert set(GUIDED) == {"wolf", "woodlanders", "whispering", "voice"}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GUIDED)
def test_the_verb_plays_each_guide_to_its_end(game: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`woods-desktop tutorial GAME --auto --lang L --json` completes, in 8-20 steps."""
    assert main(["tutorial", game, "--auto", "--lang", lang, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == game and out["completed"] is True, out
    assert 8 <= out["steps"] <= 20


@pytest.mark.parametrize("game", GUIDED)
def test_each_step_is_said_in_both_languages_and_its_picture_exists(game: str) -> None:
    guide = load_guide(game)
    for lang in ("en", "ru"):
        s = Strings(lang)
        for step in guide.steps:
            assert s.has(step.text), f"{lang}: {step.text}"
        assert s.has(guide.done_text)
        for seat in guide.seats:
            assert s.has(seat.name_key)
    for step in guide.steps:
        if step.picture:
            assert asset_path("images", f"{step.picture}.svg").is_file(), step.picture


def test_a_wrong_action_is_not_accepted_and_the_run_follows_the_log() -> None:
    guide = load_guide("wolf")
    d = definition("wolf")
    run = GuideRun(guide)
    first = guide.steps[0]
    assert run.step() is first and first.person
    wrong = d.encode_action(d.decode_action({"type": "Step", "cell": 0}))
    assert not run.accepts(wrong)
    assert run.accepts(dict(first.actions[0]))
    # where the guide stands is read from the number of actions played: resuming continues at the same step
    total = sum(guide.step_actions()[:7])
    resumed = GuideRun(guide, played=total)
    assert resumed.step() is guide.steps[7]
    computer = GuideRun(guide, played=sum(guide.step_actions()[:6]))
    assert computer.step() is guide.steps[6] and not computer.accepts(dict(first.actions[0]))
    assert computer.next_scripted() == guide.steps[6].actions[0]
    assert GuideRun(guide, played=run.total_actions).done


# -- the window's side ------------------------------------------------------------------------------------


@pytest.fixture
def app():
    from woods_desktop.verbs.window import make_headless_app

    a = make_headless_app((1280, 720), "en")
    yield a
    from woods_desktop.table.runner import stop_worker

    stop_worker()


def _frame(app) -> None:
    """One turn of the app's own loop: the window's queued events dispatched, then the scene's update."""
    import pygame

    for event in pygame.event.get():
        app.dispatch(event)
    app.step(0.05)
    app.render()


def _click(app, pos) -> None:
    """A mouse click as a window sends it: a press, then a release, through the app's event loop."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    _frame(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    _frame(app)


def _open(app, game: str, played_steps: int = 0):
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.app.launch import open_session

    session = GuidedSession.begin(game, app.t, fresh=True)
    for step in session.guide.steps[:played_steps]:
        session.go_on()  # the step before was read (its Next)
        for data in step.scripted():
            assert session.apply(session.definition.decode_action(data)) is None
    session.go_on()
    open_session(app, session)
    app.step(0.0)
    app.render()
    return session, app.scene


@pytest.mark.parametrize("game", GUIDED)
def test_every_steps_area_is_on_the_games_table(app, game: str) -> None:
    from woods_desktop.table.guiding import area_ids

    session, scene = _open(app, game)
    ids = area_ids(scene)
    for step in session.guide.steps:
        assert step.area in ids, f"{game}: step {step.id} points at {step.area!r}, not on the table ({sorted(ids)})"


@pytest.mark.parametrize("game", GUIDED)
def test_a_wrong_action_is_refused_with_the_steps_own_text(app, game: str) -> None:
    first = next(i for i, s in enumerate(load_guide(game).steps) if s.person)
    session, scene = _open(app, game, played_steps=first)
    step = session.step()
    assert step is not None and step.person
    legal = scene.port.legal_actions()
    wrong = next(a for a in legal if not step.accepts(session.definition.encode_action(a)))
    before = list(session.actions)
    app.toasts.clear()
    assert scene.act(wrong) is False
    assert session.actions == before
    said = app.toasts[-1].text
    assert said == app.t("guide.refused", text=app.t(step.refusal_key))
    assert scene.act(session.definition.decode_action(step.scripted()[0])) is True
    assert session.step_number() == first + 1


@pytest.mark.parametrize("game", GUIDED)
def test_the_table_plays_the_computers_scripted_moves_and_waits_at_the_persons_step(app, game: str) -> None:
    """Run the window's own loop: the computers' steps go by themselves, and the table stops at each step of the
    person's until it is played; the whole lesson ends with its last step, its actions exactly the script's."""
    app.settings.animation_speed = 0
    session, scene = _open(app, game)
    guide = session.guide
    for i, step in enumerate(guide.steps):
        for _ in range(400):
            if session.step_number() > i or step.person and scene.my_turn() or step.person and scene.table_turn():
                break
            if scene.guiding.waiting:  # a step that waits to be read: its Next, clicked as a window sends it
                app.render()  # the panel laid out as the window shows it
                _click(app, scene.guiding.next_button.rect.center)
                continue
            scene.turn_state.end_hold()
            app.step(0.05)
        if step.person:
            assert session.step_number() == i, f"{game}: stuck before step {step.id}"
            for data in step.scripted():
                for _ in range(400):  # the person's next action waits for the table to come back to them
                    if scene.my_turn() or scene.table_turn():
                        break
                    scene.turn_state.end_hold()
                    app.step(0.05)
                while scene.turn_state.end_hold():  # what the computers' moves left in view
                    pass
                assert scene.act(session.definition.decode_action(data)), step.id
        assert session.step_number() > i, f"{game}: step {step.id} did not go by"
    assert session.finished
    want = [session.definition.decode_action(a) for s in guide.steps for a in s.scripted()]
    assert session.actions == want


@pytest.mark.parametrize("game", GUIDED)
def test_a_guided_game_touches_no_statistics_nor_the_games_saves(app, game: str, private_home) -> None:
    from woods_desktop.saves.games import list_saves
    from woods_desktop.saves.stats import stats_path

    session, _ = _open(app, game, played_steps=len(load_guide(game).steps))
    assert session.finished
    session.save()
    assert not stats_path().exists()
    assert list_saves()[0] == []
    assert not (private_home / "history").exists() or not any((private_home / "history").iterdir())


@pytest.mark.parametrize("game", GUIDED)
def test_leaving_and_resuming_continues_at_the_same_step(app, game: str) -> None:
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.saves.guides import guide_save_path

    session, _ = _open(app, game, played_steps=3)
    assert guide_save_path(game).exists()
    app.reset_to("menu")  # left through the menu's Save and quit
    again = GuidedSession.begin(game, app.t)
    assert again.step_number() == 3 and again.actions == session.actions
    fresh = GuidedSession.begin(game, app.t, fresh=True)  # Restart
    assert fresh.step_number() == 0


def test_the_lesson_is_offered_once_the_first_time_a_game_is_opened(app) -> None:
    from woods_desktop.saves.guides import offered

    app.push("menu")
    tile = next(t for t in app.scene.tiles if t.game_id == "wolf")
    assert tile.learn is not None
    tile.activate()
    assert type(app.scene).__name__ == "GuideOfferScene"
    assert offered("wolf")
    app.pop()
    tile.activate()
    assert type(app.scene).__name__ == "SetupScene"


def test_learn_to_play_opens_the_lesson(app) -> None:
    from woods_desktop.app.guided import is_guided

    app.push("menu")
    tile = next(t for t in app.scene.tiles if t.game_id == "wolf")
    assert tile.learn is not None
    tile.learn.activate()
    assert is_guided(app.scene.session)


@pytest.mark.parametrize(("game", "step_id", "slot"), [("wolf", "stop", "stop"), ("whispering", "end_first", "end")])
def test_a_step_about_one_button_rings_that_button_not_the_whole_bar(app, game: str, step_id: str, slot: str) -> None:
    """A ring round the whole action bar (with its empty places) left a child looking for the button."""
    steps = load_guide(game).steps
    at = next(i for i, s in enumerate(steps) if s.id == step_id)
    session, scene = _open(app, game, played_steps=at)
    assert session.step().area == f"actions.{slot}"
    ring = scene.guiding.target_rect()
    assert ring == scene.bar.rects[slot] and ring.h * ring.w < scene.bar.rect.h * scene.bar.rect.w


@pytest.mark.parametrize("game", GUIDED)
def test_a_finished_lesson_prompts_no_move_it_does_not_offer(app, game: str) -> None:
    session, scene = _open(app, game, played_steps=len(load_guide(game).steps))
    assert scene.guiding.finished
    assert scene.prompt_text(session.port(0).view()) == app.t("guide.finished")


@pytest.mark.parametrize("game", GUIDED)
def test_a_lesson_offers_no_hint_beside_its_steps(app, game: str) -> None:
    """The steps say what to do in the same blue marks; a hint beside them spoke over the step."""
    import pygame

    session, scene = _open(app, game, played_steps=next(i for i, s in enumerate(load_guide(game).steps) if s.person))
    assert "hint" not in {s.id for s in scene.tools.slots}
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    app.step(0.05)
    assert scene.hint.action is None and not scene.hint.thinking()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GUIDED)
def test_every_steps_words_fit_its_panel_at_the_largest_text_size(game: str, lang: str) -> None:
    """At 150 % the log's column is short: the panel grows up it, and the picture gives way before a line
    (the last line of the Wolf's first step was cut off). Every step is read at the same size: the panel makes
    room rather than shrink a long step's words (Voice step 1, Woodlanders 7 and 11 fell back to 100 %)."""
    from woods_desktop.app import theme
    from woods_desktop.table.runner import stop_worker
    from woods_desktop.verbs.window import make_headless_app

    # the body size on every step; a child's big letters (the Wolf) still go a size down on a long step rather
    # than cover the hero cards above the panel
    size = None if load_guide(game).for_children else theme.TYPE_BODY
    big = make_headless_app((1280, 720), lang, text_size=1.5)
    try:
        for n in range(len(load_guide(game).steps) + 1):
            session, scene = _open(big, game, played_steps=n)
            g = scene.guiding
            assert g.left_out == 0, f"{game} step {n}: {g.left_out} lines left out"
            assert size is None or g.text_size == size, (
                f"{game} step {n + 1}: its words drawn smaller than the other steps'"
            )
            if n and session.guide.steps[n - 1].wait:  # the step before, waiting for its Next, says so too
                session.unread = n - 1
                big.render()
                assert g.waiting and g.left_out == 0, f"{game} step {n - 1} waiting"
                assert size is None or g.text_size == size, f"{game} step {n}, waiting: its words drawn smaller"
    finally:
        stop_worker()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", [g for g in GUIDED if not load_guide(g).for_children])
def test_at_the_largest_text_size_the_panel_leaves_every_scoreboard_row_in_view(
    game: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 150 % the panel grown up the log's column covered the last seats' rows (Vera's, cut through her name):
    it now stops under the scoreboard's rows closed up to one line each, the board drawn above it."""
    from woods_desktop.app import theme
    from woods_desktop.table.runner import stop_worker
    from woods_desktop.table.scoreboard import Scoreboard
    from woods_desktop.verbs.window import make_headless_app

    drawn: list[tuple] = []
    real = Scoreboard.draw
    monkeypatch.setattr(
        Scoreboard, "draw", lambda self, s, a, r, *more: drawn.append((self, r, *more)) or real(self, s, a, r, *more)
    )
    big = make_headless_app((1280, 720), lang, text_size=1.5)
    line = big.fonts.font(big.px(theme.TYPE_SMALL), "bold").get_linesize()
    try:
        for n in range(len(load_guide(game).steps) + 1):
            _session, scene = _open(big, game, played_steps=n)
            drawn.clear()
            scene.refresh()  # a whole frame, not only where things move
            big.render()
            panel = scene.guiding.panel_rect
            assert drawn, f"{game} step {n + 1}: no scoreboard drawn"
            board, place, *more = drawn[-1]  # the board as the frame drew it
            for i in range(len(board.rows)):
                row = board.row_rect(big, place, i, *more)
                assert not row.colliderect(panel), f"{game} step {n + 1}: row {i + 1} under the panel"
                assert row.h >= line, f"{game} step {n + 1}: row {i + 1} {row.h} px, a line is {line}"
    finally:
        stop_worker()


@pytest.mark.parametrize("game", GUIDED)
def test_every_step_explaining_the_computers_moves_waits_to_be_read(game: str) -> None:
    """A step whose actions are all the computers' (the person only watches) stays with its Next until read:
    Woodlanders steps 1, 4, 6, 8, Voice 2, 4, 6, 8, Whispering 4, 7, 12 and Wolf 7, 9, 17 went by unread."""
    watched = [s.id for s in load_guide(game).steps if not s.person]
    assert watched, game
    assert [s.id for s in load_guide(game).steps if s.wait] == watched


@pytest.mark.parametrize("key", ["click", "enter"])
@pytest.mark.parametrize(
    ("game", "step_id"), [("woodlanders", "ties"), ("voice", "penalty"), ("woodlanders", "wardens")]
)
def test_a_waiting_step_stays_with_next_and_the_computers_wait_for_it(app, game: str, step_id: str, key: str) -> None:
    """The step's own moves are played under its words; then it stays, nothing more is played however long the
    loop runs, and a click on Next (a press and a release at its centre, through the app's loop) or Enter goes on."""
    import pygame

    app.settings.animation_speed = 0
    at = next(i for i, s in enumerate(load_guide(game).steps) if s.id == step_id)
    session, scene = _open(app, game, played_steps=at)
    played = sum(load_guide(game).step_actions()[: at + 1])
    for _ in range(600):
        scene.turn_state.end_hold()
        _frame(app)
    assert len(session.actions) == played, "the step's own moves are played, nothing after them"
    hold = scene.turn_state.hold
    assert session.step_number() == at and session.step().id == step_id and scene.guiding.waiting
    button = scene.guiding.next_button
    assert button is not None and button in scene.guiding.buttons and button.text == app.t("guide.next")
    assert scene.port.legal_actions() == []  # the person's next step waits too
    assert scene.prompt_text(scene.view()) == app.t("guide.read_first")  # not "choose your Warden" meanwhile
    app.toasts.clear()
    _click(app, scene.area(session.step().area).zone.rect.center)  # the table: refused with the reason
    assert app.toasts[-1].text == app.t("guide.read_first") and len(session.actions) == played
    assert scene.guiding.waiting and scene.turn_state.hold is hold
    if key == "click":
        _click(app, button.rect.center)
    else:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        _frame(app)
    assert not scene.guiding.waiting and session.step_number() == at + 1
    for _ in range(600):
        if len(session.actions) > played or scene.my_turn():
            break
        scene.turn_state.end_hold()
        _frame(app)
    assert len(session.actions) > played or session.step().person  # the lesson went on


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_voice_elder_step_says_the_rulebooks_adjacency_not_a_row_or_column(lang: str) -> None:
    """The rulebook: three face-down cards adjacent vertically or horizontally (an L counts); the lesson said
    "in a row or column" (the engine's L-shaped group: tests/games/voice/rules/test_control.py)."""
    text = Strings(lang).t("guide.voice.leader").lower()
    assert "row or column" not in text and "в ряду или столбце" not in text
    assert ("above, below or beside" in text and " l)" in text) if lang == "en" else "уголком" in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_voice_step_9_names_the_cards_its_prompt_counts(lang: str) -> None:
    """Step 9 named two cards while the prompt said three were left: it names every card of the word to go."""
    import re

    from woods_desktop.table.runner import stop_worker
    from woods_desktop.verbs.window import make_headless_app

    a = make_headless_app((1280, 720), lang)
    try:
        at = next(i for i, s in enumerate(load_guide("voice").steps) if s.id == "more_cubes")
        session, scene = _open(a, "voice", played_steps=at)
        prompt = scene.prompt_text(scene.view())
        left = int(re.search(r"\d+", prompt).group())
        word = next(s for s in session.guide.steps if s.id == "second_word").scripted()[0]["word"]
        text = a.t(session.step().text)
        named = [ch for ch in word if re.search(rf"(?<!\w){ch}(?!\w)", text)]
        assert left == len(word) == len(named), (prompt, text)
    finally:
        stop_worker()


def test_what_a_waiting_step_explains_stays_in_view(app) -> None:
    """Woodlanders step 8 (a tie goes to the later card): its finished trick went after 2.5 s while the step
    waited for Next; now it stays until Next, then goes on."""
    app.settings.animation_speed = 0
    at = next(i for i, s in enumerate(load_guide("woodlanders").steps) if s.id == "ties")
    session, scene = _open(app, "woodlanders", played_steps=at)
    for _ in range(2000):
        if scene.guiding.waiting:
            break
        _frame(app)
    assert scene.guiding.waiting
    for _ in range(400):  # 20 s of frames
        _frame(app)
    hold = scene.turn_state.hold
    assert hold is not None and hold.kind == "trick" and len(hold.data.trick.plays) == 4
    app.render()
    _click(app, scene.guiding.next_button.rect.center)
    assert not scene.guiding.waiting
    for _ in range(400):
        if scene.turn_state.hold is None:
            break
        _frame(app)
    assert scene.turn_state.hold is None
