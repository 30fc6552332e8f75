"""Nouns OpenCorpora lacks, merged from the spelling dictionary and Efremova's dictionary (issue 37)."""

from __future__ import annotations

from woods_desktop.words import verdict as V
from woods_desktop.words.noun_sources import SOURCES


def test_common_nouns_opencorpora_lacks_are_accepted_naming_their_source(judge):
    for word, source in (
        ("ТУРКА", "explanatory"),
        ("СХЕМКА", "spelling"),
        ("МАКРАМЕ", "explanatory"),
        ("ПЕНЬЁ", "spelling"),
        ("ЖЕЛЁЗКА", "spelling"),
        ("ЛЕЙТЕНАНТША", "explanatory"),
        ("ГЛАДИЛЬНАЯ", "explanatory"),
    ):
        v = judge.verdict(word)
        assert v.valid, word
        assert (v.reason, v.params["source"]) == (V.FOUND_IN[source], source), word
    assert judge.verdict("ПЕНЬЕ").valid  # the Е spelling of ПЕНЬЁ


def test_the_other_sources_never_overrule_a_refusal_of_a_non_noun(judge):
    for word, reason in (
        ("СЁЛА", V.PLURAL),  # the spelling dictionary lists the plural with its own paradigm
        ("СЕЛА", V.PLURAL),  # also "of a village": the plural of the same СЕЛО
        ("ТУРКИ", V.PLURAL),
        ("КРАСНАЯ", V.ADJECTIVE),
        ("БЕЖАТЬ", V.VERB),
        ("МАРИНА", V.PROPER),
        ("МОСКВА", V.PROPER),
        ("СХЁМКА", V.SPELLING),  # no source writes a Ё there
        ("ЛЁС", V.SPELLING),
    ):
        v = judge.verdict(word)
        assert (v.valid, v.reason) == (False, reason), word


def test_the_verdict_names_the_source_in_both_languages():
    from woods_desktop.data.strings import Strings

    for lang, text in (("en", "spelling dictionary"), ("ru", "орфографическом словаре")):
        assert text in Strings(lang).t(V.FOUND_IN["spelling"], word="СХЕМКА")
    assert "Efremova" in Strings("en").t(V.FOUND_IN["explanatory"], word="ТУРКА")
    assert set(V.FOUND_IN) == set(SOURCES)


def test_the_other_sources_nouns_are_listed_but_never_the_computers(nouns):
    by_word = {e.word: e for e in nouns}
    for word in ("ТУРКА", "СХЕМКА", "МАКРАМЕ", "ТУЛОВО"):
        assert by_word[word].sources and not by_word[word].bot_ok
    assert ("ПЕНЬЁ", "spelling") in by_word["ПЕНЬЕ"].spellings


def test_the_computers_index_leaves_the_other_sources_out():
    from woods_desktop.words.index import NounIndex

    index = NounIndex.load()
    assert "ТУРКА" not in index and "СХЕМКА" not in index and "КАРШЕРИНГ" not in index  # everyday writing too
    assert "КОТ" in index
