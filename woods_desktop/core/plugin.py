"""What a game hands the shell: one `GamePlugin`, listed once in `games.GAMES`.

Everything heavy (the engine, its data, the bots, the table's pygame code) is
named by a "module:attribute" reference and imported on first use, so the
menu can list every game without loading any of them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from woods_desktop.core.bot import Bot
    from woods_desktop.core.game import GameDefinition
    from woods_desktop.core.hint import GameHint


@cache
def resolve(ref: str) -> Any:
    """The object a "package.module:attribute" reference names (imported once)."""
    module_name, _, attr = ref.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attr) if attr else module


@cache
def _load_definition(ref: str) -> "GameDefinition":
    definition: GameDefinition = resolve(ref)()
    return definition


@dataclass(frozen=True)
class MenuEntry:
    """An extra button a game puts in the main menu (Voice's Referee)."""

    title_key: str
    scene: str
    icon: str


@dataclass(frozen=True)
class GamePlugin:
    """One game as the shell knows it.

    `definition_ref` names a function returning the `GameDefinition` (it loads
    and validates the game's YAML); `bots_ref` names a mapping level ->
    factory(seat, seed); `scenes` maps scene names to the modules that
    register them; `bench_ref` names `figures(quick) -> dict` for `bench`;
    `demo_chooser_ref` names `choose(state, legal, rng)` used to advance demo
    and screenshot games (the word game needs real words, not random moves);
    `simulate_ref` names the game's own figures over finished `simulate` games;
    `progress_ref` names `progress(view) -> (message key, params) | None`: how far a game got, read
    from the public view (seat None) of its replayed save, for Continue and Saved games;
    `hint_ref` names the game's `GameHint` (core/hint.py): what the table's hint and `woods-desktop hint` ask;
    `phone_words` are the string keys (or their starts) a phone page of the game shows besides its own
    "phone." strings (empty: the game has no phone page); `campaign`: the game has solo missions whose
    progress saves/campaign.py keeps (its definition's `extras["solo_missions"]`); `simulate_runs` maps a
    name `woods-desktop simulate` accepts to the game's own report ("module:run_cli", the Wolf's team,
    Whispering Woods' solo missions) and `simulate_options_ref` names `add_options(parser)`, the options those
    reports read (a light module: the parser is built for every verb).

    The shell names no game: everything it needs of one comes from here (tests/test_game_names.py).
    """

    id: str
    players: str  # as the menu prints it: "3-4"
    playable: bool = True
    definition_ref: str = ""
    bots_ref: str = ""
    scenes: Mapping[str, str] = field(default_factory=dict)
    menu_entries: tuple[MenuEntry, ...] = ()
    bench_ref: str = ""
    demo_chooser_ref: str = ""
    simulate_ref: str = ""  # figures(games: list[(final state, seat kinds)]) -> dict, added to `simulate`
    # variant id -> the scene that starts it instead of the setup screen (Whispering Woods' solo campaign)
    variant_scenes: Mapping[str, str] = field(default_factory=dict)
    progress_ref: str = ""
    # names the game's `ColourScenes` (table/markers.py): its table scenes and what on them must be told apart
    colour_ref: str = ""
    hint_ref: str = ""
    phone_words: tuple[str, ...] = ()
    campaign: bool = False
    simulate_runs: Mapping[str, str] = field(default_factory=dict)
    simulate_options_ref: str = ""
    # names `deal(config, any_shuffle, avoid) -> seed | None`: the seed a new game of `config` is dealt from
    # when the game chooses it (Whispering Woods deals a solo mission a shuffle known to be winnable unless
    # the setting "any shuffle" is on; `avoid`: not this seed again); None: any seed
    deal_ref: str = ""
    # names `shown_win(app, session) -> (() -> None) | None`: after a finished game, what "Show how it could be
    # won" does (Whispering Woods: a lost mission on a proven shuffle replays its winning line); None: no button
    shown_win_ref: str = ""

    @property
    def title_key(self) -> str:
        return f"{self.id}.title"

    @property
    def blurb_key(self) -> str:
        return f"{self.id}.blurb"

    @property
    def art(self) -> str:
        return f"game-{self.id}"

    def definition(self) -> "GameDefinition":
        """The game's definition, loaded once; raises `DataError` on a damaged data file."""
        if not self.playable:
            raise KeyError(f"{self.id} is not playable yet")
        return _load_definition(self.definition_ref)

    def bot_levels(self) -> tuple[str, ...]:
        return tuple(resolve(self.bots_ref)) if self.bots_ref else ()

    def make_bot(self, level: str, seat: int, seed: int) -> "Bot":
        from woods_desktop.core.bot import RandomBot

        if level == "random":
            return RandomBot(seat, seed)
        factories: Mapping[str, Callable[[int, int], Bot]] = resolve(self.bots_ref) if self.bots_ref else {}
        if level not in factories:
            raise KeyError(f"{self.id}: no computer level {level!r}")
        return factories[level](seat, seed)

    def bench(self, quick: bool) -> dict[str, Any]:
        return dict(resolve(self.bench_ref)(quick)) if self.bench_ref else {}

    def simulate_figures(self, games: list[tuple[Any, list[str]]]) -> dict[str, Any]:
        """The game's own figures over finished `simulate` games (Voice: the words written)."""
        return dict(resolve(self.simulate_ref)(games)) if self.simulate_ref else {}

    def progress(self, view: Any) -> tuple[str, dict[str, Any]] | None:
        """The game's words for how far it got ("round 2 of 3"; the Wolf's steps left and the presents
        in his house), from a public view; None when the game says nothing."""
        if not self.progress_ref:
            return None
        found = resolve(self.progress_ref)(view)
        if found is None:
            return None
        key, params = found
        return str(key), dict(params)

    def colour_scenes(self) -> Any:
        """What the colour check looks at on this game's tables (None: the game names nothing)."""
        return resolve(self.colour_ref) if self.colour_ref else None

    def hint(self) -> "GameHint | None":
        """The game's hint (None: the game has none)."""
        if not self.hint_ref:
            return None
        found: GameHint = resolve(self.hint_ref)
        return found

    def deal(self, config: Mapping[str, Any], any_shuffle: bool, avoid: int | None = None) -> int | None:
        """The seed the game chooses for a new game of `config` (None: any seed does)."""
        if not self.deal_ref:
            return None
        seed = resolve(self.deal_ref)(config, any_shuffle, avoid)
        return None if seed is None else int(seed)

    def shown_win(self, app: Any, session: Any) -> Callable[[], None] | None:
        """What "Show how it could be won" does after this finished game (None: the result offers no such button)."""
        if not self.shown_win_ref:
            return None
        found: Callable[[], None] | None = resolve(self.shown_win_ref)(app, session)
        return found

    def demo_chooser(self) -> Callable[[Any, list[Any], Any], Any]:
        if self.demo_chooser_ref:
            chooser: Callable[[Any, list[Any], Any], Any] = resolve(self.demo_chooser_ref)
            return chooser
        return lambda state, legal, rng: rng.choice(legal)


def clear_caches() -> None:
    """Forget loaded definitions (tests that damage a data file on purpose)."""
    _load_definition.cache_clear()
