"""The turn structure of a round as a phase table: wardens, dealer_choice, play.

Each phase gives the legal actions of the seat to move, the check that says
why an action is refused (raising `IllegalAction`, changing nothing) and the
move itself. `WoodlandersState.legal_actions`, `refusal` and `apply` go
through `PHASES`; the state answers listed plays on a fast path of its own
(`legal_plays`, `canonical_play`), and the play phase's check is the rule
text it falls back on. Bots and the table key their choices on these names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woods_desktop.core.errors import IllegalAction
from woods_desktop.core.phases import Phase, PhaseTable
from woods_desktop.games.woodlanders.rules.actions import ChooseWarden, DealerChoose, Play
from woods_desktop.games.woodlanders.rules.cards import play_key
from woods_desktop.games.woodlanders.rules.rules import ERR, play_refusal, suit_key

if TYPE_CHECKING:
    from woods_desktop.games.woodlanders.rules.state import WoodlandersState

WARDENS = "wardens"
DEALER_CHOICE = "dealer_choice"
PLAY = "play"
OVER = "over"  # no phase handlers: nothing is legal once the game is over


def _elsewhere(action: Any) -> IllegalAction:
    """A move of another phase, or no move of this game at all."""
    if isinstance(action, (ChooseWarden, DealerChoose, Play)):
        return IllegalAction(ERR + "wrong_phase")
    return IllegalAction(ERR + "unknown_action", action=type(action).__name__)


def _free_warden(st: "WoodlandersState", suit: Any) -> int:
    """The suit number of a Warden still in the centre, or the refusal."""
    index = st.t.suit_index
    if not isinstance(suit, str) or suit not in index:
        raise IllegalAction(ERR + "unknown_suit", suit=repr(suit))
    s = index[suit]
    if s not in st.wardens_left:
        raise IllegalAction(ERR + "warden_taken", suit=suit_key(suit))
    return s


# ---------------------------------------------------------------- wardens


def _warden_legal(st: "WoodlandersState", seat: int) -> list[Any]:
    return [ChooseWarden(st.t.suits[s]) for s in st.wardens_left]


def _warden_check(st: "WoodlandersState", seat: int, action: Any) -> None:
    """Each player chooses one of the Warden cards in the centre."""
    if not isinstance(action, ChooseWarden):
        raise _elsewhere(action)
    _free_warden(st, action.suit)


def _warden_do(st: "WoodlandersState", seat: int, action: Any) -> None:
    st.do_warden(st.t.suit_index[action.suit])


# ----------------------------------------------------------- dealer choice


def _dealer_legal(st: "WoodlandersState", seat: int) -> list[Any]:
    suits, left = st.t.suits, st.wardens_left
    return [DealerChoose(suits[p], suits[q]) for p in left for q in left if p != q]


def _dealer_check(st: "WoodlandersState", seat: int, action: Any) -> None:
    """3-player dealer: one of the three Wardens for pain, another for trump."""
    if not isinstance(action, DealerChoose):
        raise _elsewhere(action)
    for suit in (action.pain, action.trump):
        if not isinstance(suit, str) or suit not in st.t.suit_index:
            raise IllegalAction(ERR + "unknown_suit", suit=repr(suit))
    if action.pain == action.trump:
        raise IllegalAction(ERR + "pain_trump_same")
    _free_warden(st, action.pain)
    _free_warden(st, action.trump)


def _dealer_do(st: "WoodlandersState", seat: int, action: Any) -> None:
    index = st.t.suit_index
    st.do_dealer_choice(index[action.pain], index[action.trump])


# -------------------------------------------------------------------- play


def _play_legal(st: "WoodlandersState", seat: int) -> list[Any]:
    return st.legal_plays(seat)


def _play_check(st: "WoodlandersState", seat: int, action: Any) -> None:
    """One or two cards of one suit from the hand; a 4 alone; no pain lead while
    holding another suit; follow the led suit if possible; D4-ST8 plays its rule."""
    if not isinstance(action, Play):
        raise _elsewhere(action)
    cards = action.cards
    if not isinstance(cards, (tuple, list)):
        raise IllegalAction(ERR + "bad_card", card=repr(cards))
    t = st.t
    led = t.suits[st.led] if st.trick and st.led is not None else None
    pain = st.pain[seat]
    reason = play_refusal(
        st.hand(seat), cards, led, t.suits[pain] if pain is not None else None, t.suits, st.rules.play_alone
    )
    if reason is not None:
        raise reason
    if seat == st.robot and play_key(cards) != st.robot_action().cards:
        raise IllegalAction(ERR + "robot_rule")


def _play_do(st: "WoodlandersState", seat: int, action: Any) -> None:
    # A legal play given in another form (cards as lists, low card first): its listed twin.
    play = st.canonical_play(action) or st.canonical_play(Play.of(action.cards))
    if play is None:  # pragma: no cover - the check and the tables agree
        raise IllegalAction(ERR + "bad_card", card=repr(action.cards))
    st.do_play(play)


PHASES: PhaseTable["WoodlandersState"] = PhaseTable(
    lambda: {
        WARDENS: Phase(_warden_legal, _warden_check, _warden_do),
        DEALER_CHOICE: Phase(_dealer_legal, _dealer_check, _dealer_do),
        PLAY: Phase(_play_legal, _play_check, _play_do),
    }
)
