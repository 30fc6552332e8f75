"""Statistics, one playable game (and kind of outcome) at a time: a row per person (by name) and per
computer level with the games and their results; the scores over the last games as a chart, or for a
team game how often each shared result came; solo progress when the game has missions. Everything is
read from what `saves.stats` recorded from each game's `Outcome`.

A ranked game shows wins, best and average score; a team game won / lost (no points: the team's
presents are not a player's score); a solo game passed / failed and the score. The chart and the
team's result bars are drawn by `statistics_chart`."""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import notices, theme
from woods_desktop.app.scene import register_scene
from woods_desktop.data.seat_words import COMPUTER_KINDS, seat_name
from woods_desktop.games import playable
from woods_desktop.saves.history import finished_games
from woods_desktop.saves.stats import EARLIER_PEOPLE, MODES, RANKED, SOLO, TEAM, average, load_stats, row_id
from woods_desktop.scenes.page import PageScene
from woods_desktop.scenes.result import score_text
from woods_desktop.scenes.statistics_chart import CHART_GAMES, chart_series, draw_chart, draw_results, last_rows
from woods_desktop.scenes.statistics_recent import recent_lines
from woods_desktop.table.text import draw_text, fit
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.widgets import FocusRing

__all__ = [
    "CHART_GAMES",
    "COLUMNS",
    "KINDS",
    "KIND_COLOURS",
    "LAST_SHOWN",
    "PEOPLE_COLOURS",
    "ROWS_SHOWN",
    "StatisticsScene",
    "chart_series",
    "last_rows",
]

KINDS = ("human", "easy", "normal", "hard", "random", "robot")
KIND_COLOURS = {
    "human": theme.SKY,
    "easy": theme.MOSS,
    "normal": theme.AMBER,
    "hard": theme.BERRY,
    "random": theme.INK_SOFT,
    "robot": theme.DISABLED,
}
PEOPLE_COLOURS = (theme.SKY, (126, 79, 163), (46, 125, 120), (140, 90, 60), (200, 90, 140))
LAST_SHOWN = 3
ROWS_SHOWN = 6
COLUMNS = {
    RANKED: ("stats.seats", "stats.wins", "stats.best", "stats.average"),
    TEAM: ("stats.seats", "stats.won", "stats.lost"),
    SOLO: ("stats.seats", "stats.passed", "stats.failed", "stats.best"),
}


@register_scene("statistics")
class StatisticsScene(PageScene):
    def enter(self, **kwargs: Any) -> None:
        self.stats, broken = load_stats()
        if broken is not None:  # shown by `update` once this screen is up, until dismissed
            notices.post(self.app, notices.broken_stats(self.app, broken))
        self.games = [p.id for p in playable()]  # a game not yet playable is not listed
        self.choices = [(g, m) for g in self.games for m in self.modes_of(g)]
        played = [c for c in self.choices if self.mode_entry(*c).get("played")]
        self.game, self.mode = played[0] if played else (self.choices[0] if self.choices else ("", RANKED))
        self.recent = self._recent()
        self.seat_colours = self._seat_colours()
        self.focus = FocusRing()
        self.layout()

    def modes_of(self, game: str) -> list[str]:
        """The kinds of outcome recorded for a game (ranked first), or one when none was."""
        modes = self.stats["games"].get(game, {}).get("modes", {})
        found = [m for m in MODES if m in modes]
        return found or [RANKED]

    def mode_entry(self, game: str, mode: str) -> dict[str, Any]:
        return dict(self.stats["games"].get(game, {}).get("modes", {}).get(mode, {}))

    def choice_label(self, game: str, mode: str) -> str:
        title = self.app.t(f"{game}.title")
        if mode == SOLO or len(self.modes_of(game)) > 1:
            return f"{title} · {self.app.t(f'stats.mode.{mode}')}"
        return title

    def layout(self) -> None:
        app = self.app
        self.back = back_button(app, app.pop)
        current = (self.game, self.mode)
        self.chooser = Choice(
            app,
            self.choices,
            [self.choice_label(*c) for c in self.choices],
            self.choices.index(current) if current in self.choices else 0,
            self._choose,
            design_rect(app, 80, 104, 420, 48),
        )
        self.focus.set([self.chooser, self.back])

    def update(self, dt: float) -> bool:
        return notices.show_next(self.app)

    def _choose(self, choice: tuple[str, str]) -> None:
        self.game, self.mode = choice
        self.recent = self._recent()
        self.seat_colours = self._seat_colours()
        self.dirty = True

    def _recent(self) -> list[dict[str, Any]]:
        if not self.game:
            return []
        found = [r for r in finished_games(self.game) if (r.get("outcome") or {}).get("kind", RANKED) == self.mode]
        return found[:LAST_SHOWN]

    def recent_lines(self) -> list[str]:
        return recent_lines(self.app, self.recent, self.mode)

    @property
    def entry(self) -> dict[str, Any]:
        return self.mode_entry(self.game, self.mode)

    def mode_last(self) -> list[dict[str, Any]]:
        last = self.stats["games"].get(self.game, {}).get("last") or []
        return [g for g in last if isinstance(g, dict) and str(g.get("kind", RANKED)) == self.mode]

    def _unit(self) -> str:
        last = self.mode_last()
        key = last[-1].get("unit_key") if last else None
        return key if isinstance(key, str) and self.app.strings.has(key) else "result.points"

    def rows(self) -> list[tuple[str, dict[str, Any]]]:
        """The rows in order: people (most games first), then the computer levels."""
        rows = [(rid, r) for rid, r in self.entry.get("rows", {}).items() if isinstance(r, dict)]
        people = sorted(
            (x for x in rows if x[0].startswith("person:")), key=lambda x: (-int(x[1].get("games", 0)), x[0])
        )
        earlier = [x for x in rows if x[0] == EARLIER_PEOPLE]
        kinds = [x for k in KINDS if k != "human" for x in rows if x[0] == f"kind:{k}"]
        return people + earlier + kinds

    def row_label(self, rid: str, row: dict[str, Any]) -> str:
        if rid.startswith("person:"):  # a made-up "Player 1" in the window's language
            return seat_name(self.app.t, str(row.get("name") or rid.partition(":")[2]), "human")
        if rid == EARLIER_PEOPLE:
            return self.app.t("stats.earlier_people")
        kind = rid.partition(":")[2]
        if kind in COMPUTER_KINDS:  # "Computer (normal)", as its seats are named on every screen
            return seat_name(self.app.t, "", kind)
        return self.app.t(f"stats.kind.{kind}") if self.app.strings.has(f"stats.kind.{kind}") else kind

    def _seat_colours(self) -> dict[str, int]:
        """Each row's seat colour (an index of `theme.PLAYER_COLOURS`): the colour it played in its latest
        game, so a person's dots are the colour of their seat; a colour another row already shows is
        not taken twice (that row falls back to the page's own colours)."""
        found: list[tuple[float, str, int]] = []
        for g in self.mode_last():
            rows, colours = list(g.get("rows") or []), list(g.get("colours") or [])
            for rid, colour in zip(rows, colours):
                if isinstance(rid, str) and isinstance(colour, int):
                    found.append((float(g.get("at") or 0), rid, colour))
        for record in self.recent:
            at = float(record.get("finished_at") or 0)
            for seat in (record.get("meta") or {}).get("seats") or []:
                if isinstance(seat, dict) and isinstance(seat.get("colour"), int):
                    rid = row_id(str(seat.get("kind", "human")), str(seat.get("name", "")))
                    if rid is not None:
                        found.append((at, rid, int(seat["colour"])))
        out: dict[str, int] = {}
        for _, rid, colour in sorted(found, key=lambda x: -x[0]):
            if rid not in out and colour not in out.values():
                out[rid] = colour % len(theme.PLAYER_COLOURS)
        return out

    def draw_marker(self, surface: pygame.Surface, rid: str, centre: tuple[int, int], r: int) -> None:
        """A row's dot: its seat's colour with the seat's shape (never colour alone); a row with no seat
        colour recorded, a plain dot of the page's colour."""
        colour = self.seat_colours.get(rid)
        if colour is None:
            pygame.draw.circle(surface, self.row_colour(rid), centre, r)
            return
        _, col, shape = theme.PLAYER_COLOURS[colour]
        player_shape(surface, shape, centre, r, col)

    def row_colour(self, rid: str) -> Any:
        if rid in getattr(self, "seat_colours", {}):
            return theme.PLAYER_COLOURS[self.seat_colours[rid]][1]
        if rid.startswith("person:"):
            people = [r for r, _ in self.rows() if r.startswith("person:")]
            index = people.index(rid) if rid in people else len(people)
            return PEOPLE_COLOURS[index % len(PEOPLE_COLOURS)]
        return KIND_COLOURS.get(rid.partition(":")[2], theme.INK_SOFT)

    def row_values(self, row: dict[str, Any]) -> list[str]:
        """The row's cells after its name, for this kind of outcome."""
        games, wins = int(row.get("games", 0)), int(row.get("wins", 0))
        unit = self._unit()
        best, avg = row.get("best"), average(row)
        best_text = score_text(self.app, unit, best) if best is not None else "—"
        if self.mode == TEAM:
            return [str(games), str(wins), str(games - wins)]
        if self.mode == SOLO:
            return [str(games), str(wins), str(games - wins), best_text]
        return [str(games), str(wins), best_text, score_text(self.app, unit, round(avg, 1)) if avg is not None else "—"]

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
            if self.mode == TEAM:
                draw_results(self, surface, entry)
            else:
                draw_chart(self, surface, self.mode_last())
        self._draw_recent(surface)
        self._draw_solo(surface)
        self.focus.draw(surface)

    def _draw_table(self, surface: pygame.Surface, entry: dict[str, Any]) -> None:
        app = self.app
        xs = (230, 320, 410, 520)
        cols = [("stats.player", 64), *zip(COLUMNS[self.mode], xs)]
        y = design_rect(app, 0, 184, 1, 1).y
        for key, x in cols:
            self._text(surface, app.t(key), theme.TYPE_SMALL, theme.INK_SOFT, (design_rect(app, x, 0, 1, 1).x, y))
        row_n = 0
        for rid, e in self.rows()[:ROWS_SHOWN]:
            ry = design_rect(app, 0, 216 + row_n * 44, 1, 1).y
            self.draw_marker(surface, rid, (design_rect(app, 52, 0, 1, 1).x, ry + app.px(12)), app.px(7))
            name = self.row_label(rid, e)
            # the name in its column: smaller, then on two lines ("Computer (normal)" at 150 % text)
            box = pygame.Rect(design_rect(app, 64, 0, 1, 1).x, ry - app.px(12), design_rect(app, 0, 0, 160, 1).w, 0)
            box.h = design_rect(app, 0, 0, 1, 52).h
            one_line = fit(app, name, box, app.px(theme.TYPE_BODY), "bold", 1, app.px(theme.TYPE_SMALL))
            lines = 1 if one_line.fits else 2
            draw_text(surface, app, name, box, one_line.px, theme.INK, "bold", valign="middle", max_lines=lines)
            for (_, x), value in zip(cols[1:], self.row_values(e)):
                self._text(
                    surface, value, theme.TYPE_BODY, theme.INK, (design_rect(app, x, 0, 1, 1).x, ry), weight="regular"
                )
            row_n += 1
        if self.mode == RANKED and entry.get("lower_better"):
            self._text(
                surface,
                app.t("stats.lower_better"),
                theme.TYPE_SMALL,
                theme.INK_SOFT,
                design_rect(app, 64, 216 + row_n * 44 + 8, 1, 1).topleft,
                weight="regular",
            )

    def _draw_recent(self, surface: pygame.Surface) -> None:
        app = self.app
        lines = self.recent_lines()
        if not lines:
            return
        y = design_rect(app, 0, 486, 1, 1).y
        x = design_rect(app, 64, 0, 1, 1).x
        room = design_rect(app, 64, 0, 580, 1).w
        self._text(surface, app.t("stats.last_games"), theme.TYPE_SMALL, theme.INK_SOFT, (x, y))
        for i, line in enumerate(lines):  # within the left column: a long game's line ran under the chart
            words = app.fonts.one_line(line, app.px(theme.TYPE_BODY), app.px(theme.TYPE_SMALL), room, theme.INK)
            surface.blit(words, (x, y + app.px(22 + i * 26)))

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
