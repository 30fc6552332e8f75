"""Lets `python -m woods_desktop` behave exactly like the console script."""

from woods_desktop.cli import main

raise SystemExit(main())
