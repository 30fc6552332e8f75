"""Tooltips keep clear of what the step or the turn needs next, near the pointer (issue 34, item 14): the
Wolf's house tip covered "Stop here" at the lesson step asking for it, a hero card's tips covered Hint,
Undo and Menu, a tile's tip the animal buttons, and tips stood 120-250 px from the pointer. And the hand
does not lift the next card under a still pointer after a play."""

from __future__ import annotations

import pygame
import pytest

from woods_desktop.games.whispering import bench_table as whispering_bench
from woods_desktop.games.wolf import bench_table as wolf_bench
from woods_desktop.games.woodlanders import bench_table as woodlanders_bench
from woods_desktop.table.art import DIMMED, HINTED, SELECTED
from woods_desktop.table.tooltip import tip_rect

SCREEN = pygame.Rect(0, 0, 1280, 720)


def _gap(rect: pygame.Rect, point: tuple[int, int]) -> float:
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def test_the_house_tip_leaves_stop_here_free():
    """The lesson's screenshot, as rectangles: the house under the pointer, "Stop here" up and right of it."""
    house = pygame.Rect(548, 140, 104, 96)
    stop = pygame.Rect(675, 64, 222, 60)
    prompt = pygame.Rect(12, 656, 880, 54)
    cells = [pygame.Rect(390 + 75 * (i % 2), 200 + 70 * (i // 2), 70, 66) for i in range(10)]
    pointer = (600, 190)
    rect = tip_rect((330, 50), house, [prompt, stop], SCREEN, 8, pointer, cells)
    assert not rect.colliderect(stop) and not rect.colliderect(house) and SCREEN.contains(rect)
    assert _gap(rect, pointer) <= 80, rect


def test_a_hero_cards_tip_leaves_hint_undo_and_menu_free():
    card = pygame.Rect(914, 66, 352, 120)
    buttons = [pygame.Rect(914, 12, 110, 44), pygame.Rect(1034, 12, 110, 44), pygame.Rect(1156, 12, 110, 44)]
    below = pygame.Rect(914, 196, 352, 120)  # the next hero's card
    rect = tip_rect((320, 70), card, buttons, SCREEN, 8, (1000, 120), [below])
    assert not any(rect.colliderect(b) for b in [*buttons, card]), rect


def test_a_tip_stands_near_the_pointer_not_across_a_big_item():
    """Pointing near the bottom of a tall item: the tip goes under it there, not above its far top."""
    item = pygame.Rect(100, 100, 400, 300)
    pointer = (130, 385)
    rect = tip_rect((300, 60), item, [], SCREEN, 8, pointer)
    assert not rect.colliderect(item) and _gap(rect, pointer) <= 40, rect


def _motion(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize(
    ("game", "bench", "position"),
    [
        ("wolf", wolf_bench, "moving"),
        ("wolf", wolf_bench, "token"),
        ("woodlanders", woodlanders_bench, "mid_trick"),
        ("whispering", whispering_bench, "placing"),
        ("whispering", whispering_bench, "paths"),
    ],
)
def test_no_tip_covers_a_button_the_prompt_or_its_item_and_each_stands_near_the_pointer(
    headless_app, game, bench, position
):
    """Every item with a tip pointed at as a window does (a motion event through the app's loop): its tip
    covers no button of the action bar or the toolbar, nor the prompt, nor the item, and stands within
    120 px of the pointer."""
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.push(game, **bench.positions()[position](app, 2))
    scene = app.scene
    for _ in range(3):
        app.step(0.05)
        app.render()
    checked, wrong = 0, []
    for zone in [z for z in scene.zones if z is not scene.bar and z is not scene.tools]:
        for it in list(zone.items)[:24]:
            if not it.tip or it.rect.w <= 0 or not SCREEN.contains(it.rect):
                continue
            pointer = (it.rect.centerx + 3, it.rect.centery + 2)
            _motion(app, (5, 5))
            _motion(app, pointer)
            if zone.hover != it.id:
                continue  # another item lies over this one there
            app.render()
            tip = scene.tip_shown
            assert tip is not None, (zone.id, it.id)
            checked += 1
            buttons = [o.rect for bar in (scene.bar, scene.tools) for o in bar.items]
            covered = [r for r in [*buttons, scene.rect("prompt"), it.rect] if tip.colliderect(r)]
            if covered or _gap(tip, pointer) > 120:
                wrong.append((zone.id, it.id, tip, covered, round(_gap(tip, pointer))))
    assert checked, "no item with a tip was pointed at"
    assert not wrong, wrong


def test_the_hand_lifts_no_card_under_a_still_pointer_after_a_play(headless_app):
    """A card clicked and played with Enter: the card that slides under the still pointer stays down until
    the pointer moves."""
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.push("woodlanders", **woodlanders_bench.positions()["waiting"](app, 2))
    scene = app.scene
    for _ in range(3):
        app.step(0.05)
        app.render()
    hand = scene.zone("hand")
    playable = [it for it in hand.items if DIMMED not in it.marks]
    card = playable[len(playable) // 2]  # a card from the middle: its neighbour slides under the pointer
    pos = (card.rect.left + card.rect.w // 8, card.rect.centery)
    _motion(app, pos)
    assert hand.hover == card.id
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert any(SELECTED in it.marks for it in hand.items)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(0.05)
    app.render()
    assert len(hand.items) == len(playable) - 1, "a card was played"
    under = hand.hit(pos)
    assert under is not None, "a card came under the pointer"
    assert hand.hover is None, f"{under.id} was lifted under a pointer that did not move"
    _motion(app, pos)  # the window repeats the pointer's place: still no move
    assert hand.hover is None
    _motion(app, (pos[0] + 2, pos[1]))
    assert hand.hover == hand.hit((pos[0] + 2, pos[1])).id


def test_a_display_tiles_tip_leaves_the_animal_buttons_free(headless_app):
    """A task tile is being placed: the prompt says "Another animal: click it under the display", and a
    display tile's tip covered those buttons."""
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.push("whispering", **whispering_bench.positions()["placing"](app, 2))
    scene = app.scene
    app.step(0.05)
    app.render()
    if not scene.zone("animals").items:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))
        app.step(0.05)
        app.render()
    animals = [it.rect for it in scene.zone("animals").items]
    assert animals, "the animal buttons are shown"
    tiles = [it for it in scene.zone("display").items if it.tip]
    assert tiles
    for it in tiles:
        _motion(app, (5, 5))
        _motion(app, it.rect.center)
        app.render()
        tip = scene.tip_shown
        assert tip is not None and not any(tip.colliderect(r) for r in animals), (it.id, tip, animals)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_wolf_lessons_house_tip_leaves_stop_here_free(headless_app, lang, shot):
    """The screenshot's step: "Press Stop here in the house"; pointing at the house covered that button."""
    from woods_desktop.app.guided import GuidedSession
    from woods_desktop.app.launch import open_session

    app = headless_app(lang=lang)
    session = GuidedSession.begin("wolf", app.t, fresh=True)
    steps = session.guide.steps
    for step in steps[: len(steps) - 1]:
        for data in step.scripted():
            session.go_on()  # a step that explains the computers' moves waits for its Next
            assert session.apply(session.definition.decode_action(data)) is None
    open_session(app, session)
    app.step(0.0)
    app.render()
    scene = app.scene
    stop = [it.rect for it in scene.bar.items if it.id == "stop"]
    assert stop, [it.id for it in scene.bar.items]
    house = max(scene.zone("board").items, key=lambda it: it.rect.h)  # the house above its rail of presents
    assert house.tip and scene.app.t("wolf.ui.house_tip", needed=5, total=10)[:10] in house.tip
    _motion(app, (5, 5))
    _motion(app, (house.rect.centerx, house.rect.top + house.rect.w // 2))  # on the house's roof, as in the picture
    app.render()
    tip = scene.tip_shown
    assert tip is not None and not tip.colliderect(stop[0]) and not tip.colliderect(scene.guiding.panel_rect), tip
    shot(app, f"wolf-lesson-house-tip-{lang}")


def _hinted(scene, it=None) -> list[pygame.Rect]:
    """What the step (or the turn's hint) asks to click next: the items carrying the hint's ring."""
    return [o.rect for z in scene.zones for o in z.items if HINTED in o.marks and o is not it]


def _next_click(scene) -> tuple[int, int] | None:
    """Where the step's words send the mouse: its ringed part, else the first part of the area it points at
    (the task card's "Done"), else its one button ("Stop here")."""
    rings = _hinted(scene)
    if rings:
        return rings[0].center
    area_id = scene.guiding.pointed_area()
    zone = next((z for z in scene.zones if z.id == area_id), None)
    if zone is not None and zone.items:
        return list(zone.items)[0].rect.center
    target = scene.guiding.target_rect()
    return target.center if target is not None else None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_after_each_wolf_lesson_click_the_tip_under_the_still_pointer_leaves_the_next_ring_free(headless_app, lang):
    """Wolf lesson steps 2, 3, 11 and 12 at 1280x720: after a step's click the pointer rests on the cell it
    clicked, now a forest token, and the token's tip stood over the next blue-ringed cell the step asks for.
    Every step is played by clicks through the app's loop; after each, the tip under the still pointer covers
    no ringed item and not the lesson's card."""
    from test_tutorial import _click, _frame, _open

    app = headless_app((1280, 720), lang)
    app.settings.animation_speed = 0
    session, scene = _open(app, "wolf")
    seen, wrong = 0, []
    for _ in range(80):
        if session.finished:
            break
        if scene.guiding.next_button is not None:
            _click(app, scene.guiding.next_button.rect.center)
            continue
        pos = _next_click(scene)
        if pos is None:
            _frame(app)
            continue
        _click(app, pos)
        for _ in range(3):
            _frame(app)
        _motion(app, (pos[0] + 2, pos[1] + 1))  # the hand on the mouse stirs: the pointer is where it clicked
        app.render()
        tip = scene.tip_shown
        if tip is None:
            continue
        seen += 1
        hover = next((z.item(z.hover) for z in scene.zones if z.hover is not None), None)
        covered = [r for r in [*_hinted(scene, hover), scene.guiding.panel_rect] if tip.colliderect(r)]
        if covered:
            wrong.append((session.step_number(), tip, covered))
    assert seen >= 4 and session.finished, (seen, session.step_number())
    assert not wrong, wrong


@pytest.mark.parametrize(
    ("game", "bench", "position"),
    [("wolf", wolf_bench, "moving"), ("whispering", whispering_bench, "placing")],
)
def test_after_a_click_no_tip_comes_up_under_the_still_pointer_until_it_moves(headless_app, game, bench, position):
    """A playthrough saw the tip of whatever lay under a still pointer pop up right after a click and cover the
    places that glowed next. A click quiets the tips; the pointer's next real move brings them back."""
    from window_events import frame, move, press, release

    app = headless_app()
    app.settings.animation_speed = 0.0
    app.push(game, **bench.positions()[position](app, 2))
    scene = app.scene
    for _ in range(3):
        frame(app, 0.05)
    target = next(
        (z, it)
        for z in scene.zones
        if z is not scene.bar and z is not scene.tools
        for it in z.items
        if it.tip and it.rect.w > 0 and SCREEN.contains(it.rect) and DIMMED not in it.marks
    )
    zone, item = target
    pointer = (item.rect.centerx + 3, item.rect.centery + 2)
    move(app, pointer)
    assert zone.hover == item.id and scene.tip_shown is not None, "pointing shows the item's tip"
    press(app, pointer)
    release(app, pointer)
    for _ in range(3):
        frame(app, 0.05)
    assert scene.tip_shown is None, "a tip came up under the still pointer right after the click"
    move(app, (pointer[0] + 2, pointer[1] + 1))
    hovered = next((z.item(z.hover) for z in scene.zones if z.hover is not None), None)
    if hovered is not None and hovered.tip:
        assert scene.tip_shown is not None, "the pointer moved on: the tip under it shows again"
