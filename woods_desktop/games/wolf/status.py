"""What the Wolf's table draws around its areas: the Wolf's headline over the board, the task cards'
pile under the action slots, and the last page of the picture book before the result.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from woods_desktop.app import theme
from woods_desktop.games.wolf.items import Ending
from woods_desktop.games.wolf.pictures import picture
from woods_desktop.games.wolf.present_drawings import present_bare
from woods_desktop.games.wolf.rules.view import WolfView
from woods_desktop.games.wolf.text import status_words
from woods_desktop.table.pieces import draw_pile
from woods_desktop.table.strips import draw_status as strip
from woods_desktop.table.text import draw_text
from woods_desktop.ui.draw import panel, veil
from woods_desktop.ui.services import AppServices


def draw_status(surface: pygame.Surface, app: AppServices, top: pygame.Rect, view: WolfView) -> None:
    """The Wolf and how far he has to go (the end's words once it is over), his path and the house."""
    headline, sub = status_words(app.t, view)
    strip(surface, app, top, headline, sub, "", picture("wolf", top.h), theme.TYPE_TITLE, 0.62)


def draw_deck(surface: pygame.Surface, app: AppServices, deck: pygame.Rect, count: int) -> None:
    """The task cards' pile, balloons on its back, with how many are left."""
    draw_pile(surface, app, deck, lambda w: picture("balloons", w), app.t("wolf.ui.deck", n=count))


@dataclass(frozen=True)
class EndingPage:
    """Where the last page's pictures go, and their sizes (the drawing and its pictures asked ahead agree)."""

    page: pygame.Rect
    ground: pygame.Rect
    house: int
    hx: int
    hy: int
    fig: int
    gift: int

    @property
    def bunch(self) -> int:
        return self.house * 55 // 100

    @property
    def hero(self) -> int:
        return self.fig * 4 // 5


def ending_page(app: AppServices, area: pygame.Rect) -> EndingPage:
    page = area.inflate(-app.px(40), -app.px(28))
    ground = pygame.Rect(page.x, page.y + page.h * 60 // 100, page.w, page.h - page.h * 60 // 100)
    house = min(page.h * 50 // 100, page.w * 30 // 100)
    hx, hy = page.right - house - app.px(28), ground.y - house * 82 // 100
    fig = max(app.px(40), house * 55 // 100)
    return EndingPage(page, ground, house, hx, hy, fig, max(app.px(14), page.h * 9 // 100))


def ending_pictures(
    app: AppServices, area: pygame.Rect, heroes: list[str], presents: list[str]
) -> list[tuple[str, int]]:
    """Every picture either ending may show, with its size: drawn ahead in the loop's spare time (the
    page's first frame drew twelve of them, 29 ms)."""
    e = ending_page(app, area)
    out = [("balloons", e.bunch), ("house", e.house), ("wolf", e.fig), ("wolf_sad", e.fig)]
    out += [(hero, e.hero) for hero in heroes]
    return out + [(present_bare(drawing), e.gift) for drawing in presents]


def draw_ending(surface: pygame.Surface, app: AppServices, area: pygame.Rect, ending: Ending) -> None:
    """The last page of the picture book: the Wolf at his house with his friends and the presents they
    brought (their drawings, each its own; balloons when the party happened; a sad Wolf alone
    on the path when it did not), the shout, and what it came to."""
    happy = ending.result in ("best", "surprise")
    veil(surface, area, (10, 20, 14, 170), app.px(12))
    e = ending_page(app, area)
    page, ground, house, hx, hy, fig, gift = e.page, e.ground, e.house, e.hx, e.hy, e.fig, e.gift
    sky = theme.hex_color("#9CC0D8") if happy else theme.hex_color("#8A97A6")
    radius = app.px(20)
    panel(surface, page, sky, radius, app.px(8))
    grass = theme.hex_color("#7FA04A") if happy else theme.hex_color("#6E8A50")
    pygame.draw.rect(surface, grass, ground, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    pygame.draw.rect(surface, theme.INK, page, max(1, app.px(2)), border_radius=radius)
    if happy:
        b = e.bunch  # two bunches of balloons, one each side of the door
        for at in (
            (hx - b * 45 // 100, hy - b * 35 // 100),
            (min(page.right - b, hx + house - b * 55 // 100), hy - b // 4),
        ):
            surface.blit(picture("balloons", b), at)
    surface.blit(picture("house", house), (hx, hy))
    wolf_x = hx - fig if happy else page.x + page.w * 52 // 100 - fig
    wolf = picture("wolf" if happy else "wolf_sad", fig)
    surface.blit(wolf, (wolf_x, ground.y - fig * 85 // 100))
    if happy:
        size = e.hero
        x = wolf_x - size
        for hero in ending.heroes:
            surface.blit(picture(hero, size), (x, ground.y - size * 80 // 100))
            x -= size * 9 // 10
    row = ending.presents[:10]
    gx = hx + house // 2 - (len(row) * gift) // 2
    for k, drawing in enumerate(row):
        surface.blit(picture(present_bare(drawing), gift), (gx + k * gift, ground.y + gift // 3))
    text_box = pygame.Rect(page.x + app.px(28), page.y + app.px(20), page.w * 50 // 100, ground.y - page.y - fig)
    ink = theme.WHITE if happy else theme.PARCHMENT
    draw_text(surface, app, ending.title, text_box, app.px(theme.TYPE_HERO + 8), ink, "bold", valign="middle")
    body = pygame.Rect(page.x + app.px(28), ground.y + gift * 3 // 2, page.w - app.px(56), page.bottom - app.px(40))
    body.h = page.bottom - app.px(40) - body.y
    draw_text(
        surface, app, "  ".join(ending.lines), body, app.px(theme.TYPE_LEAD), theme.PARCHMENT, "bold", "left", "middle"
    )
    hint_box = pygame.Rect(page.x + app.px(28), page.bottom - app.px(36), page.w - app.px(56), app.px(28))
    draw_text(
        surface, app, ending.hint, hint_box, app.px(theme.TYPE_BODY), theme.PARCHMENT, "regular", "right", "middle", 1
    )
