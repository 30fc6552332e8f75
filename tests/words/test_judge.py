"""The word rule of Voice of the Woods, judged by the OpenCorpora dictionary.

Rulebook: "It must be a common noun in the nominative case and singular
number (or plural, if the singular of that word does not exist)".

Every expectation below was checked against what OpenCorpora (through
pymorphy3-dicts-ru) actually says. A word form is often ambiguous; ANY
dictionary parse that satisfies the rule makes the word valid. That is why
some words that look like other parts of speech or plurals are valid here:
КРАСНЫЙ, РАБОЧИЙ (also nouns), КОТЫ (a kind of shoe, plural-only), ЛЕСА
(scaffolding, plural-only), ВОЛГА (the car), КРЕМЛЬ (any kremlin), and why
ДЕНЬГИ is refused (OpenCorpora files it as the plural of ДЕНЬГА).
"""

from __future__ import annotations

import pytest

from woods_desktop.words import verdict as V
from woods_desktop.words.judge import MAX_WORD_LEN

COMMON_NOUNS_SINGULAR = """
СТОЛ ЛЕС ЕЛЬ ЯСЕНЬ ЧАЩА ЛАК КОТ СОБАКА ДОМ МАМА ПАПА ОКНО ВОДА РЕКА ЯБЛОКО ДЕРЕВО
ЧЕЛОВЕК ПЕЧЬ ЗАМОК КОСА ДРУИД ПОСОХ КУБИК КАРАНДАШ СОВА ЛИСА ВОЛК МЕДВЕДЬ ЗАЯЦ
БЕЛКА ГРИБ ЯГОДА ДУБ СОСНА ЧАЙ ЙОД ПОДЪЕЗД СЪЕЗД СЕМЬЯ НОЧЬ МЫШЬ РОЖЬ ДОЧЬ МАТЬ
БРАТ СЫН КОФЕ ПАЛЬТО МЕТРО КИНО ТАКСИ ШОССЕ РАДИО ВРЕМЯ ИМЯ ЗНАМЯ ПЛАМЯ ПУТЬ
СТОЛОВАЯ МОРОЖЕНОЕ ЖИВОТНОЕ НАСЕКОМОЕ ЗАПЯТАЯ ГОСТИНАЯ ЖИРАФ ЩУКА ЭХО ЮЛА ЯЩИК
ФЕЯ ЦАПЛЯ ШИЛО ХВОЯ
""".split()

PLURALIA_TANTUM = """
НОЖНИЦЫ САНИ БРЮКИ ОЧКИ ВОРОТА СУТКИ ДРОЖЖИ ЩИ ЯСЛИ ШАХМАТЫ КАНИКУЛЫ ДЖИНСЫ
ВЕСЫ ЧАСЫ ПЕРИЛА ОБОИ СЛИВКИ БУДНИ КОНСЕРВЫ ЧЕРНИЛА ГРАБЛИ ВИЛЫ ШОРТЫ СУМЕРКИ
ПРЯТКИ ИМЕНИНЫ МАКАРОНЫ ПОХОРОНЫ
""".split()

# Plural-only nouns that OpenCorpora lists under their plural without the Pltm mark.
PLURAL_HEADWORDS = ["КАЧЕЛИ", "МЕМУАРЫ", "БУТСЫ", "ГЕТРЫ"]

PLURALS = [  # (word, the singular suggested)
    ("ЛЮДИ", "ЧЕЛОВЕК"), ("СТОЛЫ", "СТОЛ"), ("ДЕТИ", "РЕБЁНОК"), ("СТАЛИ", "СТАЛЬ"),
    ("МЫЛА", "МЫЛО"), ("ДЕНЬГИ", "ДЕНЬГА"), ("ДОМА", "ДОМ"), ("ЁЖИКИ", "ЁЖИК"),
    ("ЕЖИ", "ЁЖ"), ("ЁЛКИ", "ЁЛКА"), ("РЕКИ", "РЕКА"), ("ОКНА", "ОКНО"),
    ("ДЕРЕВЬЯ", "ДЕРЕВО"), ("СЁСТРЫ", "СЕСТРА"), ("БРАТЬЯ", "БРАТ"), ("МАТЕРИ", "МАТЬ"),
    ("ДОЧЕРИ", "ДОЧЬ"), ("ЛИСТЬЯ", "ЛИСТ"), ("СТУЛЬЯ", "СТУЛ"), ("ГОРОДА", "ГОРОД"),
    ("ГЛАЗА", "ГЛАЗ"), ("УШИ", "УХО"), ("МАМЫ", "МАМА"),
]

OBLIQUE_CASES = [  # (word, the nominative suggested)
    ("СТОЛА", "СТОЛ"), ("ЕЖА", "ЁЖ"), ("МАМУ", "МАМА"), ("МАМОЙ", "МАМА"),
    ("СТОЛОМ", "СТОЛ"), ("ЛЕСУ", "ЛЕС"), ("СОСНОЙ", "СОСНА"), ("НОЖНИЦ", "НОЖНИЦЫ"),
    ("САНЕЙ", "САНИ"), ("БРЮКАМ", "БРЮКИ"), ("ЛЮДЕЙ", "ЧЕЛОВЕК"), ("ДЕТЯМ", "РЕБЁНОК"),
    ("ЧЕЛОВЕКУ", "ЧЕЛОВЕК"), ("КОТОМ", "КОТ"), ("ОСЕНЬЮ", "ОСЕНЬ"), ("ЗИМОЙ", "ЗИМА"),
    ("ВЕСНОЙ", "ВЕСНА"), ("ЛЕТОМ", "ЛЕТО"), ("БЕГУ", "БЕГ"),
]

OTHER_PARTS_OF_SPEECH = """
БЕЖАТЬ КРАСИВЫЙ СИНИЙ БЫСТРО ОН ОНА МЫ А НО НА БЕЖАЛ ЧИТАЮЩИЙ ПРОЧИТАВ ТРИ ПЯТЬ
ПЕРВЫЙ АХ НУ ПОЖАЛУЙСТА СИНЕГО ЗЕЛЁНЫЙ ТИХО
""".split()

PROPER_NOUNS = """
МОСКВА ИВАН ПЁТР ПЕТР РОССИЯ ПУШКИН ИВАНОВНА СЕРГЕЕВИЧ ЛОНДОН ПАРИЖ ЕВРОПА БАЙКАЛ
""".split()

ABBREVIATIONS = "ВУЗ МВД США ООО ФСБ ГЭС ВУЗА РФ".split()

MISSPELLINGS = "БЕССОНИЦА ОЧЕПЯТКА ТИРАНОЗАВР ОЛЬГЯ".split()

UNKNOWN = "КВАРБЛ ШМЫРК АБЫРВАЛГ ЫЫЫ ЪЪЪ БЗМП ПУМПУРУМ ГЛОКАЯ КУЗДРА".split()

# Valid through one of their parses although another parse is something else.
AMBIGUOUS_VALID = "КРАСНЫЙ РАБОЧИЙ УЧЁНЫЙ КОТЫ ЛЕСА ВОЛГА КРЕМЛЬ ПЕЧЬ СТЕКЛО ЧЕЛОВЕК".split()


def test_the_table_covers_at_least_150_words():
    words = (COMMON_NOUNS_SINGULAR + PLURALIA_TANTUM + PLURAL_HEADWORDS + [w for w, _ in PLURALS]
             + [w for w, _ in OBLIQUE_CASES] + OTHER_PARTS_OF_SPEECH + PROPER_NOUNS
             + ABBREVIATIONS + MISSPELLINGS + UNKNOWN + AMBIGUOUS_VALID)
    assert len(set(words)) >= 150


@pytest.mark.parametrize("word", COMMON_NOUNS_SINGULAR)
def test_a_common_noun_in_the_nominative_singular_is_accepted(judge, word):
    v = judge.verdict(word)
    assert v.valid and v.reason == V.OK and v.word == word


@pytest.mark.parametrize("word", PLURALIA_TANTUM + PLURAL_HEADWORDS)
def test_plural_is_accepted_if_the_singular_of_that_word_does_not_exist(judge, word):
    assert judge.verdict(word).reason == V.OK


@pytest.mark.parametrize("word,singular", PLURALS)
def test_plural_of_a_word_that_has_a_singular_is_refused_with_the_singular_suggested(judge, word, singular):
    v = judge.verdict(word)
    assert not v.valid
    assert v.reason == V.PLURAL
    assert v.params["suggestion"] == singular
    assert judge.verdict(singular).valid


@pytest.mark.parametrize("word,nominative", OBLIQUE_CASES)
def test_a_noun_not_in_the_nominative_case_is_refused_with_the_nominative_suggested(judge, word, nominative):
    v = judge.verdict(word)
    assert (v.valid, v.reason) == (False, V.NOT_NOMINATIVE)
    assert v.params["suggestion"] == nominative
    assert judge.verdict(nominative).valid


@pytest.mark.parametrize("word", OTHER_PARTS_OF_SPEECH)
def test_a_word_that_is_not_a_noun_is_refused(judge, word):
    assert judge.verdict(word).reason == V.NOT_NOUN


@pytest.mark.parametrize("word", PROPER_NOUNS)
def test_a_proper_noun_is_refused_only_common_nouns_count(judge, word):
    assert judge.verdict(word).reason == V.PROPER


@pytest.mark.parametrize("word", ABBREVIATIONS)
def test_an_abbreviation_is_refused(judge, word):
    assert judge.verdict(word).reason == V.ABBREVIATION


@pytest.mark.parametrize("word", MISSPELLINGS)
def test_a_misspelt_word_is_refused_even_if_the_dictionary_lists_it(judge, word):
    assert judge.verdict(word).reason == V.MISSPELLING


@pytest.mark.parametrize("word", UNKNOWN)
def test_a_word_not_in_the_dictionary_is_refused_never_guessed(judge, word):
    assert judge.verdict(word).reason == V.UNKNOWN


@pytest.mark.parametrize("word", AMBIGUOUS_VALID)
def test_any_dictionary_parse_that_is_a_nominative_common_noun_makes_the_word_valid(judge, word):
    assert judge.verdict(word).valid


@pytest.mark.parametrize("with_yo,without", [
    ("ЁЖ", "ЕЖ"), ("ЁЛКА", "ЕЛКА"), ("БЕРЁЗА", "БЕРЕЗА"), ("КЛЁН", "КЛЕН"), ("МЁД", "МЕД"),
    ("ЛЁД", "ЛЕД"), ("ОБЪЁМ", "ОБЪЕМ"), ("УЧЁНЫЙ", "УЧЕНЫЙ"), ("ПЁТР", "ПЕТР"),
])
def test_words_compare_after_folding_yo_so_both_spellings_get_one_verdict(judge, with_yo, without):
    a, b = judge.verdict(with_yo), judge.verdict(without)
    assert (a.word, a.valid, a.reason) == (b.word, b.valid, b.reason)
    assert a.word == without
    assert a.params["word"] == with_yo  # shown as typed


def test_homonyms_are_one_word_whatever_the_stress_mark(judge):
    """"замо́к" and "за́мок" are the same word for the rulebook."""
    assert judge.verdict("замо́к").word == judge.verdict("за́мок").word == "ЗАМОК"
    assert judge.verdict("за́мок").valid


def test_the_judge_ignores_letter_case_and_surrounding_spaces(judge):
    for typed in ("лес", "ЛЕС", "Лес", "  лес\t", "лЕс"):
        v = judge.verdict(typed)
        assert (v.word, v.valid) == ("ЛЕС", True)


def test_latin_look_alikes_inside_a_russian_word_count_as_russian_letters(judge):
    v = judge.verdict("КOT")  # Cyrillic К, Latin O and T
    assert (v.word, v.valid) == ("КОТ", True)
    assert judge.verdict("сТoл").valid  # Latin T and o
    # a word with no Russian letter at all was typed in English, not mistyped
    assert judge.verdict("KOT").reason == V.NOT_CYRILLIC


@pytest.mark.parametrize("typed,reason", [
    ("", V.EMPTY), ("   ", V.EMPTY), ("\n", V.EMPTY), (None, V.EMPTY),
    ("123", V.NOT_CYRILLIC), ("cat", V.NOT_CYRILLIC), ("hello", V.NOT_CYRILLIC),
    ("😀", V.NOT_CYRILLIC), ("ЛЕС😀", V.NOT_CYRILLIC), ("ИВАН-ЧАЙ", V.NOT_CYRILLIC),
    ("ДВА СЛОВА", V.NOT_CYRILLIC), ("Л.Е.С", V.NOT_CYRILLIC), ("\udcff", V.NOT_CYRILLIC),
    ("Я" * 41, V.TOO_LONG), ("Я" * 10_000, V.TOO_LONG), ("x" * 10_000, V.TOO_LONG),
])
def test_any_input_at_all_gets_a_refusal_with_a_reason(judge, typed, reason):
    v = judge.verdict(typed)
    assert (v.valid, v.reason) == (False, reason)
    assert len(v.params["word"]) <= 31


def test_refused_latin_is_shown_as_typed_not_half_converted(judge):
    assert judge.verdict("hello").params["word"] == "HELLO"


def test_too_long_names_the_limit_and_no_dictionary_noun_is_longer(judge, nouns):
    assert judge.verdict("Я" * 41).params["limit"] == MAX_WORD_LEN
    assert max(len(e.word) for e in nouns) <= MAX_WORD_LEN


def test_every_reason_the_judge_gives_is_a_known_key(judge):
    words = (COMMON_NOUNS_SINGULAR[:3] + [w for w, _ in PLURALS[:3]] + ["СТОЛА"] + OTHER_PARTS_OF_SPEECH[:3]
             + PROPER_NOUNS[:3] + ABBREVIATIONS[:3] + MISSPELLINGS + UNKNOWN[:3] + ["", "1", "Я" * 99])
    reasons = {judge.verdict(w).reason for w in words}
    assert reasons <= set(V.REASONS)
    assert reasons == set(V.REASONS)  # and every key is reachable


def test_slang_and_informal_words_are_valid_for_people(judge):
    """The rule is grammatical; only computer players avoid such words."""
    for word in ("АДМИН", "АВАРИЙКА", "ДИАВОЛ"):
        a = judge.assess(word)
        assert a.verdict.valid and not a.clean
    assert judge.assess("СТОЛ").clean
