"""Saved games: every unfinished game (game, players, how far it got, when) to resume or delete.

The wording of a save (`describe_save`, `save_details`, `when_text`) is shared with the menu's
Continue line and the question asked before a new game replaces a save. How far a game got is the
game's own wording (its plugin's `progress` hook) of the save's replayed state, cached per file
version so listing the saves replays each one once.
"""

from __future__ import annotations

import math
import time
from functools import partial
from typing import Any, Callable

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.scene import register_scene
from woods_desktop.data.seat_words import pairs_of, seat_names
from woods_desktop.games import GAMES
from woods_desktop.saves.games import SaveInfo, delete_save, list_saves
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import Button, FocusRing

ROWS_SHOWN = 6


def when_text(app: Any, stamp: float, now: float | None = None, dated: bool = False) -> str:
    """ "18:02" today, "yesterday 18:02", else the date and time; `dated`: always the date and time (a
    list of games finished on several days, where "18:02" alone says nothing of which day)."""
    now = time.time() if now is None else now
    at, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", at)
    if dated:
        return str(app.t("saved.on_date", date=time.strftime("%Y-%m-%d", at), time=clock))
    if at[:3] == today[:3]:
        return clock
    if time.localtime(now - 86400)[:3] == at[:3]:
        return str(app.t("saved.yesterday", time=clock))
    return str(app.t("saved.on_date", date=time.strftime("%Y-%m-%d", at), time=clock))


def game_title(app: Any, game_id: str) -> str:
    key = f"{game_id}.title"
    return app.t(key) if app.strings.has(key) else game_id


_PROGRESS: dict[tuple[str, int, int], tuple[str, dict[str, Any]] | None] = {}


def save_progress(info: SaveInfo) -> tuple[str, dict[str, Any]] | None:
    """(message key, params) for how far the saved game got: as the save wrote it, else (a save from
    before it did) from the public view of its replayed state through the game's plugin; None when the
    game says nothing or the save does not replay (it is explained when someone tries to resume it).
    Replays are cached per (file, modification time, size)."""
    written = info.meta.get("progress")
    if (
        isinstance(written, list)
        and len(written) == 2
        and isinstance(written[0], str)
        and isinstance(written[1], dict)
        and all(isinstance(k, str) for k in written[1])
    ):
        return written[0], dict(written[1])
    try:
        stat = info.path.stat()
    except OSError:
        return None
    key = (str(info.path), stat.st_mtime_ns, stat.st_size)
    if key not in _PROGRESS:
        _PROGRESS[key] = _replayed_progress(info)
    return _PROGRESS[key]


def _replayed_progress(info: SaveInfo) -> tuple[str, dict[str, Any]] | None:
    game = next((g for g in GAMES if g.id == info.game and g.playable), None)
    if game is None or not game.progress_ref:
        return None
    import json

    from woods_desktop.core.replay import replay  # the engine's replay loads with the first save described

    try:
        with open(info.path, encoding="utf-8") as fh:
            record = json.load(fh)
        state, _ = replay(record, {game.id: game.definition()})
        return game.progress(state.view(None))
    except Exception:  # any save that does not replay: nothing to say here, resume explains it
        return None


def _progress_words(app: Any, progress: tuple[str, dict[str, Any]] | None) -> str | None:
    """The progress in words; None for a key or figures these strings cannot say (a save is only data)."""
    if progress is None or not app.strings.has(progress[0]):
        return None
    try:
        return str(app.t(progress[0], **progress[1]))
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def save_details(app: Any, info: SaveInfo) -> list[str]:
    """What follows the game's name: the players (each person once), how far it got, when."""
    named = seat_names(app.t, pairs_of(info.seats))  # as every screen names a seat ("Computer (normal)")
    players = [named[i] for i in info.player_seats()]
    parts = [", ".join(players)] if players else []
    progress = _progress_words(app, save_progress(info))
    if progress is not None:
        parts.append(progress)
    elif info.round is not None:  # a game without a progress hook: the round its view reported
        parts.append(app.t("saved.round", round=info.round))
    parts.append(when_text(app, info.saved_at))
    return parts


def describe_save(app: Any, info: SaveInfo) -> str:
    """ "Woodlanders · Anna, Boris, Computer · round 2 of 3 · 18:02"."""
    return " · ".join([game_title(app, info.game), *save_details(app, info)])


def describe_save_within(app: Any, info: SaveInfo, fits: Callable[[str], bool]) -> str:
    """`describe_save` shortened until `fits` it (`shortened`): the game's name stays, and every part kept is
    whole but the players' names, which lose their last names first."""
    return shortened([game_title(app, info.game), *save_details(app, info)], fits, 1)


def shortened(parts: list[str], fits: Callable[[str], bool], kept: int = 0) -> str:
    """`parts` joined with " · " until the line `fits` or one part is left: the longest after the first `kept`
    goes, a list of names losing its last names first (marked "…"), any other part whole (a part cut inside,
    "подарков в доме: 0…", said something else than it meant)."""
    parts = [piece for part in parts for piece in part.split(" · ")]  # "15 steps to go · presents: 0 of 10"
    line = " · ".join(parts)
    while not fits(line) and len(parts) > max(1, kept):
        i = max(range(kept, len(parts)), key=lambda k: len(parts[k]))
        names = parts[i].rstrip("…").split(", ")
        if len(names) > 1:
            parts[i] = ", ".join(names[:-1]) + "…"
        else:
            del parts[i]
        line = " · ".join(parts)
    return line


def continue_line(app: Any, info: SaveInfo, width: int) -> tuple[str, int]:
    """The menu's line saying what Continue resumes, and its text size, within `width` px: body size, the
    small one when too wide, and when even that is wider (Russian at 150 %: long names ran past the
    window's edge) the description shortened to fit."""
    line = app.t("menu.continue_what", what=describe_save(app, info))
    for size in (theme.TYPE_BODY, theme.TYPE_SMALL):
        if app.fonts.font(app.px(size)).size(line)[0] <= width:
            return line, size
    font = app.fonts.font(app.px(theme.TYPE_SMALL))
    what = describe_save_within(app, info, lambda t: font.size(app.t("menu.continue_what", what=t))[0] <= width)
    return app.t("menu.continue_what", what=what), theme.TYPE_SMALL


def _fits(font: pygame.font.Font, width: int, text: str) -> bool:
    return bool(font.size(text)[0] <= width)


@register_scene("saved_games")
class SavedGamesScene(PageScene):
    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.saves, broken = list_saves()
        for b in broken:  # shown by `update` once this screen is up, until dismissed
            notices.post(app, notices.broken_save(app, b))
        self.back = back_button(app, app.pop)
        self.rows: list[tuple[SaveInfo, Button, Button]] = []
        self.details: dict[str, str] = {}
        self.detail_parts: dict[str, list[str]] = {}
        self.row_y: dict[str, tuple[int, list[str]]] = {}  # slot: design y and, at a larger text, its lines
        widgets: list[Any] = []
        # Resume's words and its icon at the player's text size (Russian at 125 % dropped the icon from 160):
        # a wider button, the row's description giving it the room
        words = app.fonts.font(app.px(theme.TYPE_BODY), "bold").size(app.t("saved.resume"))[0] / app.scale
        resume_w = max(160, math.ceil(words + theme.TYPE_BODY * 1.25 + 8 + 16 + 4))
        self.detail_w = 740 - (resume_w - 160)
        y = 128
        for i, info in enumerate(self.saves):
            parts = save_details(app, info)
            lines, h = self._larger_lines(parts) if app.fonts.text_size > 1 else ([], 76)
            last = i + 1 == len(self.saves)
            if i == ROWS_SHOWN or y + h - 4 > (604 if last else 580):  # room for "N more" below the rows
                break
            resume = Button(
                app,
                app.t("saved.resume"),
                partial(self._resume, info.slot),
                design_rect(app, 1020 - resume_w, y + 12, resume_w, 48),
                "primary",
                icon="icon-play",
            )
            delete = Button(
                app,
                app.t("saved.delete"),
                partial(self._delete, info),
                design_rect(app, 1036, y + 12, 140, 48),
                "secondary",
            )
            self.rows.append((info, resume, delete))
            self.details[info.slot], self.detail_parts[info.slot] = " · ".join(parts), parts
            self.row_y[info.slot] = (y, lines)
            widgets += [resume, delete]
            y += h
        self.focus.set([*widgets, self.back])

    def _larger_lines(self, parts: list[str]) -> tuple[list[str], int]:
        """At a larger text a row's description goes under its name and buttons, the row's width, in as many
        lines as it takes at the body size (never smaller than at 100 %, never cut): (lines, row height)."""
        app = self.app
        lines = app.fonts.wrap(" · ".join(parts), app.px(theme.TYPE_BODY), app.px(1176 - 208))
        line_h = app.fonts.font(app.px(theme.TYPE_BODY)).get_linesize() / app.scale
        return lines, math.ceil(64 + len(lines) * line_h + 8)

    def update(self, dt: float) -> bool:
        return notices.show_next(self.app)

    def _resume(self, slot: str) -> None:
        from woods_desktop.app.launch import resume_slot  # loads the games only when needed

        resume_slot(self.app, slot)

    def _delete(self, info: SaveInfo) -> None:
        app = self.app

        def yes() -> None:
            delete_save(info.slot)
            self.layout()
            self.dirty = True

        app.push(
            "confirm",
            text=app.t("saved.delete_confirm", game=game_title(app, info.game), when=when_text(app, info.saved_at)),
            on_yes=yes,
        )

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("saved.title"))
        sheet(surface, app, design_rect(app, 80, 104, 1120, 500))
        if not self.rows:
            t = app.fonts.render(app.t("saved.empty"), app.px(theme.TYPE_LEAD), theme.INK_SOFT, "bold")
            surface.blit(t, t.get_rect(center=design_rect(app, 80, 104, 1120, 500).center))
        for info, _, _ in self.rows:
            y, lines = self.row_y[info.slot]
            r = design_rect(app, 104, y, self.detail_w, 72)
            icon = app.images.get(f"game-{info.game}", app.px(88), app.px(55))
            surface.blit(icon, (r.x, r.y + app.px(8)))
            title = app.fonts.render(game_title(app, info.game), app.px(theme.TYPE_LEAD), theme.INK, "bold")
            if lines:  # a larger text: the name beside the buttons, the description in full below them
                surface.blit(title, (r.x + app.px(104), r.y + app.px(36) - title.get_height() // 2))
                font = app.fonts.font(app.px(theme.TYPE_BODY))
                for k, line in enumerate(lines):
                    text = app.fonts.render(line, app.px(theme.TYPE_BODY), theme.INK_SOFT)
                    surface.blit(text, (r.x + app.px(104), r.y + app.px(64) + k * font.get_linesize()))
                continue
            surface.blit(title, (r.x + app.px(104), r.y + app.px(6)))
            # body size; too wide, the small size; still too wide, the longest part (the players, as a rule)
            # shortened with "…"
            room = r.w - app.px(112)
            px = app.px(theme.TYPE_BODY)
            font = app.fonts.font(px)
            if font.size(self.details[info.slot])[0] > room:
                px = app.px(theme.TYPE_SMALL)
                font = app.fonts.font(px)
            line = shortened(self.detail_parts[info.slot], partial(_fits, font, room))
            text = app.fonts.render(line, px, theme.INK_SOFT)
            surface.blit(text, (r.x + app.px(104), r.y + app.px(40)))
        if len(self.saves) > len(self.rows):
            more = app.fonts.render(
                app.t("saved.more", n=len(self.saves) - len(self.rows)), app.px(theme.TYPE_SMALL), theme.INK_SOFT
            )
            surface.blit(more, design_rect(app, 104, 580, 1, 1).topleft)
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {}
