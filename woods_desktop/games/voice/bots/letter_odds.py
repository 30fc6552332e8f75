"""How often a player's word uses a letter, for guessing where opponents will put cubes.

Share of the computer-playable nouns of 3 to 8 letters that contain each
card letter (folded with card_key), measured once on the committed noun list
(28,867 words) and written down here, so a bot needs no second pass over the
dictionary. A word on a real field is steered by the letters in play, so
these are priors, not forecasts.
"""

from __future__ import annotations

LETTER_ODDS: dict[str, float] = {
    "А": 0.562,
    "Б": 0.131,
    "В": 0.164,
    "Г": 0.121,
    "Д": 0.172,
    "Е": 0.399,
    "Ж": 0.049,
    "З": 0.115,
    "И": 0.448,
    "К": 0.398,
    "Л": 0.291,
    "М": 0.174,
    "Н": 0.367,
    "О": 0.444,
    "П": 0.201,
    "Р": 0.396,
    "С": 0.252,
    "Т": 0.331,
    "У": 0.176,
    "Ф": 0.057,
    "Х": 0.056,
    "Ц": 0.069,
    "Ч": 0.084,
    "Ш": 0.069,
    "Щ": 0.027,
    "Ь": 0.113,
    "Ы": 0.047,
    "Э": 0.022,
    "Ю": 0.024,
    "Я": 0.089,
}


def letter_odds(key: str) -> float:
    """The share for a folded card letter; unknown letters count as rare."""
    return LETTER_ODDS.get(key, 0.03)
