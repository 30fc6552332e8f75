"""The Wolf is Coming (Волк идёт!): the cooperative children's game.

`rules/` is the pure engine (the first team outcome, and the first "table"
seat: task cards are answered by the people together), `data.py` binds it to
assets/data/wolf/ (board, tokens, heroes, the Wolf's path per difficulty and
hero count, the 30 task cards), `bots/` the computer friends and the table's
simulated answers, `simulate.py` the team figures that tuned the Wolf's path,
`table.py` the picture-book board and `setup_cards.py` the panel that leaves
task cards out before a game.
"""

from woods_desktop.core.plugin import GamePlugin

_P = "woods_desktop.games.wolf"

PLUGIN = GamePlugin(
    id="wolf",
    players="2-4",
    definition_ref=f"{_P}.data:load_definition",
    bots_ref=f"{_P}.bots:FACTORIES",
    scenes={"wolf": f"{_P}.table", "wolf_left_out": f"{_P}.setup_cards"},
    bench_ref=f"{_P}.bench:figures",
    simulate_ref=f"{_P}.simulate:figures",
    demo_chooser_ref=f"{_P}.rules.testing:choose",
    progress_ref=f"{_P}.progress:progress",
    colour_ref=f"{_P}.markers:CHECK",
    hint_ref=f"{_P}.hint_words:HINT",
    simulate_runs={"wolf": f"{_P}.simulate:run_cli"},
    simulate_options_ref=f"{_P}.simulate_options:add_options",
)
