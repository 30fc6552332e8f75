"""The Wolf is Coming (Волк идёт!): the pure engine of the cooperative children's game."""
