"""The words of every EN and RU string (issue 34, item 15): the rules a reader met broken, checked over
the whole tables so no new string breaks them again.

A sentence goes on in lower case after a colon (a name or a word the language always capitalises
keeps its capital); refusals are sentences with their full stop; no person's gender is guessed
(«мог(ла)», «Я готов»); a name is never set after «игрока» (Russian would decline it); one term for a
tile («тайл», never «плитка»)."""

from __future__ import annotations

import re

import pytest

from woods_desktop.core.errors import IllegalAction
from woods_desktop.data.strings import LANGUAGES, Sentence, Strings, proper_words, table

QUOTES = "«\"'“"


def _strings(lang: str) -> list[tuple[str, str]]:
    return sorted(table(lang).items())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_string_writes_a_capital_after_a_colon(lang):
    """«Сыграть: Самокат», "Play: Scooter": after a colon the sentence goes on; a capital there is a
    name's or a word the language always capitalises (the Wolf, Elder), or a quoted button's name."""
    proper = proper_words(lang)
    wrong = []
    for key, text in _strings(lang):
        for m in re.finditer(r":\s+(\S)(\w*)", text):
            first, rest = m.group(1), m.group(2)
            if first in QUOTES or first == "{" or not first.isupper() or not rest or not rest.islower():
                continue
            if first + rest not in proper:
                wrong.append(f"{key}: …{text[max(0, m.start() - 30) : m.end() + 20]}…")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sentence_put_after_a_colon_goes_on_in_lower_case(lang):
    """The renderer's rule: a message placed after a colon in another message continues its sentence
    ("Selection replaced: you must follow…"); a name keeps its capital, and so does the Wolf."""
    s = Strings(lang)
    refusal = s.t("voice.err.empty_word")
    assert isinstance(refusal, Sentence) and refusal[0].isupper()
    replaced = s.t("table.replaced", reason=refusal)
    assert replaced.endswith(refusal[0].lower() + refusal[1:]), replaced
    assert s.t("voice.log.compose", name="Vera", word="ЛЕС").startswith("Vera")  # a name stays
    assert s.t("table.replaced", reason="Vera stands there.").endswith("Vera stands there.")
    wolf = s.t("wolf.ui.finish_asleep")  # "Finish turn: the Wolf sleeps"
    assert s.t("table.replaced", reason=s.t("wolf.hint.finish_asleep")).count(":") >= 2
    assert "Wolf" in wolf or "Волк" in wolf  # the Wolf keeps his capital mid-sentence
    assert s.t("wolf.log.task_orange", text=Sentence("Hop like a frog.")).endswith("hop like a frog.")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_are_sentences_with_their_full_stop(lang):
    """Every refusal ("…err…", "…refused…") ends as a sentence ends: the Voice's did not."""
    wrong = [
        f"{key}: {text[-40:]}"
        for key, text in _strings(lang)
        if any(part in ("err", "refused") for part in key.split(".")[:-1])
        and not re.search(r"[.!?…][»\"')]*$", text.strip())
    ]
    assert not wrong, "\n".join(wrong)


def test_russian_guesses_no_ones_gender_and_declines_no_name():
    """«Аня мог(ла) бы», «Я готов» for Аня; «Лес игрока Вера», «у игрока Вера»: a name set after
    «игрока» reads undeclined. A person's name stands where Russian needs no case ending."""
    wrong = []
    for key, text in _strings("ru"):
        if re.search(r"\((л?а|ла|на)\)|\bготов\b.*\{|\bЯ готов\b", text) and "праздник не готов" not in text:
            wrong.append(f"gender: {key}: {text}")
        if re.search(r"\bигрок(а|у|ом)\s+\{", text):
            wrong.append(f"declension: {key}: {text}")
        # a person's past deed is gendered in Russian: "{name} написал", "{name} взяла"
        if re.search(r"\{(name|last|who|friend)\}\s+\w+(л|ла|лся|лась)\b", text):
            wrong.append(f"past tense: {key}: {text}")
    assert not wrong, "\n".join(wrong)


def test_russian_uses_one_term_for_a_tile():
    """«тайл» is the term of the rules and the screens; «плитка» beside it read as a second thing."""
    assert not [k for k, v in _strings("ru") if re.search(r"(?i)плит[ко]", v)]
    assert any("тайл" in v for _, v in _strings("ru"))


def test_the_words_the_players_read_wrong():
    ru, en = Strings("ru").t, Strings("en").t
    assert ru("whispering.solo.score", score=0, min=60) == "Очки: 0 (нужно не меньше 60)"
    assert ru("whispering.ui.forest_of", name="Вера") == "Лес: Вера"
    # "Player 1 (the winning line)'s forest": a possessive after a seat's longer name read badly
    assert en("whispering.ui.forest_of", name="Player 1 (the winning line)") == "Forest: Player 1 (the winning line)"
    assert ru("whispering.log.setup", name="Аня") == "Аня берёт Медведя и начинает игру."
    assert "чтобы перевернуть его" in ru("whispering.ui.prompt_refresh", n=1)
    assert ru("wolf.ui.play_scooter") == "Использовать самокат" and en("wolf.ui.play_scooter") == "Use the Scooter"
    assert ru("voice.hint.could_have", name="Аня", word="ЛЕС") == "Аня: можно было написать ЛЕС"
    assert ru("voice.ui.pass_ready") == "Начинаю"
    # "2 tasks done" counted the game's tasks, not this turn's: it says so
    line = en("whispering.log.complete", name="Anna", animal="Fox", steps=2, task="t", points=10, element="Water", n=2)
    assert "2 tasks done in this game so far" in line


def test_a_refusal_after_a_colon_on_the_table_reads_as_one_sentence(headless_app):
    """The table's note "Selection replaced: {reason}" carries a game's refusal: it goes on in lower case."""
    app = headless_app(lang="ru")
    from woods_desktop.table.declaration import TableDeclaration

    decl = TableDeclaration.__new__(TableDeclaration)
    decl.app = app
    reason = decl.refusal_text(IllegalAction("voice.err.empty_word"))
    note = app.t("table.replaced", reason=reason)
    assert note == "Выбор заменён: сначала напишите слово.", note


def test_an_options_help_goes_on_after_its_name_in_lower_case(headless_app):
    """Setup's help line "The Wolf's path: How many steps…" read as two sentences glued by a colon."""
    from shell_game import rendered_texts

    app = headless_app()
    app.push("setup", game="wolf")
    texts = rendered_texts(app)
    assert any(t.startswith("The Wolf's path: how many steps") for t in texts), [t for t in texts if ":" in t]
