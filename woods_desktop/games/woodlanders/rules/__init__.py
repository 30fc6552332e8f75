"""Woodlanders: the trick-taking game of pain suits and Wardens, with D4-ST8.

Public API: `new_game(config, seed, rules)`, `WoodlandersState`, its typed
`WoodlandersView`, the actions `ChooseWarden`, `DealerChoose`, `Play` (with
`ACTION_TYPES`), `WoodlandersRules`, `robot_play`, and `determinize` (a full
state consistent with a view, for the bots' search).
"""

from woods_desktop.games.woodlanders.rules.actions import ACTION_TYPES, ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.cards import Card, WoodlandersRules, full_deck, sort_cards
from woods_desktop.games.woodlanders.rules.determinize import determinize, from_view
from woods_desktop.games.woodlanders.rules.phases import DEALER_CHOICE, OVER, PHASES, PLAY, WARDENS
from woods_desktop.games.woodlanders.rules.robot import robot_play
from woods_desktop.games.woodlanders.rules.state import (
    STANDARD,
    THREE_PLAYER,
    WoodlandersState,
    human_seats,
    new_game,
)
from woods_desktop.games.woodlanders.rules.view import LastTrick, RoundSummary, TrickPlay, WoodlandersView

__all__ = [
    "ACTION_TYPES",
    "Card",
    "ChooseWarden",
    "DEALER_CHOICE",
    "DealerChoose",
    "LastTrick",
    "OVER",
    "PHASES",
    "PLAY",
    "Play",
    "RoundSummary",
    "STANDARD",
    "THREE_PLAYER",
    "TrickPlay",
    "WARDENS",
    "WoodlandersRules",
    "WoodlandersState",
    "WoodlandersView",
    "determinize",
    "from_view",
    "full_deck",
    "human_seats",
    "new_game",
    "robot_play",
    "sort_cards",
]
