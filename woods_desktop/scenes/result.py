"""The end of a game, worded by the kind of its `Outcome`.

Ranked: places and scores in the game's own unit ("12 points", "1 card") with
plural forms, and the tie-break that decided. Team: the one result the table
shares. Solo: passed or not, and each objective met or missed. It reads a
`FinishedGame` (the outcome, the seats as everyone sees them, the setup), never
the session or the state; the replay and the statistics were kept when the last
action was applied.
"""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.core.outcome import RANKED, SOLO, TEAM, Outcome
from woods_desktop.data.seat_words import computer_named_by_level, pairs_of, seat_names
from woods_desktop.scenes.result_solo import draw_solo
from woods_desktop.table.finished import FinishedGame, finished_session
from woods_desktop.table.layers import StillLayer
from woods_desktop.table.text import draw_text
from woods_desktop.ui.button_rows import lay_foot_row
from woods_desktop.ui.chrome import design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.widgets import Button, FocusRing


def score_text(app: Any, unit_key: str, score: float) -> str:
    """A score in the game's unit, its plural form chosen for the number."""
    n = int(score) if float(score).is_integer() else score
    return str(app.t(unit_key if app.strings.has(unit_key) else "result.points", n=n))


@register_scene("result")
class ResultScene(Scene):
    def enter(
        self, game: FinishedGame | None = None, session: Any = None, on_table: bool = False, **kwargs: Any
    ) -> None:
        """`game` as a table hands it over; `session` (a demo, a test) is read into one the same way."""
        if game is None:
            assert session is not None
            game = finished_session(self.app, session)
        self.game = game
        self.on_table = on_table  # opened over the finished table: "Look at the table" goes back to it
        self.outcome: Outcome = game.outcome
        self.app.sound.play("chime")
        self.focus = FocusRing()
        self.page = StillLayer()  # the page is still: painted once per window size, one blit under the buttons
        self.layout()

    def layout(self) -> None:
        app = self.app
        # each seat as every screen names it ("Computer (normal)", not setup's "Player 3")
        self.names = seat_names(app.t, pairs_of(self.game.seats))
        self.again = Button(
            app, app.t("result.again"), self._again, design_rect(app, 400, 610, 230, 56), "primary", icon="icon-turn"
        )
        self.menu = Button(
            app,
            app.t("result.menu"),
            lambda: app.reset_to("menu"),
            design_rect(app, 650, 610, 230, 56),
            icon="icon-menu",
        )
        self.focus.set([self.again, self.menu])
        if self.outcome.kind == SOLO:
            self._solo_buttons()
        if self.on_table:
            self._table_button()

    def _table_button(self) -> None:
        """The final forests, hands and log stay one click away: the table lies under this screen."""
        app = self.app
        shown = getattr(self, "shown", None)
        buttons = [b for b in (shown, getattr(self, "same", None), self.again, self.menu) if b is not None]
        self.table = Button(app, app.t("result.table"), app.pop, pygame.Rect(0, 0, 0, 0), "secondary", icon="icon-log")
        row = [self.table, *buttons]
        self._lay_row(row, 230 if len(row) < 4 else 210 if len(row) < 5 else 236)
        self.focus.set([*buttons, self.table])

    def _lay_row(self, row: list[Button], w: float) -> None:
        self.rows = lay_foot_row(self.app, row, w)

    def _solo_buttons(self) -> None:
        """A solo mission is offered again with a new shuffle or with the same one (the same seed)."""
        app, game = self.app, self.game.game_id
        same_key, new_key = f"{game}.solo.same_shuffle", f"{game}.solo.new_shuffle"
        if not app.strings.has(same_key):
            return
        self.same = Button(
            app, app.t(same_key), self._same, design_rect(app, 275, 610, 230, 56), "secondary", icon="icon-undo"
        )
        self.again.rect = design_rect(app, 525, 610, 230, 56)
        self.again.text = app.t(new_key) if app.strings.has(new_key) else self.again.text
        self.menu.rect = design_rect(app, 775, 610, 230, 56)
        self.focus.set([self.again, self.same, self.menu])
        show_key = f"{game}.solo.show_win"
        if self.game.shown_win is not None and app.strings.has(show_key):  # a lost mission on a proven shuffle
            self.shown = Button(
                app, app.t(show_key), self.game.shown_win, pygame.Rect(0, 0, 0, 0), "primary", icon="icon-continue"
            )
            self.again.style = "secondary"
            self._lay_row([self.shown, self.same, self.again, self.menu], 250)
            self.focus.set([self.shown, self.again, self.same, self.menu])

    def _same(self) -> None:
        if self.game.same is not None:
            self.game.same()

    def _again(self) -> None:
        if self.game.again is not None:
            self.game.again()

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        from woods_desktop.app.demo import demo_session
        from woods_desktop.games import playable

        return {"session": demo_session(playable()[0].id, seed, finish=True)}

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.reset_to("menu")
            return
        self.focus.handle(event)

    # drawing -------------------------------------------------------------------------
    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        colour: Any,
        pos: tuple[int, int],
        anchor: str = "midleft",
        weight: str = "bold",
        room: int | None = None,
    ) -> pygame.Rect:
        app = self.app
        t = app.fonts.render(text, app.px(size), colour, weight)
        if room is not None and t.get_width() > room and size > theme.TYPE_SMALL:
            t = app.fonts.render(text, app.px(theme.TYPE_SMALL), colour, weight)
        rect = t.get_rect(**{anchor: pos})
        surface.blit(t, rect)
        return rect

    def _role(self, i: int) -> str | None:
        """The seat's role in a game whose seats take roles (the Wolf's heroes), worded."""
        spec = self.game.definition.extras.get("seat_roles") or {}
        option = next((o for o in self.game.definition.options if o.id == spec.get("option")), None)
        # not chosen: the first roles in turn order (as the engine seats them)
        roles = (self.game.config.get("options") or {}).get(spec.get("option")) or spec.get("roles")
        if option is None or not isinstance(roles, (list, tuple)) or i >= len(roles):
            return None
        return self.app.t(f"{option.title_key}.{roles[i]}")

    def _seat_label(self, surface: pygame.Surface, i: int, row: pygame.Rect, x: int) -> None:
        app, s = self.app, self.game
        seat = s.seats[i] if i < len(s.seats) else None
        if seat is None:
            return
        self._marker(surface, seat, (x, row.centery), app.px(12))
        role = self._role(i)
        label = f"{self.names[i]} · {role}" if role else self.names[i]
        name = self._text(surface, label, theme.TYPE_LEAD, theme.INK, (x + app.px(22), row.centery))
        if not computer_named_by_level(seat.name, seat.kind):  # else its name already says which computer
            at, kind = (name.right + app.px(10), row.centery + app.px(2)), app.t(f"setup.kind.{seat.kind}")
            self._text(surface, kind, theme.TYPE_SMALL, theme.INK_SOFT, at, weight="regular")

    def _draw_ranked(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        app, res = self.app, self.outcome
        order = sorted(range(len(res.ranks)), key=lambda i: (res.ranks[i], -res.scores[i] if res.scores else 0))
        breakdown = res.details.get("breakdown")
        step = 52 if breakdown else 64
        y = r.y + app.px(20 if breakdown else 28)
        for i in order:
            row = pygame.Rect(r.x + app.px(32), y, r.w - app.px(64), app.px(step - 8))
            if res.ranks[i] == 1:
                pygame.draw.rect(surface, (250, 232, 190), row, border_radius=app.px(8))
                crown = app.images.get("icon-crown", app.px(32))
                surface.blit(crown, (row.x + app.px(8), row.centery - crown.get_height() // 2))
            self._text(
                surface,
                app.t("result.place", n=res.ranks[i]),
                theme.TYPE_LEAD,
                theme.INK,
                (row.x + app.px(52), row.centery),
            )
            self._seat_label(surface, i, row, row.x + app.px(150))
            if i < len(res.scores):
                self._text(
                    surface,
                    score_text(app, res.unit_key, res.scores[i]),
                    theme.TYPE_LEAD,
                    theme.MOSS_DARK,
                    (row.right - app.px(12), row.centery),
                    anchor="midright",
                )
            y += app.px(step)
        if breakdown:
            self._draw_breakdown(
                surface,
                breakdown,
                pygame.Rect(r.x + app.px(32), y + app.px(4), r.w - app.px(64), r.bottom - app.px(44) - y - app.px(4)),
            )
        note = app.t(res.tiebreak) if res.tiebreak else app.t("result.no_tiebreak")
        self._text(
            surface,
            note,
            theme.TYPE_BODY,
            theme.INK_SOFT,
            (r.centerx, r.bottom - app.px(20)),
            anchor="midbottom",
            room=r.w - app.px(40),
        )

    def _marker(self, surface: pygame.Surface, seat: Any, centre: tuple[int, int], r: int) -> None:
        """A seat's colour with its shape; the engine's own seat (D4-ST8) shows the robot."""
        if seat is None or seat.kind == "robot":
            icon = self.app.images.get("icon-robot", r * 2 + 2)
            surface.blit(icon, icon.get_rect(center=centre))
            return
        _, col, shape = theme.PLAYER_COLOURS[seat.colour % len(theme.PLAYER_COLOURS)]
        player_shape(surface, shape, centre, r, col)

    def _draw_breakdown(self, surface: pygame.Surface, breakdown: Any, box: pygame.Rect) -> None:
        """A game's per-round figures (Outcome.details["breakdown"]): `row_key` words each row's
        label from its number n, `rows` holds one cell per seat, `total_key` labels the last row."""
        app = self.app
        rows = list(breakdown.get("rows", ()))
        seats = len(rows[0]) if rows else 0
        if not seats or box.h <= 0:
            return
        lines = len(rows) + 1
        line_h = max(app.px(14), min(app.px(30), box.h // lines))
        label_w = box.w // 3
        col_w = (box.w - label_w) // seats
        pygame.draw.line(surface, theme.PARCHMENT_SHADE, (box.x, box.y), (box.right, box.y), max(1, app.px(1)))
        y = box.y + app.px(4)
        r = max(4, line_h // 3)
        for seat in range(seats):
            cell = pygame.Rect(box.x + label_w + col_w * seat, y, col_w, line_h)
            info = self.game.seats[seat] if seat < len(self.game.seats) else None
            if info is None or not info.name:
                self._marker(surface, info, cell.center, r)
                continue
            # the shape with the name: a column of figures must say whose it is without looking up
            self._marker(surface, info, (cell.x + app.px(6) + r, cell.centery), r)
            name_box = pygame.Rect(cell.x + app.px(12) + 2 * r, y, cell.w - app.px(16) - 2 * r, line_h)
            draw_text(
                surface, app, self.names[seat], name_box, app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold",
                valign="center", max_lines=1,
            )  # fmt: skip
        y += line_h
        total_key = breakdown.get("total_key")
        for n, cells in enumerate(rows, start=1):
            label = app.t(total_key) if total_key and n == len(rows) else app.t(breakdown["row_key"], n=n)
            self._text(
                surface,
                label,
                theme.TYPE_SMALL,
                theme.INK_SOFT,
                (box.x, y + line_h // 2),
                weight="regular",
                room=label_w - app.px(8),
            )
            for seat, cell in enumerate(cells):
                self._text(
                    surface,
                    str(cell),
                    theme.TYPE_BODY,
                    theme.INK,
                    (box.x + label_w + col_w * seat + col_w // 2, y + line_h // 2),
                    anchor="center",
                )
            y += line_h

    def _draw_team(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        app, res = self.app, self.outcome
        head = app.t("result.team_won" if res.won else "result.team_lost")
        self._text(
            surface,
            head,
            theme.TYPE_TITLE,
            theme.MOSS_DARK if res.won else theme.BERRY,
            (r.centerx, r.y + app.px(56)),
            anchor="center",
        )
        if res.result_key:
            self._text(
                surface,
                app.t(res.result_key),
                theme.TYPE_LEAD,
                theme.INK,
                (r.centerx, r.y + app.px(110)),
                anchor="center",
                room=r.w - app.px(40),
            )
        if res.scores:
            # a team game may word its shared score itself ("6 presents in the Wolf's house")
            own = f"{self.game.definition.id}.result.score"
            n = int(res.scores[0]) if float(res.scores[0]).is_integer() else res.scores[0]
            self._text(
                surface,
                app.t(own, n=n) if app.strings.has(own) else score_text(app, res.unit_key, res.scores[0]),
                theme.TYPE_LEAD,
                theme.MOSS_DARK,
                (r.centerx, r.y + app.px(150)),
                anchor="center",
                room=r.w - app.px(40),
            )
        y = r.y + app.px(200)
        for i in range(len(self.game.seats)):
            if self.game.seats[i].kind == "table":
                continue  # the seat everyone at the table answers for is no player of its own
            row = pygame.Rect(r.x + app.px(32), y, r.w - app.px(64), app.px(44))
            self._seat_label(surface, i, row, row.x + app.px(40))
            y += app.px(48)

    def draw(self, surface: pygame.Surface) -> None:
        self.page.blit(surface, surface.get_rect(), surface.get_size(), lambda layer, _: self._draw_page(layer))
        self.focus.draw(surface)

    def _draw_page(self, surface: pygame.Surface) -> None:
        app, s = self.app, self.game
        draw_table(surface)
        own = f"{s.definition.id}.result.title"  # a game may head its result itself (a birthday, not "Game over")
        draw_title(surface, app, app.t(own if app.strings.has(own) else "result.title"), app.t(s.definition.title_key))
        r = design_rect(app, 240, 100, 800, 480 - 66 * (getattr(self, "rows", 1) - 1))  # over the buttons' rows
        sheet(surface, app, r)
        kind = self.outcome.kind
        if kind == TEAM:
            self._draw_team(surface, r)
        elif kind == SOLO:
            score = score_text(app, self.outcome.unit_key, self.outcome.scores[0]) if self.outcome.scores else None
            draw_solo(surface, app, s.definition.id, self.outcome, score, r, self._text, self.game.shown)
        else:
            assert kind == RANKED
            self._draw_ranked(surface, r)
