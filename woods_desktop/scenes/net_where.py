"""Where this window's network games listen and look for hosts: the setting "Network games listen on".

The home network listens on every interface and browses for hosts there; this computer alone listens
and browses on the loopback interface only. An off-screen app (tests, screenshots, benchmarks) has
nobody on another computer to play with: it always keeps to this computer, whatever the setting.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.net.verbs import LISTEN, THIS_COMPUTER


def listen_address(app: Any) -> str:
    """The address a hosted game listens on."""
    if app.headless:
        return THIS_COMPUTER
    return LISTEN.get(str(app.settings.network_listen), THIS_COMPUTER)


def announced(app: Any) -> bool:
    """Whether a hosted game is announced by mDNS (the window's, never an off-screen app's)."""
    return not app.headless


def shown_address(address: str, port: int) -> str:
    """This computer's address as the other computers type it (host:port)."""
    if address in ("0.0.0.0", ""):
        from woods_desktop.net.discovery import own_address

        address = own_address()
    return f"{address}:{port}"
