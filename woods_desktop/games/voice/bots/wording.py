"""Finding a word, choosing its cards, and checking it the way the engine will.

Bots see only their view, so they cannot ask the engine whether a `Compose`
is acceptable; `compose_error` repeats the engine's checks on the view
(letters and cards, the two-own-card limit, used words, cubes to pay), and
every level passes its word through it before sending it.

The noun index is built once per process (`shared_index`), never per bot.
"""

from __future__ import annotations

import heapq
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from woods_desktop.games.voice.bots.position import Cell, OwnCard, Position
from woods_desktop.games.voice.rules.cards import fold_word, normalize_word
from woods_desktop.words.index import NounIndex, shared_index
from woods_desktop.words.normalize import card_key


def noun_index(timeout: float = 120.0) -> NounIndex | None:
    """The program's one noun index; blocks the first time while it loads (about 2 s)."""
    return shared_index().wait(timeout)


def covers(letters: Sequence[str], letter: str) -> bool:
    """A card spells a letter its face shows; Е and Ё are one letter (as in the engine)."""
    if letter in letters:
        return True
    return (letter == "Ё" and "Е" in letters) or (letter == "Е" and "Ё" in letters)


def compose_error(pos: Position, word: str, cards: Sequence[int], at_ms: int = 0) -> str | None:
    """Why the engine would refuse `Compose(word, cards, at_ms)` from this view, or None.

    Words are read as the engine reads them (`normalize_word`, `fold_word`),
    so a spelling the engine refuses is refused here too.
    """
    w = normalize_word(word)
    if not w:
        return "empty word"
    if len(cards) != len(w):
        return "cards do not match the letters"
    if at_ms < 0 or (pos.private_minute and at_ms > pos.minute_ms):
        return "time out of range"
    usable: dict[int, tuple[tuple[str, ...], bool]] = {
        c.id: (c.letters, False) for c in pos.cells.values() if c.up}
    usable.update({c.id: (c.letters, True) for c in pos.own})
    seen: set[int] = set()
    own = 0
    for letter, card in zip(w, cards):
        if card not in usable:
            return f"card {card} is not usable"
        if card in seen:
            return f"card {card} used twice"
        seen.add(card)
        letters, is_own = usable[card]
        if not covers(letters, letter):
            return f"card {card} does not show {letter}"
        own += is_own
    if own > pos.max_own:
        return "too many own cards"
    if fold_word(w) in pos.used:
        return "word already used"
    need = sum(1 for c in cards if c in pos.cells and pos.cells[c].cubes[pos.me] == 0)
    elsewhere = sum(c.cubes[pos.me] for c in pos.cells.values() if c.id not in seen)
    if need > pos.supply[pos.me] + elsewhere:
        return "not enough cubes"
    return None


def find_words(pos: Position, index: NounIndex, *, min_len: int = 1,
               max_len: int | None = None) -> list[str]:
    """Every computer-playable noun the seat can spell now, used words left out."""
    field = [c.key for c in pos.face_up()]
    own = [c.key for c in pos.own]
    return index.find(field, own, max_own=pos.max_own, min_len=min_len, max_len=max_len,
                      exclude=sorted(pos.used), bot_only=True)


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
    paid). An own card is worth 0 and needs no cube, so it is used where the
    field has no card left for the letter, or (within the own-card limit) in
    place of a field card that is not worth its cube. Every letter belongs to
    one face, so choosing per letter is exact.
    """

    def __init__(self, pos: Position, card_value: Callable[[Cell], float],
                 cube_costs: Sequence[float] = ()) -> None:
        self.pos = pos
        costs = list(cube_costs)
        first = costs[0] if costs else 0.0
        self.cube_costs = costs
        self.cost_sums = [0.0]
        for c in costs:
            self.cost_sums.append(self.cost_sums[-1] + c)
        # (value net of a first cube, value, card, needs a cube) per letter, best first
        self.field: dict[str, list[tuple[float, float, int, bool]]] = {}
        for cell in pos.face_up():
            fresh = cell.cubes[pos.me] == 0
            value = card_value(cell)
            self.field.setdefault(cell.key, []).append(
                (value - first if fresh else value, value, cell.id, fresh))
        for cards in self.field.values():
            cards.sort(key=lambda t: (-t[0], t[2]))
        self.own: dict[str, list[OwnCard]] = {}
        for card in pos.own:
            self.own.setdefault(card.key, []).append(card)
        # a word's letters as they appear in words (Й, Ъ kept) -> the best card's net value
        self.quick: dict[str, float] = {}
        for key, cards in self.field.items():
            self.quick[key] = cards[0][0]
        for key in self.own:
            self.quick.setdefault(key, 0.0)
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
        letters = card_key(word)
        wanted = Counter(letters)
        chosen: dict[str, list[tuple[float, float, int, bool]]] = {}
        own_take: dict[str, int] = {}
        own_used = 0
        for key, n in wanted.items():
            field = self.field.get(key, [])
            own = len(self.own.get(key, ()))
            forced = max(0, n - len(field))
            if forced > own:
                return None
            own_used += forced
            own_take[key] = forced
            chosen[key] = list(field[:n - forced])
        if own_used > self.pos.max_own:
            return None
        # own cards in place of the field cards least worth their cube, best swaps first
        swaps = []
        for key, picks in chosen.items():
            spare = len(self.own.get(key, ())) - own_take[key]
            for net, _, card, _ in reversed(picks):
                if spare <= 0 or net >= 0:
                    break
                swaps.append((net, card, key))
                spare -= 1
        swaps.sort()
        for _, card, key in swaps[:self.pos.max_own - own_used]:
            chosen[key] = [p for p in chosen[key] if p[2] != card]
            own_take[key] += 1
        total = sum(value for picks in chosen.values() for _, value, _, _ in picks)
        cubes = sum(1 for picks in chosen.values() for _, _, _, fresh in picks if fresh)
        if cubes > len(self.cube_costs):
            return None
        total -= self.cost_sums[cubes]
        # spell the word: each letter takes the next chosen card of its face
        queues = {key: [p[2] for p in picks] + [c.id for c in self.own.get(key, ())][:own_take[key]]
                  for key, picks in chosen.items()}
        cards = tuple(queues[key].pop(0) for key in letters)
        return Plan(word, cards, total)

    def best(self, words: Sequence[str], keep: int,
             bonus: Callable[[str], float] | None = None) -> list[Plan]:
        """Plans for the `keep` words that rank best on the quick score, best value first."""
        top = heapq.nlargest(keep, words, key=self.quick_value) if len(words) > keep else list(words)
        plans = []
        for word in top:
            plan = self.plan(word)
            if plan is None or compose_error(self.pos, word, plan.cards) is not None:
                continue
            if bonus is not None:
                plan = Plan(plan.word, plan.cards, plan.value + bonus(word))
            plans.append(plan)
        plans.sort(key=lambda p: (-p.value, p.word))
        return plans
