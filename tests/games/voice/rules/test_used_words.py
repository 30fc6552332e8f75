"""The used words of a table playing on paper, round by round (rules/used_words.py), as the rulebook counts them:
"You may not repeat words (your own or other players') from previous rounds ... During a single round, words may
coincide." """

from __future__ import annotations

import json

import pytest

from woods_desktop.games.voice.rules.used_words import UsedWords


def test_in_one_round_words_may_coincide_and_the_next_round_uses_them_up():
    book = UsedWords()
    book.play("лес")
    book.play("ЛЕС")  # a second player wrote it in the same minute
    assert book.is_played("Лес") and book.used_in("лес") is None
    book.next_round()
    assert book.round == 2 and book.used_in("ЛЕС") == 1 and not book.is_played("лес")


def test_a_word_only_looked_up_is_used_by_nobody():
    book = UsedWords()
    assert book.used_in("кот") is None  # looking a word up asks, and changes nothing
    book.next_round()
    assert book.used_in("кот") is None and book.round == 2


def test_yo_reads_as_ye_and_a_word_used_up_cannot_be_played_again():
    book = UsedWords()
    book.play("ёж")
    book.next_round()
    assert book.used_in("ЕЖ") == 1
    with pytest.raises(ValueError):
        book.play("еж")
    assert not book.is_played("ёж")


def test_a_word_marked_played_by_mistake_is_taken_back():
    book = UsedWords()
    book.play("кот")
    book.unplay("КОТ")
    book.next_round()
    assert book.used_in("кот") is None


def test_the_book_round_trips_through_json_and_a_damaged_one_reads_as_much_as_it_can():
    book = UsedWords()
    book.play("лес")
    book.next_round()
    book.play("кот")
    again = UsedWords.from_dict(json.loads(json.dumps(book.to_dict())))
    assert again == book
    assert UsedWords.from_dict(None) == UsedWords()
    odd = UsedWords.from_dict({"round": "x", "used": [["лес", 5], 7, ["кот"]], "played": [3, " "]})
    assert odd == UsedWords()
