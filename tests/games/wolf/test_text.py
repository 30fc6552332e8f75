"""The log names each present, in English and Russian, from the game's data ("Magpie finds the honey
jar", «Сорока находит горшочек мёда»); refusals about a present name it too."""

from __future__ import annotations

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.rng import Rng
from woods_desktop.data.strings import Strings
from woods_desktop.games.wolf import text as X
from woods_desktop.games.wolf.rules import EndMove, Give, Step
from woods_desktop.games.wolf.rules.board import HOUSE
from woods_desktop.games.wolf.rules.testing import choose

from .rules.helpers import carry, cell, data, forest, legal, new

NAMES = ("Mum", "Dad")
HEROES = ("squirrel", "magpie")


def _line(lang: str, event: dict) -> str | None:
    words = X.present_words(data().presents, lang)
    return X.event_text(Strings(lang).t, NAMES, HEROES, event, {}, words)


def _played(st) -> list[dict]:
    return st.events(None)


def test_the_log_names_the_present_found_carried_handed_and_brought_home_in_english_and_russian():
    st = forest(tokens={cell(4, 1): "honey_jar"}, positions=(cell(4, 0), cell(5, 1)), turn=1)
    legal(st, Step(cell(4, 1)))  # the Magpie walks onto the honey jar
    legal(st, EndMove())
    reveal = st.log[-1]
    st.apply(next(a for a in st.legal_actions(1) if type(a).__name__ == "TakeToken"))
    take = st.log[-1]
    st.apply(next(a for a in st.legal_actions(1) if type(a).__name__ == "FinishTurn"))
    legal(st, Give(0, "honey_jar", 1))  # the Squirrel takes it from the Magpie
    taken = st.log[-1]
    legal(st, Give(1, "honey_jar", 0))  # and hands it back
    handed = st.log[-1]
    st.carried[0] = ["kite"]
    legal(st, Step(cell(5, 0)))
    legal(st, Step(HOUSE))
    legal(st, EndMove())
    deliver = st.log[-1]
    assert _line("en", reveal) == "Magpie (Dad) finds the honey jar!"
    assert _line("ru", reveal) == "Сорока (Dad) находит горшочек мёда!"
    assert _line("en", take) == "Magpie (Dad) puts the honey jar in a basket."
    assert _line("ru", take) == "Сорока (Dad) кладёт горшочек мёда в корзинку."
    assert _line("en", taken) == "Little Squirrel (Mum) takes the honey jar from Magpie (Dad)."
    assert _line("ru", taken) == "Бельчонок (Mum) берёт горшочек мёда у друга: Сорока (Dad)."
    assert _line("en", handed) == "Little Squirrel (Mum) hands the honey jar to Magpie (Dad)."
    assert _line("ru", handed) == "Бельчонок (Mum) передаёт горшочек мёда другу: Сорока (Dad)."
    assert _line("en", deliver) == "Little Squirrel (Mum) brings the kite into the house (1 there now)."
    assert _line("ru", deliver) == "Бельчонок (Mum) приносит в дом воздушного змея (теперь там 1)."


def test_several_presents_brought_home_are_listed():
    event = {"type": "deliver", "seat": 0, "presents": 3, "house": 7, "ids": ["cake", "kite", "flowers"]}
    assert _line("en", event) == (
        "Little Squirrel (Mum) brings the birthday cake, the kite and the bunch of flowers into the house"
        " (7 there now)."
    )
    assert _line("ru", event) == (
        "Бельчонок (Mum) приносит в дом праздничный торт, воздушного змея и букет цветов (теперь там 7)."
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_line_of_a_played_game_that_is_about_a_present_names_it(lang):
    names = {p.id: (p.en if lang == "en" else p.ru)[1] for p in data().presents}
    rng = Rng(4)
    st = new(3, 4)
    while not st.is_over():
        st.apply(choose(st, st.legal_actions(st.to_move()), rng))
    about = 0
    for e in _played(st):
        present = e.get("present")
        if present:
            about += 1
            assert names[present] in (_line(lang, e) or ""), e
        for p in e.get("ids") or ():
            assert names[p] in (_line(lang, e) or ""), e
    assert about >= 3


def test_a_refusal_about_a_present_names_it():
    st = forest(positions=(cell(2, 2), cell(2, 3)))
    carry(st, 1, 1)
    refusal = st.refusal(Give(0, "kite", 1))
    assert isinstance(refusal, IllegalAction) and refusal.key == "wolf.refused.not_carrying"
    en = X.refusal_text(Strings("en").t, refusal, X.present_words(data().presents, "en"))
    ru = X.refusal_text(Strings("ru").t, refusal, X.present_words(data().presents, "ru"))
    assert en == "Boris is not carrying the kite."
    assert ru == "Boris не несёт воздушного змея."


@pytest.mark.parametrize(
    "baskets, steps, words", [(1, 4, "4 steps a move, 1 basket;"), (3, 2, "2 steps a move, 3 baskets;")]
)
def test_a_heros_card_counts_its_baskets_in_good_english(baskets, steps, words):
    """The Magpie's card said "1 baskets"."""
    tip = Strings("en").t("wolf.ui.card_tip", hero="Magpie", steps=steps, baskets=baskets, stops="Thorn bush")
    assert words in tip
