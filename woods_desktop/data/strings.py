"""UI text in two languages, from assets/strings/{en,ru}.yaml.

Keys are dotted paths into the nested YAML ("menu.quit"). Lookups fall back
to English, then to the key itself, so a missing string is visible but never
fatal; a test makes sure none is missing.
"""

from __future__ import annotations

import json
import locale
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

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


@lru_cache(maxsize=None)
def table(lang: str) -> dict[str, str]:
    """The flattened table; a JSON copy in the user cache skips YAML at start-up."""
    path = asset_path("strings", f"{lang}.yaml")
    cached = cache_file(path, "strings-v1", ".json")
    if cached is not None and cached.exists():
        try:
            with open(cached, encoding="utf-8") as fh:
                data = json.load(fh)
            if isinstance(data, dict):
                return data
        except (OSError, ValueError):
            pass
    out = _parse(path)
    if cached is not None:
        try:
            tmp = cached.with_suffix(".tmp")
            tmp.write_text(json.dumps(out, ensure_ascii=False), encoding="utf-8")
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


class Strings:
    """Translate message keys; `t("woodlanders.err.must_follow", suit="Fox")`."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGUAGES else "en"

    def has(self, key: str, /) -> bool:
        return key in table(self.lang)

    def t(self, key: str, /, **params: Any) -> str:
        text = table(self.lang).get(key)
        if text is None:
            text = table("en").get(key, key)
        if params:
            try:
                return text.format(**params)
            except (KeyError, IndexError, ValueError):
                return text
        return text


def system_language() -> str:
    """Russian when the system locale says so, English otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "ru" if loc.lower().startswith("ru") else "en"
