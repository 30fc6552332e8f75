"""YAML loading with errors that name the file and the key at fault."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, TypeVar

from woods_desktop.data.assets import asset_path

T = TypeVar("T")


class DataError(ValueError):
    """A data file that does not match what the program expects."""

    def __init__(self, path: Path | str, key: str, problem: str) -> None:
        self.path = str(path)
        self.key = key
        self.problem = problem
        super().__init__(f"{path}: {key}: {problem}")


def load_yaml(path: Path) -> Any:
    import yaml  # imported here: start-up reads cached strings and needs no YAML

    # libyaml parses about five times faster; the pure-Python loader is the fallback.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.load(fh, Loader=loader)  # noqa: S506 - a safe loader
    except FileNotFoundError as exc:
        raise DataError(path, "<file>", "file is missing") from exc
    except yaml.YAMLError as exc:
        raise DataError(path, "<file>", f"not valid YAML: {exc}") from exc


def load_data(name: str) -> tuple[Path, Any]:
    """Load assets/data/NAME.yaml; returns (path, parsed) for use with `require`."""
    path = asset_path("data", name)
    return path, load_yaml(path)


def require(
    path: Path | str,
    data: Any,
    key: str,
    kind: type | tuple[type, ...],
    check: Callable[[Any], bool] | None = None,
    problem: str = "invalid value",
) -> Any:
    """Fetch `key` (dotted path) from `data`, checking its type and an optional rule."""
    node = data
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            raise DataError(path, key, "missing")
        node = node[part]
    if not isinstance(node, kind) or (kind is int and isinstance(node, bool)):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise DataError(path, key, f"expected {names}, got {type(node).__name__}")
    if check is not None and not check(node):
        raise DataError(path, key, problem)
    return node
