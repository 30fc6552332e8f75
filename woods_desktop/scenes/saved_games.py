"""Saved games: every unfinished game (game, players, round, when) to resume or delete.

The wording of a save (`describe_save`, `when_text`) is shared with the menu's
Continue line and the question asked before a new game replaces a save.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.scene import register_scene
from woods_desktop.saves.games import SaveInfo, delete_save, list_saves
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import Button, FocusRing

ROWS_SHOWN = 6


def when_text(app: Any, stamp: float, now: float | None = None) -> str:
    """ "18:02" today, "yesterday 18:02", else the date and time."""
    now = time.time() if now is None else now
    at, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", at)
    if at[:3] == today[:3]:
        return clock
    if time.localtime(now - 86400)[:3] == at[:3]:
        return app.t("saved.yesterday", time=clock)
    return app.t("saved.on_date", date=time.strftime("%Y-%m-%d", at), time=clock)


def game_title(app: Any, game_id: str) -> str:
    key = f"{game_id}.title"
    return app.t(key) if app.strings.has(key) else game_id


def describe_save(app: Any, info: SaveInfo) -> str:
    """ "Woodlanders · Anna, Boris, Computer · round 2 · 18:02"."""
    parts = [game_title(app, info.game)]
    if info.names:
        parts.append(", ".join(info.names))
    if info.round is not None:
        parts.append(app.t("saved.round", round=info.round))
    parts.append(when_text(app, info.saved_at))
    return " · ".join(parts)


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
        widgets: list[Any] = []
        for i, info in enumerate(self.saves[:ROWS_SHOWN]):
            y = 128 + i * 76
            resume = Button(
                app,
                app.t("saved.resume"),
                lambda s=info.slot: self._resume(s),
                design_rect(app, 860, y + 12, 160, 48),
                "primary",
                icon="icon-play",
            )
            delete = Button(
                app,
                app.t("saved.delete"),
                lambda s=info: self._delete(s),
                design_rect(app, 1036, y + 12, 140, 48),
                "secondary",
            )
            self.rows.append((info, resume, delete))
            widgets += [resume, delete]
        self.focus.set([*widgets, self.back])

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
        for i, (info, _, _) in enumerate(self.rows):
            r = design_rect(app, 104, 128 + i * 76, 740, 72)
            icon = app.images.get(f"game-{info.game}", app.px(88), app.px(55))
            surface.blit(icon, (r.x, r.y + app.px(8)))
            title = app.fonts.render(game_title(app, info.game), app.px(theme.TYPE_LEAD), theme.INK, "bold")
            surface.blit(title, (r.x + app.px(104), r.y + app.px(6)))
            details = [", ".join(info.names)] if info.names else []
            if info.round is not None:
                details.append(app.t("saved.round", round=info.round))
            details.append(when_text(app, info.saved_at))
            line = " · ".join(details)
            room = r.w - app.px(112)
            size = theme.TYPE_BODY
            if app.fonts.font(app.px(size)).size(line)[0] > room:
                size = theme.TYPE_SMALL
            text = app.fonts.render(line, app.px(size), theme.INK_SOFT)
            surface.blit(text, (r.x + app.px(104), r.y + app.px(40)))
        if len(self.saves) > ROWS_SHOWN:
            more = app.fonts.render(
                app.t("saved.more", n=len(self.saves) - ROWS_SHOWN), app.px(theme.TYPE_SMALL), theme.INK_SOFT
            )
            surface.blit(more, design_rect(app, 104, 580, 1, 1).topleft)
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {}
