"""The host's lobby as a demo shows it (the layout tests, the text-size probe): a game for four that a phone
can join too, one seat taken by another computer, one awaited."""

from __future__ import annotations

from typing import Any

from woods_desktop.net.hosting import Hosting
from woods_desktop.net.seating import REMOTE
from woods_desktop.net.verbs import THIS_COMPUTER


def lobby_demo(app: Any, seed: int) -> dict[str, Any]:
    """The lobby scene's arguments for the demo: the hosting (serving on this computer only) and who is here."""
    from woods_desktop.games import definition as game_definition
    from woods_desktop.net.game import HostGame
    from woods_desktop.net.phone import phone_games
    from woods_desktop.net.verbs import host_parts

    game_id = phone_games()[0]  # a game for four that a phone can join too (Woodlanders)
    definition = game_definition(game_id)
    game = HostGame(
        definition,
        ["human", REMOTE, REMOTE, "normal"],
        "4821",
        seed,
        save=False,
        **host_parts(game_id, seed, app.t),
    )
    game.names[0], game.names[3] = "Anna", app.t("setup.default_name", number=4)
    game.tokens[1], game.names[1] = "demo", "Bo"  # a seat taken, one awaited
    hosting = Hosting(game, THIS_COMPUTER, 0)
    hosting.start()
    hosting.host.port = 48210  # the port shown: a free one differs each time, a demo's picture must not
    return {"hosting": hosting, "here": {0: 0}}
