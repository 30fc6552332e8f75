"""Game setup, driven by the declarative description each game registers.

Seats (Human / Computer easy, normal, hard / Empty), names and colours, the
variant and the options all come from the game's `GameDefinition`, so a new
game needs no setup code of its own. The last setup of each game is
remembered and offered next time; starting a game over an unfinished one asks
first.

A game may say more in its definition's `extras`: `seat_roles` ({"option": id, "roles": ids in turn
order}) gives every seat a role of its own (the Wolf's heroes), chosen in the seat's row, seated in
the roles' order and written into that option; `table_seat` adds the seat the people at the table
answer together (the Wolf's task cards). An option whose value is a list and that is no seat role is
edited on the game's own panel, the scene `<game>_<option>`, opened from a button here.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import new_seed, open_session
from woods_desktop.app.scene import LAZY_SCENES, SCENES, Scene, register_scene
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


def list_option(opt: Any) -> bool:
    """An option whose value is a list (heroes, cards left out): not a choice of one value."""
    return not opt.choices and isinstance(opt.default, (tuple, list))


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

    # seat roles (the Wolf's heroes) ---------------------------------------------------
    def _roles(self) -> tuple[str, ...]:
        spec = self.definition.extras.get("seat_roles") or {}
        return tuple(spec.get("roles", ()))

    def _role_option(self) -> Any:
        spec = self.definition.extras.get("seat_roles") or {}
        return next((o for o in self.definition.options if o.id == spec.get("option")), None)

    def _give_roles(self) -> None:
        """Every seat row holds a role; a new row takes the first one nobody has."""
        roles = self._roles()
        if not roles:
            return
        for seat in self.seats:
            if seat.get("role") not in roles:
                taken = {s.get("role") for s in self.seats}
                seat["role"] = next((r for r in roles if r not in taken), roles[0])

    def _set_role(self, i: int, role: str) -> None:
        self.seats[i]["role"] = role

    def _seated(self) -> list[dict[str, Any]]:
        """The active seats in the order they play: by role when the game has roles (its turn order)."""
        active = self._active()
        roles = self._roles()
        if roles:
            active = sorted(active, key=lambda s: roles.index(s["role"]) if s.get("role") in roles else len(roles))
        return active

    def _panel(self, opt: Any) -> str | None:
        """The game's own panel that edits a list option, if it has one."""
        name = f"{self.definition.id}_{opt.id}"
        return name if name in SCENES or name in LAZY_SCENES else None

    def _open_panel(self, opt: Any) -> None:
        name = self._panel(opt)
        if name is None:
            return

        def done(value: Any, oid: str = opt.id) -> None:
            self._set_option(oid, list(value))
            self._remember()  # remembered at once, not only when a game starts

        self.app.push(name, value=list(self.options.get(opt.id) or ()), on_done=done)

    # memory ------------------------------------------------------------------------
    def _recall(self) -> None:
        """Take the last setup of this game, keeping only what still fits its rules."""
        last = last_setup(self.definition.id)
        if not last:
            return
        ids = [v.id for v in self.definition.variants]
        if last.get("variant") in ids and not self._variant_scene(ids.index(last["variant"])):
            self.variant_index = ids.index(last["variant"])
        for opt in self.definition.options:
            value = (last.get("options") or {}).get(opt.id)
            if list_option(opt):
                if isinstance(value, list) and all(isinstance(v, str) for v in value):
                    self.options[opt.id] = list(value)
                continue
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
                seat = {"kind": kind, "name": name[:NAME_LEN], "colour": colour}
                if s.get("role") in self._roles():
                    seat["role"] = s["role"]
                seats.append(seat)
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
        self._give_roles()

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
        role_opt = self._role_option()
        self.role_widgets: list[Choice] = []
        col = self._columns()
        for i, seat in enumerate(self.seats):
            ry = y + i * ROW
            kinds = [k for k in SEAT_KINDS if k != "empty" or v.min_seats < v.max_seats]
            kind = Choice(
                app,
                kinds,
                [app.t(f"setup.kind.{k}") for k in kinds],
                kinds.index(seat["kind"]) if seat["kind"] in kinds else 0,
                partial(self._set_kind, i),
                design_rect(app, col["kind"][0], ry, col["kind"][1], 44),
            )
            name = TextField(
                app,
                seat["name"],
                design_rect(app, col["name"][0], ry, col["name"][1], 44),
                partial(self._set_name, i),
                max_len=NAME_LEN,
            )
            colour = Choice(
                app,
                list(range(len(theme.PLAYER_COLOURS))),
                [app.t(f"colour.{c[0]}") for c in theme.PLAYER_COLOURS],
                seat["colour"],
                partial(self._set_colour, i),
                design_rect(app, col["colour"][0], ry, col["colour"][1], 44),
            )
            name.enabled = colour.enabled = seat["kind"] != "empty"  # an empty seat has nothing to set
            self.seat_rows.append((kind, name, colour))
            widgets += [kind, name, colour]
            if role_opt is not None:
                roles = list(self._roles())
                role = Choice(
                    app,
                    roles,
                    [app.t(f"{role_opt.title_key}.{r}") for r in roles],
                    roles.index(seat["role"]) if seat.get("role") in roles else 0,
                    partial(self._set_role, i),
                    design_rect(app, col["role"][0], ry, col["role"][1], 44),
                )
                role.enabled = seat["kind"] != "empty"
                self.role_widgets.append(role)
                widgets.append(role)
        self.robot_row_y = y + len(self.seats) * ROW if v.robot_seat else None
        y = y + (len(self.seats) + (1 if v.robot_seat else 0)) * ROW
        self.add_button = None
        if can_add:
            self.add_button = Button(app, app.t("setup.add_seat"), self._add_seat, design_rect(app, 140, y, 260, 40))
            widgets.append(self.add_button)
            y += 52
        self.option_widgets = []
        self.panel_buttons: list[tuple[Any, Button]] = []
        for opt in self.definition.options:
            if opt.variants and self.variant.id not in opt.variants:
                continue  # an option of another variant (the solo mission) would only puzzle here
            if list_option(opt):
                if self._panel(opt) is not None:
                    count = len(self.options.get(opt.id) or ())
                    button = Button(
                        app,
                        app.t(f"{opt.title_key}.button", n=count),
                        partial(self._open_panel, opt),
                        design_rect(app, 420, y, 640, 44),
                    )
                    self.panel_buttons.append((opt, button))
                    widgets.append(button)
                    y += 56
                continue
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
                partial(self._set_option, opt.id),
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

    def _columns(self) -> dict[str, tuple[int, int]]:
        """(x, width) of each column of a seat row in design pixels; a role column makes room for itself."""
        if self._role_option() is None:
            return {"kind": (140, 260), "name": (420, 260), "colour": (740, 220), "swatch": (975, 44)}
        return {
            "kind": (140, 240),
            "name": (394, 220),
            "colour": (628, 180),
            "swatch": (818, 44),
            "role": (876, 260),
        }

    # edits --------------------------------------------------------------------
    def _variant_scene(self, index: int) -> str | None:
        """The scene that starts this variant instead of the seats here (a solo campaign), if any."""
        from woods_desktop.games import plugin

        scenes = plugin(self.definition.id).variant_scenes
        return scenes.get(self.definition.variants[index].id) if scenes else None

    def _set_variant(self, index: int) -> None:
        scene = self._variant_scene(index)
        if scene:  # picking it opens its own screen; the setup stays on the game's table variants
            self.variant_choice.index = self.variant_index
            self.app.push(scene)
            return
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
        self._give_roles()
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
        role_opt = self._role_option()
        roles = [s.get("role") for s in active]
        if role_opt is not None and len(set(roles)) != len(roles):
            return self.app.t(f"{role_opt.title_key}.same")
        return None

    def _config(self) -> dict[str, Any]:
        active = self._seated()
        names = [s["name"].strip() for s in active]
        options = {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in self.options.items()}
        role_opt = self._role_option()
        if role_opt is not None:
            options[role_opt.id] = [s["role"] for s in active]
        return make_config(self.definition, len(active), self.variant.id, options, names)

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
        seats = people_seats(self._seated())
        if self.variant.robot_seat:
            seats.append(Seat("D4-ST8", "robot", 4))
        if self.definition.extras.get("table_seat"):
            seats.append(Seat(self.app.t("setup.table_seat"), "table", 4))
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
        cols = self._columns()
        heads = [("setup.seat_kind", *cols["kind"]), ("setup.name", *cols["name"]), ("setup.colour", *cols["colour"])]
        role_opt = self._role_option()
        if role_opt is not None:
            heads.append((role_opt.title_key, *cols["role"]))
        for key, x, w in heads:
            self._label(surface, app.t(key), theme.TYPE_SMALL, theme.INK_SOFT, design_rect(app, x, self.head_y, w, 24))
        for i, _ in enumerate(self.seat_rows):
            seat = self.seats[i]
            r = design_rect(app, 90, self.seat_y + i * ROW, 40, 44)
            _, col, shape = theme.PLAYER_COLOURS[seat["colour"]]
            if seat["kind"] == "empty":
                continue  # no player sits there: no colour to show
            player_shape(surface, shape, r.center, app.px(14), col)
            sw = design_rect(app, cols["swatch"][0], self.seat_y + i * ROW, 44, 44)
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
        for opt, control in [*self.option_widgets, *self.panel_buttons]:
            room = pygame.Rect(left, control.rect.y, control.rect.x - left - app.px(10), control.rect.h)
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
            if opt.help_key:
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
