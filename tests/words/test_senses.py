"""Issue 18 item 14: an accepted plural says how it was read. КОТЫ is the plural of КОТ (refused) and the
plural-only noun «коты», old soft shoes (accepted): the verdict names that noun and its meaning, never
"a common noun in the nominative", which a player reads as the plural of КОТ. Validity does not change."""

from __future__ import annotations

from pathlib import Path

import pytest

from woods_desktop.data.loader import DataError
from woods_desktop.data.strings import Strings
from woods_desktop.words import verdict as V
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.normalize import normalize
from woods_desktop.words.senses import PluralSenses, parse_senses, write_senses


def _text(verdict: V.Verdict, lang: str) -> str:
    return Strings(lang).t(verdict.reason, **V.localized(verdict.params, lang))


@pytest.mark.parametrize(
    "word,singular,lemma,en,ru",
    [
        ("КОТЫ", "КОТ", "коты", "old soft shoes", "старинная мягкая обувь"),
        ("ЧАСЫ", "ЧАС", "часы", "a clock or watch", "прибор, показывающий время"),
    ],
)
def test_a_plural_only_noun_that_is_also_a_plural_names_its_sense(judge, word, singular, lemma, en, ru):
    v = judge.verdict(word)
    assert v.valid and v.reason == V.PLURAL_ONLY_SENSE
    assert (v.params["singular"], v.params["lemma"]) == (singular, lemma)
    english, russian = _text(v, "en"), _text(v, "ru")
    assert english == f"{word} is accepted as the plural-only noun «{lemma}» ({en}), not as the plural of {singular}"
    assert russian == (
        f"{word} засчитано как существительное «{lemma}» ({ru}), у которого нет единственного числа, "
        f"а не как множественное число от {singular}"
    )
    assert "common noun" not in english and "нарицательное" not in russian


def test_without_a_gloss_the_verdict_still_says_it_is_not_the_plural(judge):
    bare = WordJudge(judge.analyzer, judge.usage, PluralSenses.none())
    v = bare.verdict("КОТЫ")
    assert v.valid and v.reason == V.PLURAL_ONLY_NOT and "sense" not in v.params
    assert _text(v, "en") == "КОТЫ is accepted as a noun that has only a plural form (КОТЫ: not the plural of КОТ)"
    assert _text(v, "ru") == (
        "КОТЫ засчитано как существительное, у которого есть только множественное число "
        "(КОТЫ — не множественное число от КОТ)"
    )


def test_a_plural_only_noun_with_no_singular_twin_and_a_singular_noun(judge):
    assert judge.verdict("САНИ").reason == V.PLURAL_ONLY  # the plural of Саня is a name: nothing to confuse
    assert _text(judge.verdict("САНИ"), "en") == "САНИ is accepted as a noun that has only a plural form"
    assert judge.verdict("КОТ").reason == V.OK
    assert _text(judge.verdict("КОТ"), "en") == "КОТ is a common noun in the nominative singular"
    assert not judge.verdict("СТОЛЫ").valid  # validity unchanged: a plural of a common noun is refused


def test_every_word_of_the_senses_file_is_one_the_judge_reads_that_way(judge):
    """The committed file agrees with the judge (make_plural_senses wrote it): each word is accepted as a
    plural-only noun and is also the plural of the singulars it lists; the glosses have both languages."""
    senses = PluralSenses.load()
    assert "КОТЫ" in senses.words() and "ЧАСЫ" in senses.words()
    for word in senses.words():
        sense = senses.get(word)
        assert sense is not None
        assert tuple(normalize(w) for w in judge.plural_only_readings(word)) == sense.singular, word
        assert all(sense.gloss.values()) == any(sense.gloss.values())


@pytest.mark.parametrize(
    "data,problem",
    [
        ([1, 2], "expected a mapping"),
        ({"коты": {"singular": ["КОТ"]}}, "comparison form"),
        ({"КОТЫ": {"singular": []}}, "singular"),
        ({"КОТЫ": {"singular": ["КОТ"], "en": "old soft shoes"}}, "both languages"),
        ({"КОТЫ": {"singular": ["КОТ"], "de": "Schuhe"}}, "unknown fields"),
        ({"КОТЫ": {"singular": ["КОТ"], "en": 3, "ru": "обувь"}}, "expected text"),
    ],
)
def test_a_malformed_senses_file_is_refused_on_load(data, problem):
    with pytest.raises(DataError, match=problem):
        parse_senses(data, "senses.yaml")


def test_the_file_round_trips_through_the_writer(tmp_path: Path):
    senses = PluralSenses.load()
    path = tmp_path / "senses.yaml"
    write_senses(path, [s for w in senses.words() if (s := senses.get(w)) is not None], ["a note"])
    again = PluralSenses.load(path)
    assert again.words() == senses.words()
    assert all(again.get(w) == senses.get(w) for w in senses.words())
