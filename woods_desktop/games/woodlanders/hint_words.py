"""Why the hint's card(s) are good, in the rulebook's terms: claims read from the engine's view, then worded.

Pure code (no pygame, no files): `hint_claims(view, action)` says what the action does in this position
(takes the trick, with or without a pain card in it; stays under the winning play; throws a pain card
while another suit is led; leads trump), as message keys with parameters that a test checks against
the engine on many random positions; `hint_reason(t, view, action)` words them in the player's language.
`HINT` gathers them as the one hint protocol (`core/hint.py`), named in the game's plugin: it hands the
kit the thinker, `hint_bot`, the hard computer (bots/hint.py).
A trick is won by the highest trump, else the highest play of the led suit (`rules.beats`); the winner
of a trick holding their pain suit collects only those cards, each a point against them (`scoring`).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from woods_desktop.core.hint import Hint, Thinker
from woods_desktop.games.woodlanders.bots.hint import hint_bot
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.cards import Card
from woods_desktop.games.woodlanders.rules.rules import beats, trick_state
from woods_desktop.games.woodlanders.rules.view import WoodlandersView
from woods_desktop.games.woodlanders.text import cards_text, suit_name

K = "woodlanders.hint."
Claim = tuple[str, dict[str, Any]]


def hint_claims(view: WoodlandersView, action: Any) -> list[Claim]:
    """What `action` does for the viewer (`view.me`) now, as (message key, parameters)."""
    me = view.me
    if me is None:
        return []
    hand = view.hand
    if isinstance(action, ChooseWarden):
        return [warden_claim(hand, view.wardens_left, action.suit)]
    if isinstance(action, DealerChoose):
        n = sum(c[0] == action.pain for c in hand)
        m = sum(c[0] == action.trump for c in hand)
        return [(K + "dealer", {"pain": action.pain, "n": n, "trump": action.trump, "m": m})]
    if not isinstance(action, Play) or not action.cards:
        return []
    suit, total, pain, trump = action.cards[0][0], action.total, view.pain[me], view.trump
    cards = list(action.cards)
    if not view.trick:
        if suit == trump:
            return [(K + "lead_trump", {"cards": cards})]
        lowest = min((c[1] for c in hand if c[0] == suit), default=total)
        if len(cards) == 1 and total == lowest:
            return [(K + "lead_low", {"cards": cards, "suit": suit})]
        # what the lead asks of the others (equal totals go to the later play: `rules.beats`), not that it is led
        return [(K + "lead", {"cards": cards, "suit": suit, "total": total, "trump": trump})]
    plays = [(p.seat, p.cards) for p in view.trick]
    led, _, best, best_trump = trick_state(plays, trump)
    played = {p.seat for p in view.trick}  # a seat with no cards left sits the trick out
    last = not any(n > 0 and s != me and s not in played for s, n in enumerate(view.hand_sizes))
    if beats(suit, total, led, trump, best, best_trump):
        in_trick = [c for p in view.trick for c in p.cards] + cards
        pains = sum(c[0] == pain for c in in_trick) if pain is not None else 0
        key = ("win" if last else "take_lead") + ("_pain" if pains else "_clean")
        return [(K + key, {"total": total, "n": pains, "suit": pain})]
    if suit in (led, trump):
        return [(K + "under", {"cards": cards, "best": best})]
    if suit == pain:
        return [(K + "throw_pain", {"cards": cards, "suit": pain, "led": led})]
    return [(K + "discard", {"cards": cards, "led": led})]


def warden_claim(hand: Sequence[Card], left: Sequence[str], suit: str) -> Claim:
    """Why this Warden, said truly: the fewest cards of it only when no other suit left ties; in a tie, that it
    ties, and (when so) that its cards are the lowest of the tied suits, which is what then tells them apart."""
    counts = {s: sum(c[0] == s for c in hand) for s in left}
    n = counts[suit]
    params: dict[str, Any] = {"suit": suit, "n": n}
    if n > min(counts.values()):
        return K + "warden", params
    tied = [s for s in left if s != suit and counts[s] == n]
    if not tied:
        return K + "warden_fewest", params
    value = {s: sum(c[1] for c in hand if c[0] == s) for s in [suit, *tied]}
    params["others"] = tied
    if all(value[suit] < value[s] for s in tied):
        return K + "warden_tied_low", {**params, "held": [c for c in hand if c[0] == suit]}
    return K + "warden_tied", params


def hint_reason(t: Callable[..., str], view: WoodlandersView, action: Any) -> str:
    """The claims in words: suits named and cards written in the player's language."""
    words = []
    for key, params in hint_claims(view, action):
        shown = {k: _shown(t, k, v) for k, v in params.items()}
        words.append(str(t(key, **shown)))
    return " ".join(words)


def _shown(t: Callable[..., str], name: str, value: Any) -> Any:
    if name == "cards":
        return cards_text(t, value)
    if name == "held":  # cards in a hand, not played together: a list, not a sum
        return ", ".join(f"{suit_name(t, c[0])} {c[1]}" for c in value)
    if name == "others":
        names = [suit_name(t, s) for s in value]
        return names[0] if len(names) == 1 else t(K + "and", first=", ".join(names[:-1]), last=names[-1])
    if name in ("suit", "pain", "trump", "led"):
        return suit_name(t, value)
    return value


class WoodlandersHint(Hint):
    """Woodlanders' hint: the hard computer's play or Warden choice, and why."""

    figure_seats = 4

    def bot(self, seat: int) -> Thinker:
        return hint_bot(seat)

    def reason(self, t: Callable[..., str], view: Any, answer: Any) -> str:
        return hint_reason(t, view, answer)


HINT = WoodlandersHint()

__all__ = ["HINT", "WoodlandersHint", "hint_bot", "hint_claims", "hint_reason", "warden_claim"]
