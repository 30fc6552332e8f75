"""Voice of the Woods on two phone pages in headless Chromium at 360x640 against a computer (issue 36): each
writer presses Start my minute on its own phone, the field's letters show only then, a word is spelt by
tapping the cards' letters and written; a word the dictionary refuses comes back with its reason (and costs
the penalty cube: the game's second chance is off), and the
cubes, the Leader's choice and the rest are tapped as the host's legal actions. Every frame each page
received equals its seat's projection, and no page sees another seat's word before they are opened
together. Screenshots: /tmp/phones_voice_*.png. Only 127.0.0.1; every wait bounded."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from net.inprocess import make_game
from net.phones import Projections
from net.test_phone_browser import SHOTS, _skip_reason, join, last_state, phone_browser, received, tap, wait_for
from woods_desktop.games import make_bot
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.phone import phone_url

pytestmark = pytest.mark.skipif(_skip_reason() is not None, reason=_skip_reason() or "")
ROUNDS_S = 240.0


def _letters_shown(driver: Any) -> int:
    from selenium.webdriver.common.by import By

    return len(driver.find_elements(By.CSS_SELECTOR, "#v-field button.v-letter"))


def _spell(driver: Any, action: Any) -> None:
    """Tap the letters of the computer's word, each on the card the word names (re-found: taps redraw)."""
    from selenium.webdriver.common.by import By

    for letter, card in zip(action.word, action.cards):
        found = f'button[data-card="{card}"][data-letter="{letter}"]'
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"#v-field {found}, #v-own {found}"))


def test_two_phone_pages_write_words_and_place_cubes_in_voice():
    from selenium.webdriver.common.by import By

    game = make_game("voice", ["phone", "phone", "easy"])
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    url = phone_url("127.0.0.1", port, game.code)
    drivers: list[Any] = []
    try:
        drivers = [phone_browser(), phone_browser(lang="ru-RU")]
        seats = [join(drivers[0], url, "Anna"), join(drivers[1], url, "Boris")]
        pickers = {seat: make_bot("voice", "easy", seat, 5 + seat) for seat in seats}
        refused: set[int] = set()
        written = placed = 0
        end = time.monotonic() + ROUNDS_S
        while hosting.call(lambda: game.state.view(None).round) < 3 and not hosting.call(lambda: game.over):
            assert time.monotonic() < end, "two rounds did not end in time"
            for seat, driver in zip(seats, drivers):
                frame = last_state(driver)
                if frame is None or frame["over"] or frame["to_move"] != seat:
                    continue
                if hosting.call(lambda: len(game.actions)) != frame["version"]:
                    continue
                view = frame["view"]
                if view["phase"] == "compose":
                    if frame["minute"] is None:
                        assert _letters_shown(driver) == 0, "the field's letters before the writer's minute"
                        tap(driver, driver.find_element(By.ID, "v-start"))
                        wait_for(lambda d=driver: (f := last_state(d)) is not None and f["minute"] is not None)
                        wait_for(lambda d=driver: _letters_shown(d) > 0)
                        driver.save_screenshot(str(SHOTS / f"phones_voice_minute_{seat}.png"))
                        continue
                    if seat not in refused:  # three letters that make no word: the dictionary's reason
                        shown = driver.execute_script(
                            "return Array.prototype.map.call(document.querySelectorAll('#v-field button.v-letter'),"
                            " function (b) { return [b.getAttribute('data-card'), b.textContent.trim()]; })"
                        )
                        # consonants first: three of them make no Russian noun whatever the shuffle dealt (three
                        # letters in field order once made a word, and the refusal never came)
                        by_card = dict((c, t.upper()) for c, t in shown)
                        order = sorted(by_card, key=lambda c: by_card[c][:1] in "АЕЁИОУЫЭЮЯ")
                        for card in order[:3]:
                            tap(driver, driver.find_element(By.CSS_SELECTOR, f'#v-field button[data-card="{card}"]'))
                        tap(driver, driver.find_element(By.ID, "v-write"))
                        text = wait_for(lambda d=driver: d.find_element(By.ID, "v-refusal").text, 60)
                        driver.save_screenshot(str(SHOTS / f"phones_voice_refused_{seat}.png"))
                        # without the second chance a refused word costs the penalty cube, as at one computer:
                        # the page writes no word, carrying the word and the dictionary's reason
                        v = frame["version"]
                        penalty = wait_for(lambda v=v: hosting.call(lambda: game.actions[v : v + 1]), 30)[0]
                        assert type(penalty).__name__ == "NoWord" and penalty.word, penalty
                        assert penalty.reason.startswith("voice.word.") and text, (penalty, text)
                        refused.add(seat)
                        continue
                    state_view = hosting.call(lambda s=seat: game.state.view(s))
                    choice = pickers[seat].choose(state_view, hosting.call(lambda s=seat: game.state.legal_actions(s)))
                    if type(choice).__name__ == "Compose":
                        _spell(driver, choice)
                        driver.save_screenshot(str(SHOTS / f"phones_voice_word_{seat}.png"))
                        tap(driver, driver.find_element(By.ID, "v-write"))
                        written += 1
                    else:
                        tap(driver, driver.find_element(By.CSS_SELECTOR, '#v-choices button[data-action="NoWord"]'))
                else:
                    if not frame["legal"] or not driver.find_elements(By.CSS_SELECTOR, "#v-choices button"):
                        continue
                    if placed == 0:
                        driver.save_screenshot(str(SHOTS / f"phones_voice_cubes_{seat}.png"))
                    _tap_choice(driver, frame["legal"][0], "")  # the first legal action's button (in its group)
                    placed += 1
                version = frame["version"]
                wait_for(lambda d=driver, v=version: (f := last_state(d)) is not None and f["version"] > v, 60)
            time.sleep(0.05)
        assert refused == {0, 1} and written >= 1 and placed >= 1, (refused, written, placed)
        projections = Projections(game)
        for seat, driver in zip(seats, drivers):
            assert projections.check(seat, received(driver), private="words") >= 5
    finally:
        for driver in drivers:
            driver.quit()
        hosting.close()


def test_three_phone_pages_write_in_the_table_minute(headless_app):
    """The table minute (the rulebook's game): one shared minute on the host; all three phone pages show the
    field's letters at once while it runs, each writes its word when its turn to write comes, and no page sees
    another's word before they are opened together; the host's window is the table display meanwhile (kept
    with the pages at the same moment: /tmp/phones_voice_table_minute_*.png)."""
    import pygame
    from selenium.webdriver.common.by import By
    from window_events import frame as window_frame

    from woods_desktop.net.table_session import NetSession

    game = make_game("voice", ["phone", "phone", "phone"], options={"minute": "table"})
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    url = phone_url("127.0.0.1", port, game.code)
    drivers: list[Any] = []
    try:
        drivers = [phone_browser(), phone_browser(lang="ru-RU"), phone_browser()]
        seats = [join(d, url, name) for d, name in zip(drivers, ("Anna", "Boris", "Vera"))]
        pickers = {seat: make_bot("voice", "easy", seat, 5 + seat) for seat in seats}
        app = headless_app()
        app.push("menu")
        app.push("voice", session=NetSession.hosted(hosting, {}))  # nobody at the host: the table display
        table = app.scene
        for driver in drivers:  # the shared minute runs on the host: every page shows the letters at once
            wait_for(lambda d=driver: (f := last_state(d)) is not None and f["minute"] is not None)
            wait_for(lambda d=driver: (window_frame(app, 0.016), _letters_shown(d) > 0)[1])
        for seat, driver in zip(seats, drivers):
            driver.save_screenshot(str(SHOTS / f"phones_voice_table_minute_{seat}.png"))
        window_frame(app, 0.016)
        pygame.image.save(app.screen, str(SHOTS / "phones_voice_table_minute_table.png"))
        assert app.scene is table, f"{app.scene.name} stood in front of the table display"
        end = time.monotonic() + ROUNDS_S
        while hosting.call(lambda: game.state.view(None).phase) == "compose":
            assert time.monotonic() < end, "the table minute's round did not end"
            seat = hosting.call(game.to_move)
            driver = drivers[seats.index(seat)]
            frame = wait_for(lambda d=driver, s=seat: (f := last_state(d)) is not None and f["to_move"] == s and f)
            state_view = hosting.call(lambda s=seat: game.state.view(s))
            choice = pickers[seat].choose(state_view, hosting.call(lambda s=seat: game.state.legal_actions(s)))
            if type(choice).__name__ == "Compose":
                _spell(driver, choice)
                tap(driver, driver.find_element(By.ID, "v-write"))
            else:
                tap(driver, driver.find_element(By.CSS_SELECTOR, '#v-choices button[data-action="NoWord"]'))
            wait_for(lambda d=driver, v=frame["version"]: (f := last_state(d)) is not None and f["version"] > v, 60)
            window_frame(app, 0.016)
            view = table.port.view()
            assert app.scene is table and (all(view.composed) or all(w is None for w in view.words))
        projections = Projections(game)
        for seat, driver in zip(seats, drivers):
            assert projections.check(seat, received(driver), private="words") >= 3
        app.reset_to("menu")
    finally:
        for driver in drivers:
            driver.quit()
        hosting.close()


WANTED = ("PlaceCube", "LeaderCube", "ElderTrade", "RefreshPlace")


def _tap_choice(driver: Any, action: dict[str, Any], shots: str) -> int:
    """Tap the page's button for `action`: at once, or (dozens of them: a refresh's places, a cube's moves) its
    group's button first, then it. Every button a finger's size; never more than the groups on screen. Returns
    how many buttons the page showed first."""
    from selenium.webdriver.common.by import By

    def buttons() -> list[Any]:  # a refresh's places are "+" cells on the field
        return driver.find_elements(By.CSS_SELECTOR, "#v-choices button, #v-field button.v-place")

    first = buttons()
    if action["type"] in ("RefreshPlace", "MoveCube"):  # dozens of places: the groups only, a few
        assert len(first) <= 8, f"{len(first)} buttons for one choice on a 360x640 page"
    for b in first:
        assert b.size["height"] >= 44 and b.size["width"] >= 44, ("a button smaller than a finger", b.text)
    target = next(
        (b for b in first if b.get_attribute("data-choice") and json.loads(b.get_attribute("data-choice")) == action),
        None,
    )
    if target is None:  # in a group: its button opens it
        key = f"card:{action['card']}" if action["type"] == "RefreshPlace" else f"src:{action.get('src')}"
        tap(driver, driver.find_element(By.CSS_SELECTOR, f'#v-choices button[data-group="{key}"]'))
        target = wait_for(
            lambda: next(
                (
                    b
                    for b in buttons()
                    if b.get_attribute("data-choice") and json.loads(b.get_attribute("data-choice")) == action
                ),
                None,
            )
        )
    assert target.size["height"] >= 44 and target.size["width"] >= 44, ("a button smaller than a finger", action)
    if shots:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
        driver.save_screenshot(shots)
    tap(driver, target)
    return len(first)


def test_cubes_the_leaders_choice_an_elder_trade_and_a_refresh_are_tapped_on_phones():
    """Two phone pages play a two-player game (its seed reaches them all) until each has tapped a cube, the
    Leader's choice, an Elder's trade and a refresh's card and place: each the host's legal action, found on
    the page as one button (a refresh's dozens of places in two taps: the drawn card, then its place), accepted
    by the host. Screenshots: /tmp/phones_voice_{refresh,leader,elder}_*.png."""
    from selenium.webdriver.common.by import By

    from woods_desktop.core.actions import action_to_dict
    from woods_desktop.games import definition
    from woods_desktop.net.game import HostGame

    game = HostGame(definition("voice"), ["phone", "phone"], "4821", 16, make_bot=lambda level, seat: None, save=False)
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    url = phone_url("127.0.0.1", port, game.code)
    drivers: list[Any] = []
    try:
        drivers = [phone_browser(), phone_browser(lang="ru-RU")]
        seats = [join(drivers[0], url, "Anna"), join(drivers[1], url, "Boris")]
        pickers = {seat: make_bot("voice", "easy", seat, 5 + seat) for seat in seats}
        tapped: dict[str, int] = {}
        end = time.monotonic() + ROUNDS_S
        while set(WANTED) - set(tapped):
            assert not hosting.call(lambda: game.over), f"the game ended before {set(WANTED) - set(tapped)}"
            assert time.monotonic() < end, f"not reached in time: {set(WANTED) - set(tapped)}"
            for seat, driver in zip(seats, drivers):
                frame = last_state(driver)
                if frame is None or frame["over"] or frame["to_move"] != seat:
                    continue
                if hosting.call(lambda: len(game.actions)) != frame["version"]:
                    continue
                if frame["view"]["phase"] == "compose" and frame["minute"] is None:
                    tap(driver, driver.find_element(By.ID, "v-start"))
                    wait_for(lambda d=driver: (f := last_state(d)) is not None and f["minute"] is not None)
                    wait_for(lambda d=driver: _letters_shown(d) > 0)
                    continue
                legal = hosting.call(lambda s=seat: game.state.legal_actions(s))
                choice = pickers[seat].choose(hosting.call(lambda s=seat: game.state.view(s)), legal)
                choice = next((a for a in legal if type(a).__name__ == "ElderTrade"), choice)
                kind = type(choice).__name__
                if kind == "Compose":
                    _spell(driver, choice)
                    tap(driver, driver.find_element(By.ID, "v-write"))
                elif kind == "NoWord":
                    tap(driver, driver.find_element(By.CSS_SELECTOR, '#v-choices button[data-action="NoWord"]'))
                else:
                    action = action_to_dict(choice)
                    assert action in frame["legal"], f"{kind}: not among the page's legal actions"
                    name = {"RefreshPlace": "refresh", "LeaderCube": "leader", "ElderTrade": "elder"}.get(kind)
                    shot = str(SHOTS / f"phones_voice_{name}_{seat}.png") if name and kind not in tapped else ""
                    if shot and kind != "RefreshPlace":
                        driver.save_screenshot(shot)
                    tapped[kind] = max(tapped.get(kind, 0), _tap_choice(driver, action, shot))
                version = frame["version"]
                try:
                    wait_for(lambda d=driver, v=version: (f := last_state(d)) is not None and f["version"] > v, 60)
                except AssertionError:
                    page = driver.find_element(By.ID, "v-choices").get_attribute("innerHTML")
                    raise AssertionError(f"{kind} {choice} was tapped, the game did not move: {page}") from None
            time.sleep(0.05)
        assert tapped["RefreshPlace"] <= 8, tapped
        refusals = [f for d in drivers for f in received(d) if f["type"] == "result" and f["refusal"]]
        assert not refusals, refusals[:2]
        projections = Projections(game)
        for seat, driver in zip(seats, drivers):
            assert projections.check(seat, received(driver), private="words") >= 5
    finally:
        for driver in drivers:
            driver.quit()
        hosting.close()
