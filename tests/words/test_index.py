"""The computer players' search: every listed noun the usable cards can spell."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from woods_desktop.words.bench import DECK
from woods_desktop.words.index import NounIndex, shared_index, sort_longest_first
from woods_desktop.words.normalize import card_key
from woods_desktop.words.nouns import NounEntry


def brute_force(nouns, field, own, max_own, bot_only=False):
    have, spare = Counter(map(card_key, field)), Counter(map(card_key, own))
    out = set()
    for e in nouns:
        if bot_only and not e.bot_ok:
            continue
        missing = Counter(card_key(e.word)) - have
        if sum(missing.values()) <= max_own and not (missing - spare):
            out.add(e.word)
    return out


SMALL = [
    NounEntry(w, bot, 0)
    for w, bot in [
        ("ЛЕС", True),
        ("ЛЕСА", True),
        ("СЕЛО", True),
        ("ОСЕЛ", True),
        ("ЕЖ", True),
        ("ЧАЙ", True),
        ("ПОДЪЕЗД", True),
        ("КОТ", True),
        ("ТОК", True),
        ("КОСТ", False),
        ("ЖОПА", False),
        ("ОСА", True),
        ("ЕЛЬ", True),
        ("ЯЙЦО", True),
    ]
]


@pytest.fixture(scope="module")
def small() -> NounIndex:
    return NounIndex(SMALL)


def test_each_letter_on_the_field_may_be_used_only_once(small):
    assert set(small.find("ЛЕС")) == {"ЛЕС"}
    assert "ЛЕСА" not in small.find("ЛЕС")
    assert set(small.find("КОТ")) == {"КОТ", "ТОК"}


def test_several_identical_letters_on_the_field_may_each_be_used():
    index = NounIndex([NounEntry("ОКО", True, 0), NounEntry("ОКОЛО", True, 0)])
    assert index.find("ОК") == []
    assert index.find("ООК") == ["ОКО"]
    assert set(index.find("ОООКЛ")) == {"ОКО", "ОКОЛО"}


def test_a_double_face_card_stands_for_either_of_its_letters(small):
    assert "ЕЖ" in small.find("ЕЖ")
    assert "ЧАЙ" in small.find(["Ч", "А", "И/Й"])  # the И/Й card gives Й
    assert "ПОДЪЕЗД" in small.find("ПОДЬЕЗД")  # the Ъ/Ь card gives Ъ
    assert "ЕЛЬ" in small.find(["Е/Ё", "Л", "Ъ/Ь"])
    assert "ЯЙЦО" in small.find(Counter({"Я": 1, "И/Й": 1, "Ц": 1, "О": 1}))


def test_at_most_two_of_the_players_own_cards_may_be_used_in_one_word(small):
    assert "ЛЕСА" in small.find("ЛЕ", own="СА", max_own=2)
    assert "ЛЕСА" not in small.find("Л", own="ЕСА", max_own=2)
    assert "ЛЕСА" in small.find("Л", own="ЕСА", max_own=3)
    assert "ЛЕСА" not in small.find("ЛЕ", own="СА", max_own=0)
    # own cards beyond two may still be there: any two of them may be chosen
    assert "ЛЕСА" in small.find("ЛЕ", own="ЖЩСЦА", max_own=2)


def test_own_cards_are_not_needed_when_the_field_has_the_letters(small):
    assert small.own_letters_needed("ЛЕСА", "ЛЕС") == ["А"]
    assert small.own_letters_needed("ЛЕС", "СЕЛ") == []
    assert small.spellable("ЛЕСА", "ЛЕС", own="А")
    assert not small.spellable("ЛЕСА", "ЛЕ", own="АЖ")
    assert not small.spellable("", "ЛЕС")


def test_used_words_are_excluded_in_any_spelling(small):
    assert "ЛЕС" not in small.find("ЛЕСА", exclude={"лес"})
    assert "ЕЖ" not in small.find("ЕЖ", exclude={"ЁЖ"})


def test_length_limits_and_bot_only(small):
    assert set(small.find("ЛЕСАО", min_len=4)) == {"ЛЕСА", "СЕЛО", "ОСЕЛ"}
    assert set(small.find("ЛЕСАО", max_len=3)) == {"ЛЕС", "ОСА"}
    assert "КОСТ" in small.find("КОСТ")
    assert "КОСТ" not in small.find("КОСТ", bot_only=True)


def test_no_cards_no_words_and_junk_letters_are_ignored(small):
    assert small.find("") == []
    assert small.find("", own="ЛЕС", max_own=2) == []
    assert set(small.find("ЛЕС1Z ")) == {"ЛЕС"}


def test_the_same_cards_always_give_the_same_list(index):
    rng = random.Random(3)
    cards = rng.sample(DECK, 27)
    first = index.find(cards[:25], cards[25:])
    assert first == index.find(list(reversed(cards[:25])), cards[25:])
    assert sort_longest_first(["ЛЕС", "ЕЖ", "ОСА", "ЛЕСА"]) == ["ЛЕСА", "ЛЕС", "ОСА", "ЕЖ"]


@pytest.mark.parametrize("seed", range(8))
def test_the_search_finds_exactly_the_spellable_listed_nouns(index, nouns, seed):
    rng = random.Random(seed)
    n_field = rng.choice([4, 9, 12, 16, 20, 25])
    n_own = rng.choice([0, 1, 2, 3, 6])
    cards = rng.sample(DECK, n_field + n_own)
    field, own = cards[:n_field], cards[n_field:]
    max_own = rng.choice([0, 1, 2])
    bot_only = seed % 3 == 0
    found = index.find(field, own, max_own=max_own, bot_only=bot_only)
    assert len(found) == len(set(found))
    assert set(found) == brute_force(nouns, field, own, max_own, bot_only)


def test_the_real_index_holds_every_listed_noun(index, nouns):
    assert len(index) == len(nouns)
    assert "ЕЖ" in index and "ЁЖ" in index and "КВАРБЛ" not in index
    assert index.entry("ёж").word == "ЕЖ"


def test_the_shared_index_builds_once_in_the_background():
    service = shared_index()
    first = service.wait(60)
    assert first is not None and service.ready()
    assert service.get() is first
