"""What `woods-desktop strings check` finds wrong in the string tables (the tests run it too).

Kept apart from strings.py because the running program never needs it: it reads every message of both
languages and parses each for its placeholders and plural forms, where a window only renders the few it
shows.
"""

from __future__ import annotations

import re
import string
from typing import Mapping

from woods_desktop.data.strings import LANGUAGES, Plural, PluralSyntaxError, plural_forms, segments, table

# "{n} cards", "{n} карт": the count parameter followed by a word, with no plural forms to agree with it
_BARE_COUNT = re.compile(r"\{n\}\s*[^\W\d_]")


def placeholders(text: str) -> set[str]:
    """Every parameter a message uses, inside plural forms or not."""
    names: set[str] = set()
    for seg in segments(text):
        if isinstance(seg, Plural):
            names.add(seg.arg)
            for _, body in seg.forms:
                names |= {n for _, n, _, _ in string.Formatter().parse(body.replace("#", "")) if n}
        else:
            names |= {n for _, n, _, _ in string.Formatter().parse(seg) if n}
    return names


def check_tables(tables: Mapping[str, Mapping[str, str]] | None = None) -> list[str]:
    """Every problem of the string tables, one line each (empty when they are sound).

    A key missing in a language, placeholders differing from English, a plural
    block without a form its language needs (or with a form the language has
    not), a bare `{n}` followed by a word (a count left without plural forms),
    and text that does not parse.
    """
    tables = tables if tables is not None else {lang: table(lang) for lang in LANGUAGES}
    problems: list[str] = []
    all_keys = sorted(set().union(*(set(t) for t in tables.values())))
    base = tables.get("en", {})
    for lang, tab in tables.items():
        needed = plural_forms(lang)
        for key in all_keys:
            if key not in tab:
                problems.append(f"{lang}: {key}: missing")
                continue
            try:
                segs = segments(tab[key])
                names = placeholders(tab[key])
            except (PluralSyntaxError, ValueError) as exc:
                problems.append(f"{lang}: {key}: does not parse: {exc}")
                continue
            for seg in segs:
                if not isinstance(seg, Plural):
                    if _BARE_COUNT.search(seg):
                        problems.append(
                            f"{lang}: {key}: the count {{n}} is followed by a word but has no plural "
                            f"forms (write {{n, plural, ...}})"
                        )
                    continue
                have = {sel for sel, _ in seg.forms if not sel.startswith("=")}
                if needed - have:
                    problems.append(
                        f"{lang}: {key}: the count {{{seg.arg}}} lacks the plural forms "
                        f"{', '.join(sorted(needed - have))}"
                    )
                if have - needed:
                    problems.append(
                        f"{lang}: {key}: the count {{{seg.arg}}} has forms {lang} does not use: "
                        f"{', '.join(sorted(have - needed))}"
                    )
            if lang != "en" and key in base:
                try:
                    en_names = placeholders(base[key])
                except (PluralSyntaxError, ValueError):
                    continue
                if names != en_names:
                    problems.append(
                        f"{lang}: {key}: placeholders {sorted(names)} differ from English {sorted(en_names)}"
                    )
    return problems
