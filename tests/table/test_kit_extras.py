"""Kit additions made for the hex-map tables: a wider names column on the scoreboard."""

from __future__ import annotations

import pygame

from woods_desktop.table import text as T
from woods_desktop.table.panels import Column, Row, Scoreboard


def _marker(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surface, (200, 60, 60), centre, r)


def test_a_scoreboard_may_give_its_names_more_room(headless_app):
    """A note under each name ("3 animals in hand · 1 flip") fits once the names' column is wider."""
    app = headless_app()
    surface = pygame.Surface((400, 200))
    rows = [Row("Anna", _marker, [1, 2], note="3 animals in hand · 1 flip")]
    columns = [Column("A"), Column("B")]
    T.OVERFLOWS.clear()
    Scoreboard(columns, rows).draw(surface, app, pygame.Rect(0, 0, 300, 120))
    assert T.OVERFLOWS
    T.OVERFLOWS.clear()
    Scoreboard(columns, rows, name_share=0.7).draw(surface, app, pygame.Rect(0, 0, 300, 120))
    assert T.OVERFLOWS == []
