"""The solo table's own panels: the scoring board's spaces, the objectives' checklist (the kit's
`table.checklist`), the tasks by animal and the step-4 notice (the kit's `table.notice`, with the tile drawn
from the bag and the display tiles it sends away).

In the solo mode the four animals are four colours (animal index = colour), so each animal is drawn in
its own player colour and shape here and on the map. All text goes through `table.text`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Hashable, Sequence

import pygame

from woods_desktop.app import theme
from woods_desktop.games.whispering.areas import (
    SPACE,
    AnimalRow,
    animal_colour,
    animal_rows,
    animal_shape,
    checklist_rows,
)
from woods_desktop.games.whispering.art import WoodsArt
from woods_desktop.games.whispering.text import board_words, draw_words, mission_header
from woods_desktop.games.whispering.tile_layout import tile_face
from woods_desktop.table.art import DIMMED, FaceArt
from woods_desktop.table.checklist import draw_checklist
from woods_desktop.table.notice import draw_notice
from woods_desktop.table.strips import TallyCell, draw_banner, draw_captioned_sheet, draw_status, draw_tally, tally_spot
from woods_desktop.ui.draw import darken, lighten, player_shape
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import tinted

if TYPE_CHECKING:
    from woods_desktop.games.whispering.rules.tiles import Tile
    from woods_desktop.games.whispering.rules.view import WhisperingView
    from woods_desktop.games.whispering.table import WhisperingTable

T = "whispering.solo."
U = "whispering.ui."


class SpaceArt(FaceArt):
    """The scoring board's spaces as small rounded squares; the elements drawn with the woods' icons."""

    def __init__(self, app: AppServices, woods: WoodsArt) -> None:
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
                text = app.fonts.render(f"−{removed}", min(small, badge.h), theme.WHITE, "bold", scaled=False)
                surf.blit(text, text.get_rect(center=badge.center))
        elif kind == "locked":  # the space's picture (assets/images/whispering/space-*.svg), its words over it
            surf.blit(app.images.get("whispering/space-locked", *size), (0, 0))
            text = app.fonts.render(str(face[2]), small, theme.AMBER, "bold", scaled=False)
            surf.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - max(1, rect.h // 14))))
        else:
            surf.blit(app.images.get("whispering/space-" + ("next" if kind == "next" else "free"), *size), (0, 0))
            text = app.fonts.render(str(face[2]), small, theme.PARCHMENT_SHADE, "bold", scaled=False)
            surf.blit(text, text.get_rect(center=rect.center))
            if face[3] is not None:  # opened by an objective: a small tick in its corner
                r = max(3, rect.w // 7)
                pygame.draw.circle(surf, theme.MOSS, (rect.right - r - 2, rect.top + r + 2), r)
        return surf


def animal_cells(art: WoodsArt, rows: Sequence[AnimalRow]) -> list[TallyCell]:
    """Each animal's column of the tasks-by-animal panel (the kit's tally): its token (veiled while it
    waits on its animal tile) with its colour's shape in a corner, its tasks and their points."""
    px = art.app.px

    def cell(row: AnimalRow) -> TallyCell:
        def picture(surface: pygame.Surface, box: pygame.Rect) -> None:
            colour = animal_colour(row.animal)
            art.draw(surface, ("animal", row.kind, colour), box, frozenset({DIMMED} if row.waiting else ()))
            player_shape(surface, animal_shape(row.animal), (box.right, box.top + px(3)), px(5), colour)

        return TallyCell(picture, row.tasks, row.points)

    return [cell(row) for row in rows]


def step4_picture(
    art: WoodsArt, drawn: Tile, removed: Sequence[Tile], px: Callable[[float], int]
) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """Step 4's tiles for its notice: the tile drawn (large), an arrow, the display tiles it removes, each
    struck through."""

    def draw(surface: pygame.Surface, strip: pygame.Rect) -> None:
        tile = pygame.Rect(strip.x, strip.y, round(strip.h * 3**0.5 / 2), strip.h)
        art.draw(surface, tile_face(drawn, False), tile, frozenset())
        if not removed:
            return
        ax, mid = tile.right + px(10), strip.centery
        arrow = tinted(art.app.images.get("whispering/arrow", px(36)), theme.INK_SOFT)
        surface.blit(arrow, arrow.get_rect(midleft=(ax, mid)))
        small_w = min(px(56), (strip.right - (ax + px(44))) // max(1, len(removed)) - px(4))
        x = ax + px(44)
        for t in removed:
            r = pygame.Rect(x, mid - round(small_w / 3**0.5), small_w, round(small_w * 2 / 3**0.5))
            art.draw(surface, tile_face(t, False), r, frozenset())
            pygame.draw.line(surface, theme.BERRY, r.topleft, r.bottomright, max(2, px(3)))
            pygame.draw.line(surface, theme.BERRY, r.bottomleft, r.topright, max(2, px(3)))
            x += small_w + px(4)

    return draw


def draw_panels(table: WhisperingTable, surface: pygame.Surface, view: WhisperingView, title: str) -> None:
    """The mission's header and sidebar panels (the zones draw the display, the map and the spaces)."""
    app, t, rect = table.app, table.app.t, table.ctx.rect
    draw_status(surface, app, rect("status"), title, t(T + "info", n=view.bag_count, cost=view.refresh_cost), "")
    rows = checklist_rows(t, view)
    draw_banner(surface, app, rect("mission"), mission_header(t, view), all(r.met for r in rows))
    sheet = rect("spaces").inflate(app.px(16), 0)
    draw_captioned_sheet(surface, app, rect("board_label"), sheet, board_words(t, view))
    draw_checklist(surface, app, rect("checklist"), t(T + "checklist"), rows)
    draw_tally(surface, app, rect("animals_done"), t(T + "animals"), animal_cells(table.art, animal_rows(t, view)))


def animal_target(table: WhisperingTable, animal: int) -> tuple[int, int]:
    """Where a completed task flies to: its animal's place in the tasks-by-animal panel."""
    return tally_spot(table.app, table.ctx.rect("animals_done"), 4, animal % 4).center


def draw_step4_hold(table: WhisperingTable, surface: pygame.Surface, e: dict[str, Any]) -> None:
    """Step 4: the tile drawn onto the board, the display tiles of its element that leave the game."""
    t, tiles = table.app.t, table.tiles
    removed = [tiles[r] for r in e.get("removed", ()) if r in tiles]
    text = draw_words(t, tiles, e, table.ctx.view().phase == "over")
    picture = step4_picture(table.art, tiles[e["tile"]], removed, table.app.px)
    area = table.ctx.rect("forest")
    draw_notice(surface, table.app, area, t(T + "draw_title"), text, t(U + "hold_skip"), picture, table.app.px(97))
