"""The Wolf is Coming (Волк идёт!): the cooperative children's game.

Not built yet: the menu shows it "in the workshop"; its rules text is in
assets/rules/wolf.yaml.
"""

from woods_desktop.core.plugin import GamePlugin

PLUGIN = GamePlugin(id="wolf", players="2-4", playable=False)
