"""The vector art must load in SDL's own SVG renderer (nanosvg), which ignores what it does not know.

A file that uses an element nanosvg skips would render wrong without an error, so the allowed
vocabulary is checked here, and every file is rendered small and large.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

IMAGES = Path(__file__).resolve().parent.parent / "assets" / "images"
README = IMAGES / "README.md"
SVG_NS = "{http://www.w3.org/2000/svg}"
UNSUPPORTED = {"filter", "mask", "clipPath", "use", "style", "image", "text", "foreignObject", "script"}
SUITS = ("deer", "badger", "fox", "rabbit", "owl")


def _listed() -> list[str]:
    names = re.findall(r"`([\w-]+\.svg)`", README.read_text(encoding="utf-8"))
    return sorted(set(names))


LISTED = _listed()


def _local(tag: str) -> str:
    return tag.split("}", 1)[1] if tag.startswith("{") else tag


def test_readme_lists_every_svg_and_only_existing_ones() -> None:
    on_disk = sorted(p.name for p in IMAGES.glob("*.svg"))
    assert LISTED, "README lists no SVG files"
    assert sorted(set(LISTED) - set(on_disk)) == [], "listed in README but missing"
    assert sorted(set(on_disk) - set(LISTED)) == [], "present but not listed in README"


def test_the_brief_sets_are_complete() -> None:
    """Every suit has a coloured and a white file, every game a tile, every marker shape a file."""
    names = set(LISTED)
    for suit in SUITS:
        assert f"suit-{suit}.svg" in names and f"suit-{suit}-white.svg" in names
    for game in ("whispering", "woodlanders", "voice", "wolf"):
        assert f"game-{game}.svg" in names
    for shape in ("circle", "square", "triangle", "diamond", "star"):
        assert f"shape-{shape}.svg" in names
    assert len([n for n in names if n.startswith("icon-")]) == 31


@pytest.mark.parametrize("name", LISTED)
def test_svg_uses_only_what_nanosvg_draws(name: str) -> None:
    root = ET.parse(IMAGES / name).getroot()
    assert root.tag == f"{SVG_NS}svg"
    expected = "0 0 320 200" if name.startswith("game-") else "0 0 100 100"
    assert root.get("viewBox") == expected
    for el in root.iter():
        tag = _local(el.tag)
        assert tag not in UNSUPPORTED, f"{name}: <{tag}>"
        for attr, value in el.attrib.items():
            assert _local(attr) not in ("style", "href"), f"{name}: {attr} on <{tag}>"
            assert "url(" not in value or re.fullmatch(r"url\(#[\w-]+\)", value), f"{name}: {value}"
        if tag in ("linearGradient", "radialGradient"):
            # nanosvg reads unitless bounding-box coordinates as user units: percentages only.
            for attr in ("x1", "y1", "x2", "y2", "cx", "cy", "r", "fx", "fy"):
                if attr in el.attrib:
                    assert el.attrib[attr].endswith("%"), f"{name}: {attr}={el.attrib[attr]}"


@pytest.mark.parametrize("size", [24, 128])
@pytest.mark.parametrize("name", LISTED)
def test_svg_renders_with_pygame(name: str, size: int) -> None:
    surface = pygame.image.load_sized_svg(str(IMAGES / name), (size, size))
    assert max(surface.get_size()) == size
    assert pygame.mask.from_surface(surface).count() > 0, f"{name} rendered empty at {size}px"


def _lightness(hex_colour: str) -> float:
    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    y = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


def test_suit_colours_differ_in_lightness() -> None:
    """Colour-blind players tell the suits apart by lightness too, not only by hue."""
    text = README.read_text(encoding="utf-8")
    colours = {}
    for suit in SUITS:
        match = re.search(rf"\| {suit.capitalize()} \| `(#[0-9A-Fa-f]{{6}})`", text)
        assert match, f"README gives no colour for {suit}"
        colours[suit] = match.group(1)
        assert colours[suit].upper() in (IMAGES / f"suit-{suit}.svg").read_text().upper()
    levels = sorted(_lightness(c) for c in colours.values())
    gaps = [b - a for a, b in zip(levels, levels[1:])]
    assert min(gaps) >= 9, f"suit lightness too close: {levels}"
