"""The main menu: the four games as illustrated tiles, Continue, and the rest."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.core.plugin import GamePlugin
from woods_desktop.games import GAMES
from woods_desktop.data.loader import DataError
from woods_desktop.saves.games import current_path
from woods_desktop.ui.chrome import design_rect, draw_table
from woods_desktop.ui.draw import darken, panel
from woods_desktop.ui.widgets import Button, FocusRing, Widget

class GameTile(Widget):
    """A game as a card on the table: illustration, name, players, blurb."""

    def __init__(self, scene: "MenuScene", game: GamePlugin, rect: pygame.Rect, enabled: bool) -> None:
        self.scene = scene
        self.app = scene.app
        self.game = game
        self.game_id = game.id
        self.rect = rect
        self.enabled = enabled
        self.hover = False
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.app.sound.play("card")
            try:
                self.game.definition()  # validates the game's data files first
            except DataError as exc:  # a damaged data file: say which, keep the menu
                self.app.toast(self.app.t("store.broken_data", name=Path(exc.path).name, key=exc.key,
                                          problem=exc.problem), "error")
                return
            self.app.push("setup", game=self.game_id)
        else:
            self.app.toast(self.app.t("menu.coming_soon", game=self.app.t(f"{self.game_id}.title")), "info")

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lift = app.px(6) if (self.hover or self.focused) and self.enabled else 0
        rect = self.rect.move(0, -lift)
        radius = app.px(12)
        panel(surface, rect, theme.PARCHMENT, radius, app.px(6) + lift, border=theme.PARCHMENT_SHADE,
              border_w=max(1, app.px(1)))
        if self.focused or (self.hover and self.enabled):
            pygame.draw.rect(surface, theme.AMBER, rect.inflate(app.px(4), app.px(4)), max(2, app.px(3)),
                             border_radius=radius + app.px(2))
        pad = app.px(12)
        art_w = rect.w - 2 * pad
        art_h = int(art_w * 200 / 320)
        art = app.images.get(f"game-{self.game_id}", art_w, art_h)
        art_rect = pygame.Rect(rect.x + pad, rect.y + pad, art_w, art_h)
        pygame.draw.rect(surface, darken(theme.PARCHMENT, 0.06), art_rect, border_radius=app.px(6))
        surface.blit(art, art_rect)
        y = art_rect.bottom + app.px(10)
        title = app.fonts.render(app.t(f"{self.game_id}.title"), app.px(theme.TYPE_LEAD), theme.INK, "bold")
        surface.blit(title, (rect.x + pad, y))
        y += title.get_height() + app.px(2)
        players = app.fonts.render(app.t("menu.players", n=self.game.players), app.px(theme.TYPE_SMALL),
                                   theme.MOSS_DARK, "bold")
        surface.blit(players, (rect.x + pad, y))
        y += players.get_height() + app.px(6)
        for line in app.fonts.wrap(app.t(f"{self.game_id}.blurb"), app.px(theme.TYPE_SMALL), art_w)[:4]:
            t = app.fonts.render(line, app.px(theme.TYPE_SMALL), theme.INK_SOFT)
            surface.blit(t, (rect.x + pad, y))
            y += t.get_height()
        if self.enabled:
            play = app.fonts.render(app.t("menu.play") + "  ›", app.px(theme.TYPE_BODY), theme.MOSS_DARK, "bold")
            surface.blit(play, (rect.right - pad - play.get_width(), rect.bottom - pad - play.get_height()))
        if not self.enabled:
            ribbon = app.fonts.render(app.t("menu.in_workshop"), app.px(theme.TYPE_SMALL), theme.WHITE, "bold")
            rr = ribbon.get_rect()
            rr.inflate_ip(app.px(16), app.px(8))
            rr.topright = (art_rect.right - app.px(8), art_rect.y + app.px(8))
            pygame.draw.rect(surface, theme.SKY, rr, border_radius=app.px(6))
            surface.blit(ribbon, ribbon.get_rect(center=rr.center))


@register_scene("menu")
class MenuScene(Scene):
    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.tiles = []
        for i, game in enumerate(GAMES):
            rect = design_rect(app, 40 + i * 304, 128, 288, 404)
            self.tiles.append(GameTile(self, game, rect, game.playable))
        self.has_continue = current_path().exists()
        labels = [
            ("menu.continue", self._continue, "icon-continue", "primary", self.has_continue),
            ("menu.settings", lambda: app.push("settings"), "icon-settings", "secondary", True),
            ("menu.rules", lambda: app.push("rules"), "icon-rules", "secondary", True),
            ("menu.statistics", lambda: app.push("statistics"), "icon-stats", "secondary", True),
            *((e.title_key, partial(app.push, e.scene), e.icon, "secondary", True)
              for g in GAMES if g.playable for e in g.menu_entries),
            ("menu.quit", app.quit, "icon-quit", "secondary", True),
        ]
        self.buttons = []
        n = len(labels)
        w, gap = 188, 14
        x0 = 640 - (n * w + (n - 1) * gap) / 2
        for i, (key, fn, icon, style, enabled) in enumerate(labels):
            self.buttons.append(Button(app, app.t(key), fn, design_rect(app, x0 + i * (w + gap), 596, w, 52),
                                       style, icon=icon, enabled=bool(enabled)))
        self.focus.set([*self.tiles, *self.buttons])

    def _continue(self) -> None:
        from woods_desktop.app.launch import resume_last  # loads the games only when needed

        resume_last(self.app)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1 if event.key == pygame.K_RIGHT else -1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        r = design_rect(app, 40, 28, 1200, 80)
        title = app.fonts.render(app.t("app.title"), app.px(theme.TYPE_HERO), theme.PARCHMENT, "bold")
        surface.blit(title, (r.x, r.y))
        sub = app.fonts.render(app.t("menu.tagline"), app.px(theme.TYPE_BODY), theme.PARCHMENT_SHADE)
        surface.blit(sub, (r.x + app.px(4), r.y + title.get_height()))
        self.focus.draw(surface)
