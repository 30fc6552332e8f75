"""The setup screen's options: a choice per option of the variant being set up, a button opening
the game's own panel for an option whose value is a list (heroes, cards left out), and a line
saying what the focused option does."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.scene import LAZY_SCENES, SCENES
from woods_desktop.core.game import GameDefinition, OptionSpec
from woods_desktop.data.strings import continued
from woods_desktop.table.text import draw_text
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import design_rect, grown
from woods_desktop.ui.widgets import Button, Widget

HELP_H_MOST = 116  # design px the help under the sheet may take at a larger text size (to the window's foot)

if TYPE_CHECKING:
    from woods_desktop.scenes.setup import SetupScene


def control_x(app: Any) -> int:
    """Where the variant's and the options' controls start (design px): at a larger text further right, so
    the longest option's name keeps its size beside them ("Отложенные карты заданий" at 125 %)."""
    return 420 if app.fonts.text_size <= 1 else 440


def list_option(opt: Any) -> bool:
    """An option whose value is a list (heroes, cards left out): not a choice of one value."""
    return not opt.choices and isinstance(opt.default, (tuple, list))


def panel_scene(definition: GameDefinition, opt: OptionSpec) -> str | None:
    """The game's own panel that edits a list option (the scene `<game>_<option>`), if it has one."""
    name = f"{definition.id}_{opt.id}"
    return name if name in SCENES or name in LAZY_SCENES else None


def build_option_rows(scene: "SetupScene", y: int) -> tuple[list[Widget], int]:
    """The option widgets from design height `y` down (kept in `scene.option_widgets` and
    `scene.panel_buttons`), and the height below them."""
    app = scene.app
    widgets: list[Widget] = []
    scene.option_widgets = []
    scene.panel_buttons = []
    x = control_x(app)
    control_w = 640 if app.fonts.text_size <= 1 else 780  # larger text: to the sheet's edge, words at their size
    for opt in scene.definition.options:
        if opt.variants and scene.variant.id not in opt.variants:
            continue  # an option of another variant (the solo mission) would only puzzle here
        if list_option(opt):
            if panel_scene(scene.definition, opt) is not None:
                count = len(scene.options.get(opt.id) or ())
                button = Button(
                    app,
                    app.t(f"{opt.title_key}.button", n=count),
                    partial(scene._open_panel, opt),
                    design_rect(app, x, y, control_w, 44),
                )
                scene.panel_buttons.append((opt, button))
                widgets.append(button)
                y += 56
            continue
        choices = list(opt.choices) if opt.choices else [True, False]
        labels = [
            app.t(f"{opt.title_key}.{c}") if opt.choices else app.t("common.answer_yes" if c else "common.answer_no")
            for c in choices
        ]
        w = Choice(
            app,
            choices,
            labels,
            choices.index(scene.options[opt.id]),
            partial(scene._set_option, opt.id),
            design_rect(app, x, y, control_w, 44),
        )
        scene.option_widgets.append((opt, w))
        widgets.append(w)
        y += 56
    return widgets, y


def draw_option_labels(scene: "SetupScene", surface: pygame.Surface) -> None:
    """Each option's name, left of its control."""
    app = scene.app
    left = design_rect(app, 140, 0, 1, 1).x
    for opt, control in [*scene.option_widgets, *scene.panel_buttons]:
        room = pygame.Rect(left, control.rect.y, control.rect.x - left - app.px(10), control.rect.h)
        scene._label(surface, app.t(opt.title_key), theme.TYPE_BODY, theme.INK_SOFT, room)


def draw_option_help(scene: "SetupScene", surface: pygame.Surface) -> None:
    """What the focused (or hovered) option does (the first explained option otherwise), and
    how one person plays several seats."""
    app = scene.app
    lines = []
    explained = [(opt, w) for opt, w in scene.option_widgets if opt.help_key]
    if explained:
        shown = next((opt for opt, w in explained if w.focused or getattr(w, "hover", False)), None)
        opt = shown or explained[0][0]
        if opt.help_key:
            # the help goes on after the option's name and a colon: in lower case (issue 34)
            lines.append(f"{app.t(opt.title_key)}: {continued(app.t(opt.help_key), app.strings.lang)}")
    if sum(1 for s in scene._active() if s["kind"] == "human") >= 2:
        lines.append(app.t("setup.same_person_hint"))
    if lines:
        draw_text(
            surface,
            app,
            "\n".join(lines),
            design_rect(app, 48, 602, 900, min(HELP_H_MOST, grown(app, 64))),  # larger text: down the window
            app.px(theme.TYPE_SMALL),
            theme.PARCHMENT,
            max_lines=4,
            valign="middle",
        )
