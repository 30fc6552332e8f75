"""The Wolf is Coming's computer friends: `FACTORIES` maps a level to `factory(seat, seed) -> bot`.

All three levels are sensible friends (the game's difficulty is the Wolf's
path, not the friends): easy weighs this move only, normal also what the rest
of the game offers, hard also its next move. `TaskChance` answers the table's
task cards by chance where no people sit at the table (simulations, tests).
"""

from woods_desktop.games.wolf.bots.friends import EasyFriend, Friend, HardFriend, NormalFriend, easy, hard, normal
from woods_desktop.games.wolf.bots.table import TaskChance

FACTORIES = {"easy": easy, "normal": normal, "hard": hard}

__all__ = ["FACTORIES", "EasyFriend", "Friend", "HardFriend", "NormalFriend", "TaskChance"]
