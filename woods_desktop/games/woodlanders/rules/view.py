"""What one seat may see of a game of Woodlanders, as a frozen typed view.

Every field says who sees it (core/views.py): the hands are owner-only
(D4-ST8's is open to all, and every hand once the game is over), the cards
set aside and the discard pile are seen as counts, and everything else lies
on the table for all. `WoodlandersState.view(seat)` builds it with
`core.views.project` and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from woods_desktop.core.views import count, owner, public
from woods_desktop.games.woodlanders.rules.cards import Card


@dataclass(frozen=True)
class TrickPlay:
    """One play of a trick: who, which cards (highest first), their total."""

    seat: int
    cards: tuple[Card, ...]
    total: int


@dataclass(frozen=True)
class LastTrick:
    """A finished trick: its plays, its winner, and what the winner kept or discarded."""

    plays: tuple[TrickPlay, ...]
    winner: int
    collected: tuple[Card, ...]
    discarded: tuple[Card, ...]


@dataclass(frozen=True)
class RoundSummary:
    """A scored round, as the summary screen and the result details show it."""

    round: int
    dealer: int
    pain: tuple[str | None, ...]
    trump: str | None
    scores: tuple[int, ...]
    cards_taken: tuple[int, ...]
    points: tuple[int, ...]
    ranks: tuple[int, ...]
    tiebreak: str | None
    game_points: tuple[int, ...]
    piles: tuple[tuple[Card, ...], ...]
    discarded_hands: tuple[tuple[Card, ...], ...]

    def to_json(self) -> dict[str, Any]:
        """`core.views.view_to_json` of this summary, written out: the engine logs one
        every round, and the generic walk costs more than the round's tricks."""
        return {
            "round": self.round,
            "dealer": self.dealer,
            "pain": list(self.pain),
            "trump": self.trump,
            "scores": list(self.scores),
            "cards_taken": list(self.cards_taken),
            "points": list(self.points),
            "ranks": list(self.ranks),
            "tiebreak": self.tiebreak,
            "game_points": list(self.game_points),
            "piles": [[[c[0], c[1]] for c in p] for p in self.piles],
            "discarded_hands": [[[c[0], c[1]] for c in h] for h in self.discarded_hands],
        }


@dataclass(frozen=True)
class WoodlandersView:
    """One seat's view (`me` None: a spectator). Seats run clockwise; suits are ids
    such as "fox"; cards are (suit, value) pairs, hands sorted Deer first."""

    variant: str = public()
    names: tuple[str, ...] = public()
    seats: int = public()
    robot_seat: int | None = public()
    me: int | None = public()
    round: int = public()
    rounds: int = public()
    dealer: int = public()
    phase: str = public()  # "wardens", "dealer_choice", "play" or "over"
    to_move: int | None = public()
    pain: tuple[str | None, ...] = public()
    trump: str | None = public()
    wardens_left: tuple[str, ...] = public()
    warden_aside: str | None = public()
    hands: tuple[tuple[Card, ...] | None, ...] = owner()
    hand_sizes: tuple[int, ...] = public()
    leader: int = public()
    trick: tuple[TrickPlay, ...] = public()
    led_suit: str | None = public()
    winning: int | None = public()
    piles: tuple[tuple[Card, ...], ...] = public()
    discard_count: int = count()
    aside_count: int = count()
    round_scores: tuple[int, ...] = public()
    game_points: tuple[int, ...] = public()
    round_history: tuple[RoundSummary, ...] = public()
    last_trick: LastTrick | None = public()
    played: tuple[Card, ...] = public()  # every card played this round, in order
    voids: tuple[tuple[str, ...], ...] = public()  # suits each seat has shown it lacks this round

    @property
    def hand(self) -> tuple[Card, ...]:
        """The viewer's own hand (empty for a spectator)."""
        if self.me is None:
            return ()
        return self.hands[self.me] or ()
