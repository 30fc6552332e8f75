"""Issue 39 item 2: the turn's state owned by one object, each helper of the table scene on its own narrow
seam (table/seams.py), and no helper writing, or reading, another object's private fields.

Read from the source (ast), so a helper that reaches into the scene (`self.scene._view`) or another helper
(`self.flow._people`, `runner._lock`) fails here even when every game still plays."""

from __future__ import annotations

import ast
from pathlib import Path

from woods_desktop.table.flow import TableFlow
from woods_desktop.table.turn_state import Hold, TurnState

TABLE = Path(__file__).resolve().parents[2] / "woods_desktop" / "table"
HELPERS = {  # each helper and the seam it takes instead of the scene
    "turns.py": "TurnTable",
    "input.py": "InputTable",
    "painting.py": "PaintedTable",
    "hinting.py": "HintTable",
    "guiding.py": "GuidedTable",
    "guide_panel.py": "GuidedTable",
    "held_slots.py": "HeldTable",
    "presence.py": "PresenceTable",
}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _reaches(tree: ast.Module) -> list[tuple[int, str]]:
    """Every `x._y` where `x` is neither `self` nor `cls` nor the class the code stands in (a class's own
    private class field, `ComputerRunner._count_lock` inside `ComputerRunner`)."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, classes: tuple[str, ...]) -> None:
        if isinstance(node, ast.ClassDef):
            classes = (*classes, node.name)
        if isinstance(node, ast.Attribute) and _private(node.attr):
            owner = node.value
            own = isinstance(owner, ast.Name) and (owner.id in ("self", "cls") or owner.id in classes)
            if not own:
                found.append((node.lineno, ast.unparse(node)))
        for child in ast.iter_child_nodes(node):
            visit(child, classes)

    visit(tree, ())
    return found


def test_no_table_code_reaches_into_another_objects_private_fields():
    files = sorted(TABLE.glob("*.py"))
    assert len(files) > 40, "the scan would pass by finding nothing"
    reaches = {
        f"{p.name}:{line}": text for p in files for line, text in _reaches(ast.parse(p.read_text(encoding="utf-8")))
    }
    assert not reaches, reaches


def test_the_scan_finds_a_reach_into_the_scene():
    """The rule is not vacuous: the reaches it is there for are found, a class's own fields are not."""
    code = (
        "class Keeper:\n"
        "    _count = 0\n"
        "    def go(self, other):\n"
        "        self._mine = Keeper._count\n"
        "        self.scene._view = None\n"
        "        return other._lock, cls._x\n"
    )
    assert [text for _, text in _reaches(ast.parse(code))] == ["self.scene._view", "other._lock"]


def test_no_table_module_imports_another_modules_private_names():
    imported = {
        f"{p.name}:{node.lineno}": alias.name
        for p in sorted(TABLE.glob("*.py"))
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if _private(alias.name)
    }
    assert not imported, imported


def test_helpers_take_their_seam_not_the_scene():
    """Only the scene itself and the registry that opens it name `TableScene`; each helper is built on the
    narrow Protocol of seams.py that names what it reads and the commands it gives."""
    for p in sorted(TABLE.glob("*.py")):
        if p.name in ("table_scene.py", "register.py"):
            continue
        modules = {
            n.module for n in ast.walk(ast.parse(p.read_text(encoding="utf-8"))) if isinstance(n, ast.ImportFrom)
        }
        assert "woods_desktop.table.table_scene" not in modules, f"{p.name} imports the whole scene"
    for name, seam in HELPERS.items():
        text = (TABLE / name).read_text(encoding="utf-8")
        assert "TableScene" not in text, f"{name} names the whole scene"
        assert f"seams import {seam}" in text, f"{name} does not take its seam {seam}"


def test_only_the_turn_keeper_changes_the_turn_beyond_putting_a_hold_away():
    """Each seam gives a helper the turn as narrowly as it uses it: the painter reads it, the input, the held
    slots and a lesson's Next may end the hold shown, and only the turn keeper (which advances the flow and
    opens the pass screen and the result) holds the whole `TurnState`."""
    tree = ast.parse((TABLE / "seams.py").read_text(encoding="utf-8"))
    turn_of = {
        cls.name: ast.unparse(fn.returns)
        for cls in tree.body
        if isinstance(cls, ast.ClassDef)
        for fn in cls.body
        if isinstance(fn, ast.FunctionDef) and fn.name == "turn_state" and fn.returns is not None
    }
    assert turn_of == {
        "TurnTable": "TurnState",
        "HeldTable": "HoldEnding",
        "PaintedTable": "TurnReading",
        "GuidedTable": "HoldEnding",
    }


class _Port:
    seat = None

    def rebound(self, seat: int | None) -> "_Port":
        return self


def test_the_holds_and_the_pass_screen_live_in_the_turn_state():
    """The flow keeps no holds of its own: what it queues, shows and ends is the turn state's, read there."""
    turn = TurnState(_Port())  # type: ignore[arg-type]
    first, final = Hold("trick", seconds=None), Hold("page", seconds=None, final=True)
    turn.queue([first, final], actions=7)
    assert turn.hold is first and turn.holding and turn.holds == (first, final)
    assert first.at == 7 and turn.over_shown  # stamped with the game's moves; a final hold shows the end
    assert turn.end_hold() and turn.hold is final and turn.end_hold() and not turn.holding
    assert not turn.end_hold()
    turn.wait_pass(2)
    assert turn.waiting_pass == 2 and turn.show_pass() and not turn.show_pass()
    turn.revealed()
    assert turn.waiting_pass is None and turn.show_pass()
    fields = set(TableFlow.__init__.__code__.co_names)
    assert "holds" not in fields and "waiting_pass" not in fields and "over_shown" not in fields
    for second_way in ("holds", "current_hold", "skip_hold", "waiting_pass", "over_shown"):  # read one place only
        assert not hasattr(TableFlow, second_way), second_way
