"""The end of a game: ranks, scores, the tie-break that decided, play again."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import restart_session
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.app.session import GameSession
from woods_desktop.saves.stats import load_stats, record_game, save_stats
from woods_desktop.ui.chrome import design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.widgets import Button, FocusRing


@register_scene("result")
class ResultScene(Scene):
    def enter(self, session: GameSession | None = None, **kwargs: Any) -> None:
        self.session = session
        self.result = session.state.result()
        if not session.recorded and session.autosave:
            stats, _ = load_stats()
            record_game(stats, session.definition.id, [s.kind for s in session.seats], list(self.result.winners))
            save_stats(stats)
            session.recorded = True
        self.app.sound.play("chime")
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.again = Button(app, app.t("result.again"), self._again, design_rect(app, 400, 610, 230, 56), "primary",
                            icon="icon-turn")
        self.menu = Button(app, app.t("result.menu"), lambda: app.reset_to("menu"),
                           design_rect(app, 650, 610, 230, 56), icon="icon-menu")
        self.focus.set([self.again, self.menu])

    def _again(self) -> None:
        restart_session(self.app, self.session)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.app.demo import demo_session

        return {"session": demo_session("woodlanders", seed, finish=True)}

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.reset_to("menu")
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        app, res, s = self.app, self.result, self.session
        draw_table(surface)
        draw_title(surface, app, app.t("result.title"), app.t(s.definition.title_key))
        r = design_rect(app, 240, 100, 800, 480)
        sheet(surface, app, r)
        order = sorted(range(len(res.ranks)), key=lambda i: (res.ranks[i], -res.scores[i]))
        y = r.y + app.px(28)
        for i in order:
            row = pygame.Rect(r.x + app.px(32), y, r.w - app.px(64), app.px(56))
            if res.ranks[i] == 1:
                pygame.draw.rect(surface, (250, 232, 190), row, border_radius=app.px(8))
                crown = app.images.get("icon-crown", app.px(32))
                surface.blit(crown, (row.x + app.px(8), row.centery - crown.get_height() // 2))
            place = app.fonts.render(app.t("result.place", n=res.ranks[i]), app.px(theme.TYPE_LEAD), theme.INK, "bold")
            surface.blit(place, (row.x + app.px(52), row.centery - place.get_height() // 2))
            seat = s.seats[i] if i < len(s.seats) else None
            if seat is not None:
                _, col, shape = theme.PLAYER_COLOURS[seat.colour % len(theme.PLAYER_COLOURS)]
                player_shape(surface, shape, (row.x + app.px(150), row.centery), app.px(12), col)
                name = app.fonts.render(seat.name, app.px(theme.TYPE_LEAD), theme.INK, "bold")
                surface.blit(name, (row.x + app.px(172), row.centery - name.get_height() // 2))
                kind = app.fonts.render(app.t(f"setup.kind.{seat.kind}"), app.px(theme.TYPE_SMALL), theme.INK_SOFT)
                surface.blit(kind, (row.x + app.px(182) + name.get_width(), row.centery - kind.get_height() // 2 + 2))
            score = res.scores[i]
            unit = f"{s.definition.id}.result.{s.config.get('variant')}"  # e.g. cards, not points
            unit = unit if app.strings.has(unit) else "result.points"
            text = app.t(unit, n=int(score) if float(score).is_integer() else score)
            sc = app.fonts.render(text, app.px(theme.TYPE_LEAD), theme.MOSS_DARK, "bold")
            surface.blit(sc, (row.right - sc.get_width() - app.px(12), row.centery - sc.get_height() // 2))
            y += app.px(64)
        note = app.t(res.tiebreak) if res.tiebreak else app.t("result.no_tiebreak")
        t = app.fonts.render(note, app.px(theme.TYPE_BODY), theme.INK_SOFT, "bold")
        surface.blit(t, t.get_rect(midbottom=(r.centerx, r.bottom - app.px(20))))
        self.focus.draw(surface)
