"""Finding a word and choosing its cards, with the engine's own card choice and checks.

Bots see only their view; the engine's letter assignment (`rules.letters.Speller`)
and its check of a `Compose` (`rules.compose.refusal_from_view`) both run on
that view, so a bot never keeps a second copy of either. What a bot adds is
its judgement: how much each card is worth to it, which the speller uses to
choose among cards showing the same letter.

The noun index is built once per process (`shared_index`), never per bot,
and so are the frequency ranks that give each level its vocabulary: a person
writes the words they use, so a level knows the `n` most used nouns (never
informal, slang, archaic or obscene ones: the noun list's BOT column).
"""

from __future__ import annotations

import heapq
import zlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

from woods_desktop.games.voice.bots.position import Cell, Position
from woods_desktop.games.voice.bots.unlikely import likely
from woods_desktop.games.voice.rules.letters import Source, Speller, refusal
from woods_desktop.words.index import NounIndex, shared_index
from woods_desktop.words.nouns import frequency_ranks


def noun_index(timeout: float = 120.0) -> NounIndex | None:
    """The program's one noun index; blocks the first time while it loads (about 2 s)."""
    return shared_index().wait(timeout)


@lru_cache(maxsize=1)
def _ranks() -> dict[str, int]:
    """Computer-playable nouns by use, leaving out those a person would not write (`unlikely`)."""
    ranked = sorted(frequency_ranks().items(), key=lambda item: item[1])
    return {w: i for i, (w, _) in enumerate(((w, r) for w, r in ranked if likely(w)), start=1)}


def warm_vocabulary() -> None:
    """Rank the vocabulary now (a one-time sort of every noun), off the moment a computer first writes."""
    _ranks()


@lru_cache(maxsize=8)
def reach(vocabulary: int, min_zipf: float) -> int:
    """How many of the most used computer-playable nouns a level knows: its `vocabulary`, cut where the
    nouns fall under `min_zipf` on wordfreq's scale (the noun list's column, measured at build time).
    The ranks run by Zipf, so the cut is one rank and `find_words` pays nothing for it."""
    from woods_desktop.words.nouns import load_nouns

    zipf = {e.word: e.zipf for e in load_nouns(with_sources=False)}
    ranks = _ranks()
    known = sum(1 for w in ranks if zipf.get(w, 0.0) >= min_zipf)
    return min(vocabulary, known)


def rank(word: str) -> int:
    """How common the word is among the computer-playable nouns: 1 the most used (unlikely words: never)."""
    return _ranks().get(word, 1 << 30)


def find_words(
    pos: Position, index: NounIndex, *, min_len: int = 1, max_len: int | None = None, vocabulary: int | None = None
) -> list[str]:
    """Every computer-playable noun the seat can spell now, used words left out.

    `vocabulary` keeps the words among that many most used nouns.
    """
    field = [c.key for c in pos.face_up()]
    own = [c.key for c in pos.own]
    found = index.find(
        field, own, max_own=pos.max_own, min_len=min_len, max_len=max_len, exclude=sorted(pos.used), bot_only=True
    )
    if vocabulary is None:
        return found
    ranks = _ranks()
    return [w for w in found if ranks.get(w, vocabulary + 1) <= vocabulary]


def taste(word: str, salt: int) -> float:
    """One computer's liking for a word, in [0, 1): fixed per word and per `salt` (its seat's seed)."""
    x = (zlib.crc32(word.encode("utf-8")) ^ salt) & 0xFFFFFFFF
    # murmur3's finaliser: without it seats whose salts share high bits would share tastes
    x ^= x >> 16
    x = (x * 0x85EBCA6B) & 0xFFFFFFFF
    x ^= x >> 13
    x = (x * 0xC2B2AE35) & 0xFFFFFFFF
    x ^= x >> 16
    return x / 4294967296.0


@dataclass(frozen=True)
class Plan:
    word: str
    cards: tuple[int, ...]
    value: float


class CardChooser:
    """Picks the cards for a word so that the word's value is highest.

    `card_value(cell)` is what using a field card is worth to the seat, not
    counting the cube a card without the seat's cube needs: those cubes are
    priced together by `cube_costs` (the cost of the 1st, 2nd, ... cube the
    word needs; a word needing more cubes than the list holds cannot be
    paid). The engine's speller chooses the cards, ranking field cards by
    their value net of a first cube; an own card is worth 0 and needs no
    cube, so it is used where the field has no card left for the letter, or
    (within the own-card limit) in place of a field card worth less than 0.
    """

    def __init__(self, pos: Position, card_value: Callable[[Cell], float], cube_costs: Sequence[float] = ()) -> None:
        self.pos = pos
        costs = list(cube_costs)
        first = costs[0] if costs else 0.0
        self.cube_costs = costs
        self.cost_sums = [0.0]
        for c in costs:
            self.cost_sums.append(self.cost_sums[-1] + c)
        self.value: dict[int, float] = {}
        self.fresh: dict[int, bool] = {}
        net: dict[int, float] = {}
        # a word's letters as they appear in words (Й, Ъ kept) -> the best card's net value
        self.quick: dict[str, float] = {}
        for cell in pos.face_up():
            fresh = cell.cubes[pos.me] == 0
            value = card_value(cell)
            self.value[cell.id] = value
            self.fresh[cell.id] = fresh
            net[cell.id] = value - first if fresh else value
            self.quick[cell.key] = max(self.quick.get(cell.key, float("-inf")), net[cell.id])

        def worth(source: Source) -> float:
            return net[source.card]

        self.speller = Speller(pos.view.spelling, worth)
        for card in pos.own:
            self.quick.setdefault(card.key, 0.0)
        for letter, key in (("Й", "И"), ("Ъ", "Ь"), ("Ё", "Е")):
            if key in self.quick:
                self.quick[letter] = self.quick[key]
        # what cubes after the first cost beyond it, were every letter to need one
        self.extra = [self.cost_sums[min(n, len(costs))] - n * first for n in range(40)]

    def quick_value(self, word: str) -> float:
        """A score for ranking: every letter takes its best card, every cube costs as if fresh."""
        q = self.quick
        try:
            return sum(map(q.__getitem__, word)) - self.extra[min(len(word), 39)]
        except KeyError:
            return float("-inf")

    def plan(self, word: str) -> Plan | None:
        spelled = self.speller.spell(word)
        cards = tuple(c for c in spelled if c is not None)
        if len(cards) != len(spelled):
            return None
        cubes = sum(1 for c in cards if self.fresh.get(c, False))
        if cubes > len(self.cube_costs):
            return None
        total = sum(self.value.get(c, 0.0) for c in cards) - self.cost_sums[cubes]
        return Plan(word, cards, total)

    def best(self, words: Sequence[str], keep: int, bonus: Callable[[str], float] | None = None) -> list[Plan]:
        """Plans for the `keep` words that rank best on the quick score (plus `bonus`), best value first."""
        if len(words) <= keep:
            top = list(words)
        elif bonus is None:
            top = heapq.nlargest(keep, words, key=self.quick_value)
        else:
            extra = bonus
            top = heapq.nlargest(keep, words, key=lambda w: self.quick_value(w) + extra(w))
        spelling = self.pos.view.spelling
        plans = []
        for word in top:
            plan = self.plan(word)
            if plan is None or refusal(spelling, word, plan.cards) is not None:
                continue
            if bonus is not None:
                plan = Plan(plan.word, plan.cards, plan.value + bonus(word))
            plans.append(plan)
        plans.sort(key=lambda p: (-p.value, p.word))
        return plans
