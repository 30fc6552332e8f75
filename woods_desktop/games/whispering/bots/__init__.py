"""Whispering Woods computer players: `FACTORIES` maps a level to `factory(seat, seed) -> bot`,
and `plan_turn` is the hint (the hard player's plan for the turn, with its expected points).

easy lays tiles one at a time where they look best, with noise; normal plans
the turn and its chain of completions; hard weighs both tiles together, the
turns left and the refresh. See `players`.
"""

from woods_desktop.games.whispering.bots.planner import TurnPlan
from woods_desktop.games.whispering.bots.players import EasyBot, HardBot, NormalBot, easy, hard, normal, plan_turn
from woods_desktop.games.whispering.bots.solver import solo_aware

# every level plays a solo mission with the solver (`solver.SoloOrBase`)
FACTORIES = {"easy": solo_aware(easy), "normal": solo_aware(normal), "hard": solo_aware(hard)}

__all__ = ["FACTORIES", "EasyBot", "NormalBot", "HardBot", "TurnPlan", "plan_turn"]
