"""What the Voice tests share: the dictionary's noun index, loaded once per module that asks for it."""

from __future__ import annotations

import pytest

from woods_desktop.words.index import NounIndex
from woods_desktop.words.judge import shared_service


@pytest.fixture(scope="module")
def index() -> NounIndex:
    shared_service().wait(60)
    return NounIndex.load()
