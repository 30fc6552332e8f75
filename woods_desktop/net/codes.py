"""Who may sit down: the 4-digit join code, the wait after wrong codes, and seat tokens.

Four digits are 10,000 guesses, so an address that gave 5 wrong codes waits
before it may try again, longer after every further wrong one (5 s, 10 s,
20 s ... up to 10 minutes): walking through the codes would take weeks. A
seat token, handed out with the seat, is what takes that seat back after a
drop; it is long and random, so a seat cannot be taken by guessing either.
"""

from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass, field
from typing import Callable

FREE_TRIES = 5
FIRST_WAIT_S = 5.0
LONGEST_WAIT_S = 600.0


def new_code() -> str:
    return f"{secrets.randbelow(10_000):04d}"


def new_token() -> str:
    return secrets.token_urlsafe(24)


def same_secret(given: str, expected: str) -> bool:
    """Compared in constant time, so the answer's timing says nothing about the digits."""
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


@dataclass
class CodeGate:
    """Counts wrong codes per address and says how long that address must still wait."""

    code: str
    clock: Callable[[], float] = time.monotonic
    _wrong: dict[str, int] = field(default_factory=dict)
    _until: dict[str, float] = field(default_factory=dict)

    def wait_s(self, address: str) -> float:
        """Seconds this address must wait before a code is even looked at (0: it may try)."""
        return max(0.0, self._until.get(address, 0.0) - self.clock())

    def check(self, address: str, code: str) -> bool:
        """True for the right code (the count starts again); a wrong one counts, and from the
        fifth on the address waits, twice as long each time."""
        if same_secret(code, self.code):
            self._wrong.pop(address, None)
            self._until.pop(address, None)
            return True
        wrong = self._wrong.get(address, 0) + 1
        self._wrong[address] = wrong
        if wrong >= FREE_TRIES:
            wait = min(LONGEST_WAIT_S, FIRST_WAIT_S * 2 ** (wrong - FREE_TRIES))
            self._until[address] = self.clock() + wait
        return False
