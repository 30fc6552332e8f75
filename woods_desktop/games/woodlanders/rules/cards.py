"""Cards, the deck's make-up and the precomputed tables of plays.

A card is a `(suit, value)` tuple such as `("fox", 2)`. Inside the engine a
hand is kept as one small integer per suit (a "signature" that encodes how many
1s, 2s, 3s and 4s of that suit it holds), so listing legal plays is a table
lookup: this is what keeps random playouts fast enough for the bots.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from woods_desktop.games.woodlanders.rules.actions import Play

Card = tuple[str, int]


@dataclass(frozen=True)
class WoodlandersRules:
    """The numbers of the physical game, as loaded from assets/data/woodlanders.yaml.

    `suits` runs from the largest animal to the smallest, which is also the
    order that breaks D4-ST8's suit ties and the order hands are sorted in.
    """

    suits: tuple[str, ...]
    deck: tuple[tuple[int, int], ...]  # (value, copies per suit), ascending value
    hand_size: int
    aside: int
    rounds: int
    round_points: tuple[int, ...]  # points for 1st, 2nd, ... place of a round
    robot_name: str
    play_alone: tuple[int, ...]  # values that must be played as a single card
    seats: int = 4

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(v for v, _ in self.deck)

    @property
    def deck_size(self) -> int:
        return len(self.suits) * sum(n for _, n in self.deck)

    @classmethod
    def default(cls) -> "WoodlandersRules":
        """The printed rulebook's numbers, for tools that run without the data
        files (the engine benchmark). A test checks they equal the YAML."""
        return cls(
            suits=("deer", "badger", "fox", "rabbit", "owl"),
            deck=((1, 4), (2, 3), (3, 2), (4, 1)),
            hand_size=12,
            aside=2,
            rounds=3,
            round_points=(3, 2, 1, 0),
            robot_name="D4-ST8",
            play_alone=(4,),
        )


def full_deck(rules: WoodlandersRules) -> list[Card]:
    """Every card of the game in suit order, then ascending value."""
    return [(s, v) for s in rules.suits for v, n in rules.deck for _ in range(n)]


def sort_cards(cards: Iterable[Sequence], rules: WoodlandersRules) -> list[Card]:
    """Suit order (Deer first), then ascending value: how a hand is shown."""
    index = {s: i for i, s in enumerate(rules.suits)}
    return sorted(((c[0], c[1]) for c in cards), key=lambda c: (index[c[0]], c[1]))


def play_key(cards: Iterable[Sequence]) -> tuple[Card, ...]:
    """The canonical form of a play: plain tuples, highest value first."""
    return tuple(sorted(((c[0], c[1]) for c in cards), key=lambda c: -c[1]))


class Tables:
    """Per-rules lookup tables shared by every state of a game.

    `plays[s][sig]` lists the distinct plays (as `Play` actions) of suit `s`
    for a hand whose cards of that suit have signature `sig`;
    `by_cards[s][sig]` maps a canonical play to its action, so validating a
    play is one dictionary lookup.
    """

    def __init__(self, rules: WoodlandersRules, play_cls: type) -> None:
        self.rules = rules
        self.suits = rules.suits
        self.suit_index = {s: i for i, s in enumerate(rules.suits)}
        self.values = rules.values
        self.copies = {v: n for v, n in rules.deck}
        weights: dict[int, int] = {}
        w = 1
        for v, n in rules.deck:
            weights[v] = w
            w *= n + 1
        self.weights = weights
        self.sig_count = w  # number of distinct signatures
        self.counts: list[dict[int, int]] = []  # sig -> {value: count}
        for sig in range(w):
            c: dict[int, int] = {}
            for v, n in rules.deck:
                c[v] = (sig // weights[v]) % (n + 1)
            self.counts.append(c)
        # suit -> sig -> the cards of that suit, ascending value
        self.cards_of: list[list[tuple[Card, ...]]] = [
            [tuple((suit, v) for v in self.values for _ in range(self.counts[sig][v]))
             for sig in range(w)]
            for suit in rules.suits
        ]
        self.plays: list[list[tuple]] = []
        self.by_cards: list[list[dict]] = []
        self.card_objs: dict[tuple[str, int], Card] = {}
        alone = set(rules.play_alone)
        for suit in rules.suits:
            per_sig: list[tuple] = []
            per_map: list[dict] = []
            for sig in range(w):
                c = self.counts[sig]
                held = [v for v in self.values if c[v] > 0]
                keys: list[tuple[Card, ...]] = [((suit, v),) for v in held]
                for i, a in enumerate(held):
                    if a in alone:
                        continue
                    for b in held[: i + 1]:
                        if b in alone or (a == b and c[a] < 2):
                            continue
                        keys.append(((suit, a), (suit, b)))
                keys.sort(key=lambda k: (sum(x[1] for x in k), len(k), [-x[1] for x in k]))
                acts = tuple(play_cls(k) for k in keys)
                per_sig.append(acts)
                per_map.append({a.cards: a for a in acts})
            self.plays.append(per_sig)
            self.by_cards.append(per_map)

    def hand_cards(self, sigs: Sequence[int]) -> list[Card]:
        """The sorted card list of a hand given as one signature per suit."""
        out: list[Card] = []
        cards_of = self.cards_of
        for s, sig in enumerate(sigs):
            if sig:
                out.extend(cards_of[s][sig])
        return out

    def sigs_of(self, cards: Iterable[Sequence]) -> list[int]:
        sigs = [0] * len(self.suits)
        for c in cards:
            sigs[self.suit_index[c[0]]] += self.weights[c[1]]
        return sigs


@lru_cache(maxsize=8)
def tables_for(rules: WoodlandersRules) -> Tables:
    return Tables(rules, Play)
