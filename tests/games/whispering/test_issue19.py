"""The Whispering Woods defects issue 19 lists, each seen through the table's public targets (or the art's
and the hint's own measures where a target cannot show it)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
from table.drive import click as _click
from table.drive import click_item as _click_item

from woods_desktop.app import theme
from woods_desktop.games.whispering.art import WoodsArt
from woods_desktop.games.whispering.data import load_whispering_data
from woods_desktop.games.whispering.hinting import TableHint
from woods_desktop.games.whispering.rules.actions import Complete, EndTurn, PlaceForest, Refresh
from woods_desktop.games.whispering.rules.testing import choose
from woods_desktop.games.whispering.tile_layout import TOKEN, sequence_icon, sequence_spots
from woods_desktop.table import text as T

from .test_table import (  # noqa: F401
    _find,
    _hinted_next,
    _person_in,
    _public,
    _push,
    _replayed_with_hint,
    _settle,
    _shown,
    _take,
    playable,
)


def test_a_task_is_shown_by_its_icons_on_both_sides_and_no_icon_covers_another():
    """A forest side showed its task as tiny colour-only dots (grey and blue hard to tell apart): it now
    shows each element's icon with its colour. On a task side four or five icons overlapped each other
    and the animal's token: every icon's box now stands clear of the others, the points and the token."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    tile = next(t for t in load_whispering_data().tiles if t.element and len(t.task) == 5)
    app = type("App", (), {"px": staticmethod(lambda v: round(v)), "fonts": _Fonts()})()
    art = WoodsArt(app, load_whispering_data().elements)
    drawn: list[str] = []
    art.icon = lambda surface, element, centre, size: drawn.append(element)  # type: ignore[method-assign]
    art.render_face(("forest", tile.element, tuple(tile.task), tile.points), (160, 185))
    assert drawn == [tile.element, *tile.task]
    r = 100.0
    token = pygame.Rect(0, 0, round(r * TOKEN[1]), round(r * TOKEN[1]))
    token.center = (0, round(r * TOKEN[0]))
    seal = pygame.Rect(-round(r * 0.19), round(-r * 0.56 - r * 0.19), round(r * 0.38), round(r * 0.38))
    for n in (3, 4, 5):
        side = sequence_icon(r, n)
        boxes = [
            pygame.Rect(round(x - side / 2), round(y - side / 2), round(side), round(side))
            for x, y in sequence_spots(0, 0, r, n)
        ]
        assert side >= r * 0.3, n
        for i, a in enumerate(boxes):
            assert not a.colliderect(token) and not a.colliderect(seal), (n, i)
            assert all(not a.inflate(-2, -2).colliderect(b) for b in boxes[i + 1 :]), (n, i)


def test_a_zigzag_task_is_linked_in_its_order():
    """Four or five icons stand in a zigzag: unlinked, a player could read them row by row (1, 3, 5 then 2, 4)
    rather than in turn. A line under the icons joins each to the next, as the animal walks them."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    data = load_whispering_data()
    tile = next(t for t in data.tiles if t.element and len(t.task) == 5)
    app = type("App", (), {"px": staticmethod(lambda v: round(v)), "fonts": _Fonts()})()
    art = WoodsArt(app, data.elements)
    art.icon = lambda surface, element, centre, size: None  # type: ignore[method-assign]  # the line alone
    w, h = 160, 185
    face = art.render_face(("task", tile.element, tuple(tile.task), tile.points), (w, h))
    r = min(w / 3**0.5, h / 2) * 0.96  # the hex's radius, about: the midpoints only need to be inside
    spots = sequence_spots(w / 2, h / 2, r, 5)
    parchment = pygame.Color(*theme.PARCHMENT[:3])
    for (x0, y0), (x1, y1) in zip(spots, spots[1:]):
        mid = face.get_at((round((x0 + x1) / 2), round((y0 + y1) / 2)))
        assert (mid.r, mid.g, mid.b) != (parchment.r, parchment.g, parchment.b), ((x0, y0), (x1, y1))


class _Fonts:
    def render(self, text: str, px: int, colour: Any, weight: str = "regular", scaled: bool = True) -> pygame.Surface:
        return pygame.Surface((px, px))


def _last_turn_is_the_computers(s: Any) -> bool:
    v = _public(s)
    return v.end_triggered and v.phase == "place" and s.to_move == 1 and v.last_seat == 1 and not s.state.is_over()


def test_the_computers_last_turn_stays_on_the_table_and_the_final_forests_can_be_looked_at(headless_app, shot):
    """The computer's final turn was never shown before the result: the table now keeps the final position
    (after the walks of that turn, the last turn's forest shown) and its forest tabs still switch the forest
    shown; a click elsewhere goes on to the result, whose "Look at the table" comes back to it."""
    session = _find(_last_turn_is_the_computers, seeds=range(1, 60))
    app = headless_app()
    scene = _push(app, session, speed=1.0)
    for _ in range(4000):
        if session.state.is_over() and scene.hold is not None and scene.hold.kind == "over":
            break
        hold = scene.hold
        if hold is not None and hold.kind != "over":
            _click(app, (5, 5))
        time.sleep(0.002)
        _settle(app, 1)
    assert app.scene is scene and scene.hold.kind == "over"
    assert session.actions[-1] == EndTurn() and session.seats[1].kind == "easy"
    assert _shown(scene) == 1  # the forest of the last turn, as it ended
    shot(app, "whispering-computers-last-turn-shown")
    _click_item(app, scene, "forests", ("seat", 1))  # the computer's final forest
    assert app.scene is scene and _shown(scene) == 1
    assert {("hex", c.q, c.r) for c in _public(session).forests[1]} == set(scene.targets()["forest"])
    _click_item(app, scene, "forests", ("seat", 0))
    assert app.scene is scene and _shown(scene) == 0
    _click(app, (5, 5))
    _settle(app, 1)
    assert app.scene.name == "result"
    app.scene.table.activate()  # "Look at the table": the final forests and the log, after the result too
    _settle(app, 1)
    assert app.scene is scene
    _click_item(app, scene, "forests", ("seat", 1))
    assert app.scene is scene and _shown(scene) == 1 and scene.log.lines
    shot(app, "whispering-final-forest-after-the-result")


def test_the_prompt_offers_no_task_side_when_no_animal_is_left(headless_app, shot):
    """ "or one goes task side up with an animal (0 animals left)", and "F turns it to its task side" with
    the button off: with no animal left the prompt offers forest sides only, and names no F."""
    session = _find(lambda s: _person_in("place")(s) and _public(s).animals_left[s.to_move] == 0)
    for lang in ("en", "ru"):
        app = headless_app(lang=lang)
        scene = _push(app, session)
        text = scene.prompt_text(scene.view())
        assert text == app.t("whispering.ui.prompt_take_forest")
        tile = next(t for t in _public(session).display if t is not None)
        _click_item(app, scene, "display", ("tile", tile.id))
        flip = scene.zone("actions").states["flip"]
        assert not flip.enabled
        text = scene.prompt_text(scene.view())
        assert "F" not in text.replace(app.t("whispering.element." + tile.element), "")
        shot(app, "whispering-prompt-no-animal-left")


def test_the_end_turn_slot_stays_on_one_line_with_its_bonus_card(headless_app, shot):
    """ "End turn: bonus 2× (+3)" wrapped in its button: the slot says "End turn" and shows the bonus card it
    takes as its picture, on one line, in both languages."""
    for lang in ("en", "ru"):
        app = headless_app(lang=lang)
        session, scene = _replayed_with_hint(app, "chain_hint_game")
        for _ in range(12):  # the hint's plan as the table shows it, up to the turn's end
            action = _hinted_next(app, scene, session)
            if action is None:
                break
            _take(app, scene, session, action, False)
            for _ in range(50):
                _click(app, (5, 5)) if scene.hold is not None else None
                _settle(app, 1)
                if scene.my_turn():
                    break
        assert _public(session).tasks_this_turn >= 2
        bar = scene.zone("actions")
        state = bar.states["end"]
        assert state.enabled and state.picture is not None  # the bonus card it takes
        rect = scene.item("actions", "end").rect
        box = rect.inflate(-app.px(12), -app.px(4))
        side = min(box.h, app.px(40))
        box.w -= side + app.px(6)
        fitted = T.fit(app, bar.label_of("end"), box, app.px(theme.TYPE_LEAD), "bold", max_lines=2)
        assert len(fitted.lines) == 1 and fitted.px == app.px(theme.TYPE_LEAD), (lang, fitted)
        shot(app, "whispering-end-turn-with-bonus")


def _many_done(s: Any) -> bool:
    if not _person_in("place")(s):
        return False
    return len([a for a in s.port(s.to_move).legal_actions() if isinstance(a, Refresh)]) >= 7


def test_the_refresh_picker_shows_seven_tasks_large_enough_to_read(headless_app, shot):
    """With seven completed tasks the refresh's tiles turned unreadably small in the display's tray: they
    are now laid out over the map, each at least as wide as a display tile."""
    session = _find(_many_done, seeds=range(1, 400), chooser=_completer)
    app = headless_app()
    scene = _push(app, session)
    scene.press("refresh")
    offered = scene.targets()["picker"]
    assert len(offered) >= 7
    tile_w = scene.zone("display").items[0].rect.w
    for item in offered:
        assert scene.item("picker", item).rect.w >= max(tile_w, app.px(72)), item
    shot(app, "whispering-refresh-picker-seven-tasks")


def _completer(state: Any, legal: list[Any], rng: Any) -> Any:
    """The demo chooser, except that it completes a task whenever it can and never refreshes."""
    completes = [a for a in legal if isinstance(a, Complete)]
    if completes:
        return completes[0]
    return choose(state, [a for a in legal if not isinstance(a, Refresh)] or legal, rng)


def test_a_hint_of_two_walks_shows_each_in_its_colour_and_says_which_animal_walks_first(headless_app, shot):
    """A hint of two tasks drew both paths in one blue with their step numbers over each other, and did not
    say which animal walks first: each walk has its own colour and its numbers their own corner of a tile,
    and the prompt names the animals in the order they walk."""
    app = headless_app()
    session, scene = _replayed_with_hint(app, "chain_hint_game")
    zone = scene.zone("forest")
    assert len(zone.hint_paths) >= 2
    spots = [zone.step_spots(path, k) for k, path in enumerate(zone.hint_paths)]
    dot = max(7, round(zone.tile_radius() * 0.19))
    for a in spots[0]:
        for b in spots[1]:
            assert abs(a[0] - b[0]) >= 2 * dot or abs(a[1] - b[1]) >= 2 * dot, (a, b)
    standing = {at: animal for at, (animal, _) in zone.animals.items()}
    walkers = []  # who walks each hinted path, in order (a chain's animal walks on from the tile it reached)
    for start, *path in zone.hint_paths:
        walkers.append(standing.pop(tuple(start)))
        standing[tuple(path[-1])] = walkers[-1]
    assert len(walkers) >= 2
    names = [app.t("whispering.animal." + ("deer", "frog", "bird", "hare")[a]) for a in walkers]
    text = scene.prompt_text(scene.view())
    assert all(n in text for n in names) and text.index(f"1 {names[0]}") < text.index(f"2 {names[1]}")
    shot(app, "whispering-hint-of-two-walks")


@dataclass
class _Plan:
    actions: tuple[Any, ...]
    why: str = "hint.end_turn"
    params: dict[str, Any] = field(default_factory=dict)
    expected: float = 0.0


class _Runner:
    """Answers the hint's questions at once: the first with a refresh that completes nothing."""

    def __init__(self) -> None:
        self.asked: list[list[Any]] = []
        self.key: Any = None

    def start(self, key: Any, bot: Any, view: Any, legal: list[Any]) -> None:
        if key == self.key:
            return  # as the real worker: a question already asked is not thought again
        self.key = key
        self.asked.append(list(legal))

    def started(self, key: Any) -> bool:
        return key == self.key

    def poll(self, key: Any) -> tuple[bool, Any]:
        if len(self.asked) == 1:
            return True, _Plan((Refresh(5), PlaceForest(3, 1, 0), PlaceForest(4, 2, 0), EndTurn()))
        return True, _Plan((PlaceForest(3, 1, 0), PlaceForest(4, 2, 0), EndTurn()))

    def cancel(self) -> None:
        self.key = None

    def busy(self) -> bool:
        return False


def test_the_hint_proposes_no_refresh_that_gains_nothing_this_turn():
    """The hint proposed refreshes that completed nothing this turn (a point lost for no gain now): such a
    plan is thought again without refreshes, and that plan is shown."""
    hint = TableHint()
    runner = _Runner()
    hint.runner = runner  # type: ignore[assignment]
    legal = [Refresh(5), PlaceForest(3, 1, 0), EndTurn()]
    hint.ask((0, 1, None, 2), 0, object(), legal)
    for _ in range(3):
        hint.poll()
    assert hint.plan is not None and not any(isinstance(a, Refresh) for a in hint.plan.actions)
    assert len(runner.asked) == 2 and not any(isinstance(a, Refresh) for a in runner.asked[1])


def test_the_log_names_the_walk_not_the_printed_task():
    """ "bird walks Flowers – Mushrooms – …" when it walked Fruits, Leaves, …: the log names the tiles in
    the order the animal walked them."""
    from woods_desktop.data.strings import Strings
    from woods_desktop.games.whispering.data import load_definition
    from woods_desktop.games.whispering.text import ForestLog, element_name

    d = load_definition()
    t = Strings("en").t
    record = json.loads((Path(__file__).parent / "data" / "endgame_game.json").read_text())
    state = d.new_game(record["config"], record["seed"])
    tiles = {tile.id: tile for tile in d.extras["data"].tiles}
    log = ForestLog(t, ["Anna", "Boris"], tiles)
    seen = backwards = 0
    for move in record["actions"]:
        action = d.decode_action(move)
        walked = ""
        if isinstance(action, Complete):
            seat = state.to_move()
            forest = state.forest_map(seat)
            elements = [forest[tuple(h)][0] for h in action.path]
            walked = " – ".join(element_name(t, e) for e in elements)
            printed = tiles.get(state.forests[seat][(action.q, action.r)][0])  # None: the starting tile
            backwards += printed is not None and list(printed.task) != elements
        before = len(state.log)
        state.apply(action)
        for event in state.log[before:]:
            line = log.next_line(event)
            if event.get("type") == "complete":
                assert line is not None and f"({walked})" in line, (line, walked)
                seen += 1
    assert seen >= 3 and backwards >= 1  # one walk at least against its printed order: the case the log got wrong
