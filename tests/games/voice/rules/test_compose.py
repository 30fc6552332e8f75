"""Phase 1, composing words: letters from the field and own cards, each card once,
at most 2 own cards, double cards, used-up words, secrecy and time."""

from __future__ import annotations

import pytest

from woods_desktop.core.events import SECRET
from woods_desktop.games.voice.rules import Compose, NoWord, PlaceCube
from woods_desktop.games.voice.rules.actions import NOWORD_PASS, NOWORD_REFUSED, NOWORD_TIME
from woods_desktop.games.voice.rules.compose import assign_cards, refusal_from_view

from .helpers import at, compose_all, cube, fresh, give, lay, refused


def assign(st, seat, word):
    """The engine's own cards for `word`, computed from the seat's view."""
    return assign_cards(st.view(seat), word)


def check(st, word, cards):
    """The refusal `Compose(word, cards)` by the seat to move would get now."""
    return st.refusal(Compose(word, tuple(cards), 0))


FIELD = ["Л Е/Ё С А", "К О Т #Н", "И/Й Ъ/Ь Ж ."]


@pytest.fixture
def st():
    s = fresh(2, seed=4)
    lay(s, FIELD)
    return s


def test_word_from_face_up_field_cards(st):
    """Compose a word from the letters located on the playing field."""
    cards = (at(st, 0, 0), at(st, 0, 1), at(st, 0, 2))
    assert check(st, "лес", cards) is None  # case does not matter
    st.apply(Compose("лес", cards, 500))
    assert st.words[0].word == "ЛЕС" and st.to_move() == 1


def test_letters_not_on_usable_cards_are_refused(st):
    """A word must use letters on the field (e.g. "ЯСЕНЬ" without Я is not accepted);
    face-down cards show no letter."""
    err = assign(st, 0, "ДОМ")
    assert err.key == "voice.err.letter_missing" and err.params["letter"] == "Д"
    err = refused(st, Compose("НОС", (at(st, 1, 3), at(st, 1, 1), at(st, 0, 2)), 0))
    assert err.key in ("voice.err.letter_missing", "voice.err.card_not_usable")
    give(st, 1, "Д")  # another player's card is not usable either
    assert assign(st, 0, "ДОЛ").key == "voice.err.letter_missing"


def test_face_down_field_card_is_not_usable(st):
    """Only face-up cards carry a usable letter."""
    lay(st, FIELD[:2] + ["Н И/Й Ъ/Ь Ж"])
    down = at(st, 1, 3)
    err = refused(st, Compose("ОН", (at(st, 1, 1), down), 0))
    assert err.key == "voice.err.card_not_usable"
    st.apply(Compose("ОН", (at(st, 1, 1), at(st, 2, 0)), 0))  # the face-up Н is fine


def test_each_card_used_only_once(st):
    """Each letter on the field and in front of the player may be used only once;
    identical letters on several cards may each be used."""
    o = at(st, 1, 1)
    err = refused(st, Compose("ОКО", (o, at(st, 1, 0), o), 0))
    assert err.key == "voice.err.card_used_twice"
    lay(st, ["О К О А", "Л Е/Ё С Т", "И/Й Ъ/Ь Ж ."])
    st.apply(Compose("ОКО", (at(st, 0, 0), at(st, 0, 1), at(st, 0, 2)), 0))


def test_letter_must_match_the_card(st):
    """Each letter is spelled by a card that shows it."""
    err = refused(st, Compose("ЛЕС", (at(st, 0, 0), at(st, 0, 2), at(st, 0, 1)), 0))
    assert err.key == "voice.err.letter_mismatch"
    assert err.params == {"letter": "Е", "position": 2, "card_letter": "С"}


@pytest.mark.parametrize("word, col", [("ЛЕС", 1), ("ЛЁС", 1)])
def test_double_card_e_yo_stands_for_either_letter(st, word, col):
    """A double card (Е/Ё) stands for either of its letters."""
    st.apply(Compose(word, (at(st, 0, 0), at(st, 0, col), at(st, 0, 2)), 0))


def test_double_cards_i_short_i_and_hard_soft_sign(st):
    """И/Й and Ъ/Ь stand for either letter; a plain card does not stand for another."""
    lay(st, ["Б О Д К", "Т О Ъ/Ь Л", "Е/Ё И/Й С А"])
    boy = assign(st, 0, "БОЙ")
    assert st.face(boy[2]).label == "И/Й"
    los = assign(st, 0, "ЛОСЬ")
    assert st.face(los[3]).label == "Ъ/Ь"
    assert check(st, "СЪЕЛ", (at(st, 2, 2), at(st, 1, 2), at(st, 2, 0), at(st, 1, 3))) is None
    err = check(st, "БОЙ", (at(st, 0, 0), at(st, 0, 1), at(st, 2, 2)))
    assert err.key == "voice.err.letter_mismatch"
    err = assign(st, 0, "БЫК")
    assert err.key == "voice.err.letter_missing" and err.params["letter"] == "Ы"


def test_at_most_two_own_face_up_cards(st):
    """A player may use the face-up tree cards in front of them, but no more than 2
    such cards at once (even if the player has more)."""
    d, m, u = give(st, 0, "Д"), give(st, 0, "М"), give(st, 0, "У")
    o = at(st, 1, 1)
    assert check(st, "ДОМ", (d, o, m)) is None
    err = refused(st, Compose("ДУМ", (d, u, m), 0))
    assert err.key == "voice.err.too_many_own" and err.params == {"max": 2}
    assert assign(st, 0, "ДУМ").key == "voice.err.too_many_own"
    st.apply(Compose("ДОМ", (d, o, m), 0))


def test_own_face_down_cards_are_not_usable(st):
    """The Elder's face-down card cannot be used when composing words."""
    hidden = give(st, 0, "Л", face_up=False)
    err = refused(st, Compose("ЛОТ", (hidden, at(st, 1, 1), at(st, 1, 2)), 0))
    assert err.key == "voice.err.card_not_usable"
    st.apply(Compose("ЛОТ", (at(st, 0, 0), at(st, 1, 1), at(st, 1, 2)), 0))


def test_words_of_earlier_rounds_are_used_up_for_everyone(st):
    """You may not repeat words (your own or other players') from previous rounds;
    during a single round, words may coincide."""
    compose_all(st, {0: "ЛЕС", 1: "ЛЕС"})  # the same word in one round is fine
    _finish_round(st)
    assert st.round == 2
    seat = st.to_move()
    err = assign(st, seat, "ЛЕС")
    assert err.key == "voice.err.word_used" and err.params == {"word": "ЛЕС", "round": 1}
    err = assign(st, seat, "лЁс")  # Ё = Е: one word
    assert err.key == "voice.err.word_used"
    assert [u.word for u in st.view(0).used_words] == ["ЛЕС", "ЛЕС"]


def test_refused_words_are_not_used_up(st):
    """A word written but not accepted may be used in later rounds."""
    st.apply(NoWord(NOWORD_REFUSED, 3000, word="ЛЕС"))
    st.apply(NoWord(NOWORD_TIME, 60000))
    assert st.view(1).words[0].reason == NOWORD_REFUSED
    _finish_round(st)
    seat = st.to_move()
    assert all(u["word"] != "ЛЕС" for u in st.used)
    lay(st, FIELD)
    assert isinstance(assign(st, seat, "ЛЕС"), tuple)


def test_compose_in_turn_order_one_word_each(st):
    """All players compose; the app takes them one after another from the first player."""
    err = refusal_from_view(st.view(1), Compose("КОТ", (at(st, 1, 0), at(st, 1, 1), at(st, 1, 2))))
    assert err.key == "voice.err.not_your_turn"
    assert st.legal_actions(1) == [] and st.legal_actions(0) == [NoWord(NOWORD_PASS, 0)]
    err = refused(st, PlaceCube(at(st, 0, 0)))
    assert err.key == "voice.err.wrong_phase"


def test_a_minute_run_out_is_said_to_everyone_a_refused_word_is_not(st):
    """Issue 34: everyone at the table saw the minute run out (or the pass); a seat that wrote nothing is
    never "done writing" in the others' log. A written word, even a refused one, stays the writer's."""
    st.apply(NoWord(NOWORD_TIME, 60000))
    theirs = [e for e in st.events(None) if e["type"] == "composed"]
    assert theirs[0]["reason"] == NOWORD_TIME and SECRET not in theirs[0] and "word" not in theirs[0]
    s = fresh(2, seed=4)
    lay(s, FIELD)
    s.apply(NoWord(word="под", reason=NOWORD_REFUSED, at_ms=4200))
    theirs = [e for e in s.events(1) if e["type"] == "composed"]
    assert "reason" not in theirs[0] and SECRET not in theirs[0]


def test_words_stay_secret_until_everyone_has_composed(st):
    """Try not to show which word you are writing; sheets are revealed together."""
    st.apply(Compose("КОТ", (at(st, 1, 0), at(st, 1, 1), at(st, 1, 2)), 100))
    v1 = st.view(1)
    assert v1.words[0] is None and v1.composed == (True, False)  # seat 1 knows only that 0 is done
    assert st.view(None).words[0] is None
    assert st.view(0).words[0].word == "КОТ"
    composed = [e for e in st.events(1) if e["type"] == "composed"]
    assert composed and all(SECRET not in e and "word" not in e for e in composed)
    assert [e[SECRET]["word"] for e in st.events(0) if e["type"] == "composed"] == ["КОТ"]
    assert not any(e["type"] == "compose" for e in st.events(0))
    st.apply(Compose("ЛЕС", (at(st, 0, 0), at(st, 0, 1), at(st, 0, 2)), 100))
    assert st.view(1).words[0].word == "КОТ" and st.view(None).words[1].word == "ЛЕС"
    assert [e["word"] for e in st.events(None) if e["type"] == "compose"] == ["КОТ", "ЛЕС"]


def test_the_minute_private_mode_refuses_late_words():
    """Before the time runs out, all players must compose a word (private minute);
    with the table minute words are typed afterwards, with no timer."""
    s = fresh(2, seed=4)
    lay(s, FIELD)
    cards = (at(s, 1, 0), at(s, 1, 1), at(s, 1, 2))
    err = refused(s, Compose("КОТ", cards, 60001))
    assert err.key == "voice.err.too_late"
    s.apply(Compose("КОТ", cards, 60000))
    t = fresh(2, seed=4, minute="table")
    lay(t, FIELD)
    t.apply(Compose("КОТ", (at(t, 1, 0), at(t, 1, 1), at(t, 1, 2)), 250000))
    assert refused(t, NoWord(NOWORD_TIME, -5)).key == "voice.err.bad_time"
    assert refused(t, NoWord("because", 5)).key == "voice.err.bad_reason"


def test_empty_word_and_card_count(st):
    """A word has letters, and one card per letter."""
    assert refused(st, Compose("  ", (), 0)).key == "voice.err.empty_word"
    err = refused(st, Compose("КОТ", (at(st, 1, 0), at(st, 1, 1)), 0))
    assert err.key == "voice.err.cards_mismatch" and err.params == {"letters": 3, "cards": 2}
    assert refused(st, Compose("КОТ", ("a", "b", "c"), 0)).key == "voice.err.bad_action"


def test_a_word_that_cannot_be_covered_is_refused(st):
    """Every field card the word uses needs a cube of the player: from the supply or,
    with the supply empty, moved from another card; a card the word used keeps one."""
    lay(st, ["Л Е/Ё С А", "К О Т Н", "И/Й Ъ/Ь Ж О"])
    cube(st, at(st, 0, 0), 0, 13)  # one cube left in supply
    cards = assign(st, 0, "КОТ")  # the 13 cubes on Л may move
    assert isinstance(cards, tuple)
    assert isinstance(assign(st, 0, "ЛЕСА"), tuple)  # 12 of them may move even when Л is used
    st.field.cubes[at(st, 0, 0)][0] = 1  # a hand-made corner: the other cubes are out of play
    err = assign(st, 0, "ЛЕСА")
    assert err.key == "voice.err.not_enough_cubes" and err.params == {"need": 3, "have": 1}
    assert assign(st, 0, "ЛЕС").key == "voice.err.not_enough_cubes"
    st.field.cubes[at(st, 0, 0)][0] = 13
    st.apply(Compose("КОТ", cards, 0))


def test_assign_cards_prefers_cards_holding_own_cubes_then_field_then_own(st):
    """The automatic choice: field cards with the seat's cubes first, own cards last."""
    lay(st, ["О К О А", "Л Е/Ё С Т", "И/Й Ъ/Ь Ж ."])
    cube(st, at(st, 0, 2), 0)
    own_o = give(st, 0, "О")
    cards = assign(st, 0, "ОКО")
    assert cards == (at(st, 0, 2), at(st, 0, 1), at(st, 0, 0))
    lay(st, ["О К Т А", "Л Е/Ё С Т", "И/Й Ъ/Ь Ж ."])
    assert assign(st, 0, "ОКО") == (at(st, 0, 0), at(st, 0, 1), own_o)
    sources = st.view(0).sources
    assert {s.own for s in sources} == {False, True}
    assert any(s.card == own_o and s.own and s.letters == ("О",) for s in sources)


def _finish_round(st):
    """Play out the rest of the round with the first listed legal move."""
    start = st.round
    while st.round == start and not st.is_over():
        seat = st.to_move()
        legal = st.legal_actions(seat)
        if st.phase == "compose":
            st.apply(NoWord(NOWORD_TIME, 60000))
        else:
            st.apply(legal[0])


def test_letters_typed_with_combining_marks_are_read_as_one_letter(st):
    """Й and Ё may arrive as И/Е plus a combining mark; they are the same letters."""
    import unicodedata

    lay(st, ["Б О Д К", "Т О Ъ/Ь Л", "Е/Ё И/Й С А"])
    word = unicodedata.normalize("NFD", "бой")
    assert len(word) == 4
    cards = assign(st, 0, word)
    assert isinstance(cards, tuple) and len(cards) == 3
    st.apply(Compose(word, cards, 0))
    assert st.words[0].word == "БОЙ"


def test_the_assignment_from_a_view_is_the_engines(st):
    """Bots and the word entry see views, not states: assign_cards(view, word), even on a view
    that went through JSON, gives the cards and the refusals the engine gives on its state."""
    import json

    from woods_desktop.core.views import view_from_json, view_to_json
    from woods_desktop.games.voice.rules import compose
    from woods_desktop.games.voice.rules.letters import Speller
    from woods_desktop.games.voice.rules.view import VoiceView

    give(st, 0, "Д")
    cube(st, at(st, 0, 0), 0, 13)
    view = view_from_json(VoiceView, json.loads(json.dumps(view_to_json(st.view(0)), ensure_ascii=False)))
    assert view.spelling == compose.spelling(st, 0)
    for word in ("ДОЛ", "ЛЕС", "КОТ", "ЖОЛ", "ЛЁС", "ДОМ", "ТОК", "ОКО", ""):
        mine = Speller(compose.spelling(st, 0)).assign(word)
        theirs = assign_cards(view, word)
        if isinstance(mine, tuple):
            assert theirs == mine, word
            assert st.refusal(Compose(word, theirs, 0)) is None
        else:
            assert theirs.key == mine.key and theirs.params == mine.params, word
