"""Two phone pages in headless Chromium at 360x640 play a whole game of Woodlanders against two computers
(issue 36): each page is opened at the address the QR code carries, a name typed, the seat taken; Wardens
and cards are tapped and Play pressed; an illegal play is refused with the engine's reason on the page; a
reload takes the seat back. Every frame a page received equals its seat's projection and no page ever
shows another seat's hand. Screenshots go to /tmp/phones_*.png. Only 127.0.0.1; every wait bounded."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from net.inprocess import make_game
from net.phones import Projections
from woods_desktop.data.strings import Strings
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.phone import phone_url

GAME_S = 300.0  # the whole game's bound
SHOTS = Path("/tmp")


def _chromium() -> tuple[str, str] | None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def _skip_reason() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e .[test])"
    if _chromium() is None:
        return "no Chromium here: install Debian's chromium and chromium-driver to run the phone page in a browser"
    return None


pytestmark = pytest.mark.skipif(_skip_reason() is not None, reason=_skip_reason() or "")


def phone_browser(width: int = 360, height: int = 640, lang: str = "en-US") -> Any:
    """Headless Chromium as a phone: a touch screen of `width` x `height` CSS px, its language `lang`."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    found = _chromium()
    assert found is not None
    options = webdriver.ChromeOptions()
    options.binary_location = found[0]
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--lang={lang}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    metrics = {"width": width, "height": height, "pixelRatio": 1.0, "touch": True}
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    driver = webdriver.Chrome(options=options, service=Service(found[1]))
    driver.set_page_load_timeout(20)
    driver.set_script_timeout(10)
    return driver


def received(driver: Any) -> list[dict[str, Any]]:
    return [json.loads(t) for t in driver.execute_script("return window.woodsReceived")]


def last_state(driver: Any) -> dict[str, Any] | None:
    frames = [f for f in received(driver) if f["type"] == "state"]
    return frames[-1] if frames else None


def wait_for(test: Any, seconds: float = 20.0) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = test()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("the page never showed what the test waited for")


def join(driver: Any, url: str, name: str) -> int:
    from selenium.webdriver.common.by import By

    driver.get(url)
    field = wait_for(lambda: driver.find_element(By.ID, "name").is_displayed() and driver.find_element(By.ID, "name"))
    field.send_keys(name)
    driver.find_element(By.ID, "join-button").click()
    welcome = wait_for(lambda: next((f for f in received(driver) if f["type"] == "welcome"), None))
    return int(welcome["seat"])


def tap(driver: Any, element: Any) -> None:
    """A finger's tap: the page scrolled so the element sits mid-screen (above the bar of Play), then clicked."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def tap_cards(driver: Any, cards: list[list[Any]]) -> None:
    """Tap the hand's buttons for `cards` (two equal cards: two different buttons; a tap redraws the hand, so
    each is found afresh among the cards not chosen yet)."""
    from selenium.webdriver.common.by import By

    for suit, value in cards:
        found = f'#hand button[data-suit="{suit}"][data-value="{value}"][aria-pressed="false"]'
        tap(driver, driver.find_elements(By.CSS_SELECTOR, found)[0])


HAND_NOW = """
var state = null;
for (var i = window.woodsReceived.length - 1; i >= 0 && state === null; i--) {
  var f = JSON.parse(window.woodsReceived[i]);
  if (f.type === "state") { state = f; }
}
var hand = Array.prototype.map.call(document.querySelectorAll("#hand button"), function (b) {
  return [b.getAttribute("data-suit"), Number(b.getAttribute("data-value"))];
});
return [state, hand];
"""


def page_now(driver: Any) -> tuple[dict[str, Any] | None, list[list[Any]]]:
    """The page's last state frame and the hand it shows, read in one turn of the page's own loop (a frame
    arriving between two reads would otherwise pair one view with another's hand)."""
    state, hand = driver.execute_script(HAND_NOW)
    return state, sorted(hand)


@pytest.mark.parametrize(
    ("variant", "kinds"),
    [("standard", ["phone", "phone", "easy", "easy"]), ("three-player", ["phone", "phone", "easy"])],
)
def test_two_phone_pages_play_a_whole_game_against_the_computers(variant, kinds):
    """Four players, or three and D4-ST8 (whose hand lies open to all; the dealer chooses pain and trump)."""
    from selenium.webdriver.common.by import By

    game = make_game("woodlanders", kinds, variant=variant)
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    url = phone_url("127.0.0.1", port, game.code)
    drivers: list[Any] = []
    try:
        drivers = [phone_browser(), phone_browser(lang="ru-RU")]  # Boris's phone speaks Russian
        drivers[0].get(url)
        wait_for(lambda: drivers[0].find_element(By.ID, "name").is_displayed())
        drivers[0].save_screenshot(str(SHOTS / "phones_join.png"))
        seats = [join(drivers[0], url, "Anna"), join(drivers[1], url, "Boris")]
        assert seats == [0, 1]
        by_seat = dict(zip(seats, drivers))
        refused: set[int] = set()  # the seats whose page showed a refusal (in English and in Russian)
        reloaded = False
        kept: dict[int, list[dict[str, Any]]] = {seat: [] for seat in seats}  # frames from before a reload
        shots: set[str] = set()
        end = time.monotonic() + GAME_S
        while not hosting.call(lambda: game.over):
            assert time.monotonic() < end, "the game did not end in time"
            acted = False
            for seat, driver in by_seat.items():
                frame = last_state(driver)
                if frame is None:
                    continue
                robot = frame["view"]["robot_seat"]
                shown = [i for i, h in enumerate(frame["view"]["hands"]) if h is not None and i not in (seat, robot)]
                assert frame["over"] or not shown, "another seat's hand reached a phone"
                now, hand = page_now(driver)
                assert now is not None and hand == sorted(now["view"]["hands"][seat] or [])
                if frame["over"] or frame["to_move"] != seat or hosting.call(game.to_move) != seat:
                    continue
                if hosting.call(lambda: len(game.actions)) != frame["version"]:
                    continue  # the page has not got the newest view yet
                phase = frame["view"]["phase"]
                if phase == "wardens":
                    if "warden" not in shots:
                        driver.save_screenshot(str(SHOTS / "phones_warden.png"))
                        shots.add("warden")
                    legal = frame["legal"][0]
                    tap(driver, driver.find_element(By.CSS_SELECTOR, f'#choices button[data-warden="{legal["suit"]}"]'))
                elif phase == "dealer_choice":
                    driver.save_screenshot(str(SHOTS / "phones_dealer.png"))
                    tap(driver, driver.find_elements(By.CSS_SELECTOR, "#choices button")[0])
                elif phase == "play":
                    hand = frame["view"]["hands"][seat]
                    if seat not in refused and len({c[0] for c in hand}) > 1:
                        tap_cards(driver, [hand[0], next(c for c in hand if c[0] != hand[0][0])])
                        driver.save_screenshot(str(SHOTS / f"phones_chosen_{seat}.png"))
                        driver.find_element(By.ID, "play").click()
                        text = wait_for(lambda d=driver: d.find_element(By.ID, "refusal").text)
                        lang = driver.execute_script("return document.documentElement.lang")
                        assert lang == ("en", "ru")[seat] and text == Strings(lang).t("woodlanders.err.one_suit")
                        driver.save_screenshot(str(SHOTS / f"phones_refused_{lang}.png"))
                        driver.find_element(By.ID, "clear").click()
                        refused.add(seat)
                    if frame["view"]["trick"] and "trick" not in shots:
                        driver.save_screenshot(str(SHOTS / "phones_trick.png"))
                        shots.add("trick")
                    play = frame["legal"][0]
                    tap_cards(driver, play["cards"])
                    driver.find_element(By.ID, "play").click()
                else:
                    continue
                version = frame["version"]
                wait_for(lambda d=driver, v=version: (f := last_state(d)) is not None and f["version"] > v)
                acted = True
                if not reloaded and phase == "play":  # a reload mid-game: the seat back by its token
                    kept[seat] += received(driver)
                    driver.refresh()
                    wait_for(lambda d=driver: any(f["type"] == "state" for f in received(d)))
                    reloaded = True
            if not acted:
                time.sleep(0.05)
        for driver in drivers:
            wait_for(lambda d=driver: (f := last_state(d)) is not None and f["over"])
        drivers[0].save_screenshot(str(SHOTS / f"phones_over_{variant}.png"))
        assert refused == {0, 1} and reloaded
        projections = Projections(game)
        for seat, driver in by_seat.items():  # every frame each page received, before its reload and since
            assert projections.check(seat, kept[seat]) + projections.check(seat, received(driver)) >= 10
    finally:
        for driver in drivers:
            driver.quit()
        hosting.close()


def test_phone_pages_and_the_table_display_at_the_same_moments(headless_app):
    """The window hosts (setup with two Phone seats, the lobby's address), two Chromium phones join by that
    address and play; at every phone move both pages and the table are kept as screenshots of one moment
    (/tmp/phones_moment_*.png): no page shows another seat's hand, the table shows none, no pass screen."""
    from selenium.webdriver.common.by import By
    from window_events import click, frame

    app = headless_app()
    app.push("menu")
    app.push("setup", game="woodlanders", network=True)
    for row, steps in ((0, 2), (1, 1)):  # Human -> Phone, Another computer -> Phone
        for _ in range(steps):
            click(app, app.scene.seat_rows[row][0].arrow(+1).center)
    click(app, app.scene.start.rect.center)
    lobby = app.scene
    url, game = lobby.phone_address(), lobby.hosting.game
    drivers: list[Any] = []
    try:
        drivers = [phone_browser(), phone_browser()]
        seats = [join(drivers[0], url, "Anna"), join(drivers[1], url, "Boris")]
        wait_for(lambda: (frame(app, 0.016), app.scene.name == "woodlanders")[1])
        table = app.scene
        moves = 0
        end = time.monotonic() + GAME_S
        while moves < 6:
            assert time.monotonic() < end, "the phones did not get to play"
            frame(app, 0.016)
            assert app.scene is table, f"{app.scene.name} stood in front of the table display"
            for seat, driver in zip(seats, drivers):
                f = last_state(driver)
                if not f or f["over"] or f["to_move"] != seat or not f["legal"] or len(game.actions) != f["version"]:
                    continue
                action = f["legal"][0]
                if action["type"] == "ChooseWarden":
                    tap(
                        driver, driver.find_element(By.CSS_SELECTOR, f'#choices button[data-warden="{action["suit"]}"]')
                    )
                else:
                    tap_cards(driver, action["cards"])
                    tap(driver, driver.find_element(By.ID, "play"))
                wait_for(lambda d=driver, v=f["version"]: (g := last_state(d)) is not None and g["version"] > v)
                moves += 1
                for _ in range(3):
                    frame(app, 0.016)
                view = table.port.view()
                assert view is None or all(h is None for h in view.hands), "a hand on the table display"
                for s, d in zip(seats, drivers):
                    now, hand = page_now(d)
                    assert now is not None and hand == sorted(now["view"]["hands"][s] or [])
                    d.save_screenshot(str(SHOTS / f"phones_moment_{moves}_phone{s}.png"))
                pygame_image_save(app, SHOTS / f"phones_moment_{moves}_table.png")
    finally:
        for driver in drivers:
            driver.quit()
        app.reset_to("menu")


def pygame_image_save(app: Any, path: Path) -> None:
    import pygame

    pygame.image.save(app.screen, str(path))


def test_a_phone_page_takes_its_seat_in_the_next_game_by_itself():
    """After the end the host's "Play again" serves the next game on the same port with the same seats, code and
    seat tokens: the phone page, which kept its token and asks again now and then, sits down by itself."""
    game = make_game("woodlanders", ["phone", "random", "random", "random"])
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    url = phone_url("127.0.0.1", port, game.code)
    drivers: list[Any] = []
    again = None
    try:
        drivers = [phone_browser()]
        driver = drivers[0]
        assert join(driver, url, "Anna") == 0
        mine = hosting.port_for(0)
        end = time.monotonic() + GAME_S
        while not mine.is_over():  # Anna's moves, played here quickly; the page follows the game
            assert time.monotonic() < end, "the game did not end in time"
            if mine.to_move() == 0 and (legal := mine.legal_actions()):
                mine.submit(legal[0])
            time.sleep(0.002)
        wait_for(lambda: (f := last_state(driver)) is not None and f["over"])
        hosting.close()  # Play again: the finished game's server stops, the next one listens on its port
        following = game.next_game(99, make_bot=game.make_bot)
        again = Hosting(following, "127.0.0.1", port)
        again.start()
        welcome = wait_for(lambda: [f for f in received(driver) if f["type"] == "welcome"][1:], 30)[0]
        assert welcome["seat"] == 0 and welcome["game_id"] == following.game_id
        wait_for(lambda: (f := last_state(driver)) is not None and f["game_id"] == following.game_id, 30)
        driver.save_screenshot(str(SHOTS / "phones_next_game.png"))
    finally:
        for driver in drivers:
            driver.quit()
        hosting.close()
        if again is not None:
            again.close()
