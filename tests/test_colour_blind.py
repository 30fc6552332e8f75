"""Colour never alone, checked by machine (issue #20): every table scene rendered and run through the
deuteranopia, protanopia and tritanopia simulations (daltonlens); every group that must be told apart
(Whispering's elements, Woodlanders' suits, the seat colours, Voice's cubes, the Wolf's heroes, presents and
task cards) drawn by the table's own art and compared pair by pair, by colour distance (CIEDE2000) and by
the shape of its figure (mask IoU). A pair fails when both are too close."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("daltonlens")

from woods_desktop import colour_check as C  # noqa: E402
from woods_desktop.app import theme  # noqa: E402
from woods_desktop.table.markers import Marker, MarkerGroup, seat_group  # noqa: E402

EXPECTED = {
    "whispering": {"elements in task sequences", "elements in a forest side's task", "elements on forest tiles",
                   "seat colours"},
    "whispering solo": {"elements in task sequences", "elements on forest tiles", "seat colours", "solo animals"},
    "woodlanders": {"suits on cards", "suits on Warden tiles", "seat colours"},
    "voice": {"cubes on field cards", "seat colours"},
    "wolf": {"heroes", "presents", "task cards", "seat colours"},
}  # fmt: skip


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    from woods_desktop.cli import make_headless_app

    shots = tmp_path_factory.mktemp("cvd")
    return C.check_all(make_headless_app, (1280, 720), 1, shots), shots


def test_every_table_scene_keeps_every_group_apart_under_every_simulation(results):
    found, shots = results
    by_scene: dict[str, set[str]] = {}
    for r in found:
        by_scene.setdefault(r.scene, set()).add(r.group)
    for scene, groups in EXPECTED.items():
        assert groups <= by_scene.get(scene, set()), (scene, by_scene.get(scene))
    sizes = {r.group: r.members for r in found}
    assert sizes["elements in task sequences"] == 6 and sizes["suits on cards"] == 5
    assert sizes["seat colours"] == len(theme.PLAYER_COLOURS) and sizes["presents"] == 10
    bad = [(r.scene, r.group, f) for r in found for f in r.failures]
    assert not bad, C.markdown(found)
    # the screenshots and their simulations are kept for a person to look at
    for scene in EXPECTED:
        stem = scene.replace(" ", "-")
        for d in ("", *(f"-{x}" for x in C.DEFICIENCIES)):
            assert (shots / f"{stem}-1280x720{d}.png").is_file(), (stem, d)


def test_the_simulations_really_confuse_what_only_colour_tells_apart():
    """The check is only worth something if the simulation bites: the seat colours blue and purple are apart
    for a trichromat, close for a deuteranope and a protanope (their shapes, square and diamond, keep them
    apart), and apart again for a tritanope."""
    import numpy as np

    blue, purple = (np.array([[theme.PLAYER_COLOURS[i][1]]], dtype=np.uint8) for i in (1, 3))
    lab = lambda px: C.srgb_to_lab(px[0, 0])  # noqa: E731
    assert C.delta_e2000(lab(blue), lab(purple)) > C.DELTA_E_MIN
    seen = {d: C.delta_e2000(lab(C.simulate(blue, d)), lab(C.simulate(purple, d))) for d in C.DEFICIENCIES}
    assert seen["deuteranopia"] < 5 and seen["protanopia"] < 10 and seen["tritanopia"] > C.DELTA_E_MIN, seen


def test_two_seat_colours_sharing_one_shape_fail(headless_app, monkeypatch):
    app = headless_app()
    assert C.check_group("t", seat_group(app, app.px(9))).ok
    colours = list(theme.PLAYER_COLOURS)
    colours[3] = (colours[3][0], colours[3][1], "square")  # purple drawn as blue's square
    monkeypatch.setattr(theme, "PLAYER_COLOURS", tuple(colours))
    result = C.check_group("t", seat_group(app, app.px(9)))
    assert not result.ok
    pair = next(f for f in result.failures if {f.a, f.b} == {"blue", "purple"})
    assert pair.iou == pytest.approx(1.0) and not pair.shape_differs
    assert pair.delta_e < C.DELTA_E_MIN and pair.deficiency in ("deuteranopia", "protanopia")
    assert result.worst.margin < 1
    assert "| t | seat colours | 5 | blue / purple |" in C.markdown([result]) and "| NO |" in C.markdown([result])


def test_two_elements_drawn_with_one_icon_fail(headless_app):
    """Whispering's Flowers drawn with Water's drop (both blue-violet for a protanope) is caught."""
    from woods_desktop.games.whispering import bench_table

    app = headless_app()
    app.reset_to("menu")
    app.push("whispering", **bench_table.demo(app, 1))
    art = app.scene.decl.art

    def group() -> MarkerGroup:
        paint = lambda e: lambda s: art.icon(s, e, s.get_rect().center, 40)  # noqa: E731
        return MarkerGroup("elements", tuple(Marker(e, paint(e)) for e in art.colours), (42, 42))

    assert C.check_group("t", group()).ok
    art.icons["flowers"] = art.icons["water"]
    bad = C.check_group("t", group())
    assert [{f.a, f.b} for f in bad.failures] == [{"flowers", "water"}]


def test_a_colour_far_enough_apart_passes_with_one_shape():
    """Same shape, colours far apart under every simulation (black and white): colour alone is enough."""
    import pygame

    pygame.init()
    disc = lambda c: lambda s: pygame.draw.circle(s, c, s.get_rect().center, 10)  # noqa: E731
    two = (Marker("black", disc((20, 20, 20))), Marker("white", disc((245, 245, 245))))
    group = MarkerGroup("discs", two, (24, 24))
    r = C.check_group("t", group)
    assert r.ok and r.worst.iou == pytest.approx(1.0) and r.worst.delta_e > 80


def test_ciede2000_agrees_with_sharmas_test_data():
    # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 25
    assert C.delta_e2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert C.delta_e2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert C.delta_e2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert C.delta_e2000((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387)) == pytest.approx(1.2644, abs=1e-4)
    assert C.srgb_to_lab([255, 255, 255]) == pytest.approx([100, 0, 0], abs=0.01)


def test_the_verb_prints_the_table_and_json(capsys):
    from woods_desktop.cli import main

    assert main(["colour-check", "--scene", "voice"]) == 0
    out = capsys.readouterr().out
    assert "| scene | group |" in out and "| voice | cubes on field cards | 5 |" in out
    assert main(["colour-check", "--scene", "voice", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["group"] for r in rows} == EXPECTED["voice"]
    assert all({"scene", "group", "worst_pair", "delta_e", "shape_differs", "ok"} <= set(r) for r in rows)


def test_whispering_task_sequences_show_each_elements_icon_not_a_dot_of_its_colour(headless_app, monkeypatch):
    """Issue #20: a task side's sequence draws each element's icon. Were it drawn as dots of the elements'
    colours (colour alone), the check of the tile's own pixels would fail (Flowers and Water, Fruits and
    Mushrooms are alike for dichromats)."""
    import pygame

    from woods_desktop.games.whispering import bench_table, markers
    from woods_desktop.games.whispering.art import WoodsArt

    def check() -> object:
        app = headless_app()
        app.reset_to("menu")
        app.push("whispering", **bench_table.demo(app, 1))
        app.step(0.0)
        group = next(g for g in markers.groups(app.scene) if g.name == "elements in task sequences")
        return C.check_group("whispering", group)

    assert check().ok
    dot = lambda self, s, e, at, size: pygame.draw.circle(s, self.colour(e), (round(at[0]), round(at[1])), size / 2)  # noqa: E731
    monkeypatch.setattr(WoodsArt, "icon", dot)
    dots = check()
    assert not dots.ok and all(f.iou == pytest.approx(1.0) for f in dots.failures)
    assert {"flowers", "water"} in [{f.a, f.b} for f in dots.failures]
