"""The statistics screen's pictures: the scores of each row (a person, a computer level) over the
last games as lines, and for a team game how often each shared result came, as bars."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from woods_desktop.app import theme
from woods_desktop.saves.stats import row_id
from woods_desktop.ui.chrome import design_rect

if TYPE_CHECKING:
    from woods_desktop.scenes.statistics import StatisticsScene

CHART_GAMES = 30


def last_rows(game: dict[str, Any]) -> list[str | None]:
    """The row each seat of a recorded game counted in (older records: from the seats' kinds and names)."""
    rows = game.get("rows")
    if isinstance(rows, list):
        return [r if isinstance(r, str) else None for r in rows]
    names = list(game.get("names") or [])
    kinds = list(game.get("seats") or [])
    return [row_id(str(k), str(names[i]) if i < len(names) else "") for i, k in enumerate(kinds)]


def axis_label(value: float) -> str:
    """A chart's figure as a person reads it: an average of several computers is 4.7, not 4.66667."""
    return f"{round(value, 1):g}"


def chart_series(last: list[dict[str, Any]]) -> dict[str, list[float | None]]:
    """Per row (a person, a computer level), its score in each of the last games (None where it did
    not play; a person with several seats, or several computers of a level: their average)."""
    series: dict[str, list[float | None]] = {}
    per_game = [(last_rows(g), list(g.get("scores") or [])) for g in last]
    order: list[str] = []
    for rows, _ in per_game:
        order += [r for r in rows if r is not None and r not in order]
    for rid in order:
        points: list[float | None] = []
        for rows, scores in per_game:
            mine = [float(s) for s, r in zip(scores, rows) if r == rid]
            points.append(sum(mine) / len(mine) if mine else None)
        series[rid] = points
    return series


def draw_results(scene: "StatisticsScene", surface: pygame.Surface, entry: dict[str, Any]) -> None:
    """A team game: how often each shared result came, as bars (the team has no points)."""
    app = scene.app
    box = design_rect(app, 680, 220, 520, 300)
    scene._text(
        surface, app.t("stats.results"), theme.TYPE_SMALL, theme.INK_SOFT, (box.x, design_rect(app, 0, 184, 1, 1).y)
    )
    pygame.draw.rect(surface, (252, 247, 235), box, border_radius=app.px(6))
    results = [(k, int(n)) for k, n in (entry.get("results") or {}).items() if app.strings.has(k)]
    results.sort(key=lambda kn: -kn[1])
    top = max([n for _, n in results] + [1])
    pad = app.px(16)
    y = box.y + pad
    bar_w = box.w - 2 * pad
    won = dict(entry.get("results_won") or {})
    for game in scene.mode_last():  # earlier records: whether each result was a win, from the last games
        key = game.get("result_key")
        if isinstance(key, str) and key not in won and game.get("won") is not None:
            won[key] = bool(game.get("won"))
    for key, n in results[:5]:
        label = scene._text(surface, app.t(key), theme.TYPE_BODY, theme.INK, (box.x + pad, y), weight="regular")
        scene._text(surface, str(n), theme.TYPE_BODY, theme.INK, (box.right - pad, y), anchor="topright")
        bar = pygame.Rect(box.x + pad, label.bottom + app.px(4), max(app.px(4), bar_w * n // top), app.px(10))
        # a lost game's bar is the loss's colour, never the win's green (its words say which result it is)
        pygame.draw.rect(surface, theme.MOSS if won.get(key, False) else theme.BERRY, bar, border_radius=app.px(4))
        y = bar.bottom + app.px(14)


def draw_chart(scene: "StatisticsScene", surface: pygame.Surface, last: list[dict[str, Any]]) -> None:
    """Scores of each row (person, computer level) over the last games: lines with a dot per game."""
    app = scene.app
    last = last[-CHART_GAMES:]
    box = design_rect(app, 680, 220, 520, 300)
    scene._text(
        surface,
        app.t("stats.chart", n=len(last)),
        theme.TYPE_SMALL,
        theme.INK_SOFT,
        (box.x, design_rect(app, 0, 184, 1, 1).y),
    )
    pygame.draw.rect(surface, (252, 247, 235), box, border_radius=app.px(6))
    series = chart_series(last)
    values = [v for pts in series.values() for v in pts if v is not None]
    if not values:
        return
    lo, hi = min(values + [0.0]), max(values + [0.0])
    if hi == lo:
        hi = lo + 1
    pad = app.px(16)
    inner = box.inflate(-2 * pad, -2 * pad)

    def point(i: int, v: float) -> tuple[int, int]:
        x = inner.x + (inner.w * i // max(1, len(last) - 1) if len(last) > 1 else inner.w // 2)
        return (x, inner.bottom - round((v - lo) / (hi - lo) * inner.h))

    zero = point(0, 0.0)[1]
    pygame.draw.line(surface, theme.PARCHMENT_SHADE, (inner.x, zero), (inner.right, zero), max(1, app.px(1)))
    for label, v in ((hi, hi), (lo, lo)):
        scene._text(
            surface,
            axis_label(label),
            theme.TYPE_SMALL,
            theme.INK_SOFT,
            (box.x - app.px(6), point(0, v)[1]),
            weight="regular",
            anchor="midright",
        )
    for rid, pts in series.items():
        colour = scene.row_colour(rid)
        run: list[tuple[int, int]] = []
        for i, value in enumerate(pts):
            if value is None:
                if len(run) > 1:
                    pygame.draw.lines(surface, colour, False, run, max(2, app.px(2)))
                run = []
                continue
            run.append(point(i, value))
        if len(run) > 1:
            pygame.draw.lines(surface, colour, False, run, max(2, app.px(2)))
        for i, value in enumerate(pts):  # the dots over the lines: the seat's colour and shape
            if value is not None:
                scene.draw_marker(surface, rid, point(i, value), max(3, app.px(5)))
    x = box.x
    labels = {rid: scene.row_label(rid, row) for rid, row in scene.rows()}
    for rid in series:
        if rid not in labels or x > box.right - app.px(40):
            continue
        scene.draw_marker(surface, rid, (x + app.px(6), box.bottom + app.px(18)), app.px(6))
        r = scene._text(
            surface,
            labels[rid],
            theme.TYPE_SMALL,
            theme.INK_SOFT,
            (x + app.px(16), box.bottom + app.px(18)),
            weight="regular",
            anchor="midleft",
        )
        x = r.right + app.px(18)
