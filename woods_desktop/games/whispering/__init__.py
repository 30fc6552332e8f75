"""Whispering Woods: hex tile-laying with animal path tasks, and the solo missions.

Not built yet: the menu shows it "in the workshop"; its rules text is in
assets/rules/whispering.yaml.
"""

from woods_desktop.core.plugin import GamePlugin

PLUGIN = GamePlugin(id="whispering", players="1-4", playable=False)
