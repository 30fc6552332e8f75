"""Voice of the Woods computer players: `FACTORIES` maps a level to `factory(seat, seed) -> bot`.

easy: short everyday words and whims; normal: the best word by a control
model (closest to leading, no wasted cubes, blocks a seat one cube from
leading); hard: a finer model (opponents' odds, standings, advanced letter
points, the rounds left) and reads revealed words before optional cubes.
"""

from woods_desktop.games.voice.bots.players import EasyBot, HardBot, NormalBot, easy, hard, normal

FACTORIES = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["FACTORIES", "EasyBot", "NormalBot", "HardBot"]
