"""Candidate moves for the fuzzer's probes and the completeness check of legal_actions."""

from __future__ import annotations

from typing import Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules import (
    Compose,
    ElderDecline,
    ElderTrade,
    KeepField,
    LeaderCube,
    MoveCube,
    NoWord,
    PlaceCube,
    RefreshPlace,
    RemoveCard,
    RemoveLine,
    SkipCube,
)
from woods_desktop.games.voice.rules.actions import NOWORD_TIME


def candidates(st: Any) -> list[Any]:
    """A broad set of moves of every kind about the current field (most of them illegal)."""
    field = st.field
    cards = field.reading_order()
    out: list[Any] = [ElderDecline(), KeepField(), RemoveLine("rows"), RemoveLine("cols"), RemoveLine("diagonal")]
    for c in cards:
        out += [PlaceCube(c), SkipCube(c), LeaderCube(c, True), LeaderCube(c, False), RemoveCard(c)]
    for src in cards:
        if any(field.cubes[src]):
            out += [MoveCube(src, dst) for dst in cards]
    down = [c for c in cards if c not in field.face_up]
    for a in down:
        for b in field.neighbours(a):
            for c in list(field.neighbours(a)) + list(field.neighbours(b)):
                if len({a, b, c}) == 3 and b not in field.face_up and c not in field.face_up:
                    out.append(ElderTrade(tuple(sorted((a, b, c)))))
    rows, cols = field.bounds()
    hand = list(st.drawn) + cards[:1]
    for card in hand:
        out += [RefreshPlace(card, r, c) for r in range(-1, rows + 1) for c in range(-1, cols + 1)]
    return list(dict.fromkeys(out))


def probe(st: Any, seat: int, rng: Rng) -> Any:
    """A move `apply` must refuse, or None when the random pick happens to be legal."""
    if st.phase == "compose":
        roll = rng.randrange(4)
        if roll == 0:
            return NoWord(NOWORD_TIME, -1 - rng.randrange(5))
        if roll == 1:
            return NoWord("voice.noword.maybe", 0)
        if roll == 2 and st.used:
            word = rng.choice(st.used)["word"]
            return Compose(word, tuple(range(len(word))), 0) if st.used[0]["round"] < st.round else None
        picks = rng.sample(range(len(st.data.cards)), 1 + rng.randrange(4))
        word = "".join(rng.choice("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ") for _ in picks)
        action = Compose(word, tuple(picks), 0)
        return None if st.refusal(action) is None else action
    action = _random_move(st, rng)
    return None if action in st.legal_actions(seat) else action


def _random_move(st: Any, rng: Rng) -> Any:
    """One move of a random kind with parameters picked among the cards in play."""
    cards = st.field.reading_order() or [0]
    card = rng.choice(cards + list(st.drawn))
    other = rng.choice(cards)
    rows, cols = st.field.bounds()
    kind = rng.randrange(11)
    if kind == 0:
        return PlaceCube(card)
    if kind == 1:
        return SkipCube(card)
    if kind == 2:
        return MoveCube(card, other)
    if kind == 3:
        return LeaderCube(card, rng.random() < 0.5)
    if kind == 4:
        return ElderTrade(tuple(rng.sample(cards, min(3, len(cards)))))
    if kind == 5:
        return ElderDecline()
    if kind == 6:
        return RefreshPlace(card, rng.randrange(rows + 3) - 1, rng.randrange(cols + 3) - 1)
    if kind == 7:
        return RemoveLine(rng.choice(("rows", "cols", "diagonal")))
    if kind == 8:
        return RemoveCard(card)
    if kind == 9:
        return KeepField()
    return Compose("ЛЕС", (card, other, card), 0)


def accepted(st: Any, action: Any) -> bool:
    other = st.copy()
    try:
        other.apply(action)
    except IllegalAction:
        return False
    return True
