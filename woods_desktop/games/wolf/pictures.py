"""The Wolf's picture book as vector drawings: the heroes, the Wolf, every forest token and the house.

Drawn for this game in the style of the menu's tile (assets/images/game-wolf.svg): flat fills with a
lighter and a darker tone, a soft ink outline, a shadow on the ground. Plain SVG that SDL's own
renderer (nanosvg) draws as a browser does: paths, circles, ellipses, rects, polygons, lines and
gradients in percentages; no text, filters, masks or `<use>`. Each picture has a 0 0 100 100
viewBox and is rasterised once per size (`picture`).

Every token kind has its own shape as well as its colour, so no meaning rests on colour alone: the
rulebook's backgrounds (presents blue, help pink, terrain white) frame a drawing of what it is.
"""

from __future__ import annotations

import io
from collections import OrderedDict

import pygame

from woods_desktop.games.wolf.present_drawings import DRAWINGS, INK, present_bare, present_token

_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">'
_GROUND = '<ellipse cx="50" cy="92" rx="34" ry="5" fill="#0E1C15" opacity="0.28"/>'

# -- the heroes and the Wolf ------------------------------------------------------------------------

SQUIRREL = f"""{_HEAD}{_GROUND}
<g stroke="{INK}" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round">
  <path fill="#C8602A" d="M40 84 C22 86 10 74 12 56 C14 40 22 26 36 20 C46 16 54 22 50 30 C46 38 34 40 32 52
    C30 62 38 70 46 74 Z"/>
  <path fill="#E48A4E" stroke="none" d="M36 24 C44 20 50 24 47 30 C43 36 32 40 29 50 C26 40 28 30 36 24 Z"/>
  <path fill="#D8733A" d="M44 88 C40 78 42 64 50 56 C58 50 70 52 74 62 C78 72 74 84 66 88 Z"/>
  <path fill="#F6DDB8" d="M56 86 C52 78 54 66 60 62 C66 60 70 68 70 76 C70 82 66 86 62 87 Z"/>
  <path fill="#D8733A" d="M58 58 C54 48 56 36 66 32 C76 28 88 34 88 46 C88 56 80 62 70 62 C64 62 60 61 58 58 Z"/>
  <path fill="#C8602A" d="M64 34 L62 20 L70 30 Z"/>
  <path fill="#C8602A" d="M76 32 L80 18 L84 32 Z"/>
  <path fill="#F6DDB8" stroke="none" d="M76 50 C80 46 88 46 88 50 C88 56 82 58 78 57 C75 56 74 53 76 50 Z"/>
  <path fill="#D8733A" d="M62 70 C66 66 72 66 72 70 C72 73 68 74 64 73 Z"/>
  <path fill="#D8733A" d="M50 88 C50 84 56 83 60 85 C62 87 60 89 56 89 Z"/>
  <path fill="#D8733A" d="M62 88 C62 84 68 83 72 85 C74 87 72 89 68 89 Z"/>
</g>
<circle cx="76" cy="42" r="3.4" fill="#1A1410"/>
<circle cx="77.2" cy="40.8" r="1.1" fill="#FFFFFF"/>
<circle cx="88.4" cy="48" r="2" fill="#2B2118"/>
<path d="M80 53 C82 55 85 55 86 53" fill="none" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="71" cy="50" r="3" fill="#F08A8A" opacity="0.6"/>
</svg>"""

MAGPIE = f"""{_HEAD}{_GROUND}
<g stroke="{INK}" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round">
  <path fill="#2E6F8E" d="M34 66 L6 84 C4 86 6 89 9 88 L40 76 Z"/>
  <path fill="#3E86A8" stroke="none" d="M30 70 L10 83 L36 74 Z"/>
  <path fill="#1E2326" d="M30 62 C30 48 42 38 56 40 C70 42 76 54 74 66 C72 78 60 84 48 82 C38 80 30 74 30 62 Z"/>
  <path fill="#FFFFFF" d="M48 80 C44 72 46 60 56 56 C66 54 72 62 72 70 C70 78 62 82 54 82 Z"/>
  <path fill="#1E2326" d="M36 58 C42 50 54 50 60 56 C56 66 44 70 34 68 Z"/>
  <path fill="#FFFFFF" stroke="none" d="M40 58 C44 55 50 55 54 57 C50 62 44 64 39 63 Z"/>
  <path fill="#1E2326" d="M58 44 C56 32 62 22 72 22 C82 22 88 30 86 40 C84 48 76 52 68 50 C62 50 59 48 58 44 Z"/>
  <path fill="#3B3B3B" d="M85 34 L97 38 L85 41 Z"/>
  <path fill="none" d="M56 84 L54 92 M54 92 L50 93 M54 92 L57 94"/>
  <path fill="none" d="M64 83 L64 92 M64 92 L60 93 M64 92 L67 94"/>
</g>
<circle cx="76" cy="33" r="3.6" fill="#FFFFFF"/>
<circle cx="77" cy="33" r="2.2" fill="#1A1410"/>
<circle cx="77.6" cy="32.2" r="0.8" fill="#FFFFFF"/>
<path d="M42 60 L52 58" stroke="#6FA6C4" stroke-width="1.4" fill="none"/>
</svg>"""

BADGER = f"""{_HEAD}{_GROUND}
<g stroke="{INK}" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round">
  <path fill="#8A8A8A" d="M14 70 C12 56 24 46 40 46 L62 46 C76 46 84 58 82 72 C80 84 70 88 56 88 L34 88
    C22 88 15 82 14 70 Z"/>
  <path fill="#A8A8A8" stroke="none" d="M20 64 C22 54 32 50 42 50 L60 50 C52 56 36 58 20 64 Z"/>
  <path fill="#3A3A3A" d="M22 84 L22 92 L32 92 L32 86 Z"/>
  <path fill="#3A3A3A" d="M62 86 L62 92 L72 92 L72 84 Z"/>
  <path fill="#8A8A8A" d="M12 66 C6 64 4 60 6 56 C10 58 12 60 14 62 Z"/>
  <path fill="#F5F1E6" d="M60 52 C60 38 70 30 80 30 C90 30 96 40 95 50 C94 60 86 68 76 68 C66 68 60 62 60 52 Z"/>
  <path fill="#2F2F2F" d="M66 38 C70 34 74 34 76 38 L80 62 C78 64 74 64 72 62 Z"/>
  <path fill="#2F2F2F" d="M84 36 C88 34 92 38 92 42 L86 60 C84 62 82 60 82 58 Z"/>
  <path fill="#3A3A3A" d="M64 34 C62 28 66 24 70 26 C72 28 72 31 70 33 Z"/>
</g>
<circle cx="74" cy="47" r="2.6" fill="#FFFFFF"/>
<circle cx="74.4" cy="47.2" r="1.5" fill="#1A1410"/>
<circle cx="87" cy="47" r="2.6" fill="#FFFFFF"/>
<circle cx="87.4" cy="47.2" r="1.5" fill="#1A1410"/>
<ellipse cx="81" cy="62" rx="4" ry="3" fill="#2B2118"/>
<path d="M77 65 C79 67 83 67 85 65" fill="none" stroke="{INK}" stroke-width="1.4" stroke-linecap="round"/>
<circle cx="70" cy="58" r="2.6" fill="#F08A8A" opacity="0.55"/>
</svg>"""

FAWN = f"""{_HEAD}{_GROUND}
<g stroke="{INK}" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round">
  <path fill="#B77B45" d="M24 60 L22 90 L28 90 L31 64 Z"/>
  <path fill="#B77B45" d="M62 62 L64 90 L70 90 L69 60 Z"/>
  <path fill="#C98C52" d="M20 58 C18 48 26 42 38 42 L58 42 C68 42 74 48 72 58 C70 66 62 68 52 68 L34 68
    C26 68 21 64 20 58 Z"/>
  <path fill="#C98C52" d="M34 64 L34 90 L40 90 L42 66 Z"/>
  <path fill="#C98C52" d="M52 66 L54 90 L60 90 L59 64 Z"/>
  <path fill="#F6E9D0" d="M18 50 C14 46 16 42 20 44 C22 46 22 48 21 52 Z"/>
  <path fill="#C98C52" d="M60 46 C60 36 62 28 66 22 L74 26 C72 32 70 40 70 48 Z"/>
  <path fill="#C98C52" d="M62 26 C60 16 68 10 78 12 C86 14 92 22 90 30 C88 36 80 38 72 36 C66 34 63 31 62 26 Z"/>
  <path fill="#DDA36A" d="M64 16 C56 10 52 4 56 2 C62 2 68 8 68 14 Z"/>
  <path fill="#DDA36A" d="M76 12 C78 4 84 0 88 2 C90 6 86 12 80 15 Z"/>
</g>
<g fill="#F6E9D0">
  <circle cx="32" cy="50" r="2.4"/><circle cx="42" cy="47" r="2"/><circle cx="50" cy="52" r="2.4"/>
  <circle cx="58" cy="48" r="2"/><circle cx="38" cy="56" r="1.8"/><circle cx="46" cy="59" r="1.6"/>
</g>
<path fill="#F6E9D0" d="M30 66 C36 64 46 64 52 66 C46 68 36 68 30 66 Z"/>
<circle cx="78" cy="22" r="3.2" fill="#1A1410"/>
<circle cx="79" cy="21" r="1.1" fill="#FFFFFF"/>
<ellipse cx="90" cy="29" rx="2.6" ry="2" fill="#2B2118"/>
<path d="M82 32 C84 34 87 34 88 32" fill="none" stroke="{INK}" stroke-width="1.4" stroke-linecap="round"/>
<circle cx="73" cy="28" r="2.6" fill="#F08A8A" opacity="0.55"/>
</svg>"""

WOLF = f"""{_HEAD}<g transform="translate(5 9) scale(0.9)">{_GROUND}
<g stroke="{INK}" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round">
  <path fill="#5E5E5E" d="M22 80 C10 80 4 70 8 62 C12 66 18 70 26 70 Z"/>
  <path fill="#707070" d="M22 88 C18 70 26 52 44 48 C58 46 70 54 72 68 C74 80 68 88 58 90 L30 90 C26 90 23 89 22 88 Z"/>
  <path fill="#C9C9C9" d="M44 88 C40 76 44 62 54 58 C62 56 66 66 64 76 C63 84 58 88 52 89 Z"/>
  <path fill="#707070" d="M34 90 C32 84 38 82 44 84 C46 88 44 91 38 91 Z"/>
  <path fill="#707070" d="M56 90 C56 85 62 83 68 85 C70 89 66 91 60 91 Z"/>
  <path fill="#808080" d="M40 40 C38 26 48 18 60 18 C72 18 82 26 80 40 C78 50 70 56 60 56 C50 56 42 50 40 40 Z"/>
  <path fill="#C9C9C9" d="M52 44 C54 38 66 38 68 44 C70 52 64 56 60 56 C56 56 50 52 52 44 Z"/>
  <path fill="#707070" d="M42 30 L38 12 L52 22 Z"/>
  <path fill="#707070" d="M78 30 L82 12 L68 22 Z"/>
  <path fill="#E0A030" d="M50 19 L60 -2 L70 19 C64 22 56 22 50 19 Z"/>
</g>
<path fill="#F5C0C8" d="M42 26 L41 17 L48 22 Z"/>
<path fill="#F5C0C8" d="M78 26 L79 17 L72 22 Z"/>
<circle cx="60" cy="-1" r="3.4" fill="#B23A48" stroke="{INK}" stroke-width="1.6"/>
<circle cx="57" cy="12" r="1.8" fill="#B23A48"/><circle cx="63" cy="7" r="1.6" fill="#3F7CAC"/>
<circle cx="62" cy="15" r="1.6" fill="#F3E9D2"/>
<circle cx="52" cy="36" r="3.2" fill="#1A1410"/><circle cx="53" cy="35" r="1.1" fill="#FFFFFF"/>
<circle cx="68" cy="36" r="3.2" fill="#1A1410"/><circle cx="69" cy="35" r="1.1" fill="#FFFFFF"/>
<ellipse cx="60" cy="44" rx="4" ry="3" fill="#2B2118"/>
<path d="M54 49 C57 53 63 53 66 49" fill="none" stroke="{INK}" stroke-width="1.8" stroke-linecap="round"/>
<circle cx="47" cy="44" r="3" fill="#F08A8A" opacity="0.5"/><circle cx="73" cy="44" r="3" fill="#F08A8A" opacity="0.5"/>
</g></svg>"""

# The Wolf when the party was not ready: the same wolf, ears down, a frown and a tear.
WOLF_SAD = (
    WOLF.replace('d="M42 30 L38 12 L52 22 Z"', 'd="M42 30 L30 20 L48 24 Z"')
    .replace('d="M78 30 L82 12 L68 22 Z"', 'd="M78 30 L90 20 L72 24 Z"')
    .replace('d="M54 49 C57 53 63 53 66 49"', 'd="M54 52 C57 48 63 48 66 52"')
    .replace(
        '<circle cx="47" cy="44" r="3" fill="#F08A8A" opacity="0.5"/>',
        '<path d="M48 42 C46 46 46 48 48 49 C50 48 50 46 48 42 Z" fill="#6FA6D0"/>'
        '<path d="M47 32 L55 29 M73 32 L65 29" stroke="#2B2118" stroke-width="1.8" stroke-linecap="round"/>',
    )
    .replace('d="M42 26 L41 17 L48 22 Z"', 'd="M42 27 L34 21 L46 24 Z"')
    .replace('d="M78 26 L79 17 L72 22 Z"', 'd="M78 27 L86 21 L74 24 Z"')
)

# -- forest tokens -------------------------------------------------------------------------------------

PRESENT_BG = "#A9CDE8"  # holiday tokens: a blue background
HELP_BG = "#F4BFCB"  # help tokens: pink
TERRAIN_BG = "#FBF7EE"  # terrain: white


def _token(bg: str, body: str) -> str:
    return (
        f'{_HEAD}<rect x="3" y="3" width="94" height="94" rx="16" fill="{bg}" stroke="{INK}" stroke-width="3"/>'
        f"{body}</svg>"
    )


SLEEPING_WOLF = f"""<ellipse cx="48" cy="82" rx="36" ry="6" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">
  <path fill="#707070" d="M12 78 C10 64 22 54 40 54 L64 54 C78 54 86 64 84 78 Z"/>
  <path fill="#5E5E5E" d="M76 78 C90 78 92 70 88 64 C84 70 80 72 74 72 Z"/>
  <path fill="#808080" d="M14 70 C12 58 20 48 32 48 C44 48 52 56 50 68 C48 76 40 80 30 80 C20 80 15 76 14 70 Z"/>
  <path fill="#707070" d="M18 52 L14 38 L26 46 Z"/>
  <path fill="#707070" d="M40 48 L46 36 L46 52 Z"/>
  <path fill="#C9C9C9" d="M14 72 C18 66 28 66 30 72 C28 78 18 78 14 72 Z"/>
</g>
<path d="M22 62 C24 64 27 64 29 62 M36 62 C38 64 41 64 43 62" fill="none" stroke="{INK}" stroke-width="2"
  stroke-linecap="round"/>
<ellipse cx="15" cy="72" rx="3" ry="2.4" fill="#2B2118"/>
<g fill="none" stroke="#3F7CAC" stroke-width="3.4" stroke-linejoin="round" stroke-linecap="round">
  <path d="M56 20 L68 20 L56 32 L68 32"/>
  <path d="M72 8 L80 8 L72 16 L80 16"/>
  <path d="M84 26 L90 26 L84 32 L90 32"/>
</g>"""

BASKET = f"""<ellipse cx="50" cy="86" rx="34" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.8" stroke-linejoin="round" stroke-linecap="round">
  <path d="M24 48 C24 18 76 18 76 48" fill="none" stroke-width="6"/>
  <path d="M24 48 C24 18 76 18 76 48" fill="none" stroke="#C9965A" stroke-width="3"/>
  <path d="M14 46 L86 46 L76 84 L24 84 Z" fill="#C9965A"/>
  <path d="M18 58 L82 58 M21 70 L79 70" fill="none" stroke="#8A5F30" stroke-width="2.2"/>
  <path d="M32 46 L36 84 M50 46 L50 84 M68 46 L64 84" fill="none" stroke="#8A5F30" stroke-width="2.2"/>
  <rect x="12" y="42" width="76" height="8" rx="4" fill="#B07E48"/>
</g>"""

SCOOTER = f"""<ellipse cx="50" cy="86" rx="38" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.8" stroke-linejoin="round" stroke-linecap="round">
  <path d="M70 16 L76 74" fill="none" stroke-width="6"/>
  <path d="M70 16 L76 74" fill="none" stroke="#3F7CAC" stroke-width="3"/>
  <path d="M60 16 L80 14" fill="none" stroke-width="6"/>
  <path d="M60 16 L80 14" fill="none" stroke="#B23A48" stroke-width="3"/>
  <rect x="20" y="66" width="56" height="9" rx="4" fill="#3F7CAC"/>
  <circle cx="26" cy="80" r="8" fill="#3A3A3A"/>
  <circle cx="76" cy="80" r="8" fill="#3A3A3A"/>
</g>
<circle cx="26" cy="80" r="3" fill="#C9C9C9"/><circle cx="76" cy="80" r="3" fill="#C9C9C9"/>
<path d="M8 50 L22 50 M4 58 L18 58 M10 42 L20 42" stroke="#3F7CAC" stroke-width="3" stroke-linecap="round"/>"""

PUDDLE = f"""<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M14 62 C10 48 26 40 40 44 C50 34 72 36 80 48 C92 52 92 70 80 76 C70 86 46 84 36 80 C22 82 14 74 14 62 Z"
    fill="#6FA6D0"/>
</g>
<path d="M28 60 C34 54 44 54 50 58" fill="none" stroke="#D8ECF8" stroke-width="3.4" stroke-linecap="round"/>
<ellipse cx="60" cy="66" rx="12" ry="4" fill="none" stroke="#3F7CAC" stroke-width="2"/>
<ellipse cx="60" cy="66" rx="5" ry="1.8" fill="none" stroke="#3F7CAC" stroke-width="1.6"/>
<path d="M60 22 C66 30 68 34 68 38 C68 43 64 46 60 46 C56 46 52 43 52 38 C52 34 54 30 60 22 Z" fill="#3F7CAC"
  stroke="{INK}" stroke-width="2.4"/>"""

THORN_BUSH = f"""<ellipse cx="50" cy="86" rx="36" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M14 84 C8 70 16 58 26 58 C24 44 36 34 48 38 C54 26 74 28 76 42 C88 44 94 60 86 70 C90 78 86 84 80 84 Z"
    fill="#4F6B2A"/>
  <path d="M24 68 C30 56 44 52 52 60 C58 50 72 52 76 62" fill="none" stroke="#6B8F3A" stroke-width="3"/>
</g>
<g fill="#F3E9D2" stroke="{INK}" stroke-width="1.6" stroke-linejoin="round">
  <path d="M26 58 L20 50 L30 55 Z"/><path d="M48 38 L46 28 L53 36 Z"/><path d="M76 42 L84 34 L80 45 Z"/>
  <path d="M86 70 L95 70 L86 75 Z"/><path d="M14 76 L6 74 L14 71 Z"/><path d="M60 32 L62 24 L65 33 Z"/>
  <path d="M38 62 L34 56 L41 59 Z"/><path d="M66 60 L70 53 L70 62 Z"/>
</g>
<circle cx="40" cy="74" r="4" fill="#B23A48"/><circle cx="62" cy="72" r="4" fill="#B23A48"/>
<circle cx="52" cy="48" r="3.4" fill="#B23A48"/>"""

WINDFALL = f"""<ellipse cx="50" cy="84" rx="40" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M8 44 L78 72 L74 82 L4 54 Z" fill="#8A5F30"/>
  <ellipse cx="6" cy="49" rx="5" ry="6" fill="#E2C08A"/>
  <path d="M22 78 L86 40 L92 50 L28 86 Z" fill="#A8743F"/>
  <ellipse cx="89" cy="45" rx="5" ry="6" fill="#E2C08A"/>
  <path d="M50 62 L58 44 L62 48 Z" fill="#A8743F"/>
</g>
<ellipse cx="89" cy="45" rx="2" ry="2.6" fill="none" stroke="#8A5F30" stroke-width="1.4"/>
<ellipse cx="6" cy="49" rx="2" ry="2.6" fill="none" stroke="#8A5F30" stroke-width="1.4"/>
<path d="M58 44 C56 36 60 30 66 30 C64 36 62 40 58 44 Z" fill="#6B8F3A" stroke="{INK}" stroke-width="1.8"/>"""

RAVINE = f"""<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M8 30 L92 22 L92 88 L8 88 Z" fill="#A7834F"/>
  <path d="M40 22 L52 36 L44 48 L58 60 L48 74 L60 88 L36 88 L28 74 L36 60 L24 48 L34 36 L26 23 Z" fill="#3A2A1C"/>
</g>
<path d="M12 40 L22 40 M70 36 L86 34 M66 78 L84 76 M12 76 L22 76" stroke="#7E5A2E" stroke-width="2.4"
  stroke-linecap="round"/>
<path d="M8 30 L92 22 L92 26 L8 34 Z" fill="#6B8F3A"/>"""

BEEHIVE = f"""<ellipse cx="46" cy="88" rx="28" ry="5" fill="#0E1C15" opacity="0.25"/>
<g stroke="{INK}" stroke-width="2.6" stroke-linejoin="round">
  <path d="M46 14 C60 14 66 24 64 32 C74 36 78 48 72 56 C80 64 78 78 70 84 L22 84 C14 78 12 64 20 56 C14 48 18 36 28 32
    C26 24 32 14 46 14 Z" fill="#E0A030"/>
  <path d="M28 32 L64 32 M20 56 L72 56" fill="none" stroke="#A8741E" stroke-width="2.4"/>
  <path d="M24 44 L68 44 M20 70 L74 70" fill="none" stroke="#A8741E" stroke-width="2.4"/>
  <path d="M38 84 C38 74 54 74 54 84 Z" fill="#5C3A22"/>
</g>
<g stroke="{INK}" stroke-width="1.8" stroke-linejoin="round">
  <ellipse cx="80" cy="28" rx="7" ry="5" fill="#2B2118"/>
  <path d="M76 24 L76 32 M80 23 L80 33 M84 24 L84 32" stroke="#F2C463" stroke-width="2.2"/>
  <ellipse cx="78" cy="20" rx="4" ry="6" fill="#FFFFFF" opacity="0.85"/>
  <ellipse cx="84" cy="20" rx="4" ry="6" fill="#FFFFFF" opacity="0.85"/>
</g>"""

CLOSED = f"""{_HEAD}
<defs><linearGradient id="moss" x1="0%" y1="0%" x2="100%" y2="100%">
  <stop offset="0" stop-color="#5C7F33"/><stop offset="1" stop-color="#3C5A22"/></linearGradient></defs>
<rect x="3" y="3" width="94" height="94" rx="16" fill="url(#moss)" stroke="{INK}" stroke-width="3"/>
<rect x="11" y="11" width="78" height="78" rx="11" fill="none" stroke="#8DB35A" stroke-width="2"/>
<g stroke="#2F4A1A" stroke-width="1.6" stroke-linejoin="round">
  <path d="M50 26 C64 32 66 48 50 62 C34 48 36 32 50 26 Z" fill="#8DB35A"/>
  <path d="M50 30 L50 70" fill="none"/>
  <path d="M24 60 C34 58 42 64 40 76 C28 76 22 70 24 60 Z" fill="#7AA048"/>
  <path d="M76 60 C66 58 58 64 60 76 C72 76 78 70 76 60 Z" fill="#7AA048"/>
</g>
<path d="M50 36 L44 42 M50 44 L56 50 M50 50 L44 56" stroke="#2F4A1A" stroke-width="1.4" fill="none"/>
<circle cx="24" cy="26" r="3" fill="#B23A48"/><circle cx="28" cy="30" r="2.4" fill="#B23A48"/>
<circle cx="76" cy="26" r="3" fill="#F3E9D2" opacity="0.8"/>
</svg>"""

FOOTPRINT = f"""{_HEAD}
<g fill="{INK}">
  <ellipse cx="50" cy="66" rx="20" ry="17"/>
  <ellipse cx="26" cy="40" rx="8" ry="10" transform="rotate(-20 26 40)"/>
  <ellipse cx="42" cy="26" rx="8" ry="11"/>
  <ellipse cx="60" cy="26" rx="8" ry="11"/>
  <ellipse cx="75" cy="40" rx="8" ry="10" transform="rotate(20 75 40)"/>
</g>
</svg>"""

STEP = f"""{_HEAD}
<g fill="{INK}">
  <ellipse cx="34" cy="62" rx="12" ry="16"/>
  <ellipse cx="66" cy="40" rx="12" ry="16"/>
  <path d="M22 80 C26 90 42 90 46 80 Z"/><path d="M54 58 C58 68 74 68 78 58 Z"/>
</g>
</svg>"""

NO_ENTRY = f"""{_HEAD}
<circle cx="50" cy="50" r="42" fill="#FFFFFF" stroke="#B23A48" stroke-width="12"/>
<path d="M22 78 L78 22" stroke="#B23A48" stroke-width="12" stroke-linecap="round"/>
<circle cx="50" cy="50" r="48" fill="none" stroke="{INK}" stroke-width="2"/>
</svg>"""

HOUSE = f"""{_HEAD}
<ellipse cx="50" cy="94" rx="46" ry="5" fill="#0E1C15" opacity="0.3"/>
<g stroke="{INK}" stroke-width="2" stroke-linejoin="round">
  <rect x="70" y="6" width="10" height="20" fill="#7E5530"/>
  <rect x="12" y="40" width="76" height="54" fill="#B07E48"/>
  <path d="M12 52 L88 52 M12 64 L88 64 M12 76 L88 76" stroke="#7E5530" stroke-width="1.4"/>
  <path d="M2 44 L50 8 L98 44 Z" fill="#B23A48"/>
  <rect x="40" y="66" width="20" height="28" rx="2" fill="#5C3A22"/>
  <circle cx="55" cy="81" r="1.8" fill="#E0A030"/>
  <rect x="20" y="50" width="14" height="12" fill="#F2C463"/>
  <rect x="66" y="50" width="14" height="12" fill="#F2C463"/>
  <path d="M27 50 L27 62 M20 56 L34 56 M73 50 L73 62 M66 56 L80 56" stroke-width="1.2"/>
</g>
<path d="M8 42 L20 34 L32 42 L44 34 L56 42 L68 34 L80 42 L92 34" fill="none" stroke="{INK}" stroke-width="1"/>
<path d="M20 34 L18 40 L24 39 Z M44 34 L42 40 L48 39 Z M68 34 L66 40 L72 39 Z" fill="#E0A030"/>
<path d="M32 42 L30 36 L36 37 Z M56 42 L54 36 L60 37 Z M80 42 L78 36 L84 37 Z" fill="#3F7CAC"/>
</svg>"""

BALLOONS = f"""{_HEAD}
<g stroke="{INK}" stroke-width="2" stroke-linejoin="round">
  <path d="M30 48 C40 64 46 78 50 96 M56 44 C54 64 52 80 50 96 M78 50 C66 66 56 80 50 96" fill="none"
    stroke-width="1.4"/>
  <ellipse cx="30" cy="30" rx="16" ry="20" fill="#B23A48"/>
  <ellipse cx="56" cy="24" rx="16" ry="20" fill="#E0A030"/>
  <ellipse cx="78" cy="34" rx="15" ry="19" fill="#3F7CAC"/>
</g>
<ellipse cx="24" cy="22" rx="4" ry="6" fill="#FFFFFF" opacity="0.5"/>
<ellipse cx="50" cy="16" rx="4" ry="6" fill="#FFFFFF" opacity="0.5"/>
<ellipse cx="72" cy="26" rx="4" ry="6" fill="#FFFFFF" opacity="0.5"/>
</svg>"""

SLEEP_MARK = f"""{_HEAD}
<g fill="none" stroke="#FFFFFF" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
  <path d="M10 50 L40 50 L10 84 L40 84"/><path d="M54 22 L78 22 L54 48 L78 48"/><path d="M80 64 L94 64 L80 80 L94 80"/>
</g>
<g fill="none" stroke="#3F7CAC" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">
  <path d="M10 50 L40 50 L10 84 L40 84"/><path d="M54 22 L78 22 L54 48 L78 48"/><path d="M80 64 L94 64 L80 80 L94 80"/>
</g>
</svg>"""

SOURCES: dict[str, str] = {
    "squirrel": SQUIRREL,
    "magpie": MAGPIE,
    "badger": BADGER,
    "fawn": FAWN,
    "wolf": WOLF,
    "wolf_sad": WOLF_SAD,
    "closed": CLOSED,
    "sleeping_wolf": _token(HELP_BG, SLEEPING_WOLF),
    "basket": _token(HELP_BG, BASKET),
    "scooter": _token(HELP_BG, SCOOTER),
    "puddle": _token(TERRAIN_BG, PUDDLE),
    "thorn_bush": _token(TERRAIN_BG, THORN_BUSH),
    "windfall": _token(TERRAIN_BG, WINDFALL),
    "ravine": _token(TERRAIN_BG, RAVINE),
    "beehive": _token(TERRAIN_BG, BEEHIVE),
    "footprint": FOOTPRINT,
    "steps": STEP,
    "no_entry": NO_ENTRY,
    "house": HOUSE,
    "balloons": BALLOONS,
    "sleep_mark": SLEEP_MARK,
    # each present framed as a forest token (on the board), and bare (in a basket, in the house)
    **{present_token(p): _token(PRESENT_BG, body) for p, body in DRAWINGS.items()},
    **{present_bare(p): f"{_HEAD}{body}</svg>" for p, body in DRAWINGS.items()},
}

_CACHE: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()


def picture(name: str, w: int, h: int | None = None) -> pygame.Surface:
    """The drawing `name` at exactly (w, h) (aspect kept, centred), rasterised once and cached."""
    h = w if h is None else h
    key = (name, max(1, int(w)), max(1, int(h)))
    surf = _CACHE.get(key)
    if surf is not None:
        _CACHE.move_to_end(key)
        return surf
    raw = pygame.image.load_sized_svg(io.BytesIO(SOURCES[name].encode("utf-8")), (key[1], key[2]))
    surf = pygame.Surface((key[1], key[2]), pygame.SRCALPHA)
    surf.blit(raw, raw.get_rect(center=(key[1] // 2, key[2] // 2)))
    _CACHE[key] = surf
    if len(_CACHE) > 400:
        _CACHE.popitem(last=False)
    return surf
