"""Woodlanders: the trick-taking game of pain suits and Wardens, with D4-ST8.

Public API: `new_game(config, seed, rules)`, `WoodlandersState`, the actions
`ChooseWarden`, `DealerChoose`, `Play` (with `ACTION_TYPES`), `WoodlandersRules`,
`robot_play` and `explain_card` (from a view).
"""

from woods_desktop.games.woodlanders.rules.actions import ACTION_TYPES, ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.cards import Card, WoodlandersRules, full_deck, sort_cards
from woods_desktop.games.woodlanders.rules.robot import robot_play
from woods_desktop.games.woodlanders.rules.rules import explain_card
from woods_desktop.games.woodlanders.rules.state import (
    STANDARD,
    THREE_PLAYER,
    WoodlandersState,
    human_seats,
    new_game,
)

__all__ = [
    "ACTION_TYPES", "Card", "ChooseWarden", "DealerChoose", "Play", "STANDARD", "THREE_PLAYER",
    "WoodlandersRules", "WoodlandersState", "explain_card", "full_deck", "human_seats",
    "new_game", "robot_play", "sort_cards",
]
