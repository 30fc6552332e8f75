"""The Wolf is Coming (Волк идёт!): the pure engine of the cooperative children's game.

Public API: `new_game(config, seed, data)`, `WolfState`, its typed `WolfView`,
the actions (with `ACTION_TYPES`), the data types (`WolfData`, `Hero`,
`TaskCard`, `Difficulty`), `determinize` (a full state consistent with a view,
for the bots' search) and `undoable` (the undo policy). Board geometry is in
`board`, token kinds in `tokens`, reachability in `paths`.
"""

from woods_desktop.games.wolf.rules.actions import (
    ACTION_TYPES,
    ClearBlock,
    EndMove,
    FinishTurn,
    Give,
    PlayHelp,
    SkipMove,
    Step,
    TakeToken,
    TaskAnswer,
)
from woods_desktop.games.wolf.rules.determinize import determinize, unseen_kinds
from woods_desktop.games.wolf.rules.phases import PHASES, REFUSED
from woods_desktop.games.wolf.rules.pieces import GREEN, ORANGE, Difficulty, Hero, TaskCard, WolfData
from woods_desktop.games.wolf.rules.state import STANDARD, WolfState, new_game, read_config
from woods_desktop.games.wolf.rules.undo import undoable
from woods_desktop.games.wolf.rules.view import (
    BEST,
    DEFEAT,
    MOVE,
    OVER,
    SURPRISE,
    TASK,
    TOKEN,
    HeroCard,
    TaskShown,
    Token,
    WolfView,
)

__all__ = [
    "ACTION_TYPES",
    "BEST",
    "ClearBlock",
    "DEFEAT",
    "Difficulty",
    "EndMove",
    "FinishTurn",
    "GREEN",
    "Give",
    "Hero",
    "HeroCard",
    "MOVE",
    "ORANGE",
    "OVER",
    "PHASES",
    "PlayHelp",
    "REFUSED",
    "STANDARD",
    "SURPRISE",
    "SkipMove",
    "Step",
    "TASK",
    "TOKEN",
    "TakeToken",
    "TaskAnswer",
    "TaskCard",
    "TaskShown",
    "Token",
    "WolfData",
    "WolfState",
    "WolfView",
    "determinize",
    "new_game",
    "read_config",
    "undoable",
    "unseen_kinds",
]
