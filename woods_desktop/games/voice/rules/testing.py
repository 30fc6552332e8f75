"""A tiny word chooser for fuzzing and benchmarks: real play without the dictionary.

The engine does not judge words, so the chooser only needs strings the
cards can spell: it tries a few short Russian nouns first and otherwise
spells a random string from the usable cards (own cards included), so
words are really composed and cubes really placed. Now and then it plays
`NoWord` (time up, or a refused word) so the penalty cube is exercised too.
"""

from __future__ import annotations

from typing import Any

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules import compose
from woods_desktop.games.voice.rules.actions import (
    NOWORD_PASS,
    NOWORD_REFUSED,
    NOWORD_TIME,
    Compose,
    ElderDecline,
    KeepField,
    LeaderCube,
    NoWord,
)
from woods_desktop.games.voice.rules.letters import Speller
from woods_desktop.games.voice.rules.state import COMPOSE, VoiceState

SAMPLE_WORDS: tuple[str, ...] = (
    "ЛЕС",
    "САД",
    "КОТ",
    "СОК",
    "НОС",
    "СОН",
    "РОТ",
    "КОН",
    "ТОН",
    "ЛОТ",
    "ДОМ",
    "ДУБ",
    "ЛУК",
    "МОХ",
    "ОСА",
    "ОКО",
    "ЛАК",
    "МАК",
    "РАК",
    "ИВА",
    "ЕЛЬ",
    "ЛЁН",
    "ЁЖ",
    "ЛИС",
    "СЫР",
    "ДЫМ",
    "МЁД",
    "ЛЁД",
    "РОЙ",
    "БОР",
    "ВОЛ",
    "ГОД",
    "СТОЛ",
    "СЛОН",
    "НОРА",
    "РОСА",
    "КОРА",
    "САНИ",
    "СОВА",
    "ЛИСА",
    "ЛОСЬ",
    "ЛИСТ",
    "МОСТ",
    "ТРОН",
    "КРОТ",
    "СНЕГ",
    "ВЕТЕР",
    "КЛЁН",
    "ОСИНА",
    "СОСНА",
    "ТРАВА",
    "ВОРОН",
    "КОРНИ",
    "ТРОПА",
    "ПЕНЬ",
    "МОРЕ",
    "ОЗЕРО",
    "РЕКА",
    "КАМЕНЬ",
    "ЯСЕНЬ",
    "ДРУИД",
    "ГОЛОС",
    "ЖЁЛУДЬ",
    "ШИШКА",
    "ЦВЕТОК",
    "ЭХО",
    "ЮЛА",
    "ЩИТ",
    "ФОН",
    "ХОР",
    "ЧАЙ",
    "ЧАЩА",
    "ПАРК",
    "ПОЛЕ",
    "РОЩА",
    "КУСТ",
    "ТЕНЬ",
    "СВЕТ",
    "МИР",
    "НОЖНИЦЫ",
)


def compose_move(
    state: VoiceState, seat: int, rng: Rng, tries: int = 12, noword_rate: float = 0.06, refused_rate: float = 0.04
) -> Any:
    """A `Compose` the engine accepts, or now and then a `NoWord`."""
    minute = state.rules.minute_ms
    at = rng.randrange(minute + 1)
    roll = rng.random()
    if roll < noword_rate:
        return NoWord(NOWORD_TIME, minute)
    if roll < noword_rate + refused_rate:
        return NoWord(NOWORD_REFUSED, at, word=rng.choice(SAMPLE_WORDS))
    spelling = compose.spelling(state, seat)
    speller = Speller(spelling)
    for word in rng.sample(SAMPLE_WORDS, min(tries, len(SAMPLE_WORDS))):
        cards = speller.assign(word)
        if isinstance(cards, tuple):
            return Compose(word, cards, at)
    sources = spelling.sources
    for _ in range(tries):
        if not sources:
            break
        picks = rng.sample(sources, min(len(sources), 2 + rng.randrange(4)))
        word = "".join(rng.choice(p.letters) for p in picks)
        action = Compose(word, tuple(p.card for p in picks), at)
        if state.refusal(action) is None:
            return action
    return NoWord(NOWORD_PASS, at)


def choose(state: VoiceState, legal: list[Any], rng: Rng) -> Any:
    """A `core.fuzz` chooser: composes words, otherwise a random legal move."""
    seat = state.to_move()
    if state.phase == COMPOSE and seat is not None:
        return compose_move(state, seat, rng)
    return rng.choice(legal)


def greedy_choose(state: VoiceState, legal: list[Any], rng: Rng) -> Any:
    """Like `choose`, but always takes what helps (a cube for the Leader, Elder trades, clearing)."""
    seat = state.to_move()
    if state.phase == COMPOSE and seat is not None:
        return compose_move(state, seat, rng)
    useful = [
        a
        for a in legal
        if not isinstance(a, (ElderDecline, KeepField)) and not (isinstance(a, LeaderCube) and not a.place)
    ]
    return rng.choice(useful or legal)
