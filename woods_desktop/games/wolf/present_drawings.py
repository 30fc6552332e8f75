"""The ten presents' drawings, by picture id: plain SVG bodies, no pygame.

Each present of assets/data/wolf/presents.yaml names its drawing here (`picture`); the data loader
checks the name against `DRAWINGS`, and `pictures.py` frames each one as a forest token (on the
board) and draws it bare (in a basket, in the Wolf's house), so a present looks the same wherever it
is. Bodies share the picture book's 0 0 100 100 viewBox, ink outline and ground shadow.
"""

from __future__ import annotations

INK = "#2B2118"


def present_token(picture: str) -> str:
    """The picture book's name for a present lying on the board: its drawing on the holiday
    tokens' blue background."""
    return f"present_{picture}"


def present_bare(picture: str) -> str:
    """The picture book's name for a present in a basket or the house: the drawing alone."""
    return f"gift_{picture}"


def _gift(box: str, lid: str, ribbon: str) -> str:
    return f"""<ellipse cx="50" cy="84" rx="30" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <rect x="24" y="42" width="52" height="42" rx="3" fill="{box}"/>
  <rect x="20" y="32" width="60" height="13" rx="3" fill="{lid}"/>
  <path d="M45 32 L55 32 L55 84 L45 84 Z" fill="{ribbon}"/>
  <path d="M50 32 C42 16 26 18 32 27 C35 31 43 32 50 32 Z" fill="{ribbon}"/>
  <path d="M50 32 C58 16 74 18 68 27 C65 31 57 32 50 32 Z" fill="{ribbon}"/>
  <circle cx="50" cy="32" r="4" fill="{ribbon}"/>
</g>"""


CAKE = f"""<ellipse cx="50" cy="84" rx="32" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <ellipse cx="50" cy="80" rx="34" ry="7" fill="#F3E9D2"/>
  <path d="M22 56 L22 76 C22 82 78 82 78 76 L78 56 Z" fill="#E8A0B0"/>
  <ellipse cx="50" cy="56" rx="28" ry="8" fill="#FBEFF2"/>
  <path d="M22 58 C26 66 30 60 34 66 C38 60 42 68 46 62 C50 68 54 60 58 66 C62 60 66 68 70 62 C74 66 76 60 78 58"
    fill="none" stroke="#FBEFF2" stroke-width="4"/>
  <rect x="47" y="30" width="6" height="22" rx="2" fill="#3F7CAC"/>
  <path d="M50 18 C56 24 54 30 50 30 C46 30 44 24 50 18 Z" fill="#F2C463"/>
</g>
<circle cx="34" cy="70" r="3" fill="#B23A48"/><circle cx="50" cy="73" r="3" fill="#B23A48"/>
<circle cx="66" cy="70" r="3" fill="#B23A48"/>"""

HONEY = f"""<ellipse cx="50" cy="86" rx="28" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M28 40 C20 50 20 76 30 84 L70 84 C80 76 80 50 72 40 Z" fill="#E0A030"/>
  <rect x="30" y="30" width="40" height="12" rx="3" fill="#B07E48"/>
  <path d="M26 30 L74 30 L70 22 L30 22 Z" fill="#F3E9D2"/>
  <path d="M30 42 L70 42 C70 48 66 50 64 46 C62 54 56 54 56 46 C54 50 50 50 48 45
    C44 52 38 52 38 45 C34 50 30 48 30 42 Z" fill="#F2C463"/>
</g>
<path d="M38 62 C44 56 56 56 62 62 C56 70 44 70 38 62 Z" fill="#F2C463" opacity="0.8"/>"""

BERRIES = f"""<ellipse cx="50" cy="86" rx="32" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M16 52 L84 52 C82 72 70 84 50 84 C30 84 18 72 16 52 Z" fill="#B07E48"/>
  <path d="M22 62 L78 62 M26 72 L74 72" fill="none" stroke="#7E5530" stroke-width="2"/>
  <circle cx="32" cy="46" r="8" fill="#B23A48"/><circle cx="48" cy="40" r="9" fill="#7A5C8E"/>
  <circle cx="64" cy="45" r="8" fill="#B23A48"/><circle cx="56" cy="52" r="6" fill="#7A5C8E"/>
  <circle cx="40" cy="52" r="6" fill="#B23A48"/>
  <path d="M48 31 C52 24 60 22 64 24 C60 30 54 32 48 31 Z" fill="#6B8F3A"/>
</g>
<circle cx="30" cy="43" r="2" fill="#FFFFFF" opacity="0.7"/>
<circle cx="46" cy="37" r="2" fill="#FFFFFF" opacity="0.7"/>"""


APPLE_PIE = f"""<ellipse cx="50" cy="84" rx="36" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">
  <path d="M12 60 L22 80 L78 80 L88 60 Z" fill="#C9965A"/>
  <path d="M16 60 C18 40 82 40 84 60 Z" fill="#E8B866"/>
  <path d="M28 50 L72 50 M22 56 L78 56 M38 44 L34 60 M50 42 L50 60 M62 44 L66 60" fill="none" stroke="#B07E48"
    stroke-width="2.2"/>
  <path d="M10 60 L90 60" fill="none" stroke-width="5"/>
  <path d="M10 60 L90 60" fill="none" stroke="#E8B866" stroke-width="2.4"/>
  <circle cx="68" cy="32" r="8" fill="#B23A48"/>
  <path d="M68 24 C70 18 76 16 80 18 C76 22 72 24 68 24 Z" fill="#6B8F3A"/>
</g>
<circle cx="65" cy="29" r="2" fill="#FFFFFF" opacity="0.7"/>"""

LOLLIPOP = f"""<ellipse cx="50" cy="88" rx="22" ry="4" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">
  <rect x="46" y="56" width="8" height="32" rx="3" fill="#F3E9D2"/>
  <circle cx="50" cy="36" r="25" fill="#E8A0B0"/>
  <path d="M50 36 C50 32 56 32 56 37 C56 44 44 44 44 36 C44 26 62 26 62 37 C62 50 38 50 38 36
    C38 20 68 20 68 37 C68 56 32 56 32 36" fill="none" stroke="#B23A48" stroke-width="3.6"/>
  <path d="M50 64 L36 57 L36 71 Z" fill="#3F7CAC"/>
  <path d="M50 64 L64 57 L64 71 Z" fill="#3F7CAC"/>
  <circle cx="50" cy="64" r="3.4" fill="#3F7CAC"/>
</g>
<circle cx="40" cy="24" r="3" fill="#FFFFFF" opacity="0.7"/>"""


def _flower(x: int, y: int, petals: str) -> str:
    ring = "".join(
        f'<circle cx="{x + dx}" cy="{y + dy}" r="6" fill="{petals}"/>'
        for dx, dy in ((0, -7), (7, -2), (4, 6), (-4, 6), (-7, -2))
    )
    return f'{ring}<circle cx="{x}" cy="{y}" r="4.4" fill="#F2C463"/>'


FLOWERS = f"""<ellipse cx="50" cy="88" rx="26" ry="4" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round">
  <path d="M50 84 L34 44 M50 84 L50 34 M50 84 L66 44" fill="none" stroke="#4F7A2A" stroke-width="3.4"/>
  <path d="M42 58 C36 52 30 54 28 58 C34 60 38 60 42 58 Z" fill="#6B8F3A"/>
  <path d="M58 58 C64 52 70 54 72 58 C66 60 62 60 58 58 Z" fill="#6B8F3A"/>
  {_flower(32, 40, "#E8A0B0")}
  {_flower(68, 40, "#93779F")}
  {_flower(50, 28, "#B23A48")}
  <path d="M34 62 L66 62 L56 88 L44 88 Z" fill="#F3E9D2"/>
  <path d="M40 70 L60 70" fill="none" stroke="#E0A030" stroke-width="3"/>
</g>"""

KITE = f"""<ellipse cx="46" cy="90" rx="26" ry="4" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">
  <path d="M56 8 L84 36 L56 66 L28 36 Z" fill="#E0A030"/>
  <path d="M56 8 L84 36 L56 36 Z M56 36 L28 36 L56 66 Z" fill="#B23A48"/>
  <path d="M56 8 L56 66 M28 36 L84 36" fill="none" stroke="#7E5530" stroke-width="2"/>
  <path d="M56 66 C46 72 60 78 48 82 C40 85 34 82 26 86" fill="none" stroke-width="2"/>
  <path d="M50 76 L44 71 L44 81 Z M50 76 L56 71 L56 81 Z" fill="#3F7CAC" stroke-width="1.8"/>
  <path d="M34 84 L28 79 L28 89 Z M34 84 L40 79 L40 89 Z" fill="#3F7CAC" stroke-width="1.8"/>
</g>"""

# picture id -> the drawing without a background
DRAWINGS: dict[str, str] = {
    "red_gift": _gift("#B23A48", "#C9505E", "#E0A030"),
    "cake": CAKE,
    "blue_gift": _gift("#3F7CAC", "#5A93C0", "#F3E9D2"),
    "honey_jar": HONEY,
    "purple_gift": _gift("#7A5C8E", "#93779F", "#E0A030"),
    "berries": BERRIES,
    "apple_pie": APPLE_PIE,
    "lollipop": LOLLIPOP,
    "flowers": FLOWERS,
    "kite": KITE,
}
