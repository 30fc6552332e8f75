"""One spelling for comparing words and matching cards."""

from __future__ import annotations

import unicodedata

import pytest

from woods_desktop.words.normalize import (
    CARD_LETTERS,
    card_key,
    display_form,
    is_cyrillic_word,
    normalize,
)


def test_words_compare_after_upper_casing_and_yo_folded_to_ye():
    assert normalize("ёлка") == normalize("Елка") == normalize("ЁЛКА") == "ЕЛКА"
    assert normalize("  ёж \n") == "ЕЖ"


def test_display_form_keeps_yo_for_the_player_to_see():
    assert display_form(" ёлка ") == "ЁЛКА"


@pytest.mark.parametrize(
    "latin,cyrillic", list(zip("ABCEHKMOPTX", "АВСЕНКМОРТХ")) + list(zip("abcehkmoptx", "АВСЕНКМОРТХ"))
)
def test_latin_look_alikes_become_their_cyrillic_twins(latin, cyrillic):
    assert normalize(latin) == cyrillic
    assert normalize("Д" + latin) == "Д" + cyrillic


def test_other_latin_letters_stay_latin():
    assert normalize("dog") == "DОG"  # only O has a twin
    assert not is_cyrillic_word(normalize("dog"))


def test_decomposed_letters_and_stress_marks_are_normalised():
    decomposed_yo = unicodedata.normalize("NFD", "ёж")
    decomposed_short_i = unicodedata.normalize("NFD", "йод")
    assert len(decomposed_yo) == 3
    assert normalize(decomposed_yo) == "ЕЖ"
    assert normalize(decomposed_short_i) == "ЙОД"
    assert normalize("за\u0301мок") == normalize("замо\u0301к") == "ЗАМОК"


@pytest.mark.parametrize(
    "letter,key",
    [
        ("Ё", "Е"),
        ("Е", "Е"),
        ("Й", "И"),
        ("И", "И"),
        ("Ъ", "Ь"),
        ("Ь", "Ь"),
        ("ё", "Е"),
        ("й", "И"),
        ("ъ", "Ь"),
        ("Ж", "Ж"),
    ],
)
def test_a_double_face_card_stands_for_either_of_its_letters(letter, key):
    assert card_key(letter) == key


def test_card_key_folds_whole_words_for_matching_cards():
    assert card_key("ПОДЪЁМ") == "ПОДЬЕМ"
    assert card_key("ЧАЙ") == "ЧАИ"


def test_there_are_thirty_card_letters_and_card_key_maps_every_letter_onto_them():
    assert len(CARD_LETTERS) == len(set(CARD_LETTERS)) == 30
    for ch in "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ":
        assert card_key(ch) in CARD_LETTERS


def test_is_cyrillic_word_refuses_anything_but_russian_letters():
    assert is_cyrillic_word("ЁЖ") and is_cyrillic_word("ПОДЪЕЗД")
    for bad in ("", "ИВАН-ЧАЙ", "ДВА СЛОВА", "ЛЕС1", "LES", "ЛЕС😀"):
        assert not is_cyrillic_word(bad)
