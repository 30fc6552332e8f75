"""Every shell screen fits its text at every window size, in both languages: no text is drawn smaller
than its size (a button or choice at its own size, all text on the type scale, never under 14 px at
720p), no text runs out of the panel it sits on, and no panel overlaps another without lying wholly
inside it, or runs off the window. Measured on the frame as drawn (tests/frame_probe.py)."""

from __future__ import annotations

import pygame
import pytest
from frame_probe import Frame, measure

from woods_desktop.app import theme
from woods_desktop.app.session import GameSession, Seat
from woods_desktop.cli import open_demo
from woods_desktop.core.game import make_config
from woods_desktop.games import playable
from woods_desktop.ui.choice import Choice
from woods_desktop.ui.widgets import Button

SIZES = [(1280, 720), (1600, 900), (2560, 1440), (3840, 2160)]
SCALE = (theme.TYPE_SMALL, theme.TYPE_BODY, theme.TYPE_LEAD, theme.TYPE_TITLE, theme.TYPE_HERO)
SHELL = ["menu", "settings", "rules", "statistics", "saved_games", "result", "pass", "pause", "confirm", "notice"]
SETUPS = [f"setup:{p.id}" for p in playable()]
RULES = [f"rules:{p.id}" for p in playable()]
WITH_SAVES = ["menu+saves", "saved_games+saves"]  # an unfinished game of each: Continue, Resume, New game


def save_a_game_of_each() -> None:
    for plugin in playable():
        d = plugin.definition()
        n = d.variants[0].min_seats
        names = ["Анна", "Борис", "Вера", "Глеб", "Дина"][:n]
        session = GameSession.start(
            d, make_config(d, n, names=names), 5, [Seat(x, "human", i) for i, x in enumerate(names)]
        )
        seat = session.to_move
        if seat is not None:
            session.apply(session.state.legal_actions(seat)[0])
        session.save()


def _open(app, name: str) -> None:
    if name.endswith("+saves"):
        save_a_game_of_each()
        app.push(name.removesuffix("+saves"))
    elif ":" in name:
        scene, game = name.split(":", 1)
        app.push(scene, game=game)
    else:
        open_demo(app, name, seed=3)


def _widgets(scene) -> list:
    focus = getattr(scene, "focus", None)
    return list(getattr(focus, "widgets", []))


def _innermost(rects: list[pygame.Rect], inner: pygame.Rect) -> pygame.Rect | None:
    """The smallest panel bigger than `inner` that its centre lies on."""
    around = [r for r in rects if r.collidepoint(inner.center) and r.w * r.h > inner.w * inner.h and r != inner]
    return min(around, key=lambda r: r.w * r.h) if around else None


def problems(app, frame: Frame, widgets: list) -> list[str]:
    out: list[str] = []
    screen = pygame.Rect((0, 0), frame.size)
    sizes = {app.px(s) for s in SCALE}
    for t in frame.texts:
        if t.px < app.px(theme.TYPE_SMALL):
            out.append(f"{t.text!r} at {t.px}px, under the smallest size {app.px(theme.TYPE_SMALL)}px")
        elif t.px not in sizes:
            out.append(f"{t.text!r} at {t.px}px, not a size of the type scale {sorted(sizes)}")
        if not screen.contains(t.rect):
            out.append(f"{t.text!r} {t.rect} runs off the window")
        home = _innermost(frame.panels, t.rect)
        if home is not None and not home.contains(t.rect):
            out.append(f"{t.text!r} {t.rect} runs out of its panel {home}")
    for w in widgets:
        if isinstance(w, Button):
            own, words = app.px(w.size), [w.text]
        elif isinstance(w, Choice):
            own, words = app.px(theme.TYPE_BODY), [w.labels[w.index]] if w.labels else []
        else:
            continue
        for t in frame.texts:
            if t.text in words and w.rect.colliderect(t.rect) and t.px != own:
                out.append(f"{t.text!r} shrunk to {t.px}px in its {type(w).__name__} (its size: {own}px)")
            if t.text in words and w.rect.colliderect(t.rect) and not w.rect.contains(t.rect):
                out.append(f"{t.text!r} {t.rect} runs out of its {type(w).__name__} {w.rect}")
    for p in frame.panels:
        if not screen.contains(p):
            out.append(f"a panel {p} runs off the window")
        for q in frame.panels:
            if q.w * q.h > p.w * p.h and p.colliderect(q) and not q.contains(p):
                out.append(f"a panel {p} sticks out of the panel {q} it overlaps")
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", SHELL + SETUPS + RULES + WITH_SAVES)
def test_shell_screen_fits(headless_app, monkeypatch, name, size, lang, shot):
    app = headless_app(size, lang)
    _open(app, name)
    app.render()
    if name in ("menu", "settings") and size in ((1280, 720), (2560, 1440)):
        shot(app, f"shell-{name}")  # "Solo missions", "Saved games", "Продолжить" at full size; Settings' rows
    frame = measure(app, monkeypatch)
    assert frame.texts, "the probe saw no text"
    found = problems(app, frame, _widgets(app.scene))
    assert not found, "\n".join(found)
