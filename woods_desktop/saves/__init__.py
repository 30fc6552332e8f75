"""Save files: the seed plus the action log, written atomically."""
