"""A host is found by mDNS / DNS-SD, here on the loopback interface only."""

from __future__ import annotations

from woods_desktop.net.discovery import Advert, browse


def test_an_advertised_host_is_found_on_loopback():
    advert = Advert("wolf", 45678, "127.0.0.1", name="woods-test")
    advert.start()
    try:
        found = browse(2.0, "127.0.0.1")
    finally:
        advert.stop()
    mine = [f for f in found if f.port == 45678]
    assert mine and mine[0].game == "wolf" and mine[0].url == "ws://127.0.0.1:45678"
