"""Nouns the list ranks common that a person would not write in this game.

The ranks come from wordfreq, which counts a spelling however it is used:
names, brands and places spelled like a rare common noun (ОСКАР, ФОРД,
КАМАЗ, АНА), word parts ("100-летие" gives ЛЕТИЕ), abbreviations read as
words (ЗАМ, ЗАВ, ЭКС), and everyday words OpenCorpora leaves unmarked
although they are crude or informal (ХРЕН, ДУРА, ПЕНИС, НАРКОТА). Their
counts lift them into the everyday vocabularies, so a computer wrote them
as if they were common nouns. Found by reading the easy vocabulary (the
3-5 letter words among the 3,000 most used) and the words computers wrote
over simulated games; the noun list itself is the place for a lasting fix.
"""

from __future__ import annotations

UNLIKELY: frozenset[str] = frozenset(
    {
        # names, brands, places, titles of works and teams
        "АЛАН",
        "АЛЛАХ",
        "АНА",
        "БАРБИ",
        "БИГ",
        "ВИКА",
        "ВИКИ",
        "ГЕНРИ",
        "ГЕРЕЙ",
        "ЗЕНИТ",
        "КАМАЗ",
        "КАРЛА",
        "КИНГ",
        "КЛАРК",
        "КОМИ",
        "ЛУКА",
        "МАЙЯ",
        "МАРГО",
        "МАРИ",
        "МОРИН",
        "ОСКАР",
        "ПЕРРИ",
        "ПЕРСИ",
        "РАДА",
        "РЕАЛ",
        "РЕН",
        "РЕНО",
        "РИГА",
        "РОСС",
        "САН",
        "СИТИ",
        "СОМАЛИ",
        "СТОУН",
        "ТАЙМС",
        "ТОР",
        "ТЭММИ",
        "УДЭ",
        "ФИФА",
        "ФОРД",
        "ХАУС",
        "ЧАН",
        "ЧОН",
        "ШРИ",
        "ЮЛИУС",
        "ЮРА",
        "АЙРА",
        "АЛЕНКА",
        "ИКАРУС",
        "КАМЕРОН",
        "КЛАРЕНС",
        "КОММАНДЕР",
        "ЛОРИ",
        "МАЛИК",
        "МИРОН",
        "НЕЙЛ",
        "НИСАН",
        "РЕНАТА",
        "САУЭР",
        "ТАНДЕР",
        "ТОРИ",
        "ТУРМАН",
        "ФЛИНТ",
        "ХАНТ",
        # word parts, abbreviations and foreign words read as nouns
        "АГА",
        "БАЙ",
        "ВЕБ",
        "ВЕСЬ",
        "ГАЙ",
        "ГРАН",
        "ЗАВ",
        "ЗАМ",
        "ЛЕТИЕ",
        "ОБО",
        "ОСТ",
        "СПЕЦ",
        "ЭКС",
        # crude or informal, unmarked in OpenCorpora
        "БУХЛО",
        "ГЕЙ",
        "ДЕВКА",
        "ДУРА",
        "КЛИТОР",
        "МЕЙЛ",
        "НАРКОТА",
        "ОЛУХ",
        "ПАЦАН",
        "ПЕНИС",
        "ТЕЛЕК",
        "ТЕЛКА",
        "УЛЕТ",
        "ХРЕН",
        "ЧУВАК",
    }
)


def likely(word: str) -> bool:
    """Whether a person might write `word` (comparison form) for a noun in this game."""
    return word not in UNLIKELY
