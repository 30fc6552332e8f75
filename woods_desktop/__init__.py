"""Woods Desktop: four woodland tabletop games at one table."""

__version__ = "0.1.0"
