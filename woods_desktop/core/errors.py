"""Refusals carry a message key and parameters so the UI can translate them."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """Raised by `State.apply` when a move breaks a rule; the state is untouched.

    `key` names a string in assets/strings/*.yaml (e.g. "woodlanders.err.must_follow")
    and `params` fill its placeholders, so the refusal reads in the player's
    language while engines stay free of translations.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(f"{key} {params}" if params else key)

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "params": dict(self.params)}
