"""What one seat may see: JSON-able, with secret words and unseen cards removed.

Hidden from a seat: the other seats' words until every seat has composed,
the letters of face-down cards (field, piles, deck, discard, box), and the
cards the first player drew in the refresh (seen by the first player only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.games.voice.rules import compose, control, placing, refresh, scoring

if TYPE_CHECKING:
    from woods_desktop.games.voice.rules.state import VoiceState


def _card(st: "VoiceState", card: int) -> dict[str, Any]:
    face = st.face(card)
    return {"id": card, "letters": list(face.letters), "label": face.label, "points": face.points}


def _word(st: "VoiceState", seat: int, me: int | None) -> dict[str, Any] | None:
    from woods_desktop.games.voice.rules.state import COMPOSE

    w = st.words[seat]
    if w is None:
        return None
    if st.phase == COMPOSE and seat != me:
        return {"done": True}
    out = {"done": True, "kind": w["kind"], "word": w["word"], "at_ms": w["at_ms"]}
    if w["kind"] == "word":
        out["cards"] = list(w["cards"])
    else:
        out["reason"] = w["reason"]
    return out


def _pending(st: "VoiceState", me: int | None) -> dict[str, Any] | None:
    from woods_desktop.games.voice.rules.state import (ELDER, LEADER, REFRESH_AXIS, REFRESH_PLACE,
                                                  REFRESH_REMOVE)

    if st.phase == LEADER and st.leader is not None:
        return {"kind": "leader_cube", "seat": st.leader["seat"], "card": st.leader["card"]}
    if st.phase == ELDER:
        seat = st.elder_queue[0]
        return {"kind": "elder", "seat": seat,
                "groups": [list(g) for g in control.elder_groups(st, seat)]}
    if st.phase == REFRESH_PLACE:
        out: dict[str, Any] = {"kind": "refresh_place", "seat": st.first,
                               "drawn_count": len(st.drawn),
                               "places": [list(p) for p in st.field.free_places()]}
        if me == st.first:
            out["drawn"] = [_card(st, c) for c in st.drawn]
        return out
    if st.phase == REFRESH_AXIS:
        return {"kind": "refresh_axis", "seat": st.first, "axes": refresh.removable_axes(st),
                "candidates": {a: refresh.candidates(st, a) for a in refresh.removable_axes(st)}}
    if st.phase == REFRESH_REMOVE:
        return {"kind": "refresh_remove", "seat": st.first, "axis": st.remove_axis,
                "line": list(st.remove_todo[0]) if st.remove_todo else [],
                "picked": list(st.remove_picks)}
    return None


def view(st: "VoiceState", me: int | None) -> dict[str, Any]:
    from woods_desktop.games.voice.rules.state import OVER, PLACE

    field = st.field
    rows, cols = field.bounds()
    cells = []
    for card in field.reading_order():
        up = card in field.face_up
        face = st.face(card)
        r, c = field.pos[card]
        cells.append({
            "id": card, "row": r, "col": c, "face_up": up,
            "letters": list(face.letters) if up else [],
            "label": face.label if up else "",
            "points": face.points if up else None,
            "cubes": {s: n for s, n in enumerate(field.cubes[card]) if n},
        })
    placing_info = None
    if st.phase == PLACE:
        seat = st.order()[st.placer]
        placing_info = {"seat": seat, "penalty": st.penalty, "todo": list(st.place_todo),
                        "word_cards": list(st.place_word),
                        "spare_cubes": None if st.penalty else placing.slack(st, seat)}
    out: dict[str, Any] = {
        "game": "voice",
        "variant": st.variant,
        "options": dict(st.options),
        "names": list(st.names),
        "seats": st.seats,
        "me": me,
        "round": st.round,
        "first_player": st.first,
        "order": st.order(),
        "phase": st.phase,
        "to_move": st.to_move(),
        "field": cells,
        "rows": rows,
        "cols": cols,
        "deck_count": len(st.deck),
        "discard_count": len(st.discard),
        "box_count": len(st.box),
        "supply": list(st.supply),
        "initial_cubes": st.initial_cubes,
        "piles": [{"face_up": [_card(st, c) for c in st.pile_up[s]],
                   "face_down": len(st.pile_down[s])} for s in range(st.seats)],
        "used_words": [{"word": u["word"], "round": u["round"], "seat": u["seat"]} for u in st.used],
        "words": [_word(st, s, me) for s in range(st.seats)],
        "placing": placing_info,
        "pending": _pending(st, me),
        "scores": scoring.standings(st),
        "rules": {"max_own_cards": st.rules.max_own_cards, "minute_ms": st.rules.minute_ms,
                  "leader_cubes": st.rules.leader_cubes, "leader_margin": st.rules.leader_margin,
                  "end_factor": st.rules.end_factor},
        "sources": compose.letter_sources(st, me) if me is not None else [],
        "end_reason": st.end_reason,
    }
    if st.phase == OVER:
        out["result"] = st.result().to_dict()
    return out
