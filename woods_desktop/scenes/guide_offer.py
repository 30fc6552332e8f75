"""The offer made the first time a game is opened: learn it with a guided first game, or just play."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.scenes.dialogs import two_answer_keys
from woods_desktop.ui.chrome import design_rect, dim, draw_table, sheet
from woods_desktop.ui.widgets import Button, FocusRing


def a_guided_game() -> str:
    """The game a screen opened without one shows (a screenshot, a demo): the last listed game with a lesson."""
    from woods_desktop.data.guide import has_guide
    from woods_desktop.games import playable_ids

    return [g for g in playable_ids() if has_guide(g)][-1]


@register_scene("guide_offer")
class GuideOfferScene(Scene):
    overlay = True

    def enter(self, game: str = "", **kwargs: Any) -> None:
        self.game = game or a_guided_game()
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        yes, no = app.t("guide.offer_yes"), app.t("guide.offer_no")
        # the buttons as wide as their words and icon at the text size (at 150 % in Russian the yes button
        # dropped its icon), the sheet as wide as they need
        bold = app.fonts.font(app.px(theme.TYPE_BODY), "bold")
        icon = app.px(theme.TYPE_BODY * 1.25 + 8)
        b_w = max(240, *((bold.size(w)[0] + icon + app.px(20)) / app.scale for w in (yes, no)))
        s_w = max(600, 2 * b_w + 20 + 64)
        self.sheet_rect = design_rect(app, 640 - s_w / 2, 220, s_w, 270)
        # as tall as its words need (a larger text size), about the same middle
        r = self.sheet_rect
        title = app.t("guide.offer_title", game=app.t(f"{self.game}.title"))
        heads = app.fonts.wrap(title, app.px(theme.TYPE_TITLE), r.w - app.px(48), "bold")[:2]
        body = app.fonts.wrap(app.t("guide.offer_text"), app.px(theme.TYPE_BODY), r.w - app.px(64))[:4]
        words = len(heads) * app.fonts.font(app.px(theme.TYPE_TITLE), "bold").get_linesize()
        words += len(body) * app.fonts.font(app.px(theme.TYPE_BODY)).get_linesize()
        need = (words / app.scale) + 28 + 12 + 24 + 52 + 32  # margins, the gap, room above the buttons
        if need > 270:
            self.sheet_rect = design_rect(app, 640 - s_w / 2, max(24, 355 - need / 2), s_w, need)
            r = self.sheet_rect
        bw, bh, gap = design_rect(app, 0, 0, b_w, 52).w, design_rect(app, 0, 0, 1, 52).h, app.px(20)
        y = r.bottom - app.px(32) - bh
        self.yes = Button(
            app,
            yes,
            self._learn,
            pygame.Rect(r.centerx - gap // 2 - bw, y, bw, bh),
            "primary",
            icon="icon-rules",
        )
        self.no = Button(app, no, self._play, pygame.Rect(r.centerx + gap // 2, y, bw, bh))
        self.focus.set([self.yes, self.no])
        if self.focus.index < 0:
            self.focus.move(1)

    def _learn(self) -> None:
        from woods_desktop.app.launch import open_guide

        self.app.pop()
        open_guide(self.app, self.game)

    def _play(self) -> None:
        self.app.pop()
        self.app.push("setup", game=self.game)

    def handle(self, event: pygame.event.Event) -> None:
        two_answer_keys(self.app, self.focus, event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        r = self.sheet_rect
        sheet(surface, app, r)
        y = r.y + app.px(28)
        title = app.t("guide.offer_title", game=app.t(f"{self.game}.title"))
        for line in app.fonts.wrap(title, app.px(theme.TYPE_TITLE), r.w - app.px(48), "bold")[:2]:
            t = app.fonts.render(line, app.px(theme.TYPE_TITLE), theme.INK, "bold")
            surface.blit(t, t.get_rect(midtop=(r.centerx, y)))
            y += t.get_height()
        y += app.px(12)
        for line in app.fonts.wrap(app.t("guide.offer_text"), app.px(theme.TYPE_BODY), r.w - app.px(64))[:4]:
            t = app.fonts.render(line, app.px(theme.TYPE_BODY), theme.INK_SOFT)
            surface.blit(t, t.get_rect(midtop=(r.centerx, y)))
            y += t.get_height()
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"game": a_guided_game()}


@register_scene("guide_start")
class GuideStartScene(Scene):
    """`woods-desktop tutorial GAME` (no --auto): the window opens on the menu with the game's lesson over it."""

    def enter(self, game: str = "", **kwargs: Any) -> None:
        self.game = game or a_guided_game()
        self.started = False

    def update(self, dt: float) -> bool:
        if not self.started:
            from woods_desktop.app.launch import open_guide

            self.started = True
            if not open_guide(self.app, self.game):
                self.app.reset_to("menu")
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        title = app.t("guide.title", game=app.t(f"{self.game}.title"))
        t = app.fonts.render(title, app.px(theme.TYPE_TITLE), theme.PARCHMENT, "bold")
        surface.blit(t, t.get_rect(center=(app.size[0] // 2, app.size[1] // 2)))
