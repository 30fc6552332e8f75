"""Woodlanders computer players: `FACTORIES` maps a level to `factory(seat, seed) -> bot`.

easy: a beginner; normal: sensible heuristics; hard: guesses the hidden hands
from what play has shown and plays the round out in each guess. D4-ST8, the
3-player variant's robot, is the engine's rule-driven seat, not a level.
"""

from woods_desktop.games.woodlanders.bots.players import EasyBot, HardBot, NormalBot, easy, hard, normal

FACTORIES = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["FACTORIES", "EasyBot", "NormalBot", "HardBot"]
