"""ui layer (pygame)."""
