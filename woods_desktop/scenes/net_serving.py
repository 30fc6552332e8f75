"""Serving a network game from this computer: a game set up here, the one this computer hosted when it
stopped (resumed with the same code and seat tokens), or the next game of a table that just finished; each
starts the server where the setting says and opens the lobby (net_lobby.py) over it, or says in a toast why
it cannot listen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from woods_desktop.app.launch import new_seed
from woods_desktop.core.game import GameDefinition
from woods_desktop.net.hosting import Hosting
from woods_desktop.scenes.net_where import announced, listen_address
from woods_desktop.scenes.setup_seats import people_seats

if TYPE_CHECKING:
    from woods_desktop.app.app import App
    from woods_desktop.net.game import HostGame
    from woods_desktop.net.table_session import NetSession
    from woods_desktop.saves.games import SaveInfo


def host_game(
    app: App, definition: GameDefinition, variant: str, seated: list[dict[str, Any]], options: dict[str, Any]
) -> bool:
    """Start serving a network game set up on the setup screen (its rows in turn order) and open its lobby;
    False, with a toast naming why, when it cannot listen where the setting says."""
    from woods_desktop.net.codes import new_code
    from woods_desktop.net.game import HostGame
    from woods_desktop.net.verbs import host_parts

    seed = new_seed()
    kinds = [row["kind"] for row in seated]
    game = HostGame(definition, kinds, new_code(), seed, variant, options, **host_parts(definition.id, seed, app.t))
    game.name_seats(app.t, [str(row["name"]) for row in seated])
    for i, row in enumerate(seated):
        game.colours[i] = int(row["colour"])
    people = people_seats(seated)
    game.here = {i: (i if s.person is None else s.person) for i, s in enumerate(people) if s.human}
    return _serve(app, game, 0)


def resume_hosted(app: App, definition: GameDefinition) -> bool:
    """The network game this computer hosted when it stopped (a crash, the power gone): its autosave served
    again with the same code and seat tokens, on the same port when it is free, so the joined computers find
    it again by themselves; False, with a toast, when there is none or it cannot listen."""
    from woods_desktop.net import autosave
    from woods_desktop.net.game import HostGame
    from woods_desktop.net.verbs import host_parts

    found = autosave.load(definition)
    if found is None:
        app.toast(app.t("net.choice.resume_gone"), "error")
        return False
    seed = int(found[0]["seed"])
    game = HostGame.resume(definition, found, **host_parts(definition.id, seed, app.t))
    return _serve(app, game, game.listen_port or 0)


def resume_kept(app: App, info: SaveInfo | None) -> bool:
    """Continue's game, when it is the network game this computer hosted (`saves.games.hosted_saves`): served
    again as `resume_hosted` serves it; False when `info` is no such game (a game at one computer)."""
    from woods_desktop.games import definition
    from woods_desktop.saves.games import NETWORK

    if info is None or info.path.parent.name != NETWORK:
        return False
    resume_hosted(app, definition(info.game))
    return True


def play_again(app: App, session: NetSession, finished: HostGame) -> None:
    """A network table this computer hosts plays again: the finished game's server stops and the next game is
    served (`serve_next`)."""
    session.close()  # the finished game's server stops; the next one listens on its port
    serve_next(app, finished, session.here)


def serve_next(app: App, finished: HostGame, here: Mapping[int, int]) -> bool:
    """The next game of a network table that just finished: the same seats and code, on the same port, so each
    joined computer's "Play again" takes its own seat back; the lobby shows who is back."""
    from woods_desktop.net.verbs import host_parts

    seed = new_seed()
    game = finished.next_game(seed, **host_parts(finished.definition.id, seed, app.t))
    game.here = dict(here)  # the same people at this screen
    app.reset_to("menu")
    return _serve(app, game, game.listen_port or 0)


def _serve(app: App, game: HostGame, port: int) -> bool:
    address = listen_address(app)
    hosting = Hosting(game, address, port, advertise=announced(app))
    try:
        hosting.start()
    except OSError as exc:
        if port:  # the port it had is taken now: any free one (the joined computers then join by the new address)
            return _serve(app, game, 0)
        app.toast(app.t("net.lobby.cannot_listen", address=address, problem=exc.strerror or str(exc)), "error")
        return False
    app.push("net_lobby", hosting=hosting, here=game.here)
    return True
