"""Computer players: each sees only its own view and picks from the legal actions."""
