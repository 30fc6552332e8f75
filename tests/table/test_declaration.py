"""The kit's own rules, for every table declared on it: recipes that never overlap, action slots that
never move, tooltips clear of what they talk about, a log made once per event, arrows by position, a
table that reads a seat port only."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from woods_desktop.table import recipes
from woods_desktop.table.action_bar import ActionBar, Slot, SlotState
from woods_desktop.table.declaration import Area, TableDeclaration
from woods_desktop.table.input import nearest
from woods_desktop.table.log_feed import LogFeed
from woods_desktop.table.tooltip import tip_rect
from woods_desktop.table.zone_kinds import RowZone
from woods_desktop.table.zones import Item, Zone

SIZES = ((1280, 720), (1600, 900), (2560, 1440), (3840, 2160), (1024, 768), (2560, 1080))
ROOT = Path(__file__).resolve().parents[2] / "woods_desktop"


@pytest.mark.parametrize("recipe", recipes.RECIPES)
@pytest.mark.parametrize("size", SIZES)
def test_a_recipes_places_never_overlap_and_stay_in_the_window(recipe, size):
    rects = recipes.place(recipe, size)
    assert recipes.overlapping(rects) == []
    window = pygame.Rect(0, 0, *size)
    assert all(window.contains(r) for r in rects.values())
    assert rects["board"].w > size[0] * 0.4 and rects["board"].h > size[1] * 0.3


def test_an_unknown_recipe_is_named():
    with pytest.raises(ValueError, match="board_hnad"):
        recipes.place("board_hnad", (1280, 720))


def test_the_seat_ring_cuts_plates_clear_of_the_centre():
    board = pygame.Rect(0, 0, 800, 500)
    out = recipes.seat_ring_places(board, ["top", "left", "right"], lambda v: round(v))
    assert recipes.overlapping(out) == []
    assert all(board.contains(r) for r in out.values())


class _App:
    def px(self, v: float) -> int:
        return max(1, round(v))


def _bar(states):
    slots = [Slot("stop", "x.stop"), Slot("skip", "x.skip"), Slot("done", "x.done")]
    bar = ActionBar("actions", slots, _App())
    bar.place(pygame.Rect(0, 0, 600, 50), lambda v: max(1, round(v)))
    bar.set_states(states, {"stop": "Stop", "skip": "Skip", "done": "Done"})
    return bar


def test_a_slot_keeps_its_place_whatever_else_is_offered():
    """The Wolf's "Skip: draw a task card" appeared where "Stop here" stood: now each has its own place."""
    both = _bar({"stop": SlotState(True), "skip": SlotState(True), "done": SlotState(True)})
    only_skip = _bar({"skip": SlotState(True), "done": SlotState(True)})
    assert both.item("skip").rect == only_skip.item("skip").rect
    assert both.item("done").rect == only_skip.item("done").rect
    assert only_skip.item("stop") is None
    assert only_skip.hit(both.item("stop").rect.center) is None  # nothing slid under the pointer


def test_a_disabled_slot_says_why():
    bar = _bar({"stop": SlotState(False, reason="You have not moved yet")})
    assert bar.item("stop").tip == "You have not moved yet"
    with pytest.raises(KeyError, match="stpo"):
        bar.set_states({"stpo": SlotState(True)}, {})


def test_a_tooltip_never_covers_its_item_or_the_prompt():
    screen = pygame.Rect(0, 0, 1280, 720)
    item = pygame.Rect(600, 600, 80, 110)  # a hand card near the bottom
    prompt = pygame.Rect(0, 540, 900, 50)  # the prompt right above the hand
    rect = tip_rect((300, 60), item, [prompt], screen, 8)
    assert not rect.colliderect(item) and not rect.colliderect(prompt)
    assert screen.contains(rect)


def test_the_log_makes_each_line_once():
    """Voice rebuilt the whole log after every action: 49.5k event_text calls in 27 frames."""
    feed = LogFeed("Log", lambda e: f"line {e['n']}")
    events: list[dict] = []
    for n in range(200):
        events.append({"n": n})
        feed.update(events, "me")
    assert feed.made == 200 and feed.lines[-1] == "line 199" and len(feed.lines) == 200
    feed.update(events[:150], "me")  # an undo: read afresh
    assert len(feed.lines) == 150
    feed.update(events, "someone else")
    assert len(feed.lines) == 200 and feed.made == 200 + 150 + 200


def test_arrows_move_by_position_not_by_list_order():
    """The Wolf's board: Right jumped two cells down, because focus followed the list."""
    zone = Zone("board")
    cells = {(0, 0): (0, 0), (1, 0): (100, 0), (0, 1): (0, 100), (1, 1): (100, 100)}
    order = [(0, 0), (0, 1), (1, 0), (1, 1)]  # the list goes down the first column first
    zone.set_items([Item(c, c) for c in order])
    for it in zone.items:
        x, y = cells[it.id]
        it.rect = pygame.Rect(x, y, 50, 50)
    zone.focus = 0
    right = nearest(zone, (1, 0))
    assert zone.items[right].id == (1, 0)
    down = nearest(zone, (0, 1))
    assert zone.items[down].id == (0, 1)
    assert nearest(zone, (-1, 0)) is None  # nothing further left


def test_an_area_must_hold_its_own_zone():
    with pytest.raises(ValueError, match="hand"):
        Area("hand", "hand", RowZone("hnad"))


def test_a_misspelt_place_is_named(headless_app):
    """A misspelt region name once dropped a zone silently."""
    from woods_desktop.app.demo import demo_session
    from woods_desktop.games.woodlanders.table import WoodlandersTable
    from woods_desktop.table.table_scene import TableScene

    class Misspelt(WoodlandersTable):
        def areas(self):
            return (*super().areas(), Area("extra", "hnad", RowZone("extra")))

    app = headless_app()
    scene = TableScene(app, Misspelt)
    with pytest.raises(KeyError, match="hnad"):
        scene.enter(session=demo_session("woodlanders", 1, kinds=["human", "easy", "easy", "easy"]))


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def _declared_tables() -> list[Path]:
    out = []
    for path in sorted((ROOT / "games").glob("*/table.py")):
        if "register_table" in path.read_text(encoding="utf-8"):
            out.append(path)
    return out


def test_declared_tables_read_a_seat_port_only():
    """No table reaches the session, the demo sessions or the old kit: it reads its port."""
    tables = _declared_tables()
    assert tables  # at least Woodlanders
    for path in tables:
        imports = _imports(path)
        assert not imports & {"woods_desktop.app.session", "woods_desktop.app.demo"}
        text = path.read_text(encoding="utf-8")
        assert "session" not in text.replace("pass_screen", ""), path
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = {getattr(b, "id", getattr(b, "attr", "")) for b in node.bases}
                assert "TableScene" not in bases, f"{path.name}: {node.name} subclasses the scene"


def _base(node: ast.expr) -> str:
    """A class's base by name: `TableDeclaration` and `TableDeclaration[WoodlandersView]` alike."""
    node = node.value if isinstance(node, ast.Subscript) else node
    return getattr(node, "id", getattr(node, "attr", ""))


def test_no_declaration_overrides_the_kits_input_or_flow():
    kit = {"handle", "act", "enter", "update", "settle", "refresh", "layout", "draw"}
    seen = 0
    for path in _declared_tables():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(_base(b) == "TableDeclaration" for b in node.bases):
                names = {f.name for f in node.body if isinstance(f, ast.FunctionDef)}
                assert not names & kit, (path.name, names & kit)
                seen += 1
    assert seen >= 4  # every game's declaration was read (a base spelt another way once hid them all)
    assert not {"handle", "act", "update"} & set(vars(TableDeclaration))


def test_a_hand_cards_tip_goes_above_the_prompt_rather_than_over_the_cards_it_names():
    """A dimmed card's reason ("You must follow Badger") went over the Badgers, the cards to click."""
    screen = pygame.Rect(0, 0, 1280, 720)
    hand = [pygame.Rect(20 + 72 * i, 595, 70, 110) for i in range(12)]
    prompt = pygame.Rect(12, 510, 676, 48)
    item, targets = hand[0], hand[3:6]
    rect = tip_rect((280, 34), item, [prompt, *targets], screen, 8)
    assert not any(rect.colliderect(r) for r in [item, prompt, *targets])
