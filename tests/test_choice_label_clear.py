"""A choice's value keeps clear of its arrows: in the Russian setup at 150 % «Компьютер (средний)» was drawn
in body size from arrow to arrow, touching both (the check allowed the value all but 48 px of the box while
the arrow glyphs with a gap beside them take 50)."""

from __future__ import annotations

import pytest
from window_events import click, frame

from woods_desktop.ui.choice import Choice


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["woodlanders", "wolf"])
def test_every_seat_kind_keeps_a_gap_to_its_arrows_at_150(headless_app, game, lang):
    app = headless_app((1280, 720), lang, 1.5)
    app.push("setup", game=game)
    frame(app)
    kind = app.scene.seat_rows[-1][0]
    for _ in range(len(kind.options)):
        click(app, kind.arrow(1).center)
        choices = [w for w in app.scene.widgets if isinstance(w, Choice)] if hasattr(app.scene, "widgets") else []
        for c in [kind, *choices]:
            text = c.label_surface(c.labels[c.index]).get_rect(center=c.rect.center)
            glyph_edge = app.px(16) + app.px(7) // 2  # the arrow glyph's inner edge, from the box's edge
            gap = app.px(6)
            assert text.left >= c.rect.left + glyph_edge + gap, (c.labels[c.index], text, c.rect)
            assert text.right <= c.rect.right - glyph_edge - gap, (c.labels[c.index], text, c.rect)
