"""The Wolf is Coming declared on the table kit, driven only through the kit's public targets: item rects
clicked with the mouse, keys, `scene.targets()`, `scene.item()`, `scene.press(...)`."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from shell_game import rendered_texts
from table.drive import click as _click
from table.drive import click_item as _click_item
from table.drive import key as _key
from table.drive import monkey, use_by_keys

from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games.wolf import bench_table
from woods_desktop.games.wolf.picture_names import present_pictures
from woods_desktop.games.wolf.prompts import ACTIONS
from woods_desktop.games.wolf.rules.actions import (
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.testing import choose
from woods_desktop.table import text as T
from woods_desktop.table.art import DIMMED, LEGAL, SELECTED
from woods_desktop.table.flow import PASS, TABLE_TURN
from woods_desktop.table.recipes import overlapping

from .rules.helpers import cell as at

SLOT_OF = {action: slot for slot, action in ACTIONS.items()}


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def _push(app, session, speed: float = 0.0, **kwargs):
    app.settings.animation_speed = speed
    app.reset_to("menu")
    app.push("wolf", session=session, **kwargs)
    scene = app.scene
    _settle(app, 1)
    return scene


def _public(session):
    return session.port(None).view()


def _use(app, scene, zone, item, by_keys: bool) -> None:
    if by_keys:
        use_by_keys(app, scene, zone, item)
    else:
        _click_item(app, scene, zone, item)


def _bag_item(scene, seat: int, token: str):
    for it in scene.zone("heroes").items:
        if it.id[0] == "bag" and it.id[1] == seat and it.id[2] == token:
            return it.id
    raise AssertionError(f"seat {seat} holds no {token}: {scene.targets()['heroes']}")


def _do(app, scene, session, action, by_keys: bool) -> None:
    """Make `action` the way a person does: cells, things held and friends, buttons."""
    if isinstance(action, Step):
        _use(app, scene, "board", ("cell", action.cell), by_keys)
    elif isinstance(action, Give):  # the thing on its holder's card (the mover's or a friend's), then the hero
        _use(app, scene, "heroes", _bag_item(scene, action.giver, action.token), by_keys)
        target = ("heroes", ("hero", action.to)) if by_keys else ("board", ("hero", action.to))
        _use(app, scene, *target, by_keys)
    elif isinstance(action, ClearBlock):
        _use(app, scene, "actions", "clear", by_keys)
        _use(app, scene, "board", ("cell", action.cell), by_keys)
    else:  # each action keeps its own slot
        _use(app, scene, "actions", SLOT_OF[action], by_keys)


def _play_game(app, scene, session, seed: int, by_keys=False, watch=None, answers=None, limit=6000) -> None:
    rng = Rng(seed)
    pick = random.Random(seed)
    for _ in range(limit):
        if app.scene.name == "result":
            return
        assert app.scene.name != "pass", "nothing is secret in this game: no pass screen"
        _settle(app, 1)
        if app.scene.name != "wolf":
            continue
        assert app.scene is scene
        if watch is not None:
            watch()
        if scene.hold is not None:
            _key(app, pygame.K_RETURN) if by_keys else _click(app, (5, 5))
            continue
        if scene.status == TABLE_TURN:
            done = pick.random() < 0.8 if answers is None else answers
            before = len(session.actions)
            _use(app, scene, "task", ("answer", done), by_keys)
            assert session.actions[before] == TaskAnswer(done)
            continue
        if not scene.my_turn():
            time.sleep(0.002)  # a computer thinks on its own thread
            app.step(1.0)
            continue
        legal = session.port(session.to_move).legal_actions()
        action = choose(session.state, legal, rng)
        before = len(session.actions)
        _do(app, scene, session, action, by_keys)
        assert session.actions[before : before + 1] == [action], (action, session.actions[before:], app.toasts[-1:])
    pytest.fail("the game did not end")


def test_two_heroes_of_one_person_play_a_whole_game_by_clicks(headless_app):
    """One person plays both heroes: no pass screen, every task card answered at the screen."""
    app = headless_app()
    session = bench_table.session(["human", "human"], 3, people=[0, 0])
    scene = _push(app, session)
    _play_game(app, scene, session, 3)
    assert _public(session).phase == "over" and app.scene.name == "result"
    assert any(isinstance(a, TaskAnswer) for a in session.actions)


def test_a_game_with_a_computer_friend_whose_task_cards_the_table_answers(headless_app):
    app = headless_app()
    session = bench_table.session(["human", "normal"], 5)
    scene = _push(app, session)
    answered_for_computer = []

    def watch() -> None:
        view = scene.view()
        if scene.status == TABLE_TURN and view.task is not None and view.task.seat == 1:
            answered_for_computer.append(view.task.id)
            assert scene.targets()["task"] == [("answer", True), ("answer", False)]

    _play_game(app, scene, session, 5, watch=watch)
    assert app.scene.name == "result"
    assert answered_for_computer, "the computer's hero met no task card in this game"


def test_four_heroes_by_keys(headless_app):
    app = headless_app()
    session = bench_table.session(["human", "human", "human", "human"], 2, people=[0, 1, 0, 1])
    scene = _push(app, session)
    _play_game(app, scene, session, 2, by_keys=True)
    assert _public(session).phase == "over" and app.scene.name == "result"


def _at(app, name: str, lang: str = "en", speed: float = 0.0):
    app.settings.animation_speed = speed
    app.reset_to("menu")
    app.push("wolf", **bench_table.positions()[name](app, 1))
    _settle(app, 2)
    return app.scene


def test_two_people_never_see_a_pass_screen_and_each_plays_their_own_heroes(headless_app):
    """Nothing is secret in this game: the kit shows no pass screen between two people, and the
    screen is always on the hero of the person whose turn it is."""
    app = headless_app()
    session = bench_table.session(["human", "human", "normal"], 4, people=[0, 1, None])
    scene = _push(app, session)
    people = []

    def watch() -> None:
        assert scene.status != PASS and app.scene is scene
        seat = session.to_move
        if scene.my_turn():
            assert scene.viewer == seat
            people.append(session.person_of(seat))

    _play_game(app, scene, session, 4, watch=watch)
    assert set(people) == {0, 1}


def test_a_cell_out_of_reach_is_refused_in_the_engines_words_and_nothing_changes(headless_app):
    from woods_desktop.games.wolf.text import refusal_text

    app = headless_app()
    scene = _at(app, "moving")
    session = scene.session
    me = session.to_move
    legal = {a.cell for a in session.port(me).legal_actions() if isinstance(a, Step)}
    far = next(it for it in scene.zone("board").items if it.id[0] == "cell" and it.id[1] not in legal)
    assert DIMMED in far.marks and all(LEGAL in scene.item("board", ("cell", c)).marks for c in legal)
    before = session.state.to_dict()
    app.toasts.clear()
    _click_item(app, scene, "board", far.id)
    assert session.state.to_dict() == before
    why = session.port(me).refusal(Step(far.id[1]))
    assert app.toasts and app.toasts[-1].kind == "error" and app.toasts[-1].text == refusal_text(app.t, why)
    assert "wolf." not in app.toasts[-1].text


def test_a_step_shows_the_path_so_far_and_the_steps_left(headless_app):
    app = headless_app()
    scene = _at(app, "moving")
    session = scene.session
    view = scene.view()
    board = scene.zone("board")
    assert len(board.trail) == view.steps_taken + 1 and board.trail[-1] == view.positions[session.to_move]
    card = scene.item("heroes", ("hero", session.to_move))
    assert app.t("wolf.ui.steps_left", left=view.steps_left, steps=view.cards[session.to_move].steps) in card.face
    assert board.steps_label == str(view.wolf_steps_left)
    assert str(view.steps_left) in scene.prompt_text(view)


def test_a_present_is_handed_over_by_clicks_and_by_dragging(headless_app):
    app = headless_app()
    scene = _at(app, "give")
    session = scene.session
    me = session.to_move
    gives = [a for a in session.port(me).legal_actions() if isinstance(a, Give) and a.giver == me]
    give = gives[0]
    item = _bag_item(scene, me, give.token)
    _click_item(app, scene, "heroes", item)
    assert SELECTED in scene.item("heroes", item).marks
    assert LEGAL in scene.item("board", ("hero", give.to)).marks
    assert scene.prompt_text(scene.view()) == app.t("wolf.ui.prompt_give_to")
    before = len(session.actions)
    _click_item(app, scene, "heroes", ("hero", give.to))
    assert session.actions[before:] == [give]
    # dragging: press on the thing held, let go over the friend's figure
    scene = _at(app, "give")
    session = scene.session
    give = [a for a in session.port(me).legal_actions() if isinstance(a, Give) and a.giver == me][0]
    src = scene.item("heroes", _bag_item(scene, me, give.token)).rect.center
    dst = scene.item("board", ("hero", give.to)).rect.center
    before = len(session.actions)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1))
    assert session.actions[before:] == [give]


def test_a_friends_present_is_taken_by_clicks_and_by_dragging(headless_app):
    """The same gestures as giving: the thing on the friend's card, then your own hero (or drag it)."""
    app = headless_app()
    scene = _at(app, "take")
    session = scene.session
    me = session.to_move
    take = next(a for a in session.port(me).legal_actions() if isinstance(a, Give) and a.to == me)
    item = _bag_item(scene, take.giver, take.token)
    assert LEGAL in scene.item("heroes", item).marks  # a friend's present that may be taken glows
    _click_item(app, scene, "heroes", item)
    assert SELECTED in scene.item("heroes", item).marks
    assert scene.prompt_text(scene.view()) == app.t("wolf.ui.prompt_take_to")
    before = len(session.actions)
    _click_item(app, scene, "board", ("hero", me))
    assert session.actions[before:] == [take]
    assert take.token in scene.view().carried_presents[me]
    scene = _at(app, "take")
    session = scene.session
    src = scene.item("heroes", _bag_item(scene, take.giver, take.token)).rect.center
    dst = scene.item("heroes", ("hero", me)).rect.center
    before = len(session.actions)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1))
    assert session.actions[before:] == [take]


def test_a_present_just_found_goes_to_the_friend_next_to_you_by_clicks_before_the_wolf_moves(headless_app):
    """Exchanging is part of the rulebook's step 2, with the forest tokens: after the move ends, the present just
    taken goes to the friend next to the finder, and a friend's goes the other way, by the same clicks as in the
    move (it was refused: "Things change hands only while a hero is walking")."""
    app = headless_app()
    session = bench_table.session(["human", "human"], 1, people=[0, 0])
    state = session.state  # the position is made by hand; the table is driven only by clicks
    state.pos[:] = [at(2, 0), at(3, 1)]
    found = state.present_at[at(2, 1)] or "honey_jar"
    for p in ("kite", found):  # the kite into the friend's basket, a present onto the cell the hero stops on
        c = state.present_at.index(p)
        state.kinds[c], state.present_at[c], state.opened[c] = None, None, False
    state.carried[1] = ["kite"]
    state.baskets[1] = 2
    state.kinds[at(2, 1)], state.present_at[at(2, 1)], state.opened[at(2, 1)] = "present", found, False
    state.start_turn(0)
    session.apply(Step(at(2, 1)))
    session.apply(EndMove())
    scene = _push(app, session)
    assert app.t("wolf.ui.prompt_give") in scene.prompt_text(scene.view())
    _click_item(app, scene, "actions", "take")
    assert session.actions[-1] == TakeToken()
    before = len(session.actions)
    _click_item(app, scene, "heroes", _bag_item(scene, 0, found))
    _click_item(app, scene, "board", ("hero", 1))
    assert session.actions[before:] == [Give(1, found, 0)]
    _click_item(app, scene, "heroes", _bag_item(scene, 1, "kite"))
    _click_item(app, scene, "board", ("hero", 0))
    assert session.actions[before:] == [Give(1, found, 0), Give(0, "kite", 1)]
    assert scene.view().carried_presents[:2] == (("kite",), (found,))
    _click_item(app, scene, "actions", "finish")  # the Wolf moves: the next hero's turn
    assert session.actions[-1] == FinishTurn() and scene.view().turn == 1


def test_a_present_keeps_its_own_picture_on_the_board_in_a_basket_and_in_the_house(headless_app):
    """Each present's picture (its own drawing from the data) is the one drawn wherever it is."""
    app = headless_app()
    data = bench_table.session(["human", "human"], 1).definition.extras["data"]
    drawing = {p.id: p.picture for p in data.presents}
    assert len(set(drawing.values())) == 10
    session = bench_table.session(["human", "human"], 3, people=[0, 0])
    scene = _push(app, session)
    places: dict[str, set[str]] = {}
    rng = Rng(3)
    while not session.state.is_over():
        session.apply(choose(session.state, session.state.legal_actions(session.to_move), rng))
        scene.refresh()
        view = scene.view()
        for it in scene.zone("board").items:
            if it.id[0] == "cell" and it.id[1] < 30 and view.cells[it.id[1]] is not None:
                present = view.cells[it.id[1]].present
                assert present_pictures(it.face) == ((drawing[present],) if present else ())
                if present:
                    places.setdefault(present, set()).add("board")
            elif it.id == ("cell", 30):
                assert present_pictures(it.face) == tuple(drawing[p] for p in view.presents_in_house)
                for p in view.presents_in_house:
                    places.setdefault(p, set()).add("house")
        for it in scene.zone("heroes").items:
            if it.id[0] == "bag" and it.id[2] in drawing:
                assert it.id[2] == view.carried_presents[it.id[1]][it.id[3]]
                assert present_pictures(it.face) == (drawing[it.id[2]],)
                places.setdefault(it.id[2], set()).add("basket")
    assert any(seen == {"board", "basket", "house"} for seen in places.values()), places


def test_the_task_card_stands_beside_the_board_with_a_picture_whose_task_it_is_and_two_answers(headless_app, shot):
    """The card no longer lies over the board (a child must see what their hero stepped on: that cell is
    ringed); it is still large, says whose task it is, shows the task's picture, and gives two answers."""
    from woods_desktop.table.art import TARGET

    app = headless_app()
    scene = _at(app, "task")
    view = scene.view()
    assert scene.status == TABLE_TURN and not scene.my_turn()
    task = scene.zone("task")
    assert task.card is not None and task.card.text == view.task.en
    assert not task.rect.colliderect(scene.rect("board")), "the task card covers the board"
    assert task.rects.card.h >= app.px(400) and task.rects.card.w >= app.px(300)
    assert task.card.picture == f"wolf/task-{view.task.id}"
    assert task.rects.picture.h >= app.px(120)
    assert min(task.rects.done.h, task.rects.not_yet.h) >= app.px(44)
    stepped = view.positions[view.task.seat]
    assert TARGET in scene.item("board", ("cell", stepped)).marks
    shot(app, "wolf-task-card-beside-the-board")
    assert task.card.ribbon == (
        app.t("wolf.ui.task_everyone")
        if view.task.frame == "orange"
        else app.t(
            "wolf.ui.task_for", hero=app.t(f"wolf.hero.{view.heroes[view.task.seat]}"), name=view.names[view.task.seat]
        )
    )
    # the board answers nothing while the card is up
    before = len(scene.session.actions)
    for it in scene.zone("board").items[:30]:
        _click(app, it.rect.center)
    assert len(scene.session.actions) == before
    _click_item(app, scene, "task", ("answer", False))
    assert scene.session.actions[before] == TaskAnswer(False)


def test_every_task_card_has_its_own_picture():
    """Children who cannot read yet see what to do: each of the 30 cards has a drawing of its own."""
    from pathlib import Path

    from woods_desktop.data.assets import asset_path

    cards = bench_table.session(["human", "human"], 1).definition.extras["data"].tasks
    files = [Path(asset_path("images", f"wolf/task-{c.id}.svg")) for c in cards]
    assert len(cards) == 30 and all(f.is_file() for f in files), [f.name for f in files if not f.is_file()]
    texts = {f.read_text(encoding="utf-8") for f in files}
    assert len(texts) == 30, "two cards share one picture"
    for text in texts:
        assert "<text" not in text and "<image" not in text and "<use" not in text and "<filter" not in text


def test_the_wolf_walks_his_footprints_as_a_hold_a_click_skips_and_the_log_says_the_steps_left(headless_app):
    app = headless_app()
    scene = _at(app, "token", speed=1.0)
    session = scene.session
    left = scene.view().wolf_steps_left
    assert any(type(a).__name__ == "FinishTurn" for a in session.port(session.to_move).legal_actions())
    _click_item(app, scene, "actions", "finish")
    hold = scene.hold
    assert hold is not None and hold.kind == "wolf"
    start, end = hold.data
    assert (start, end) == (scene.view().wolf_path - left, scene.view().wolf_path - left + 1)
    assert scene.update(0.2), "while the Wolf walks the board is drawn again every frame"
    assert start < scene.zone("board").wolf_at() < end
    assert app.t("wolf.log.wolf_step", n=left - 1) in scene.log.lines
    _click(app, (5, 5))
    assert scene.hold is None
    assert scene.zone("board").wolf_at() == end


def test_undo_takes_back_a_step(headless_app):
    app = headless_app()
    scene = _at(app, "moving")
    session = scene.session
    before = session.state.to_dict()
    step = next(a for a in session.port(session.to_move).legal_actions() if isinstance(a, Step))
    _click_item(app, scene, "board", ("cell", step.cell))
    assert session.actions[-1] == step and "undo" in scene.targets()["toolbar"]
    scene.press("undo")
    assert session.state.to_dict() == before


def test_the_end_is_a_picture_book_page_then_the_team_result(headless_app, shot):
    app = headless_app()
    session = bench_table.session(["human", "normal"], 7)
    scene = _push(app, session)
    seen = []

    def watch() -> None:
        hold = scene.hold
        if hold is not None and hold.kind == "ending":
            seen.append(hold.data)
            T.OVERFLOWS.clear()
            app.render()
            assert T.OVERFLOWS == []
            shot(app, "wolf-ending-page")

    _play_game(app, scene, session, 7, watch=watch)
    assert seen == [session.port(None).view().result]
    T.OVERFLOWS.clear()
    app.render()
    outcome = session.state.outcome()
    assert outcome.kind == "team"


SIZES = ((1280, 720), (1600, 900), (2560, 1440), (3840, 2160))
POSITIONS = ("waiting", "moving", "give", "task", "token", "computers")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_table_fits_every_window(headless_app, lang):
    """No two places overlap (those the table does not use now are empty), every item lies in its area,
    and no text is clipped or shrunk below the type scale, hovered tips included."""
    for size in SIZES:
        app = headless_app(size, lang)
        for name in POSITIONS:
            T.OVERFLOWS.clear()
            T.SHRUNK.clear()
            scene = _at(app, name, lang)
            app.render()
            rects = {k: r for k, r in scene.layout_rects().items() if r.w > 1 and r.h > 1}
            assert set(rects) >= {"board", "prompt", "actions", "status", "deck", "toolbar"}, rects
            assert overlapping(rects) == [], (size, name)
            for zone in scene.zones:
                for it in zone.items:
                    assert zone.rect.contains(it.rect), (size, name, zone.id, it.id)
            for zone_id in ("heroes", "board"):
                for it in scene.zone(zone_id).items[-8:]:
                    hover = pygame.event.Event(pygame.MOUSEMOTION, pos=it.rect.center, rel=(0, 0), buttons=(0, 0, 0))
                    app.dispatch(hover)
                    app.render()
            assert T.OVERFLOWS == [], (size, lang, name, T.OVERFLOWS[:3])
            assert T.SHRUNK == [], (size, lang, name, T.SHRUNK[:3])


def test_a_monkey_plays_five_thousand_events(headless_app):
    app = headless_app()

    def start(seed):
        session = bench_table.session(["human", "human", "normal"], seed, people=[0, 1, None])
        return session, _push(app, session, speed=1.0)

    keys = [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
            pygame.K_SPACE, pygame.K_z]  # fmt: skip
    sizes = ((960, 540), (1280, 720), (1920, 1080), (1100, 900))
    session, done = monkey(app, start, events=5000, keys=keys, sizes=sizes, seed=9, dt=0.2)
    assert done >= 4000 and session.actions, (done, app.scene.name)


def test_the_table_reads_the_game_only_through_seat_ports():
    from pathlib import Path

    import woods_desktop.games.wolf.table as table

    source = Path(table.__file__).read_text(encoding="utf-8")
    assert "session.state" not in source and ".state." not in source


def test_the_blocked_case_clears_a_blocking_token_after_a_task_card(headless_app):
    """A hero that cannot get round its obstacles at all (here: the whole second row is open Puddle, which
    stops Little Squirrel) clears one: the button, then the token, then the task card."""
    app = headless_app()
    session = bench_table.session(["human", "human"], 1)
    state = session.state  # the position is made by hand; the table is driven only by clicks
    for cell in range(5, 10):
        state.kinds[cell], state.opened[cell] = "puddle", True
    scene = _push(app, session)
    view = scene.view()
    who = app.t("wolf.ui.who", hero=app.t(f"wolf.hero.{view.heroes[0]}"), name=session.seats[0].name)
    assert scene.item("board", ("hero", 0)).tip == who
    assert scene.prompt_text(view) == app.t("wolf.ui.prompt_blocked", name=who)
    assert "clear" in scene.targets()["actions"]
    _click_item(app, scene, "actions", "clear")
    assert scene.prompt_text(scene.view()) == app.t("wolf.ui.prompt_clear_pick")
    assert all(LEGAL in scene.item("board", ("cell", c)).marks for c in range(5, 10))
    _click_item(app, scene, "board", ("cell", 7))
    assert session.actions[-1] == ClearBlock(7) and scene.status == TABLE_TURN
    _click_item(app, scene, "task", ("answer", True))
    _settle(app)
    assert scene.view().cells[7] is None and "puddle" in scene.view().removed
    assert any(isinstance(a, Step) for a in session.port(0).legal_actions())


def _choose(app, widget, value) -> None:
    """Click a setup choice's right arrow (the choice found again each time: a change lays the screen out
    anew) until it says `value`."""
    for _ in range(12):
        if widget().value == value:
            return
        r = widget().rect
        _click(app, (r.right - 4, r.centery))
    raise AssertionError(f"no {value!r} among {widget().options}")


def _type_name(app, setup, seat: int, name: str) -> None:
    """Click the seat's name field, type over what it says, press Enter."""
    field = setup.seat_rows[seat][1]
    _click(app, field.rect.center)
    field.select_all()
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=name))
    _key(app, pygame.K_RETURN)
    assert setup.seat_rows[seat][1].text == name


def test_setup_seats_the_heroes_in_turn_order_and_adds_the_table(headless_app):
    from woods_desktop.saves.setups import last_setup

    app = headless_app()
    app.push("menu")
    setup = app.push("setup", game="wolf")
    assert [s["role"] for s in setup.seats] == ["squirrel", "magpie", "badger", "fawn"]
    _choose(app, lambda: setup.seat_rows[2][0], "empty")
    _choose(app, lambda: setup.seat_rows[3][0], "empty")
    _type_name(app, setup, 0, "Anna")
    _type_name(app, setup, 1, "Boris")
    _choose(app, lambda: setup.role_widgets[0], "fawn")
    _choose(app, lambda: setup.role_widgets[1], "fawn")
    assert not setup.start.enabled and app.t("wolf.option.heroes.same") in rendered_texts(app)
    _choose(app, lambda: setup.role_widgets[1], "magpie")
    assert setup.start.enabled and app.t("wolf.option.heroes.same") not in rendered_texts(app)
    # the task cards left out, on the game's own panel, remembered at once
    opt, button = setup.panel_buttons[0]
    assert opt.id == "left_out"
    button.activate()
    panel = app.scene
    assert panel.name == "wolf_left_out"
    first = panel.toggles[0]
    _click(app, first.rect.center)
    assert not first.on
    panel.done.activate()
    assert app.scene is setup and setup.options["left_out"] == [first.card.id]
    assert last_setup("wolf")["options"]["left_out"] == [first.card.id]
    _click(app, setup.start.rect.center)
    table = app.scene
    assert table.name == "wolf"
    session = table.session
    assert [s.name for s in session.seats[:2]] == ["Boris", "Anna"]  # the Magpie plays before the Fawn
    assert session.config["options"]["heroes"] == ["magpie", "fawn"]
    assert session.seats[2].kind == "table" and session.person_of(2) is None
    assert table.view().heroes == ("magpie", "fawn") and table.view().left_out == (first.card.id,)


def test_resume_shows_the_same_position_with_the_table_seat(headless_app):
    from woods_desktop.app.launch import resume_last
    from woods_desktop.app.session import GameSession
    from woods_desktop.core.game import make_config

    app = headless_app()
    d = game_definition("wolf")
    config = make_config(d, 2, "standard", {"heroes": ["squirrel", "badger"]}, ["Anna", "Boris"])
    session = GameSession.start(d, config, 9, bench_table.seats_for(["human", "normal"], ["Anna", "Boris"]))
    scene = _push(app, session)
    rng = Rng(9)
    for _ in range(200):
        if len(session.actions) >= 12:
            break
        _settle(app, 1)
        if scene.hold is not None:
            _click(app, (5, 5))
        elif scene.status == TABLE_TURN:
            _click_item(app, scene, "task", ("answer", True))
        elif scene.my_turn():
            _do(app, scene, session, choose(session.state, session.port(0).legal_actions(), rng), False)
        else:
            time.sleep(0.002)
            app.step(1.0)
    snapshot = session.state.to_dict()
    app2 = headless_app()
    assert not session.state.is_over() and resume_last(app2)
    assert app2.scene.name == "wolf" and app2.scene.session.state.to_dict() == snapshot
    assert app2.scene.session.seats[2].kind == "table"


def test_the_task_card_is_in_the_language_the_window_speaks(headless_app):
    """`woods-desktop --lang ru` changes the run's language, not the saved setting: the task card (game
    data, not a string table) must follow the language the screen is in, as the rest of the table does."""
    from woods_desktop.data.strings import Strings
    from woods_desktop.games.wolf import bench_table

    app = headless_app(lang="en")
    app.strings = Strings("ru")  # what the command line's --lang does for one run
    app.push("wolf", **bench_table.positions()["task"](app, 1))
    app.step(0.05)
    app.render()
    card = app.scene.zone("task").card
    assert card is not None
    task = app.scene.view().task
    assert card.text == task.ru != task.en


def test_the_task_cards_pictures_are_asked_for_ahead_at_the_size_the_card_gives_them(headless_app):
    """A hero's first step on a task token drew its picture in that very frame (a stall): the table asks
    for every task card's picture at the card's size when it is laid out, for the loop's spare time."""
    from woods_desktop.games.wolf.items import task_picture
    from woods_desktop.games.wolf.task import card_rects

    app = headless_app()
    app.push("wolf", **bench_table.positions()["task"](app, 1))
    scene = app.scene
    app.render()
    box = card_rects(scene.rect("task"), app.px).picture
    while app.images.warm_step(10.0):
        pass
    import woods_desktop.app.images as images

    drawn: list[object] = []
    real = images._rasterise
    images._rasterise = lambda *a, **k: drawn.append(a) or real(*a, **k)
    try:
        for cid in (c.id for c in game_definition("wolf").extras["data"].tasks):
            app.images.get(task_picture(cid), box.w, box.h)
    finally:
        images._rasterise = real
    assert drawn == []


def test_the_last_pages_pictures_are_drawn_ahead(headless_app, monkeypatch):
    """The ending's first frame drew twelve pictures (29 ms, a stall): they are asked for ahead."""
    import woods_desktop.app.images as images
    from woods_desktop.games.wolf.items import Ending
    from woods_desktop.games.wolf.status import draw_ending

    app = headless_app()
    app.push("wolf", **bench_table.positions()["task"](app, 1))
    scene = app.scene
    app.render()
    while images.warm_step_all(10.0):
        pass
    drawn: list[object] = []
    real = images._rasterise
    monkeypatch.setattr(images, "_rasterise", lambda *a, **k: drawn.append(a[0].name) or real(*a, **k))
    view = scene.view()
    area = scene.rect("board").union(scene.rect("rail"))
    presents = [p.picture for p in game_definition("wolf").extras["data"].presents if p.picture][:3]
    for result in ("best", "lost"):
        ending = Ending(result, "title", ("a line",), tuple(view.heroes), tuple(presents))
        draw_ending(pygame.Surface(app.size), app, area, ending)
    assert drawn == []
