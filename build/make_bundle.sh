#!/usr/bin/env bash
# Builds the one-folder bundle dist/woods-desktop/ from the repository root.
# Work files go to build/work/ (ignored by git); run `dist/woods-desktop/woods-desktop --help` to try it.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYINSTALLER="${PYINSTALLER:-$ROOT/.venv/bin/pyinstaller}"
if [ ! -x "$PYINSTALLER" ]; then
    echo "pyinstaller not found at $PYINSTALLER (install the 'bundle' extra into .venv)" >&2
    exit 1
fi

"$PYINSTALLER" build/woods-desktop.spec \
    --noconfirm \
    --clean \
    --log-level WARN \
    --workpath "$ROOT/build/work" \
    --distpath "$ROOT/dist"

BUNDLE="$ROOT/dist/woods-desktop"
echo "bundle: $BUNDLE"
echo "size: $(du -sh "$BUNDLE" | cut -f1) ($(du -sb "$BUNDLE" | cut -f1) bytes, $(find "$BUNDLE" -type f | wc -l) files)"
