"""Which solo mission is played, by whom, and how often the computer passes it: the campaign screen's
words and actions that draw nothing (so the screen's module holds only what it shows)."""

from __future__ import annotations

import sys
from typing import Any

from woods_desktop.app.launch import dealt_seed, open_session
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.data.loader import DataError
from woods_desktop.games import definition as game_definition
from woods_desktop.games.whispering.solo_rates import DealtRate, MissionRate, dealt_rate, load_rates
from woods_desktop.saves.campaign import last_profile
from woods_desktop.saves.setups import last_setup

GAME = "whispering"
C = "whispering.campaign."


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
    """A new game of the mission (`seed`: the same shuffle again; None: a new one, proven winnable unless
    the setting "any shuffle" is on: `proven`), opened on the table."""
    config = mission_config(level, name)
    session = GameSession.start(
        game_definition(GAME),
        config,
        dealt_seed(app, GAME, config) if seed is None else seed,
        [Seat(name, "human", 0)],
    )
    open_session(app, session)
    return session


def base_turns() -> int:
    """The turns every mission starts with (the scoring board's open spaces; each objective met opens one
    more): the rulebook's "You start each mission with 12 available turns"."""
    from woods_desktop.games.whispering.data import load_whispering_data

    return int(load_whispering_data().solo_spaces)


def dealt_rates(any_shuffle: bool) -> dict[int, DealtRate]:
    """Per level, the card's rates on the shuffles the mission deals (`solo_rates.dealt_rate`)."""
    from woods_desktop.games.whispering.proven import load_shuffles

    measured = computer_rates()
    shipped = load_shuffles()
    out: dict[int, DealtRate] = {}
    for level in sorted(set(measured) | set(shipped)):
        rate = dealt_rate(measured.get(level), shipped.get(level, []), any_shuffle)
        if rate is not None:
            out[level] = rate
    return out


def computer_words(t: Any, rate: DealtRate) -> tuple[str, str]:
    """The card's line: how often the computer passes the shuffles the mission deals, and how many of them
    can be won ("Computer: passes about 5 of 10 · every shuffle winnable"); then the first part alone, for a card whose
    line has no room for both."""
    n, rare = DealtRate.tens(rate.solver)
    m, rare_m = DealtRate.tens(rate.winnable)
    solver = t(C + "computer_passed_rare") if rare else t(C + "computer_passed", n=n)
    winnable = t(C + "winnable_rare") if rare_m else t(C + "winnable", m=m)
    return f"{solver} · {winnable}", str(solver)


def computer_rates() -> dict[int, MissionRate]:
    """The solver's measured pass rate per mission; none when the figures file does not load (the
    screen goes on without the line, and says why on the console)."""
    try:
        return load_rates()
    except (DataError, OSError) as exc:
        print(f"whispering campaign: {exc}", file=sys.stderr)
        return {}


__all__ = [
    "GAME",
    "base_turns",
    "computer_rates",
    "computer_words",
    "dealt_rates",
    "mission_config",
    "player_name",
    "start_mission",
]
