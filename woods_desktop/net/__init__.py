"""Network play: the one engine on the host, each joined computer seeing its own seat.

`protocol` (the messages, checked), `codes` (join codes, the wait after wrong
ones, seat tokens), `game` (the host's engine and seats, free of sockets),
`host` (its websockets server), `minute` (Voice's minute on the host's clock),
`autosave`, `client` (a joined computer's side), `remote_port` (the seat port
a joined table reads), `discovery` (mDNS) and `verbs` (`host` and `join`
without a window). Nothing here imports pygame.
"""
