"""Fixtures: the game's data as loaded from its YAML."""

from __future__ import annotations

import pytest

from woods_desktop.games.whispering.data import load_whispering_data
from woods_desktop.games.whispering.rules.tiles import WhisperingData


@pytest.fixture(scope="session")
def data() -> WhisperingData:
    return load_whispering_data()
