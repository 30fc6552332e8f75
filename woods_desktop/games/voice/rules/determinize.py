"""A full state consistent with one seat's view, for a search that plays on (OpenSpiel's
`ResampleFromInfostate`).

What the seat sees is copied. What it does not see is dealt at random from
the cards it has not seen: the deck and its order, the discard pile, the box,
the face-down cards on the field, every seat's face-down pile (nobody looks
at those, their owner included) and, unless the seat is the first player,
the cards drawn in the refresh. Their faces are the faces of all the cards
less the face-up ones in view; with two players the marked starting cards
are known to lie in the box. Card backs (starting or ordinary) are not
tracked: the engine never reads them after setup.

Other seats' secret words while composing cannot be known, nor guessed from
the view: they are filled in as words not played (a `noword` with no reason; a
seat that wrote nothing keeps the reason all were told), which keeps this seat's
view exactly as it was (those words are hidden until the reveal). A search
that plays past the reveal therefore treats them as having written nothing.
"""

from __future__ import annotations

from collections import Counter

from woods_desktop.core.rng import Rng
from woods_desktop.games.voice.rules.cards import VoiceData, fold_word
from woods_desktop.games.voice.rules.state import VoiceState, read_config
from woods_desktop.games.voice.rules.view import (
    ElderChoice,
    LeaderChoice,
    RefreshPlacing,
    RefreshRemoval,
    VoiceView,
    Word,
)

# a word written but hidden: no reason given, so the view does not say the seat wrote nothing (`blank`)
UNKNOWN_WORD = Word("noword", "", (), "", 0)


def determinize(view: VoiceView, rng: Rng, data: VoiceData) -> VoiceState:
    config = {
        "seats": view.seats,
        "variant": view.variant,
        "options": {"minute": view.minute},
        "names": list(view.names),
    }
    seats, variant, options, names = read_config(config, data)
    st = VoiceState(data, seats, variant, options, names, rng.fork())
    _deal_cards(st, view, rng, data)
    st.supply = list(view.supply)
    st.initial_cubes = view.initial_cubes
    st.round = view.round
    st.first = view.first
    st.phase = view.phase
    st.end_reason = view.end_reason
    for seat in range(seats):
        word = view.words[seat]
        if word is None and view.composed[seat]:  # no word (said to all, with its reason) or a hidden one
            blank = view.blank[seat] if seat < len(view.blank) else ""
            word = Word("noword", "", (), blank, 0) if blank else UNKNOWN_WORD
        st.words[seat] = word
    st.compose_at = sum(view.composed)
    for u in view.used_words:
        key = fold_word(u.word)
        st.used.append({"word": u.word, "key": key, "round": u.round, "seat": u.seat})
        st.used_keys.setdefault(key, u.round)
    if view.placing is not None:
        st.placer = view.order.index(view.placing.seat)
        st.penalty = view.placing.penalty
        st.place_todo = list(view.placing.todo)
        st.place_word = list(view.placing.word_cards)
    pending = view.pending
    if isinstance(pending, LeaderChoice):
        st.leader = {"seat": pending.seat, "card": pending.card}
        st.control_queue = list(pending.queue)
    elif isinstance(pending, ElderChoice):
        st.elder_queue = list(pending.queue)
    elif isinstance(pending, RefreshRemoval):
        st.remove_axis = pending.axis
        st.remove_todo = [list(line) for line in pending.lines]
        st.remove_picks = list(pending.picked)
    return st


def _deal_cards(st: VoiceState, view: VoiceView, rng: Rng, data: VoiceData) -> None:
    """Lay the field as seen and deal the unseen cards (ids and faces) to the hidden zones."""
    face_index = {f.label: i for i, f in enumerate(data.faces)}
    card_face = [-1] * len(data.cards)
    seen = [(c.id, c.label) for c in view.field if c.face_up]
    seen += [(c.id, c.label) for pile in view.pile_up for c in pile]
    seen += [(c.id, c.label) for c in view.my_drawn]
    for card, label in seen:
        card_face[card] = face_index[label]
    in_view = {card for card, _ in seen} | {c.id for c in view.field}
    hidden = [card for card in range(len(data.cards)) if card not in in_view]
    rng.shuffle(hidden)

    unseen = Counter(spec.face for spec in data.cards)
    unseen.subtract(card_face[card] for card, _ in seen)
    setup = data.players[st.seats]
    left_out = [spec.face for spec in data.cards if spec.starting and spec.marked and not setup.use_marked]
    unseen.subtract(left_out)
    if min(unseen.values(), default=0) < 0:
        raise ValueError("voice: the view shows more cards of a face than the game has")
    faces = sorted(unseen.elements())
    rng.shuffle(faces)

    drawn_hidden = 0
    if isinstance(view.pending, RefreshPlacing) and not view.my_drawn:
        drawn_hidden = view.pending.drawn_count
    sizes = [drawn_hidden, *view.pile_down, view.deck, view.discard, view.box]
    if sum(sizes) != len(hidden):
        raise ValueError(f"voice: {len(hidden)} unseen cards for hidden zones of {sum(sizes)}")
    zones: list[list[int]] = []
    at = 0
    for size in sizes:
        zones.append(hidden[at : at + size])
        at += size
    box = zones[-1]
    for card, face in zip(box, left_out):
        card_face[card] = face
    unknown = [c.id for c in view.field if not c.face_up] + [c for zone in zones[:-1] for c in zone]
    unknown += box[len(left_out) :]
    for card, face in zip(unknown, faces, strict=True):
        card_face[card] = face
    st.card_face = card_face

    for cell in view.field:
        st.field.put(cell.id, cell.row, cell.col, face_up=cell.face_up)
        st.field.cubes[cell.id] = list(cell.cubes)
    st.drawn = [c.id for c in view.my_drawn] or zones[0]
    st.pile_up = [[c.id for c in pile] for pile in view.pile_up]
    st.pile_down = zones[1 : 1 + st.seats]
    st.deck, st.discard, st.box = zones[1 + st.seats], zones[2 + st.seats], box
