"""The main menu: the four games as illustrated tiles (`game_tile`), Continue, and the rest."""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.games import GAMES
from woods_desktop.saves.games import hosted_saves, list_saves, slot_id
from woods_desktop.scenes.game_tile import GameTile
from woods_desktop.scenes.saved_games import continue_line, describe_save
from woods_desktop.ui.chrome import design_rect, draw_table
from woods_desktop.ui.widgets import Button, FocusRing, Widget

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
        which gives its height to the tiles' words; never under its 100 % size (at 125 % it drew 40 px, 48 at
        100 %)."""
        # a size of the type scale: the title size where it draws at least the hero size at 100 %, else the hero
        title_drawn = self.app.fonts.real_px(theme.TYPE_TITLE)
        return theme.TYPE_TITLE if title_drawn >= theme.TYPE_HERO else theme.TYPE_HERO

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
        from woods_desktop.scenes.net_serving import resume_kept

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
