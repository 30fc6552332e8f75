"""Game setup, driven by the declarative description each game registers.

Seats (Human / Computer easy, normal, hard / Empty), names and colours, the
variant and the options all come from the game's `GameDefinition`, so a new
game needs no setup code of its own.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import open_session
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.games import definition as game_definition
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, Choice, FocusRing

SEAT_KINDS = ("human", "easy", "normal", "hard", "empty")


@register_scene("setup")
class SetupScene(Scene):
    def enter(self, game: str = "woodlanders", **kwargs: Any) -> None:
        self.definition = game_definition(game)
        self.variant_index = 0
        self.options = self.definition.default_options()
        self.seats: list[dict[str, Any]] = []
        self.focus = FocusRing()
        self._reset_seats()
        self.layout()

    @property
    def variant(self):
        return self.definition.variants[self.variant_index]

    def _reset_seats(self) -> None:
        v = self.variant
        count = v.max_seats if v.max_seats <= 4 else 3
        old = self.seats
        self.seats = []
        for i in range(max(count, v.min_seats)):
            if i < len(old):
                self.seats.append(old[i])
            else:
                self.seats.append({"kind": "human" if i == 0 else "normal",
                                   "name": self.app.t("setup.default_name", n=i + 1), "colour": i})

    def _active(self) -> list[dict[str, Any]]:
        return [s for s in self.seats if s["kind"] != "empty"]

    def layout(self) -> None:
        app = self.app
        self.widgets: list[Any] = []
        self.back = back_button(app, app.pop)
        v = self.variant
        y = 150
        if len(self.definition.variants) > 1:
            labels = [app.t(x.title_key) for x in self.definition.variants]
            self.variant_choice = Choice(app, list(range(len(labels))), labels, self.variant_index,
                                         self._set_variant, design_rect(app, 300, y - 8, 360, 44))
            self.widgets.append(self.variant_choice)
            y += 56
        self.seat_y = y
        self.seat_rows = []
        can_add = v.max_seats > len(self.seats)
        for i, seat in enumerate(self.seats):
            ry = y + i * 58
            kinds = [k for k in SEAT_KINDS if k != "empty" or v.min_seats < v.max_seats]
            kind = Choice(app, kinds, [app.t(f"setup.kind.{k}") for k in kinds],
                          kinds.index(seat["kind"]) if seat["kind"] in kinds else 0,
                          lambda val, i=i: self._set_kind(i, val), design_rect(app, 140, ry, 260, 44))
            name = TextField(app, seat["name"], design_rect(app, 420, ry, 260, 44),
                             lambda text, i=i: self._set_name(i, text), max_len=14)
            colour = Choice(app, list(range(len(theme.PLAYER_COLOURS))),
                            [app.t(f"colour.{c[0]}") for c in theme.PLAYER_COLOURS], seat["colour"],
                            lambda val, i=i: self._set_colour(i, val), design_rect(app, 740, ry, 220, 44))
            name.enabled = seat["kind"] != "empty"
            self.seat_rows.append((kind, name, colour))
            self.widgets += [kind, name, colour]
        self.robot_row_y = y + len(self.seats) * 58 if v.robot_seat else None
        y = y + (len(self.seats) + (1 if v.robot_seat else 0)) * 58 + 8
        self.add_button = None
        if can_add:
            self.add_button = Button(app, app.t("setup.add_seat"), self._add_seat, design_rect(app, 140, y, 260, 40))
            self.widgets.append(self.add_button)
            y += 52
        self.option_widgets = []
        for opt in self.definition.options:
            choices = list(opt.choices) if opt.choices else [True, False]
            labels = [app.t(f"{opt.title_key}.{c}") if opt.choices else app.t("common.answer_yes" if c else "common.answer_no")
                      for c in choices]
            w = Choice(app, choices, labels, choices.index(self.options[opt.id]),
                       lambda val, oid=opt.id: self._set_option(oid, val), design_rect(app, 420, y, 400, 44))
            self.option_widgets.append((opt, w))
            self.widgets.append(w)
            y += 56
        self.start = Button(app, app.t("setup.start"), self._start, design_rect(app, 980, 620, 220, 56), "primary",
                            icon="icon-play", size=theme.TYPE_LEAD)
        self.start.enabled = self._problem() is None
        self.widgets += [self.start, self.back]
        self.focus.set(self.widgets)

    # edits --------------------------------------------------------------------
    def _set_variant(self, index: int) -> None:
        self.variant_index = index
        self._reset_seats()
        v = self.variant
        del self.seats[v.max_seats:]
        self.layout()

    def _set_kind(self, i: int, kind: str) -> None:
        self.seats[i]["kind"] = kind
        self.layout()

    def _set_name(self, i: int, text: str) -> None:
        self.seats[i]["name"] = text

    def _set_colour(self, i: int, colour: int) -> None:
        self.seats[i]["colour"] = colour

    def _set_option(self, oid: str, value: Any) -> None:
        self.options[oid] = value

    def _add_seat(self) -> None:
        i = len(self.seats)
        used = {s["colour"] for s in self.seats}
        colour = next(c for c in range(len(theme.PLAYER_COLOURS)) if c not in used) if len(used) < 5 else 0
        self.seats.append({"kind": "normal", "name": self.app.t("setup.default_name", n=i + 1), "colour": colour})
        self.layout()

    def _problem(self) -> str | None:
        v = self.variant
        active = self._active()
        if not v.min_seats <= len(active) <= v.max_seats:
            return self.app.t("setup.err.seat_count", min=v.min_seats, max=v.max_seats)
        colours = [s["colour"] for s in active]
        if len(set(colours)) != len(colours):
            return self.app.t("setup.err.same_colour")
        if any(not s["name"].strip() for s in active):
            return self.app.t("setup.err.empty_name")
        return None

    def _start(self) -> None:
        problem = self._problem()
        if problem:
            self.app.toast(problem, "error")
            return
        active = self._active()
        names = [s["name"].strip() for s in active]
        config = make_config(self.definition, len(active), self.variant.id, self.options, names)
        seats = [Seat(s["name"].strip(), s["kind"], s["colour"]) for s in active]
        if self.variant.robot_seat:
            seats.append(Seat("D4-ST8", "robot", 4))
        seed = random.Random(time.time_ns()).randrange(2**31)
        session = GameSession.start(self.definition, config, seed, seats)
        open_session(self.app, session)

    # frame ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not any(
                isinstance(w, TextField) and w.editing for w in self.widgets):
            self.app.pop()
            return
        self.focus.handle(event)
        if self.start is not None:
            self.start.enabled = self._problem() is None

    def update(self, dt: float) -> bool:
        return any(isinstance(w, TextField) and w.editing for w in self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_table(surface)
        draw_title(surface, app, app.t(self.definition.title_key), app.t("setup.title"))
        sheet(surface, app, design_rect(app, 40, 96, 1200, 500))
        if len(self.definition.variants) > 1:
            lab = app.fonts.render(app.t("setup.variant"), app.px(theme.TYPE_BODY), theme.INK_SOFT, "bold")
            r = design_rect(app, 140, 150, 150, 28)
            surface.blit(lab, (r.x, r.y))
        heads = [("setup.seat_kind", 140), ("setup.name", 420), ("setup.colour", 740)]
        for key, x in heads:
            r = design_rect(app, x, self.seat_y - 26, 200, 20)
            surface.blit(app.fonts.render(app.t(key), app.px(theme.TYPE_SMALL), theme.INK_SOFT, "bold"), r.topleft)
        for i, (kind, name, colour) in enumerate(self.seat_rows):
            seat = self.seats[i]
            r = design_rect(app, 90, self.seat_y + i * 58, 40, 44)
            _, col, shape = theme.PLAYER_COLOURS[seat["colour"]]
            if seat["kind"] != "empty":
                player_shape(surface, shape, r.center, app.px(14), col)
            sw = design_rect(app, 975, self.seat_y + i * 58, 44, 44)
            player_shape(surface, shape, sw.center, app.px(16), col)
        if self.robot_row_y is not None:
            r = design_rect(app, 140, self.robot_row_y, 820, 44)
            icon = app.images.get("icon-robot", app.px(32))
            surface.blit(icon, (r.x, r.centery - icon.get_height() // 2))
            t = app.fonts.render(app.t("setup.robot_seat"), app.px(theme.TYPE_BODY), theme.INK)
            surface.blit(t, (r.x + app.px(44), r.centery - t.get_height() // 2))
        for opt, w in self.option_widgets:
            lab = app.fonts.render(app.t(opt.title_key), app.px(theme.TYPE_BODY), theme.INK_SOFT, "bold")
            surface.blit(lab, (design_rect(app, 140, 0, 1, 1).x, w.rect.centery - lab.get_height() // 2))
        problem = self._problem()
        if problem:
            t = app.fonts.render(problem, app.px(theme.TYPE_BODY), theme.BERRY, "bold")
            r = design_rect(app, 40, 632, 900, 30)
            surface.blit(t, (r.x + app.px(8), r.y))
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"game": "woodlanders"}
