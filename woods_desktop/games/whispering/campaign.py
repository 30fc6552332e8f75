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

import sys
from functools import partial
from typing import Any

import pygame

from woods_desktop.app import theme
from woods_desktop.app.launch import new_seed, open_session, resume_slot
from woods_desktop.app.scene import register_scene
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.data.loader import DataError
from woods_desktop.games import definition as game_definition
from woods_desktop.games.whispering.solo_rates import MissionRate, load_rates
from woods_desktop.games.whispering.text import objective_words
from woods_desktop.saves.campaign import MissionProgress, campaign_progress, last_profile
from woods_desktop.saves.games import save_for, slot_id
from woods_desktop.saves.setups import last_setup
from woods_desktop.table.card_face import draw_bullets, draw_card_frame
from woods_desktop.table.text import draw_text
from woods_desktop.ui.card_grid import CardGrid, CardGridScene, GridCard, GridShape
from woods_desktop.ui.chrome import back_button, design_rect, draw_table, draw_title
from woods_desktop.ui.draw import darken
from woods_desktop.ui.widgets import Button, Choice, FocusRing, Widget

GAME = "whispering"
C = "whispering.campaign."
SCENE = "whispering_campaign"
SHAPE = GridShape(40, 110, 1200, 518, cols=3, rows=2, gap_x=12, gap_y=6)  # six missions, row by row


def player_name(app: Any) -> str:
    """Who plays the missions: the last profile that finished one, else the first name of the last setup
    of the game, else the default name."""
    name = last_profile()
    if name:
        return name
    setup = last_setup(GAME) or {}
    seats = setup.get("seats") if isinstance(setup, dict) else None
    if isinstance(seats, list) and seats and isinstance(seats[0], dict) and str(seats[0].get("name", "")).strip():
        return str(seats[0]["name"]).strip()
    return str(app.t("setup.default_name", number=1))


def mission_config(level: int, name: str) -> dict[str, Any]:
    return make_config(game_definition(GAME), 1, "solo", {"mission": level}, [name])


def start_mission(app: Any, level: int, name: str, seed: int | None = None) -> GameSession:
    """A new game of the mission (`seed`: the same shuffle again; None: a new one), opened on the table."""
    session = GameSession.start(
        game_definition(GAME),
        mission_config(level, name),
        new_seed() if seed is None else seed,
        [Seat(name, "human", 0)],
    )
    open_session(app, session)
    return session


@register_scene(SCENE)
class CampaignScene(CardGridScene):
    def enter(self, **kwargs: Any) -> None:
        self.focus = FocusRing()
        self.player = player_name(self.app)
        self.reload()

    def reload(self) -> None:
        self.missions: list[MissionProgress] = campaign_progress(self.player, self.app.settings.open_all_missions)
        self.rates = computer_rates()
        self.layout()

    # -- layout -------------------------------------------------------------------------------------
    def layout(self) -> None:
        app = self.app
        self.grid = CardGrid(app, SHAPE, self.missions, self.paint, lambda m: self.start(m.level))
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
        return [self.open_all, self.back]

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
        if save_for(slot) is not None and resume_slot(self.app, slot):
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
        lines = (  # the subtitle, then the foot's caption of the choice and whose progress this is
            (t(C + "subtitle"), (40, 76, 1020, 30), theme.PARCHMENT_SHADE, "regular", "left", "top"),
            (t(C + "open_all"), (40, 648, 390, 44), theme.PARCHMENT, "bold", "right", "middle"),
            (
                t(C + "player", name=self.player),
                (680, 648, 560, 44),
                theme.PARCHMENT_SHADE,
                "regular",
                "right",
                "middle",
            ),
        )
        for words, (x, y, w, h), ink, weight, align, valign in lines:
            box = design_rect(app, x, y, w, h)
            draw_text(surface, app, words, box, app.px(theme.TYPE_BODY), ink, weight, align, valign, 1)
        self.draw_cards(surface)

    def paint(self, surface: pygame.Surface, card: GridCard[MissionProgress]) -> None:
        """A mission's card: its level and state, its rule and the computer's pass rate, its objectives, how
        it went so far; its play button (the kit's, at the card's foot) lights while the pointer is on it."""
        app, t, px, m = self.app, self.app.t, self.app.px, card.item
        state = "done" if m.passed else "open" if m.open else "locked"
        badge = t(C + {"done": "passed", "open": "open", "locked": "locked_short"}[state])
        room = draw_card_frame(surface, app, card.rect, t(C + "level", n=m.level), badge, state)
        rule = t(C + "min_score", n=m.min_score) + " · " + t(C + "refresh_cost", n=m.refresh_cost)
        rule_box = pygame.Rect(room.x, room.y, room.w, px(36))
        fitted = draw_text(surface, app, rule, rule_box, px(theme.TYPE_SMALL), theme.INK, "bold", max_lines=2)
        top = rule_box.y + fitted.height  # the computer's line in the rule's box, when the rule leaves it one
        self._draw_computer(surface, m, pygame.Rect(room.x, top, room.w, rule_box.bottom + px(2) - top))
        objectives = [objective_words(t, key, params) for key, params in m.objectives]
        y = rule_box.bottom + px(2)
        draw_bullets(surface, app, objectives, pygame.Rect(room.x, y, room.w, card.rect.bottom - px(70) - y))
        status = pygame.Rect(room.x, card.rect.bottom - px(66), room.w, px(22))
        if not m.open:
            words, ink = t(C + "locked", level=m.level - 1), theme.BERRY
        elif m.best is None:
            words, ink = t(C + "not_played") + (" · " + t(C + "tries", n=m.tries) if m.tries else ""), theme.INK_SOFT
        else:
            best = int(m.best) if float(m.best).is_integer() else m.best
            words, ink = t(C + "best", n=best) + " · " + t(C + "tries", n=m.tries), darken(theme.MOSS_DARK, 0.1)
        draw_text(surface, app, words, status, px(theme.TYPE_SMALL), ink, "bold", valign="middle", max_lines=1)

    def _draw_computer(self, surface: pygame.Surface, m: MissionProgress, room: pygame.Rect) -> None:
        """How often the computer passes the mission, in the rule's box under the rule when the rule
        leaves it a line (a rule of two lines, in a small window, keeps its objectives' room)."""
        rate = self.rates.get(m.level)
        if rate is None:
            return
        app, t = self.app, self.app.t
        words = t(C + "computer_rare") if rate.rare else t(C + "computer", n=rate.in_ten)
        size = app.px(theme.TYPE_SMALL)
        if _fits_line(app, words, room, size):
            draw_text(surface, app, words, room, size, theme.INK_SOFT, max_lines=1)


def _fits_line(app: Any, text: str, box: pygame.Rect, size: int) -> bool:
    font = app.fonts.font(size, "regular")
    return bool(font.get_linesize() <= box.h and font.size(text)[0] <= box.w)


def computer_rates() -> dict[int, MissionRate]:
    """The solver's measured pass rate per mission; none when the figures file does not load (the
    screen goes on without the line, and says why on the console)."""
    try:
        return load_rates()
    except (DataError, OSError) as exc:
        print(f"whispering campaign: {exc}", file=sys.stderr)
        return {}


def open_campaign(app: Any) -> None:
    app.push(SCENE)


__all__ = ["CampaignScene", "SCENE", "mission_config", "open_campaign", "player_name", "start_mission"]
