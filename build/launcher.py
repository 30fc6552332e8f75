"""The bundle's entry script.

PyInstaller runs its entry file as a top-level script and puts that file's
folder on sys.path; pointing it at woods_desktop/__main__.py would make every
subpackage importable a second time under a bare name (`core`, `data`, ...).
This file lives outside the package, so the program is imported only as
`woods_desktop`, exactly as the console script does.
"""

from woods_desktop.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
