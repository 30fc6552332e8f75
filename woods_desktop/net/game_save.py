"""A network game kept on the host's disk: saved after every action and every seat taken, into its own file
beside the hot-seat saves, and resumed by a restarted host with the same code, seat tokens, names, stand-ins
and minute, so each joined computer takes its own seat back.

Kept apart from the host's game because what a save holds is read back by a later process, perhaps of an
older version: the game only says when to save.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.game import GameDefinition
from woods_desktop.net import autosave
from woods_desktop.net.game_words import load_dictionary
from woods_desktop.net.seating import LOCAL_LEVELS

if TYPE_CHECKING:
    from woods_desktop.net.game import HostGame


def game_meta(game: HostGame) -> dict[str, Any]:
    """The seats as everyone sees them, and what a restarted host needs to go on: codes, tokens, stand-ins."""
    return {
        "seats": [{"name": s.name, "kind": s.kind, "colour": s.colour, "person": s.person} for s in game.seats()],
        "net": {
            "kinds": game.kinds,
            "code": game.code,
            "tokens": {str(k): v for k, v in game.tokens.items()},
            "stand_ins": {str(k): v for k, v in game.stand_ins.items()},
            "names": game.names,
            "colours": game.colours,
            "game_id": game.game_id,
            "minute": game.minute.to_json(),
            "variant": game.variant,
            "options": game.options,
            "here": {str(k): v for k, v in game.here.items()},
            "port": game.listen_port,
            "phones": sorted(game.phones),
        },
    }


def save_game(game: HostGame) -> None:
    """After every action and every seat taken: the game so far, or the finished game with its outcome."""
    if not game.save_enabled or game.state is None or game.config is None:
        return
    if game.over:
        outcome = game.state.outcome().to_dict()
        autosave.finish(game.definition, game.config, game.seed, game.actions, game_meta(game), outcome)
    else:
        autosave.save(game.definition, game.config, game.seed, game.actions, game_meta(game))


def resume_game(
    cls: type[HostGame], definition: GameDefinition, found: tuple[dict[str, Any], Any, list[Any]], **kw: Any
) -> HostGame:
    """The game a crashed host had: its state replayed, its code, tokens, names and minute."""
    record, state, actions = found
    net = record["meta"]["net"]
    game = cls(
        definition,
        list(net["kinds"]),
        str(net["code"]),
        int(record["seed"]),
        net.get("variant"),
        dict(net.get("options") or {}),
        **kw,
    )
    game.tokens = {int(k): str(v) for k, v in net["tokens"].items()}
    game.stand_ins = _stand_ins(net.get("stand_ins"), game.remote_seats())
    game.phones = {int(s) for s in net.get("phones") or ()}
    game.names = list(net["names"])
    game.colours = [int(c) for c in net.get("colours") or game.colours]
    game.game_id = str(net["game_id"])
    game.here = {int(k): int(v) for k, v in dict(net.get("here") or {}).items()}
    port = net.get("port")
    game.listen_port = port if isinstance(port, int) and not isinstance(port, bool) else None
    game.config = dict(record["config"])
    game.state, game.actions = state, list(actions)
    load_dictionary(game)
    game.make_bots()
    game.minute.restore(net.get("minute"))
    game.follow_minute()
    return game


def _stand_ins(saved: Any, remote: list[int]) -> dict[int, str]:
    """The seats a save says a computer was playing for their absent person (a save of an older version has
    none); anything but a remote seat and a computer level is left out: the seat then waits for its person."""
    kept: dict[int, str] = {}
    for seat, level in dict(saved or {}).items() if isinstance(saved, dict) else ():
        if str(seat).isdigit() and int(seat) in remote and level in LOCAL_LEVELS:
            kept[int(seat)] = str(level)
    return kept
