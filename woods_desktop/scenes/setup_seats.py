"""The setup screen's seat rows: who sits where (Human / Computer easy, normal, hard / Empty, and in a
network game Another computer), under what name and colour, and in a game with seat roles (the Wolf's
heroes) which role each seat plays.

Seats are plain dicts ({"kind", "name", "colour", "role"?}) because they are what the setup
remembers; `people_seats` turns them into the session's `Seat`s.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.session import Seat
from woods_desktop.core.game import GameDefinition, OptionSpec, VariantSpec
from woods_desktop.data.seat_words import is_given_name, seat_names
from woods_desktop.net.phone import phone_games
from woods_desktop.net.seating import PHONE as PHONE_KIND  # a seat a phone's browser plays (a network game)
from woods_desktop.net.seating import REMOTE as REMOTE_KIND  # a seat another computer plays (a network game)
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import design_rect, grown
from woods_desktop.ui.draw import player_shape
from woods_desktop.ui.textfield import TextField
from woods_desktop.ui.widgets import Widget

if TYPE_CHECKING:
    from woods_desktop.app.app import App
    from woods_desktop.scenes.setup import SetupScene

SEAT_KINDS = ("human", "easy", "normal", "hard", "empty")
NAME_LEN = 14
ROW = 58  # design pixels per seat row
ROW_LARGE = 54  # at a text size over 100 %: the taller column heads' room, taken back from the rows' gaps


def seat_pitch(app: Any) -> int:
    """Design pixels from one seat row to the next at the player's text size."""
    return ROW if app.fonts.text_size <= 1 else ROW_LARGE


def kind_changed(app: "App", seats: list[dict[str, Any]], i: int, kind: str) -> None:
    """Row `i` now seats `kind`: a name the program made up ("Player 3", "Computer (normal)") is made up
    again for the new kind, so a person is never called "Computer (normal)"; a name someone typed stays."""
    seats[i]["kind"] = kind
    if is_given_name(str(seats[i].get("name", ""))):
        seats[i]["name"] = app.t("setup.default_name", number=i + 1)


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


def seat_kinds(variant: VariantSpec, network: bool, phones: bool = False) -> list[str]:
    """The kinds a seat row offers: Empty only where the seat count may change; Another computer in a
    network game (right after Human), and Phone where the game has a phone page (`net.phone.phone_games`)."""
    kinds = [k for k in SEAT_KINDS if k != "empty" or variant.min_seats < variant.max_seats]
    joined = [REMOTE_KIND, PHONE_KIND] if phones else [REMOTE_KIND]
    return [*kinds[:1], *joined, *kinds[1:]] if network else kinds


def joined_kind(kind: str) -> bool:
    """A seat the person who joins names (from another computer or a phone)."""
    return kind in (REMOTE_KIND, PHONE_KIND)


def network_seats(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A network game's rows from the last setup: at least one seat for another computer (the second)."""
    if any(joined_kind(s["kind"]) for s in seats) or len(seats) < 2:
        return seats
    return [seats[0], {**seats[1], "kind": REMOTE_KIND}, *seats[2:]]


# seat roles (the Wolf's heroes) ---------------------------------------------------------
def seat_roles(definition: GameDefinition) -> tuple[str, ...]:
    spec = definition.extras.get("seat_roles") or {}
    return tuple(spec.get("roles", ()))


def role_option(definition: GameDefinition) -> OptionSpec | None:
    """The option the seats' roles are written into, when the game gives every seat a role."""
    spec = definition.extras.get("seat_roles") or {}
    return next((o for o in definition.options if o.id == spec.get("option")), None)


def give_roles(seats: list[dict[str, Any]], roles: tuple[str, ...]) -> None:
    """Every seat row holds a role; a new row takes the first one nobody has."""
    if not roles:
        return
    for seat in seats:
        if seat.get("role") not in roles:
            taken = {s.get("role") for s in seats}
            seat["role"] = next((r for r in roles if r not in taken), roles[0])


def in_turn_order(active: list[dict[str, Any]], roles: tuple[str, ...]) -> list[dict[str, Any]]:
    """The active seats in the order they play: by role when the game has roles (its turn order)."""
    if roles:
        active = sorted(active, key=lambda s: roles.index(s["role"]) if s.get("role") in roles else len(roles))
    return active


# the rows ----------------------------------------------------------------------------------
def fill_seats(app: "App", variant: VariantSpec, old: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows kept for `variant`: the old ones as far as they fit, new ones up to its seat count
    (a person first, then computers)."""
    count = variant.max_seats if variant.max_seats <= 4 else 3
    count = max(count if not old else len(old), variant.min_seats)
    seats = []
    for i in range(min(count, variant.max_seats)):
        if i < len(old):
            seats.append(old[i])
        else:
            seats.append(
                {
                    "kind": "human" if i == 0 else "normal",
                    "name": app.t("setup.default_name", number=i + 1),
                    "colour": i,
                }
            )
    return seats


def new_seat(app: "App", seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The row "Add a seat" adds: a computer in the first colour nobody has."""
    used = {s["colour"] for s in seats}
    colour = next(c for c in range(len(theme.PLAYER_COLOURS)) if c not in used) if len(used) < 5 else 0
    return {"kind": "normal", "name": app.t("setup.default_name", number=len(seats) + 1), "colour": colour}


def seat_columns(with_roles: bool, large_text: bool = False) -> dict[str, tuple[int, int]]:
    """(x, width) of each column of a seat row in design pixels; a role column makes room for itself
    (and at a text size over 100 % the seat's kind takes some of the name's and the role's room, so
    "Computer (normal)" keeps its size between its arrows, and the name column keeps room for the longest
    made-up name, "Компьютер 1 (сложный)", at 125 % at its body size and at 150 % at the small one: the row
    reaches further right instead)."""
    if large_text and not with_roles:
        return {"kind": (140, 312), "name": (464, 260), "colour": (738, 220), "swatch": (972, 44)}
    if large_text:
        return {"kind": (140, 312), "name": (464, 256), "colour": (732, 204), "swatch": (944, 44), "role": (1000, 210)}
    if not with_roles:
        return {"kind": (140, 260), "name": (420, 260), "colour": (740, 220), "swatch": (975, 44)}
    return {
        "kind": (140, 240),
        "name": (394, 220),
        "colour": (628, 180),
        "swatch": (818, 44),
        "role": (876, 260),
    }


def build_seat_rows(scene: "SetupScene", y: int) -> list[Widget]:
    """The widgets of every seat row from design height `y` down (kept in `scene.seat_rows` and
    `scene.role_widgets`)."""
    app = scene.app
    v = scene.variant
    widgets: list[Widget] = []
    scene.seat_rows = []
    role_opt = role_option(scene.definition)
    scene.role_widgets = []
    col = seat_columns(role_opt is not None, app.fonts.text_size > 1)
    # each row's name as the table will call it, in this language ("Computer 2 (normal)")
    shown = seat_names(app.t, [(str(s["name"]), str(s["kind"])) for s in scene.seats])
    for i, seat in enumerate(scene.seats):
        ry = y + i * seat_pitch(app)
        kinds = seat_kinds(v, scene.network, scene.definition.id in phone_games())
        kind = Choice(
            app,
            kinds,
            [app.t(f"setup.kind.{k}") for k in kinds],
            kinds.index(seat["kind"]) if seat["kind"] in kinds else 0,
            partial(scene._set_kind, i),
            design_rect(app, col["kind"][0], ry, col["kind"][1], 44),
        )
        name = TextField(
            app,
            shown[i],
            design_rect(app, col["name"][0], ry, col["name"][1], 44),
            partial(scene._set_name, i),
            max_len=NAME_LEN,
        )
        colour = Choice(
            app,
            list(range(len(theme.PLAYER_COLOURS))),
            [app.t(f"colour.{c[0]}") for c in theme.PLAYER_COLOURS],
            seat["colour"],
            partial(scene._set_colour, i),
            design_rect(app, col["colour"][0], ry, col["colour"][1], 44),
        )
        name.enabled = colour.enabled = seat["kind"] != "empty"  # an empty seat has nothing to set
        if joined_kind(seat["kind"]):  # the person who joins names the seat; its colour is chosen here
            name.enabled = False
        scene.seat_rows.append((kind, name, colour))
        widgets += [kind, name, colour]
        if role_opt is not None:
            roles = list(seat_roles(scene.definition))
            role = Choice(
                app,
                roles,
                [app.t(f"{role_opt.title_key}.{r}") for r in roles],
                roles.index(seat["role"]) if seat.get("role") in roles else 0,
                partial(scene._set_role, i),
                design_rect(app, col["role"][0], ry, col["role"][1], 44),
            )
            role.enabled = seat["kind"] != "empty"
            scene.role_widgets.append(role)
            widgets.append(role)
    return widgets


def draw_seat_rows(scene: "SetupScene", surface: pygame.Surface) -> None:
    """The column heads, each seat's colour and shape at both ends of its row, and the robot's row."""
    app = scene.app
    role_opt = role_option(scene.definition)
    cols = seat_columns(role_opt is not None, app.fonts.text_size > 1)
    heads = [("setup.seat_kind", *cols["kind"]), ("setup.name", *cols["name"]), ("setup.colour", *cols["colour"])]
    if role_opt is not None:
        heads.append((role_opt.title_key, *cols["role"]))
    for key, x, w in heads:
        room = design_rect(app, x, scene.head_y, w, grown(app, 24))
        scene._label(surface, app.t(key), theme.TYPE_SMALL, theme.INK_SOFT, room)
    for i, _ in enumerate(scene.seat_rows):
        seat = scene.seats[i]
        r = design_rect(app, 90, scene.seat_y + i * seat_pitch(app), 40, 44)
        _, col, shape = theme.PLAYER_COLOURS[seat["colour"]]
        if seat["kind"] == "empty":
            continue  # no player sits there: no colour to show
        player_shape(surface, shape, r.center, app.px(14), col)
        sw = design_rect(app, cols["swatch"][0], scene.seat_y + i * seat_pitch(app), 44, 44)
        player_shape(surface, shape, sw.center, app.px(16), col)
    if scene.robot_row_y is not None:
        r = design_rect(app, 140, scene.robot_row_y, 1000, 44)
        icon = app.images.get("icon-robot", app.px(32))
        surface.blit(icon, (r.x, r.centery - icon.get_height() // 2))
        scene._label(
            surface,
            app.t("setup.robot_seat"),
            theme.TYPE_BODY,
            theme.INK,
            pygame.Rect(r.x + app.px(44), r.y, r.w - app.px(44), r.h),
            weight="regular",
        )


def problem_with_seats(
    app: "App", variant: VariantSpec, active: list[dict[str, Any]], role_opt: OptionSpec | None
) -> str | None:
    """Why these seats cannot start a game (the count, a colour twice, a name left empty, a role
    twice), or None."""
    if not variant.min_seats <= len(active) <= variant.max_seats:
        return app.t("setup.err.seat_count", min=variant.min_seats, max=variant.max_seats)
    colours = [s["colour"] for s in active]
    if len(set(colours)) != len(colours):
        return app.t("setup.err.same_colour")
    if any(not s["name"].strip() for s in active if not joined_kind(s["kind"])):
        return app.t("setup.err.empty_name")
    roles = [s.get("role") for s in active]
    if role_opt is not None and len(set(roles)) != len(roles):
        return app.t(f"{role_opt.title_key}.same")
    return None
