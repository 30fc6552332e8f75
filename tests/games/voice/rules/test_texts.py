"""Every refusal, reason and log line the engine produces has English and Russian text
whose placeholders the engine fills."""

from __future__ import annotations

import yaml

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.events import SECRET
from woods_desktop.core.rng import Rng
from woods_desktop.data.assets import asset_path
from woods_desktop.data.strings import table
from woods_desktop.data.strings_check import placeholders
from woods_desktop.games.voice.rules.testing import greedy_choose
from woods_desktop.games.voice.text import log_key

from .helpers import fresh
from .probes import probe


def _flat(node, prefix=""):
    out = {}
    for k, v in node.items():
        key = f"{prefix}.{k}" if prefix else str(k)
        out.update(_flat(v, key) if isinstance(v, dict) else {key: v})
    return out


def _texts(lang):
    """The merged table, with this part's pending strings (until the lead merges them) on top."""
    out = dict(table(lang))
    pending = asset_path("strings", "_pending", f"voice_engine.{lang}.yaml")
    if pending.is_file():
        out.update(_flat(yaml.safe_load(pending.read_text(encoding="utf-8"))))
    return out


def _fields(text):
    return placeholders(text)


def test_refusals_and_log_lines_have_text_in_both_languages():
    en, ru = _texts("en"), _texts("ru")
    refusals: dict[str, set[str]] = {}
    events: dict[str, set[str]] = {}
    for seats in (2, 5):
        st = fresh(seats, seed=31)
        rng = Rng(31)
        while not st.is_over():
            action = probe(st, st.to_move(), rng)
            if action is not None:
                try:
                    st.copy().apply(action)
                except IllegalAction as exc:
                    refusals.setdefault(exc.key, set()).update(exc.params)
            st.apply(greedy_choose(st, st.legal_actions(st.to_move()), rng))
        for seat in (None, *range(seats)):  # what each seat reads, its private parts included
            for e in st.events(seat):
                events.setdefault(log_key(e), set()).update(e, e.get(SECRET, {}))
        key = st.outcome().tiebreak
        if key:
            assert key in en and key in ru
    assert len(refusals) >= 8
    for key, params in refusals.items():
        for texts in (en, ru):
            assert key in texts, key
            assert _fields(texts[key]) <= params, (key, params)
    assert {
        "voice.log.composed",
        "voice.log.composed_word",
        "voice.log.refresh_draw",
        "voice.log.refresh_draw_seen",
    } <= set(events)
    for key, fields in events.items():
        for texts in (en, ru):
            assert key in texts, key
            assert _fields(texts[key]) <= fields | {"name"}, key
    for key in (
        "voice.noword.time",
        "voice.noword.refused",
        "voice.noword.pass",
        "voice.end.deck",
        "voice.end.field",
        "voice.tiebreak.cards",
        "voice.tiebreak.cubes",
        "voice.option.minute.private",
        "voice.option.minute.table",
    ):
        assert key in en and key in ru
