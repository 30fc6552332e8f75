"""Statistics: per game, games played and won by seat type; solo progress."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import register_scene
from woods_desktop.games import playable_ids
from woods_desktop.saves.stats import load_stats
from woods_desktop.scenes.page import PageScene
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import FocusRing

KINDS = ("human", "easy", "normal", "hard", "robot")


@register_scene("statistics")
class StatisticsScene(PageScene):
    def enter(self, **kwargs: Any) -> None:
        self.stats, broken = load_stats()
        if broken is not None:
            moved = broken.moved_to.name if broken.moved_to else "-"
            self.app.toast(self.app.t("store.broken_stats", name=broken.path.name, moved=moved), "error")
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        self.back = back_button(self.app, self.app.pop)
        self.focus.set([self.back])

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("stats.title"))
        r = design_rect(app, 80, 104, 1120, 520)
        sheet(surface, app, r)
        cols = [("stats.game", 120), ("stats.played", 420)] + [(f"stats.kind.{k}", 560 + i * 130)
                                                             for i, k in enumerate(KINDS)]
        head_y = design_rect(app, 0, 130, 1, 1).y
        for key, x in cols:
            t = app.fonts.render(app.t(key), app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold")
            surface.blit(t, (design_rect(app, x, 0, 1, 1).x, head_y))
        games = self.stats.get("games", {})
        for row, game in enumerate(playable_ids()):
            y = design_rect(app, 0, 176 + row * 86, 1, 1).y
            entry = games.get(game, {})
            icon = app.images.get(f"game-{game}", app.px(96), app.px(60))
            surface.blit(icon, (design_rect(app, 100, 0, 1, 1).x - app.px(4), y - app.px(14)))
            name = app.fonts.render(app.t(f"{game}.title"), app.px(theme.TYPE_LEAD), theme.INK, "bold")
            surface.blit(name, (design_rect(app, 205, 0, 1, 1).x, y))
            played = app.fonts.render(str(entry.get("played", 0)), app.px(theme.TYPE_LEAD), theme.INK, "bold")
            surface.blit(played, (design_rect(app, 420, 0, 1, 1).x, y))
            by_kind = entry.get("by_kind", {})
            for i, k in enumerate(KINDS):
                e = by_kind.get(k)
                text = app.t("stats.wins_of", wins=e["wins"], seats=e["seats"]) if e else "—"
                t = app.fonts.render(text, app.px(theme.TYPE_BODY), theme.INK)
                surface.blit(t, (design_rect(app, 560 + i * 130, 0, 1, 1).x, y + app.px(4)))
        hint = app.fonts.render(app.t("stats.wins_hint"), app.px(theme.TYPE_SMALL), theme.INK_SOFT)
        surface.blit(hint, (design_rect(app, 560, 0, 1, 1).x, design_rect(app, 0, 154, 1, 1).y))
        solo = self.stats.get("solo", {})
        done = sum(1 for v in solo.values() if v)
        t = app.fonts.render(app.t("stats.solo", done=done, total=6), app.px(theme.TYPE_BODY), theme.INK_SOFT, "bold")
        surface.blit(t, (design_rect(app, 120, 0, 1, 1).x, design_rect(app, 0, 580, 1, 1).y))
        self.focus.draw(surface)
