"""Rules reference: each game's rules in short illustrated sections, scrollable."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.data.loader import DataError
from woods_desktop.data.rules import load_rules
from woods_desktop.games import GAMES, playable_ids
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import Button, FocusRing


@register_scene("rules")
class RulesScene(Scene):
    def enter(self, game: str | None = None, **kwargs: Any) -> None:
        ids = [g.id for g in GAMES]
        self.game = game if game in ids else playable_ids()[0]
        self.scroll = 0
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.tabs = [
            Button(
                app,
                app.t(f"{g}.title"),
                partial(self._select, g),
                design_rect(app, 40, 110 + i * 60, 250, 48),
                "accent" if g == self.game else "secondary",
                size=theme.TYPE_BODY,
            )
            for i, g in enumerate(g.id for g in GAMES)
        ]
        self.back = back_button(app, app.pop)
        self.focus.set([*self.tabs, self.back])
        self.view_rect = design_rect(app, 320, 100, 920, 590)
        self._render_content()

    def _select(self, game: str) -> None:
        self.game = game
        self.scroll = 0
        self.layout()

    def _render_content(self) -> None:
        """Lay the whole text out once into a tall surface; scrolling just blits part of it."""
        app = self.app
        width = self.view_rect.w - app.px(64)
        try:
            rules = load_rules(self.game, app.strings.lang)
            blocks = [(s.heading, s.icon, s.body) for s in rules.sections]
            title = rules.title
        except (DataError, FileNotFoundError) as exc:
            blocks = [(app.t("rules.missing"), "tip", str(exc))]
            title = app.t(f"{self.game}.title")
        body_px, head_px = app.px(theme.TYPE_BODY), app.px(theme.TYPE_LEAD)
        line_h = app.fonts.font(body_px).get_linesize()
        items: list[tuple[str, Any, int]] = []
        y = app.px(24)
        items.append(("title", title, y))
        y += app.px(56)
        icon_sz = app.px(36)
        for heading, icon, body in blocks:
            items.append(("icon", icon, y))
            items.append(("head", heading, y + app.px(4)))
            y += max(icon_sz, app.fonts.font(head_px, "bold").get_linesize()) + app.px(8)
            for para in body.split("\n"):
                bullet = para.startswith("- ")
                text = para[2:] if bullet else para
                indent = app.px(18) if bullet else 0
                for j, line in enumerate(app.fonts.wrap(text, body_px, width - icon_sz - app.px(16) - indent)):
                    items.append(("bullet" if bullet and j == 0 else ("indent" if bullet else "line"), line, y))
                    y += line_h
            y += app.px(20)
        self.content_h = y
        surf = pygame.Surface((self.view_rect.w, max(1, y)), pygame.SRCALPHA)
        x = app.px(32)
        text_x = x + icon_sz + app.px(16)
        for kind, value, iy in items:
            if kind == "title":
                surf.blit(app.fonts.render(value, app.px(theme.TYPE_TITLE), theme.INK, "bold"), (x, iy))
            elif kind == "icon":
                surf.blit(app.images.get(f"icon-{value}", icon_sz), (x, iy))
            elif kind == "head":
                surf.blit(app.fonts.render(value, head_px, theme.MOSS_DARK, "bold"), (text_x, iy))
            else:
                t = app.fonts.render(value, body_px, theme.INK)
                if kind == "bullet":
                    pygame.draw.circle(surf, theme.MOSS, (text_x + app.px(6), iy + line_h // 2), app.px(3))
                surf.blit(t, (text_x + (app.px(18) if kind != "line" else 0), iy))
        self.content = surf

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view_rect.h + self.app.px(16))

    def _scroll_by(self, d: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + d))

    def handle(self, event: pygame.event.Event) -> None:
        app = self.app
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * app.px(48))
            return
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400, pygame.K_j: 48, pygame.K_k: -48}.get(event.key)
            if event.key == pygame.K_ESCAPE:
                app.pop()
                return
            if step is not None:
                self._scroll_by(app.px(step))
                return
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if event.key == pygame.K_HOME else self.max_scroll
                return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("rules.title"))
        sheet(surface, app, self.view_rect)
        clip = surface.get_clip()
        inner = self.view_rect.inflate(0, -app.px(12))
        surface.set_clip(inner)
        surface.blit(self.content, (self.view_rect.x, self.view_rect.y - self.scroll))
        surface.set_clip(clip)
        if self.max_scroll > 0:
            track = pygame.Rect(self.view_rect.right - app.px(14), inner.y + app.px(8), app.px(6), inner.h - app.px(16))
            pygame.draw.rect(surface, theme.PARCHMENT_SHADE, track, border_radius=app.px(3))
            frac = self.view_rect.h / max(1, self.content_h)
            th = max(app.px(30), int(track.h * frac))
            ty = track.y + int((track.h - th) * self.scroll / max(1, self.max_scroll))
            pygame.draw.rect(surface, theme.MOSS, (track.x, ty, track.w, th), border_radius=app.px(3))
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"game": playable_ids()[0]}
