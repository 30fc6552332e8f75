"""Kit additions made for the hex-map tables: a wider names column on the scoreboard."""

from __future__ import annotations

import pygame

from woods_desktop.table import text as T
from woods_desktop.table.scoreboard import Column, Row, Scoreboard


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


def test_a_scoreboard_row_with_a_note_keeps_its_two_lines_when_the_rows_are_short_of_room(headless_app):
    """At 150 % and 1280x720 Voice's scores had room for three one-line rows: the writer's note ("пишет…")
    ran out of its row, under the next name and across the current row's frame. A row with a note keeps its
    two lines; the rows without one give way; no row overlaps the next or leaves the body."""
    app = headless_app((1280, 720), "ru", 1.5)

    def marker(surface, centre, r):
        pygame.draw.circle(surface, (200, 60, 50), centre, r)

    rows = [Row("Игрок 1", marker, [16, 0], current=True, note="пишет…"), Row("Вера", marker, [16, 0])]
    rows.append(Row("Борис", marker, [16, 0]))
    board = Scoreboard([Column("Кубики"), Column("Карты")], rows)
    rect = pygame.Rect(790, 100, 480, 190)
    line = app.fonts.font(app.px(14), "bold").get_linesize()
    placed = [board.row_rect(app, rect, i) for i in range(3)]
    assert placed[0].h >= 2 * line, (placed[0].h, line)
    assert all(a.bottom <= b.y for a, b in zip(placed, placed[1:]))
    assert placed[-1].bottom <= rect.bottom
    surface = pygame.Surface((1280, 720))
    board.draw(surface, app, rect)  # draws without error at those places


def test_when_every_row_has_a_note_and_no_room_for_two_lines_each_says_it_on_one(headless_app, monkeypatch):
    """At 150 % at 2560x1440 with a word under every name (Voice after the words are read), the rows shrank
    alike and each word ran across the next row's name. Now a row too short for two lines draws its name and
    its note side by side, both inside the row."""
    from woods_desktop.table import scoreboard as S

    app = headless_app((2560, 1440), "ru", 1.5)
    rows = [
        Row(n, _marker, [15, 0], current=i == 0, note=w) for i, (n, w) in enumerate(zip("ABC", ("ТОН", "ЛЕС", "СОК")))
    ]
    board = Scoreboard([Column("Кубики"), Column("Карты")], rows)
    rect = pygame.Rect(1580, 160, 960, 330)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = S.draw_text

    def spy(surface, app_, text, box, *args, **kwargs):
        drawn.append((text, pygame.Rect(box)))
        return real(surface, app_, text, box, *args, **kwargs)

    monkeypatch.setattr(S, "draw_text", spy)
    T.OVERFLOWS.clear()
    board.draw(pygame.Surface((2560, 1440)), app, rect)
    line = app.fonts.font(app.px(14), "bold").get_linesize()
    assert board.row_rect(app, rect, 0).h < 2 * line, "the case: no room for two lines a row"
    for i, row in enumerate(rows):
        band = board.row_rect(app, rect, i)
        for text in (row.name, row.note):
            box = next(b for t, b in drawn if t == text)
            assert band.contains(box) and box.h >= line, (text, box, band, line)  # a whole line, in its row
    assert T.OVERFLOWS == []
