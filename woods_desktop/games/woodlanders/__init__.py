"""Woodlanders: trick-taking for 4, or 3 with the robot D4-ST8.

`rules/` is the pure engine, `data.py` binds it to assets/data/woodlanders.yaml,
`bots/` the computer players, `text.py` the log and refusal wording, `art.py`
the cards and `table.py` the screen.
"""

from woods_desktop.core.plugin import GamePlugin

_P = "woods_desktop.games.woodlanders"

PLUGIN = GamePlugin(
    id="woodlanders",
    players="3-4",
    definition_ref=f"{_P}.data:load_definition",
    bots_ref=f"{_P}.bots:FACTORIES",
    scenes={"woodlanders": f"{_P}.table"},
    bench_ref=f"{_P}.bench:figures",
    progress_ref=f"{_P}.progress:progress",
    colour_ref=f"{_P}.markers:CHECK",
    hint_ref=f"{_P}.hint_words:HINT",
    phone_words=("woodlanders.suit.", "woodlanders.title"),
)
