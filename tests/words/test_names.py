"""Proper names OpenCorpora lacks are refused as names, not as unknown words (issue 37)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from woods_desktop.words import verdict as V
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.make_names import (
    SourceError,
    build,
    forms,
    geonames_places,
    hunspell_names,
    people_names,
    po_translations,
    read_affixes,
)
from woods_desktop.words.names import Names, read_names_header


@pytest.fixture(scope="module")
def nameless(judge: WordJudge) -> WordJudge:
    """The same judge with no names: what the verdict would be without them."""
    return WordJudge(judge.analyzer, judge.usage, names=Names.none())


def test_a_name_opencorpora_lacks_is_refused_as_a_proper_name(judge, nameless):
    for word in ("ОСТРАВА", "Абиссиния", "АБИССИНИИ", "АКАПУЛЬКО", "альдебаран", "АЛЬДЕБАРАНОМ", "ГОЛОВКО", "Жигимонт"):
        assert not judge.analyzer.parse(word.lower()), f"{word}: OpenCorpora knows it now, pick another"
        assert nameless.verdict(word).reason == V.UNKNOWN, word
        v = judge.verdict(word)
        assert (v.valid, v.reason) == (False, V.PROPER), word
        assert v.params["word"] == word.upper()


def test_a_common_noun_spelt_like_a_name_is_still_a_word(judge):
    """The names are consulted only for a word no source knows: even a list holding ОРЁЛ, РОЗА and ВЕРА
    (a city, a name, a name) leaves the common nouns alone, and the noun from another source too."""
    listed = WordJudge(judge.analyzer, judge.usage, names=Names({"ОРЕЛ", "РОЗА", "ВЕРА", "ТУРКА", "ОСТРАВА"}))
    for word in ("ОРЁЛ", "ОРЕЛ", "РОЗА", "ВЕРА", "ТУРКА"):
        assert listed.verdict(word).valid, word
    assert listed.verdict("ОСТРАВА").reason == V.PROPER


def test_a_name_comes_before_a_guess_from_the_ending(judge):
    """A source's name beats the ending guess: an unknown word ending like an adjective is an adjective,
    unless a source lists it as a name."""
    assert judge.verdict("ПЯТИПРОЦЕНТНЫЙ").reason == V.ADJECTIVE
    listed = WordJudge(judge.analyzer, judge.usage, names=Names({"ПЯТИПРОЦЕНТНЫЙ"}))
    assert listed.verdict("ПЯТИПРОЦЕНТНЫЙ").reason == V.PROPER


def test_the_committed_names_are_what_the_build_makes_and_none_is_a_word(judge):
    """The file is made from the vendored sources by the same judge: every name in it is refused
    without it, and rebuilding gives the same names (rebuild with make_names after changing either)."""
    committed = Names.load()
    built = build(log=lambda _text: None)
    assert len(committed) == len(built) == int(read_names_header()["names"])
    assert all(name in committed for name in built)
    assert not [name for name in built if judge.verdict(name).valid]


def _gz(path: Path, text: str) -> Path:
    path.write_bytes(gzip.compress(text.encode("utf-8")))
    return path


def _each_refused(tmp_path: Path, name: str, read, cases) -> None:
    """Each (text, line, what) case, written to `name` and read by `read`, stops with FILE:LINE and `what`."""
    for text, line, what in cases:
        bad = _gz(tmp_path / name, text)
        with pytest.raises(SourceError, match=f"^{bad}:{line}: .*{what}"):
            list(read(bad))


def test_the_spelling_dictionary_reader_names_file_and_line(tmp_path):
    good = _gz(tmp_path / "good.dic.gz", "5\nабвгд/J\nОстрава/H\nАОНа\nДж\nЛенин\n")
    assert [f.written for f in hunspell_names(good)] == ["Острава", "Ленин"]  # АОНа, Дж: no name's spelling
    assert [f.line for f in hunspell_names(good)] == [3, 6]
    _each_refused(
        tmp_path,
        "bad.dic.gz",
        hunspell_names,
        (
            ("x\nОстрава\n", 1, "entry count"),
            ("3\nОстрава\n", 1, "count says 3"),
            ("2\nОстрава\nНью Йорк/J\n", 3, "not STEM"),
            ("2\nОстрава/J1\nЛенин\n", 2, "not STEM"),
        ),
    )


def test_the_people_reader_keeps_names_borne_often_and_names_file_and_line(tmp_path):
    good = _gz(tmp_path / "good.txt.gz", "600\tГоловко\n19\tГоловкович\n20\tЖигимонт\n")
    assert [(f.written, f.line) for f in people_names(good)] == [("Головко", 1), ("Жигимонт", 3)]
    _each_refused(
        tmp_path,
        "bad.txt.gz",
        people_names,
        (
            ("600\tГоловко\nГоловко\n", 2, "not a count and a capitalised name"),
            ("600 Головко\n", 1, "not a count"),
            ("20\tАВТОПАРК\n", 1, "capitalised name"),
        ),
    )


def test_the_place_names_reader_names_file_and_line(tmp_path):
    good = _gz(
        tmp_path / "good.po.gz",
        '# comment\nmsgid ""\nmsgstr ""\n"Language: ru\\n"\n\nmsgctxt "City in X"\nmsgid "Ostrava"\n'
        'msgstr "Остр"\n"ава"\n\nmsgid "Praha"\nmsgstr "Прага"\n',
    )
    found = [(f.written, f.line) for f in po_translations(good)]
    assert found == [("Language: ru\\n", 3), ("Острава", 8), ("Прага", 12)]  # the header too: make_names drops it
    _each_refused(
        tmp_path,
        "bad.po.gz",
        po_translations,
        (
            ('msgid "a"\nmsgstr "б"\nmsgstr x\n', 3, "not a .po line"),
            ('msgctxt "a"\nmsgstr "б"\n', 2, "no msgid"),
            ('"б"\n', 1, "nothing to continue"),
        ),
    )


def test_the_geonames_reader_keeps_capitalised_names_with_a_vowel_and_names_file_and_line(tmp_path):
    good = _gz(tmp_path / "good.txt.gz", "Аахен\nВолден\nМцхт\n")
    assert [(f.written, f.line) for f in geonames_places(good)] == [("Аахен", 1), ("Волден", 2)]
    _each_refused(
        tmp_path,
        "bad.txt.gz",
        geonames_places,
        (
            ("Аахен\nНью Йорк\n", 2, "not a capitalised one-word name"),
            ("Київ\n", 1, "not a capitalised"),
            ("ААХЕН\n", 1, "not a capitalised"),
        ),
    )


def test_a_populated_place_only_geonames_lists_is_refused_as_a_proper_name(judge, nameless):
    for word in ("ВОЛДЕН", "ААХЕН", "БРЕМЕРХАФЕН"):
        assert judge.verdict(word).reason == V.PROPER, word
        assert nameless.verdict(word).reason == V.UNKNOWN, word  # no noun source knows them
    assert build(("geonames",), log=lambda _s: None).count("ВОЛДЕН") == 1
    assert judge.verdict("ЙОЛ").reason == V.UNKNOWN  # a village of three letters, and the yawl: no name


_AFF = """SET UTF-8
TRY абв

SFX H Y 2
SFX H   я   и   ия
SFX H   я   ей  [^и]я
SFX J Y 1
SFX J   0   ом  [^аяь]
"""


def test_the_affix_reader_makes_a_names_forms_and_names_file_and_line(tmp_path):
    affixes = read_affixes(_gz(tmp_path / "good.aff.gz", _AFF))
    assert forms("Абиссиния", "H", affixes) == ["Абиссинии"]
    assert forms("Майя", "HJ", affixes) == ["Майей"]  # J: no stem ending in я
    assert forms("Витебск", "J", affixes) == ["Витебском"]
    dic = _gz(tmp_path / "names.dic.gz", "2\nАбиссиния/H\nВитебск/J\n")
    assert [f.written for f in hunspell_names(dic, affixes)] == ["Абиссиния", "Абиссинии", "Витебск", "Витебском"]
    _each_refused(
        tmp_path,
        "bad.aff.gz",
        read_affixes,
        (
            (_AFF.replace("SFX J Y 1", "SFX J Y x"), 7, "not an SFX header"),
            (_AFF + "SFX J   0   ам  [^а]\n", 9, "not an SFX header or one of its rules"),
            (_AFF.replace("[^аяь]", "[^аяь"), 8, "bad condition"),
        ),
    )
