"""Oriflamme: Alliance — the ten cards (rulebook «Властивості»; rulings L1–L11).

Like every edition's module, abilities speak only of the source card's
position, the controlling player (``f[PLAYER]``), names and kinds, so a
copied or combined ability needs no code of its own. Kept cards (Infiltration,
Pact) live in ``state.kept``, out of the queue and out of reach (L11).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import events as ev
from ..cards import is_character
from ..model import (
    BRIBED_BY,
    DATA,
    FACE_UP,
    ID,
    KEY_CARD,
    KEY_OWNER,
    OWNER,
    PLAYER,
    SOURCE,
    STEP,
    TOKENS,
    VERDICT,
    Card,
    Frame,
    card_key,
    controller,
    new_card,
    replace_card,
)
from .common import near, position, snare
from .registry import (
    AFTER_ANY_ELIMINATION,
    CAN_REVEAL,
    ON_ELIMINATED,
    ON_REVEAL,
    ON_ROUND_START,
    ability,
    register,
)

if TYPE_CHECKING:
    from ..state import GameState


def _tops(st: GameState, keep: Callable[[Card], object]) -> list[int]:
    """Positions whose top card satisfies ``keep(card)``."""
    return [i for i, s in enumerate(st.queue) if keep(s[-1])]


# ------------------------------------------------------------ characters


@ability("empress")
def empress(st: GameState, f: Frame, move: str | None) -> None:
    """L1: gain 2, then put 1 from the supply on an opponent's face-down top card."""
    if move is None:
        st.gain(f[PLAYER], 2, f[SOURCE][KEY_CARD])
        targets = _tops(st, lambda c: not c[FACE_UP] and controller(c) != f[PLAYER])
        if targets:
            st.ask_target(f, "target", targets)
        else:
            st.done(f)
        return
    st.put_tokens(position(move), 1, "empress", f[PLAYER])
    st.done(f)


@ability("fanatic")
def fanatic(st: GameState, f: Frame, move: str | None) -> None:
    """L2: gain 1, and 1 more if no other card of yours is face up and uncovered."""
    others = _tops(
        st, lambda c: c[FACE_UP] and controller(c) == f[PLAYER] and card_key(c) != f[SOURCE]
    )
    st.gain(f[PLAYER], 1 if others else 2, f[SOURCE][KEY_CARD])
    st.done(f)


@ability("informant")
def informant(st: GameState, f: Frame, move: str | None) -> None:
    """L3: option 1, gain the influence on the adjacent face-down opponents'
    cards; option 2, swap this card with one from hand (inactive until next
    round), the Informant going back to hand."""
    pos = st.source_pos(f)
    if move is None:
        # G17: only the options that can do something are offered
        options = ["option 1"] if _informant_gain(st, f, pos) else []
        if pos is not None and f[SOURCE][KEY_OWNER] == f[PLAYER] and st.hands[f[PLAYER]]:
            options.append("option 2")  # only one's own card can go back to one's hand
        if options:
            st.ask(f, "option", "option", options)
        else:
            st.no_effect(f, "no_option")
        return
    if move == "option 1":
        total = _informant_gain(st, f, pos)
        if total:
            st.gain(f[PLAYER], total, f[SOURCE][KEY_CARD])
            st.done(f)
        else:  # a scenario may still offer it
            st.no_effect(f, "nothing_to_gain")
        return
    if move == "option 2":
        st.ask(f, "swap", "swap", [f"swap {c}" for c in sorted(set(st.hands[f[PLAYER]]))])
        return
    assert pos is not None
    card = move.split()[1]
    out = st.top(pos)
    hand = list(st.hands[f[PLAYER]])
    hand.remove(card)
    hand.append(out[ID])
    st.hands[f[PLAYER]] = tuple(sorted(hand))
    st.set_top(pos, new_card(card, f[PLAYER], inactive=True))
    st._tokens_home(out)
    st.emit(ev.CardSwapped(f[PLAYER], card, f[PLAYER], pos, out[ID]))
    st.done(f)


def _informant_gain(st: GameState, f: Frame, pos: int | None) -> int:
    """L3 option 1: the influence on the face-down opponents' cards adjacent to
    the card applying ``f``."""
    near = [st.top(p) for p in (st.adjacent(pos) if pos is not None else [])]
    return sum(c[TOKENS] for c in near if not c[FACE_UP] and controller(c) != f[PLAYER])


@ability("diplomat")
def diplomat(st: GameState, f: Frame, move: str | None) -> None:
    """L4: option 1, gain 1 and put 2 on another face-up uncovered Diplomat;
    option 2, take all the influence on this card, then discard it."""
    if move is None:
        st.ask(f, "option", "option", ["option 1", "option 2"])
        return
    if move == "option 1":
        st.gain(f[PLAYER], 1, f[SOURCE][KEY_CARD])
        others = _tops(
            st, lambda c: c[FACE_UP] and c[ID] == "diplomat" and card_key(c) != f[SOURCE]
        )
        if others:
            st.ask_target(f, "target", others)
        else:
            st.done(f)
        return
    if move == "option 2":
        pos = st.source_pos(f)
        if pos is not None:
            card = st.top(pos)
            st.set_top(pos, replace_card(card, tokens=0))
            st.gain(f[PLAYER], card[TOKENS], f[SOURCE][KEY_CARD], "tokens")
            st.discard_at(pos, "diplomat")
        st.done(f)
        return
    st.put_tokens(position(move), 2, "diplomat", f[PLAYER])
    st.done(f)


@ability("deserter")
def deserter(st: GameState, f: Frame, move: str | None) -> None:
    """L5: eliminate an adjacent card (a character: gain 1 more); then discard
    the Deserter unless a face-up character is adjacent to it."""
    if move is None:
        if targets := near(st, f):
            st.ask_target(f, "target", targets)
            return
    else:
        card = st.eliminate(position(move), f)
        if is_character(card[ID]):
            st.gain(f[PLAYER], 1, f[SOURCE][KEY_CARD], "deserter")
    pos = st.source_pos(f)
    if pos is not None and not any(
        st.top(p)[FACE_UP] and is_character(st.top(p)[ID]) for p in st.adjacent(pos)
    ):
        st.discard_at(pos, "deserter")
    if move is None:
        st.no_effect(f)
    else:
        st.done(f)


@ability("judge")
def judge(st: GameState, f: Frame, move: str | None) -> None:
    """L6: option 1, gain 1 and put a verdict on a top card (one per card, 5 in
    all); option 2, eliminate a card that carries a verdict."""
    condemned = _tops(st, lambda c: c[VERDICT])
    if move is None:
        st.ask(f, "option", "option", ["option 1", "option 2"] if condemned else ["option 1"])
        return
    if move == "option 1":
        st.gain(f[PLAYER], 1, f[SOURCE][KEY_CARD])
        free = _tops(st, lambda c: not c[VERDICT]) if st.extra["verdicts_left"] else []
        if free:
            st.ask_target(f, "verdict", free)
        else:
            st.done(f)
        return
    if move == "option 2":
        st.ask_target(f, "condemn", condemned)
        return
    pos = position(move)
    if f[STEP] == "condemn":
        st.eliminate(pos, f)
    else:
        card = st.top(pos)
        st.set_top(pos, replace_card(card, verdict=True))
        st.extra["verdicts_left"] -= 1
        st.emit(
            ev.VerdictPlaced(
                f[PLAYER], card[ID], card[OWNER], pos, card[FACE_UP], card[BRIBED_BY] or None
            )
        )
    st.done(f)


# ------------------------------------------------------------ intrigues


@register(CAN_REVEAL, "insurrection")
def _insurrection_can_reveal(card: Card) -> bool:
    """L7: it can be revealed only with at least 1 influence on it."""
    return card[TOKENS] >= 1


@register(ON_REVEAL, "insurrection")
def _insurrection_revealed(st: GameState, card: Card, pos: int, player: str) -> None:
    """L7: 1 goes back to the supply; the owner takes the rest."""
    st.emit(ev.TokensReturned(card[ID], card[OWNER], pos, 1, "insurrection", True))
    st.gain(player, card[TOKENS] - 1, card[ID], "tokens")


@ability("insurrection")
def insurrection(st: GameState, f: Frame, move: str | None) -> None:
    """L7: eliminate the card before it, then the card after it; then turn face
    down again, empty, and stay."""
    pos = st.source_pos(f)
    if pos is not None and pos > 0:
        st.eliminate(pos - 1, f)
    pos = st.source_pos(f)
    if pos is not None and pos + 1 < len(st.queue):
        st.eliminate(pos + 1, f)
    pos = st.source_pos(f)
    if pos is not None:
        st.set_top(pos, replace_card(st.top(pos), face_up=False, tokens=0))
        st.emit(ev.CardTurnedDown(f[SOURCE][KEY_CARD], f[SOURCE][KEY_OWNER], pos))
    st.done(f)


snare("extortion")  # L8, revealed by its owner (common.snare)


@register(ON_ELIMINATED, "extortion")
def _extortion_eliminated(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """L8: eliminated by an opponent's card, the owner gains 2 per top card of
    that opponent (counted now), who loses 1 from each face-down top card with
    influence on it."""
    if f[PLAYER] == card[OWNER]:
        return
    st.gain(card[OWNER], 2 * st.top_cards(f[PLAYER]), card[ID], "extortion")
    for i in _tops(st, lambda c: not c[FACE_UP] and c[TOKENS] and controller(c) == f[PLAYER]):
        c = st.top(i)
        st.set_top(i, replace_card(c, tokens=c[TOKENS] - 1))
        st.emit(ev.TokensReturned(c[ID], c[OWNER], i, 1, "extortion", False))


@ability("infiltration")
def infiltration(st: GameState, f: Frame, move: str | None) -> None:
    """L9: put 1 on each of your face-down top cards, then keep this card."""
    for i in _tops(st, lambda c: not c[FACE_UP] and controller(c) == f[PLAYER]):
        st.put_tokens(i, 1, "infiltration", f[PLAYER])
    pos = st.source_pos(f)
    if pos is not None:
        st.keep(pos)
    st.done(f)


@AFTER_ANY_ELIMINATION.append
def _infiltration_bonus(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """L9: a kept Infiltration gives 2 more whenever its owner eliminates a
    face-down card."""
    kept = st.kept.get(f[PLAYER])  # usually none: no generator to build
    if kept and not card[FACE_UP] and any(c == "infiltration" for c, _ in kept):
        st.gain(f[PLAYER], 2, "infiltration", "infiltration")


@register(ON_REVEAL, "pact")
def _pact_revealed(st: GameState, card: Card, pos: int, player: str) -> None:
    """L10: the influence on the Pact is not taken; it stays on the kept card."""


@ability("pact")
def pact(st: GameState, f: Frame, move: str | None) -> None:
    """L10: keep this card with the influence that lay on it."""
    pos = st.source_pos(f)
    if pos is not None:
        st.keep(pos, f[DATA].get("revealed", 0))
    st.done(f)


@ON_ROUND_START.append
def _pact_pays(st: GameState) -> None:
    """L10: at the start of each later round, a player with a kept Pact and at
    least one card in the queue gains what lies on the Pact."""
    kept = st.kept
    if not kept:  # the usual case: nothing kept at all
        return
    for p in st.players:
        for cid, tokens in kept.get(p, ()):
            if cid == "pact" and tokens and any(controller(c) == p for s in st.queue for c in s):
                st.gain(p, tokens, "pact", "pact")
