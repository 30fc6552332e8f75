"""SVG art rendered at the exact size shown, cached until the next resize.

Two ways in. `get` serves the shell's icons and tiles: a missing file draws nothing, so a lost icon
never stops a game. `picture` serves a game's picture book (assets/images/<game>/): the drawing is
part of what a player must see, so a missing or unreadable file raises `ImageError` naming it, and a
picture may be laid in layers (a token's frame under its drawing) that are joined as SVG before
rasterising, so the result is pixel for pixel the one drawing an artist would have made of both.
"""

from __future__ import annotations

import io
import re
import time
import weakref
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from pathlib import Path

import pygame

from woods_desktop.app import raster_store
from woods_desktop.data.assets import asset_path
from woods_desktop.data.cache import cache_file

# one <svg ...> element holding the whole file (xml.etree is not in the bundle: build/woods-desktop.spec)
SVG_WHOLE = re.compile(r"\A\s*(<\?xml[^>]*\?>\s*)?(<!--.*?-->\s*)*<svg\b[^>]*>.*</svg>\s*\Z", re.DOTALL)
SMALL = 64 * 64  # below this many pixels rasterising is quicker than reading kept pixels


class ImageError(Exception):
    """A picture file that is missing or that cannot be drawn; the message names the file."""


def _stamp(path: Path) -> str:
    st = path.stat()
    return f"{st.st_size}-{st.st_mtime_ns}"


def _rasterise(path: Path, w: int, h: int, source: bytes | None = None, variant: str = "") -> pygame.Surface:
    """SVG at an exact size; large renders are kept in the user cache (app/raster_store.py) (start-up speed).

    `source` is the SVG text when it is not simply the file at `path` (a layered picture); `variant`
    then tells its cache entries apart."""

    def render() -> pygame.Surface:
        if source is None:
            return pygame.image.load_sized_svg(str(path), (w, h))
        return pygame.image.load_sized_svg(io.BytesIO(source), (w, h))

    if w * h < SMALL:
        return render()
    cached = cache_file(path, f"{w}x{h}{variant}", ".raw")
    if cached is not None:
        kept = raster_store.read(cached)
        if kept is not None:
            return kept
    surf = render()
    if cached is not None:
        raster_store.keep(cached, surf)
    return surf


def svg_text(path: Path) -> str:
    """The text of an SVG file, checked to be one whole `<svg>` element (a cut-off file fails)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ImageError(f"{path}: picture file missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ImageError(f"{path}: picture file unreadable ({exc})") from None
    if not SVG_WHOLE.match(text):
        raise ImageError(f"{path}: not an SVG drawing (one <svg> element, from its start to its closing </svg>)")
    return text


def join_layers(texts: Sequence[str]) -> str:
    """One SVG drawing of several, bottom first: the first file's `<svg>` element holds the
    contents of all of them, so nothing is blended twice along shared edges."""
    first = texts[0]
    parts = [first[: first.rindex("</svg>")]]
    for text in texts[1:]:
        start = text.index(">", text.index("<svg")) + 1
        parts.append(text[start : text.rindex("</svg>")])
    parts.append("</svg>\n")
    return "".join(parts)


class Images:
    """Rasterised art by name and size; `limit` bounds it (least recently used go first)."""

    def __init__(self, limit: int | None = None) -> None:
        _ALL.add(self)
        self._cache: OrderedDict[tuple[str, tuple[str, ...], int, int], pygame.Surface] = OrderedDict()
        self._texts: dict[Path, str] = {}
        self._limit = limit
        self._warming: OrderedDict[tuple[str, tuple[str, ...], int, int], None] = OrderedDict()
        self._s_per_px = 1e-7  # what drawing one pixel of a picture took lately (warm_step's estimate)

    def _cached(self, key: tuple[str, tuple[str, ...], int, int]) -> pygame.Surface | None:
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
        return surf

    def _keep(self, key: tuple[str, tuple[str, ...], int, int], surf: pygame.Surface) -> None:
        self._cache[key] = surf
        if self._limit is not None and len(self._cache) > self._limit:
            self._cache.popitem(last=False)

    def get(self, name: str, w: int, h: int | None = None) -> pygame.Surface:
        """`name` without extension, e.g. "suit-fox"; a missing file gives an empty surface."""
        h = w if h is None else h
        key = ("icon", (name,), int(w), int(h))
        surf = self._cached(key)
        if surf is None:
            path = asset_path("images", f"{name}.svg")
            try:
                surf = _rasterise(path, max(1, int(w)), max(1, int(h)))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
                else:  # off-screen: still match the usual ARGB layout so blits take the fast path
                    fast = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                    fast.blit(surf, (0, 0))
                    surf = fast
            except (OSError, FileNotFoundError, pygame.error):
                surf = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
            self._keep(key, surf)
        return surf

    def picture(self, layers: Sequence[str], w: int, h: int | None = None) -> pygame.Surface:
        """The drawing made of `layers` (image names under assets/images/ without ".svg", bottom
        first) at exactly (w, h): aspect kept, centred. Raises ImageError naming a file that is
        missing or cannot be drawn."""
        h = w if h is None else h
        size = (max(1, int(w)), max(1, int(h)))
        key = ("picture", tuple(layers), *size)
        surf = self._cached(key)
        if surf is not None:
            return surf
        paths = [asset_path("images", f"{name}.svg") for name in layers]
        texts = [self._text(path) for path in paths]
        source = texts[0] if len(texts) == 1 else join_layers(texts)
        variant = "".join(f"-{p.stem}-{_stamp(p)}" for p in paths[:-1])
        try:
            raw = _rasterise(paths[-1], *size, source=source.encode("utf-8"), variant=variant)
        except pygame.error as exc:
            raise ImageError(f"{', '.join(map(str, paths))}: SDL cannot draw this picture ({exc})") from None
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(raw, raw.get_rect(center=(size[0] // 2, size[1] // 2)))
        self._keep(key, surf)
        return surf

    def warm(self, layer_sets: Iterable[Sequence[str]], w: int, h: int | None = None) -> None:
        """Pictures about to be shown at this size (a task card's drawing, a present): drawn ahead in the
        loop's spare time (`warm_step`), so the frame that first shows one does not stop to draw it."""
        h = w if h is None else h
        for layers in layer_sets:
            key = ("picture", tuple(layers), max(1, int(w)), max(1, int(h)))
            if self._cached(key) is None:  # one already drawn is kept as if just used (a bounded book)
                self._warming[key] = None

    def warm_icons(self, names: Iterable[str], w: int, h: int | None = None) -> None:
        """`warm` for the icons `get` serves."""
        h = w if h is None else h
        for name in names:
            key = ("icon", (name,), int(w), int(h))
            if self._cached(key) is None:
                self._warming[key] = None

    def warm_step(self, budget_s: float) -> bool:
        """Draw waiting pictures while `budget_s` lasts, each only when its estimated cost fits what is
        left (one never makes the frame late); True while some still wait."""
        if not self._warming:
            return False
        end = time.perf_counter() + budget_s
        for key in list(self._warming):
            _, layers, w, h = key
            now = time.perf_counter()
            if now + w * h * self._s_per_px > end:
                continue
            del self._warming[key]
            if key in self._cache:
                continue
            try:
                if key[0] == "icon":
                    self.get(layers[0], w, h)
                else:
                    self.picture(layers, w, h)
            except ImageError:
                continue  # named when the picture is really shown
            spent = time.perf_counter() - now
            self._s_per_px = 0.7 * self._s_per_px + 0.3 * spent / (w * h)
        return bool(self._warming)

    def _text(self, path: Path) -> str:
        text = self._texts.get(path)
        if text is None:
            text = self._texts[path] = svg_text(path)
        return text

    def clear(self) -> None:
        self._cache.clear()
        self._warming.clear()
        self._texts.clear()


_ALL: "weakref.WeakSet[Images]" = weakref.WeakSet()  # every picture book, so the loop warms each one


def warm_step_all(budget_s: float) -> bool:
    """`warm_step` over every picture book (the app's and a game's own) while `budget_s` lasts."""
    end = time.perf_counter() + budget_s
    more = False
    for book in list(_ALL):
        more |= book.warm_step(max(0.0, end - time.perf_counter()))
    return more
