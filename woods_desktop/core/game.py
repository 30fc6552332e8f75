"""The protocol every game engine follows (DESIGN section 3).

Scenes, bots, saves and the fuzzer talk to games only through this, so a new
game plugs in by providing a `GameDefinition` and a `State` class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence

from woods_desktop.core.actions import action_from_dict, action_to_dict
from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.outcome import Outcome


class State(Protocol):
    """A game in progress. Only `apply` changes it; screens and bots see it through a `SeatPort`."""

    def to_move(self) -> int | None:
        """The seat that must act now (None once the game is over)."""

    def legal_actions(self, seat: int | None) -> list[Any]:
        """Every legal action of `seat` now, complete (empty when not their turn)."""

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why `action` by the seat to move would be refused (None: it is legal); changes nothing."""

    def apply(self, action: Any) -> None:
        """Play `action` or raise `IllegalAction` leaving the state exactly as before."""

    def view(self, seat: int | None) -> Any:
        """What `seat` may see (None: a spectator): the game's frozen view dataclass, built by
        `core.views.project` from fields declared public, owner-only or count-only."""

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        """The log as `seat` may see it: private events of other seats redacted."""

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome:
        """How the game ended (provisional, with `over` False, before the end)."""

    def copy(self) -> "State":
        """An independent copy for the bots' search."""

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
    help_key: str | None = None  # a line the setup screen shows to explain the option
    variants: tuple[str, ...] = ()  # the variants it belongs to (empty: all); the setup shows it only there


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
    view_type: type | None = None  # the frozen dataclass `State.view` returns
    # determinize(view, rng) -> State: a full state consistent with a seat's view (hidden
    # hands, deck order, face-down cards sampled), for the bots' search
    determinize: Callable[[Any, Any], Any] | None = None
    rules_hash: str = ""  # stable_hash of the parsed data: a save records it to pin its rules
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


def stable_hash(data: Any) -> str:
    """A short hash of parsed game data (dataclasses, tuples, dicts), the same on every run."""
    import dataclasses
    import hashlib
    import json

    def plain(x: Any) -> Any:
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            return {f.name: plain(getattr(x, f.name)) for f in dataclasses.fields(x)}
        if isinstance(x, (list, tuple)):
            return [plain(v) for v in x]
        if isinstance(x, dict):
            return {str(k): plain(v) for k, v in sorted(x.items(), key=lambda kv: str(kv[0]))}
        if isinstance(x, (set, frozenset)):
            return sorted(plain(v) for v in x)
        return x

    text = json.dumps(plain(data), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


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
        raise ValueError(f"{definition.id}/{spec.id}: {seats} seats, expected {spec.min_seats}-{spec.max_seats}")
    opts = definition.default_options()
    opts.update(options or {})
    return {
        "seats": seats,
        "variant": spec.id,
        "options": opts,
        "names": list(names) if names else [f"P{i + 1}" for i in range(seats)],
    }
