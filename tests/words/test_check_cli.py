"""`woods-desktop check-word`: a verdict and a reason per word, for the physical game too."""

from __future__ import annotations

import argparse
import io
import json
import re
import string
from pathlib import Path

import pytest
import yaml

from woods_desktop.data.strings_check import placeholders
from woods_desktop.words import check_cli
from woods_desktop.words.verdict import REASONS

STRINGS = Path(__file__).resolve().parents[2] / "assets" / "strings"


def parse(argv):
    parser = argparse.ArgumentParser(prog="woods-desktop")
    sub = parser.add_subparsers()
    check_cli.register(sub)
    return parser.parse_args(["check-word", *argv])


def run_json(argv, capsys):
    code = check_cli.run(parse([*argv, "--json"]))
    return code, json.loads(capsys.readouterr().out)


def test_every_word_valid_exits_0(capsys):
    code, records = run_json(["ёж", "ЕЛКА", "ножницы"], capsys)
    assert code == 0
    assert [r["valid"] for r in records] == [True, True, True]
    assert [r["reason"] for r in records] == ["voice.word.ok", "voice.word.ok", "voice.word.plural_only"]
    assert records[0]["word"] == "ёж" and records[0]["normalized"] == "ЕЖ"


def test_any_refused_word_exits_1_and_says_why(capsys):
    code, records = run_json(["стол", "люди", "стола", "бежать", "москва", "вуз", "кварбл"], capsys)
    assert code == 1
    assert [(r["word"], r["valid"], r["reason"]) for r in records] == [
        ("стол", True, "voice.word.ok"),
        ("люди", False, "voice.word.plural"),
        ("стола", False, "voice.word.not_nominative"),
        ("бежать", False, "voice.word.pos.verb"),
        ("москва", False, "voice.word.proper"),
        ("вуз", False, "voice.word.abbreviation"),
        ("кварбл", False, "voice.word.unknown"),
    ]
    assert records[1]["params"]["suggestion"] == "ЧЕЛОВЕК"
    assert all(isinstance(r["message"], str) and r["message"] for r in records)


@pytest.mark.parametrize(
    "junk", ["", "   ", "123", "hello", "😀", "Я" * 10_000, "\udcff\udcfe", "ЛЕС\x00", "-", "ИВАН-ЧАЙ"]
)
def test_any_input_at_all_gets_a_verdict_never_a_traceback(junk, capsys):
    code, records = run_json([junk], capsys)
    assert code == 1
    assert len(records) == 1 and records[0]["valid"] is False
    assert records[0]["reason"] in REASONS


def test_plain_output_is_one_line_per_word(capsys):
    code = check_cli.run(parse(["ёж", "люди", "", "😀", "--lang", "ru"]))
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert len(lines) == 4


@pytest.mark.parametrize(
    "lang,lines",
    [
        (
            "en",
            [
                "refused: ПОД is not a noun: it is a preposition",
                "refused: СТО is not a noun: it is a number",
                "refused: ПОЛЯНЕ is not in the nominative case: use ПОЛЯНА",
                "valid: НЁБО is a common noun in the nominative singular",
                "valid: ДЕНЬГИ is accepted as a noun that has only a plural form",
                "refused: ШАШКИ is plural: use ШАШКА",
                "refused: ЛЁС: spelling mistake, write ЛЕС",
            ],
        ),
        (
            "ru",
            [
                "не принято: ПОД — не существительное, а предлог",
                "не принято: СТО — не существительное, а числительное",
                "не принято: ПОЛЯНЕ — не именительный падеж: возьмите ПОЛЯНА",
                "принято: НЁБО — нарицательное существительное в именительном падеже единственного числа",
                "принято: ДЕНЬГИ засчитано как существительное, у которого есть только множественное число",
                "не принято: ШАШКИ — множественное число: возьмите ШАШКА",
                "не принято: ЛЁС: ошибка в написании, правильно ЛЕС",
            ],
        ),
    ],
)
def test_reasons_name_the_likelier_reading_in_both_languages(lang, lines, capsys):
    code = check_cli.run(parse(["ПОД", "СТО", "ПОЛЯНЕ", "НЁБО", "ДЕНЬГИ", "ШАШКИ", "ЛЁС", "--lang", lang]))
    assert code == 1
    assert capsys.readouterr().out.splitlines() == lines


def test_words_come_from_standard_input_when_none_are_given(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO("лес\n\nлюди\n\xff".encode() + b"\xff\n")))
    code, records = run_json([], capsys)
    assert code == 1
    assert [r["reason"] for r in records] == ["voice.word.ok", "voice.word.plural", "voice.word.not_cyrillic"]


def test_no_input_at_all_is_judged_as_an_empty_word(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"")))
    code, records = run_json([], capsys)
    assert code == 1 and [r["reason"] for r in records] == ["voice.word.empty"]


def test_lang_is_checked_by_the_parser():
    with pytest.raises(SystemExit):
        parse(["ёж", "--lang", "de"])
    assert parse(["ёж"]).func is check_cli.run


def test_a_global_lang_before_the_verb_is_kept():
    parser = argparse.ArgumentParser(prog="woods-desktop")
    parser.add_argument("--lang", choices=("en", "ru"))
    check_cli.register(parser.add_subparsers())
    assert parser.parse_args(["--lang", "ru", "check-word", "ёж"]).lang == "ru"
    assert parser.parse_args(["check-word", "ёж", "--lang", "en"]).lang == "en"


def _keys(node, prefix=""):
    for key, value in node.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            yield from _keys(value, path)
        else:
            yield path, value


def _placeholders(text):
    return placeholders(text)  # plural blocks included


def _strip_placeholders(text):
    return "".join(literal for literal, _, _, _ in string.Formatter().parse(text))


def test_every_reason_and_cli_text_has_english_and_russian_with_the_same_placeholders():
    en = {
        k: v
        for k, v in _keys(yaml.safe_load((STRINGS / "en.yaml").read_text(encoding="utf-8")))
        if k.startswith("voice.word.")
    }
    ru = {
        k: v
        for k, v in _keys(yaml.safe_load((STRINGS / "ru.yaml").read_text(encoding="utf-8")))
        if k.startswith("voice.word.")
    }
    assert set(en) == set(ru)
    for key in (
        *REASONS,
        "voice.word.cli.accepted",
        "voice.word.cli.refused",
        "voice.word.cli.line",
        "voice.word.loading",
        "voice.word.load_failed",
    ):
        assert key in en, key
    for key in en:
        assert _placeholders(en[key]) == _placeholders(ru[key]), key
        assert re.search("[А-Яа-яЁё]", ru[key]) or not _strip_placeholders(ru[key]).strip(" :"), key
    assert _placeholders(en["voice.word.plural"]) == {"word", "suggestion"}
    assert _placeholders(en["voice.word.spelling"]) == {"word", "suggestion"}
    assert _placeholders(en["voice.word.cli.line"]) == {"verdict", "reason"}


@pytest.mark.parametrize(
    "lang,koty,chasy",
    [
        ("en", "old soft shoes", "a clock or watch"),
        ("ru", "старинная мягкая обувь", "прибор, показывающий время"),
    ],
)
def test_a_plural_only_noun_shows_the_sense_it_was_accepted_in(lang, koty, chasy, capsys):
    """Issue 18 item 14: `check-word КОТЫ ЧАСЫ --json` names the sense, in the output's language."""
    code, records = run_json(["КОТЫ", "ЧАСЫ", "--lang", lang], capsys)
    assert code == 0
    assert [r["sense"] for r in records] == [koty, chasy]
    assert [r["params"]["singular"] for r in records] == ["КОТ", "ЧАС"]
    assert koty in records[0]["message"] and "«коты»" in records[0]["message"] and "КОТ" in records[0]["message"]
    assert "{" not in records[0]["message"]  # the gloss is text, not the {language: text} mapping
    assert records[0]["params"]["sense"] == {"en": "old soft shoes", "ru": "старинная мягкая обувь"}
