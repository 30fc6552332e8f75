"""The main menu: the four games as illustrated tiles, Continue, and the rest."""

from __future__ import annotations

import math
from functools import partial
from pathlib import Path
from typing import Any, Callable

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.core.plugin import GamePlugin
from woods_desktop.data.guide import has_guide
from woods_desktop.data.loader import DataError
from woods_desktop.games import GAMES
from woods_desktop.saves.games import SaveInfo, hosted_saves, list_saves, slot_id
from woods_desktop.saves.guides import mark_offered, offered
from woods_desktop.scenes.saved_games import continue_line, describe_save
from woods_desktop.ui.chrome import design_rect, draw_table
from woods_desktop.ui.draw import darken, panel
from woods_desktop.ui.widgets import Button, FocusRing, Widget


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


TILES_Y = (128, 532)  # design px: the tiles' top and bottom at 100 %
ROW_W = 1200  # design px the menu's row of buttons may take
BUTTON_PAD = 16  # design px each side of a button's words (and icon)
BUTTON_GAP = (12, 8)  # design px between buttons: the roomy one, then the least
BUTTON_MAX_W = 188  # design px: a short row keeps buttons of a button's size


def button_row(app: Any, texts: list[str], room: float) -> tuple[list[float], float, bool]:
    """Widths (design px) and gap for a row of buttons whose every label keeps its own size: each
    button as wide as its words (and icon) need, with the room left shared out; without the icons
    when the row has no room for them (the words matter more than the pictures)."""
    font = app.fonts.font(app.px(theme.TYPE_BODY), "bold")
    words = [font.size(t)[0] / app.scale for t in texts]
    icon = theme.TYPE_BODY * 1.25 + 8
    need: list[float] = []
    for with_icons in (True, False):
        need = [w + 2 * BUTTON_PAD + (icon if with_icons else 0) for w in words]
        for gap in BUTTON_GAP:
            free = room - gap * (len(need) - 1)
            if sum(need) <= free:
                even = _even_width(need, free)  # as equal as the room allows: the narrow ones grow first
                return [max(n, even) for n in need], gap, with_icons
    return need, BUTTON_GAP[-1], False  # no room even so: the layout test names what overflows


def _even_width(need: list[float], free: float) -> float:
    """The width the narrow buttons grow to: from the narrowest, in whole design px, until the next px
    would not fit in `free` or the width reaches BUTTON_MAX_W. Found by halving (the row's total only
    grows with the width) rather than a px at a time: the menu's first frame measured it a thousand times."""
    start = min(need)
    lo, hi = 0, max(0, math.ceil(BUTTON_MAX_W - start))  # px steps: while below BUTTON_MAX_W
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if sum(max(n, start + mid) for n in need) <= free:
            lo = mid
        else:
            hi = mid - 1
    return start + lo


@register_scene("menu")
class MenuScene(Scene):
    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        saves, broken = list_saves()
        for b in broken:  # shown by `update` once the menu is on screen, until dismissed
            notices.post(app, notices.broken_save(app, b))
        by_slot = {s.slot: s for s in saves}
        # the latest unfinished game, a network game this computer hosted too (Continue serves it again)
        self.latest = max([*saves[:1], *hosted_saves()[:1]], key=lambda s: s.saved_at, default=None)
        self.continue_line = app.t("menu.continue_what", what=describe_save(app, self.latest)) if self.latest else ""
        self.tiles = []
        self.has_continue = self.latest is not None
        # the games' names at the largest size of the scale at which every one fits its tile
        inner = design_rect(app, 0, 0, 288, 1).w - 2 * app.px(12)
        widest = max(app.fonts.font(app.px(theme.TYPE_LEAD), "bold").size(app.t(f"{g.id}.title"))[0] for g in GAMES)
        self.name_size = theme.TYPE_LEAD if widest <= inner else theme.TYPE_BODY
        top, bottom = self._tiles_y()
        for i, game in enumerate(GAMES):
            rect = design_rect(app, 40 + i * 304, top, 288, bottom - top)
            self.tiles.append(GameTile(self, game, rect, game.playable, by_slot.get(slot_id(game.id))))
        if any(tile.compact for tile in self.tiles):
            for tile in self.tiles:
                tile.make_compact()
        self.has_continue = self.latest is not None
        labels: list[tuple[str, Callable[[], object], str, str, bool]] = [
            ("menu.continue", self._continue, "icon-continue", "primary", self.has_continue),
            ("menu.saved_games", lambda: app.push("saved_games"), "icon-menu", "secondary", bool(saves)),
            ("menu.network", lambda: app.push("net_choice"), "icon-computer", "secondary", True),
            ("menu.settings", lambda: app.push("settings"), "icon-settings", "secondary", True),
            ("menu.rules", lambda: app.push("rules"), "icon-rules", "secondary", True),
            ("menu.statistics", lambda: app.push("statistics"), "icon-stats", "secondary", True),
            *(
                (e.title_key, partial(app.push, e.scene), e.icon, "secondary", True)
                for g in GAMES
                if g.playable
                for e in g.menu_entries
            ),
            ("menu.quit", app.quit, "icon-quit", "secondary", True),
        ]
        texts = [app.t(key) for key, *_ in labels]
        rows = [(0, len(labels))]
        if not button_row(app, texts, ROW_W)[2]:  # no room for the icons in one row: two rows, each with them
            half = (len(labels) + 1) // 2
            rows = [(0, half), (half, len(labels))]
        self.buttons = []
        for r, (start, end) in enumerate(rows):
            widths, gap, with_icons = button_row(app, texts[start:end], ROW_W)
            x = 640 - (sum(widths) + gap * (len(widths) - 1)) / 2
            y, h = (596, 52) if len(rows) == 1 else (592 + 56 * r, 48)
            for text, w, (_key, fn, icon, style, enabled) in zip(texts[start:end], widths, labels[start:end]):
                rect = design_rect(app, x, y, w, h)
                shown = icon if with_icons else None
                self.buttons.append(Button(app, text, fn, rect, style, icon=shown, enabled=enabled))
                x += w + gap
        widgets: list[Widget] = []
        for tile in self.tiles:
            widgets.append(tile)
            if tile.new_game is not None:
                widgets.append(tile.new_game)
            if tile.learn is not None:
                widgets.append(tile.learn)
        self.focus.set([*widgets, *self.buttons])

    def title_y(self) -> float:
        """The name's top in design px: a larger text sets it nearer the window's top, the tiles below it
        taking the room for their words (their pictures are never cut)."""
        return 28 if self.app.fonts.text_size <= 1 else 12

    def name_px(self) -> int:
        """The program's name: the hero size at 100 %, the title size (no smaller than that) at a larger text,
        which gives its height to the tiles' words."""
        return theme.TYPE_HERO if self.app.fonts.text_size <= 1 else theme.TYPE_TITLE

    def _tiles_y(self) -> tuple[float, float]:
        """The tiles' top and bottom in design px: at 100 % as designed; at a larger text from under the name
        (its tagline beside it) down to the line that says what Continue resumes, or to the buttons."""
        app = self.app
        if app.fonts.text_size <= 1:
            return TILES_Y
        name_h = app.fonts.font(app.px(self.name_px()), "bold").get_height() / app.scale
        top = max(TILES_Y[0] - 40, self.title_y() + name_h + 4)
        bottom = 544 if self.has_continue else 580
        return top, max(TILES_Y[1], bottom)

    def _continue(self) -> None:
        from woods_desktop.app.launch import resume_last  # loads the games only when needed
        from woods_desktop.scenes.net_lobby import resume_kept

        if not resume_kept(self.app, self.latest):  # not a network game this computer hosted: one at this screen
            resume_last(self.app)

    def update(self, dt: float) -> bool:
        return notices.show_next(self.app)

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
        r = design_rect(app, 40, self.title_y(), 1200, 80)
        title = app.fonts.render(app.t("app.title"), app.px(self.name_px()), theme.PARCHMENT, "bold")
        surface.blit(title, (r.x, r.y))
        sub = app.fonts.render(app.t("menu.tagline"), app.px(theme.TYPE_BODY), theme.PARCHMENT_SHADE)
        if r.y + title.get_height() + sub.get_height() <= self.tiles[0].rect.y - app.px(4):
            surface.blit(sub, (r.x + app.px(4), r.y + title.get_height()))
        else:  # larger text: no room under the name, so beside it, on its line
            base = r.y + title.get_height() - app.px(14)
            surface.blit(sub, sub.get_rect(bottomleft=(r.x + title.get_width() + app.px(16), base)))
        self.focus.draw(surface)
        if self.latest is not None:
            box = design_rect(app, 40, 548, 1200, 36)
            line, size = continue_line(app, self.latest, box.w)
            t = app.fonts.render(line, app.px(size), theme.PARCHMENT)
            surface.blit(t, t.get_rect(center=box.center))
