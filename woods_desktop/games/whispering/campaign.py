"""The solo campaign: the six missions of Whispering Woods with their objectives, minimum score, extra rule,
best score and passed marks; a mission opens when the one before it is passed (or every one, by the
setting "open all solo missions", which this screen also offers). A locked mission says what opens it.

Progress comes from `saves.campaign` (per profile: the name the solo player plays under); a mission is
started (or its unfinished game resumed) from here, so the setup screen never offers the solo variant as a
game with one seat. The grid of missions, its keys and clicks are the kit's (`ui/card_grid.py`): a click
on a mission's card (or Enter on it) plays it, or says what opens it; a card's frame, state badge and list
of objectives are the kit's too (`table/card_face.py`).
"""

from __future__ import annotations

from functools import partial

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import resume_slot
from woods_desktop.app.scene import register_scene
from woods_desktop.data.seat_words import seat_name
from woods_desktop.games.whispering.missions import (
    GAME,
    base_turns,
    computer_words,
    dealt_rates,
    mission_config,
    player_name,
    start_mission,
)
from woods_desktop.games.whispering.text import mission_status, objective_words
from woods_desktop.saves.campaign import MissionProgress, campaign_progress
from woods_desktop.saves.games import save_for, slot_id
from woods_desktop.table.card_face import draw_bullets, draw_card_frame
from woods_desktop.table.text import draw_text
from woods_desktop.ui.card_grid import CardGrid, CardGridScene, GridCard, GridShape
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title
from woods_desktop.ui.draw import darken
from woods_desktop.ui.services import AppServices
from woods_desktop.ui.widgets import Button, FocusRing, Widget

C = "whispering.campaign."
SCENE = "whispering_campaign"
SHAPE = GridShape(40, 110, 1200, 518, cols=3, rows=2, gap_x=12, gap_y=6)  # six missions, row by row
# at a larger text size a mission's objectives need twice the height: three a page, turned by buttons
PAGED = GridShape(40, 150, 1200, 478, cols=3, rows=1, gap_x=12, gap_y=6)  # under a subtitle of two lines


@register_scene(SCENE)
class CampaignScene(CardGridScene):
    def enter(self, **kwargs: object) -> None:
        self.focus = FocusRing()
        self.page = 0
        self.player = player_name(self.app)
        self.reload()

    def reload(self) -> None:
        self.missions: list[MissionProgress] = campaign_progress(
            self.player, self.app.settings.open_all_missions, game_id="whispering"
        )
        self.rates = dealt_rates(bool(self.app.settings.any_shuffle))  # on the shuffles a mission deals
        self.turns = base_turns()
        self.layout()

    # -- layout -------------------------------------------------------------------------------------
    def layout(self) -> None:
        app = self.app
        shape = PAGED if app.fonts.text_size > 1 else SHAPE
        self.grid = CardGrid(app, shape, self.missions, self.paint, lambda m: self.start(m.level), page=self.page)
        self.page = self.grid.page
        self.pager = self.grid.page_buttons(self.turn, 680, 648)  # none when all six fit
        for card in self.grid.cards:  # each mission's play (or resume) button at its card's foot
            m = card.item
            resume = m.open and save_for(slot_id(GAME, mission_config(m.level, self.player))) is not None
            card.button = Button(
                app,
                app.t("menu.resume" if resume else C + "play", n=m.level),
                partial(self.start, m.level),
                card.foot(368, 34),
                "primary" if m.open and not m.passed else "secondary",
                icon="icon-continue" if resume else None,
                enabled=m.open,
                size=theme.TYPE_SMALL,
            )
        self.open_all = Choice(
            app,
            [False, True],
            [app.t("common.state_off"), app.t("common.state_on")],
            int(bool(app.settings.open_all_missions)),
            self.set_open_all,
            design_rect(app, 440, 648, 220, 44),
        )
        self.back = back_button(app, app.pop)
        self.refocus()

    def widgets(self) -> list[Widget]:
        return [self.open_all, *self.pager, self.back]

    def turn(self, d: int) -> None:
        self.page += d
        self.layout()

    # -- acting -------------------------------------------------------------------------------------
    def start(self, level: int) -> None:
        """Resume the mission's unfinished game, or start it (a locked one says what opens it)."""
        m = next((m for m in self.missions if m.level == level), None)
        if m is None:
            return
        if not m.open:
            self.app.toast(self.app.t(C + "play_locked", level=level, prev=level - 1), "error")
            return
        slot = slot_id(GAME, mission_config(level, self.player))
        if save_for(slot) is not None:
            if not resume_slot(self.app, slot):  # it did not replay: its notice is up, over this screen (a new
                self.layout()  # game started over it hid the notice); the card offers a new game now
            return
        start_mission(self.app, level, self.player)

    def set_open_all(self, value: bool) -> None:
        from woods_desktop.app.settings import save_settings

        self.app.settings.open_all_missions = bool(value)
        save_settings(self.app.settings)
        self.reload()

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        draw_table(surface)
        draw_title(surface, app, t(C + "title"))
        sub_h, most = (70, 2) if self.pager else (30, 1)  # two lines at a larger text, three missions a page
        subtitle = t(C + "subtitle", turns=self.turns)  # the turns a mission gives: 12, one more per objective met
        lines = (  # the subtitle, then the foot's caption of the choice and whose progress this is
            (subtitle, (40, 76, 1020, sub_h), theme.PARCHMENT_SHADE, "regular", "left", "top"),
            (t(C + "open_all"), (40, 648, 390, 44), theme.PARCHMENT, "bold", "right", "middle"),
            (
                t(C + "player", name=seat_name(t, self.player, "human")),  # «Игрок 1», not "Player 1"
                (960, 648, 280, 44) if self.pager else (680, 648, 560, 44),
                theme.PARCHMENT_SHADE,
                "regular",
                "right",
                "middle",
            ),
        )
        for words, (x, y, w, h), ink, weight, align, valign in lines:
            box = design_rect(app, x, y, w, h)
            draw_text(surface, app, words, box, app.px(theme.TYPE_BODY), ink, weight, align, valign, most)
        self.draw_cards(surface)

    def paint(self, surface: pygame.Surface, card: GridCard[MissionProgress]) -> None:
        """A mission's card: its level and state, its rule and the computer's pass rate, its objectives, how
        it went so far; its play button (the kit's, at the card's foot) lights while the pointer is on it."""
        app, t, px, m = self.app, self.app.t, self.app.px, card.item
        state = "done" if m.passed else "open" if m.open else "locked"
        badge = t(C + {"done": "passed", "open": "open", "locked": "locked_short"}[state])
        room = draw_card_frame(surface, app, card.rect, t(C + "level", n=m.level), badge, state)
        rule = t(C + "min_score", n=m.min_score) + " · " + t(C + "refresh_cost", n=m.refresh_cost)
        grow = app.fonts.text_size  # the rule's and the state's lines grow with the text (a page of three)
        bold_line = app.fonts.font(px(theme.TYPE_SMALL), "bold").get_linesize()  # two whole lines at least
        rule_box = pygame.Rect(room.x, room.y, room.w, max(px(36 * grow * grow), 2 * bold_line))
        fitted = draw_text(surface, app, rule, rule_box, px(theme.TYPE_SMALL), theme.INK, "bold", max_lines=2)
        top = rule_box.y + fitted.height  # the computer's line under the rule, however many lines the rule took
        most = 1 if grow <= 1 else 2  # (a rule of two lines, levels 5 and 6 in Russian, left it no room)
        rule_box.h = fitted.height + most * app.fonts.font(px(theme.TYPE_SMALL)).get_linesize()
        self._draw_computer(surface, m, pygame.Rect(room.x, top, room.w, rule_box.bottom + px(2) - top))
        objectives = [objective_words(t, key, params) for key, params in m.objectives]
        y = rule_box.bottom + px(2)
        status_h = px(22) if grow <= 1 else 2 * app.fonts.font(px(theme.TYPE_SMALL), "bold").get_linesize()
        status = pygame.Rect(room.x, card.rect.bottom - px(44) - status_h, room.w, status_h)
        draw_bullets(surface, app, objectives, pygame.Rect(room.x, y, room.w, status.top - px(4) - y))
        words, tone = mission_status(t, m)
        ink = {"locked": theme.BERRY, "new": theme.INK_SOFT, "played": darken(theme.MOSS_DARK, 0.1)}[tone]
        draw_text(surface, app, words, status, px(theme.TYPE_SMALL), ink, "bold", valign="bottom", max_lines=2)

    def _draw_computer(self, surface: pygame.Surface, m: MissionProgress, room: pygame.Rect) -> None:
        """How often the computer passes the shuffles the mission deals and how many of them are winnable, on
        its own line(s) under the rule, on every card (levels 5 and 6 included, whose rule of two lines left it
        none)."""
        rate = self.rates.get(m.level)
        if rate is None:
            return
        app, t = self.app, self.app.t
        size = app.px(theme.TYPE_SMALL)
        most = 1 if app.fonts.text_size <= 1 else 2  # a second line at a larger text size (three a page)
        for words in computer_words(t, rate):  # both rates, or the computer's alone when both do not fit
            if _fits_lines(app, words, room, size, most):
                draw_text(surface, app, words, room, size, theme.INK_SOFT, max_lines=most)
                return


def _fits_lines(app: AppServices, text: str, box: pygame.Rect, size: int, most: int) -> bool:
    lines = app.fonts.wrap(text, size, box.w)
    return len(lines) <= most and app.fonts.font(size, "regular").get_linesize() * len(lines) <= box.h


def open_campaign(app: AppServices) -> None:
    app.push(SCENE)


__all__ = ["CampaignScene", "SCENE", "open_campaign"]
