"""Starting and resuming games: the one path from menu, setup, saved games and Continue into a game scene."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from woods_desktop.app import notices
from woods_desktop.app.session import GameSession
from woods_desktop.core.replay import rules_changed
from woods_desktop.data.loader import DataError
from woods_desktop.games import definitions as game_definitions
from woods_desktop.saves.games import latest_save, load_record, slot_path
from woods_desktop.saves.store import BrokenFile

if TYPE_CHECKING:
    from woods_desktop.app.app import App


def new_seed() -> int:
    return random.Random(time.time_ns()).randrange(2**31)


def open_session(app: App, session: GameSession) -> None:
    """Show the game's scene for a session (scenes are named after game ids)."""
    app.reset_to("menu")
    app.push(session.definition.id, session=session)


def restart_session(app: App, session: GameSession) -> None:
    """The same table (seats, variant, options) with a fresh shuffle; a lesson from its first step."""
    from woods_desktop.app.guided import GuidedSession, is_guided

    if is_guided(session):
        open_session(app, GuidedSession.begin(session.definition.id, app.t, fresh=True))
        return
    seed = dealt_seed(app, session.definition.id, session.config, avoid=session.seed)
    open_session(app, GameSession.start(session.definition, session.config, seed, session.seats))


def dealt_seed(app: App, game_id: str, config: dict[str, Any], avoid: int | None = None) -> int:
    """The seed a new game of `config` is dealt from: the game's own choice when it makes one (a solo
    mission's proven shuffle, unless the setting "any shuffle" is on), else a fresh one."""
    from woods_desktop.games import plugin

    try:
        game = plugin(game_id)
    except KeyError:
        return new_seed()
    chosen = game.deal(config, bool(app.settings.any_shuffle), avoid)
    return new_seed() if chosen is None else chosen


def open_guide(app: App, game_id: str, fresh: bool = False) -> bool:
    """The game's guided first game, resumed where it was left (or from its first step)."""
    from woods_desktop.app.guided import GuidedSession

    try:
        session = GuidedSession.begin(game_id, app.t, fresh=fresh)
    except DataError as exc:
        app.toast(app.t("store.broken_data", name=Path(exc.path).name, key=exc.key, problem=exc.problem), "error")
        return False
    open_session(app, session)
    return True


def resume_path(app: App, path: Path) -> bool:
    """Resume the game saved at `path`; a save that does not replay is named, moved aside, and the menu goes on.

    A save made under other rules data still resumes when its actions replay,
    with a notice saying so.
    """
    try:
        definitions = game_definitions()
        loaded = load_record(path, definitions)
    except DataError as exc:  # the program's own data is damaged: name it, keep the save
        app.toast(app.t("store.broken_data", name=Path(exc.path).name, key=exc.key, problem=exc.problem), "error")
        return False
    except BrokenFile as broken:  # named, with where it was kept, until the player dismisses it
        app.relayout()
        notices.post(app, notices.broken_save(app, broken))
        notices.show_next(app)
        app.sound.play("error")
        return False
    if loaded is None:
        app.toast(app.t("menu.nothing_to_continue"), "info")
        return False
    record, state, actions = loaded
    definition = definitions[record["game"]]
    session = GameSession.resume(definition, record, state, actions)
    open_session(app, session)
    if rules_changed(record, definition):
        app.toast(app.t("store.rules_changed", game=app.t(definition.title_key)), "info")
    return True


def resume_slot(app: App, slot: str) -> bool:
    return resume_path(app, slot_path(slot))


def resume_last(app: App) -> bool:
    """Continue the most recently played unfinished game."""
    info = latest_save()
    if info is None:
        app.toast(app.t("menu.nothing_to_continue"), "info")
        return False
    return resume_path(app, info.path)
