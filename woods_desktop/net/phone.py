"""Phone seats: the small web page the host serves on its own port, and the words it shows.

A phone is a seat of the same host as a joined computer: its page opens a
websocket on the port it was served from and says the same `hello` (with
`phone: true` and its language), then acts through the same `act` messages,
checked exactly as a joined computer's. The page is plain HTML, CSS and
JavaScript under assets/phone/ (no build step, nothing fetched from
elsewhere); `page_response` answers the browser's plain GETs before the
websocket handshake (websockets' `process_request` hook), so a phone needs
nothing but the address in the QR code: `phone_url`, which carries the join
code. What the page says comes from the host in the page's language (or the
host's): `page_words`, and refusals worded on the host by `refusal_words`,
so the engine's reason reaches the phone as a sentence.
"""

from __future__ import annotations

import json
import mimetypes
from functools import cache
from http import HTTPStatus
from pathlib import Path
from typing import Any, Mapping

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from woods_desktop.data.assets import asset_path
from woods_desktop.data.strings import LANGUAGES, Strings, table
from woods_desktop.games import GAMES
from woods_desktop.net.seating import PHONE

__all__ = ["PHONE", "page_language", "page_response", "page_words", "phone_games", "phone_url", "refusal_words"]
PAGE_PATH = "/phone/"
PAGE_FILES = ("index.html", "phone.css", "phone.js", "phone_voice.js")
WORDS = "words.json"
MAX_PATH = 200


def phone_games() -> tuple[str, ...]:
    """The games whose phone page is written: their plugin names the words the page shows (`phone_words`)."""
    return tuple(p.id for p in GAMES if p.phone_words)


def _game_words(game: str) -> tuple[str, ...]:
    """The words a page shows besides its own "phone." strings (Woodlanders' suit names, the game's title)."""
    return next((p.phone_words for p in GAMES if p.id == game), ())


def phone_url(address: str, port: int, code: str) -> str:
    """The page's address as a phone's camera reads it from the QR code: the join code rides along."""
    return f"http://{address}:{port}{PAGE_PATH}?code={code}"


def page_language(asked: str | None, host_lang: str) -> str:
    """The page's language when the host speaks it (navigator.language "ru-RU" -> "ru"), else the host's."""
    lang = (asked or "").split("-")[0].lower()
    return lang if lang in LANGUAGES else (host_lang if host_lang in LANGUAGES else "en")


@cache
def _page_dir() -> Path:
    return asset_path("phone")


@cache
def _file(name: str) -> bytes:
    return (_page_dir() / name).read_bytes()


def page_bytes() -> int:
    """Everything a phone downloads to show its page (bench: `phone_page_bytes`)."""
    return sum(len(_file(name)) for name in PAGE_FILES) + max(
        len(_words_body(lang, game)) for lang in LANGUAGES for game in phone_games()
    )


def _response(status: HTTPStatus, body: bytes, kind: str, extra: tuple[tuple[str, str], ...] = ()) -> Response:
    headers = Headers(
        [
            ("Content-Type", kind),
            ("Content-Length", str(len(body))),
            ("Cache-Control", "no-cache"),
            ("X-Content-Type-Options", "nosniff"),
            ("Connection", "close"),
            *extra,
        ]
    )
    return Response(int(status), status.phrase, headers, body)


def page_response(request: Request, game: str, host_lang: str) -> Response | None:
    """The answer to a plain GET on the game's port (`process_request`): a page file, the page's words
    (`words.json?lang=ru-RU`), a redirect from the bare address to the page, or 404; a websocket upgrade
    goes on to the handshake (None)."""
    if "websocket" in request.headers.get("Upgrade", "").lower():
        return None
    path, _, query = request.path[:MAX_PATH].partition("?")
    if path in ("/", "/phone"):
        return _response(HTTPStatus.FOUND, b"", "text/plain", (("Location", PAGE_PATH + "?" + query),))
    if path == PAGE_PATH + WORDS:
        asked = dict(p.partition("=")[::2] for p in query.split("&")).get("lang")
        lang = page_language(asked, host_lang)
        return _response(HTTPStatus.OK, _words_body(lang, game), "application/json; charset=utf-8")
    name = "index.html" if path == PAGE_PATH else path[len(PAGE_PATH) :] if path.startswith(PAGE_PATH) else ""
    if name not in PAGE_FILES:  # only the page's own files, never a path into the rest of the disk
        return _response(HTTPStatus.NOT_FOUND, b"not found", "text/plain; charset=utf-8")
    kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
    return _response(HTTPStatus.OK, _file(name), f"{kind}; charset=utf-8")


def _words_body(lang: str, game: str) -> bytes:
    return json.dumps({"lang": lang, "words": page_words(lang, game)}, ensure_ascii=False).encode("utf-8")


def page_words(lang: str, game: str) -> dict[str, str]:
    """The strings the page shows, in `lang`: every "phone." key and the game's own words (suit names)."""
    strings = Strings(lang)
    prefixes = ("phone.", "net.err.", *_game_words(game))  # the host's refusals too, worded by the page
    keys = [k for k in table("en") if k.startswith(prefixes)]
    return {k: strings.t(k) for k in keys}


def refusal_words(lang: str, key: str, params: Mapping[str, Any]) -> str:
    """A refusal as a sentence in `lang`: parameters that are message keys (a suit's name) translated too."""
    strings = Strings(lang)

    def word(value: Any) -> Any:
        if isinstance(value, str) and "." in value and strings.has(value):
            return strings.t(value)
        return value

    return str(strings.t(key, **{k: word(v) for k, v in params.items()}))
