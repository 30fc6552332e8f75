"""Game setup, driven by the declarative description each game registers.

Seats (Human / Computer easy, normal, hard / Empty), names and colours, the
variant and the options all come from the game's `GameDefinition`, so a new
game needs no setup code of its own. The last setup of each game is
remembered and offered next time; starting a game over an unfinished one asks
first. Opened for a network game (`network=True`), a seat may also be "another computer", and Start
opens the lobby (`net_lobby`) instead of the table.

A game may say more in its definition's `extras`: `seat_roles` ({"option": id, "roles": ids in turn
order}) gives every seat a role of its own (the Wolf's heroes), chosen in the seat's row, seated in
the roles' order and written into that option; `table_seat` adds the seat the people at the table
answer together (the Wolf's task cards). An option whose value is a list and that is no seat role is
edited on the game's own panel, the scene `<game>_<option>`, opened from a button here.

The screen's parts live beside it: the seat rows in `setup_seats`, the options in `setup_options`,
the memory of the last setup in `setup_memory`, the game a setup starts in `setup_start`; this
module holds the scene that joins them.
"""

from __future__ import annotations

from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import Scene, register_scene
from woods_desktop.core.game import OptionSpec, VariantSpec
from woods_desktop.games import definition as game_definition
from woods_desktop.games import playable_ids
from woods_desktop.scenes.setup_memory import keep_setup, recall_setup
from woods_desktop.scenes.setup_options import (
    build_option_rows,
    control_x,
    draw_option_help,
    draw_option_labels,
    list_option,
    panel_scene,
)
from woods_desktop.scenes.setup_seats import (
    NAME_LEN,
    ROW,
    SEAT_KINDS,
    build_seat_rows,
    draw_seat_rows,
    fill_seats,
    give_roles,
    in_turn_order,
    kind_changed,
    network_seats,
    new_seat,
    people_seats,
    problem_with_seats,
    role_option,
    seat_pitch,
    seat_roles,
)
from woods_desktop.scenes.setup_start import begin_game, begin_unless_unfinished, game_config, game_options
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title, grown, sheet
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Button, FocusRing, Widget

__all__ = ["NAME_LEN", "ROW", "SEAT_KINDS", "SetupScene", "list_option", "people_seats", "reading_order"]


def reading_order(widgets: list[Widget]) -> list[Widget]:
    """Top to bottom, then left to right, as a person reads the screen (Tab follows it)."""
    return sorted(widgets, key=lambda w: (w.rect.y, w.rect.x))


@register_scene("setup")
class SetupScene(Scene):
    # built by `layout` (the rows by setup_seats, the options by setup_options); tests read them too
    seat_rows: list[tuple[Choice, TextField, Choice]]
    role_widgets: list[Choice]
    option_widgets: list[tuple[OptionSpec, Choice]]
    panel_buttons: list[tuple[OptionSpec, Button]]

    def enter(self, game: str = "", network: bool = False, **kwargs: Any) -> None:
        game = game or playable_ids()[0]
        self.definition = game_definition(game)
        self.network = network  # hosting a network game: seats may be another computer's; a lobby opens
        self.variant_index = 0
        self.options = self.definition.default_options()
        self.seats: list[dict[str, Any]] = []
        self.focus = FocusRing()
        self.text_boxes: list[tuple[str, pygame.Rect, pygame.Rect]] = []  # (text, drawn, room) for layout tests
        self._recall()
        self._reset_seats()
        if network:
            self.seats = network_seats(self.seats)
        self.layout()

    @property
    def variant(self) -> VariantSpec:
        return self.definition.variants[self.variant_index]

    # seat roles (the Wolf's heroes) ---------------------------------------------------
    def _roles(self) -> tuple[str, ...]:
        return seat_roles(self.definition)

    def _role_option(self) -> OptionSpec | None:
        return role_option(self.definition)

    def _give_roles(self) -> None:
        give_roles(self.seats, self._roles())

    def _set_role(self, i: int, role: str) -> None:
        self.seats[i]["role"] = role

    def _seated(self) -> list[dict[str, Any]]:
        """The active seats in the order they play."""
        return in_turn_order(self._active(), self._roles())

    def _panel(self, opt: OptionSpec) -> str | None:
        return panel_scene(self.definition, opt)

    def _open_panel(self, opt: OptionSpec) -> None:
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
        recalled = recall_setup(self.definition, self.options, self._roles(), self._variant_scene)
        if recalled is not None:
            self.variant_index, self.seats = recalled

    def _remember(self) -> None:
        if not self.network:  # a network game's rows are not the next hot-seat game's
            keep_setup(self.definition, self.variant.id, self.options, self.seats)

    # seats -----------------------------------------------------------------------------
    def _reset_seats(self) -> None:
        self.seats = fill_seats(self.app, self.variant, self.seats)
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
                design_rect(app, control_x(app), y, 440 if app.fonts.text_size <= 1 else 640, 44),  # larger: wider
            )
            widgets.append(self.variant_choice)
            y += 56
        self.head_y = y
        y += round(grown(app, 28))
        self.seat_y = y
        can_add = v.max_seats > len(self.seats)
        widgets += build_seat_rows(self, y)
        pitch = seat_pitch(app)
        self.robot_row_y = y + len(self.seats) * pitch if v.robot_seat else None
        y = y + (len(self.seats) + (1 if v.robot_seat else 0)) * pitch
        self.add_button = None
        if can_add:
            self.add_button = Button(app, app.t("setup.add_seat"), self._add_seat, design_rect(app, 140, y, 260, 40))
            widgets.append(self.add_button)
            y += 52
        options, y = build_option_rows(self, y)
        widgets += options
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
        kind_changed(self.app, self.seats, i, kind)
        self.layout()

    def _set_name(self, i: int, text: str) -> None:
        self.seats[i]["name"] = text

    def _set_colour(self, i: int, colour: int) -> None:
        self.seats[i]["colour"] = colour

    def _set_option(self, oid: str, value: Any) -> None:
        self.options[oid] = value

    def _add_seat(self) -> None:
        self.seats.append(new_seat(self.app, self.seats))
        self._give_roles()
        self.layout()

    def _problem(self) -> str | None:
        return problem_with_seats(self.app, self.variant, self._active(), self._role_option())

    def _game_options(self) -> dict[str, Any]:
        return game_options(self.options, self._role_option(), self._seated())

    def _config(self) -> dict[str, Any]:
        return game_config(self.app, self.definition, self.variant.id, self._seated(), self._game_options())

    def _start(self) -> None:
        problem = self._problem()
        if problem:
            self.app.toast(problem, "error")
            return
        for _, name, _ in self.seat_rows:
            name.stop()
        self._remember()
        if self.network:
            from woods_desktop.scenes.net_serving import host_game

            host_game(self.app, self.definition, self.variant.id, self._seated(), self._game_options())
            return
        begin_unless_unfinished(self.app, self.definition.id, self._config(), self._begin)

    def _begin(self) -> None:
        begin_game(self.app, self.definition, self.variant, self._seated(), self._config())

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
        self._focus_follows_click()
        if self.start is not None:
            self.start.enabled = self._problem() is None

    def _focus_follows_click(self) -> None:
        """A click into a name field takes the keyboard focus there, so the focus and the caret agree:
        the field left behind loses its highlight and Tab goes on from the field being edited."""
        for i, w in enumerate(self.focus.widgets):
            if isinstance(w, TextField) and w.editing and not w.focused:
                self.focus.index = i
                self.focus.set(self.focus.widgets)
                return

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
        """Draw `text` in `room`, a size smaller when it would not fit (at a larger text never under its
        100 % size: cut with "…" there); recorded for the layout test."""
        app = self.app
        smaller = app.px(min(size, theme.TYPE_SMALL))
        t = app.fonts.one_line(text, app.px(size), smaller, room.w, colour, weight)
        rect = t.get_rect(midleft=room.midleft) if align == "left" else t.get_rect(center=room.center)
        surface.blit(t, rect)
        self.text_boxes.append((text, rect, room))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.text_boxes = []
        draw_table(surface)
        subtitle = app.t("setup.network_title" if self.network else "setup.title")
        draw_title(surface, app, app.t(self.definition.title_key), subtitle)
        sheet(surface, app, design_rect(app, 40, 96, 1200, 500))
        if self.variant_y is not None:
            self._label(
                surface,
                app.t("setup.variant"),
                theme.TYPE_BODY,
                theme.INK_SOFT,
                design_rect(app, 140, self.variant_y, 270, 44),
            )
        draw_seat_rows(self, surface)
        draw_option_labels(self, surface)
        problem = self._problem()
        if problem:
            self._label(surface, problem, theme.TYPE_BODY, theme.BERRY, design_rect(app, 48, 620, 900, 36))
        else:
            draw_option_help(self, surface)
        self.focus.draw(surface)

    @classmethod
    def demo(cls, app: Any, seed: int) -> dict[str, Any]:
        return {"game": playable_ids()[0]}
