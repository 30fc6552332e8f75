"""Shared, built-once fixtures: the judge (60 ms) and the noun index (about 1 s)."""

from __future__ import annotations

import pytest

from woods_desktop.words.index import NounIndex
from woods_desktop.words.judge import WordJudge
from woods_desktop.words.nouns import NounEntry, load_nouns


@pytest.fixture(scope="session")
def judge() -> WordJudge:
    return WordJudge()


@pytest.fixture(scope="session")
def nouns() -> list[NounEntry]:
    return load_nouns()


@pytest.fixture(scope="session")
def index(nouns: list[NounEntry]) -> NounIndex:
    return NounIndex(nouns)
