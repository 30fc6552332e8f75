"""Voice of the Woods: the Russian word game with a real one-minute timer.

`rules/` is the pure engine (it never judges words: the dictionary in
`words/` does), `data.py` binds it to assets/data/voice.yaml, `bots/` the
computer players, `text.py` the log and refusal wording, `art.py` the letter
cards, `table.py` the screen and `referee.py` the minute and judge for a
physical table.
"""

from woods_desktop.core.plugin import GamePlugin, MenuEntry

_P = "woods_desktop.games.voice"

PLUGIN = GamePlugin(
    id="voice",
    players="2-5",
    definition_ref=f"{_P}.data:load_definition",
    bots_ref=f"{_P}.bots:FACTORIES",
    scenes={"voice": f"{_P}.table", "referee": f"{_P}.referee"},
    menu_entries=(MenuEntry("menu.referee", "referee", "icon-timer"),),
    bench_ref=f"{_P}.bench:figures",
    simulate_ref=f"{_P}.simulate:figures",
    demo_chooser_ref=f"{_P}.rules.testing:choose",
    progress_ref=f"{_P}.progress:progress",
    colour_ref=f"{_P}.markers:CHECK",
    hint_ref=f"{_P}.hint_words:HINT",
    phone_words=("voice.title",),
)
