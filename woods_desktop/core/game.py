"""The protocol every game engine follows (DESIGN section 3).

Scenes, bots, saves and the fuzzer talk to games only through this, so a new
game plugs in by providing a `GameDefinition` and a `State` class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence

from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.result import Result


class State(Protocol):
    """A game in progress. Only `apply` changes it."""

    def to_move(self) -> int | None:
        """The seat that must act now (None once the game is over)."""

    def legal_actions(self, player: int) -> list[Any]:
        """Every legal action of `player` now, complete (empty when not their turn)."""

    def apply(self, action: Any) -> None:
        """Play `action` or raise `IllegalAction` leaving the state exactly as before."""

    def view(self, player: int | None) -> dict[str, Any]:
        """What `player` may see, as JSON-able data (None: a spectator)."""

    def is_over(self) -> bool: ...

    def result(self) -> Result: ...

    def events(self) -> list[dict[str, Any]]:
        """Everything that happened so far, as plain data for the log."""

    def to_dict(self) -> dict[str, Any]:
        """The full state, for comparison in tests (not for saving: saves replay)."""


@dataclass(frozen=True)
class VariantSpec:
    """A rules variant as the setup screen offers it."""

    id: str
    title_key: str
    min_seats: int
    max_seats: int
    robot_seat: bool = False  # a rules-driven seat (D4-ST8) added by the engine


@dataclass(frozen=True)
class OptionSpec:
    """A game option: `choices` empty means a yes/no switch."""

    id: str
    title_key: str
    default: Any
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True)
class GameDefinition:
    """Everything the shell needs to set up, run, save and replay one game."""

    id: str
    title_key: str
    blurb_key: str
    new_game: Callable[[Mapping[str, Any], int], Any]
    action_types: Mapping[str, type]
    variants: tuple[VariantSpec, ...]
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[str, ...] = ("easy", "normal", "hard")
    max_actions: int = 5000  # a playout longer than this is a game that never ends
    extras: Mapping[str, Any] = field(default_factory=dict)

    def variant(self, variant_id: str | None) -> VariantSpec:
        for v in self.variants:
            if v.id == (variant_id or self.variants[0].id):
                return v
        raise ValueError(f"{self.id}: unknown variant {variant_id!r}")

    def default_options(self) -> dict[str, Any]:
        return {o.id: o.default for o in self.options}

    def encode_action(self, action: Any) -> dict[str, Any]:
        return action_to_dict(action)

    def decode_action(self, data: Mapping[str, Any]) -> Any:
        return action_from_dict(data, self.action_types)


def make_config(
    definition: GameDefinition,
    seats: int,
    variant: str | None = None,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The engine config every game accepts: seat count, variant, options, names."""
    spec = definition.variant(variant)
    if not spec.min_seats <= seats <= spec.max_seats:
        raise ValueError(
            f"{definition.id}/{spec.id}: {seats} seats, expected {spec.min_seats}-{spec.max_seats}"
        )
    opts = definition.default_options()
    opts.update(options or {})
    return {
        "seats": seats,
        "variant": spec.id,
        "options": opts,
        "names": list(names) if names else [f"P{i + 1}" for i in range(seats)],
    }
