"""Finding a host on the home network: mDNS / DNS-SD through `zeroconf`, or a typed address.

A host advertises one `_woods-desktop._tcp` service while its network game is
open, naming the game, the person at the host (when one plays there) and the
protocol version in its TXT record (never the join code); a joining page lists
a game by its title and that person, never by the machine's name. A joining
computer browses for a few seconds and lists what it found. Both take the
interfaces to use: the host's listening address (so a game open to "this
computer alone" is advertised on the loopback interface only, and tests never touch the real network).
"""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass
from typing import Any

from woods_desktop.net.protocol import VERSION

SERVICE = "_woods-desktop._tcp.local."
MAX_PERSON = 40  # a setup's name is at most this long; a longer one from the network is cut


def read_person(props: dict[str, str]) -> str:
    """The host's person from a TXT record, printable and short (anyone on the network may advertise)."""
    person = "".join(ch for ch in props.get("person", "") if ch.isprintable()).strip()
    return person[:MAX_PERSON]


@dataclass(frozen=True)
class Found:
    """A host as browsing found it."""

    name: str  # the service's instance name (the machine's): told apart by it, never shown
    game: str
    address: str
    port: int
    person: str = ""  # who plays at the host, as its setup names them ("": only computers there)

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _interfaces(address: str) -> Any:
    from zeroconf import InterfaceChoice

    return InterfaceChoice.All if address in ("0.0.0.0", "") else [address]


class Advert:
    """The host's service record, from `start` to `stop`."""

    def __init__(self, game: str, port: int, address: str, name: str | None = None, person: str = "") -> None:
        self.game = game
        self.port = port
        self.address = address
        self.name = name or socket.gethostname().split(".")[0] or "woods"
        self.person = person

    def properties(self) -> dict[str, str]:
        """The TXT record: the game, the host's person (what a joining page shows) and the protocol version."""
        props = {"game": self.game, "v": str(VERSION)}
        if self.person:
            props["person"] = self.person[:MAX_PERSON]
        return props
        self._zc: Any = None
        self._info: Any = None

    def start(self) -> None:
        from zeroconf import IPVersion, ServiceInfo, Zeroconf

        shown = self.address if self.address not in ("0.0.0.0", "") else own_address()
        self._info = ServiceInfo(
            SERVICE,
            f"{self.name} {self.game} {self.port}.{SERVICE}",
            addresses=[socket.inet_aton(shown)],
            port=self.port,
            properties=self.properties(),
        )
        self._zc = Zeroconf(interfaces=_interfaces(self.address), ip_version=IPVersion.V4Only)
        self._zc.register_service(self._info, allow_name_change=True)

    def stop(self) -> None:
        if self._zc is not None:
            try:
                self._zc.unregister_service(self._info)
            finally:
                self._zc.close()
            self._zc = None


def browse(seconds: float = 3.0, address: str = "0.0.0.0") -> list[Found]:
    """The hosts that answer within `seconds` on the interfaces of `address`."""
    from zeroconf import IPVersion, ServiceBrowser, ServiceListener, Zeroconf

    zc = Zeroconf(interfaces=_interfaces(address), ip_version=IPVersion.V4Only)
    names: set[str] = set()

    class Listener(ServiceListener):
        def add_service(self, zc: Any, type_: str, name: str) -> None:
            names.add(name)

        def update_service(self, zc: Any, type_: str, name: str) -> None:
            names.add(name)

        def remove_service(self, zc: Any, type_: str, name: str) -> None:
            names.discard(name)

    try:
        browser = ServiceBrowser(zc, SERVICE, Listener())
        time.sleep(seconds)
        browser.cancel()
        found = []
        for name in sorted(names):
            info = zc.get_service_info(SERVICE, name, timeout=1000)
            if info is None or not info.parsed_addresses():
                continue
            props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
            if props.get("v") != str(VERSION):
                continue
            shown = name.removesuffix("." + SERVICE)
            found.append(
                Found(shown, props.get("game", ""), info.parsed_addresses()[0], info.port or 0, read_person(props))
            )
        return found
    finally:
        zc.close()


def own_address() -> str:
    """This computer's address on the home network (the one a route to the outside would use; nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"
