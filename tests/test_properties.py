"""Property tests (hypothesis) for the pieces every game leans on."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from woods_desktop.app.tween import Tween
from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules.letters import Source
from woods_desktop.games.voice.word_entry import WordEntry
from woods_desktop.games.woodlanders.rules.actions import ACTION_TYPES, Play

SUITS = ("deer", "badger", "fox", "rabbit", "owl")


@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=0, max_value=300))
@settings(max_examples=60, deadline=None)
def test_rng_state_survives_json_after_any_number_of_draws(seed, draws):
    a = Rng(seed)
    for _ in range(draws):
        a.randrange(1000)
    b = Rng.from_dict(json.loads(json.dumps(a.to_dict())))
    assert [a.randrange(10**9) for _ in range(5)] == [b.randrange(10**9) for _ in range(5)]


@given(st.sampled_from(SUITS), st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=2))
def test_any_play_round_trips_through_json(suit, values):
    play = Play.of([(suit, v) for v in values])
    again = action_from_dict(json.loads(json.dumps(action_to_dict(play))), ACTION_TYPES)
    assert again == play and hash(again) == hash(play)


SOURCES = [
    Source(i, face, own=i >= 8, order=i, label="/".join(face))
    for i, face in enumerate(
        [("Л",), ("Е", "Ё"), ("С",), ("О",), ("К",), ("И", "Й"), ("С",), ("А",), ("С",), ("О",), ("Т",)]
    )
]


@given(st.text(alphabet="ЛЕЁСОКИЙАТlecokxa1 ", max_size=14))
def test_typed_words_never_use_a_card_twice_or_more_than_two_own_cards(text):
    e = WordEntry(SOURCES)
    e.type_text(text)
    cards = [c for c in e.assignment() if c is not None]
    assert len(cards) == len(set(cards))
    assert sum(1 for c in cards if c >= 8) <= 2
    assert all(ch in "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ" for ch in e.word)


@given(st.floats(min_value=0.0, max_value=4.0), st.lists(st.floats(min_value=0.0, max_value=0.5), max_size=40))
def test_tweens_stay_in_range_and_end_by_their_duration(speed, steps):
    tw = Tween(10.0, 20.0, 0.2)
    for dt in steps:
        tw.update(dt, speed)
        assert 10.0 <= tw.value <= 20.0
    if speed == 0 and steps:
        assert tw.done and tw.value == 20.0  # animations off: everything is already where it ends
    if speed > 0 and sum(dt * speed for dt in steps) >= 0.2 + 1e-9:
        assert tw.done
