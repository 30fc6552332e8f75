"""How a word is built from cards: the composition checks and the choice of a card for each letter.

Everything here works on a `Spelling`: the cards one seat may spell with
and what it can pay. The state builds one from the full game, a seat's view
builds the same one from what the seat sees, so the engine, the table's word
entry and the bots share one copy of these rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.cards import fold_word, normalize_word


@dataclass(frozen=True)
class Source:
    """A card a seat may spell with: a face-up field card or one of its own face-up cards."""

    card: int
    letters: tuple[str, ...]
    own: bool
    my_cubes: int = 0  # the seat's cubes on it now (0 for own cards)
    order: int = 0  # reading order on the field; own cards after the field
    label: str = ""
    points: int = 0


@dataclass(frozen=True)
class Spelling:
    """What one seat may spell with now, and what it has to pay for the word's cards."""

    sources: tuple[Source, ...]
    max_own: int
    used: Mapping[str, int]  # folded word -> the round it was used in
    supply: int
    cubes_on_field: int  # all of the seat's cubes on field cards, face down ones included


Worth = Callable[[Source], float]


def covers(letters: Sequence[str], letter: str) -> bool:
    """A card spells a letter when its face shows it; Ё and Е are one letter."""
    if letter in letters:
        return True
    if letter == "Ё":
        return "Е" in letters
    if letter == "Е":
        return "Ё" in letters
    return False


def _label(letters: Sequence[str]) -> str:
    return "/".join(letters)


def check_cards(word: str, cards: Sequence[int], sources: Iterable[Source], max_own: int) -> IllegalAction | None:
    """Letters, cards used once, usable cards and the own-card limit."""
    w = normalize_word(word)
    if not w:
        return IllegalAction("voice.err.empty_word")
    by_card = {s.card: s for s in sources}
    if len(cards) != len(w):
        return IllegalAction("voice.err.cards_mismatch", letters=len(w), cards=len(cards))
    seen: set[int] = set()
    own = 0
    for i, (letter, card) in enumerate(zip(w, cards)):
        if not any(covers(s.letters, letter) for s in by_card.values()):
            return IllegalAction("voice.err.letter_missing", letter=letter)
        if not isinstance(card, int) or isinstance(card, bool) or card not in by_card:
            return IllegalAction("voice.err.card_not_usable", card=card, letter=letter)
        if card in seen:
            return IllegalAction("voice.err.card_used_twice", card=card, letter=_label(by_card[card].letters))
        seen.add(card)
        src = by_card[card]
        if not covers(src.letters, letter):
            return IllegalAction(
                "voice.err.letter_mismatch", letter=letter, position=i + 1, card_letter=_label(src.letters)
            )
        if src.own:
            own += 1
    if own > max_own:
        return IllegalAction("voice.err.too_many_own", max=max_own)
    return None


def check_used(word: str, used: Mapping[str, int]) -> IllegalAction | None:
    """A word accepted in an earlier round is used up for everyone (`used`: folded word -> round)."""
    key = fold_word(word)
    if key in used:
        return IllegalAction("voice.err.word_used", word=normalize_word(word), round=used[key])
    return None


def check_cubes(spelling: Spelling, cards: Sequence[int]) -> IllegalAction | None:
    """The word's field cards that lack the seat's cube must be payable.

    Each needs one cube from the supply or, with the supply empty, moved from
    another card: "if the letter on a card was used to compose a word this
    turn, at least one cube of this player must remain on it", so the word's
    own cards can give up all but one of the seat's cubes each. A word that
    cannot be paid is refused.
    """
    by_card = {s.card: s for s in spelling.sources}
    chosen = [by_card[c] for c in dict.fromkeys(cards)]
    need = sum(1 for s in chosen if not s.own and s.my_cubes == 0)
    have = spelling.supply + spelling.cubes_on_field - sum(1 for s in chosen if s.my_cubes > 0)
    if need > have:
        return IllegalAction("voice.err.not_enough_cubes", need=need, have=have)
    return None


def refusal(spelling: Spelling, word: str, cards: Sequence[int]) -> IllegalAction | None:
    """Why spelling `word` with `cards` would be refused (None: the cards, the word and the cubes are fine)."""
    err = check_cards(word, cards, spelling.sources, spelling.max_own)
    if err is None:
        err = check_used(word, spelling.used)
    if err is None:
        err = check_cubes(spelling, cards)
    return err


class Speller:
    """Picks a card for every letter of a word, the way a careful player would.

    Per letter, field cards come first, the ones worth most first (by
    default those holding the most of the seat's cubes, as such a card costs
    nothing and comes closer to being won), then reading order; own cards
    fill in when the field has no card left for a letter, which keeps the
    two-own-card limit for when it is needed. A `worth` below 0 says a field
    card is worth less than using an own card: such cards are swapped for
    spare own cards within the limit, the least worth first. Every letter
    belongs to exactly one face, so this finds an assignment whenever one
    exists, and with the given worths the best one.
    """

    def __init__(self, spelling: Spelling, worth: Worth | None = None) -> None:
        self.spelling = spelling
        self.by_card = {s.card: s for s in spelling.sources}
        value: Worth = worth if worth is not None else (lambda s: float(s.my_cubes))
        self.worth = {s.card: value(s) for s in spelling.sources if not s.own}
        self._pools: dict[str, tuple[tuple[Source, ...], tuple[Source, ...]]] = {}
        self._keys: dict[str, tuple[int, ...]] = {}
        self._pools_by_key: dict[tuple[int, ...], tuple[tuple[Source, ...], tuple[Source, ...]]] = {}

    def pool(self, letter: str) -> tuple[tuple[Source, ...], tuple[Source, ...]]:
        """The field cards (best first) and own cards (pile order) that spell `letter`."""
        found = self._pools.get(letter)
        if found is None:
            matching = [s for s in self.spelling.sources if covers(s.letters, letter)]
            field = tuple(sorted((s for s in matching if not s.own), key=lambda s: (-self.worth[s.card], s.order)))
            own = tuple(sorted((s for s in matching if s.own), key=lambda s: s.order))
            found = self._pools[letter] = (field, own)
        return found

    def spell(self, word: str, pinned: Mapping[int, int] | None = None, max_own: int | None = None) -> list[int | None]:
        """The card for each letter of `word` (None where no card is left for it).

        `pinned` maps a letter's index to the card the player chose for it;
        a pin is kept when that card is usable, shows the letter and is not
        pinned twice. `max_own` overrides the own-card limit.
        """
        limit = self.spelling.max_own if max_own is None else max_own
        w = normalize_word(word)
        out: list[int | None] = [None] * len(w)
        taken: set[int] = set()
        own_used = 0
        for i, card in (pinned or {}).items():
            src = self.by_card.get(card)
            if src is None or not 0 <= i < len(w) or card in taken or not covers(src.letters, w[i]):
                continue
            if src.own:
                if own_used >= limit:
                    continue
                own_used += 1
            out[i] = card
            taken.add(card)
        open_at = [i for i in range(len(w)) if out[i] is None]
        counts: dict[tuple[int, ...], int] = {}
        for i in open_at:
            key = self._key(w[i])
            counts[key] = counts.get(key, 0) + 1
        picks: dict[tuple[int, ...], list[Source]] = {}
        spare: dict[tuple[int, ...], list[Source]] = {}
        forced = 0
        for key, n in counts.items():
            field, own = self._pools_by_key[key]
            free_field = [s for s in field if s.card not in taken][:n]
            free_own = [s for s in own if s.card not in taken]
            short = n - len(free_field)
            forced += min(short, len(free_own))
            picks[key] = free_field + free_own[:short]
            spare[key] = free_own[short:]
        if forced + own_used < limit:
            self._swap(picks, spare, limit - forced - own_used)
        for i in open_at:
            queue = picks[self._key(w[i])]
            if not queue or (queue[0].own and own_used >= limit):
                continue
            src = queue.pop(0)
            own_used += src.own
            out[i] = src.card
        return out

    def _key(self, letter: str) -> tuple[int, ...]:
        """Letters of one face share their cards: the key is the cards that spell the letter."""
        key = self._keys.get(letter)
        if key is None:
            field, own = self.pool(letter)
            key = self._keys[letter] = tuple(s.card for s in field + own)
            self._pools_by_key[key] = (field, own)
        return key

    def _swap(
        self, picks: dict[tuple[int, ...], list[Source]], spare: dict[tuple[int, ...], list[Source]], budget: int
    ) -> None:
        """Own cards in place of the field cards worth less than them (below 0), the worst first."""
        swaps: list[tuple[float, int, tuple[int, ...], Source]] = []
        for key, chosen in picks.items():
            left = len(spare[key])
            for src in reversed([s for s in chosen if not s.own]):
                worth = self.worth[src.card]
                if left <= 0 or worth >= 0:
                    break
                swaps.append((worth, src.order, key, src))
                left -= 1
        swaps.sort(key=lambda x: (x[0], x[1]))
        for _, _, key, src in swaps[:budget]:
            chosen = picks[key]
            chosen.remove(src)
            chosen.append(spare[key].pop(0))

    def assign(self, word: str) -> tuple[int, ...] | IllegalAction:
        """Cards for every letter of `word` with every check the engine makes on them, or the refusal."""
        w = normalize_word(word)
        if not w:
            return IllegalAction("voice.err.empty_word")
        seen: dict[tuple[int, ...], int] = {}
        for letter in w:  # the first letter no card is left for, in the word's order
            key = self._key(letter)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] > len(key):
                if key:
                    return IllegalAction("voice.err.letter_short", letter=letter, count=len(key))
                return IllegalAction("voice.err.letter_missing", letter=letter)
        spelled = self.spell(w)
        if any(c is None for c in spelled):
            return IllegalAction("voice.err.too_many_own", max=self.spelling.max_own)
        cards = tuple(c for c in spelled if c is not None)
        err = check_used(w, self.spelling.used)
        if err is None:
            err = check_cubes(self.spelling, cards)
        return err if err is not None else cards


def assign(spelling: Spelling, word: str) -> tuple[int, ...] | IllegalAction:
    """The engine's own choice of cards for `word`, fully checked (see `Speller`)."""
    return Speller(spelling).assign(word)
