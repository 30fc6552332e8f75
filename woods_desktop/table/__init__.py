"""The table kit: every game screen is a declaration on top of it.

`layout` places named regions (design units, anchored to window edges) and
the seat ring; `zones` lay out and hit-test items (hand, row, pile, grid,
hex map, track, choice bar); `art` is the one drawing protocol for cards,
tiles and tokens; `builder` narrows legal actions as a player picks;
`runner` lets computers think in a worker process; `flow` carries the turn:
whose eyes, computers, holds, undo, refusals, the result; `panels` draws
scoreboard, log, prompt and scrolling lists; `text` fits text to its box.
"""
