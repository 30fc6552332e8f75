"""Cards, the deck's make-up and the precomputed tables of plays.

A card is a `(suit, value)` tuple such as `("fox", 2)`. Inside the engine a
hand is kept as one small integer per suit (a "signature" that encodes how many
1s, 2s, 3s and 4s of that suit it holds), so listing legal plays is a table
lookup: this is what keeps playouts fast enough for the hard player's search,
which runs on the engine itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Sequence

from woods_desktop.games.woodlanders.rules.actions import Play

Card = tuple[str, int]
Values = tuple[int, ...]  # the values of one play of one suit, highest first


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


def sort_cards(cards: Iterable[Sequence[Any]], rules: WoodlandersRules) -> list[Card]:
    """Suit order (Deer first), then ascending value: how a hand is shown."""
    index = {s: i for i, s in enumerate(rules.suits)}
    plain = [(str(c[0]), int(c[1])) for c in cards]
    return sorted(plain, key=lambda c: (index[c[0]], c[1]))


def play_key(cards: Iterable[Sequence[Any]]) -> tuple[Card, ...]:
    """The canonical form of a play: plain tuples, highest value first."""
    return tuple(sorted(((str(c[0]), int(c[1])) for c in cards), key=lambda c: -c[1]))


class Tables:
    """Per-rules lookup tables shared by every state of a game.

    Signatures are the same for every suit, so the per-signature tables are:
    `counts[sig]` ({value: copies}), `vals[sig]` (the values, ascending),
    `vplays[sig]` (the distinct plays as (total, values highest first),
    cheapest first, singles before pairs of equal total) and `max_total[sig]`
    (the highest total one play can make). Per suit: `plays[s][sig]` lists the
    `Play` actions in the order `legal_actions` gives them, `by_cards[s][sig]`
    maps a canonical play to its action (validating a play is one lookup) and
    `play_of[s][values]` names the action of a play given by its values.
    """

    def __init__(self, rules: WoodlandersRules) -> None:
        self.rules = rules
        self.suits = rules.suits
        self.nsuits = len(rules.suits)
        self.all_suits = (1 << self.nsuits) - 1  # a bit mask of every suit
        self.suit_index = {s: i for i, s in enumerate(rules.suits)}
        self.values = rules.values
        self.alone = frozenset(rules.play_alone)
        self.copies = {v: n for v, n in rules.deck}
        weights: dict[int, int] = {}
        w = 1
        for v, n in rules.deck:
            weights[v] = w
            w *= n + 1
        self.weights = weights
        self.sig_count = w  # number of distinct signatures
        self.full_sig = w - 1  # every copy of every value: one whole suit
        self.counts: list[dict[int, int]] = []
        for sig in range(w):
            self.counts.append({v: (sig // weights[v]) % (n + 1) for v, n in rules.deck})
        self.vals: list[Values] = [
            tuple(v for v in self.values for _ in range(self.counts[sig][v])) for sig in range(w)
        ]
        self.vplays: list[list[tuple[int, Values]]] = [self._value_plays(sig) for sig in range(w)]
        self.max_total: list[int] = [ps[-1][0] if ps else 0 for ps in self.vplays]
        self.cards_of: list[list[tuple[Card, ...]]] = [
            [tuple((suit, v) for v in self.vals[sig]) for sig in range(w)] for suit in rules.suits
        ]
        self.plays: list[list[tuple[Play, ...]]] = []
        self.by_cards: list[list[dict[tuple[Card, ...], Play]]] = []
        self.play_of: list[dict[Values, Play]] = []
        for suit in rules.suits:
            canonical: dict[Values, Play] = {}
            per_sig: list[tuple[Play, ...]] = []
            per_map: list[dict[tuple[Card, ...], Play]] = []
            for sig in range(w):
                keys = [vs for _, vs in self.vplays[sig]]
                keys.sort(key=lambda vs: (sum(vs), len(vs), [-v for v in vs]))
                acts = tuple(canonical.setdefault(vs, Play(tuple((suit, v) for v in vs))) for vs in keys)
                per_sig.append(acts)
                per_map.append({a.cards: a for a in acts})
            self.plays.append(per_sig)
            self.by_cards.append(per_map)
            self.play_of.append(canonical)

    def _value_plays(self, sig: int) -> list[tuple[int, Values]]:
        """Every distinct play of one suit's cards: a single card, or two cards none of
        which must go alone."""
        c = self.counts[sig]
        held = [v for v in self.values if c[v] > 0]
        out: list[Values] = [(v,) for v in held]
        for i, a in enumerate(held):
            if a in self.alone:
                continue
            for b in held[: i + 1]:
                if b in self.alone or (a == b and c[a] < 2):
                    continue
                out.append((a, b))
        return sorted(((sum(vs), vs) for vs in out), key=lambda tp: (tp[0], len(tp[1]), tp[1]))

    def hand_cards(self, sigs: Sequence[int]) -> list[Card]:
        """The sorted card list of a hand given as one signature per suit."""
        out: list[Card] = []
        cards_of = self.cards_of
        for s, sig in enumerate(sigs):
            if sig:
                out.extend(cards_of[s][sig])
        return out

    def sigs_of(self, cards: Iterable[Sequence[Any]]) -> list[int]:
        sigs = [0] * self.nsuits
        for c in cards:
            sigs[self.suit_index[str(c[0])]] += self.weights[int(c[1])]
        return sigs


@lru_cache(maxsize=8)
def tables_for(rules: WoodlandersRules) -> Tables:
    return Tables(rules)
