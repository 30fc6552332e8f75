"""The solo items of issue 34's Whispering Woods list (item 12), driven through the app's own event loop:
step 4's notice waits for the click it asks for, the campaign shows every mission's computer rate and the
turns a mission gives, and the player chooses the animal for the starting tile (an old save made before that
choice is named as unreadable, never a crash)."""

from __future__ import annotations

import pygame
from table.drive import click as _click
from table.drive import use_by_keys

from woods_desktop.core.game import make_config
from woods_desktop.games import definition
from woods_desktop.games.whispering.bots.solver import SoloBot
from woods_desktop.games.whispering.missions import mission_config
from woods_desktop.games.whispering.rules.actions import EndTurn, PlaceForest, StartAnimal
from woods_desktop.saves.games import save_game, slot_id, slot_path
from woods_desktop.table import text as T
from woods_desktop.table.art import LEGAL

from .test_solo_screens import _campaign, _push, _session, _settle, _view, playable  # noqa: F401
from .test_table import _take


def _press(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=pos, button=1))


def test_step_4s_notice_waits_for_the_click_it_asks_for(headless_app):
    """ "Click or press Enter to go on", said the notice of the tile drawn in step 4, and it went by itself after
    3 s, before its removed tiles were read. It now stays until the click."""
    app = headless_app()
    session = _session(1, 5)
    scene = _push(app, session, speed=1.0)
    bot = SoloBot(0, 1)
    for _ in range(60):
        if scene.hold is not None and scene.hold.kind == "board_draw":
            break
        if scene.hold is not None:
            _click(app, (5, 5))
            _settle(app, 1)
            continue
        port = session.port(0)
        _take(app, scene, session, bot.choose(port.view(), port.legal_actions()), False)
    assert scene.hold is not None and scene.hold.kind == "board_draw"
    for _ in range(20):  # 20 s of the table's time at full animation speed
        app.step(1.0)
        app.render()
    assert scene.hold is not None and scene.hold.kind == "board_draw"
    assert scene.prompt_text(_view(session)) == app.t("whispering.ui.hold_skip")
    _click(app, (5, 5))
    _settle(app, 1)
    assert scene.hold is None and scene.my_turn()


def _drawn_texts(monkeypatch) -> list[str]:
    seen: list[str] = []
    fit = T._fit

    def record(app, text, box, px, *args):
        seen.append(text)
        return fit(app, text, box, px, *args)

    monkeypatch.setattr(T, "_fit", record)
    return seen


def test_the_campaign_shows_every_missions_computer_rate_and_the_turns_it_gives(headless_app, monkeypatch):
    """Levels 5 and 6's computer rates were left out (their two-line rule took the rate's line), and nothing
    said how many turns a mission has: "You start each mission with 12 available turns. With each objective
    you achieve ... an extra turn"."""
    from woods_desktop.games.whispering.missions import computer_words, dealt_rates

    rates = dealt_rates(False)  # on the shuffles a mission deals: proven ones by default
    for lang, size in (("en", 1.0), ("ru", 1.0), ("ru", 1.5)):
        app = headless_app(lang=lang, text_size=size)
        seen = _drawn_texts(monkeypatch)
        scene = _campaign(app)
        for _ in range(3):  # every page (three missions a page at a larger text size)
            app.render()
            nxt = [b for b in scene.pager if b.enabled and b is scene.pager[-1]]
            if not nxt or scene.page > 0:
                break
            _press(app, nxt[0].rect.center)
        subtitle = app.t("whispering.campaign.subtitle", turns=12)
        assert subtitle in seen
        rule = "12 turns, one more for each objective met" if lang == "en" else "12 ходов, ещё ход за каждую"
        assert rule in subtitle
        for level in range(1, 7):
            words = computer_words(app.t, rates[level])  # both rates, or the computer's alone where both do not fit
            assert any(w in seen for w in words), (lang, size, level, words)
        monkeypatch.undo()


def test_the_player_chooses_the_animal_for_the_starting_tile_by_click_or_by_keys(headless_app):
    """ "Place 1 Animal, of any color, on the Starting tile": the game put the deer there itself. A mission
    now opens with the four animals glowing under the display; a tile clicked first is refused with the
    reason, and the chosen animal stands on the starting tile."""
    for by_keys, animal in ((False, 1), (True, 3)):
        app = headless_app()
        session = _session(1, 7)
        scene = _push(app, session)
        assert scene.prompt_text(_view(session)) == app.t("whispering.solo.prompt_start")
        animals = scene.zone("animals")
        assert [it.id for it in animals.items] == [("animal", a) for a in range(4)]
        assert all(LEGAL in it.marks for it in animals.items)
        tile = next(it for it in scene.zone("display").items if it.id[0] == "tile")
        app.toasts.clear()
        _press(app, tile.rect.center)
        assert session.actions == [] and app.toasts[-1].text == app.t("whispering.refused.start_first")
        if by_keys:
            use_by_keys(app, scene, "animals", ("animal", animal))
        else:
            _press(app, scene.item("animals", ("animal", animal)).rect.center)
        _settle(app, 1)
        assert session.actions == [StartAnimal(animal)]
        assert _view(session).forest(0)[(0, 0)].animal == animal and _view(session).phase == "place"
        assert scene.zone("forest").animals[(0, 0)][0] == animal  # drawn on the starting tile
        assert not scene.zone("animals").items  # until a task side is in hand
        assert (
            app.t(
                "whispering.solo.log_start", name="Ann", animal=app.t("whispering.animal." + ("frog", "hare")[by_keys])
            )
            in scene.log.lines
        )


def test_an_old_solo_save_without_the_choice_is_named_as_unreadable_not_a_crash(headless_app):
    """A mission saved before the choice existed does not replay (its first move is a tile): resuming it from
    the campaign says the save could not be read and keeps the file aside; the campaign goes on."""
    d = definition("whispering")
    config = mission_config(1, "Player 1")
    state = d.new_game(config, 9)
    state.apply(StartAnimal(0))  # what the old game did by itself: the deer on the starting tile
    old = [next(a for a in state.legal_actions(0) if isinstance(a, PlaceForest))]
    state.apply(old[0])
    old.append(next(a for a in state.legal_actions(0) if isinstance(a, PlaceForest)))
    old.append(EndTurn())
    assert make_config(d, 1, "solo", {"mission": 1}, ["Player 1"]) == config
    path = save_game(d, config, 9, old, {"seats": [{"name": "Player 1", "kind": "human"}]})
    assert path == slot_path(slot_id("whispering", config))
    app = headless_app()
    scene = _campaign(app)
    card = scene.grid.cards[0]
    assert card.button.text == app.t("menu.resume")  # the campaign offers to resume it
    _press(app, card.button.rect.center)
    _settle(app, 1)
    assert app.scene.name == "notice"
    text = " ".join(app.scene.body_lines)
    assert app.t("store.save_of_mission", game=app.t("whispering.title"), level=1) in text
    assert not path.exists() and any(p.name.startswith(path.name + ".broken-") for p in path.parent.iterdir())
    _press(app, app.scene.ok.rect.center)
    assert app.scene is scene  # (a new mission was started over the notice, hiding it)
    assert scene.grid.cards[0].button.text == app.t("whispering.campaign.play", n=1)  # a new game, now
