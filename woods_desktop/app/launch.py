"""Starting and resuming games: the one path from menu/setup/Continue into a game scene."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from woods_desktop.app.session import GameSession
from woods_desktop.games import definitions as game_definitions
from woods_desktop.data.loader import DataError
from woods_desktop.saves.games import current_path, load_record
from woods_desktop.saves.store import BrokenFile

if TYPE_CHECKING:
    from woods_desktop.app.app import App


def open_session(app: "App", session: GameSession) -> None:
    """Show the game's scene for a session (scenes are named after game ids)."""
    app.reset_to("menu")
    app.push(session.definition.id, session=session)


def restart_session(app: "App", session: GameSession) -> None:
    """The same table (seats, variant, options) with a fresh shuffle."""
    import random
    import time

    seed = random.Random(time.time_ns()).randrange(2**31)
    open_session(app, GameSession.start(session.definition, session.config, seed, session.seats))


def resume_last(app: "App") -> bool:
    """Continue the last unfinished game; a broken save is reported and moved aside."""
    try:
        loaded = load_record(current_path(), game_definitions())
    except DataError as exc:  # the program's own data is damaged: name it, keep the save
        app.toast(app.t("store.broken_data", name=Path(exc.path).name, key=exc.key, problem=exc.problem), "error")
        return False
    except BrokenFile as broken:
        moved = broken.moved_to.name if broken.moved_to else "-"
        app.toast(app.t("store.broken_save", name=broken.path.name, moved=moved, reason=broken.reason), "error")
        app.relayout()
        return False
    if loaded is None:
        app.toast(app.t("menu.nothing_to_continue"), "info")
        return False
    record, state, actions = loaded
    session = GameSession.resume(game_definitions()[record["game"]], record, state, actions)
    open_session(app, session)
    return True
