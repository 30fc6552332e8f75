"""Whispering Woods: the rules of the hex tile-laying game, as a pure engine (no pygame, no files)."""
