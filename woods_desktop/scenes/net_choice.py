""" "Play on this network", from the menu: host a game (which one) or join one another computer hosts, or, when this
computer was hosting a game of that kind when it stopped, resume it (its joined computers come back by themselves)."""

from __future__ import annotations

import json
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.games import playable
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, grown, sheet
from woods_desktop.ui.widgets import Button, FocusRing

SHEET = (340, 130, 600, 480)  # design px at 1280x720
LEAD_LINES = 6  # the lead says what a network game is and where a person joins from: whole at 150 %


@register_scene("net_choice")
class NetChoiceScene(PageScene):
    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        games = playable()
        self.game_ids = [g.id for g in games]
        self.game_index = 0
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        x, top, w, _ = SHEET
        self.lead_room = design_rect(app, x + 32, top + 28, w - 64, 96)
        # larger text: the lead's lines take the height they need and everything under them moves down
        lines = app.fonts.wrap(app.t("net.choice.lead"), app.px(theme.TYPE_BODY), self.lead_room.w)[:LEAD_LINES]
        need = len(lines) * app.fonts.font(app.px(theme.TYPE_BODY)).get_linesize() / app.scale
        self.grown = max(0.0, need - 96)
        y = top + self.grown
        self.lead_room = design_rect(app, x + 32, top + 28, w - 64, 96 + self.grown)
        self.game_label = design_rect(app, x + 32, y + 124, w - 64, grown(app, 28))
        self.game = Choice(
            app,
            self.game_ids,
            [app.t(f"{g}.title") for g in self.game_ids],
            self.game_index,
            self._set_game,
            design_rect(app, x + 32, y + 124 + grown(app, 32), w - 64, 48),
        )
        self.host = Button(
            app,
            app.t("net.choice.host"),
            self._host,
            design_rect(app, x + 32, y + 232, w - 64, 56),
            "primary",
            icon="icon-play",
            size=theme.TYPE_LEAD,
        )
        self.join = Button(
            app,
            app.t("net.choice.join"),
            self._join,
            design_rect(app, x + 32, y + 320, w - 64, 56),
            "secondary",
            icon="icon-continue",
            size=theme.TYPE_LEAD,
        )
        self.resume: Button | None = None
        kept = self._kept()
        if kept is not None:
            game_id, moves = kept
            title, room = app.t(f"{game_id}.title"), design_rect(app, 0, 0, w - 64 - 72, 1).w
            full = app.t("net.choice.resume_game", game=title, n=moves)
            short = app.t("net.choice.resume_game_short", game=title)  # a larger text: the moves' count goes
            tries = [(full, theme.TYPE_BODY), (full, theme.TYPE_SMALL), (short, theme.TYPE_BODY)]
            fitting = [t for t in tries if app.fonts.font(app.px(t[1]), "bold").size(t[0])[0] <= room]
            words, size = fitting[0] if fitting else (short, theme.TYPE_SMALL)
            rect = design_rect(app, x + 32, y + 400, w - 64, 48)
            self.resume = Button(app, words, self._resume, rect, "secondary", icon="icon-continue", size=size)
        self.focus.set([b for b in (self.game, self.host, self.join, self.resume, self.back) if b is not None])

    def _kept(self) -> tuple[str, int] | None:
        """The network game this computer hosted when it stopped, whatever game the selector shows (the most
        recently played, when there are several): (its game, how many moves it had); None: none kept."""
        from woods_desktop.saves.games import hosted_saves

        for info in hosted_saves():
            if info.game in self.game_ids:
                try:
                    moves = len(json.loads(info.path.read_text(encoding="utf-8")).get("actions") or [])
                except (OSError, ValueError, AttributeError):
                    continue  # a file that does not read: the resume would say why; nothing offered here
                return info.game, moves
        return None

    def _resume(self) -> None:
        from woods_desktop.games import definition
        from woods_desktop.scenes.net_serving import resume_hosted

        kept = self._kept()
        if kept is not None:
            resume_hosted(self.app, definition(kept[0]))

    def _set_game(self, game_id: str) -> None:
        self.game_index = self.game_ids.index(game_id)
        self.layout()

    def _host(self) -> None:
        self.app.push("setup", game=self.game_ids[self.game_index], network=True)

    def _join(self) -> None:
        self.app.push("net_join")

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("net.choice.title"))
        x, y, w, h = SHEET
        tall = h + self.grown
        sheet(surface, app, design_rect(app, x, y, w, tall if self.resume is not None else tall - 60))
        px = app.px(theme.TYPE_BODY)
        y = self.lead_room.y
        for line in app.fonts.wrap(app.t("net.choice.lead"), px, self.lead_room.w)[:LEAD_LINES]:
            t = app.fonts.render(line, px, theme.INK)
            surface.blit(t, (self.lead_room.x, y))
            y += t.get_height()
        label = app.fonts.render(app.t("net.choice.game"), app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold")
        surface.blit(label, label.get_rect(midleft=self.game_label.midleft))
        self.focus.draw(surface)
