"""A game on the main menu as a card on the table: its picture, name, players and blurb, Resume or Play,
and its small buttons (New game, Learn to play).

Kept apart from the menu because a tile is a widget with its own life (which game it opens, and how:
setup, the saved game, the lesson offered once, a damaged data file said) and its own fitting of words
into a card at every text size; the menu only lays the tiles out and gives them one name size.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from woods_desktop.app import theme
from woods_desktop.core.plugin import GamePlugin
from woods_desktop.data.guide import has_guide
from woods_desktop.data.loader import DataError
from woods_desktop.saves.games import SaveInfo
from woods_desktop.saves.guides import mark_offered, offered
from woods_desktop.ui.draw import darken, panel
from woods_desktop.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from woods_desktop.scenes.menu import MenuScene


class GameTile(Widget):
    """A game as a card on the table: illustration, name, players, blurb.

    With an unfinished game it reads "Resume" (its main action) and carries a
    small "New game" button, which goes to setup (and setup asks before the
    new game replaces the saved one).
    """

    def __init__(
        self, scene: MenuScene, game: GamePlugin, rect: pygame.Rect, enabled: bool, save: SaveInfo | None = None
    ) -> None:
        self.scene = scene
        self.app = scene.app
        self.game = game
        self.game_id = game.id
        self.rect = rect
        self.enabled = enabled
        self.save = save
        self.hover = False
        self.focused = False
        self.new_game: Button | None = None
        self.learn: Button | None = None
        if enabled and has_guide(game.id):  # "Learn to play": the game's guided first game, on the art's corner
            app = self.app
            label = app.t("guide.learn")
            lw = app.fonts.font(app.px(theme.TYPE_SMALL), "bold").size(label)[0] + app.px(24)
            pad = app.px(12)
            r = pygame.Rect(rect.right - pad - app.px(8) - lw, rect.y + pad + app.px(8), lw, app.px(30))
            self.learn = Button(app, label, self.open_guide, r, "primary", size=theme.TYPE_SMALL)
        if save is not None and enabled:
            app = self.app
            pad = app.px(12)
            label = app.t("menu.new_game")
            w = max(app.px(120), app.fonts.font(app.px(theme.TYPE_SMALL), "bold").size(label)[0] + app.px(24))
            h = max(app.px(34), app.fonts.font(app.px(theme.TYPE_SMALL), "bold").get_linesize() + app.px(8))
            r = pygame.Rect(rect.x + pad, rect.bottom - pad - h, w, h)
            self.new_game = Button(app, label, self.open_setup, r, "secondary", size=theme.TYPE_SMALL)
        # a larger text whose blurb the usual places cut: New game on the picture's corner (as Learn to play
        # is), the players' line on the Play line's left or the picture's other corner: every word is kept
        self.compact = self.app.fonts.text_size > 1 and not self._fits(self._blurb_lines(), self._rows(False))

    def make_compact(self) -> None:
        """The places for a larger text whose blurb (this tile's or another's: the row keeps one look) the
        usual places cut."""
        self.compact = True
        if self.new_game is not None:
            pad = self.app.px(12)
            self.new_game.rect.bottomleft = (self.rect.x + 2 * pad, self._art_rect(self.rect).bottom - pad)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        for small in (self.new_game, self.learn):
            if (
                small is not None
                and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and small.rect.collidepoint(event.pos)
            ):
                return small.handle(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def _data_ok(self) -> bool:
        try:
            self.game.definition()  # validates the game's data files first
        except DataError as exc:  # a damaged data file: say which, keep the menu
            self.app.toast(
                self.app.t("store.broken_data", name=Path(exc.path).name, key=exc.key, problem=exc.problem), "error"
            )
            return False
        return True

    def open_setup(self) -> None:
        if self.enabled and self._data_ok():
            self.app.push("setup", game=self.game_id)

    def open_guide(self) -> None:
        if self.enabled and self._data_ok():
            from woods_desktop.app.launch import open_guide  # loads the games only when needed

            mark_offered(self.game_id)
            open_guide(self.app, self.game_id)

    def activate(self) -> None:
        if self.enabled:
            self.app.sound.play("card")
            if not self._data_ok():
                return
            if self.save is None and self.learn is not None and not offered(self.game_id):
                mark_offered(self.game_id)  # the first time the game is opened: its lesson is offered, once
                self.app.push("guide_offer", game=self.game_id)
                return
            if self.save is not None:
                from woods_desktop.app.launch import resume_slot  # loads the games only when needed

                resume_slot(self.app, self.save.slot)
                return
            self.app.push("setup", game=self.game_id)
        else:
            self.app.toast(self.app.t("menu.coming_soon", game=self.app.t(f"{self.game_id}.title")), "info")

    def _art_rect(self, rect: pygame.Rect) -> pygame.Rect:
        pad = self.app.px(12)
        return pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, int((rect.w - 2 * pad) * 200 / 320))

    def _line_h(self) -> int:
        return int(self.app.fonts.font(self.app.px(theme.TYPE_SMALL)).get_linesize())

    def _blurb_lines(self) -> list[str]:
        app = self.app
        width = self.rect.w - 2 * app.px(12)
        return list(app.fonts.wrap(app.t(f"{self.game_id}.blurb"), app.px(theme.TYPE_SMALL), width))

    def _fits(self, lines: list[str], rows: tuple[int, tuple[int, int], int, int, pygame.Rect | None]) -> bool:
        return len(lines) <= (rows[3] - rows[2]) // self._line_h()

    def _players(self) -> pygame.Surface:
        app = self.app
        text = app.t("menu.players", players=self.game.players)
        return app.fonts.render(text, app.px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold")

    def _play(self) -> pygame.Surface | None:
        if not self.enabled:
            return None
        label = self.app.t("menu.resume" if self.save is not None else "menu.play") + "  ›"
        return self.app.fonts.render(label, self.app.px(theme.TYPE_BODY), theme.MOSS_DARK, "bold")

    def _rows(self, compact: bool, lift: int = 0) -> tuple[int, tuple[int, int], int, int, pygame.Rect | None]:
        """The name's top, the players' line's place, the blurb's top and bottom, and the Play line's place:
        the blurb stops above the Play (Resume) line and the New game button; compact, the players' line
        sits on the Play line's left when both fit there (New game is then on the picture)."""
        app = self.app
        rect = self.rect.move(0, -lift)
        pad = app.px(12)
        y = self._art_rect(rect).bottom + app.px(10)
        title_y = y
        y += app.fonts.font(app.px(self.scene.name_size), "bold").get_height() + app.px(2)
        players = self._players()
        players_at = (rect.x + pad, y)
        bottom = rect.bottom - pad
        play = self._play()
        play_rect = None
        if play is not None:
            play_rect = play.get_rect(bottomright=(rect.right - pad, rect.bottom - pad))
            new_game = None if compact else self.new_game
            if new_game is not None and new_game.rect.right + app.px(8) > play_rect.x:
                play_rect.bottom = new_game.rect.y - lift - app.px(4)  # no room beside it: above it
            bottom = min(play_rect.y, new_game.rect.y - lift if new_game is not None else bottom)
            if compact and players.get_width() + app.px(8) <= play_rect.x - rect.x - pad:
                players_at = (rect.x + pad, play_rect.bottom - players.get_height() - app.px(2))
                return title_y, players_at, y, bottom, play_rect
        if compact:  # no room beside Play: a label on the picture's bottom-right corner, as New game's
            art = self._art_rect(rect)
            at = players.get_rect(bottomright=(art.right - app.px(16), art.bottom - app.px(16)))
            if self.new_game is not None and self.new_game.rect.right + app.px(16) > at.x:  # a row above it
                at.bottom = self.new_game.rect.y - app.px(12)
            return title_y, at.topleft, y, bottom, play_rect
        return title_y, players_at, y + players.get_height() + app.px(6), bottom, play_rect

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lift = app.px(6) if (self.hover or self.focused) and self.enabled else 0
        rect = self.rect.move(0, -lift)
        radius = app.px(12)
        border = max(1, app.px(1))
        panel(surface, rect, theme.PARCHMENT, radius, app.px(6) + lift, border=theme.PARCHMENT_SHADE, border_w=border)
        if self.focused or (self.hover and self.enabled):
            ring = rect.inflate(app.px(4), app.px(4))
            pygame.draw.rect(surface, theme.AMBER, ring, max(2, app.px(3)), border_radius=radius + app.px(2))
        art_rect = self._art_rect(rect)  # the whole picture at every text size (a larger text takes the
        art = app.images.get(f"game-{self.game_id}", art_rect.w, art_rect.h)  # tile's height, never the picture)
        pygame.draw.rect(surface, darken(theme.PARCHMENT, 0.06), art_rect, border_radius=app.px(6))
        surface.blit(art, art_rect)
        title_y, players_at, top, bottom, play_rect = self._rows(self.compact, lift)
        title = app.fonts.render(app.t(f"{self.game_id}.title"), app.px(self.scene.name_size), theme.INK, "bold")
        surface.blit(title, (art_rect.x, title_y))
        players = self._players()
        if players_at[1] < art_rect.bottom:  # on the picture: on a label of its own
            label = players.get_rect(topleft=players_at).inflate(app.px(16), app.px(8))
            pygame.draw.rect(surface, theme.PARCHMENT, label, border_radius=app.px(6))
        surface.blit(players, players_at)
        y, lines, room = top, self._blurb_lines(), max(1, (bottom - top) // self._line_h())
        if len(lines) > room:  # no room even so: the rest is in the rules; the cut is shown
            lines, font = lines[:room], app.fonts.font(app.px(theme.TYPE_SMALL))
            while lines[-1] and font.size(lines[-1] + "…")[0] > art_rect.w:
                lines[-1] = lines[-1].rsplit(" ", 1)[0] if " " in lines[-1] else lines[-1][:-1]
            lines[-1] += "…"
        for line in lines:
            t = app.fonts.render(line, app.px(theme.TYPE_SMALL), theme.INK_SOFT)
            surface.blit(t, (art_rect.x, y))
            y += t.get_height()
        play = self._play()
        if play is not None and play_rect is not None:
            surface.blit(play, play_rect)
            if self.new_game is not None:
                self.new_game.draw(surface)
            if self.learn is not None:
                self.learn.draw(surface)
        if not self.enabled:
            ribbon = app.fonts.render(app.t("menu.in_workshop"), app.px(theme.TYPE_SMALL), theme.WHITE, "bold")
            rr = ribbon.get_rect()
            rr.inflate_ip(app.px(16), app.px(8))
            rr.topright = (art_rect.right - app.px(8), art_rect.y + app.px(8))
            pygame.draw.rect(surface, theme.SKY, rr, border_radius=app.px(6))
            surface.blit(ribbon, ribbon.get_rect(center=rr.center))
