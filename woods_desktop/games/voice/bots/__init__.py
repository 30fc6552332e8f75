"""Voice of the Woods computer players: `FACTORIES` maps a level to `factory(seat, seed) -> bot`.

Each level writes from the nouns people use most (easy about 3,000, normal
10,000, hard 30,000), at a person's length, with a taste of its own per seat,
and is done writing at a moment of the minute (`at_ms`). easy: short
everyday words and whims; normal: the best word by a control
model (closest to leading, no wasted cubes, blocks a seat one cube from
leading); hard: a finer model (opponents' odds, standings, advanced letter
points, the rounds left) and reads revealed words before optional cubes.
"""

from woods_desktop.games.voice.bots.players import EasyBot, HardBot, NormalBot, easy, hard, normal

FACTORIES = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["FACTORIES", "EasyBot", "NormalBot", "HardBot"]
