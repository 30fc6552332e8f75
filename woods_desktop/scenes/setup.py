"""Game setup, driven by the declarative description each game registers.

Seats (Human / Computer easy, normal, hard / Empty), names and colours, the
variant and the options all come from the game's `GameDefinition`, so a new
game needs no setup code of its own. The last setup of each game is
remembered and offered next time; starting a game over an unfinished one asks
first.
"""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import new_seed, open_session
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import VariantSpec, make_config
from woods_desktop.games import definition as game_definition
from woods_desktop.games import playable_ids
from woods_desktop.saves.games import save_for, slot_id
from woods_desktop.saves.setups import last_setup, remember_setup
from woods_desktop.scenes.saved_games import game_title, when_text
from woods_desktop.table.text import draw_text
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, sheet
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, Choice, FocusRing, Widget

SEAT_KINDS = ("human", "easy", "normal", "hard", "empty")
NAME_LEN = 14
ROW = 58  # design pixels per seat row


def reading_order(widgets: list[Widget]) -> list[Widget]:
    """Top to bottom, then left to right, as a person reads the screen (Tab follows it)."""
    return sorted(widgets, key=lambda w: (w.rect.y, w.rect.x))


def people_seats(active: list[dict[str, Any]]) -> list[Seat]:
    """Seats from the setup rows. Human seats with the same name are one person playing several
    seats: no pass screen stands between them (the pass screen follows people, not seats)."""
    seats: list[Seat] = []
    first_by_name: dict[str, int] = {}
    for i, row in enumerate(active):
        name = row["name"].strip()
        person = None
        if row["kind"] == "human":
            person = first_by_name.setdefault(name.casefold(), i)
        seats.append(Seat(name, row["kind"], row["colour"], person))
    return seats


@register_scene("setup")
class SetupScene(Scene):
    def enter(self, game: str = "", **kwargs: Any) -> None:
        game = game or playable_ids()[0]
        self.definition = game_definition(game)
        self.variant_index = 0
        self.options = self.definition.default_options()
        self.seats: list[dict[str, Any]] = []
        self.focus = FocusRing()
        self.text_boxes: list[tuple[str, pygame.Rect, pygame.Rect]] = []  # (text, drawn, room) for layout tests
        self._recall()
        self._reset_seats()
        self.layout()

    @property
    def variant(self) -> VariantSpec:
        return self.definition.variants[self.variant_index]

    # memory ------------------------------------------------------------------------
    def _recall(self) -> None:
        """Take the last setup of this game, keeping only what still fits its rules."""
        last = last_setup(self.definition.id)
        if not last:
            return
        ids = [v.id for v in self.definition.variants]
        if last.get("variant") in ids:
            self.variant_index = ids.index(last["variant"])
        for opt in self.definition.options:
            value = (last.get("options") or {}).get(opt.id)
            allowed = opt.choices or (True, False)
            if value in allowed and type(value) is type(opt.default):
                self.options[opt.id] = value
        seats = []
        for s in last.get("seats") or []:
            if not isinstance(s, dict):
                continue
            kind, name, colour = s.get("kind"), s.get("name"), s.get("colour")
            if (
                kind in SEAT_KINDS
                and isinstance(name, str)
                and isinstance(colour, int)
                and 0 <= colour < len(theme.PLAYER_COLOURS)
            ):
                seats.append({"kind": kind, "name": name[:NAME_LEN], "colour": colour})
        self.seats = seats[: self.variant.max_seats]

    def _remember(self) -> None:
        remember_setup(
            self.definition.id,
            {"variant": self.variant.id, "options": dict(self.options), "seats": [dict(s) for s in self.seats]},
        )

    # seats -----------------------------------------------------------------------------
    def _reset_seats(self) -> None:
        v = self.variant
        count = v.max_seats if v.max_seats <= 4 else 3
        count = max(count if not self.seats else len(self.seats), v.min_seats)
        old = self.seats
        self.seats = []
        for i in range(min(count, v.max_seats)):
            if i < len(old):
                self.seats.append(old[i])
            else:
                self.seats.append(
                    {
                        "kind": "human" if i == 0 else "normal",
                        "name": self.app.t("setup.default_name", number=i + 1),
                        "colour": i,
                    }
                )

    def _active(self) -> list[dict[str, Any]]:
        return [s for s in self.seats if s["kind"] != "empty"]

    def layout(self) -> None:
        app = self.app
        widgets: list[Widget] = []
        self.back = back_button(app, app.pop)
        v = self.variant
        y = 124
        self.variant_y: int | None = None
        if len(self.definition.variants) > 1:
            labels = [app.t(x.title_key) for x in self.definition.variants]
            self.variant_y = y
            self.variant_choice = Choice(
                app,
                list(range(len(labels))),
                labels,
                self.variant_index,
                self._set_variant,
                design_rect(app, 420, y, 440, 44),
            )
            widgets.append(self.variant_choice)
            y += 56
        self.head_y = y
        y += 28
        self.seat_y = y
        self.seat_rows = []
        can_add = v.max_seats > len(self.seats)
        for i, seat in enumerate(self.seats):
            ry = y + i * ROW
            kinds = [k for k in SEAT_KINDS if k != "empty" or v.min_seats < v.max_seats]
            kind = Choice(
                app,
                kinds,
                [app.t(f"setup.kind.{k}") for k in kinds],
                kinds.index(seat["kind"]) if seat["kind"] in kinds else 0,
                lambda val, i=i: self._set_kind(i, val),
                design_rect(app, 140, ry, 260, 44),
            )
            name = TextField(
                app,
                seat["name"],
                design_rect(app, 420, ry, 260, 44),
                lambda text, i=i: self._set_name(i, text),
                max_len=NAME_LEN,
            )
            colour = Choice(
                app,
                list(range(len(theme.PLAYER_COLOURS))),
                [app.t(f"colour.{c[0]}") for c in theme.PLAYER_COLOURS],
                seat["colour"],
                lambda val, i=i: self._set_colour(i, val),
                design_rect(app, 740, ry, 220, 44),
            )
            name.enabled = seat["kind"] != "empty"
            self.seat_rows.append((kind, name, colour))
            widgets += [kind, name, colour]
        self.robot_row_y = y + len(self.seats) * ROW if v.robot_seat else None
        y = y + (len(self.seats) + (1 if v.robot_seat else 0)) * ROW
        self.add_button = None
        if can_add:
            self.add_button = Button(app, app.t("setup.add_seat"), self._add_seat, design_rect(app, 140, y, 260, 40))
            widgets.append(self.add_button)
            y += 52
        self.option_widgets = []
        for opt in self.definition.options:
            choices = list(opt.choices) if opt.choices else [True, False]
            labels = [
                app.t(f"{opt.title_key}.{c}")
                if opt.choices
                else app.t("common.answer_yes" if c else "common.answer_no")
                for c in choices
            ]
            w = Choice(
                app,
                choices,
                labels,
                choices.index(self.options[opt.id]),
                lambda val, oid=opt.id: self._set_option(oid, val),
                design_rect(app, 420, y, 640, 44),
            )
            self.option_widgets.append((opt, w))
            widgets.append(w)
            y += 56
        self.start = Button(
            app,
            app.t("setup.start"),
            self._start,
            design_rect(app, 980, 620, 220, 56),
            "primary",
            icon="icon-play",
            size=theme.TYPE_LEAD,
        )
        self.start.enabled = self._problem() is None
        self.widgets = reading_order([*widgets, self.start, self.back])
        self.focus.set(self.widgets)

    # edits --------------------------------------------------------------------
    def _set_variant(self, index: int) -> None:
        self.variant_index = index
        self._reset_seats()
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
        self.seats.append({"kind": "normal", "name": self.app.t("setup.default_name", number=i + 1), "colour": colour})
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

    def _config(self) -> dict[str, Any]:
        active = self._active()
        names = [s["name"].strip() for s in active]
        return make_config(self.definition, len(active), self.variant.id, self.options, names)

    def _start(self) -> None:
        problem = self._problem()
        if problem:
            self.app.toast(problem, "error")
            return
        for _, name, _ in self.seat_rows:
            name.stop()
        self._remember()
        unfinished = save_for(slot_id(self.definition.id, self._config()))
        if unfinished is None:
            self._begin()
            return
        app = self.app
        question = app.t(
            "setup.replace_confirm", game=game_title(app, self.definition.id), when=when_text(app, unfinished.saved_at)
        )
        app.push("confirm", text=question, on_yes=self._begin)  # "No" has the focus

    def _begin(self) -> None:
        seats = people_seats(self._active())
        if self.variant.robot_seat:
            seats.append(Seat("D4-ST8", "robot", 4))
        session = GameSession.start(self.definition, self._config(), new_seed(), seats)
        open_session(self.app, session)

    # frame ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and not any(isinstance(w, TextField) and w.editing for w in self.widgets)
        ):
            self.app.pop()
            return
        self.focus.handle(event)
        if self.start is not None:
            self.start.enabled = self._problem() is None

    def update(self, dt: float) -> bool:
        return any(isinstance(w, TextField) and w.editing for w in self.widgets)

    def _label(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        colour: Any,
        room: pygame.Rect,
        weight: str = "bold",
        align: str = "left",
    ) -> None:
        """Draw `text` in `room`, a size smaller when it would not fit; recorded for the layout test."""
        app = self.app
        t = app.fonts.render(text, app.px(size), colour, weight)
        if t.get_width() > room.w and size > theme.TYPE_SMALL:
            t = app.fonts.render(text, app.px(theme.TYPE_SMALL), colour, weight)
        rect = t.get_rect(midleft=room.midleft) if align == "left" else t.get_rect(center=room.center)
        surface.blit(t, rect)
        self.text_boxes.append((text, rect, room))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.text_boxes = []
        draw_table(surface)
        draw_title(surface, app, app.t(self.definition.title_key), app.t("setup.title"))
        sheet(surface, app, design_rect(app, 40, 96, 1200, 500))
        if self.variant_y is not None:
            self._label(
                surface,
                app.t("setup.variant"),
                theme.TYPE_BODY,
                theme.INK_SOFT,
                design_rect(app, 140, self.variant_y, 270, 44),
            )
        heads = [("setup.seat_kind", 140, 260), ("setup.name", 420, 260), ("setup.colour", 740, 220)]
        for key, x, w in heads:
            self._label(surface, app.t(key), theme.TYPE_SMALL, theme.INK_SOFT, design_rect(app, x, self.head_y, w, 24))
        for i, _ in enumerate(self.seat_rows):
            seat = self.seats[i]
            r = design_rect(app, 90, self.seat_y + i * ROW, 40, 44)
            _, col, shape = theme.PLAYER_COLOURS[seat["colour"]]
            if seat["kind"] != "empty":
                player_shape(surface, shape, r.center, app.px(14), col)
            sw = design_rect(app, 975, self.seat_y + i * ROW, 44, 44)
            player_shape(surface, shape, sw.center, app.px(16), col)
        if self.robot_row_y is not None:
            r = design_rect(app, 140, self.robot_row_y, 1000, 44)
            icon = app.images.get("icon-robot", app.px(32))
            surface.blit(icon, (r.x, r.centery - icon.get_height() // 2))
            self._label(
                surface,
                app.t("setup.robot_seat"),
                theme.TYPE_BODY,
                theme.INK,
                pygame.Rect(r.x + app.px(44), r.y, r.w - app.px(44), r.h),
                weight="regular",
            )
        left = design_rect(app, 140, 0, 1, 1).x
        for opt, w in self.option_widgets:
            room = pygame.Rect(left, w.rect.y, w.rect.x - left - app.px(10), w.rect.h)
            self._label(surface, app.t(opt.title_key), theme.TYPE_BODY, theme.INK_SOFT, room)
        problem = self._problem()
        if problem:
            self._label(surface, problem, theme.TYPE_BODY, theme.BERRY, design_rect(app, 48, 620, 900, 36))
        else:
            self._draw_option_help(surface)
        self.focus.draw(surface)

    def _draw_option_help(self, surface: pygame.Surface) -> None:
        """What the focused (or hovered) option does (the first explained option otherwise), and
        how one person plays several seats."""
        lines = []
        explained = [(opt, w) for opt, w in self.option_widgets if opt.help_key]
        if explained:
            shown = next((opt for opt, w in explained if w.focused or getattr(w, "hover", False)), None)
            opt = shown or explained[0][0]
            lines.append(f"{self.app.t(opt.title_key)}: {self.app.t(opt.help_key)}")
        if sum(1 for s in self._active() if s["kind"] == "human") >= 2:
            lines.append(self.app.t("setup.same_person_hint"))
        if lines:
            draw_text(
                surface,
                self.app,
                "\n".join(lines),
                design_rect(self.app, 48, 602, 900, 64),
                self.app.px(theme.TYPE_SMALL),
                theme.PARCHMENT,
                max_lines=4,
                valign="middle",
            )

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"game": playable_ids()[0]}
