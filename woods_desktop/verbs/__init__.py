"""The command line's verbs, by family: the window (no verb) and screenshots, games played and
replayed without a window, the string tables, the benchmarks, network play. `woods_desktop.cli` builds
the parser from each family's `register(subparsers)` and dispatches to the `func` a verb sets.

Every module here imports only the standard library at its top: heavy modules (pygame, the games)
are imported inside each verb, so `woods-desktop` starts fast."""
