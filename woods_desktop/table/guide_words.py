"""The lesson panel's words: the sizes a step's words may be drawn at, and how they share the panel's height
with the step's picture. At a larger text the picture gave way to a child's big letters (the Wolf's panel
under the hero cards: 96 px at 100 %, 70 at 150 %, none at 2560x1440 in Russian); the text-size rule (issue
34 item 7) keeps every picture drawn at 100 % at its size, so the letters go down first, as far as their
100 % size."""

from __future__ import annotations

from typing import Sequence

from woods_desktop.ui.services import Drawing

Fitted = tuple[tuple[int, float], list[str], int, int]  # (real px, text size), lines, line height, picture side


def word_sizes(app: Drawing, sizes: Sequence[int], big: bool) -> list[tuple[int, float]]:
    """The sizes the words may take, largest first: each in real pixels, with the text size it stands for.
    `sizes` are the step's own (the first the one every step is read at). A child's big letters go down only
    as far as they still read at their 100 % size (the body size at 150 %, their own 100 % size at 125 %)
    before the picture gives way; only then the smaller sizes, as a last resort."""
    real = [(app.fonts.real_px(app.px(s)), float(s)) for s in sizes]
    if not big:
        return real
    least = app.fonts.real_px(app.px(sizes[0]), scaled=False)  # the big letters at 100 %
    kept = [(p, s) for p, s in real if p >= least]
    if least not in [p for p, _ in kept]:
        kept.append((least, sizes[0] / app.fonts.text_size))
    return kept + [(p, s) for p, s in real if p < least]


def fit_words(
    app: Drawing, text: str, w: int, room: int, side: int, sizes: Sequence[int], big: bool, give_way: bool = True
) -> Fitted | None:
    """The words' size, their lines and line height, and the picture's side, in `room` pixels of height: for a
    child's big letters, the picture whole, with the largest size that fits under it and reads at least at the
    100 % size; else (unless the picture may not give way: None) the words first: the picture shrinks (down to
    none), then the size goes down (at a larger text the last line was cut off). The other lessons keep that
    order: their words stay at the one size every step is read at (tests/test_tutorial.py)."""
    weight = "bold" if big else "regular"
    least = app.fonts.real_px(app.px(sizes[0]), scaled=False)  # the first size at 100 %
    tried = word_sizes(app, sizes, big)
    found = []
    for size in tried:
        lines = app.fonts.wrap(text, size[0], w, weight, scaled=False)
        line_h = app.fonts.font(size[0], scaled=False).get_linesize()
        found.append((size, lines, line_h, room - line_h * len(lines) - app.px(8)))
    for size, lines, line_h, left in found:
        if big and size[0] >= least and left >= side:
            return size, lines, line_h, side
    if not give_way:
        return None
    for size, lines, line_h, left in found:
        if left >= 0 or size == tried[-1]:
            return size, lines, line_h, min(side, max(0, left))
    return None  # not reached: the last size takes what room there is
