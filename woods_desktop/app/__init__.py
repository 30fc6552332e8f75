"""Pygame starts here: main loop, scene stack, settings, text, sound."""

import os

# Before any pygame import anywhere below: keep stdout clean (DESIGN section 7).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
