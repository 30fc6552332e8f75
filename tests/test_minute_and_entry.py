"""The real minute on an injected clock, and the word entry's letter-to-card matching."""

from __future__ import annotations

from woods_desktop.app.minute import Minute
from woods_desktop.games.voice.rules.letters import Source
from woods_desktop.games.voice.word_entry import WordEntry


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_the_minute_counts_down_pauses_and_ends():
    c = Clock()
    m = Minute(60_000, c)
    assert not m.started and m.remaining_ms() == 60_000
    m.start()
    c.t += 10
    assert m.remaining_ms() == 50_000 and m.running
    m.pause()
    c.t += 100
    assert m.remaining_ms() == 50_000 and m.paused and not m.running
    m.resume()
    c.t += 49.999
    assert not m.expired
    c.t += 0.002
    assert m.expired and m.remaining_ms() == 0 and m.elapsed_ms() == 60_000


SOURCES = [
    Source(s["card"], tuple(s["letters"]), s["where"] == "own", order=i, label=s["label"])
    for i, s in enumerate(
        [
            {"card": 1, "letters": ["Л"], "where": "field", "label": "Л"},
            {"card": 2, "letters": ["Е", "Ё"], "where": "field", "label": "Е/Ё"},
            {"card": 3, "letters": ["С"], "where": "field", "label": "С"},
            {"card": 4, "letters": ["С"], "where": "own", "label": "С"},
            {"card": 5, "letters": ["О"], "where": "own", "label": "О"},
            {"card": 6, "letters": ["К"], "where": "own", "label": "К"},
            {"card": 7, "letters": ["И", "Й"], "where": "field", "label": "И/Й"},
        ]
    )
]


def test_latin_look_alikes_become_cyrillic_and_field_cards_come_first():
    e = WordEntry(SOURCES)
    e.type_text("Ec")  # Latin E and c
    assert e.word == "ЕС"
    assert e.assignment() == [2, 3]


def test_double_faces_stand_for_either_letter():
    e = WordEntry(SOURCES)
    e.type_text("ЁЙ")
    assert e.assignment() == [2, 7]


def test_at_most_two_own_cards():
    e = WordEntry(SOURCES)
    e.type_text("СОК")
    # С from the field, then О and К from the own pile (two own cards)
    assert e.assignment() == [3, 5, 6]
    e.clear()
    e.type_text("ССОК")
    assert e.assignment().count(None) == 1 and not e.complete()


def test_a_letter_can_move_to_another_card_with_the_same_letter():
    e = WordEntry(SOURCES)
    e.type_text("ЛЕС")
    assert e.assignment() == [1, 2, 3]
    assert e.reassign(2, 4)
    assert e.assignment() == [1, 2, 4]
    assert not e.reassign(0, 4)  # card 4 shows С, not Л


def test_spelling_by_clicking_cards_uses_those_cards():
    e = WordEntry(SOURCES)
    assert e.add_card(3) and e.add_card(5) and e.add_card(6)
    assert e.word == "СОК" and e.assignment() == [3, 5, 6]
    assert not e.add_card(3)  # a card is used once
    assert not e.add_card(4)  # a third own card is refused


def test_non_letters_are_reported_not_kept():
    e = WordEntry(SOURCES)
    e.type_text("ЛЕС1!")
    assert e.word == "ЛЕС" and e.rejected == ["1", "!"]


def test_on_screen_keys_show_both_sides_of_double_faces():
    assert WordEntry(SOURCES).keys() == ["Е", "Ё", "И", "Й", "К", "Л", "О", "С"]
