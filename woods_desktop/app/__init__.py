"""app layer (pygame)."""
