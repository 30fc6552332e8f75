"""Issue 20, "Play for every player": every board is playable by keyboard with spatial arrows. For each of the
four games one whole game is played by sending the table only key presses (KEYDOWN; a typed Voice word is
the KEYDOWN and TEXTINPUT a keyboard sends for each letter): never a click, never an injected action.

Each game's own table test knows which targets make an action (a tile then a glowing hex, a card then
Play); here every one of those targets is reached with the ARROWS from wherever the focus stands, across
zones, as a person steers the focus by what they see. The path is planned by this file's own statement of
the spatial rule (the nearest item in the arrow's 90-degree cone; nothing in the cone, the nearest in that
half; at a zone's edge, on into the next zone that way), and after every arrow the table's focus must stand
exactly where the rule says: a table whose arrows follow list order, stop at a zone's edge or lose the
focus fails here. Tab is pressed only when no arrow path exists, and each game must be played mostly by
arrows."""

from __future__ import annotations

import math
import random
from collections import deque
from typing import Any, Hashable

import pygame
import pytest

from table import drive
from table.drive import key
from woods_desktop.table.art import DIMMED
from woods_desktop.table.board_zones import HexMapZone
from woods_desktop.table.input import ARROWS

KEYS_ONLY = (pygame.KEYDOWN, pygame.TEXTINPUT)


# -- the spatial rule, stated again here (the table must agree with it at every step) ------------------------
def _that_way(here: tuple[float, float], candidates: list[tuple[Any, tuple[float, float]]], step) -> Any:
    def measure(c):
        dx, dy = c[0] - here[0], c[1] - here[1]
        along = dx * step[0] + dy * step[1]
        across = abs(dx * step[1] - dy * step[0])
        return dx, dy, along, across

    cone, half = [], []
    for order, (k, c) in enumerate(candidates):
        dx, dy, along, across = measure(c)
        if along <= 0:
            continue
        if across <= along:
            up_or_left = (dx < 0) if step[0] == 0 else (dy < 0)
            cone.append(((round(math.hypot(dx, dy), 3), round(across, 3), 0 if up_or_left else 1, order), k))
        else:
            half.append(((along + 2 * across, order), k))
    if cone:
        return min(cone)[1]
    return min(half)[1] if half else None


def _active(scene) -> list[int]:
    return [i for i, z in enumerate(scene.zones) if z.focusable and z.focusable_indexes()]


def _next(scene, at: tuple[int, int], step) -> tuple[int, int] | None:
    """Where an arrow takes the focus from (zone, item): inside the zone first, else into another zone."""
    zones = scene.zones
    zi, idx = at
    zone = zones[zi]
    here = zone.items[idx].rect.center
    inside = [((zi, i), zone.items[i].rect.center) for i in zone.focusable_indexes() if i != idx]
    hit = _that_way(here, inside, step)
    if hit is not None:
        return hit
    others = [
        ((z, i), zones[z].items[i].rect.center) for z in _active(scene) if z != zi for i in zones[z].focusable_indexes()
    ]
    return _that_way(here, others, step)


def _plan(scene, start: tuple[int, int], goal: tuple[int, int]) -> list[int] | None:
    paths: dict[tuple[int, int], list[int]] = {start: []}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if here == goal:
            return paths[here]
        for k, step in ARROWS.items():
            there = _next(scene, here, step)
            if there is not None and there not in paths:
                paths[there] = [*paths[here], k]
                todo.append(there)
    return None


class Keyboard:
    """Presses keys on the app and counts them; every event that reaches the app is a key's."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.arrows = 0
        self.tabs = 0
        self.panned = 0
        real = app.dispatch

        def dispatch(event: pygame.event.Event) -> None:
            assert event.type in KEYS_ONLY, f"not a key: {pygame.event.event_name(event.type)}"
            real(event)

        app.dispatch = dispatch

    def focus_at(self, scene) -> tuple[int, int] | None:
        zi = scene.focus_zone
        if zi is None or zi not in _active(scene):
            return None
        zone = scene.zones[zi]
        return (zi, zone.focus) if zone.focus in zone.focusable_indexes() else None

    def go_to(self, scene, zone_id: str, item: Hashable, then: int | None = pygame.K_RETURN) -> None:
        """Arrows to the item (planned by the rule above, checked after each press), then `then` (None:
        the focus stays there, nothing pressed)."""
        zi = [z.id for z in scene.zones].index(zone_id)
        zone = scene.zones[zi]
        goal = (zi, zone.items.index(zone.item(item)))
        for _ in range(200):
            at = self.focus_at(scene)
            if at is None:
                key(self.app, pygame.K_RIGHT)  # with nothing focused, the first arrow only shows the focus
                assert self.focus_at(scene) is not None, "an arrow showed no focus"
                continue
            if at == goal:
                break
            path = _plan(scene, at, goal)
            if not path:
                key(self.app, pygame.K_TAB)
                self.tabs += 1
                continue
            k = path[0]
            expected = _next(scene, at, ARROWS[k])
            key(self.app, k)
            self.arrows += 1
            assert self.focus_at(scene) == expected, (zone_id, item, pygame.key.name(k), at, expected)
            landed = scene.zones[expected[0]]
            if isinstance(landed, HexMapZone):  # the cursor never leaves the map's view
                assert landed.rect.contains(landed.items[expected[1]].rect), "the hex map did not follow"
        else:
            pytest.fail(f"the arrows never reached {zone_id} {item}")
        assert DIMMED not in zone.focused().marks
        if then is not None:
            key(self.app, then)

    def type_word(self, text: str) -> None:
        for ch in text:
            self.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0))
            self.app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def _keys_only(monkeypatch, module: Any, kb: Keyboard) -> None:
    """The game's table-test driver, with every mouse path and every Tab-and-arrows path made arrows only."""

    def use(app, scene, zone_id, item, then=pygame.K_RETURN):
        kb.go_to(scene, zone_id, item, then)

    def no_click(app, pos):
        pytest.fail(f"a click at {pos} in a game played by keys")

    for name in ("use_by_keys", "_use_by_keys", "_click_item"):
        if getattr(module, name, None) in (drive.use_by_keys, drive.click_item):  # not a game's own wrapper
            monkeypatch.setattr(module, name, use)
    if hasattr(module, "_click"):
        monkeypatch.setattr(module, "_click", no_click)
    if hasattr(module, "_type"):
        monkeypatch.setattr(module, "_type", lambda app, text: kb.type_word(text))


def _played_by_arrows(kb: Keyboard) -> None:
    assert kb.arrows > 20, kb.arrows
    assert kb.tabs <= kb.arrows // 10, (kb.tabs, kb.arrows)


# -- the four games ------------------------------------------------------------------------------------------
def test_woodlanders_whole_game_by_arrows(headless_app, monkeypatch):
    from games.woodlanders import test_table as T

    from woods_desktop.games.woodlanders import bench_table
    from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose

    app = headless_app()
    kb = Keyboard(app)
    _keys_only(monkeypatch, T, kb)
    into_the_bar = []

    def take_turn(app, scene, session, rng, by_keys: bool) -> None:
        """Space picks each card along the hand; then the arrows go up or down into the action bar to Play."""
        action = rng.choice(session.port(session.to_move).legal_actions())
        before = len(session.actions)
        if isinstance(action, (ChooseWarden, DealerChoose)):
            for suit in [action.suit] if isinstance(action, ChooseWarden) else [action.pain, action.trump]:
                kb.go_to(scene, "wardens", ("warden", suit), pygame.K_RETURN)
        else:
            for card in action.cards:
                kb.go_to(scene, "hand", T._hand_item(scene, card), pygame.K_SPACE)
            arrows = kb.arrows
            kb.go_to(scene, "actions", "play", pygame.K_SPACE)
            into_the_bar.append(kb.arrows - arrows)
        assert session.actions[before : before + 1] == [action]

    monkeypatch.setattr(T, "_take_turn", take_turn)
    session = bench_table.session(["human", "easy", "easy", "easy"], 12)
    scene = T._push(app, session)
    T._play_game(app, scene, session, random.Random(1), by_keys=True)
    assert session.port(None).view().phase == "over" and app.scene.name == "result"
    _played_by_arrows(kb)
    assert into_the_bar and min(into_the_bar) >= 1  # from the hand into the bar by an arrow, never by Tab


def test_whispering_whole_game_by_arrows(headless_app, monkeypatch):
    from games.whispering import test_table as T

    import woods_desktop.games.whispering.table  # noqa: F401  (registers the scene)
    from woods_desktop.games.whispering import bench_table

    _whole_game_by_arrows(headless_app, monkeypatch, T, bench_table.session(["human", "easy"], 5), random.Random(2))


def test_the_hex_map_follows_the_keyboard_cursor_when_zoomed_in(headless_app, monkeypatch, shot):
    """Zoomed in by keys (+) so most of the forest is out of view, the arrows visit every glowing place the
    tile in hand may go, and the map pans to keep each one in view (checked after every arrow); Enter lays
    the tile on the last one."""
    from games.whispering import test_table as T

    import woods_desktop.games.whispering.table  # noqa: F401  (registers the scene)
    from woods_desktop.games.whispering.rules.actions import PlaceForest
    from woods_desktop.table.art import LEGAL

    app = headless_app()
    kb = Keyboard(app)
    session = T._find(lambda s: T._person_in("place")(s) and len(T._public(s).forests[s.to_move]) >= 4)
    scene = T._push(app, session)
    tile = next(t for t in T._public(session).display if t is not None).id
    kb.go_to(scene, "display", ("tile", tile), pygame.K_RETURN)
    forest = scene.zone("forest")
    for _ in range(6):
        key(app, pygame.K_PLUS)
    places = [it.id for it in forest.items if LEGAL in it.marks]
    assert len(places) >= 3
    assert any(not forest.rect.contains(forest.item(p).rect) for p in places), "zoomed in, some place is out of view"
    pan = forest.pan
    before = len(session.actions)
    for place in places[:-1]:
        kb.go_to(scene, "forest", place, then=None)  # there, nothing pressed
    kb.go_to(scene, "forest", places[-1], then=pygame.K_RETURN)
    assert forest.pan != pan, "the map never panned"
    shot(app, "keys-hexmap-cursor")
    laid = session.actions[before]
    assert isinstance(laid, PlaceForest) and ("hex", laid.q, laid.r) == places[-1]


def test_wolf_whole_game_by_arrows(headless_app, monkeypatch):
    from games.wolf import test_table as T

    from woods_desktop.games.wolf import bench_table

    _whole_game_by_arrows(headless_app, monkeypatch, T, bench_table.session(["human", "normal"], 5), 5)


def _whole_game_by_arrows(headless_app, monkeypatch, T, session, luck) -> None:
    """One whole game of the table test module `T`, the person's turns made by key presses only, to the
    result screen; every target was reached by arrows along the planned path."""
    app = headless_app()
    kb = Keyboard(app)
    _keys_only(monkeypatch, T, kb)
    scene = T._push(app, session)
    T._play_game(app, scene, session, luck, by_keys=True)
    assert session.port(None).view().phase == "over" and app.scene.name == "result"
    _played_by_arrows(kb)


@pytest.fixture(scope="module")
def index():
    from woods_desktop.words.index import NounIndex
    from woods_desktop.words.judge import shared_service

    shared_service().wait(60)
    return NounIndex.load()


def test_voice_whole_game_by_arrows(headless_app, monkeypatch, index):
    from games.voice import test_table as T

    app = headless_app()
    kb = Keyboard(app)
    _keys_only(monkeypatch, T, kb)
    clock = T.FakeClock()
    session = T._start(app, ["human", "easy"], clock, seed=6)
    T._play_game(app, app.scene, session, index, clock, by_keys=True)
    assert app.scene.name == "result"
    _played_by_arrows(kb)


def test_page_keys_read_back_the_log_and_the_used_words(headless_app):
    """What the wheel does the keys do too: Page Up / Page Down scroll the game log a page at a time, and
    with Shift the Voice list of used words (newest first)."""
    from woods_desktop.games.voice import bench_table

    app = headless_app()
    session = bench_table.session(["easy", "easy"], 2, until=lambda s: s.port(None).view().round >= 8)
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("voice", session=session)
    scene = app.scene
    app.render()
    kb = Keyboard(app)
    log, used = scene.log.list, scene.zone("used").list
    assert log.scroll == 0 and used.scroll == 0
    key(app, pygame.K_PAGEUP)
    app.render()
    assert log.scroll > 1 and used.scroll == 0  # a page back, older lines
    key(app, pygame.K_PAGEDOWN)
    assert log.scroll == 0
    kb.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=pygame.KMOD_SHIFT, unicode=""))
    app.render()
    assert used.scroll >= 1 and log.scroll == 0  # further down the used words
    kb.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=pygame.KMOD_SHIFT, unicode=""))
    assert used.scroll == 0


def test_voice_spells_a_word_by_arrows_and_space_while_the_minute_runs(headless_app):
    """What a click on a field card does while a word is written (spell it card by card) Space does on the
    card the arrows came to; with no focus shown, a typed space still presses nothing."""
    from games.voice import test_table as T

    app = headless_app()
    kb = Keyboard(app)
    clock = T.FakeClock()
    T._start(app, ["human", "easy"], clock, seed=6)
    scene = app.scene
    key(app, pygame.K_RETURN)  # the minute starts
    composer = scene.decl.composer
    assert composer.minute.running and composer.entry.word == ""
    kb.type_word(" ")
    assert composer.entry.word == "" and scene.focus_zone is None
    field = scene.zone("field")
    cards = [it for it in field.items if DIMMED not in it.marks][:2]
    for it in cards:
        kb.go_to(scene, "field", it.id, then=None)
        kb.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        kb.app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    assert list(composer.entry.assignment()) == [it.id[1] for it in cards]
    assert len(composer.entry.word) == 2


def test_the_keyboard_focus_shows_its_items_tip_as_hover_does(headless_app):
    """What a tile is (its tip) is read by pointing at it, and by the keys: the focused item's tip shows
    while the pointer is over nothing."""
    import woods_desktop.games.whispering.table  # noqa: F401  (registers the scene)
    from woods_desktop.games.whispering import bench_table

    app = headless_app()
    app.settings.animation_speed = 0.0
    app.reset_to("menu")
    app.push("whispering", **bench_table.positions()["waiting"](app, 1))
    scene = app.scene
    app.render()
    assert scene.tip_shown is None
    kb = Keyboard(app)
    tiles = [it for it in scene.zone("display").items if it.tip and DIMMED not in it.marks]
    assert tiles
    kb.go_to(scene, "display", tiles[0].id, then=None)
    app.render()
    tip = scene.tip_shown
    assert tip is not None and not tip.colliderect(scene.item("display", tiles[0].id).rect)
