"""Voice of the Woods: the rules of the Russian word game, as a pure engine.

The engine checks how a word is built from the cards (letters, cards, used-up
words, cubes to pay) but never whether it is a Russian noun: the app and the
bots ask the dictionary before they send a `Compose`, so this package imports
nothing from `words/`.
"""

from woods_desktop.games.voice.rules.actions import (
    ACTION_TYPES,
    Compose,
    ElderDecline,
    ElderTrade,
    KeepField,
    LeaderCube,
    MoveCube,
    NoWord,
    PlaceCube,
    RefreshPlace,
    RemoveCard,
    RemoveLine,
    SkipCube,
)
from woods_desktop.games.voice.rules.cards import CardSpec, Face, SeatSetup, VoiceData, VoiceRules
from woods_desktop.games.voice.rules.state import VoiceState, new_game

__all__ = [
    "ACTION_TYPES",
    "CardSpec",
    "Compose",
    "ElderDecline",
    "ElderTrade",
    "Face",
    "KeepField",
    "LeaderCube",
    "MoveCube",
    "NoWord",
    "PlaceCube",
    "RefreshPlace",
    "RemoveCard",
    "RemoveLine",
    "SeatSetup",
    "SkipCube",
    "VoiceData",
    "VoiceRules",
    "VoiceState",
    "new_game",
]
