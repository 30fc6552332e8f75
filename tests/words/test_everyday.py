"""Nouns found in everyday writing (issue 37): wordfreq's words no dictionary lists, with the analyser's guess.

The table here is made up, so the tests need no wordfreq (a build-time tool); the committed list is checked
against the words the real build added."""

from __future__ import annotations

import pymorphy3
import pytest

from woods_desktop.data.loader import DataError
from woods_desktop.words import verdict as V
from woods_desktop.words.everyday_nouns import EVERYDAY, everyday_nouns
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.noun_sources import read_left_out
from woods_desktop.words.usage import Usage

TABLE = {
    "кибербезопасность": 3e-7,  # an abstract suffix: enough
    "задрот": 3e-7,
    "задротам": 2e-8,  # the plural written, no singular form spells it
    "задротов": 1e-8,
    "собчик": 3e-7,  # a surname: no plural written
    "колличество": 3e-7,  # a misspelling of the far commoner КОЛИЧЕСТВО
    "количество": 2e-4,
    "искуство": 1e-7,
    "искусство": 1e-4,
    "тимощука": 3e-7,  # the genitive of a name written more often bare
    "тимощук": 1e-6,
    "артурчик": 3e-7,  # a name's diminutive
    "артурчикам": 1e-8,
    "росавиация": 3e-7,  # an agency
    "волонтерство": 2.4e-7,
    "волонтёрство": 6e-8,  # its Ё spelling, kept
    "гламурность": 2e-9,  # too rare to count
    "светопредставление": 1e-7,  # a slip for СВЕТОПРЕСТАВЛЕНИЕ, written about as often
    "светопреставление": 1.2e-7,
    "клочко": 3e-7,  # a surname
    "клочкам": 1e-8,
}


@pytest.fixture(scope="module")
def found(judge: WordJudge) -> dict:
    opencorpora = WordJudge(judge.analyzer, Usage.none())
    return everyday_nouns(TABLE, opencorpora, pymorphy3.MorphAnalyzer(lang="ru"), {"собчак"}, log=lambda _s: None)


def test_a_frequent_unknown_word_with_a_nouns_suffix_or_a_written_plural_is_found(found):
    assert {"КИБЕРБЕЗОПАСНОСТЬ", "ЗАДРОТ", "ВОЛОНТЕРСТВО"} <= set(found)
    assert found["ВОЛОНТЕРСТВО"].spellings == ("ВОЛОНТЁРСТВО",)
    assert found["ВОЛОНТЕРСТВО"].zipf == pytest.approx(2.48, abs=0.01)  # both spellings together


def test_names_misspellings_agencies_and_rare_words_are_not(found):
    for word in (
        "СОБЧИК",
        "КОЛЛИЧЕСТВО",
        "ИСКУСТВО",
        "СВЕТОПРЕДСТАВЛЕНИЕ",
        "ТИМОЩУКА",
        "АРТУРЧИК",
        "КЛОЧКО",
        "РОСАВИАЦИЯ",
        "ГЛАМУРНОСТЬ",
    ):
        assert word not in found, word
    for word in ("КОЛИЧЕСТВО", "ИСКУССТВО", "ТИМОЩУК"):  # known words are never added again
        assert word not in found, word


def test_words_a_review_found_no_common_noun_are_left_out_of_the_list(judge):
    left_out = read_left_out()
    assert {"ДАЛМАЦИЯ", "НЮРБУРГРИНГ", "ЛЕКСУС"} <= set(left_out["names"])
    assert "ИЗКУСТВО" in left_out["other"]
    for word in left_out["names"]:  # a name: refused as one
        assert judge.verdict(word).reason == V.PROPER, word
    for word in left_out["other"]:
        assert not judge.verdict(word).valid, word
    for word in ("КЕТТЕРИНГ", "ПЕТРОКРЕПОСТЬ"):  # a names source lists them: a name, not everyday writing
        assert judge.verdict(word).reason == V.PROPER, word


def test_the_reviewed_list_names_file_and_key_when_it_cannot_be_read(tmp_path):
    for text, key in (
        ("names:\n  ДАЛМАЦИЯ: a place\nother:\n  Изкуство: a slip\n", "other.Изкуство"),
        ("names:\n  ДАЛМАЦИЯ: ''\nother: {}\n", "names.ДАЛМАЦИЯ"),
        ("names: [ДАЛМАЦИЯ]\nother: {}\n", "names"),
        ("names: {}\n", "<file>"),
        ("- ДАЛМАЦИЯ\n", "<file>"),
        ("names: [a, b\n", "<file>"),
    ):
        path = tmp_path / "left_out.yaml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DataError, match=f"^{path}: {key}: "):
            read_left_out(path)


def test_the_committed_list_accepts_them_naming_everyday_writing(judge):
    for word in ("КИБЕРБЕЗОПАСНОСТЬ", "КАРШЕРИНГ", "ВОЛОНТЁРСТВО", "ВОЛОНТЕРСТВО"):
        v = judge.verdict(word)
        assert (v.valid, v.reason, v.params["source"]) == (True, V.FOUND_IN[EVERYDAY], EVERYDAY), word
    for word in ("КОЛЛИЧЕСТВО", "ИСКУСТВО", "ТИМОЩУКА", "РОСАВИАЦИЯ"):
        v = judge.verdict(word)
        assert (v.valid, v.reason) == (False, V.UNKNOWN), word
    assert (judge.verdict("МИГЕЛЬ").valid, judge.verdict("МИГЕЛЬ").reason) == (False, V.PROPER)  # a people name
    assert judge.verdict("КАРШЕРИНГИ").reason == V.PLURAL  # the plural of a word found so is still a plural


def test_the_verdict_names_everyday_writing_in_both_languages():
    from woods_desktop.data.strings import Strings

    assert "everyday writing" in Strings("en").t(V.FOUND_IN[EVERYDAY], word="КАРШЕРИНГ")
    assert "письменной речи" in Strings("ru").t(V.FOUND_IN[EVERYDAY], word="КАРШЕРИНГ")
