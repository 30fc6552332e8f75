"""The Wolf's table defects of issue 19, each seen through the kit's public targets (items, their rects
and marks, slots, the prompt, the texts a frame renders)."""

from __future__ import annotations

import random

import pygame
from shell_game import rendered_texts
from table.drive import click as _click
from table.drive import click_item as _click_item
from table.drive import key as _key

from woods_desktop.core.rng import Rng
from woods_desktop.games.wolf import bench_table
from woods_desktop.games.wolf.rules.actions import EndMove, Step
from woods_desktop.games.wolf.rules.testing import choose
from woods_desktop.table import text as T
from woods_desktop.table.art import DIMMED
from woods_desktop.table.flow import TABLE_TURN

from .rules.helpers import cell as at
from .test_table import _do


def _settle(app, steps: int = 3) -> None:
    for _ in range(steps):
        app.step(0.05)
        app.render()


def _push(app, session):
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("wolf", session=session)
    _settle(app, 1)
    return app.scene


def _at(app, name: str):
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("wolf", **bench_table.positions()[name](app, 1))
    _settle(app, 2)
    return app.scene


def test_a_hero_on_a_cell_leaves_the_token_under_it_in_view(headless_app, shot):
    """Figures sat on the cell's corner over most of the token: now the token keeps the cell's upper-left
    part and the figure stands in the lower-right one, clear of it."""
    from woods_desktop.games.wolf.forest import token_rect

    app = headless_app()
    scene = _at(app, "task")  # the hero who drew the card stands on the token it turned over
    view = scene.view()
    checked = 0
    for seat, place in enumerate(view.positions):
        if not 0 <= place < 30 or view.cells[place] is None:
            continue
        cell = scene.item("board", ("cell", place))
        figure = scene.item("board", ("hero", seat))
        assert cell.face[-1] is True, "the cell is drawn with its token moved clear of the figure"
        assert not figure.rect.colliderect(token_rect(cell.rect)), (seat, place)
        assert token_rect(cell.rect).w >= cell.rect.w * 0.4
        checked += 1
    assert checked
    shot(app, "wolf-hero-beside-the-token")


def test_the_english_board_names_its_sections_a_b_c_and_the_russian_one_a_be_ve(headless_app, shot):
    for lang, names in (("en", ("A", "B", "C")), ("ru", ("А", "Б", "В"))):
        app = headless_app(lang=lang)
        scene = _at(app, "moving")
        assert scene.zone("board").section_names == names
        shot(app, "wolf-board-sections")


def test_the_rules_name_the_sections_as_the_board_does_in_each_language():
    """The English rules said "the starting section А, then Б, then В" (Cyrillic) beside a board labelled A, B, C."""
    import re

    import yaml

    from woods_desktop.data.assets import asset_path
    from woods_desktop.data.strings import Strings

    with open(asset_path("rules", "wolf.yaml"), encoding="utf-8") as fh:
        rules = yaml.safe_load(fh)
    for lang in ("en", "ru"):
        t = Strings(lang).t
        names = [t(f"wolf.ui.section_{k}") for k in "abc"]
        text = "\n".join(s["body"] for s in rules[lang]["sections"])
        said = re.search(r"(?:section|участок) (\w), (?:then|затем) (\w),? (?:then|и) (\w)\b", text)
        assert said is not None, lang
        assert list(said.groups()) == names, (lang, said.group(0), names)
    assert not re.search("[\u0400-\u04ff]", "\n".join(s["body"] for s in rules["en"]["sections"]))


def test_arrow_keys_move_across_the_board_by_position(headless_app):
    """Right goes to the nearest cell to the right on screen (it jumped two cells down, in list order)."""
    app = headless_app()
    session = bench_table.session(["human", "human"], 1, people=[0, 0])
    state = session.state  # the position is made by hand; the table is driven only by keys
    state.pos[:] = [at(2, 2), 29]
    for c in range(30):
        if c != 29:
            state.kinds[c], state.present_at[c], state.opened[c] = None, None, False
    state.start_turn(0)
    session.apply(Step(at(2, 1)))  # in the forest now: steps all round
    scene = _push(app, session)
    board = scene.zone("board")
    _key(app, pygame.K_TAB)
    assert scene.focus_zone == [z.id for z in scene.zones].index("board")
    moved = 0
    for _ in range(2):  # two cells to the right; one more goes on past the board's edge (the next zone that way)
        before = board.focused()
        _key(app, pygame.K_RIGHT)
        after = board.focused()
        assert after.rect.centerx > before.rect.centerx, (before.id, after.id)
        assert abs(after.rect.centery - before.rect.centery) < board.items[0].rect.h // 2, (before.id, after.id)
        assert DIMMED not in after.marks
        moved += 1
    assert moved == 2
    before = board.focused()
    _key(app, pygame.K_DOWN)
    assert board.focused().rect.centery > before.rect.centery
    _key(app, pygame.K_RIGHT)  # the board's right edge: the arrow goes on to what lies right of it on screen
    beyond = scene.zones[scene.focus_zone]
    assert beyond is not board and beyond.focused().rect.centerx > board.focused().rect.centerx


def test_the_magpies_card_says_one_basket_in_english_and_russian(headless_app):
    for lang, one, wrong in (("en", "1 basket;", "1 baskets"), ("ru", "1 корзинка", "корзинок — 1")):
        app = headless_app(lang=lang)
        scene = _at(app, "moving")
        seat = scene.view().heroes.index("magpie")
        tip = scene.item("heroes", ("hero", seat)).tip
        assert one in tip and wrong not in tip, tip


def test_a_computer_seat_is_named_in_the_windows_language_and_its_card_names_its_hero(headless_app, shot):
    """A setup made in English named the computer "Player 2": a Russian table calls it «Компьютер (средний)»,
    as every screen names it (issue 34), and the computer's card says which hero it plays, in full."""
    app = headless_app(lang="ru")
    session = bench_table.session(["human", "normal"], 2)
    session.seats[1].name = "Player 2"
    scene = _push(app, session)
    card = scene.item("heroes", ("hero", 1))
    hero = app.t(f"wolf.hero.{scene.view().heroes[1]}")
    assert card.face[2] == hero and card.face[3] == app.t("setup.kind.normal") == "Компьютер (средний)"
    texts = rendered_texts(app)
    assert not any("Player" in t for t in texts), [t for t in texts if "Player" in t]
    assert scene.item("board", ("hero", 1)).tip == f"{hero}, Компьютер (средний)"  # as the prompt and the log say it
    shot(app, "wolf-computer-seat-named")
    session.seats[1].name = "Дедушка"  # a name someone chose stays
    scene.refresh()
    assert scene.item("heroes", ("hero", 1)).face[3] == "Дедушка"


def _sleeping_wolf_in_hand(app):
    session = bench_table.session(["human", "human"], 1, people=[0, 0])
    state = session.state
    state.pos[:] = [at(2, 0), at(4, 4)]
    state.kinds[at(2, 1)], state.present_at[at(2, 1)], state.opened[at(2, 1)] = None, None, False
    state.help[0] = ["sleeping_wolf"]
    state.start_turn(0)
    session.apply(Step(at(2, 1)))
    session.apply(EndMove())
    return session, _push(app, session)


def test_after_a_sleeping_wolf_the_prompt_and_the_finish_slot_say_he_sleeps(headless_app, shot):
    """The prompt said the Wolf takes a step though he sleeps this turn; and Finish turn jumped into the
    place the Sleeping Wolf slot had left."""
    app = headless_app()
    session, scene = _sleeping_wolf_in_hand(app)
    name = app.t("wolf.ui.who", hero=app.t(f"wolf.hero.{scene.view().heroes[0]}"), name=session.seats[0].name)
    # with the Sleeping Wolf in hand the prompt says both ways (play-test 46, the lesson's step 15)
    assert scene.prompt_text(scene.view()) == app.t("wolf.ui.prompt_finish_or_sleep", name=name)
    finish = scene.item("actions", "finish").rect.copy()
    _click_item(app, scene, "actions", "sleep")
    assert scene.view().wolf_asleep
    assert scene.prompt_text(scene.view()) == app.t("wolf.ui.prompt_finish_asleep", name=name)
    assert "takes a step" not in scene.prompt_text(scene.view())
    assert scene.item("actions", "finish").rect == finish
    assert scene.zone("actions").label_of("finish") == app.t("wolf.ui.finish_asleep")
    shot(app, "wolf-the-wolf-sleeps")


def test_every_slot_keeps_its_place_through_a_whole_game(headless_app):
    """A button never moves and never changes meaning: "Skip: draw a task card" appeared where "Stop here"
    stood, and "Finish turn" moved after the Sleeping Wolf."""
    app = headless_app()
    session = bench_table.session(["human", "human"], 4, people=[0, 0])
    scene = _push(app, session)
    where: dict[str, pygame.Rect] = {}
    rng, pick = Rng(4), random.Random(4)
    for _ in range(4000):
        if app.scene.name != "wolf" or session.state.is_over():
            break
        _settle(app, 1)
        for it in scene.zone("actions").items:
            assert where.setdefault(it.id, it.rect.copy()) == it.rect, it.id
        if scene.hold is not None:
            _click(app, (5, 5))
        elif scene.status == TABLE_TURN:
            _click_item(app, scene, "task", ("answer", pick.random() < 0.8))
        elif scene.my_turn():
            action = choose(session.state, session.port(session.to_move).legal_actions(), rng)
            before = len(session.actions)
            _do(app, scene, session, action, False)
            assert session.actions[before:] == [action]
    rects = [tuple(r) for r in where.values()]
    assert len(where) >= 5 and len(set(rects)) == len(rects), where


def test_the_end_page_breaks_after_the_wolfs_name_and_the_result_is_his_birthday(headless_app, shot):
    """The last page broke "Wolf! The" across lines; the result screen said "Game over" after a win."""
    from woods_desktop.app.fonts import Fonts  # noqa: F401  (the app's fonts do the wrapping)

    for lang in ("en", "ru"):
        app = headless_app(lang=lang)
        for result in ("best", "surprise", "defeat"):
            first = app.t(f"wolf.end.{result}").split("\n")[0]
            assert first.endswith(("!", "…")), first
    app = headless_app()
    session = bench_table.session(["human", "normal"], 7)
    rng = Rng(7)
    while not session.state.is_over():
        session.apply(choose(session.state, session.state.legal_actions(session.to_move), rng))
    app.reset_to("menu")
    app.push("result", session=session)
    texts = rendered_texts(app)
    assert app.t("wolf.result.title") in texts and app.t("result.title") not in texts
    shot(app, "wolf-result")


def test_the_leave_out_panel_keeps_its_words_at_the_type_scale(headless_app, shot):
    """Thirty cards on one page squeezed their words under 14 px at 720p until the spaces vanished."""
    for lang in ("en", "ru"):
        for size in ((1280, 720), (2560, 1440)):
            app = headless_app(size, lang)
            app.reset_to("menu")
            app.push("wolf_left_out", value=[], on_done=None)
            for page in range(2):
                T.SHRUNK.clear()
                T.OVERFLOWS.clear()
                app.fonts.clear()
                T._CACHE.clear()
                app.render()
                assert T.SHRUNK == [] and T.OVERFLOWS == [], (lang, size, page, T.SHRUNK[:2], T.OVERFLOWS[:2])
                if page == 0:
                    shot(app, "wolf-leave-out")
                app.scene.next.activate()
            assert {t.card.id for t in app.scene.toggles}.isdisjoint({"hop_five"})


def _near_the_end(app, lang: str):
    """Two people's heroes; the Wolf one footprint from his house at the end of Anna's move."""
    from woods_desktop.games.wolf.rules.view import TOKEN

    def token_phase(s) -> bool:
        v = s.port(None).view()
        return v.phase == TOKEN and s.to_move == 0 and v.turns_played > 4

    session = bench_table.session(["human", "human"], 3, until=token_phase, people=[0, 0], limit=5000)
    assert token_phase(session)
    session.state.wolf_left = 1
    app.settings.animation_speed = 1.0
    app.reset_to("menu")
    app.push("wolf", session=session)
    _settle(app, 1)
    return app.scene


def test_when_the_wolf_reaches_his_house_the_prompt_says_the_game_is_over_at_once_and_one_click_ends_it(headless_app):
    """It kept "The Wolf walks along his path" while he walked in, then needed two more clicks (his page, then the
    kit's final table) before the result."""
    for lang in ("en", "ru"):
        app = headless_app(lang=lang)
        scene = _near_the_end(app, lang)
        _click_item(app, scene, "actions", "finish")
        app.step(0.05)
        assert scene.session.state.is_over() and scene.hold is not None and scene.hold.kind == "wolf"
        end = app.t(f"wolf.end.{scene.view().result}").replace("\n", " ")
        assert scene.prompt_text(scene.view()) == end
        shown = []  # what the window shows: it draws a frame only when the app asks for one, as its loop does
        for _ in range(100):  # the walk ends by itself: the picture-book page
            if app.step(0.05):
                app.render()
                hold = scene.hold
                shown.append((hold.kind if hold is not None else None, scene.prompt_text(scene.view())))
            if shown and shown[-1][0] == "ending":
                break
        assert shown[-1] == ("ending", app.t("wolf.ui.end_prompt", end=end)), shown[-3:]
        _click(app, (5, 5))
        _settle(app, 2)
        assert app.scene.name == "result"


def test_the_wolf_coming_home_at_once_walks_no_longer_than_a_short_walk(headless_app):
    """All heroes home with all ten presents: the Wolf is moved home at once; his 20-footprint walk took 9 s."""
    from woods_desktop.games.wolf.rules.board import HOUSE
    from woods_desktop.games.wolf.timing import WOLF_STEP_S, WOLF_WALK_MOST_S

    app = headless_app()
    scene = _near_the_end(app, "en")
    state = scene.session.state
    presents = [p for p in state.data.present_ids()]
    state.kinds = [None if k == "present" else k for k in state.kinds]
    state.present_at = [None] * 30
    state.opened = [o and k is not None for o, k in zip(state.opened, state.kinds)]
    state.home, state.carried[:] = presents[:9], [[], [presents[9]]]
    state.pos[:] = [HOUSE, at(5, 2)]
    state.kinds[at(5, 2)] = None
    state.wolf_left = 20
    state.start_turn(1)
    app.reset_to("menu")
    app.push("wolf", session=scene.session)
    _settle(app, 1)
    scene = app.scene
    _click_item(app, scene, "board", ("cell", HOUSE))
    _click_item(app, scene, "actions", "stop")
    app.step(0.01)
    assert state.is_over() and state.result == "best"
    assert scene.hold is not None and scene.hold.kind == "wolf"
    assert scene.hold.seconds <= WOLF_WALK_MOST_S + 0.25 < WOLF_STEP_S * 20


def test_a_present_in_a_basket_is_big_enough_for_a_child_at_1280x720(headless_app):
    """Four heroes' cards at 1280x720 drew a present in a basket 18 px high; now at least 40 px, as on the board."""
    for lang in ("en", "ru"):
        app = headless_app(lang=lang)
        scene = _at(app, "give")  # four heroes, presents in baskets
        bags = [it for it in scene.zone("heroes").items if it.id[0] == "bag"]
        presents = [it for it in bags if it.face[1] == "present" and it.face[2]]
        assert presents and len(scene.view().heroes) == 4
        for it in bags:
            assert it.rect.h >= 40 and it.rect.w >= 40, (it.id, it.rect)
        picture = scene.zone("heroes").art.render_face(presents[0].face, presents[0].rect.size)
        box = picture.get_bounding_rect(min_alpha=40)
        assert box.h >= 0.7 * presents[0].rect.h or box.w >= 0.7 * presents[0].rect.w, box


def test_a_task_cards_ribbon_keeps_a_players_name_on_one_line(headless_app):
    """At 150 % the ribbon's two lines broke inside the name: «Для вас, Оленёнок (Игрок» / «1)!». The name's
    words are held together; the ribbon still wraps between the others."""
    from woods_desktop.games.wolf import bench_table

    app = headless_app((1280, 720), "ru", 1.5)
    app.settings.animation_speed = 0.0
    app.push("wolf", **bench_table.positions()["task"](app, 1))
    app.step(0.0)
    app.render()
    from woods_desktop.games.wolf.items import task_card

    card = task_card(app.t, app.scene.port.view(), ["Игрок 1", "Игрок 2", "Игрок 3", "Игрок 4"], "ru")
    assert card is not None and not card.orange and "Игрок\u00a0" in card.ribbon
    lines = app.fonts.wrap(card.ribbon, app.px(22), app.px(160), "bold")
    assert len(lines) > 1 and not any(line.endswith("(Игрок") for line in lines)
