"""Statistics, one playable game at a time: per seat kind (people, each computer level) the games,
wins, best and average score; a chart of the scores over the last games; solo progress when the game
has missions. Everything is read from what `saves.stats` recorded from each game's `Outcome`."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.scene import register_scene
from woods_desktop.games import playable
from woods_desktop.saves.history import finished_games
from woods_desktop.saves.stats import average, load_stats
from woods_desktop.scenes.page import PageScene
from woods_desktop.scenes.result import score_text
from woods_desktop.scenes.saved_games import when_text
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.widgets import Choice, FocusRing

KINDS = ("human", "easy", "normal", "hard", "random", "robot")
KIND_COLOURS = {
    "human": theme.SKY,
    "easy": theme.MOSS,
    "normal": theme.AMBER,
    "hard": theme.BERRY,
    "random": theme.INK_SOFT,
    "robot": theme.DISABLED,
}
CHART_GAMES = 30
LAST_SHOWN = 3


def chart_series(last: list[dict[str, Any]]) -> dict[str, list[float | None]]:
    """Per seat kind, its average score in each of the last games (None where it did not sit)."""
    series: dict[str, list[float | None]] = {}
    kinds = [k for k in KINDS if any(k in g.get("seats", []) for g in last)]
    for kind in kinds:
        points: list[float | None] = []
        for g in last:
            scores = [s for s, k in zip(g.get("scores", []), g.get("seats", [])) if k == kind]
            points.append(sum(scores) / len(scores) if scores else None)
        series[kind] = points
    return series


@register_scene("statistics")
class StatisticsScene(PageScene):
    def enter(self, **kwargs: Any) -> None:
        self.stats, broken = load_stats()
        if broken is not None:  # shown by `update` once this screen is up, until dismissed
            notices.post(self.app, notices.broken_stats(self.app, broken))
        self.games = [p.id for p in playable()]  # a game not yet playable is not listed
        played = [g for g in self.games if self.stats["games"].get(g, {}).get("played")]
        self.game = played[0] if played else (self.games[0] if self.games else "")
        self.recent = finished_games(self.game, LAST_SHOWN) if self.game else []
        self.focus = FocusRing()
        self.layout()

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        labels = [app.t(f"{g}.title") for g in self.games]
        self.chooser = Choice(
            app,
            self.games,
            labels,
            self.games.index(self.game) if self.game in self.games else 0,
            self._choose,
            design_rect(app, 80, 104, 420, 48),
        )
        self.focus.set([self.chooser, self.back])

    def update(self, dt: float) -> bool:
        return notices.show_next(self.app)

    def _choose(self, game: str) -> None:
        self.game = game
        self.recent = finished_games(game, LAST_SHOWN)
        self.dirty = True

    def recent_lines(self) -> list[str]:
        """The last finished games kept with their replay: when, and each seat's name and score, winners first."""
        app = self.app
        lines = []
        for record in self.recent:
            outcome = record.get("outcome", {})
            seats = (record.get("meta") or {}).get("seats") or []
            scores = outcome.get("scores") or []
            unit = outcome.get("unit_key") or "result.points"
            ranks = outcome.get("ranks") or [1] * len(scores)
            order = sorted(range(len(scores)), key=lambda i: ranks[i] if i < len(ranks) else 99)
            parts = [
                f"{seats[i].get('name', '?') if i < len(seats) else '?'} {score_text(app, unit, scores[i])}"
                for i in order
            ]
            lines.append(f"{when_text(app, float(record.get('finished_at', 0)))} · {', '.join(parts)}")
        return lines

    @property
    def entry(self) -> dict[str, Any]:
        return dict(self.stats["games"].get(self.game, {}))

    def _unit(self) -> str:
        last = self.entry.get("last") or []
        key = last[-1].get("unit_key") if last else None
        return key if isinstance(key, str) and self.app.strings.has(key) else "result.points"

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        colour: Any,
        pos: tuple[int, int],
        weight: str = "bold",
        anchor: str = "topleft",
    ) -> pygame.Rect:
        t = self.app.fonts.render(text, self.app.px(size), colour, weight)
        rect = t.get_rect(**{anchor: pos})
        surface.blit(t, rect)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t("stats.title"))
        sheet(surface, app, design_rect(app, 40, 164, 1200, 470))
        entry = self.entry
        played = int(entry.get("played", 0))
        head = design_rect(app, 520, 104, 700, 48)
        self._text(
            surface, app.t("stats.played", n=played), theme.TYPE_LEAD, theme.PARCHMENT, head.midleft, anchor="midleft"
        )
        if not played:
            r = design_rect(app, 40, 164, 1200, 470)
            self._text(surface, app.t("stats.none"), theme.TYPE_LEAD, theme.INK_SOFT, r.center, anchor="center")
        else:
            self._draw_table(surface, entry)
            self._draw_chart(surface, entry.get("last") or [])
        self._draw_recent(surface)
        self._draw_solo(surface)
        self.focus.draw(surface)

    def _draw_table(self, surface: pygame.Surface, entry: dict[str, Any]) -> None:
        app = self.app
        cols = [
            ("stats.player", 64),
            ("stats.seats", 230),
            ("stats.wins", 320),
            ("stats.best", 410),
            ("stats.average", 520),
        ]
        y = design_rect(app, 0, 184, 1, 1).y
        for key, x in cols:
            self._text(surface, app.t(key), theme.TYPE_SMALL, theme.INK_SOFT, (design_rect(app, x, 0, 1, 1).x, y))
        unit = self._unit()
        by_kind = entry.get("by_kind", {})
        row = 0
        for kind in KINDS:
            e = by_kind.get(kind)
            if not e:
                continue
            ry = design_rect(app, 0, 216 + row * 44, 1, 1).y
            pygame.draw.circle(
                surface, KIND_COLOURS[kind], (design_rect(app, 52, 0, 1, 1).x, ry + app.px(12)), app.px(6)
            )
            self._text(
                surface, app.t(f"stats.kind.{kind}"), theme.TYPE_BODY, theme.INK, (design_rect(app, 64, 0, 1, 1).x, ry)
            )
            best, avg = e.get("best"), average(e)
            values = [
                str(e.get("seats", 0)),
                str(e.get("wins", 0)),
                score_text(app, unit, best) if best is not None else "—",
                score_text(app, unit, round(avg, 1)) if avg is not None else "—",
            ]
            for (_, x), value in zip(cols[1:], values):
                self._text(
                    surface, value, theme.TYPE_BODY, theme.INK, (design_rect(app, x, 0, 1, 1).x, ry), weight="regular"
                )
            row += 1
        if entry.get("lower_better"):
            self._text(
                surface,
                app.t("stats.lower_better"),
                theme.TYPE_SMALL,
                theme.INK_SOFT,
                design_rect(app, 64, 216 + row * 44 + 8, 1, 1).topleft,
                weight="regular",
            )

    def _draw_chart(self, surface: pygame.Surface, last: list[dict[str, Any]]) -> None:
        """Scores of each seat kind over the last games, drawn as lines with a dot per game."""
        app = self.app
        last = last[-CHART_GAMES:]
        box = design_rect(app, 680, 220, 520, 300)
        self._text(
            surface,
            app.t("stats.chart", n=len(last)),
            theme.TYPE_SMALL,
            theme.INK_SOFT,
            (box.x, design_rect(app, 0, 184, 1, 1).y),
        )
        pygame.draw.rect(surface, (252, 247, 235), box, border_radius=app.px(6))
        series = chart_series(last)
        values = [v for pts in series.values() for v in pts if v is not None]
        if not values:
            return
        lo, hi = min(values + [0.0]), max(values + [0.0])
        if hi == lo:
            hi = lo + 1
        pad = app.px(16)
        inner = box.inflate(-2 * pad, -2 * pad)

        def point(i: int, v: float) -> tuple[int, int]:
            x = inner.x + (inner.w * i // max(1, len(last) - 1) if len(last) > 1 else inner.w // 2)
            return (x, inner.bottom - round((v - lo) / (hi - lo) * inner.h))

        zero = point(0, 0.0)[1]
        pygame.draw.line(surface, theme.PARCHMENT_SHADE, (inner.x, zero), (inner.right, zero), max(1, app.px(1)))
        for label, v in ((hi, hi), (lo, lo)):
            self._text(
                surface,
                f"{label:g}",
                theme.TYPE_SMALL,
                theme.INK_SOFT,
                (box.x - app.px(6), point(0, v)[1]),
                weight="regular",
                anchor="midright",
            )
        for kind, pts in series.items():
            colour = KIND_COLOURS[kind]
            run: list[tuple[int, int]] = []
            for i, v in enumerate(pts):
                if v is None:
                    if len(run) > 1:
                        pygame.draw.lines(surface, colour, False, run, max(2, app.px(2)))
                    run = []
                    continue
                run.append(point(i, v))
                pygame.draw.circle(surface, colour, run[-1], max(2, app.px(4)))
            if len(run) > 1:
                pygame.draw.lines(surface, colour, False, run, max(2, app.px(2)))
        x = box.x
        for kind in series:
            pygame.draw.circle(surface, KIND_COLOURS[kind], (x + app.px(6), box.bottom + app.px(18)), app.px(5))
            r = self._text(
                surface,
                app.t(f"stats.kind.{kind}"),
                theme.TYPE_SMALL,
                theme.INK_SOFT,
                (x + app.px(16), box.bottom + app.px(18)),
                weight="regular",
                anchor="midleft",
            )
            x = r.right + app.px(18)

    def _draw_recent(self, surface: pygame.Surface) -> None:
        app = self.app
        lines = self.recent_lines()
        if not lines:
            return
        y = design_rect(app, 0, 486, 1, 1).y
        x = design_rect(app, 64, 0, 1, 1).x
        room = design_rect(app, 64, 0, 580, 1).w
        self._text(surface, app.t("stats.last_games"), theme.TYPE_SMALL, theme.INK_SOFT, (x, y))
        for i, line in enumerate(lines):
            size = (
                theme.TYPE_BODY if app.fonts.font(app.px(theme.TYPE_BODY)).size(line)[0] <= room else theme.TYPE_SMALL
            )
            self._text(surface, line, size, theme.INK, (x, y + app.px(22 + i * 26)), weight="regular")

    def _draw_solo(self, surface: pygame.Surface) -> None:
        solo = {k: v for k, v in self.stats.get("solo", {}).items() if k.split(".")[0] == self.game}
        if not solo:
            return
        done = sum(1 for v in solo.values() if isinstance(v, dict) and v.get("passed"))
        self._text(
            surface,
            self.app.t("stats.solo", done=done, total=len(solo)),
            theme.TYPE_BODY,
            theme.INK,
            design_rect(self.app, 680, 590, 1, 1).topleft,
        )

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {}
