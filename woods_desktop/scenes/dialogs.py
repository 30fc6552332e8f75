"""Overlays: the hot-seat pass screen, a yes/no confirmation, a notice (the in-game menu: pause_menu.py)."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.notices import Notice, broken_save
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.ui.chrome import design_rect, dim, draw_table, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.paths import wrap_path
from woods_desktop.ui.widgets import Button, FocusRing

PASS_MOST_W = 1200  # design px the pass screen's sheet may grow to


@register_scene("pass")
class PassScene(Scene):
    """ "Pass to NAME": hides the table until the next person clicks to reveal.

    It is opaque (not an overlay) so nothing private shows through. Esc opens the in-game menu of
    the game below (save and quit, rules...) over this screen: the pause screen is opaque too, so the
    next person's hand is never drawn, and Resume comes back here.
    """

    def enter(
        self,
        name: str = "",
        colour: int = 0,
        on_reveal: Callable[[], None] | None = None,
        button_key: str = "pass.reveal",
        **kwargs: Any,
    ) -> None:
        self.button_key = button_key
        self.who = name
        self.colour = colour
        self.on_reveal = on_reveal
        self.layout()

    def layout(self) -> None:
        """The sheet as wide as its words need (larger text, a long name), within the window."""
        app = self.app
        bold = app.fonts.font(app.px(theme.TYPE_LEAD), "bold")
        label = app.t(self.button_key)
        # the button's words and icon at their size (widgets.Button), in design px
        button_w = max(300, (bold.size(label)[0] + app.px(theme.TYPE_LEAD * 1.25 + 8 + 32)) / app.scale)
        self.title_px = app.px(theme.TYPE_HERO)
        title_w = app.fonts.font(self.title_px, "bold").size(app.t("pass.to", name=self.who))[0] / app.scale
        if title_w > PASS_MOST_W - 80:  # no room even across the window: a size down the scale
            self.title_px = app.px(theme.TYPE_TITLE)
            title_w = app.fonts.font(self.title_px, "bold").size(app.t("pass.to", name=self.who))[0] / app.scale
        w = min(PASS_MOST_W, max(600, title_w + 80, button_w + 80))
        self.panel = design_rect(app, 640 - w / 2, 180, w, 340)
        self.hint_lines = app.fonts.wrap(app.t("pass.hint"), app.px(theme.TYPE_BODY), self.panel.w - app.px(48))
        # top to bottom, each under the one above at a larger text (at 150 % the hint's two lines rose into the
        # title): the title where it always was, or under the marker; the hint; the button; the sheet round them
        r = self.panel
        title_h = app.fonts.font(self.title_px, "bold").get_height()
        self.title_y = max(r.y + app.px(140) - title_h // 2, r.y + app.px(92))
        line_h = app.fonts.font(app.px(theme.TYPE_BODY)).get_linesize()
        hint_h = line_h * len(self.hint_lines)
        self.hint_y = max(r.y + app.px(200) - hint_h // 2, self.title_y + title_h + app.px(4))
        button = design_rect(app, 640 - button_w / 2, 420, button_w, 60)
        button.y = max(button.y, self.hint_y + hint_h + app.px(16))
        r.h = max(r.h, button.bottom + app.px(40) - r.y)
        self.button = Button(app, label, self._reveal, button, "primary", icon="icon-eye", size=theme.TYPE_LEAD)
        self.button.focused = True

    def _reveal(self) -> None:
        self.app.pop()
        if self.on_reveal:
            self.on_reveal()

    def _open_menu(self) -> None:
        """The game's own pause (a game may pause its minute there), found as the scene below this one."""
        stack = self.app.stack
        below = stack[stack.index(self) - 1] if self in stack and stack.index(self) > 0 else None
        opener = getattr(below, "open_pause", None)
        if callable(opener):
            opener()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._open_menu()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._reveal()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._reveal()
            return
        self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        r = self.panel
        sheet(surface, app, r)
        _, col, shape = theme.PLAYER_COLOURS[self.colour % len(theme.PLAYER_COLOURS)]
        player_shape(surface, shape, (r.centerx, r.y + app.px(60)), app.px(26), col)
        t = app.fonts.render(app.t("pass.to", name=self.who), self.title_px, theme.INK, "bold")
        surface.blit(t, t.get_rect(midtop=(r.centerx, self.title_y)))
        line_h = app.fonts.font(app.px(theme.TYPE_BODY)).get_linesize()
        y = self.hint_y
        for line in self.hint_lines:
            h = app.fonts.render(line, app.px(theme.TYPE_BODY), theme.INK_SOFT)
            surface.blit(h, h.get_rect(midtop=(r.centerx, y)))
            y += line_h
        self.button.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"name": "Anna", "colour": 1}


def two_answer_keys(app: Any, focus: FocusRing, event: pygame.event.Event) -> None:
    """A sheet with two answers side by side: Escape leaves it, left and right go from one to the other,
    Enter takes the one in focus (the confirm dialog and the guided game's offer alike)."""
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        app.pop()
    elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
        focus.move(1)
    else:
        focus.handle(event)


@register_scene("confirm")
class ConfirmScene(Scene):
    overlay = True

    def enter(self, text: str = "", on_yes: Callable[[], None] | None = None, **kwargs: Any) -> None:
        self.text = text
        self.on_yes = on_yes
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        """The sheet fits its question: the buttons follow the text at one spacing, no gap."""
        app = self.app
        width = design_rect(app, 0, 0, 480, 1).w
        px = app.px(theme.TYPE_LEAD)
        self.lines = app.fonts.wrap(self.text, px, width - app.px(48), "bold")[:4]
        line_h = app.fonts.font(px, "bold").get_linesize()
        pad, gap, button_h = app.px(32), app.px(24), design_rect(app, 0, 0, 1, 52).h
        height = pad + line_h * len(self.lines) + gap + button_h + pad
        centre = design_rect(app, 640, 360, 1, 1).topleft
        self.sheet_rect = pygame.Rect(0, 0, width, height)
        self.sheet_rect.center = centre
        y = self.sheet_rect.bottom - pad - button_h
        bw, bgap = design_rect(app, 0, 0, 160, 1).w, app.px(20)
        self.yes = Button(
            app,
            app.t("common.answer_yes"),
            self._yes,
            pygame.Rect(centre[0] - bgap // 2 - bw, y, bw, button_h),
            "danger",
        )
        self.no = Button(
            app, app.t("common.answer_no"), app.pop, pygame.Rect(centre[0] + bgap // 2, y, bw, button_h), "secondary"
        )
        self.focus.set([self.no, self.yes])
        if self.focus.index < 0:  # first shown: on the safe answer; a re-layout keeps the player's focus
            self.focus.move(1)

    def _yes(self) -> None:
        self.app.pop()
        if self.on_yes:
            self.on_yes()

    def handle(self, event: pygame.event.Event) -> None:
        two_answer_keys(self.app, self.focus, event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        r = self.sheet_rect
        sheet(surface, app, r)
        y = r.y + app.px(32)
        for line in self.lines:
            t = app.fonts.render(line, app.px(theme.TYPE_LEAD), theme.INK, "bold")
            surface.blit(t, t.get_rect(midtop=(r.centerx, y)))
            y += t.get_height()
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"text": app.t("pause.restart_confirm")}


@register_scene("notice")
class NoticeScene(Scene):
    """A message that stays until it is dismissed (OK, Esc, Enter, or a click beside it): a broken
    save names its game, says it was kept aside and shows where. The text wraps inside the sheet at
    every window size; the sheet grows with it and never leaves the window."""

    overlay = True

    def enter(self, notice: Notice | None = None, **kwargs: Any) -> None:
        self.notice = notice or Notice("", "")
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        width = min(design_rect(app, 0, 0, 720, 1).w, app.size[0] - 2 * app.px(16))
        pad, gap = app.px(32), app.px(16)
        inner = width - 2 * pad
        title_px, body_px, path_px = app.px(theme.TYPE_LEAD), app.px(theme.TYPE_BODY), app.px(theme.TYPE_SMALL)
        self.title_lines = app.fonts.wrap(self.notice.title, title_px, inner, "bold") if self.notice.title else []
        self.body_lines = app.fonts.wrap(self.notice.text, body_px, inner)
        self.path_lines = wrap_path(app.fonts, self.notice.path, path_px, inner) if self.notice.path else []
        title_h = app.fonts.font(title_px, "bold").get_linesize()
        body_h = app.fonts.font(body_px).get_linesize()
        path_h = app.fonts.font(path_px).get_linesize()
        button_h = design_rect(app, 0, 0, 1, 52).h
        height = (
            pad
            + title_h * len(self.title_lines)
            + (gap if self.title_lines else 0)
            + body_h * len(self.body_lines)
            + (gap + path_h * len(self.path_lines) if self.path_lines else 0)
            + 2 * gap
            + button_h
            + pad
        )
        height = min(height, app.size[1] - 2 * app.px(16))
        self.sheet_rect = pygame.Rect(0, 0, width, height)
        self.sheet_rect.center = (app.size[0] // 2, app.size[1] // 2)
        self.line_heights = (title_h, body_h, path_h, gap)
        bw = design_rect(app, 0, 0, 180, 1).w
        self.ok = Button(
            app,
            app.t("common.ok"),
            self.dismiss,
            pygame.Rect(self.sheet_rect.centerx - bw // 2, self.sheet_rect.bottom - pad - button_h, bw, button_h),
            "primary",
        )
        self.focus.set([self.ok])

    def dismiss(self) -> None:
        if self.app.scene is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.dismiss()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.sheet_rect.collidepoint(event.pos):
            self.dismiss()
            return
        self.focus.handle(event)

    def texts(self) -> list[str]:
        """Every line the sheet shows, in order (tests read what a player reads)."""
        return [*self.title_lines, *self.body_lines, *self.path_lines]

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        r = self.sheet_rect
        sheet(surface, app, r)
        title_h, body_h, path_h, gap = self.line_heights
        x, y = r.x + app.px(32), r.y + app.px(32)
        for line in self.title_lines:
            surface.blit(app.fonts.render(line, app.px(theme.TYPE_LEAD), theme.INK, "bold"), (x, y))
            y += title_h
        if self.title_lines:
            y += gap
        for line in self.body_lines:
            surface.blit(app.fonts.render(line, app.px(theme.TYPE_BODY), theme.INK), (x, y))
            y += body_h
        if self.path_lines:
            y += gap
        for line in self.path_lines:
            surface.blit(app.fonts.render(line, app.px(theme.TYPE_SMALL), theme.INK_SOFT), (x, y))
            y += path_h
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from pathlib import Path

        from woods_desktop.saves.store import BrokenFile

        home = Path.home() / ".local" / "share" / "woods-desktop" / "saves"
        broken = BrokenFile(home / "wolf.json", home / "wolf.json.broken-20260101-120000", "demo")
        return {"notice": broken_save(app, broken)}
