"""All UI text lives in assets/strings/{en,ru}.yaml: same keys in both, none used but undefined."""

from __future__ import annotations

import re
import string
from pathlib import Path

from woods_desktop.app.settings import ANIMATION_SPEEDS
from woods_desktop.app.theme import PLAYER_COLOURS
from woods_desktop.games import GAMES, definition as game_definition, playable_ids as available_games
from woods_desktop.data.strings import LANGUAGES, Strings, table

PACKAGE = Path(__file__).resolve().parent.parent / "woods_desktop"
PREFIXES = ("app", "menu", "common", "setup", "colour", "settings", "pass", "pause", "rules", "stats", "result",
            "store", "woodlanders", "voice", "whispering", "wolf", "referee", "words")
KEY_RE = re.compile(r"""["']((?:%s)\.[A-Za-z0-9_.]+)["']""" % "|".join(PREFIXES))
FILE_SUFFIXES = (".yaml", ".py", ".svg", ".png", ".wav", ".json", ".txt", ".gz", ".ttf")


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_english_and_russian_have_the_same_keys():
    en, ru = set(table("en")), set(table("ru"))
    assert sorted(en - ru) == [], "missing in ru.yaml"
    assert sorted(ru - en) == [], "missing in en.yaml"


def test_placeholders_agree_between_languages():
    en, ru = table("en"), table("ru")
    bad = [k for k in en if k in ru and _placeholders(en[k]) != _placeholders(ru[k])]
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
    keys += [f"stats.kind.{k}" for k in ("human", "easy", "normal", "hard", "robot")]
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
