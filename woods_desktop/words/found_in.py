"""A noun OpenCorpora refuses that another open source lists: accepted, naming the source.

When OpenCorpora refuses a word, the noun list may still hold it from
another open source (noun_sources.py: the spelling dictionary hunspell-ru,
Efremova's explanatory dictionary), merged at build time by make_noun_list
under the same rule: a noun a source lists is added only when OpenCorpora
does not know it, reads it only as another case of some noun (ТУРКА beside
ТУРОК), as a misspelling, or as a feminine or neuter adjective a dictionary
lists as a noun (ГЛАДИЛЬНАЯ); never over a verb, a proper noun, an
abbreviation or the plural of a noun with a singular. Such a verdict names
the source (FOUND_IN). A Ё a source writes counts like one OpenCorpora
writes (ПЕНЬЁ, ПЕНЬЕ).
"""

from __future__ import annotations

from typing import Any

from woods_desktop.words import verdict as V
from woods_desktop.words.readings import yo_agrees
from woods_desktop.words.usage import SourceNote


def from_sources(key: str, shown: str, refusal: V.Verdict, note: SourceNote | None) -> V.Verdict | None:
    """The verdict on `key` (typed as `shown`) when OpenCorpora gave `refusal` and the noun list says `note`:
    a noun another source lists (the noun list's SOURCES), or a Ё spelling a source gives (ПЕНЬЁ), is
    accepted, naming the source; a Ё no source writes is a spelling mistake; None leaves the refusal."""
    if note is None:
        return None
    typed = shown.lower()
    params: dict[str, Any] = {"word": refusal.params.get("word", shown)}
    if note.sources:
        if "Ё" in shown and not any(yo_agrees(typed, spelling.lower()) for spelling, _ in note.spellings):
            params["suggestion"] = note.spellings[0][0] if note.spellings else key
            return V.Verdict(key, False, V.SPELLING, params)
        written = (s for spelling, s in note.spellings if yo_agrees(typed, spelling.lower()))
        source = next(written, None) if "Ё" in shown else None
        params["source"] = source or note.sources[0]
        return V.Verdict(key, True, V.FOUND_IN[params["source"]], params)
    if refusal.reason == V.SPELLING:
        for spelling, source in note.spellings:
            if yo_agrees(typed, spelling.lower()):
                params["source"] = source
                return V.Verdict(key, True, V.FOUND_IN[source], params)
    return None
