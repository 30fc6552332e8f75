"""The rules of each game, pure Python: one package per game."""
