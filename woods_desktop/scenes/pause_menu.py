"""The in-game menu: Resume, Rules, Restart, Save and quit; a network host's seat hand-overs; a joined
computer's Back to the table and Leave the game."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.games import playable
from woods_desktop.ui.chrome import design_rect, draw_table, sheet
from woods_desktop.ui.widgets import Button, FocusRing

PAUSE_LOWER = 16  # design px the pause's buttons sit lower at a larger text size (under the taller title)


@register_scene("pause")
class PauseScene(Scene):
    """The in-game menu. The game scene below is not drawn (secret fields stay hidden)."""

    def enter(
        self,
        game_title: str = "",
        game_id: str | None = None,
        on_restart: Callable[[], None] | None = None,
        on_resume: Callable[[], None] | None = None,
        restartable: bool = True,
        extra: list[tuple[str, Callable[[], None]]] | None = None,
        joined: bool = False,
        networked: bool = False,
        shown: bool = False,
        **kwargs: Any,
    ) -> None:
        """`extra`: entries (words, what they do) shown under Resume: a network host's seat hand-overs."""
        self.extra = list(extra or [])
        self.game_title = game_title
        # a joined computer's menu: the game goes on at the computer that hosts it, so nothing here pauses it
        # or saves it; leaving only takes this computer away from the table (Rejoin brings it back)
        self.joined = joined
        # the host's menu of a network game: the other computers play on meanwhile, so it is no pause either
        self.hosted = networked and not joined
        # a game the computer plays for people to watch (a mission's winning line): nothing to save or restart
        self.shown = shown
        self.game_id = game_id
        self.on_restart = on_restart
        self.restartable = restartable  # False: a network game, which the host's table alone runs
        self.on_resume_cb = on_resume
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        items = [
            ("pause.resume", self._resume, "icon-play", "primary"),
            ("pause.rules", lambda: app.push("rules", game=self.game_id), "icon-rules", "secondary"),
            ("pause.restart", self._restart, "icon-turn", "secondary"),
            ("pause.save_quit", self._quit, "icon-quit", "secondary"),
        ]
        if not self.restartable:
            items = [item for item in items if item[0] != "pause.restart"]
        if self.joined:
            items = [
                ("pause.back_to_table", self._resume, "icon-play", "primary"),
                items[1],
                ("pause.leave", self._quit, "icon-quit", "secondary"),
            ]
        if self.shown:
            items = [items[0], items[1], ("pause.stop_watching", self._quit, "icon-quit", "secondary")]
        items[1:1] = [(text, partial(self._extra, fn), "icon-computer", "secondary") for text, fn in self.extra]
        low = 250 + PAUSE_LOWER * (app.fonts.text_size > 1)
        self.buttons = []
        for i, (k, fn, icon, style) in enumerate(items):
            rect = design_rect(app, 490, low + i * 68, 300, 54)
            words = app.t(k) if app.strings.has(k) else k  # an extra entry comes in its words already
            fits = app.fonts.font(app.px(theme.TYPE_BODY), "bold").size(words)[0] <= rect.w - app.px(64)
            size = theme.TYPE_BODY if fits else theme.TYPE_SMALL  # a long name in a hand-over still fits
            self.buttons.append(Button(app, words, fn, rect, style, icon=icon, size=size))
        self.focus.set(self.buttons)
        if self.focus.index < 0:  # first shown: on Resume; a re-layout keeps the player's focus
            self.focus.move(1)

    def _resume(self) -> None:
        self.app.pop()
        if self.on_resume_cb:
            self.on_resume_cb()

    def _extra(self, fn: Callable[[], None]) -> None:
        """An extra entry: back to the table, then it is done there (the table shows what changed)."""
        self._resume()
        fn()

    def _restart(self) -> None:
        def yes() -> None:
            self.app.pop()
            if self.on_restart:
                self.on_restart()

        self.app.push("confirm", text=self.app.t("pause.restart_confirm"), on_yes=yes)

    def _quit(self) -> None:
        self.app.reset_to("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._resume()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        r = design_rect(app, 440, 130, 400, 420 + 68 * len(self.extra))
        sheet(surface, app, r)
        t = app.fonts.render(self.heading(), app.px(theme.TYPE_TITLE), theme.INK, "bold")
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + app.px(24))))
        note = self.note()
        if note and self.buttons:
            self._note(surface, note, r, self.buttons[-1].rect.bottom + app.px(12))
        if self.game_title:
            g = app.fonts.render(self.game_title, app.px(theme.TYPE_BODY), theme.INK_SOFT)
            top = max(r.y + app.px(70), r.y + app.px(24) + t.get_height())  # larger text: under the title
            surface.blit(g, g.get_rect(midtop=(r.centerx, top)))
        self.focus.draw(surface)

    def heading(self) -> str:
        """ "Paused" only where the game waits for this menu: a network game goes on at the other computers."""
        return str(self.app.t("pause.joined_title" if self.joined or self.hosted else "pause.title"))

    def note(self) -> str | None:
        """The line under a network game's buttons: where the game goes on (and how to come back), or what
        Save and quit does to the other computers."""
        if self.joined:
            return str(self.app.t("pause.leave_note"))
        return str(self.app.t("pause.host_note")) if self.hosted else None

    def _note(self, surface: pygame.Surface, text: str, sheet_rect: pygame.Rect, top: int) -> None:
        """The line under a network game's buttons (`note`)."""
        app = self.app
        px = app.px(theme.TYPE_SMALL)
        width = sheet_rect.w - app.px(48)
        y = top
        for line in app.fonts.wrap(text, px, width):
            if y + app.fonts.font(px).get_linesize() > sheet_rect.bottom - app.px(8):
                break
            line_s = app.fonts.render(line, px, theme.INK_SOFT)
            surface.blit(line_s, line_s.get_rect(midtop=(sheet_rect.centerx, y)))
            y += line_s.get_height()

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        game = playable()[0]
        return {"game_title": app.t(game.title_key), "game_id": game.id}
