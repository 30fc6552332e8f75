"""From a setup to a game: the options and config the engine takes, the unfinished game it would replace,
and the session it starts with its seats.

Kept apart from the setup screen because none of it is the screen's: it reads the seats and options the
rows hold and asks nothing of the widgets, and a game started here is the same whoever set it up.
"""

from __future__ import annotations

from typing import Any, Callable

from woods_desktop.app.launch import new_seed, open_session
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import GameDefinition, OptionSpec, VariantSpec, make_config
from woods_desktop.data.seat_words import seat_names
from woods_desktop.saves.games import save_for, slot_id
from woods_desktop.scenes.saved_games import game_title, when_text
from woods_desktop.scenes.setup_seats import people_seats


def game_options(options: dict[str, Any], role_opt: OptionSpec | None, seated: list[dict[str, Any]]) -> dict[str, Any]:
    """The options as the game's config takes them, with every seat's role in turn order."""
    out = {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in options.items()}
    if role_opt is not None:
        out[role_opt.id] = [s["role"] for s in seated]
    return out


def game_config(
    app: Any, definition: GameDefinition, variant_id: str, seated: list[dict[str, Any]], options: dict[str, Any]
) -> dict[str, Any]:
    # the engine words its refusals and hints with these: each seat as every screen names it
    names = seat_names(app.t, [(s["name"].strip(), s["kind"]) for s in seated])
    return make_config(definition, len(seated), variant_id, options, names)


def begin_unless_unfinished(app: Any, game: str, config: dict[str, Any], begin: Callable[[], None]) -> None:
    """Begin at once, or, when an unfinished game of this setup is saved, after asking to replace it."""
    unfinished = save_for(slot_id(game, config))
    if unfinished is None:
        begin()
        return
    question = app.t("setup.replace_confirm", game=game_title(app, game), when=when_text(app, unfinished.saved_at))
    app.push("confirm", text=question, on_yes=begin)  # "No" has the focus


def begin_game(
    app: Any, definition: GameDefinition, variant: VariantSpec, seated: list[dict[str, Any]], config: dict[str, Any]
) -> None:
    seats = people_seats(seated)
    if variant.robot_seat:
        seats.append(Seat("D4-ST8", "robot", 4))
    if definition.extras.get("table_seat"):
        seats.append(Seat(app.t("setup.table_seat"), "table", 4))
    session = GameSession.start(definition, config, new_seed(), seats)
    open_session(app, session)
