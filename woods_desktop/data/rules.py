"""The in-app rules reference: assets/rules/<game>.yaml, validated on load."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from woods_desktop.data.assets import asset_path
from woods_desktop.data.loader import DataError, load_yaml, require

ICONS = ("goal", "setup", "turn", "cards", "score", "end", "variant", "tip", "timer", "robot", "solo", "words")


@dataclass(frozen=True)
class RulesSection:
    heading: str
    icon: str
    body: str


@dataclass(frozen=True)
class RulesText:
    title: str
    sections: tuple[RulesSection, ...]


@cache
def load_rules(game_id: str, lang: str) -> RulesText:
    path = asset_path("rules", f"{game_id}.yaml")
    data = load_yaml(path)
    lang_key = lang if isinstance(data, dict) and lang in data else "en"
    node = require(path, data, lang_key, dict)
    title = require(path, node, "title", str)
    raw = require(path, node, "sections", list, lambda v: len(v) > 0, "no sections")
    sections = []
    for i, sec in enumerate(raw):
        key = f"{lang_key}.sections[{i}]"
        if not isinstance(sec, dict):
            raise DataError(path, key, "expected a mapping")
        heading = require(path, sec, "heading", str)
        icon = require(path, sec, "icon", str, lambda v: v in ICONS, f"icon must be one of {', '.join(ICONS)}")
        body = require(path, sec, "body", str, lambda v: bool(v.strip()), "empty body")
        sections.append(RulesSection(heading, icon, body.strip()))
    return RulesText(title, tuple(sections))
