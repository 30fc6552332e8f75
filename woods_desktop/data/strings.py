"""UI text in two languages, from assets/strings/{en,ru}.yaml, with CLDR plural forms.

Keys are dotted paths into the nested YAML ("menu.quit"). Lookups fall back
to English, then to the key itself, so a missing string is visible but never
fatal; `woods-desktop strings check` (run by the tests; strings_check.py) makes sure none is.

A count is worded with an ICU-style plural block inside the text:
`{n, plural, one {# card} other {# cards}}` in English and
`{n, plural, one {# карта} few {# карты} many {# карт} other {# карты}}` in
Russian; `#` stands for the number. The form is chosen by Babel's CLDR plural
rule for the language, never by a rule written here, and one message may hold
several counts (each block names its own parameter).
"""

from __future__ import annotations

import marshal
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Mapping

from woods_desktop.data.assets import asset_path
from woods_desktop.data.cache import cache_file
from woods_desktop.data.loader import DataError, load_yaml

LANGUAGES: tuple[str, ...] = ("en", "ru")


def _flatten(prefix: str, node: Any, out: dict[str, str], path: str) -> None:
    if isinstance(node, dict):
        for k, v in node.items():
            if not isinstance(k, str):  # YAML 1.1 reads bare yes/no/on/off keys as booleans
                raise DataError(path, f"{prefix}.{k}" if prefix else str(k), "key must be text (quote it)")
            _flatten(f"{prefix}.{k}" if prefix else str(k), v, out, path)
    elif isinstance(node, str):
        out[prefix] = node
    elif isinstance(node, list) and all(isinstance(x, str) for x in node):
        out[prefix] = "\n".join(node)
    else:
        raise DataError(path, prefix, f"expected text, got {type(node).__name__}")


@cache
def table(lang: str) -> dict[str, str]:
    """The flattened table; a marshalled copy in the user cache skips YAML at start-up (and, unlike JSON,
    needs no module imported for it: 1 ms of the first frame). Marshal's format is the interpreter's own,
    so the interpreter's version is part of the cache's name."""
    path = asset_path("strings", f"{lang}.yaml")
    cached = cache_file(path, f"strings-v2-py{sys.version_info[0]}{sys.version_info[1]}", ".marshal")
    if cached is not None and cached.exists():
        try:
            data = marshal.loads(cached.read_bytes())
            if isinstance(data, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
                return data
        except (OSError, ValueError, EOFError, TypeError):
            pass
    out = _parse(path)
    if cached is not None:
        try:
            tmp = cached.with_suffix(".tmp")
            tmp.write_bytes(marshal.dumps(out))
            os.replace(tmp, cached)
        except OSError:
            pass
    return out


def _parse(path: Path) -> dict[str, str]:
    data = load_yaml(path)
    if not isinstance(data, dict):
        raise DataError(path, "<root>", "expected a mapping of keys to text")
    out: dict[str, str] = {}
    _flatten("", data, out, str(path))
    return out


@dataclass(frozen=True)
class Plural:
    """One `{arg, plural, ...}` block: the parameter it counts and its forms by category (or "=N")."""

    arg: str
    forms: tuple[tuple[str, str], ...]

    def form(self, category: str, value: Any) -> str:
        chosen = dict(self.forms)
        return chosen.get(f"={value}", chosen.get(category, chosen.get("other", "")))


Segment = str | Plural
_PLURAL_START = re.compile(r"\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*plural\s*,")
_SELECTOR = re.compile(r"\s*(=\d+|[a-z]+)\s*\{")


class PluralSyntaxError(ValueError):
    """A plural block that is not `{arg, plural, form {text} ...}`."""


def _balanced(text: str, start: int) -> int:
    """Index just past the `}` closing the `{` at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    raise PluralSyntaxError(f"unclosed brace in {text!r}")


@lru_cache(maxsize=4096)
def segments(text: str) -> tuple[Segment, ...]:
    """The text split into literal parts and plural blocks."""
    out: list[Segment] = []
    pos = 0
    for match in _PLURAL_START.finditer(text):
        if match.start() < pos:
            raise PluralSyntaxError(f"a plural block inside a plural block in {text!r}")
        out.append(text[pos : match.start()])
        forms: list[tuple[str, str]] = []
        i = match.end()
        while True:
            rest = text[i:].lstrip()
            if rest.startswith("}"):
                i = len(text) - len(rest) + 1
                break
            sel = _SELECTOR.match(text, i)
            if sel is None:
                raise PluralSyntaxError(f"expected 'form {{text}}' after {text[:i]!r}")
            body_end = _balanced(text, sel.end() - 1)
            forms.append((sel.group(1), text[sel.end() : body_end - 1]))
            i = body_end
        if not forms:
            raise PluralSyntaxError(f"a plural block without forms in {text!r}")
        out.append(Plural(match.group(1), tuple(forms)))
        pos = i
    out.append(text[pos:])
    return tuple(s for s in out if s != "")


@cache
def _plural_rule(lang: str) -> Any:
    from babel import Locale  # loaded on the first count, not at start-up

    return Locale.parse(lang).plural_form


def plural_forms(lang: str) -> frozenset[str]:
    """The CLDR categories a count message needs in `lang` (en: one, other; ru: one, few, many, other)."""
    return frozenset(_plural_rule(lang).tags) | {"other"}


def plural_category(lang: str, value: Any) -> str:
    """The CLDR category of `value` in `lang`; a value that is not a number takes "other"."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(value)
        except (TypeError, ValueError):
            return "other"
    return str(_plural_rule(lang)(value))


def format_number(lang: str, value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = str(value)
    return text.replace(".", ",") if lang == "ru" and isinstance(value, float) else text


class Sentence(str):
    """A message that is a sentence of its own: its first letter is a capital only because it begins
    one. Placed after a colon inside another message it continues that message's sentence, so it goes
    on in lower case ("Selection replaced: you must follow Fox", «Подсказка: выложите…»), in both
    languages; a name's capital is never touched (a name is a plain str, and a message beginning with
    a placeholder is no `Sentence`)."""

    __slots__ = ()


_SENTENCE_ENDS = (".", "!", "?", "…", ".»", "!»", "?»")
_AFTER_COLON = re.compile(r":\s+\{(\w+)\}")
_CAPITALISED = re.compile(r"(?<=[a-zа-яё,] )([A-ZА-ЯЁ][a-zа-яё]+)")


@cache
def proper_words(lang: str) -> frozenset[str]:
    """Words the language's messages write with a capital in the middle of a sentence more often than
    without (the Wolf, Elder, Vera; not "Play" of "Press Play", nor "The" of a game's title): such a word
    keeps its capital after a colon too."""
    texts = table(lang).values()
    capital = Counter(m for text in texts for m in _CAPITALISED.findall(text))
    small = Counter(w for text in texts for w in re.findall(r"\w+", text) if w.islower())
    return frozenset(w for w, n in capital.items() if n > small[w.lower()])


def continued(value: str, lang: str) -> str:
    """A sentence going on after a colon: its first letter in lower case, unless it begins with a word
    the language always writes with a capital, or with one letter ("I") or an abbreviation ("D4-ST8")."""
    first = re.match(r"\w+", value)
    if first is None or len(first.group()) < 2 or not first.group()[1:].islower() or not value[0].isupper():
        return value
    if first.group() in proper_words(lang):
        return value
    return value[0].lower() + value[1:]


def _continue_sentences(text: str, lang: str, params: Mapping[str, Any]) -> tuple[str, Mapping[str, Any]]:
    """The capital-after-a-colon rule: a `Sentence` parameter placed right after ": " is continued."""
    found = [m for m in _AFTER_COLON.finditer(text) if isinstance(params.get(m.group(1)), Sentence)]
    if not found:
        return text, params
    out = dict(params)
    for m in found:
        name = m.group(1)
        out[f"{name}__continued"] = continued(str(params[name]), lang)
        text = text.replace(m.group(0), m.group(0).replace("{" + name + "}", "{" + name + "__continued}"))
    return text, out


def render(text: str, lang: str, params: Mapping[str, Any]) -> str:
    """Choose each plural block's form for its parameter, then fill the placeholders (a `Sentence`
    after a colon goes on in lower case)."""
    if params:
        text, params = _continue_sentences(text, lang, params)
    if "plural" in text:
        parts: list[str] = []
        for seg in segments(text):
            if isinstance(seg, Plural):
                value = params.get(seg.arg)
                number = format_number(lang, value)
                parts.append(seg.form(plural_category(lang, value), number).replace("#", number))
            else:
                parts.append(seg)
        text = "".join(parts)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


class Strings:
    """Translate message keys; `t("woodlanders.err.must_follow", suit="Fox")`, `t("result.points", n=3)`."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGUAGES else "en"

    def has(self, key: str, /) -> bool:
        return key in table(self.lang)

    def t(self, key: str, /, **params: Any) -> str:
        text = table(self.lang).get(key)
        lang = self.lang
        if text is None:
            text, lang = table("en").get(key, key), "en"
        try:
            out = render(text, lang, params)
        except PluralSyntaxError:
            return text
        # a message that begins with its own word (not with a name's placeholder) and ends as a sentence
        # ends is a sentence; a label ("Fruit", "Play") is not
        return Sentence(out) if text[:1].isalpha() and out.rstrip().endswith(_SENTENCE_ENDS) else out


def system_language() -> str:
    """Russian when the system locale says so, English otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    import locale  # only when no variable names a language (not before the first frame otherwise)

    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "ru" if loc.lower().startswith("ru") else "en"
