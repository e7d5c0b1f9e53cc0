"""The base game's ten cards (rulebook IV; rulings B1–B10).

Every ability acts "as far as possible" (G4): mandatory, even against its
owner; with nothing to act on it does nothing and says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import is_character
from ..model import (
    DATA,
    FACE_UP,
    ID,
    KEY_CARD,
    OWNER,
    PLAYER,
    SOURCE,
    controller,
)
from .common import choose, near, position, snare
from .registry import ON_ELIMINATED, ability, register

if TYPE_CHECKING:
    from ..model import Card, Frame
    from ..state import GameState


@ability("archer")
def archer(st: GameState, f: Frame, move: str | None) -> None:
    """B1: eliminate the first or the last card of the queue (itself included)."""
    if move is None:
        last = len(st.queue) - 1
        choose(st, f, [0, last] if last > 0 else [0] if last == 0 else [])
        return
    st.eliminate(position(move), f)
    st.done(f)


@ability("soldier")
def soldier(st: GameState, f: Frame, move: str | None) -> None:
    """B2: eliminate an adjacent card."""
    if move is None:
        choose(st, f, near(st, f))
        return
    st.eliminate(position(move), f)
    st.done(f)


@ability("spy")
def spy(st: GameState, f: Frame, move: str | None) -> None:
    """B3: steal 1 from the owner of an adjacent card (never from the card)."""
    if move is None:
        choose(st, f, near(st, f))
        return
    top = st.queue[position(move)][-1]
    victim = controller(top)  # the controller: the briber, else the owner
    if victim == f[PLAYER] or not st.steal(f[PLAYER], victim, 1, f[SOURCE][KEY_CARD]):
        st.no_effect(f, "nothing_to_steal", victim)  # their own card, or an empty supply
        return
    st.done(f)


def same_name_elsewhere(st: GameState, f: Frame) -> bool:
    """Is another face-up, uncovered card with the source's name in the queue?"""
    owner, name = f[SOURCE]
    for s in st.queue:
        top = s[-1]  # id, owner, face_up...: another card of that name is another family's
        if top[ID] == name and top[FACE_UP] and top[OWNER] != owner:
            return True
    return False


@ability("heir")
def heir(st: GameState, f: Frame, move: str | None) -> None:
    """B4: gain 2 unless another revealed, uncovered card of the same name is in
    the queue (a copying Shapeshifter checks for Shapeshifters, B5)."""
    if same_name_elsewhere(st, f):
        st.no_effect(f, "same_name")
        return
    st.gain(f[PLAYER], 2, f[SOURCE][KEY_CARD])
    st.done(f)


def copyable(st: GameState, pos: int) -> bool:
    top = st.queue[pos][-1]
    return top[FACE_UP] and is_character(top[ID])


@ability("shapeshifter")
def shapeshifter(st: GameState, f: Frame, move: str | None) -> None:
    """B5: apply the ability of an adjacent face-up uncovered character, as if
    printed on the Shapeshifter, from its position, keeping its name."""
    if move is None:
        choose(st, f, [p for p in near(st, f) if copyable(st, p)])
        return
    copied = st.top(position(move))[ID]
    if copied == "shapeshifter":
        st.no_effect(f, "copies_shapeshifter")
        return
    st.frames[-1] = (copied, f[SOURCE], f[PLAYER], "start", "", None, {})


@ability("lord")
def lord(st: GameState, f: Frame, move: str | None) -> None:
    """B6: gain 1, plus 1 for each adjacent top card you own (up or down)."""
    queue, player = st.queue, f[PLAYER]
    own = 0
    for p in near(st, f):
        top = queue[p][-1]
        if controller(top) == player:  # the controller: the briber, else the owner
            own += 1
    st.gain(player, 1 + own, f[SOURCE][KEY_CARD])
    st.done(f)


@ability("assassination")
def assassination(st: GameState, f: Frame, move: str | None) -> None:
    """B7: eliminate any card in the queue, itself included; then discard it."""
    if move is None:
        choose(st, f, list(range(len(st.queue))))
        return
    st.eliminate(position(move), f)
    st.discard_card(f[SOURCE], "used")
    st.done(f)


@ability("royal_decree")
def royal_decree(st: GameState, f: Frame, move: str | None) -> None:
    """B8: move one top card (not the Decree) to any place as a new stack, never
    back to the same place; the Decree stays put meanwhile, then is discarded."""
    me = st.source_pos(f)
    if move is None:
        others = [p for p in range(len(st.queue)) if p != me]
        if not others:
            st.discard_card(f[SOURCE], "used")
            st.no_effect(f)
            return
        refused = {} if me is None else {me: "cannot_move_itself"}  # «not the Decree»
        st.ask_target(f, "target", others, refused=refused)
        return
    if move.startswith("target"):
        src = position(move)
        st.ask(f, "destination", "destination", [f"to {d}" for d in destinations(st, src)], src=src)
        return
    st.move_top(f[PLAYER], f[DATA]["src"], position(move))
    st.discard_card(f[SOURCE], "used")
    st.done(f)


def destinations(st: GameState, src: int) -> list[int]:
    """Where the top card at ``src`` may become a new stack (B8).

    Positions are those of the queue after the move. A card alone in its stack
    may go anywhere but back to ``src``; a card taken off a stack may go
    anywhere (it is a new stack either way).
    """
    if len(st.queue[src]) > 1:
        return list(range(len(st.queue) + 1))
    return [d for d in range(len(st.queue)) if d != src]


snare("ambush")  # B9, revealed by its owner (common.snare)


@register(ON_ELIMINATED, "ambush")
def _ambush_eliminated(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """B9: eliminated by an opponent's card, the owner gains 4 and the attacker
    is discarded; by its owner's own card, nothing more happens."""
    if f[PLAYER] == card[OWNER]:
        return
    st.gain(card[OWNER], 4, card[ID], "ambush")
    st.discard_card(f[SOURCE], "ambush")


@ability("conspiracy")
def conspiracy(st: GameState, f: Frame, move: str | None) -> None:
    """B10: gain the influence on it twice over (it was taken once on reveal)."""
    st.gain(f[PLAYER], f[DATA].get("revealed", 0), f[SOURCE][KEY_CARD], "conspiracy")
    st.discard_card(f[SOURCE], "used")
    st.done(f)
