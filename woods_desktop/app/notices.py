"""Notices: a message that stays on screen until the player dismisses it (a broken save, a broken
statistics file), where a toast would be gone before it is read.

A notice is queued here and shown by the next screen that asks for it (`show_next`, called from the
menu's, saved games' and statistics' `update`): a screen finds broken files while it is being built,
and a notice pushed then would land under it. The "notice" scene draws it (scenes/dialogs.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from woods_desktop.saves.store import BrokenFile

if TYPE_CHECKING:
    from woods_desktop.app.app import App

QUEUE = "notices"  # the key in `app.services`
SCENE = "notice"


@dataclass(frozen=True)
class Notice:
    """A title, a paragraph in the player's language, and a file path shown on lines of its own
    (a path has no spaces to wrap at)."""

    title: str
    text: str
    path: str = ""


def post(app: App, notice: Notice) -> None:
    queue: list[Notice] = app.services.setdefault(QUEUE, [])
    if notice not in queue:
        queue.append(notice)


def pending(app: App) -> list[Notice]:
    queue: list[Notice] = app.services.setdefault(QUEUE, [])
    return queue


def show_next(app: App) -> bool:
    """Open the oldest queued notice over the current screen; True when one was opened."""
    queue = pending(app)
    if not queue or (app.scene is not None and app.scene.name == SCENE):
        return False
    app.push(SCENE, notice=queue.pop(0))
    return True


def save_title(app: App, path: Path) -> str | None:
    """The game a save slot file belongs to, as the player knows it: "The Wolf is Coming",
    "Whispering Woods, solo mission 3"; None when the file names no game (an old single save)."""
    stem = path.name[: -len(".json")] if path.name.endswith(".json") else path.stem
    game, _, mission = stem.partition(".")
    key = f"{game}.title"
    if not game or not app.strings.has(key):
        return None
    title = app.t(key)
    return app.t("store.save_of_mission", game=title, level=mission) if mission else title


def _kept(app: App, broken: BrokenFile) -> tuple[str, str]:
    if broken.moved_to is not None:
        return app.t("store.kept_aside"), str(broken.moved_to)
    return app.t("store.not_moved"), str(broken.path)


def broken_save(app: App, broken: BrokenFile) -> Notice:
    """Which game's save could not be read, that it was kept aside, and where (never the raw error:
    it is in English and means nothing to a player; the file itself is kept for a bug report)."""
    game = save_title(app, broken.path)
    first = app.t("store.broken_save", game=game) if game else app.t("store.broken_save_unknown")
    kept, where = _kept(app, broken)
    return Notice(app.t("store.broken_save_title"), f"{first} {kept}", where)


def broken_stats(app: App, broken: BrokenFile) -> Notice:
    kept, where = _kept(app, broken)
    return Notice(app.t("store.broken_stats_title"), f"{app.t('store.broken_stats')} {kept}", where)


def broken_settings(app: App, broken: BrokenFile) -> Notice:
    kept, where = _kept(app, broken)
    return Notice(app.t("store.broken_settings_title"), f"{app.t('store.broken_settings')} {kept}", where)


__all__ = ["Notice", "broken_save", "broken_settings", "broken_stats", "pending", "post", "save_title", "show_next"]
