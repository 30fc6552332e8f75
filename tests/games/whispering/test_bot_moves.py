"""The Whispering Woods computers play exactly the moves recorded before they asked the engine (issue 22).

The bonus card (`scoring.bonus_card`) and a task's completion (`paths.complete_on`) were copied in
the bots (`outlook.bonus_value`, `board.Board.complete`); both now call the engine's own helpers,
and every move of the recorded games (2 players per level, and solo missions) must stay the same.
"""

from __future__ import annotations

import pytest

from games.bot_replay import play, recorded  # tests/ is on the path

GAMES = [(game, *r) for game in ("whispering", "whispering-solo") for r in recorded(game)]


@pytest.mark.parametrize(("game", "level", "seed", "actions", "digest"), GAMES)
def test_the_bots_play_the_recorded_moves(game, level, seed, actions, digest):
    assert play(game, level, seed) == (actions, digest)


def test_the_bots_take_the_bonus_card_the_engine_gives(monkeypatch):
    """Rulebook "Bonus Cards": the bots' worth of a chain's bonus card is the engine's `bonus_card` (no
    copy with `tasks < 2` written in): a changed rule reaches them."""
    from woods_desktop.games.whispering.bots import outlook as module
    from woods_desktop.games.whispering.bots.outlook import FULL, Outlook
    from woods_desktop.games.whispering.rules.scoring import bonus_card

    bonus = ((2, 3, 4), (3, 5, 0), (4, 8, 2), (5, 12, 1))  # the 3x cards all taken
    look = Outlook(0, 8, 0, 0, 3.0, bonus, 2, FULL)
    sizes, left = [b[0] for b in bonus], [b[2] for b in bonus]
    for tasks in range(0, 8):
        card = bonus_card(tasks, left, sizes)
        assert look.bonus_value(tasks) == (0 if card is None else bonus[card][1])
    assert look.bonus_value(3) == 3  # no 3x card left: the next lower one
    monkeypatch.setattr(module, "bonus_card", lambda tasks, left, sizes: 3)
    module._bonus_points.cache_clear()
    try:
        assert look.bonus_value(1) == 12
    finally:
        monkeypatch.undo()
        module._bonus_points.cache_clear()


def test_the_bots_complete_a_task_as_the_engine_does(monkeypatch):
    """Rulebook step 3 C-D: the task's tile leaves, the path's end turns task side up with the animal;
    the bots' board calls the engine's `complete_on`, as the engine's own move does."""
    from woods_desktop.games.whispering.bots import board as module
    from woods_desktop.games.whispering.bots.board import Board
    from woods_desktop.games.whispering.rules.tiles import Tile

    tiles = [Tile(0, "fruits", ("water", "leaves"), 4), Tile(1, "water", ("fruits", "water"), 4)]
    tiles.append(Tile(2, "leaves", ("water", "water"), 4))
    b = Board()
    b.place(tiles[0], (0, 0), True)
    b.place(tiles[1], (1, 0), False)
    b.place(tiles[2], (2, 0), False)
    calls = []
    real = module.complete_on

    def spy(*args):
        calls.append(args[1:3])
        return real(*args)

    monkeypatch.setattr(module, "complete_on", spy)
    done = b.complete((0, 0), ((1, 0), (2, 0)))
    assert done is tiles[0] and calls == [((0, 0), ((1, 0), (2, 0)))]
    assert b.cells == {(1, 0): ("water", False), (2, 0): ("leaves", True)} and b.tasks == [(2, 0)]
