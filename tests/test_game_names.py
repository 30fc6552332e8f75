"""No game is named outside its folder (issue 39, item 5): everything the shell needs of a game comes from its
`GamePlugin`, so a new game is one folder under games/ and one line in `GAMES`.

Every string literal in the package outside `games/` and `assets/` is read with `ast` (comments and docstrings
do not count; tests may name games): none may be a game's id, start with one followed by "-" (a name like
"whispering-solo"), hold one as a word between ":", "/", "," or spaces ("latency:woodlanders:computers", a help
text's list), or name a module inside a game's folder ("woods_desktop.games.wolf...").
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from woods_desktop.games import GAMES

PACKAGE = Path(__file__).resolve().parent.parent / "woods_desktop"
OUTSIDE = ("games/", "assets/")
# a literal that is the same word as a game's id but means something else: (file, literal) -> what it means
HOMONYMS = {("app/speech.py", "voice"): "pyttsx3's property that picks the speaking voice"}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def names_a_game(text: str, ids: tuple[str, ...]) -> bool:
    words = set(re.split(r"[:/,\s]+", text))
    return any(g in words or text.startswith(g + "-") or text.startswith(f"woods_desktop.games.{g}") for g in ids)


def game_names(ids: tuple[str, ...]) -> list[str]:
    """Every string literal outside games/ and assets/ naming a game, as "file:line: literal"."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith(OUTSIDE):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in docs:
                continue
            if names_a_game(node.value, ids) and (rel, node.value) not in HOMONYMS:
                out.append(f"{rel}:{node.lineno}: {node.value!r}")
    return out


def test_no_game_is_named_outside_its_folder():
    ids = tuple(p.id for p in GAMES)
    assert len(ids) == 4
    assert game_names(ids) == []


def test_the_check_finds_a_game_named_in_the_shell(tmp_path, monkeypatch):
    """The check is no empty loop: a module naming a game, a game's module path or a game-named variant is
    found, and a comment or a docstring is not."""
    assert names_a_game("wolf", ("wolf",))
    assert names_a_game("whispering-solo", ("whispering",))
    assert names_a_game("woods_desktop.games.voice.bots.hint", ("voice",))
    assert names_a_game("latency:woodlanders:computers", ("woodlanders",))
    assert names_a_game("groups: shell, voice, tables", ("voice",))
    assert not names_a_game("voice.title", ("voice",))  # a string key the game's own strings file holds
    shell = tmp_path / "woods_desktop"
    (shell / "scenes").mkdir(parents=True)
    (shell / "scenes" / "x.py").write_text(
        '"""The wolf screen: "wolf" in a docstring."""\n# "wolf" in a comment\nGAME = "wolf"\n', encoding="utf-8"
    )
    (shell / "games" / "wolf").mkdir(parents=True)
    (shell / "games" / "wolf" / "y.py").write_text('ID = "wolf"\n', encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", shell)
    assert game_names(("wolf",)) == ["scenes/x.py:3: 'wolf'"]


def test_the_homonyms_are_still_there():
    """An exemption whose literal is gone is dropped from the list, not left to hide a new one."""
    for rel, literal in HOMONYMS:
        tree = ast.parse((PACKAGE / rel).read_text(encoding="utf-8"))
        assert any(isinstance(n, ast.Constant) and n.value == literal for n in ast.walk(tree)), rel
