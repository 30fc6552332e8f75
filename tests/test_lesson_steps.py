"""A lesson accepts what its step says, as a window sends it (issue 34, item 5): Whispering's path traced in
the order of its numbered tiles, any unused animal for "another animal", places that still glow after a
refusal, the pointer on the area where the step's action starts, and an arrow that never crosses the tiles
and cards on the table."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial import GUIDED, _click, _frame, _open

from woods_desktop.data.guide import load_guide
from woods_desktop.table.art import HINTED, LEGAL


@pytest.fixture
def app(headless_app):
    a = headless_app((1280, 720), "en")
    a.settings.animation_speed = 0
    yield a
    from woods_desktop.table.runner import stop_worker

    stop_worker()


def _at(game: str, step_id: str) -> int:
    return next(i for i, s in enumerate(load_guide(game).steps) if s.id == step_id)


def _item(scene, area_id: str, item_id):
    zone = scene.area(area_id).zone
    return next(it for it in zone.items if it.id == item_id)


def _click_item(app, scene, area_id: str, item_id) -> None:
    _click(app, _item(scene, area_id, item_id).rect.center)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_whispering_step_10_numbers_its_path_and_takes_it_tile_by_tile(headless_app, lang: str) -> None:
    """The step says "click the frog on its task, then the marked tiles in order": the marked tiles carry 1, 2, 3;
    the first of them is a step of the path, though it also ends the other path (the walk the other way)."""
    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    at = _at("whispering", "complete")
    session, scene = _open(app, "whispering", played_steps=at)
    want = session.definition.decode_action(session.step().scripted()[0])
    forest = scene.area("forest").zone
    path = ((want.q, want.r), *want.path)
    assert forest.chosen == path  # numbered before the frog is clicked: the order the step asks for
    _click_item(app, scene, "forest", ("hex", want.q, want.r))  # the frog
    assert scene.decl.picks.animal == (want.q, want.r)
    first = want.path[0]
    assert scene.decl.picks.to_end(first), "the first tile also ends another path (the case the step met)"
    assert forest.chosen == path  # the step's path stays numbered among the animal's paths
    for n, (q, r) in enumerate(want.path):
        app.toasts.clear()
        _click_item(app, scene, "forest", ("hex", q, r))
        assert not [t for t in app.toasts if t.kind == "error"], [t.text for t in app.toasts]
        if n < len(want.path) - 1:
            assert scene.decl.picks.traced() == list(want.path[: n + 1])
    assert session.step_number() == at + 1 and session.actions[-1] == want
    from woods_desktop.table.runner import stop_worker

    stop_worker()


def test_whispering_step_14_takes_any_unused_animal(app) -> None:
    """The step says "another animal": the hare is as good as the bird (only the bird was taken)."""
    at = _at("whispering", "new_task")
    session, scene = _open(app, "whispering", played_steps=at)
    scripted = session.definition.decode_action(session.step().scripted()[0])
    _click_item(app, scene, "display", ("tile", scripted.tile))
    scene.press("flip")
    _frame(app)
    animals = scene.decl.picks.animals()
    other = next(a for a in animals if a != scripted.animal)
    _click_item(app, scene, "animals", ("animal", other))
    assert scene.decl.picks.new_animal == other
    _click_item(app, scene, "forest", ("hex", scripted.q, scripted.r))
    assert session.step_number() == at + 1
    assert session.actions[-1] == type(scripted)(scripted.tile, scripted.q, scripted.r, other)


def test_after_a_refused_place_the_places_still_glow(app) -> None:
    """A place the step does not want is refused in the step's words; the tile stays in hand and its places
    still glow (none glowed after the refusal)."""
    session, scene = _open(app, "whispering", played_steps=0)
    want = session.definition.decode_action(session.step().scripted()[0])
    _click_item(app, scene, "display", ("tile", want.tile))
    spots = [it for it in scene.area("forest").zone.items if it.face == ("spot",)]
    wrong = next(it for it in spots if it.id != ("hex", want.q, want.r))
    app.toasts.clear()
    _click(app, wrong.rect.center)
    assert session.step_number() == 0 and app.toasts and app.toasts[-1].kind == "error"
    assert scene.decl.picks.tile == want.tile
    glowing = [it for it in scene.area("forest").zone.items if it.face == ("spot",) and LEGAL in it.marks]
    assert len(glowing) == len(spots)
    _click_item(app, scene, "forest", ("hex", want.q, want.r))
    assert session.step_number() == 1


@pytest.mark.parametrize("step_id", ["second_tile", "lay_path", "lay_mushrooms"])
def test_the_pointer_marks_where_the_steps_action_starts(app, step_id: str) -> None:
    """Steps 2, 8, 9 outlined the forest while their action starts at the display: the display first, then,
    with the tile in hand, the forest."""
    at = _at("whispering", step_id)
    session, scene = _open(app, "whispering", played_steps=at)
    assert scene.guiding.target_rect() == scene.area("display").zone.rect
    want = session.definition.decode_action(session.step().scripted()[0])
    _click_item(app, scene, "display", ("tile", want.tile))
    assert scene.guiding.target_rect() == scene.area("forest").zone.rect


def _crossed(scene) -> list:
    """The items (tiles, cards, tokens) and the seats' plates the lesson's arrow crosses, outside its ring."""
    route = scene.guiding.arrow
    ring = scene.guiding.target_rect()
    hits = []
    shown = [(area.id, it.id, HINTED in it.marks, it.rect) for area in scene.areas for it in area.zone.items]
    shown += [(place, None, False, scene.rects[place]) for place in scene.decl.drawn if place in scene.rects]
    for area_id, item_id, hinted, rect in shown:
        r = pygame.Rect(rect)
        if not r.w or not r.h or ring is not None and ring.inflate(14, 14).contains(r):
            continue
        if any(r.clipline(a, b) for a, b in zip(route, route[1:])):
            hits.append((area_id, item_id, hinted))
    return hits


@pytest.mark.parametrize(("size", "text"), [((1280, 720), 1.0), ((2560, 1440), 1.0), ((1280, 720), 1.5)])
@pytest.mark.parametrize("game", GUIDED)
def test_the_arrow_never_crosses_the_tiles_on_the_table(headless_app, game: str, size, text: float) -> None:
    """Whispering's step 10 arrow ran over the display's tiles on its way to the forest, Woodlanders' over a
    seat's plate; at both window sizes and at 150 % text."""
    app = headless_app(size, "ru", text)
    for n in range(len(load_guide(game).steps)):
        session, scene = _open(app, game, played_steps=n)
        app.render()
        assert not _crossed(scene), f"{game} step {n + 1}: the arrow crosses {_crossed(scene)}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_voice_leader_card_is_taken_with_one_click_while_its_hold_is_up(headless_app, lang: str) -> None:
    """Voice step 11: the card taken by the Leader stays in view after step 10; the first click on the marked
    card only put that away and a second click was needed. One press and release on it does the step."""
    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    at = _at("voice", "leader")
    session, scene = _open(app, "voice", played_steps=at - 1)
    marked = [it for it in scene.area("field").zone.items if HINTED in it.marks]
    _click(app, marked[0].rect.center)  # step 10 done through the window: its hold comes up
    for _ in range(20):
        _frame(app)
    assert session.step_number() == at and scene.turn_state.hold is not None
    card = next(it for it in scene.area("field").zone.items if HINTED in it.marks)
    played = len(session.actions)
    _click(app, card.rect.center)
    want = session.definition.decode_action(session.guide.steps[at].scripted()[0])
    assert session.actions[played : played + 1] == [want] and session.step_number() > at


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_next_steps_card_clicked_while_a_step_waits_goes_on_and_is_chosen(headless_app, lang: str) -> None:
    """Woodlanders: while step 6 waits for Next, the player clicks the card step 7 asks for (fox 2): it was
    refused ("read first"); now the lesson goes on and the card is chosen, as a new player expects. A click
    elsewhere on the table still says to read first."""
    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    at = _at("woodlanders", "cannot_follow")
    session, scene = _open(app, "woodlanders", played_steps=at)
    for _ in range(400):
        if scene.guiding.waiting:
            break
        _frame(app)
    assert scene.guiding.waiting
    hand = scene.area("hand").zone
    other = next(it for it in hand.items if it.id[:2] == ("deer", 3))
    app.toasts.clear()
    _click(app, other.rect.center)
    assert scene.guiding.waiting and app.toasts[-1].text == app.t("guide.read_first")
    card = next(it for it in hand.items if it.id[:2] == ("fox", 2))
    _click(app, card.rect.center)
    assert not scene.guiding.waiting and session.step().id == "pain_taken"
    assert scene.turn_state.hold is None
    chosen = next(it for it in scene.area("hand").zone.items if it.id[:2] == ("fox", 2))
    assert "selected" in chosen.marks


def _wait_for_next(app, scene) -> None:
    for _ in range(600):
        if scene.guiding.waiting:
            return
        _frame(app)
    raise AssertionError("the step never waited for its Next")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_voice_lesson_shows_veras_word_only_once_everyone_has_written(headless_app, lang: str) -> None:
    """Voice step 2 said "nobody sees it until everyone has written" while НОРА stood on the scoreboard and in
    the used words: the step is read once she has written, so it says her word was hidden until then and is
    shown now, as the table shows it."""
    from woods_desktop.games.voice.prompts import note

    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    at = _at("voice", "vera_writes")
    session, scene = _open(app, "voice", played_steps=at)
    _wait_for_next(app, scene)  # the step is read once she has written: both words are out by then
    view = scene.view()
    assert [u.word for u in view.used_words] == ["СОК", "НОРА"] and note(app.t, view, 1) == "НОРА"
    text = app.t(session.step().text)
    assert "НОРА" in text and "Nobody sees it" not in text and "Его никто не видит" not in text
    assert ("Now both words are shown" in text) if lang == "en" else ("Теперь оба слова открыты" in text)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_voice_lesson_says_veras_minute_ran_out_not_done(headless_app, lang: str) -> None:
    """Voice step 6 (round 2): Vera's minute runs out with no word; her row read "done" ("готово") as if a word
    waited to be read. Her row and the log say her minute ran out, and no line says her word is ready."""
    from woods_desktop.games.voice.prompts import note
    from woods_desktop.games.voice.rules import actions as A

    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    at = _at("voice", "vera_no_word")
    session, scene = _open(app, "voice", played_steps=at)
    _wait_for_next(app, scene)
    vera = session.seats[1].name
    assert note(app.t, scene.view(), 1) == app.t("voice.ui.done_time") != app.t("voice.ui.done")
    lines = list(scene.log.lines)
    assert app.t("voice.log.composed_noword", name=vera, reason=app.t(A.NOWORD_TIME)) in lines
    assert app.t("voice.log.composed", name=vera) not in lines[-3:]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_voice_lesson_shows_the_field_vera_refreshed_while_her_step_stands(headless_app, lang: str) -> None:
    """Voice step 12 ("Vera refreshes the field") stood over a covered field: the refresh ends the round, and the
    next round's cloth came down before anyone could see where her card went. The refreshed field stays in view
    while the refresh's hold is up."""
    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    at = _at("voice", "vera_refresh")
    session, scene = _open(app, "voice", played_steps=at)
    for _ in range(30):
        _frame(app)
    hold = scene.turn_state.hold
    assert session.step_number() == at and hold is not None and hold.kind == "refresh"
    assert scene.decl.composer.field_shown(scene.view()), "the field Vera refreshed is covered"
    assert len(scene.area("field").zone.items) >= 12


@pytest.mark.parametrize("text", [1.0, 1.5])
@pytest.mark.parametrize("game", ["voice", "woodlanders", "whispering"])
def test_the_lesson_panel_never_cuts_a_list_through_a_line(headless_app, game: str, text: float) -> None:
    """The panel over the log grew up its column and cut Voice's used words through their third line: its top
    stands under a list above it, or over the whole list, never inside it."""
    app = headless_app((1280, 720), "en", text)
    app.settings.animation_speed = 0
    steps = len(load_guide(game).steps)
    for n in range(steps):
        session, scene = _open(app, game, played_steps=n)
        for _ in range(3):
            _frame(app)
        panel = scene.guiding.panel_rect
        cut = [
            a.id
            for a in scene.areas
            if a.zone.rect.h
            and a.zone.rect.left < panel.right
            and panel.left < a.zone.rect.right
            and a.zone.rect.top < panel.top < a.zone.rect.bottom
        ]
        assert not cut, f"{game} step {n + 1} at {text:.0%}: the panel's top cuts {cut}"
        app.reset_to("menu")


@pytest.mark.parametrize(
    ("size", "lang", "text"), [((1280, 720), "en", 1.0), ((1280, 720), "ru", 1.5), ((2560, 1440), "ru", 1.0)]
)
def test_wolf_step_7_panel_keeps_clear_of_the_friends_task_card(headless_app, size, lang: str, text: float) -> None:
    """Step 7 waits to be read ("Read it, then press Next") while the friend's task card is up, and its panel
    stood over the card (the log's column being the card's, the panel went right of the board, onto it). It
    keeps clear of the card, of the friend and of the cells the friend walked."""
    app = headless_app(size, lang, text)
    app.settings.animation_speed = 0
    at = _at("wolf", "friend_moves")
    session, scene = _open(app, "wolf", played_steps=at)
    for _ in range(200):  # the friend's scripted moves, frame by frame through the app's loop
        if session.unread == at and scene.zone("task").card is not None:
            break
        _frame(app)
    assert session.unread == at and scene.zone("task").card is not None, "step 7 waits with the card up"
    panel, card = scene.guiding.panel_rect, scene.rects["task"]
    assert card.w and not panel.colliderect(card), (panel, card)
    board = scene.zone("board")
    walked = {("hero", 1), *(("cell", c) for c in board.trail if 0 <= c < 30)}
    rects = [it.rect for it in board.items if it.id in walked]
    assert len(rects) >= 2 and not [r for r in rects if panel.colliderect(r)], (panel, rects)
    from woods_desktop.table.runner import stop_worker

    stop_worker()


@pytest.mark.parametrize(("size", "text"), [((1280, 720), 1.0), ((2560, 1440), 1.0), ((1280, 720), 1.5)])
def test_wolf_step_into_the_house_points_at_its_foot_never_the_presents(headless_app, size, text: float) -> None:
    """The step "Step into the Wolf's house": its arrow ended at the board's edge beside the presents' cells; it
    ends at the house's foot, where the heroes gather, crossing no present cell and no forest cell. And once the
    hero is in (the last step), the move's trail ends where the hero stands, not among the presents."""
    from woods_desktop.games.wolf.board_geometry import HOUSE, home_area_of, house_slots

    app = headless_app(size, "ru", text)
    app.settings.animation_speed = 0
    session, scene = _open(app, "wolf", played_steps=_at("wolf", "go_home"))
    board = scene.zone("board")
    home = home_area_of(board.geo.house, board.geo.cell)
    slots = house_slots(board.geo.house, board.geo.house.w / 1.75, scene.view().presents_total)
    route = scene.guiding.arrow
    assert route, "the step has an arrow"
    assert home.inflate(app.px(8), app.px(8)).collidepoint(route[-1]), (route, home)
    segments = list(zip(route, route[1:]))
    assert not [r for r in slots if any(r.clipline(a, b) for a, b in segments)], "the arrow crosses the presents"
    cells = [it.rect for it in board.items if it.id[0] == "cell" and it.id[1] != HOUSE]
    assert not [r for r in cells if any(r.clipline(a, b) for a, b in segments)], "the arrow crosses the forest"
    _click_item(app, scene, "board", ("cell", HOUSE))  # the step's own click, as a window sends it
    assert session.step().id == "bring_home"
    last = board.trail_points()[-1]
    assert board.trail[-1] == HOUSE and home.collidepoint(last), (last, home)
    assert not [r for r in slots if r.collidepoint(last)]
    from woods_desktop.table.runner import stop_worker

    stop_worker()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_wolf_step_15_bar_says_the_wolf_sleeps_when_the_sleeping_wolf_is_used(headless_app, lang: str) -> None:
    """Play-test 46: step 15 says "Press Use the Sleeping Wolf. The Wolf sleeps this turn" while the bar said
    only "finish the turn; the Wolf takes a step". The bar says both ways; once the token is used, that he sleeps."""
    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    session, scene = _open(app, "wolf", played_steps=_at("wolf", "play_help"))
    assert session.step().id == "play_help"
    view = scene.view()
    name = app.t("wolf.ui.who", hero=app.t(f"wolf.hero.{view.heroes[0]}"), name=scene.decl.ctx.name_of(0))
    assert scene.prompt_text(view) == app.t("wolf.ui.prompt_finish_or_sleep", name=name)
    _click(app, scene.item("actions", "sleep").rect.center)  # the step's own click, as a window sends it
    _frame(app)
    assert session.step().id == "wolf_sleeps" and scene.view().wolf_asleep
    assert scene.prompt_text(scene.view()) == app.t("wolf.ui.prompt_finish_asleep", name=name)
    from woods_desktop.table.runner import stop_worker

    stop_worker()


@pytest.mark.parametrize(("lang", "at_least"), [("en", "at least"), ("ru", "хотя бы")])
def test_wolf_lesson_says_the_goal_where_it_first_speaks_of_presents(headless_app, lang: str, at_least: str) -> None:
    """Play-test: the header counts "0 of 10" presents from the start, and the rulebook's goal (at least 5 in
    the house for a surprise) came only at the last step. The first step that speaks of presents says it, in
    the header's figures."""
    app = headless_app((1280, 720), lang)
    steps = load_guide("wolf").steps
    first = next(s for s in steps if "present" in _english(s.text))
    assert first.id == "take_present" and steps.index(first) < len(steps) - 1
    session, scene = _open(app, "wolf", played_steps=steps.index(first))
    view = scene.view()
    text = app.t(first.text)
    assert f"{at_least} {view.presents_needed} " in text and str(view.presents_total) in text, text
    assert scene.guiding.panel_rect.w, "the step is on screen"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_wolf_step_into_the_house_says_where_it_is_on_the_screen(headless_app, lang: str) -> None:
    """Play-test: "right after the last row" read wrong, as the printed board lies its rows upright (the
    rulebook's word is kept). The step says the house is on the right, as the board shows it, beside the last
    row, where every hero steps in from."""
    from woods_desktop.games.wolf.board_geometry import HOUSE

    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    session, scene = _open(app, "wolf", played_steps=_at("wolf", "go_home"))
    text = app.t(session.step().text)
    assert ("on the right" if lang == "en" else "справа") in text, text
    board = scene.zone("board")
    house = _item(scene, "board", ("cell", HOUSE)).rect
    cells = [it.rect for it in board.items if it.id[0] == "cell" and 0 <= it.id[1] < 30]
    assert house.left >= max(r.right for r in cells) - 1, (house, max(r.right for r in cells))
    from woods_desktop.table.runner import stop_worker

    stop_worker()


def _english(key: str) -> str:
    from woods_desktop.data.strings import Strings

    return Strings("en").t(key)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_step_that_waits_to_be_read_lets_the_player_look_at_the_other_forest(headless_app, lang: str) -> None:
    """Whispering: the step after the first turn frames the forest tabs and waits for Next; a click on Fern's
    tab was refused ("read the step first"). Looking plays nothing: the tab shows Fern's forest, the step still
    waits, and a click on the forest itself still says to read first."""
    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    session, scene = _open(app, "whispering", played_steps=_at("whispering", "fern_first"))
    _wait_for_next(app, scene)
    played = len(session.actions)
    app.toasts.clear()
    _click_item(app, scene, "forests", ("seat", 1))
    _frame(app)
    tabs = scene.area("forests").zone.items
    assert "selected" in next(it for it in tabs if it.id == ("seat", 1)).marks
    assert scene.guiding.waiting and len(session.actions) == played
    assert all(toast.text != app.t("guide.read_first") for toast in app.toasts)
    _click(app, scene.rects["forest"].center)
    assert app.toasts and app.toasts[-1].text == app.t("guide.read_first")
