"""Design tokens (DESIGN section 5): one place for colours, sizes and type.

Sizes are given at 1280x720 and scaled with the window by `App.px`.
"""

from __future__ import annotations

Color = tuple[int, int, int]


def hex_color(value: str) -> Color:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


FELT = hex_color("#1F3A2E")
FELT_DARK = hex_color("#142820")
FELT_LIGHT = hex_color("#2A4A3A")
PARCHMENT = hex_color("#F3E9D2")
PARCHMENT_DARK = hex_color("#E4D5B3")
PARCHMENT_SHADE = hex_color("#D2BF98")
INK = hex_color("#2B2118")
INK_SOFT = hex_color("#5C4A3A")
MOSS = hex_color("#6B8F3A")
MOSS_DARK = hex_color("#4F6B2A")
AMBER = hex_color("#E0A030")
BERRY = hex_color("#B23A48")
SKY = hex_color("#3F7CAC")
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0)
DISABLED = hex_color("#A89C86")

# Player colours, each paired with a shape so colour never carries meaning alone.
PLAYER_COLOURS: tuple[tuple[str, Color, str], ...] = (
    ("red", hex_color("#C8453B"), "circle"),
    ("blue", hex_color("#3F6FB5"), "square"),
    ("yellow", hex_color("#E3B734"), "triangle"),
    ("purple", hex_color("#7E4FA3"), "diamond"),
    ("white", hex_color("#F4F1EA"), "star"),
)

# Type scale at 720p (px); never under 14.
TYPE_SMALL = 14
TYPE_BODY = 18
TYPE_LEAD = 24
TYPE_TITLE = 32
TYPE_HERO = 48
TYPE_SCALE = (TYPE_HERO, TYPE_TITLE, TYPE_LEAD, TYPE_BODY, TYPE_SMALL)  # largest first: a text's steps down

RADIUS = 8
SPACING = 8
SHADOW_OFFSET = 4

ANIM_MOVE = 0.2  # seconds at speed 1: moves, flips, score changes
