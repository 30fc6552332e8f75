"""What the host's replies carry: the id of the message answered, a refusal in plain JSON (its key and
parameters), and for a phone's page the refusal worded in the page's language.

Kept apart from the server because a reply's shape is the protocol's, the same for a computer and a phone,
while the server only decides when to send one.
"""

from __future__ import annotations

import json
from typing import Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.net.phone import refusal_words
from woods_desktop.net.protocol import MAX_CLIENT_FRAME


def id_of(text: Any) -> int | None:
    """The id of a refused message, when it has a readable one (so the joined side knows which was refused)."""
    try:
        found = json.loads(text).get("id") if isinstance(text, str) and len(text) <= MAX_CLIENT_FRAME else None
    except (ValueError, AttributeError, RecursionError):
        return None
    return found if isinstance(found, int) and not isinstance(found, bool) and 0 <= found < 2**31 else None


def worded(reply: dict[str, Any], lang: str | None) -> dict[str, Any]:
    """A reply to a phone's page carries its refusal as a sentence in the page's language too (`text`)."""
    refusal = reply.get("refusal") if reply.get("type") != "error" else reply
    if lang is None or not refusal:
        return reply
    return {**reply, "text": refusal_words(lang, refusal["key"], refusal.get("params") or {})}


def plain(refusal: IllegalAction | None) -> dict[str, Any] | None:
    return None if refusal is None else {"key": refusal.key, "params": _jsonable(refusal.params)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)
