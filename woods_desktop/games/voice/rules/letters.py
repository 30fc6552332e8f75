"""How a word is built from cards: the composition check and the automatic card choice.

These functions work on plain "sources" (the cards a seat may spell with),
which both the state and a seat's view can produce, so the app's entry box
and the bots use exactly the checks the engine applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from woods_desktop.core.errors import IllegalAction
from woods_desktop.games.voice.rules.cards import fold_word, normalize_word


@dataclass(frozen=True)
class Source:
    """A card a seat may spell with: a face-up field card or one of its own face-up cards."""

    card: int
    letters: tuple[str, ...]
    own: bool
    my_cubes: int  # the seat's cubes on it now (0 for own cards)
    order: int  # reading order on the field; own cards after the field


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


def check_cards(word: str, cards: Sequence[int], sources: Iterable[Source],
                max_own: int) -> IllegalAction | None:
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
            return IllegalAction("voice.err.card_used_twice", card=card,
                                 letter=_label(by_card[card].letters))
        seen.add(card)
        src = by_card[card]
        if not covers(src.letters, letter):
            return IllegalAction("voice.err.letter_mismatch", letter=letter, position=i + 1,
                                 card_letter=_label(src.letters))
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


def check_cubes(cards: Sequence[int], sources: Iterable[Source], supply: int,
                my_cubes_elsewhere: int) -> IllegalAction | None:
    """The word's field cards that lack the seat's cube must be payable.

    Each needs one cube from the supply or, with the supply empty, moved from
    a card the word does not use; a word that cannot be paid is refused.
    """
    by_card = {s.card: s for s in sources}
    need = sum(1 for c in cards if not by_card[c].own and by_card[c].my_cubes == 0)
    have = supply + my_cubes_elsewhere
    if need > have:
        return IllegalAction("voice.err.not_enough_cubes", need=need, have=have)
    return None


def assign(word: str, sources: Sequence[Source], max_own: int) -> tuple[int, ...] | IllegalAction:
    """Pick a card for every letter, the way a careful player would.

    Per letter, field cards come first, those holding the most of the seat's
    cubes before the others (a card with the seat's cube costs nothing, as the
    cube may be skipped, and brings the card closer to being won), then
    reading order; own cards only when the field has no card left for that
    letter, which keeps the two-own-card limit for when it is needed. Since
    every letter belongs to exactly one face, this greedy choice finds an
    assignment whenever one exists.
    """
    w = normalize_word(word)
    if not w:
        return IllegalAction("voice.err.empty_word")
    ranked = sorted(sources, key=lambda s: (s.own, -s.my_cubes, s.order))
    pools: dict[str, list[Source]] = {}
    for letter in w:
        if letter not in pools:
            pools[letter] = [s for s in ranked if covers(s.letters, letter)]
    taken: set[int] = set()
    out: list[int] = []
    own = 0
    for letter in w:
        pool = pools[letter]
        pick = next((s for s in pool if s.card not in taken), None)
        if pick is None:
            if pool:
                return IllegalAction("voice.err.letter_short", letter=letter, count=len(pool))
            return IllegalAction("voice.err.letter_missing", letter=letter)
        taken.add(pick.card)
        own += pick.own
        out.append(pick.card)
    if own > max_own:
        return IllegalAction("voice.err.too_many_own", max=max_own)
    return tuple(out)


def sources_from_view(view: Mapping[str, Any]) -> list[Source]:
    """The same sources, rebuilt from `view(me)`: for bots and the entry box."""
    return [Source(card=s["card"], letters=tuple(s["letters"]), own=s["where"] == "own",
                   my_cubes=s["my_cubes"], order=s["order"]) for s in view["sources"]]


def plan_word(view: Mapping[str, Any], word: str) -> tuple[int, ...] | IllegalAction:
    """Cards for `word` and every check the engine will make, from the seat's own view.

    A bot that has a dictionary word calls this before sending `Compose`
    (the engine repeats the same checks when the action arrives).
    """
    sources = sources_from_view(view)
    max_own = view["rules"]["max_own_cards"]
    cards = assign(word, sources, max_own)
    if isinstance(cards, IllegalAction):
        return cards
    used = {fold_word(u["word"]): u["round"] for u in view["used_words"] if u["round"] < view["round"]}
    err = check_used(word, used)
    if err is None:
        me = view["me"]
        chosen = set(cards)
        elsewhere = sum(_seat_cubes(f["cubes"], me) for f in view["field"] if f["id"] not in chosen)
        err = check_cubes(cards, sources, view["supply"][me], elsewhere)
    return err if err is not None else cards


def _seat_cubes(cubes: Mapping[Any, int], seat: int) -> int:
    """A view's cube map is keyed by seat; after a JSON round trip the keys are strings."""
    return cubes.get(seat, cubes.get(str(seat), 0))
