"""All UI text lives in assets/strings/{en,ru}.yaml: same keys in both, none used but undefined."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from woods_desktop.app.settings import ANIMATION_SPEEDS
from woods_desktop.app.theme import PLAYER_COLOURS
from woods_desktop.data.strings import (
    LANGUAGES,
    PluralSyntaxError,
    Strings,
    plural_forms,
    segments,
    table,
)
from woods_desktop.data.strings_check import check_tables, placeholders
from woods_desktop.games import GAMES
from woods_desktop.games import definition as game_definition
from woods_desktop.games import playable_ids as available_games

PACKAGE = Path(__file__).resolve().parent.parent / "woods_desktop"
PREFIXES = (
    "app",
    "menu",
    "common",
    "setup",
    "colour",
    "settings",
    "pass",
    "pause",
    "rules",
    "stats",
    "result",
    "saved",
    "store",
    "woodlanders",
    "voice",
    "whispering",
    "wolf",
    "referee",
    "words",
)
KEY_RE = re.compile(r"""["']((?:""" + "|".join(PREFIXES) + r""")\.[A-Za-z0-9_.]+)["']""")
FILE_SUFFIXES = (".yaml", ".py", ".svg", ".png", ".wav", ".json", ".txt", ".gz", ".ttf")


def test_english_and_russian_have_the_same_keys():
    en, ru = set(table("en")), set(table("ru"))
    assert sorted(en - ru) == [], "missing in ru.yaml"
    assert sorted(ru - en) == [], "missing in en.yaml"


def test_placeholders_agree_between_languages():
    en, ru = table("en"), table("ru")
    bad = [k for k in en if k in ru and placeholders(en[k]) != placeholders(ru[k])]
    assert bad == []


def _keys_in_code() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in PACKAGE.rglob("*.py"):
        for match in KEY_RE.finditer(path.read_text(encoding="utf-8")):
            key = match.group(1)
            if key.endswith(FILE_SUFFIXES) or key.endswith("."):
                continue
            found.setdefault(key, str(path.relative_to(PACKAGE)))
    return found


def test_every_key_used_in_code_is_defined():
    en = table("en")
    missing = {k: where for k, where in _keys_in_code().items() if k not in en}
    assert missing == {}


def test_keys_built_at_run_time_are_defined():
    en = table("en")
    keys = [g.title_key for g in GAMES] + [g.blurb_key for g in GAMES]
    keys += [f"setup.kind.{k}" for k in ("human", "easy", "normal", "hard", "empty", "robot", "random")]
    keys += [f"colour.{c[0]}" for c in PLAYER_COLOURS]
    keys += [f"stats.kind.{k}" for k in ("human", "easy", "normal", "hard", "robot", "random")]
    keys += [f"settings.lang.{lang}" for lang in LANGUAGES]
    keys += [f"settings.anim.{i}" for i in range(len(ANIMATION_SPEEDS))]
    for g in available_games():
        d = game_definition(g)
        keys += [d.title_key, d.blurb_key] + [v.title_key for v in d.variants]
        for opt in d.options:
            keys.append(opt.title_key)
            keys += [f"{opt.title_key}.{c}" for c in opt.choices]
    assert [k for k in keys if k not in en] == []


def test_lookup_falls_back_to_english_then_to_the_key():
    assert Strings("ru").t("menu.quit") == "Выход"
    assert Strings("xx").t("menu.quit") == "Quit"
    assert Strings("en").t("no.such.key") == "no.such.key"
    assert "Anna" in Strings("en").t("pass.to", name="Anna")


def test_the_string_tables_pass_the_check():
    assert check_tables() == []


@pytest.mark.parametrize(
    "n, text",
    [
        (1, "1 карта"),
        (2, "2 карты"),
        (4, "4 карты"),
        (5, "5 карт"),
        (11, "11 карт"),
        (21, "21 карта"),
        (22, "22 карты"),
        (25, "25 карт"),
        (1.5, "1,5 карты"),
    ],
)
def test_russian_counts_follow_cldr(n, text):
    assert Strings("ru").t("voice.result.standard", n=n) == text


@pytest.mark.parametrize("n, text", [(1, "1 point"), (2, "2 points"), (0, "0 points"), (1.5, "1.5 points")])
def test_english_counts_follow_cldr(n, text):
    assert Strings("en").t("result.points", n=n) == text


def test_the_wrong_counts_of_the_issue_are_gone():
    en, ru = Strings("en"), Strings("ru")
    assert (
        en.t("woodlanders.log.trick_pain", name="Anna", n=1, m=0)
        == "Anna wins the trick: collects 1 pain card, 0 discarded."
    )
    assert en.t("result.points", n=1) == "1 point"
    assert ru.t("woodlanders.log.trick", name="Аня", n=2) == "Аня берёт взятку: 2 карты."
    assert (
        ru.t("voice.log.setup", seats=2, rows=3, cols=4, deck=21, cubes=5)
        == "Новая игра: 2 игрока, поле 3x4, в колоде 21 карта, по 5 кубиков"
    )


def test_language_forms_come_from_babel():
    assert plural_forms("en") == {"one", "other"}
    assert plural_forms("ru") == {"one", "few", "many", "other"}


def test_the_check_finds_each_kind_of_problem():
    en = {"a": "{n, plural, one {# card} other {# cards}}", "b": "Hello {name}", "c": "only here"}
    ru = {"a": "{n, plural, one {# карта} other {# карт}}", "b": "Привет {who}"}
    problems = check_tables({"en": en, "ru": ru})
    assert any("ru: a:" in p and "few, many" in p for p in problems)
    assert any("ru: b:" in p and "placeholders" in p for p in problems)
    assert any("ru: c: missing" in p for p in problems)
    assert check_tables({"en": {"d": "{n} cards"}}) == [
        "en: d: the count {n} is followed by a word but has no plural forms (write {n, plural, ...})"
    ]


def test_a_broken_plural_block_is_reported_not_raised():
    with pytest.raises(PluralSyntaxError):
        segments("{n, plural, one {# card} other {# cards}")
    assert check_tables({"en": {"a": "{n, plural, one {# card"}})[0].startswith("en: a: does not parse")


RU_CARD = re.compile(r"(кладёт|кладут|Выложите|выложите|тоже) (обоих )?(Лис|Сов|Крол|Олен|Барсук)(\w*) \d")
ACCUSATIVE = {"Лис": "у", "Сов": "у", "Крол": "ика", "Олен": "я", "Барсук": "а"}


def test_russian_lesson_puts_a_played_card_in_the_accusative():
    """What is put down is in the accusative, one case for every card: the Woodlanders lesson said "кладут
    Лис 3" (a genitive plural) a line before "кладёт Лису 4"."""
    ru = Strings("ru")
    lesson = [ru.t(f"guide.woodlanders.{k}") for k in ("lead_trump", "pair", "pain_taken", "pain_refused", "ties")]
    found = [m.groups() for text in lesson for m in RU_CARD.finditer(text)]
    assert len(found) >= 5, found
    for _verb, both, stem, ending in found:
        assert ending == ("иков" if both and stem == "Крол" else ACCUSATIVE[stem]), (stem + ending, lesson)


def test_russian_names_the_hosting_computer_in_plain_words_and_never_writes_a_gender_in_brackets():
    """Issue 35: a family reads «компьютер с игрой», not the jargon «хост», and no «мог(ла)»: a sentence
    about a person is built so that it needs no gender."""
    ru = table("ru")
    jargon = sorted(k for k, v in ru.items() if re.search(r"хост", str(v), re.IGNORECASE))
    assert jargon == [], jargon
    bracketed = sorted(k for k, v in ru.items() if re.search(r"[а-яё]\((?:а|ла|ло|ась|лась)\)", str(v)))
    assert bracketed == [], bracketed
    hosting = [k for k, v in ru.items() if k.startswith("net.") and "компьютер с игрой" in str(v).lower()]
    assert len(hosting) >= 3, "the one plain word for the computer that hosts the game"


# «ты» in its cases, and the familiar imperatives of the lessons' own verbs («нажми», not «нажмите»)
THOU = re.compile(r"\b(ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей|твоему|твоих|твоим|твоими|твою)\b", re.I)
THOU_DO = re.compile(
    r"\b(нажми|щёлкни|шагни|сделай|иди|возьми|выбери|положи|поставь|сыграй|выполни|закончи|ходи|напиши|составь|"
    r"переверни|обнови|добавь|посмотри|считай|принеси|приди|выложи|играй|прочитай|начни|смотри|клади|войди|выйди|"
    r"пропусти|убери|передвинь|поищи|обойди|отнеси|пройди|остановись|оставь|передай|ищи|сможешь|получишь|идёшь|"
    r"остановишься)\b",
    re.I,
)
QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"")  # a button's or a card's name, a character's words: not the lesson's


def test_no_russian_string_says_ty():
    """The whole program addresses its players one way, «вы»: the Wolf's table said «щёлкни», «твой герой»,
    «Для тебя» while its hint said «Выполните задание вместе», and its lesson's prompt line read «Бельчонок
    (Вы): войди в лес». Words inside quotes are not the program speaking."""
    ru = table("ru")
    thou = sorted(
        k for k, v in ru.items() if THOU.search(QUOTED.sub("", str(v))) or THOU_DO.search(QUOTED.sub("", str(v)))
    )
    assert thou == [], thou


def test_every_russian_lesson_says_vy_as_the_rest_of_the_app_does():
    """The four lessons address the player one way, «вы», as the menus, prompts and the lessons' own panel do
    (the Wolf's lesson said «Шагни», «твоей карте» beside «Выполните задание вместе»). Words inside quotes
    (a button's name, a token's, a character's speech) are not the lesson speaking and are left out."""
    ru = table("ru")
    lessons = {k: str(v) for k, v in ru.items() if k.startswith("guide.")}
    assert len(lessons) > 60 and any(k.startswith("guide.wolf.") for k in lessons)
    thou = {k: v for k, v in lessons.items() if THOU.search(QUOTED.sub("", v)) or THOU_DO.search(QUOTED.sub("", v))}
    assert thou == {}, sorted(thou)
    # the pattern finds the form it is for, and leaves «вы» and a quoted «ты» alone
    assert THOU_DO.search("Шагни на клетку") and THOU.search("на твоей карте") and not THOU.search("Вы — Бельчонок")
    assert not THOU.search(QUOTED.sub("", "Нажмите «Ты готов?»")) and not THOU_DO.search("Нажмите «Взять»")
