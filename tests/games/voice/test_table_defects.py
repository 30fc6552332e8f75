"""The Voice table's defects from issue 19, each seen through the kit's public targets (items, rects,
the prompt, the holds) and the frame the window draws."""

from __future__ import annotations

import pygame
import pytest
from table.drive import click_item as _click_item
from table.drive import close_hold
from table.drive import key as _key

from games.voice.test_table import FakeClock, _c, _play_round, _settle, _start, _type
from woods_desktop.games.voice import bench_table


def _pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def _motion(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_a_card_shown_large_stays_in_the_field_and_follows_the_pointer(headless_app, monkeypatch, shot):
    """The enlarged hover card stayed up away from the pointer and covered the round's title after the
    field was laid out again. Now it stands inside the field, and after a re-layout the card shown large
    is the one under the pointer (or none)."""
    app = headless_app((960, 540))
    app.settings.animation_speed = 0.0
    session = bench_table.session(["human"] + ["easy"] * 4, 1)
    app.reset_to("menu")
    app.push("voice", session=session, clock=FakeClock(), start_minute=True)
    _settle(app, 2)
    scene = app.scene
    field = scene.zone("field")
    assert scene.decl.mode == "entry" and field.items and field.magnify > 0  # cards drawn small: magnified
    header, prompt = scene.rects["header"], scene.rects["prompt"]
    for it in list(field.items):
        _motion(app, it.rect.center)
        app.render()
        big = field.magnified
        assert field.hover == it.id and big is not None
        assert scene.rects["field"].contains(big) and not big.colliderect(header) and not big.colliderect(prompt)
    shot(app, "voice-card-shown-large")
    pointer = field.items[len(field.items) // 2].rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer)
    _motion(app, pointer)
    app.resize_to((1280, 720))  # the field is laid out again under a pointer that did not move
    _settle(app, 1)
    under = field.hit(pointer) if field.rect.collidepoint(pointer) else None
    assert field.hover == (under.id if under is not None else None)


def test_a_person_is_never_said_to_be_thinking(headless_app, index, shot):
    """ "Player 1 is thinking…" was said of a person (while a hold stood, or on another person's turn):
    only a computer thinks; a hold says how to go on."""
    app = headless_app()
    clock = FakeClock()
    session = _start(app, ["human", "human", "easy"], clock, people=[0, 1, None], seed=5)
    scene = app.scene
    people = [s.name for s in session.seats if s.human]
    thinking = {app.t("voice.ui.thinking", name=n) for n in people}
    seen: list[str] = []

    def watch() -> None:
        if app.scene is scene:
            text = scene.prompt_text(scene.view())
            if text == app.t("voice.ui.hold_skip") and text not in seen:
                shot(app, "voice-hold-says-how-to-go-on")
            seen.append(text)
            assert text not in thinking, text

    for _ in range(6):
        _play_round(app, scene, session, index, clock, watch=watch)
        if app.t("voice.ui.hold_skip") in seen:
            break
    assert app.t("voice.ui.hold_skip") in seen  # holds came up, and said how to go on


def test_a_refusal_stands_in_the_prompts_place_not_over_the_scores(headless_app, shot):
    """Toasts covered the seat plates and the status line. A refusal now stands in the prompt's place:
    no toast, and the scores and the round's line are drawn exactly as before."""
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", **bench_table.positions()["placing"](app, 1))
    _settle(app, 2)
    scene = app.scene
    field = scene.zone("field")
    wrong = next(it for it in field.items if not it.marks)  # a card that is not the one to cover
    keep = [scene.rects["score"], scene.rects["header"], scene.rects["log"]]
    app.render()
    before = [_pixels(app, r) for r in keep]
    played = len(scene.session.actions)
    _click_item(app, scene, "field", wrong.id)
    app.render()
    assert len(scene.session.actions) == played and not app.toasts
    assert _c(scene).problem and scene.prompt_text(scene.view()) == ""  # the refusal panel is the prompt now
    assert [_pixels(app, r) for r in keep] == before
    shot(app, "voice-refusal-in-the-prompts-place")
    for _ in range(100):  # it goes after a few seconds
        app.step(0.1)
    assert not _c(scene).problem and scene.prompt_text(scene.view())


def _leader_position():
    from games.voice.test_hold_keys import _just_before_the_leader

    return _just_before_the_leader(["human", "easy", "easy"])


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_who_takes_which_card_never_covers_the_cards(headless_app, size, shot):
    """The "who takes which card" hold stood over the field, on the cards it talks about; now it stands in
    the sidebar over the log, every card of the field in view beside it."""
    app = headless_app(size)
    app.settings.animation_speed = 1.0
    session, last = _leader_position()
    app.push("voice", session=session)
    scene = app.scene
    scene.act(last)
    hold = scene.hold
    assert hold is not None and hold.kind == "control"
    app.render()
    panel = scene.decl.hold_rect
    assert panel is not None and scene.zone("field").items
    assert not any(panel.colliderect(it.rect) for it in scene.zone("field").items)
    assert not panel.colliderect(scene.rects["prompt"]) and not panel.colliderect(scene.rects["actions"])
    shot(app, "voice-who-takes-which-card")


def test_a_minute_saved_under_way_goes_on_where_it_was(headless_app, shot):
    """Resuming a saved game restarted a running minute at 60 s. Save and quit 20 s into a minute, then
    Continue: the field stays hidden until the person presses, and the minute goes on with 40 s left."""
    from woods_desktop.app.launch import resume_slot

    app = headless_app()
    app.settings.animation_speed = 0.0
    clock = FakeClock()
    session = bench_table.session(["human", "easy"], 4)
    session.autosave = True
    session.save()
    app.reset_to("menu")
    app.push("voice", session=session, clock=clock)
    _settle(app)
    scene = app.scene
    _click_item(app, scene, "start", "start")
    clock.now += 20
    _key(app, pygame.K_ESCAPE)  # the in-game menu, then Save and quit
    assert app.scene.name == "pause"
    app.reset_to("menu")
    assert resume_slot(app, session.slot)
    _settle(app)
    again = app.scene
    minute = _c(again).minute
    assert again is not scene and minute.started and 39_000 <= minute.remaining_ms() <= 40_000
    assert again.targets()["start"] == ["start"] and not again.targets()["field"]  # hidden until pressed
    assert again.zone("start").items[0].face == app.t("voice.ui.resume_minute")
    shot(app, "voice-minute-resumed-40s-left")
    _key(app, pygame.K_RETURN)
    _settle(app, 1)
    assert minute.running and again.targets()["field"] and 39_000 <= minute.remaining_ms() <= 40_000


def test_the_last_rounds_control_says_the_end_comes_next(headless_app, shot):
    """The last round's summary must not speak of a next round: the control hold that comes with the game's
    end says the end comes next, in the hold and in the prompt; any other control hold says to go on."""
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", **bench_table.positions()["placing"](app, 1))
    _settle(app, 1)
    scene = app.scene
    leader = {"type": "leader", "seat": 0, "letter": "А", "card": 1}
    end = {"type": "game_end", "reason": "voice.end.deck", "scores": [1, 0, 0], "ranks": [1, 2, 2], "winners": [0]}
    for events, wanted in (([leader], "voice.ui.hold_skip"), ([leader, end], "voice.ui.hold_last")):
        for hold in scene.decl.pacing.holds_for(events):
            scene.push_hold(hold)
        app.render()
        assert scene.hold.kind == "control"
        assert scene.prompt_text(scene.view()) == app.t(wanted)
        shot(app, f"voice-control-hold-{wanted.rsplit('_', 1)[1]}")
        close_hold(app)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_field_stands_over_the_middle_of_the_table_in_every_mode(headless_app, size):
    """The field stood left of the middle while cubes were placed (the action rail beside it took a column,
    empty or not) and the cloth over it too: it jumped sideways from the minute to the placing. Now the cards
    and the covered field stand over the middle of the table's main area, the start dialog too."""
    positions = bench_table.positions()
    for name in ("minute", "placing", "waiting"):
        app = headless_app(size)
        app.settings.animation_speed = 0.0
        app.push("voice", **positions[name](app, 1))
        _settle(app, 2)
        scene = app.scene
        main = scene.rects["prompt"]  # as wide as the table's main area, under it
        field = scene.zone("field")
        shown = [it.rect for it in field.items]
        if shown:
            cards = shown[0].unionall(shown[1:])
            # the rail beside the field (a person placing cubes keeps it, slot or not): as near as it allows
            rail = scene.rects.get("actions")
            beside_rail = rail is not None and rail.w > 1 and cards.right >= scene.rects["field"].right - 1
            assert abs(cards.centerx - main.centerx) <= scene.app.px(2) or beside_rail, (name, cards, main)
            assert abs(cards.centerx - main.centerx) <= main.w // 20, (name, cards, main)
            for slot in scene.bar.items:  # a slot in the rail is never under a card
                assert not any(slot.rect.colliderect(c) for c in shown), (name, slot.rect)
        if scene.zone("start").items:
            dialog = scene.zone("start").items[0].rect
            assert abs(dialog.centerx - main.centerx) <= scene.app.px(2), (name, dialog, main)


def test_the_letter_keys_take_the_rows_that_make_them_largest(headless_app):
    """The letter keys stood in three rows of small keys (20 px at 1280x720) in a tray with room for two
    rows of larger ones; now the rows are as many as make the keys largest, up to the size they keep at 150 %."""
    app = headless_app((1280, 720))
    app.settings.animation_speed = 0.0
    app.push("voice", **bench_table.positions()["minute"](app, 1))
    _settle(app, 2)
    keys = app.scene.zone("keys").items
    assert keys, "the minute runs: the letter keys are shown"
    assert min(k.rect.w for k in keys) >= app.px(27), [k.rect.w for k in keys][:3]
    assert all(app.scene.rects["keys"].contains(k.rect) for k in keys)


def test_a_refusal_with_what_to_do_is_read_whole_at_the_largest_text():
    """At 1280x720 and 150 % the refusal box in the prompt's place cut its last words: "…Примите его всё равно
    или оставьт…" lost what to do. It takes a third line rather than cut them."""
    import pygame

    from woods_desktop.games.voice.panels import draw_refusal
    from woods_desktop.table import text as T
    from woods_desktop.verbs.window import make_headless_app

    app = make_headless_app((1280, 720), "ru", text_size=1.5)
    reason = app.t("voice.word.proper", word="МОСКВА")
    words = f"{reason}. {app.t('voice.ui.overrule_or_keep')}"
    T.OVERFLOWS.clear()
    draw_refusal(pygame.Surface(app.size), app, pygame.Rect(790, 620, 478, 86), words)
    assert not T.OVERFLOWS, T.OVERFLOWS


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hold_over_the_sidebar_leaves_the_scoreboards_lines_whole(headless_app, lang, monkeypatch):
    """At 150 % the best words of the round, a panel over the log grown up the sidebar, cut the scoreboard's
    legend through its last line ("больше всех — победа" half hidden). The board now closes up above the panel:
    every row whole above it, the legend too where it fits."""
    from woods_desktop.app import theme
    from woods_desktop.table.scoreboard import Scoreboard

    drawn: list[tuple] = []
    real = Scoreboard.draw
    monkeypatch.setattr(
        Scoreboard, "draw", lambda self, s, a, r, *more: drawn.append((self, r, *more)) or real(self, s, a, r, *more)
    )
    app = headless_app((1280, 720), lang, 1.5)
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", **bench_table.positions()["placing"](app, 1))
    _settle(app, 1)
    scene = app.scene
    from woods_desktop.table.flow import Hold

    said = app.t("voice.hint.could_have", name=app.t("voice.ui.col_cubes"), word="КОММУНИСТ")
    lines = [(i, said) for i in range(3)]
    scene.push_hold(Hold("control", (app.t("voice.hint.summary_title"), lines), 5.0, wait_for_person=True))
    drawn.clear()
    scene.refresh()
    app.render()
    panel = scene.decl.hold_rect
    assert panel is not None and drawn
    board, place, *more = drawn[-1]
    line = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize()
    assert place.bottom <= panel.top, (place, panel)  # drawn above the panel, not under it
    for i in range(len(board.rows)):
        row = board.row_rect(app, place, i, *more)
        assert row.h >= line and not row.colliderect(panel), (i, row, panel)


def test_a_computers_minute_between_two_people_shows_no_ones_word(headless_app):
    """Two people and a computer, each their own minute: the first person's accepted word stayed beside their
    name through the computer's minute, while the second person had yet to write. Between people the computer's
    turn is watched through everyone's view: the first person's row says only that they are done."""
    from woods_desktop.core.rng import Rng
    from woods_desktop.games.voice.rules import actions as A
    from woods_desktop.games.voice.rules.testing import choose
    from woods_desktop.words.judge import shared_service

    def first_person_writes(s) -> bool:
        view = s.port(None).view()
        return view.phase == "compose" and s.to_move == 0 and not any(view.composed)

    service = shared_service()
    service.start()
    assert service.wait(120)
    judge = service.judge()
    for seed in range(1, 40):
        s = bench_table.session(["human", "easy", "human"], seed, until=first_person_writes, people=[0, None, 1])
        word = choose(s.state, s.state.legal_actions(0), Rng(seed)) if first_person_writes(s) else None
        if (
            isinstance(word, A.Compose)
            and judge.verdict(word.word).valid
            and "/" not in "".join(s.state.face(c).label for c in word.cards)
        ):
            break
    else:
        raise AssertionError("no round where a person writes a word before the computer")
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", session=s)
    _settle(app, 2)
    scene = app.scene
    _click_item(app, scene, "start", "start")  # the first person's minute, as they start it
    _type(app, word.word)
    _key(app, pygame.K_RETURN)  # Enter checks and plays the word
    for _ in range(40):
        _settle(app, 1)
        if s.to_move == 1:
            break
    assert s.to_move == 1 and s.port(0).view().words[0] is not None, "the first person's word was played"
    board = scene.decl.scoreboard(scene.shown_view())
    assert word.word not in board.rows[0].note and board.rows[0].note == app.t("voice.ui.done"), board.rows[0].note
