"""Step 3 of a turn: which tasks to complete, in which order, ending where.

Completing a task changes the forest in two places only: the task's tile
leaves and the path's end tile turns to its task side. So paths that end on
the same tile lead to the same forest, and the search branches on (task,
end tile) pairs, never on every path. A depth-first search over those
pairs, remembering forests already met, finds the chain with the most
points now (bonus card included) plus the worth of the forest left.
"""

from __future__ import annotations

from dataclasses import dataclass

from woods_desktop.games.whispering.bots.board import Board
from woods_desktop.games.whispering.bots.outlook import Outlook
from woods_desktop.games.whispering.bots.shortfall import paths as memo_paths
from woods_desktop.games.whispering.rules.paths import Hex, Path, completion_paths

NODE_CAP = 400
"""Forests a chain search visits at most: a guard for freak forests, never reached in play so far."""


@dataclass(frozen=True)
class Chain:
    """Completions to make in order (task hex, path), the printed points they win, and the
    whole value: points, bonus card and the forest's worth afterwards."""

    steps: tuple[tuple[Hex, Path], ...]
    points: int
    value: float
    board: Board


def completions(board: Board) -> list[tuple[Hex, Path, int]]:
    """Every (task hex, one path, points) with a distinct end tile that may be completed now."""
    out: list[tuple[Hex, Path, int]] = []
    for h in board.tasks:
        tile = board.tiles[h]
        paths = completion_paths(board.cells, h, tile.task, memo_paths)  # the engine's rule, on the bots' board
        if not paths:
            continue
        ends: dict[Hex, Path] = {}
        for p in paths:
            ends.setdefault(p[-1], p)
        for end in sorted(ends):
            out.append((h, ends[end], tile.points))
    return out


def best_chain(board: Board, outlook: Outlook, greedy: bool = False) -> Chain:
    """The best chain of completions from `board` (which this call does not change).

    `greedy`: a beginner's way: complete the dearest task available, again and
    again, ending wherever the first path found ends, without looking ahead."""
    if greedy:
        return _greedy(board, outlook)
    memo: dict[tuple[tuple[Hex, ...], frozenset[Hex]], tuple[float, tuple[tuple[Hex, Path], ...], int, Board]] = {}
    nodes = [0]

    def stop_value(b: Board, n: int, pts: int) -> float:
        total = float(pts + outlook.bonus_value(outlook.done_this_turn + n))
        if outlook.future_open(n):
            total += outlook.potential(b)
        return total

    def search(
        b: Board, n: int, pts: int, removed: frozenset[Hex]
    ) -> tuple[float, tuple[tuple[Hex, Path], ...], int, Board]:
        key = (tuple(b.tasks), removed)
        hit = memo.get(key)
        if hit is not None:
            return hit
        nodes[0] += 1
        best: tuple[float, tuple[tuple[Hex, Path], ...], int, Board] = (stop_value(b, n, pts), (), pts, b)
        if nodes[0] <= NODE_CAP:
            for h, path, p in completions(b):
                child = b.copy()
                child.complete(h, path)
                v, steps, total, end_board = search(child, n + 1, pts + p, removed | {h})
                if v > best[0] + 1e-9:
                    best = (v, ((h, path), *steps), total, end_board)
        memo[key] = best
        return best

    value, steps, points, end_board = search(board, 0, 0, frozenset())
    return Chain(steps, points, value, end_board)


def _greedy(board: Board, outlook: Outlook) -> Chain:
    b = board.copy()
    steps: list[tuple[Hex, Path]] = []
    pts = 0
    while True:
        options = completions(b)
        if not options:
            break
        h, path, p = max(options, key=lambda o: o[2])
        b.complete(h, path)
        steps.append((h, path))
        pts += p
    n = len(steps)
    value = float(pts + outlook.bonus_value(outlook.done_this_turn + n))
    if outlook.future_open(n):
        value += outlook.potential(b)
    return Chain(tuple(steps), pts, value, b)
