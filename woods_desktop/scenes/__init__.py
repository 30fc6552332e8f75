"""scenes layer (pygame)."""
