"""The solo table's own panels: the scoring board's spaces, the objectives' checklist (the kit's
`table.checklist`), the tasks by animal and the step-4 notice (the kit's `table.notice`, with the tile drawn
from the bag and the display tiles it sends away).

In the solo mode the four animals are four colours (animal index = colour), so each animal is drawn in
its own player colour and shape here and on the map. All text goes through `table.text`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.games.whispering.art import WoodsArt, tile_face
from woods_desktop.games.whispering.text import ANIMALS, element_name, removed_words
from woods_desktop.table.art import DIMMED, FaceArt
from woods_desktop.table.checklist import CheckRow, draw_checklist
from woods_desktop.table.notice import draw_notice
from woods_desktop.table.panels import sheet
from woods_desktop.table.strips import draw_banner, draw_captioned_sheet, draw_status
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import darken, lighten, player_shape

T = "whispering.solo."
U = "whispering.ui."
SPACE = "space"
PER_ROW = 8  # spaces per row of the board panel


def animal_colour(animal: int) -> tuple[int, int, int]:
    """An animal's colour in the solo mode (its own player colour: red, blue, yellow, purple)."""
    return tuple(theme.PLAYER_COLOURS[animal % len(theme.PLAYER_COLOURS)][1])  # type: ignore[return-value]


def animal_shape(animal: int) -> str:
    return theme.PLAYER_COLOURS[animal % len(theme.PLAYER_COLOURS)][2]


def space_face(space: Any, next_free: int | None) -> tuple[Hashable, ...]:
    """A board space's face: used (the element drawn, how many display tiles it removed), free (the next
    one to fill marked), opened by an objective, or locked (with the objective that opens it)."""
    number = space.index + 1
    if space.tile is not None:
        return (SPACE, "used", space.tile.element, len(space.removed), number)
    if not space.open:
        return (SPACE, "locked", (space.unlock or 0) + 1, number)
    kind = "next" if space.index == next_free else "free"
    return (SPACE, kind, number, None if space.unlock is None else space.unlock + 1)


class SpaceArt(FaceArt):
    """The scoring board's spaces as small rounded squares; the elements drawn with the woods' icons."""

    def __init__(self, app: Any, woods: WoodsArt) -> None:
        super().__init__(app, cache_size=200)
        self.woods = woods

    def render_face(self, face: Hashable, size: tuple[int, int]) -> pygame.Surface:
        assert isinstance(face, tuple) and face[0] == SPACE
        app = self.app
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        radius = max(3, min(size) // 6)
        kind = face[1]
        small = max(app.px(theme.TYPE_SMALL) - 1, 12)
        if kind == "used":
            element, removed = str(face[2]), int(face[3])
            colour = self.woods.colour(element)
            pygame.draw.rect(surf, lighten(colour, 0.55), rect, border_radius=radius)
            pygame.draw.rect(surf, darken(colour, 0.2), rect, max(1, app.px(2)), border_radius=radius)
            self.woods.icon(surf, element, (rect.centerx, rect.centery - rect.h * 0.08), rect.w * 0.52)
            if removed:
                badge = pygame.Rect(0, 0, rect.w // 2, max(12, rect.h * 2 // 5))
                badge.bottomright = rect.bottomright
                pygame.draw.rect(surf, theme.BERRY, badge, border_radius=radius)
                text = app.fonts.render(f"−{removed}", min(small, badge.h), theme.WHITE, "bold")
                surf.blit(text, text.get_rect(center=badge.center))
        elif kind == "locked":
            pygame.draw.rect(surf, darken(theme.FELT, 0.45), rect, border_radius=radius)
            pygame.draw.rect(surf, darken(theme.PARCHMENT_SHADE, 0.35), rect, max(1, app.px(1)), border_radius=radius)
            lock = app.images.get("icon-lock", max(4, round(rect.w * 0.42))).copy()
            lock.fill((*theme.PARCHMENT_SHADE, 0), special_flags=pygame.BLEND_RGBA_MAX)  # light on the dark space
            surf.blit(lock, lock.get_rect(center=(rect.centerx, rect.centery - rect.h // 8)))
            text = app.fonts.render(str(face[2]), small, theme.AMBER, "bold")
            surf.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - max(1, rect.h // 14))))
        else:
            fill = darken(theme.FELT, 0.3) if kind != "next" else darken(theme.FELT, 0.15)
            pygame.draw.rect(surf, fill, rect, border_radius=radius)
            edge = theme.AMBER if kind == "next" else darken(theme.PARCHMENT_SHADE, 0.2)
            pygame.draw.rect(surf, edge, rect, max(1, app.px(2 if kind == "next" else 1)), border_radius=radius)
            text = app.fonts.render(str(face[2]), small, theme.PARCHMENT_SHADE, "bold")
            surf.blit(text, text.get_rect(center=rect.center))
            if face[3] is not None:  # opened by an objective: a small tick in its corner
                r = max(3, rect.w // 7)
                pygame.draw.circle(surf, theme.MOSS, (rect.right - r - 2, rect.top + r + 2), r)
        return surf


@dataclass(frozen=True)
class AnimalRow:
    """One animal's column of the tasks-by-animal panel."""

    kind: str  # deer, frog, bird, hare
    animal: int
    tasks: str  # "2 tasks"
    points: str  # "9 pts"
    waiting: bool  # still on its animal tile (not yet in the forest)


def draw_animals(
    surface: pygame.Surface, app: Any, art: WoodsArt, rect: pygame.Rect, title: str, rows: Sequence[AnimalRow]
) -> None:
    """The completed tasks grouped by the animal (its colour and shape) that completed them."""
    sheet(surface, app, rect)
    px = app.px
    pad = px(8)
    head = pygame.Rect(rect.x + pad, rect.y + px(2), rect.w - 2 * pad, px(22))
    draw_text(surface, app, title, head, px(theme.TYPE_SMALL), theme.MOSS_DARK, "bold", valign="middle", max_lines=1)
    n = max(1, len(rows))
    col_w = (rect.w - 2 * pad) // n
    body_h = rect.bottom - head.bottom - px(4)
    for i, row in enumerate(rows):
        cell = pygame.Rect(rect.x + pad + i * col_w, head.bottom, col_w, body_h)
        size = min(px(26), body_h - px(4))
        centre = (cell.x + size // 2 + px(2), cell.centery)
        box = pygame.Rect(0, 0, size, size)
        box.center = centre  # its token (veiled while it waits) with its colour's shape in a corner
        colour = animal_colour(row.animal)
        art.draw(surface, ("animal", row.kind, colour), box, frozenset({DIMMED} if row.waiting else ()))
        player_shape(surface, animal_shape(row.animal), (box.right, box.top + px(3)), px(5), colour)
        x = centre[0] + size // 2 + px(7)
        half = cell.h // 2
        top = pygame.Rect(x, cell.centery - half + px(2), cell.right - x - px(2), half - px(2))
        bottom = pygame.Rect(x, cell.centery, top.w, half - px(2))
        draw_text(surface, app, row.tasks, top, px(theme.TYPE_SMALL), theme.INK, "bold", valign="bottom", max_lines=1)
        draw_text(surface, app, row.points, bottom, px(theme.TYPE_SMALL), theme.INK_SOFT, valign="top", max_lines=1)


def step4_picture(art: WoodsArt, drawn: Any, removed: Sequence[Any], px: Any) -> Any:
    """Step 4's tiles for its notice: the tile drawn (large), an arrow, the display tiles it removes, each
    struck through."""

    def draw(surface: pygame.Surface, strip: pygame.Rect) -> None:
        tile = pygame.Rect(strip.x, strip.y, round(strip.h * 3**0.5 / 2), strip.h)
        art.draw(surface, tile_face(drawn, False), tile, frozenset())
        if not removed:
            return
        ax, mid = tile.right + px(10), strip.centery
        pygame.draw.line(surface, theme.INK_SOFT, (ax, mid), (ax + px(28), mid), max(2, px(3)))
        pygame.draw.polygon(
            surface, theme.INK_SOFT, [(ax + px(36), mid), (ax + px(26), mid - px(7)), (ax + px(26), mid + px(7))]
        )
        small_w = min(px(56), (strip.right - (ax + px(44))) // max(1, len(removed)) - px(4))
        x = ax + px(44)
        for t in removed:
            r = pygame.Rect(x, mid - round(small_w / 3**0.5), small_w, round(small_w * 2 / 3**0.5))
            art.draw(surface, tile_face(t, False), r, frozenset())
            pygame.draw.line(surface, theme.BERRY, r.topleft, r.bottomright, max(2, px(3)))
            pygame.draw.line(surface, theme.BERRY, r.bottomleft, r.topright, max(2, px(3)))
            x += small_w + px(4)

    return draw


def checklist_rows(t: Any, view: Any) -> list[CheckRow]:
    """Each objective with its count so far ("2 of 4 animals"), then the score against the minimum."""
    rows = [CheckRow(o.met, t(o.key, **o.params), 1.0 if o.met else o.n / max(1, o.of)) for o in view.objectives]
    me = view.me if view.me is not None else 0
    score, least = view.scores[me], view.min_score or 0
    rows.append(CheckRow(score >= least, t(T + "score", score=score, min=least), score / max(1, least)))
    return rows


def animal_rows(t: Any, view: Any) -> list[AnimalRow]:
    me = view.me if view.me is not None else 0
    unused = view.unused_animals(me)
    rows = []
    for a, done in enumerate(view.by_animal(me)):
        points = sum(d.tile.points for d in done)
        tasks, worth = t(T + "animal_tasks", n=len(done)), t(T + "animal_points", n=points)
        rows.append(AnimalRow(ANIMALS[a % len(ANIMALS)], a, tasks, worth, a in unused))
    return rows


def draw_panels(table: Any, surface: pygame.Surface, view: Any, title: str) -> None:
    """The mission's header and sidebar panels (the zones draw the display, the map and the spaces)."""
    app, t, rect = table.app, table.app.t, table.ctx.rect
    draw_status(surface, app, rect("status"), title, t(T + "info", n=view.bag_count, cost=view.refresh_cost), "")
    rows = checklist_rows(t, view)
    me = view.me if view.me is not None else 0
    turns = view.turns_left if view.turns_left is not None else 0
    header = t(T + "header", level=view.mission, score=view.scores[me], min=view.min_score, turns=turns)
    draw_banner(surface, app, rect("mission"), header, all(r.met for r in rows))
    locked = sum(1 for s in view.board if not s.open)
    words = t(
        T + ("board_locked" if locked else "board"), used=view.spaces_filled(), open=view.spaces_open(), locked=locked
    )
    draw_captioned_sheet(surface, app, rect("board_label"), rect("spaces").inflate(app.px(16), 0), words)
    draw_checklist(surface, app, rect("checklist"), t(T + "checklist"), rows)
    draw_animals(surface, app, table.art, rect("animals_done"), t(T + "animals"), animal_rows(t, view))


def animal_target(table: Any, animal: int) -> tuple[int, int]:
    """Where a completed task flies to: its animal's place in the tasks-by-animal panel."""
    r = table.ctx.rect("animals_done")
    pad = table.app.px(8)
    return (r.x + pad + (r.w - 2 * pad) // 4 * (animal % 4) + table.app.px(16), r.centery)


def draw_step4_hold(table: Any, surface: pygame.Surface, e: Any) -> None:
    """Step 4: the tile drawn onto the board, the display tiles of its element that leave the game."""
    t, tiles = table.app.t, table.tiles
    drawn = tiles[e["tile"]]
    removed = [tiles[r] for r in e.get("removed", ()) if r in tiles]
    element, n = element_name(t, e.get("element")), int(e.get("space", 0)) + 1
    if removed:
        text = t(T + "draw_text", element=element, space=n, removed=removed_words(t, tiles, e.get("removed", ())))
    else:
        text = t(T + "draw_text_none", element=element, space=n)
    if table.ctx.port.view().phase == "over":
        text += " " + t(T + "draw_last")
    picture = step4_picture(table.art, drawn, removed, table.app.px)
    area = table.ctx.rect("forest")
    draw_notice(surface, table.app, area, t(T + "draw_title"), text, t(U + "hold_skip"), picture, table.app.px(97))
