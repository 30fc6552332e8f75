"""Words a computer player never plays although the dictionary accepts them.

OpenCorpora marks slang, informal and archaic words (the judge reads those
marks), but leaves most vulgar, obscene and offensive words unmarked (ЖОПА,
ШЛЮХА, ЖИД carry no mark at all). A family game's computer opponent must not
spell them, so this list catches them by root. People may still play them:
this only decides the BOT column of the noun list, at generation time.
"""

from __future__ import annotations

import re

# Patterns over the comparison form (Ё written as Е). Each was checked
# against the whole noun list: none hits an innocent noun there, and a test
# pins the exact set of listed nouns they hit.
_PATTERNS = (
    r"ХУ[ЙЕЯЮ]",
    r"ПИЗД",
    r"БЛЯД",
    r"ЗАЛУП",
    r"ПИДОР",
    r"ПИДАРАС",
    r"ПИДР",
    r"ПЕДЕРАСТ",
    r"ГАНДОН",
    r"ГОНДОН",
    r"ШЛЮХ",
    r"ШАЛАВ",
    r"ЖОП",
    r"^ГОВН",
    r"ДЕРЬМ",
    r"^МУДА",
    r"^МУДИЛ",
    r"ЗАСРАН",
    r"^СРАНЬ",
    r"^ССАНИН",
    r"^ССЫК",
    r"^ПЕРД",
    r"^ЕБ",
    r"ДОЛБОЕБ",
    r"^(ЗА|ВЫ|ПО|У|НА|ОТ|РАЗ|ПРО)ЕБ",
    r"^ПОРН",
    r"^ОНАН",
    r"^СУЧАР",
    r"^ДРОЧИЛ",
)

# Whole words: vulgar or offensive senses of words whose letters would also
# match innocent nouns as a pattern.
_WORDS = frozenset(
    {
        "ХЕР",
        "ХЕРНЯ",
        "ХРЕНЬ",
        "ХРЕНОВИНА",
        "СРАЧ",
        "СУКА",
        "СУЧКА",
        "СИСЬКА",
        "ЗАДНИЦА",
        "ПЕРДЯНКА",
        "ШМАРА",
        "ПОТАСКУХА",
        "ШЛЮШКА",
        "КУРВА",
        "СЕКС",
        "ОРГАЗМ",
        # ethnic and other slurs
        "ЖИД",
        "ЖИДОВКА",
        "ХОХОЛ",
        "ХОХЛУШКА",
        "ЧУРКА",
        "ЧУЧМЕК",
        "КАЦАП",
        "ХАЧ",
        "НЕГР",
        "НЕГРИТОС",
        "ГОМИК",
        "ПЕДОФИЛ",
        # insults
        "УБЛЮДОК",
        "МРАЗЬ",
        "ТВАРЬ",
        "СВОЛОЧЬ",
        "ПАДЛА",
        "ПАДЛО",
        "ГНИДА",
        "ДАУН",
        "ДЕБИЛ",
        "ИДИОТ",
        "КРЕТИН",
        "ПРИДУРОК",
        "УРОД",
        "ПСИХ",
        "ШИЗИК",
    }
)

_PATTERN_RE = re.compile("|".join(_PATTERNS))


def is_offensive(word: str) -> bool:
    """True for vulgar, obscene or offensive words (word in comparison form)."""
    return word in _WORDS or _PATTERN_RE.search(word) is not None
