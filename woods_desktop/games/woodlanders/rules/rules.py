"""The rules of a single play and a single trick, as pure functions.

The state answers the common case from its tables; `play_refusal` is the
readable statement of the play rules it falls back on to say why a play is
refused, and `beats` is the one statement of who takes the lead of a trick
(suits may be names or the engine's suit numbers).
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.woodlanders.rules.cards import Card

ERR = "woodlanders.err."


def suit_key(suit: str) -> str:
    """Suit names travel as message keys so the UI can translate them."""
    return f"woodlanders.suit.{suit}"


def beats(
    suit: Hashable, total: int, led: Hashable | None, trump: Hashable | None, best_total: int, best_is_trump: bool
) -> bool:
    """Would a play of `suit` worth `total` take the lead of the trick now?

    The highest trump wins if trump was played, otherwise the highest play of
    the led suit; equal values go to the later play (hence `>=`).
    """
    if suit == trump:
        return not best_is_trump or total >= best_total
    return suit == led and not best_is_trump and total >= best_total


def trick_state(
    trick: Sequence[tuple[int, Sequence[Card]]], trump: str | None
) -> tuple[str | None, int | None, int, bool]:
    """(led suit, winning seat, winning total, winning play is trump) of a trick so far."""
    if not trick:
        return None, None, 0, False
    led = trick[0][1][0][0]
    win_seat: int | None = None
    best, best_trump = 0, False
    for seat, cards in trick:
        suit = cards[0][0]
        total = sum(c[1] for c in cards)
        if beats(suit, total, led, trump, best, best_trump):
            win_seat, best, best_trump = seat, total, suit == trump
    return led, win_seat, best, best_trump


def split_trick(cards: Iterable[Card], winner_pain: str | None) -> tuple[list[Card], list[Card]]:
    """(collected, discarded): a trick holding the winner's pain suit yields only those cards."""
    cards = list(cards)
    if winner_pain is not None and any(c[0] == winner_pain for c in cards):
        return ([c for c in cards if c[0] == winner_pain], [c for c in cards if c[0] != winner_pain])
    return cards, []


def playable_suits(held: Sequence[Any], led: int | None, pain: int | None) -> list[int]:
    """The suits a seat may play from, by number: the rulebook's lead and follow rules, stated once for
    the engine's legal plays, D4-ST8 and the computers' judgement (`play_refusal` words the same rules
    for a person). `held[s]` is true when the seat holds suit `s`. Following, the led suit when it holds
    any, else every suit it holds; leading, every suit it holds but its pain suit, which it may lead only
    when it holds nothing else."""
    if led is not None:
        if held[led]:
            return [led]
        return [s for s, x in enumerate(held) if x]
    suits = [s for s, x in enumerate(held) if x and s != pain]
    if not suits and pain is not None and held[pain]:
        return [pain]
    return suits


def play_refusal(
    hand: Sequence[Card],
    cards: Sequence[Any],
    led: str | None,
    pain: str | None,
    suits: Sequence[str],
    play_alone: Sequence[int] = (4,),
    max_cards: int = 2,
) -> IllegalAction | None:
    """Why `cards` may not be played from `hand` now, or None if they may.

    `led` is the led suit (None when leading), `pain` the player's pain suit
    (None for D4-ST8). Checks run from the shape of the play to the hand to
    the lead/follow rules, so the first reason given is the most basic one.
    For a single card this is also why the card cannot be part of any play
    (a 4 may always go alone): the table asks it to explain a dimmed card.
    """
    if not cards:
        return IllegalAction(ERR + "no_cards")
    norm: list[Card] = []
    for c in cards:
        if not isinstance(c, (tuple, list)) or len(c) != 2 or c[0] not in suits or not isinstance(c[1], int):
            return IllegalAction(ERR + "bad_card", card=repr(c))
        norm.append((c[0], c[1]))
    if len(norm) > max_cards:
        return IllegalAction(ERR + "too_many_cards", max=max_cards)
    suit = norm[0][0]
    if any(c[0] != suit for c in norm):
        return IllegalAction(ERR + "one_suit")
    if len(norm) > 1:
        for c in norm:
            if c[1] in play_alone:
                return IllegalAction(ERR + "four_alone", value=c[1])
    remaining = list(hand)
    for c in norm:
        if c not in remaining:
            return IllegalAction(ERR + "not_in_hand", suit=suit_key(c[0]), value=c[1])
        remaining.remove(c)
    if led is None:
        if suit == pain and any(c[0] != pain for c in hand):
            return IllegalAction(ERR + "no_pain_lead", suit=suit_key(pain))
    elif suit != led and any(c[0] == led for c in hand):
        return IllegalAction(ERR + "must_follow", suit=suit_key(led))
    return None
