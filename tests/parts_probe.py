"""The named parts one frame of a screen draws, so the text-size rule (tests/test_text_size_keeps.py) can
say that a larger text drops nothing and shrinks nothing a child looks at.

A table's parts are its places (the recipe's and the declaration's), each area's zone with its items
(the board's cells, a display's tiles, a hand's cards: their smallest size, and whether each lies in the
window), the pictures drawn (a pile's back, a task card's picture; a zone's kept layer is painted through,
so what it holds is seen), and every scrolling list drawn (the log, Voice's used words: how many lines it
shows). A shell screen's parts are the pictures it draws (by name, and the size shown, a cropped picture
counting only what is shown) and its widgets (by their words). On any screen, the words drawn outside a scrolling list
are kept too: a word drawn at 100 % and missing at 150 % was dropped or cut short with "…"."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from woods_desktop.app.images import Images
from woods_desktop.table import panels as kit_panels
from woods_desktop.table.art import FaceArt
from woods_desktop.table.layers import StillLayer
from woods_desktop.ui import widgets

TEXT_SIZES = re.compile(r"^\d+%$")  # Settings' text-size row names the size it is at
KEEP_SIZE = "keep"  # a picture or a board: never smaller than at 100 %
SEVERAL_LINES = 3  # a list keeps the lines it shows at 100 %, or where its column cannot, this many at least
ANY_SIZE = "any"  # words or buttons: may grow, move or wrap, but must be drawn


@dataclass
class Part:
    """One named part as drawn: where, how big its pieces are, and what it shows."""

    name: str
    rect: pygame.Rect
    kind: str = ANY_SIZE
    piece: tuple[int, int] = (0, 0)  # the smallest piece (an item, a picture as shown): never smaller
    count: int = 0  # items in a zone, lines a list shows
    outside: list[str] = field(default_factory=list)  # pieces lying (partly) off the window


@dataclass
class Drawn:
    """One frame's parts by name, and the words drawn outside a scrolling list."""

    size: tuple[int, int]
    parts: dict[str, Part] = field(default_factory=dict)
    words: set[str] = field(default_factory=set)
    cut: list[str] = field(default_factory=list)  # texts drawn cut short with "…" (a name on a narrow tab)
    flat: str = ""  # every text in the order drawn, without spaces: a path wrapped after its folders is there
    px: dict[str, int] = field(
        default_factory=dict
    )  # each text drawn outside a list: the smallest size (px) it is drawn at


class _Tracing(pygame.Surface):
    """The window's surface, noting where each rendered text and each named picture landed."""

    def __init__(
        self, size: tuple[int, int], notes: dict[int, tuple[str, str]], seen: list, sizes: dict[int, int], px: list
    ) -> None:
        super().__init__(size)
        self.notes, self.seen, self.sizes, self.px = notes, seen, sizes, px

    def _note(self, source: pygame.Surface, dest: Any, area: Any = None) -> None:
        what = self.notes.get(id(source))
        if what is None:
            return
        rect = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0))
        rect.size = pygame.Rect(area).size if area is not None else source.get_size()
        if self.get_clip() != self.get_rect():
            rect = rect.clip(self.get_clip())
        self.seen.append((what[0], what[1], rect))
        self.px.append(self.sizes.get(id(source), 0))  # alongside `seen`: the size a text is drawn at

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        self._note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence: Any, doreturn: Any = 1) -> Any:
        items = list(blit_sequence)
        for item in items:
            self._note(item[0], item[1], item[2] if len(item) > 2 else None)
        return super().blits(items, doreturn)


def _traced_frame(
    app: Any,
) -> tuple[list[tuple[str, str, pygame.Rect]], list[tuple[str, pygame.Rect, int]], dict[str, int]]:
    """Draws the top scene once and returns what landed: ("text" | "picture", words or name, rect), each
    scrolling list drawn (its title, rect and the lines it showed), and each text drawn outside a list with
    the smallest pixel size it is drawn at."""
    notes: dict[int, tuple[str, str]] = {}
    sizes: dict[int, int] = {}
    seen: list[tuple[str, str, pygame.Rect]] = []
    pxs: list[int] = []
    lists: list[tuple[str, pygame.Rect, int]] = []
    render, get, picture, layer_blit = app.fonts.render, Images.get, Images.picture, StillLayer.blit

    def noted_render(text: str, px: float, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = render(text, px, *args, **kwargs)
        real = app.fonts.real_px(px, kwargs.get("scaled", args[2] if len(args) > 2 else True))
        notes[id(surface)] = ("text", text)
        sizes[id(surface)] = real
        if in_face:  # drawn on an item's face (a hero's card), not on the window: its size is noted here
            faced[text] = min(real, faced.get(text, real))
        return surface

    tint = widgets.tinted

    def noted_tint(surf: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
        """A primary button's icon, tinted white: noted as its picture."""
        out = tint(surf, colour)
        if id(surf) in notes:
            notes[id(out)] = notes[id(surf)]
        return out

    in_face: list[bool] = []
    faced: dict[str, int] = {}

    def face_afresh(self: FaceArt, face: Any, size: tuple[int, int]) -> pygame.Surface:
        """An item's face drawn afresh (not its kept picture), so the words on it are seen."""
        in_face.append(True)
        try:
            return self.render_face(face, size)
        finally:
            in_face.pop()

    # every picture book (the app's and a game's own, as the Wolf's) is an Images: all are noted
    def noted_get(self: Images, name: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = get(self, name, *args, **kwargs)
        notes[id(surface)] = ("picture", name)
        return surface

    def noted_picture(self: Images, layers: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = picture(self, layers, *args, **kwargs)
        notes[id(surface)] = ("picture", "+".join(layers))
        return surface

    def painted_through(self: StillLayer, surface: pygame.Surface, rect: pygame.Rect, key: Any, paint: Any) -> None:
        """A zone's kept picture (the Wolf's task card) painted straight onto the window, so what it draws
        is seen; the layer itself is left as it was for the next real frame."""
        if not isinstance(surface, _Tracing):
            layer_blit(self, surface, rect, key, paint)
            return
        clip = surface.get_clip()
        surface.set_clip(clip.clip(rect))
        try:
            paint(surface, (0, 0))
        finally:
            surface.set_clip(clip)

    list_draw = kit_panels.ScrollList.draw

    def noted_list(self: Any, surface: pygame.Surface, app_: Any, rect: pygame.Rect) -> None:
        before = len(seen)
        list_draw(self, surface, app_, rect)
        lines = [s for s in seen[before:] if s[0] == "text" and s[1] != self.title]
        lists.append((self.title, pygame.Rect(rect), len(lines)))
        seen[before:] = [("listed", *s[1:]) for s in seen[before:]]  # a list's lines: it may show fewer

    monkeypatch = pytest.MonkeyPatch()  # its own: undone after the frame, leaving the test's patches alone
    monkeypatch.setattr(app.fonts, "render", noted_render)
    monkeypatch.setattr(Images, "get", noted_get)
    monkeypatch.setattr(Images, "picture", noted_picture)
    monkeypatch.setattr(StillLayer, "blit", painted_through)
    monkeypatch.setattr(FaceArt, "face", face_afresh)
    monkeypatch.setattr(widgets, "tinted", noted_tint)
    monkeypatch.setattr(kit_panels.ScrollList, "draw", noted_list)
    app.fonts.clear()  # every text rendered afresh, so each one is seen
    screen = app.screen
    app.screen = _Tracing(app.size, notes, seen, sizes, pxs)
    scene = app.visible_scenes()[-1]
    if hasattr(scene, "painter"):
        scene.painter._base_key = None  # a table draws itself afresh, not its kept frame
    try:
        for under in app.visible_scenes()[:-1]:
            under.draw(app.screen)
        seen.clear()
        pxs.clear()
        faced.clear()
        lists.clear()
        scene.draw(app.screen)
    finally:
        app.screen = screen
        monkeypatch.undo()
    smallest: dict[str, int] = dict(faced)
    for (kind, text, _), px in zip(seen, pxs, strict=True):
        if kind == "text" and px and text.strip():
            smallest[text] = min(px, smallest.get(text, px))
    return seen, lists, smallest


def _words(seen: list[tuple[str, str, pygame.Rect]]) -> set[str]:
    """Every word drawn outside a scrolling list (those may show fewer lines): a word cut short by "…" is
    not the word any more."""
    out: set[str] = set()
    for kind, text, _ in seen:
        if kind != "text":
            continue
        out.update(w for w in text.split() if w.strip("…·—–-"))
    return out


def _cut(seen: list[tuple[str, str, pygame.Rect]]) -> list[str]:
    return [text for kind, text, _ in seen if kind == "text" and text.rstrip().endswith("…")]


def _pictures(drawn: Drawn, seen: list[tuple[str, str, pygame.Rect]], icons: bool = True) -> None:
    """Each picture drawn, by name (`icons`: a button's icon too; on a table an icon goes with its button's
    words, which may make room by dropping it)."""
    window = pygame.Rect((0, 0), drawn.size)
    for kind, name, rect in seen:
        if kind != "picture" or rect.w < 2 or rect.h < 2 or (not icons and name.startswith("icon-")):
            continue
        key = f"picture:{name}"
        k = 2
        while key in drawn.parts:
            key, k = f"picture:{name}#{k}", k + 1
        outside = [] if window.contains(rect) else [name]
        drawn.parts[key] = Part(key, rect, KEEP_SIZE, rect.size, 1, outside)


def _lists(drawn: Drawn, lists: list[tuple[str, pygame.Rect, int]]) -> None:
    for title, rect, shown in lists:
        key = f"list:{title}"
        drawn.parts[key] = Part(key, rect, ANY_SIZE, (0, 0), shown)


def table_parts(app: Any) -> Drawn:
    """A table's places, zones (with their items' smallest size) and lists, the pictures it draws (a pile's
    back, a task card's picture: the size shown), and the words it draws."""
    scene = app.scene
    drawn = Drawn(app.size)
    window = pygame.Rect((0, 0), app.size)
    seen, lists, drawn.px = _traced_frame(app)
    _pictures(drawn, seen, icons=False)
    for name, rect in scene.rects.items():
        if rect.w > 1 and rect.h > 1:
            drawn.parts[f"place:{name}"] = Part(f"place:{name}", pygame.Rect(rect))
    for zone in scene.zones:
        items = [it for it in zone.items if it.rect.w > 0 and it.rect.h > 0]
        if not items:
            continue
        board = zone.kind not in ("actions", "choice")  # buttons are words: they may grow or wrap
        small = (min(it.rect.w for it in items), min(it.rect.h for it in items))
        outside = [str(it.id) for it in items if not window.contains(it.rect)]
        if zone.kind == "hexmap":  # a map pans: what it shows is what lies in its rect
            outside = [str(it.id) for it in items if it.rect.colliderect(zone.rect) and not window.contains(it.rect)]
        drawn.parts[f"zone:{zone.id}"] = Part(
            f"zone:{zone.id}", pygame.Rect(zone.rect), KEEP_SIZE if board else ANY_SIZE, small, len(items), outside
        )
    _lists(drawn, lists)
    drawn.words = _words(seen)
    drawn.cut = _cut(seen)
    drawn.flat = "".join("".join(t.split()) for k, t, _ in seen if k == "text")
    return drawn


def shell_parts(app: Any) -> Drawn:
    """A shell screen's pictures (the size shown), widgets (by their words) and lists, and its words."""
    drawn = Drawn(app.size)
    seen, lists, drawn.px = _traced_frame(app)
    _pictures(drawn, seen)
    _lists(drawn, lists)
    focus = getattr(app.scene, "focus", None)
    for w in getattr(focus, "widgets", []):
        label = getattr(w, "text", None) or type(w).__name__
        key = f"widget:{type(w).__name__}:{label}"
        k = 2
        while key in drawn.parts:
            key, k = f"widget:{type(w).__name__}:{label}#{k}", k + 1
        drawn.parts[key] = Part(key, pygame.Rect(w.rect))
    drawn.words = _words(seen)
    drawn.cut = _cut(seen)
    drawn.flat = "".join("".join(t.split()) for k, t, _ in seen if k == "text")
    return drawn


def fresh(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A bench position's arguments again, for another app: the session copied, so one table's computers
    never move another's."""
    return {k: (copy.deepcopy(v) if k == "session" else v) for k, v in kwargs.items()}


def losses(plain: Drawn, large: Drawn, tolerance: int = 1) -> list[str]:
    """What the larger text dropped or shrank: a part drawn at 100 % and missing, a board's items or a
    picture smaller, a list that showed lines and shows none, pieces pushed off the window, words gone."""
    out: list[str] = []
    for name, p in plain.parts.items():
        q = large.parts.get(name)
        if q is None:
            out.append(f"{name} is drawn at 100 % and not at the larger text")
            continue
        if p.kind == KEEP_SIZE and (q.piece[0] + tolerance < p.piece[0] or q.piece[1] + tolerance < p.piece[1]):
            out.append(f"{name} shrank: its smallest piece {q.piece} (at 100 %: {p.piece})")
        if name.startswith("list:") and q.count < min(p.count, SEVERAL_LINES):
            out.append(f"{name} shows {q.count} lines (at 100 %: {p.count})")
        elif name.startswith("zone:") and q.count < p.count:
            out.append(f"{name} shows {q.count} items (at 100 %: {p.count})")
        if q.outside and not p.outside:
            out.append(f"{name}: {q.outside[:4]} lie off the window")
    smaller = [
        f"'{text}' {large.px[text]} px (at 100 %: {px})"
        for text, px in plain.px.items()
        if text in large.px and large.px[text] < px
    ]
    if smaller:
        out.append(f"texts drawn smaller than at 100 %: {smaller[:6]}")
    if len(large.cut) > len(plain.cut):
        out.append(f"texts cut short with '…' (at 100 %: {len(plain.cut)}): {large.cut[:6]}")
    gone = sorted(w for w in plain.words - large.words if w not in large.flat and not TEXT_SIZES.match(w))
    if gone:
        out.append(f"words drawn at 100 % and not at the larger text: {gone[:12]}")
    return out
