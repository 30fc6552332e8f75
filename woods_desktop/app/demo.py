"""Ready-made sessions for screenshots and tests: a game part-way or played out."""

from __future__ import annotations

from woods_desktop.app.session import GameSession, Seat
from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.games import definition as game_definition
from woods_desktop.games import plugin

DEMO_NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dasha")


def demo_session(
    game_id: str,
    seed: int,
    seats: int | None = None,
    variant: str | None = None,
    kinds: list[str] | None = None,
    steps: int = 0,
    finish: bool = False,
) -> GameSession:
    """A session that is never saved to disk, advanced by random legal moves."""
    definition = game_definition(game_id)
    spec = definition.variant(variant)
    n = seats or min(spec.max_seats, 4)
    kinds = kinds or ["human"] * n
    config = make_config(definition, n, spec.id, None, list(DEMO_NAMES[:n]))
    people = [Seat(DEMO_NAMES[i], kinds[i], i) for i in range(n)]
    if spec.robot_seat:
        people.append(Seat("D4-ST8", "robot", 4))
    session = GameSession.start(definition, config, seed, people, autosave=False)
    rng = Rng(seed)
    choose = plugin(game_id).demo_chooser()
    done = 0
    while not session.state.is_over() and (finish or done < steps):
        legal = session.state.legal_actions(session.to_move)
        session.apply(choose(session.state, legal, rng))
        done += 1
    return session
