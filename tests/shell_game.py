"""A tiny game for the shell's own tests, so saves, menus and statistics are tested whatever state
the real games are in: two seats take turns adding 1 or 2 to a pile; whoever lays the tenth stone wins.
It keeps the engine contract (views with a round, refusals, replay, Outcome)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from woods_desktop.app.scene import SCENES, Scene, register_scene
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.game import GameDefinition, VariantSpec
from woods_desktop.core.outcome import Outcome

GAME_ID = "pebbles"
GOAL = 10


@dataclass(frozen=True)
class Add:
    seat: int
    n: int


@dataclass(frozen=True)
class PebblesView:
    pile: int
    to_move: int | None
    round: int


class PebblesState:
    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.pile = 0
        self.turn = 0
        self.log: list[dict[str, Any]] = []

    def to_move(self) -> int | None:
        return None if self.is_over() else self.turn % self.seats

    def legal_actions(self, seat: int | None) -> list[Any]:
        if seat is None or seat != self.to_move():
            return []
        return [Add(seat, n) for n in (1, 2) if self.pile + n <= GOAL]

    def refusal(self, action: Any) -> IllegalAction | None:
        return None if action in self.legal_actions(self.to_move()) else IllegalAction("game.err.not_your_turn")

    def apply(self, action: Any) -> None:
        refusal = self.refusal(action)
        if refusal is not None:
            raise refusal
        self.pile += action.n
        self.log.append({"seat": action.seat, "n": action.n})
        self.turn += 1

    def view(self, seat: int | None) -> PebblesView:
        return PebblesView(self.pile, self.to_move(), 1 + self.turn // self.seats)

    def events(self, seat: int | None = None) -> list[dict[str, Any]]:
        return list(self.log)

    def is_over(self) -> bool:
        return self.pile >= GOAL

    def outcome(self) -> Outcome:
        winner = (self.turn - 1) % self.seats
        scores = [GOAL if i == winner else self.pile - GOAL for i in range(self.seats)]
        ranks = [1 if i == winner else 2 for i in range(self.seats)]
        return Outcome.ranked(scores, ranks, over=self.is_over())

    def copy(self) -> PebblesState:
        other = PebblesState(self.seats)
        other.pile, other.turn, other.log = self.pile, self.turn, list(self.log)
        return other

    def to_dict(self) -> dict[str, Any]:
        return {"pile": self.pile, "turn": self.turn, "log": list(self.log)}


def new_game(config: Mapping[str, Any], seed: int) -> PebblesState:
    return PebblesState(int(config["seats"]))


def definition(rules_hash: str = "pebbles-1") -> GameDefinition:
    return GameDefinition(
        id=GAME_ID,
        title_key="menu.play",
        blurb_key="menu.play",
        new_game=new_game,
        action_types={"Add": Add},
        variants=(VariantSpec("standard", "menu.play", 2, 2),),
        view_type=PebblesView,
        rules_hash=rules_hash,
    )


def install(monkeypatch: Any, rules_hash: str = "pebbles-1") -> GameDefinition:
    """Make the launch path know the game and give it a scene (a plain one: the table is not under test)."""
    import woods_desktop.app.launch as launch

    d = definition(rules_hash)
    real = launch.game_definitions

    def definitions() -> dict[str, GameDefinition]:
        try:
            out = dict(real())
        except Exception:  # the real games may be mid-rewrite; the shell is what is tested here
            out = {}
        out[GAME_ID] = d
        return out

    monkeypatch.setattr(launch, "game_definitions", definitions)
    if GAME_ID not in SCENES:
        register_scene(GAME_ID)(type("PebblesScene", (Scene,), {"enter": _enter}))
    return d


def _enter(self: Any, session: Any = None, **kwargs: Any) -> None:
    self.session = session


def play(session: Any, moves: int) -> None:
    for _ in range(moves):
        seat = session.to_move
        if seat is None:
            return
        session.apply(session.state.legal_actions(seat)[0])


__all__ = ["Add", "GAME_ID", "PebblesState", "definition", "install", "new_game", "play"]


def rendered_texts(app: Any) -> list[str]:
    """Every text the next frame renders (the fonts' cache cleared, so nothing is skipped)."""
    seen: list[str] = []
    real = app.fonts.render

    def render(text: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(text)
        return real(text, *args, **kwargs)

    app.fonts.render = render
    app.fonts.clear()
    app.render()
    return seen
