"""The Voice hint's reasons are true of the position: on random positions of random games, every legal move's
claims (`hint_claims`) are checked against the engine by playing the move on a copy of the game and reading
the cubes it left (who leads the card by the control rule, whose lead it stopped), and every reason is worded
in both languages; the hard computer's move at each position is one of the legal ones."""

from __future__ import annotations

import pytest

from woods_desktop.core.game import make_config
from woods_desktop.core.rng import Rng
from woods_desktop.data.strings import Strings
from woods_desktop.games import definition
from woods_desktop.games.voice.bots.hint import hint_bot
from woods_desktop.games.voice.bots.letter_odds import letter_odds
from woods_desktop.games.voice.hint_words import K, hint_claims, hint_not_now, hint_reason
from woods_desktop.games.voice.rules import actions as A
from woods_desktop.games.voice.rules.control import find_leader
from woods_desktop.games.voice.rules.state import COMPOSE
from woods_desktop.games.voice.rules.testing import choose
from woods_desktop.words.normalize import card_key


def _positions(games: int, seats: int = 3):
    d = definition("voice")
    for g in range(games):
        state = d.new_game(make_config(d, seats), 500 + g)
        rng = Rng(g)
        while not state.is_over():
            seat = state.to_move()
            legal = state.legal_actions(seat)
            if state.phase != COMPOSE:
                yield state, seat, legal
            state.apply(choose(state, legal, rng))


def _leads(counts, seat, rules) -> bool:
    return find_leader(list(counts), rules.leader_cubes, rules.leader_margin) == seat


def _threat(counts, seat, rules) -> bool:
    more = list(counts)
    more[seat] += 1
    return _leads(counts, seat, rules) or _leads(more, seat, rules)


def _check(state, seat, action) -> list[str]:
    view = state.view(seat)
    claims = hint_claims(view, action)
    assert claims, (view.phase, action)
    assert all(key.startswith(K) for key, _ in claims)
    rules = state.rules
    g = state.copy()
    g.apply(action)
    names = []
    for key, p in claims:
        name = key[len(K) :]
        if name in ("lead", "block", "close", "build", "move") and g.phase != state.phase:
            continue  # the round's last cube: control has already taken cards and sent cubes home
        names.append(name)
        if name in ("lead", "block", "close", "build"):
            card = action.dst if isinstance(action, A.MoveCube) else action.card
            before, after = list(state.field.cubes[card]), list(g.field.cubes[card])
            assert after[seat] == before[seat] + 1 and p["letter"] == view.cells[card].label
            if name == "lead":
                assert _leads(after, seat, rules) and p["mine"] == after[seat]
                assert p["others"] == max(n for s, n in enumerate(after) if s != seat)
            elif name == "block":
                s = view.names.index(p["name"])
                assert s != seat and p["theirs"] == before[s]
                assert _threat(before, s, rules) and not _threat(after, s, rules)  # it really stops them
            elif name == "close":
                one_more = after[:]
                one_more[seat] += 1
                assert not _leads(after, seat, rules) and _leads(one_more, seat, rules)
            else:
                assert not _leads(after, seat, rules) and p["mine"] == after[seat]
        elif name == "penalty":
            assert state.penalty
        elif name == "extra":
            assert not state.penalty and state.field.cubes[action.card][seat] > 0
        elif name == "move":
            assert (
                state.supply[seat] == 0 and g.field.cubes[action.src][seat] == state.field.cubes[action.src][seat] - 1
            )
        elif name == "skip":
            assert p["n"] == state.supply[seat] and (g.phase != state.phase or g.supply[seat] == p["n"])
        elif name in ("leader_elder", "leader_spare"):
            assert g.field.cubes[action.card][seat] == 1 and (p["n"] > 0) == (name == "leader_elder")
        elif name == "leader_keep":
            assert g.field.cubes[action.card][seat] == 0 and p["n"] == state.supply[seat]
        elif name == "elder_trade":
            assert g.supply[seat] - state.supply[seat] == p["n"] > 0
        elif name in ("refresh_place", "refresh_other"):
            face = state.face(action.card)
            share = letter_odds(card_key(face.letters[0]))
            assert p["letter"] == face.label and p["n"] == max(1, round(share * 10))
            best = all(letter_odds(card_key(state.face(c).letters[0])) <= share for c in state.drawn)
            assert best == (name == "refresh_place")
    return names


def test_every_moves_claims_are_true_on_the_engine_and_worded_in_both_languages():
    en, ru = Strings("en"), Strings("ru")
    seen: set[str] = set()
    for n, (state, seat, legal) in enumerate(_positions(6)):
        view = state.view(seat)
        assert hint_not_now(view) is None
        for action in legal[:30]:
            seen.update(_check(state, seat, action))
            for t in (en.t, ru.t):
                reason = hint_reason(t, view, action)
                assert reason and K not in reason and "{" not in reason, reason
        if n % 5 == 0:
            assert hint_bot(seat).choose(view, legal) in legal
    assert {"lead", "build", "close", "penalty", "extra", "skip", "refresh_place"} <= seen, seen


def test_no_hint_while_the_words_are_written():
    d = definition("voice")
    state = d.new_game(make_config(d, 3), 1)
    assert state.phase == COMPOSE
    assert hint_not_now(state.view(state.to_move())) == K + "not_now_minute"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_minute_and_the_summary_are_worded(lang):
    t = Strings(lang).t
    for key in ("not_now_minute", "summary_title", "could_have", "wrote_best", "you_could_have", "you_wrote_best"):
        text = t(K + key, name="Анна", word="КОРОВА")
        assert text != K + key and "{" not in text


def test_the_best_word_is_one_the_engine_and_the_dictionary_accept():
    """At random compose turns of random games the summary's word is a move the engine takes from that seat and a
    word the dictionary accepts: never a word used up in an earlier round."""
    from woods_desktop.games.voice.bots.hint import best_word
    from woods_desktop.words.judge import shared_service

    judge = shared_service()
    assert judge.wait(60)
    d = definition("voice")
    found = 0
    for g in range(8):
        state = d.new_game(make_config(d, 3), 900 + g)
        rng = Rng(g)
        while not state.is_over() and state.round <= 1 + g % 4:
            seat = state.to_move()
            if state.phase == COMPOSE:
                view = state.view(seat)
                best = best_word(view)
                if best is not None:
                    found += 1
                    assert state.refusal(best) is None, best
                    assert judge.verdict(best.word).valid, best.word
                    assert best.word not in {u.word for u in view.used_words}
            state.apply(choose(state, state.legal_actions(seat), rng))
    assert found >= 20
