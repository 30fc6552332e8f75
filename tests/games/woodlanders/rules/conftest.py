"""Fixtures: the game as loaded from its YAML."""

from __future__ import annotations

import pytest

from woods_desktop.core.game import GameDefinition
from woods_desktop.games.woodlanders.data import load_definition
from woods_desktop.games.woodlanders.rules import WoodlandersRules


@pytest.fixture(scope="session")
def definition() -> GameDefinition:
    return load_definition()


@pytest.fixture(scope="session")
def rules(definition: GameDefinition) -> WoodlandersRules:
    return definition.extras["rules"]
