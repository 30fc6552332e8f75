"""A refused word costs the penalty cube, as when no word was written (the rulebook: a
player who "did not meet the conditions for composing a word (for example, used letters
that are not on the field, or made a spelling mistake)" places 1 cube on any face-up card),
and the "second chance" table option is recorded for the table to act on."""

from __future__ import annotations

import pytest

from woods_desktop.core.events import SECRET
from woods_desktop.core.game import make_config
from woods_desktop.data.strings import Strings
from woods_desktop.games.voice.rules import NoWord, PlaceCube
from woods_desktop.games.voice.rules.actions import NOWORD_PASS, NOWORD_REFUSED, NOWORD_TIME
from woods_desktop.games.voice.text import event_text

from .rules.helpers import NAMES, at, definition, fresh, lay, refused

FIELD = ["Л Е/Ё С А", "К О Т Н", "И/Й Ъ/Ь Ж О"]
NOT_NOUN = "voice.word.pos.preposition"  # the judge's refusal key for ПОД


@pytest.fixture
def st():
    s = fresh(2, seed=8)
    lay(s, FIELD)
    return s


def test_a_refused_word_costs_the_penalty_cube_as_no_word_does(st):
    """Did not meet the conditions for composing a word: instead of the usual placing
    of cubes on letters, place 1 of your cubes on any face-up tree card."""
    st.apply(NoWord(word="ПОД", reason=NOT_NOUN, at_ms=4200))
    st.apply(NoWord(NOWORD_TIME, 60000))
    assert st.phase == "place" and st.penalty and st.to_move() == 0
    legal = st.legal_actions(0)
    assert {a.card for a in legal} == set(st.field.face_up)
    st.apply(PlaceCube(at(st, 0, 3)))
    assert st.supply[0] == 13 and st.penalty and st.to_move() == 1
    assert not st.used  # a refused word is not used up


def test_a_refused_word_stays_private_until_the_reveal_then_reads_refused(st):
    """Try not to show which word you are writing: the refused word, like a composed one,
    is the writer's until the sheets are revealed; then it is logged as refused."""
    st.apply(NoWord(word="под", reason=NOT_NOUN, at_ms=4200))
    mine = [e for e in st.events(0) if e["type"] == "composed"]
    theirs = [e for e in st.events(1) if e["type"] == "composed"]
    assert mine[0][SECRET] == {"word": "ПОД", "reason": NOT_NOUN, "suggestion": ""}
    assert SECRET not in theirs[0] and "word" not in theirs[0]
    assert st.view(1).words[0] is None and st.view(0).words[0].word == "ПОД"
    st.apply(NoWord(NOWORD_TIME, 60000))
    revealed = [e for e in st.events(1) if e["type"] == "refused"]
    assert revealed == [
        {"type": "refused", "round": 1, "seat": 0, "word": "ПОД", "reason": NOT_NOUN, "suggestion": "", "at_ms": 4200}
    ]
    assert [e["type"] for e in st.events(1) if e["type"] in ("noword", "refused")] == ["refused", "noword"]
    for lang, start in (("en", "Anna wrote ПОД: refused ("), ("ru", "Anna пишет ПОД: не принято (")):
        strings = Strings(lang)
        line = event_text(strings.t, NAMES[:2], revealed[0])
        assert line is not None and line.startswith(start) and "{" not in line, line


def test_no_word_without_a_word_keeps_its_reasons(st):
    """Time up and passing stay as they were; an unknown reason without a word is refused,
    and an empty reason reads as a pass."""
    assert refused(st, NoWord("because", 5)).key == "voice.err.bad_reason"
    st.apply(NoWord(at_ms=100))
    assert st.words[0].reason == NOWORD_PASS and st.words[0].word == ""
    st.apply(NoWord(NOWORD_TIME, 60000))
    assert [e["reason"] for e in st.events(None) if e["type"] == "noword"] == [NOWORD_PASS, NOWORD_TIME]


def test_a_refused_word_without_a_reason_reads_refused(st):
    st.apply(NoWord(word="ЯСЕНЬ", at_ms=10))
    assert st.words[0].reason == NOWORD_REFUSED


def test_malformed_no_word_is_refused(st):
    assert refused(st, NoWord(reason=5, at_ms=1)).key == "voice.err.bad_action"  # type: ignore[arg-type]
    assert refused(st, NoWord(word=["X"], at_ms=1)).key == "voice.err.bad_action"  # type: ignore[arg-type]


def test_second_chance_is_a_table_option_off_by_default():
    """By default a word is submitted once; the option is declared with a title and an
    explanation in both languages, and the engine only records it."""
    d = definition()
    spec = next(o for o in d.options if o.id == "second_chance")
    assert spec.default is False and spec.choices == ()
    assert spec.title_key == "voice.option.second_chance"
    assert spec.help_key == "voice.option.second_chance.help"
    for lang in ("en", "ru"):
        strings = Strings(lang)
        for key in (spec.title_key, spec.help_key):
            assert strings.t(key) != key
    off = d.new_game(make_config(d, 2), 1)
    on = d.new_game(make_config(d, 2, options={"second_chance": True}), 1)
    assert off.options["second_chance"] is False and off.view(0).second_chance is False
    assert on.options["second_chance"] is True and on.view(1).second_chance is True
    assert on.legal_actions(0) == off.legal_actions(0)
    with pytest.raises(ValueError):
        d.new_game(make_config(d, 2, options={"second_chance": "yes"}), 1)


def test_a_refused_word_keeps_the_judges_suggestion_so_the_log_words_it_in_full(st):
    """The judge's reason may name the word to write instead ("spelling mistake, write ЛЕС"): the
    NoWord carries it, and the log line has no unfilled placeholder in either language."""
    st.apply(NoWord(word="лёс", reason="voice.word.spelling", at_ms=4200, hint="лес"))
    st.apply(NoWord(NOWORD_TIME, 60000))
    revealed = [e for e in st.events(1) if e["type"] == "refused"]
    assert revealed[0]["suggestion"] == "ЛЕС"
    for lang in ("en", "ru"):
        line = event_text(Strings(lang).t, NAMES[:2], revealed[0])
        assert line is not None and "ЛЕС" in line and "{" not in line, line
