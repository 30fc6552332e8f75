"""Who takes a seat of a network game: a hello with the join code takes its own seat again by its token, else
the first remote seat nobody has taken (a phone only a phone's seat); a waiting address, a wrong code, a full
table or a game over is refused.

Kept apart from the host's game because this is the door of the table, where a stranger's computer is
answered: the code's gate, the tokens and the seats kept for the next game of the same table are decided
here and nowhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from woods_desktop.net.codes import new_token, same_secret
from woods_desktop.net.protocol import Hello, ProtocolError

if TYPE_CHECKING:
    from woods_desktop.net.game import HostGame


def claim_seat(game: HostGame, hello: Hello, address: str) -> tuple[int, str]:
    """The seat a hello takes: its own again (by token), else the first remote seat nobody has taken.

    Raises ProtocolError for a waiting address, a wrong code or a full table (its detail without the
    address: the host's log line puts the address first, once)."""
    if game.over:  # nothing to take part in: the next game, if any, is a new one
        raise ProtocolError("net.err.over", "the game is over")
    wait = game.gate.wait_s(address)
    if wait > 0:
        raise ProtocolError("net.err.wait", f"must wait {wait:.0f} s", seconds=int(wait + 0.999))
    if not game.gate.check(address, hello.code):
        raise ProtocolError("net.err.code", "gave a wrong code")
    if hello.token is not None:
        for seat, token in game.tokens.items():
            if same_secret(hello.token, token):
                if game.stand_ins.pop(seat, None) is not None:  # the person is back: they take their seat again
                    game.save()  # (a host restarted now waits for them, not a stand-in)
                _mark_person(game, seat, hello.person)
                return seat, token
    if game.state is not None and len(game.tokens) == len(game.remote_seats()):
        raise ProtocolError("net.err.full", "every seat is taken")

    def phone(s: int) -> bool:  # a phone takes a phone's seat
        return (s in game.phones) == hello.phone

    free = [s for s in game.remote_seats() if s not in game.tokens and phone(s)]
    if not free and game.state is None:  # the next game of the same table, before it begins: a seat kept
        # for its last person whose computer is not back (it lost its token, or that person uses another
        # computer) goes to a computer that gives the code, the same name first; nothing is private yet
        kept = [s for s in game.remote_seats() if s not in game.connected and phone(s)]
        free = sorted(kept, key=lambda s: game.names[s].strip().casefold() != hello.name.strip().casefold())
    for seat in free[:1]:
        token = new_token()
        game.tokens[seat] = token
        game.names[seat] = hello.name
        _mark_person(game, seat, hello.person)
        game.save()
        return seat, token
    raise ProtocolError("net.err.full", "every seat is taken")


def _mark_person(game: HostGame, seat: int, person: bool) -> None:
    if person:
        game.persons.add(seat)
    else:
        game.persons.discard(seat)
