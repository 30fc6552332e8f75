"""The Wolf's picture book is data: SVG files under assets/images/wolf/, drawn as they were drawn when
they were Python strings (tests/golden/wolf_pictures/ holds those rasters), and a lost or broken file
is an error that names it, never a blank token."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from woods_desktop.app.images import ImageError, Images, join_layers, svg_text
from woods_desktop.games.wolf import art, picture_names, pictures
from woods_desktop.games.wolf.present_drawings import DRAWINGS, present_bare, present_token

ROOT = Path(__file__).resolve().parent.parent
WOLF = ROOT / "assets" / "images" / "wolf"
GOLDEN = ROOT / "tests" / "golden" / "wolf_pictures"
UNSUPPORTED = {"filter", "mask", "clipPath", "use", "style", "image", "text", "foreignObject", "script"}
GOLDENS = sorted(p.stem for p in GOLDEN.glob("*.png"))
# the pictures moved out of Python strings (each has a golden of how it looked); the task cards' pictures came
# later as files and are checked by the Wolf's table tests (every task card has its own)
FILES = sorted(p.relative_to(WOLF).as_posix() for p in WOLF.rglob("*.svg") if not p.name.startswith("task-"))


def _names() -> set[str]:
    """Every picture name the Wolf's screens ask for."""
    plain = {p.stem for p in WOLF.glob("*.svg") if not p.stem.startswith("task-")}
    presents = {f(p) for p in DRAWINGS for f in (present_token, present_bare)}
    stops = {f"stop_{kind}" for kind, frame in picture_names.TOKEN_FRAMES.items() if frame == "terrain"}
    return plain | set(picture_names.TOKEN_FRAMES) | presents | stops


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("golden", GOLDENS)
def test_each_picture_looks_exactly_as_it_did_as_a_python_string(golden: str) -> None:
    name, size = golden.rsplit("-", 1)
    w, h = (int(v) for v in size.split("x"))
    want = pygame.image.load(str(GOLDEN / f"{golden}.png"))
    assert pictures.picture(name, w, h).get_size() == (w, h)
    assert _pixels(pictures.picture(name, w, h)) == _pixels(want), f"{name} at {w}x{h} differs from its golden"


def test_a_second_load_from_the_disk_cache_draws_the_same_pixels() -> None:
    """Large renders come back from the user cache the second time: still the same picture."""
    from woods_desktop.app import raster_store

    fresh, again = Images(), Images()
    first = fresh.picture(picture_names.layers("present_cake"), 160)
    raster_store.flush()
    assert _pixels(again.picture(picture_names.layers("present_cake"), 160)) == _pixels(first)
    assert _pixels(first) == _pixels(pygame.image.load(str(GOLDEN / "present_cake-160x160.png")))


def test_every_name_the_screens_use_has_a_golden_and_its_files() -> None:
    assert {g.rsplit("-", 1)[0] for g in GOLDENS} == _names()
    for name in _names():
        for layer in picture_names.layers(name):
            assert (ROOT / "assets" / "images" / f"{layer}.svg").is_file(), (name, layer)


def test_every_file_is_used_by_some_picture() -> None:
    used = {layer.removeprefix("wolf/") + ".svg" for name in _names() for layer in picture_names.layers(name)}
    assert sorted(set(FILES) - used) == []


def test_no_drawing_is_kept_as_a_python_string_in_a_game() -> None:
    markup = re.compile(r'<svg|<path|viewBox="|<ellipse|<circle')  # markup, not a docstring naming a viewBox
    found = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "woods_desktop" / "games").rglob("*.py")
        if markup.search(p.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_table_asks_for_the_pictures_that_were_python_drawing(headless_app, monkeypatch) -> None:
    """The empty cells' grass, the baskets on the heroes' cards, the house's present cells and the no-entry
    sign on a terrain token were drawn by hand in Python; now they are files, and the table draws them."""
    from woods_desktop.games.wolf import bench_table

    asked: list[str] = []
    real = pictures.picture
    monkeypatch.setattr(art, "picture", lambda name, *a, **k: asked.append(name) or real(name, *a, **k))
    app = headless_app()
    for position in ("give", "token"):
        app.reset_to("menu")
        app.push("wolf", **bench_table.positions()[position](app, 1))
        app.render()
    shown = set(asked)
    assert {"basket_slot", "house_slot", "house_slot_more"} <= shown, sorted(shown)
    grounds = {n for n in shown if n.startswith("ground_")}  # the cells emptied so far
    assert grounds and grounds <= {f"ground_{v}" for v in range(6)}, sorted(shown)
    assert any(n.startswith("stop_") for n in shown), sorted(shown)


def test_the_no_entry_sign_sits_in_a_terrain_tokens_corner() -> None:
    """A terrain that stops a hero: its token with the no-entry sign's red ring in the top-right corner,
    the rest of the token as it is."""
    plain, stop = pictures.picture("puddle", 64), pictures.picture("stop_puddle", 64)
    r, g, b, _ = stop.get_at((48, 3))
    assert r > 150 and g < 100 and b < 100, (r, g, b)
    assert plain.get_at((48, 3)) != stop.get_at((48, 3))
    assert plain.get_at((20, 50)) == stop.get_at((20, 50))


def test_the_presents_are_the_files_in_the_presents_folder() -> None:
    assert sorted(DRAWINGS) == sorted(p.stem for p in (WOLF / "presents").glob("*.svg"))
    assert len(DRAWINGS) == 10


@pytest.mark.parametrize("name", FILES)
def test_each_file_is_plain_svg_that_nanosvg_draws(name: str) -> None:
    root = ET.parse(WOLF / name).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    board = {"board.svg": "0 0 969 662", "house_wall.svg": "0 0 175 624"}  # the board's ground: in cell units
    assert root.get("viewBox") == board.get(name, "0 0 100 100")
    for el in root.iter():
        tag = el.tag.split("}", 1)[-1]
        assert tag not in UNSUPPORTED, f"{name}: <{tag}>"
        for attr in el.attrib:
            assert attr.split("}", 1)[-1] not in ("style", "href"), f"{name}: {attr} on <{tag}>"


def test_the_printed_board_lies_under_the_cells_the_geometry_places() -> None:
    """board.svg is drawn over the board's `ground` rect: its path band lies over the footprints and
    each section's slab round its ten cells, at every size (the picture and the geometry agree)."""
    from woods_desktop.games.wolf.board_geometry import geometry, path_points
    from woods_desktop.games.wolf.board_layout import board_layout

    ns = "{http://www.w3.org/2000/svg}"
    root = ET.parse(WOLF / "board.svg").getroot()
    w, h = (float(v) for v in root.get("viewBox", "").split()[2:])
    slabs = [el for el in root.iter(f"{ns}rect") if el.get("stroke")]  # path, meadow, three sections
    ground = board_layout().ground
    assert len(slabs) == 5 and (w, h) == (round(ground[2] * 100), round(ground[3] * 100))
    for size in ((640, 420), (1400, 900)):
        geo = geometry(pygame.Rect(0, 0, *size))
        g = geo.ground
        boxes = [
            pygame.Rect(
                g.x + float(el.get("x", 0)) * g.w / w,
                g.y + float(el.get("y", 0)) * g.h / h,
                float(el.get("width", 0)) * g.w / w,
                float(el.get("height", 0)) * g.h / h,
            ).inflate(2, 2)
            for el in slabs
        ]
        assert all(boxes[0].collidepoint(p) for p in path_points(geo, 19)), size
        assert boxes[1].contains(geo.meadow.inflate(-2, -2)), size
        for s in range(3):
            assert all(boxes[2 + s].contains(geo.cells[s * 10 + k]) for k in range(10)), (size, s)


def test_the_readme_names_every_file() -> None:
    text = (WOLF / "README.md").read_text(encoding="utf-8")
    for name in FILES:
        stem = Path(name).stem
        assert f"`{name}`" in text or f"`{stem}`" in text, name


def test_a_missing_picture_is_an_error_naming_its_file() -> None:
    with pytest.raises(ImageError, match=r"images/wolf/no_such_thing\.svg: picture file missing"):
        pictures.picture("no_such_thing", 40)
    with pytest.raises(ImageError, match=r"images/wolf/presents/no_such_present\.svg"):
        pictures.picture(present_token("no_such_present"), 40)


def test_a_broken_picture_is_an_error_naming_its_file(tmp_path: Path) -> None:
    broken = tmp_path / "broken.svg"
    broken.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M0 0"', "utf-8")
    with pytest.raises(ImageError, match=r"broken\.svg: not an SVG drawing"):
        svg_text(broken)
    html = tmp_path / "page.svg"
    html.write_text("<html><body/></html>", "utf-8")
    with pytest.raises(ImageError, match=r"page\.svg: not an SVG drawing"):
        svg_text(html)
    assert svg_text(WOLF / "wolf.svg").startswith("<svg")


def test_layers_join_into_one_drawing_bottom_first() -> None:
    frame = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n<rect width="100" height="100"/>\n</svg>\n'
    body = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n<circle r="5"/>\n</svg>\n'
    joined = ET.fromstring(join_layers([frame, body]))
    assert [el.tag.split("}", 1)[-1] for el in joined] == ["rect", "circle"]


BUNDLE = ROOT / "dist" / "woods-desktop" / "woods-desktop"


@pytest.mark.skipif(not BUNDLE.exists(), reason="no bundle built (run build/make_bundle.sh)")
def test_the_bundle_carries_the_picture_book_and_draws_the_wolf_as_the_checkout_does(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    bundled = BUNDLE.parent / "_internal" / "assets" / "images" / "wolf"
    assert sorted(p.relative_to(bundled).as_posix() for p in bundled.rglob("*.svg")) == FILES
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", WOODS_DESKTOP_HOME=str(tmp_path))
    shots = {}
    for name, command in (("bundle", [str(BUNDLE)]), ("checkout", [sys.executable, "-m", "woods_desktop.cli"])):
        out = tmp_path / f"{name}.png"
        run = [*command, "screenshot", "wolf", "--seed", "1", "--out", str(out)]
        proc = subprocess.run(run, env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert proc.returncode == 0, proc.stderr[-2000:]
        shots[name] = _pixels(pygame.image.load(str(out)))
    assert shots["bundle"] == shots["checkout"]


def _dashed_strays(text: str, plain: str, size: int) -> int:
    """Pixels the drawing sets that its strokes drawn solid (grown by 2 px) do not: nanosvg drew some dashed
    arcs with a stray straight line across the whole picture."""
    import io

    dashed = pygame.mask.from_surface(pygame.image.load_sized_svg(io.BytesIO(text.encode()), (size, size)), 40)
    solid = pygame.mask.from_surface(pygame.image.load_sized_svg(io.BytesIO(plain.encode()), (size, size)), 20)
    grown = pygame.mask.Mask(solid.get_size())
    for dx in range(-2, 3):
        for dy in range(-2, 3):
            grown.draw(solid, (dx, dy))
    return int(dashed.count() - dashed.overlap_area(grown, (0, 0)))


IMAGES = ROOT / "assets" / "images"
DASHED = sorted(p.relative_to(IMAGES).as_posix() for p in IMAGES.rglob("*.svg") if "stroke-dasharray" in p.read_text())


@pytest.mark.parametrize("name", DASHED)
def test_a_dashed_line_draws_only_along_its_line_at_every_size(name: str) -> None:
    text = (IMAGES / name).read_text(encoding="utf-8")
    plain = re.sub(r' stroke-dasharray="[^"]*"', "", text)
    bad = [s for s in range(24, 420, 2) if _dashed_strays(text, plain, s) > 3]
    assert bad == [], f"{name}: a stray line at sizes {bad[:8]} (draw the dashes as separate strokes)"


def test_the_fox_task_card_draws_no_stray_line() -> None:
    """The fox's card had a straight line across it (its dashed ring, at most sizes from 156 px): nothing is
    drawn in the strip right of the ring, and no dash pattern is left for nanosvg to draw wrong (nor on the
    other card whose ring went wrong)."""
    name = "task-fox_tiptoe"
    for other in (name, "task-count_round"):
        assert "stroke-dasharray" not in (WOLF / f"{other}.svg").read_text(encoding="utf-8")
    for size in range(24, 420, 2):
        surface = pictures.picture(name, size, size)
        strip = [surface.get_at((x, y)).a for x in (size - 2, size - 1) for y in range(size)]
        assert max(strip) < 40, (name, size)
