"""The phone page in WebKit, Safari's engine (Debian's WebKitGTK driver, `webkit2gtk-driver`, on a display):
two pages play a whole game of Woodlanders against two computers. WebKit without a locale said its language
as a tag the host refused, so no seat could be taken there; the page now says the language the host chose
for it, and an odd tag costs no seat. Only 127.0.0.1; every wait bounded. Skips, saying why, without WebKit
or a display."""

from __future__ import annotations

import os
import shutil
import time
from typing import Any

import pytest

from net.inprocess import make_game
from net.phones import Projections
from woods_desktop.net.hosting import Hosting
from woods_desktop.net.phone import phone_url

GAME_S = 300.0


def _skip_reason() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e .[test])"
    if shutil.which("WebKitWebDriver") is None:
        return "no WebKit here: install Debian's webkit2gtk-driver to run the phone page in Safari's engine"
    if not os.environ.get("DISPLAY"):
        return "WebKitGTK needs a display (run under Xvfb with DISPLAY set)"
    return None


pytestmark = pytest.mark.skipif(_skip_reason() is not None, reason=_skip_reason() or "")


def _webkit() -> Any:
    from selenium import webdriver

    options = webdriver.WebKitGTKOptions()
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(options=options)
    driver.set_window_size(360, 640)
    driver.set_page_load_timeout(20)
    return driver


def test_two_webkit_phone_pages_play_a_whole_game():
    from selenium.webdriver.common.by import By

    from net.test_phone_browser import join, last_state, received, tap, tap_cards

    game = make_game("woodlanders", ["phone", "phone", "easy", "easy"])
    hosting = Hosting(game, "127.0.0.1", 0)
    port = hosting.start()
    url = phone_url("127.0.0.1", port, game.code)
    drivers: list[Any] = []
    try:
        drivers = [_webkit(), _webkit()]
        seats = [join(drivers[0], url, "Anna"), join(drivers[1], url, "Boris")]
        assert sorted(seats) == [0, 1]
        end = time.monotonic() + GAME_S
        while not hosting.call(lambda: game.over):
            assert time.monotonic() < end, "the game did not end in time"
            for seat, driver in zip(seats, drivers):
                frame = last_state(driver)
                if frame is None or frame["over"] or frame["to_move"] != seat:
                    continue
                if hosting.call(lambda: len(game.actions)) != frame["version"]:
                    continue
                phase, legal = frame["view"]["phase"], frame["legal"][0]
                if phase == "wardens":
                    tap(driver, driver.find_element(By.CSS_SELECTOR, f'#choices button[data-warden="{legal["suit"]}"]'))
                elif phase == "play":
                    tap_cards(driver, legal["cards"])
                    driver.find_element(By.ID, "play").click()
                version = frame["version"]
                deadline = time.monotonic() + 20
                while (f := last_state(driver)) is not None and f["version"] <= version:
                    assert time.monotonic() < deadline, "the host never answered the tap"
                    time.sleep(0.05)
            time.sleep(0.05)
        projections = Projections(game)
        for seat, driver in zip(seats, drivers):
            assert projections.check(seat, received(driver)) > 10
    finally:
        for driver in drivers:
            driver.quit()
        hosting.close()
