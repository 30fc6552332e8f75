"""The messages between a host and its joined computers: JSON text frames, versioned, every field checked.

A joined computer sends only four things (`hello`, `act`, `ask`, and `start`:
its person pressed "Start my minute"); whatever
else arrives, or arrives malformed, oversized or with a field of the wrong
type, is refused with a `ProtocolError` whose key the joined side words and
whose detail goes into the host's log. Actions travel as
`core.actions.action_to_dict` and are rebuilt against their dataclass's type
hints (`core.views.view_from_json`), so an engine never receives a list where
it expects a card id. The host's messages carry views built by the engine's
own projection, written out by `core.views.view_to_json`.
"""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from typing import Any, Mapping

from woods_desktop.core.views import view_from_json

VERSION = 1
MAX_CLIENT_FRAME = 64 * 1024  # a joined computer's frame: a hello, an action or a question
MAX_HOST_FRAME = 16 * 1024 * 1024  # the host's frame: a seat's whole view and log
MAX_DEPTH = 6  # nesting of an action's fields (a word's card ids are a list: depth 2)
MAX_ITEMS = 256  # items in any list of an action
CODE_RE = re.compile(r"^[0-9]{4}$")
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
MAX_NAME = 40
MAX_LANG = 35  # the longest language tag a page may send
LANG_RE = re.compile(r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$")

HELLO = "hello"
ACT = "act"
ASK = "ask"
START = "start"  # the person at that screen starts their minute (Voice's private minute waits for them)
CLIENT_TYPES = (HELLO, ACT, ASK, START)

# host -> joined computer
WELCOME = "welcome"
LOBBY = "lobby"
STATE = "state"
RESULT = "result"  # the answer to an act: applied, or refused with a key
ANSWER = "answer"  # the answer to an ask: the refusal the action would meet (or none)
ERROR = "error"  # refused at the door (wrong code, full, waiting): the connection closes
CLOSING = "closing"  # the host's game stops on purpose (its people chose Save and quit): the reason, then the close


class ProtocolError(ValueError):
    """A message refused: `key` for the joined side (a strings key), `detail` for the host's log."""

    def __init__(self, key: str, detail: str, **params: Any) -> None:
        super().__init__(f"{key}: {detail}")
        self.key = key
        self.detail = detail
        self.params = params


@dataclass(frozen=True)
class Hello:
    code: str
    name: str
    token: str | None
    person: bool = True  # a person at that screen (False: a computer, `join --bot`): people answer the table's cards
    phone: bool = False  # a phone's page (net/phone.py): it takes a phone seat, and is sent its words worded
    lang: str | None = None  # the page's language (navigator.language), for the words the host words for it


@dataclass(frozen=True)
class Act:
    id: int
    action: Any


@dataclass(frozen=True)
class Ask:
    id: int
    action: Any


@dataclass(frozen=True)
class Start:
    """The person at a joined screen pressed "Start my minute": their waiting minute starts on the host's clock."""


def dumps(message: Mapping[str, Any]) -> str:
    """One frame: compact JSON, Cyrillic kept as it is."""
    return json.dumps({"v": VERSION, **message}, ensure_ascii=False, separators=(",", ":"))


def _expect_keys(
    data: Mapping[str, Any], required: set[str], optional: frozenset[str] | set[str] = frozenset()
) -> None:
    keys = set(data)
    missing = required - keys
    extra = keys - required - optional
    if missing or extra:
        raise ProtocolError("net.err.malformed", f"fields: missing {sorted(missing)}, unknown {sorted(extra)}")


def _message_id(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**31:
        raise ProtocolError("net.err.malformed", f"id must be a small non-negative integer, got {value!r}")
    return value


def _plain_depth(value: Any, depth: int = 0) -> None:
    """Only JSON scalars and short lists of them, not nested too deep."""
    if depth > MAX_DEPTH:
        raise ProtocolError("net.err.malformed", "action nested too deep")
    if isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise ProtocolError("net.err.malformed", f"a list of {len(value)} items")
        for v in value:
            _plain_depth(v, depth + 1)
    elif value is not None and not isinstance(value, (str, int, float, bool)):
        raise ProtocolError("net.err.malformed", f"an action field holds {type(value).__name__}")


def decode_action(data: Any, action_types: Mapping[str, type]) -> Any:
    """An action of the game from its JSON object, every field of its declared type, or ProtocolError."""
    if not isinstance(data, dict):
        raise ProtocolError("net.err.malformed", f"an action must be an object, got {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in action_types:
        raise ProtocolError("net.err.unknown_action", f"unknown action type {kind!r}")
    cls = action_types[kind]
    fields = {f.name for f in dataclasses.fields(cls)}
    given = {k: v for k, v in data.items() if k != "type"}
    if set(given) != fields:
        raise ProtocolError("net.err.malformed", f"{kind}: fields {sorted(given)}, expected {sorted(fields)}")
    for v in given.values():
        _plain_depth(v)
    try:
        return view_from_json(cls, given)
    except (TypeError, ValueError, KeyError) as exc:
        raise ProtocolError("net.err.malformed", f"{kind}: {exc}") from None


def parse_client(text: Any, action_types: Mapping[str, type]) -> Hello | Act | Ask | Start:
    """A joined computer's frame as a typed message; anything else raises ProtocolError."""
    if not isinstance(text, str):
        raise ProtocolError("net.err.malformed", "a binary frame")
    if len(text.encode("utf-8")) > MAX_CLIENT_FRAME:
        raise ProtocolError("net.err.too_large", f"a frame of {len(text)} characters")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("net.err.malformed", f"not JSON: {str(exc)[:80]}") from None
    if not isinstance(data, dict):
        raise ProtocolError("net.err.malformed", f"a frame must be an object, got {type(data).__name__}")
    if data.get("v") != VERSION:
        raise ProtocolError("net.err.version", f"protocol version {data.get('v')!r}, this host speaks {VERSION}")
    kind = data.get("type")
    if kind not in CLIENT_TYPES:
        raise ProtocolError("net.err.malformed", f"unknown message type {kind!r}")
    if kind == HELLO:
        _expect_keys(data, {"v", "type", "code", "name"}, {"token", "person", "phone", "lang"})
        code, name, token, person = data["code"], data["name"], data.get("token"), data.get("person", True)
        phone, lang = data.get("phone", False), data.get("lang")
        if not isinstance(code, str) or not CODE_RE.match(code):
            raise ProtocolError("net.err.malformed", "the code must be 4 digits")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or not name.isprintable():
            raise ProtocolError("net.err.malformed", "a name of 1-40 printable characters")
        if token is not None and (not isinstance(token, str) or not TOKEN_RE.match(token)):
            raise ProtocolError("net.err.malformed", "a seat token of 16-64 letters, digits, - or _")
        if not isinstance(person, bool) or not isinstance(phone, bool):
            raise ProtocolError("net.err.malformed", "person and phone must be true or false")
        if lang is not None and (not isinstance(lang, str) or len(lang) > MAX_LANG):
            raise ProtocolError("net.err.malformed", "a language tag such as ru-RU")
        # a browser's own odd tag ("c", "en_US.UTF-8" in a WebKit without a locale) costs no seat: the host's words
        return Hello(code, name.strip(), token, person, phone, lang if lang is None or LANG_RE.match(lang) else None)
    if kind == START:
        _expect_keys(data, {"v", "type"})
        return Start()
    _expect_keys(data, {"v", "type", "id", "action"})
    message_id = _message_id(data["id"])
    action = decode_action(data["action"], action_types)
    return Act(message_id, action) if kind == ACT else Ask(message_id, action)


def parse_host(text: Any) -> dict[str, Any]:
    """A host's frame, as the joined side reads it (the host is trusted, but not with a crash)."""
    if not isinstance(text, str):
        raise ProtocolError("net.err.malformed", "a binary frame")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ProtocolError("net.err.malformed", f"not JSON: {str(exc)[:80]}") from None
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise ProtocolError("net.err.version", "a host frame of another protocol version")
    if data.get("type") not in (WELCOME, LOBBY, STATE, RESULT, ANSWER, ERROR, CLOSING):
        raise ProtocolError("net.err.malformed", f"unknown host message {data.get('type')!r}")
    return data
