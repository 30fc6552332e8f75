"""The moves the host makes itself: for its own computers, the rules' own seats (the robot), a stand-in
computer playing an absent person's seat, and the table's cards when nobody sits at the table.

Kept apart from the host's game because these moves are thought, not received: the server asks for one in a
worker thread, off its loop, so it keeps answering the joined computers while a computer thinks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from woods_desktop.net.game import HostGame


def host_choice(game: HostGame) -> tuple[int, Any] | None:
    """(seat, action) the host plays now for a seat it answers for (None: a joined computer's turn)."""
    seat = game.to_move()
    if seat is None or not game.host_plays(seat):
        return None
    legal = game.state.legal_actions(seat)
    if not legal:
        return None
    kinds = game.seat_kinds()
    kind = kinds[seat] if seat < len(kinds) else "robot"
    if seat in game.stand_ins and game.make_bot is not None:
        bot = game.bots.get(-1 - seat) or game.make_bot(game.stand_ins[seat], seat)
        game.bots[-1 - seat] = bot
        return seat, bot.choose(game.state.view(seat), legal)
    if kind == "table" and game.table_chooser is not None:
        return seat, game.table_chooser(None, legal)
    bot = game.bots.get(seat)
    if bot is None or kind == "robot":
        return seat, legal[0]
    if kind == "random":
        return seat, bot.choose({}, legal)
    return seat, bot.choose(game.state.view(seat), legal)
