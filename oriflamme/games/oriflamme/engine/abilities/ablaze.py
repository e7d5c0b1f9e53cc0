"""Oriflamme: Ablaze — the eleven cards (rulebook «Эффекты карт»; rulings A1–A11).

Abilities speak of generic notions only — the source card's position, the
player who controls the ability (``f[PLAYER]``), names, kinds — so that a
Shapeshifter copying a Queen, or a Combination applying a Shapeshifter, needs
no code of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as ev
from ..cards import is_character
from ..model import (
    ABILITY,
    BRIBED_BY,
    DATA,
    DECISION,
    FACE_UP,
    ID,
    KEY_CARD,
    KEY_OWNER,
    MOVES,
    OWNER,
    PLAYER,
    SOURCE,
    STEP,
    Card,
    Frame,
    card_key,
    controller,
    new_card,
    new_frame,
    replace_card,
)
from .common import choose, eliminate_one, near, position, snare
from .registry import ON_ELIMINATED, ON_REVEAL, ability, register

if TYPE_CHECKING:
    from ..state import GameState


def _gain(st: GameState, f: Frame, amount: int) -> None:
    """The simple characters: gain ``amount``, done."""
    st.gain(f[PLAYER], amount, f[SOURCE][KEY_CARD])
    st.done(f)


# ------------------------------------------------------------ Prince and Twin


def twin_choices(st: GameState, player: str) -> tuple[list[str], dict[str, str]]:
    """A2: the Twin's legal placements, and the ones refused because a Prince
    lies there (``twin_on_prince``); the rest follow the placement rules (G2)."""
    moves, refused = [], {}
    for m in st.placement_moves(player, ("twin",)):
        if m.startswith("play twin on") and st.top(int(m.split()[-1]))[ID] == "prince":
            refused[m] = "twin_on_prince"
        else:
            moves.append(m)
    return moves, refused


@ability("prince")
def prince(st: GameState, f: Frame, move: str | None) -> None:
    """A2: gain 1; revealed from face down by its owner this very resolution,
    the owner then puts the waiting Twin into the queue, face down."""
    if move is None:
        st.gain(f[PLAYER], 1, f[SOURCE][KEY_CARD])
        owner = f[SOURCE][KEY_OWNER]
        if "revealed" in f[DATA] and f[PLAYER] == owner and owner in st.extra["twin"]:
            moves, refused = twin_choices(st, owner)
            st.ask(f, "twin", "place_twin", moves, refused=refused)
            return
        st.done(f)
        return
    _, card, where, *n = move.split()
    st.extra["twin"] = tuple(p for p in st.extra["twin"] if p != f[PLAYER])
    st.place(f[PLAYER], new_card(card, f[PLAYER]), where, int(n[0]) if n else None, "twin")
    st.done(f)


@ability("twin")
def twin(st: GameState, f: Frame, move: str | None) -> None:
    """A3: gain 1."""
    _gain(st, f, 1)


def _discard_linked(st: GameState, player: str, name: str, reason: str) -> None:
    """A2, A3: discard every uncovered ``name`` card ``player`` controls (G7)."""
    while True:
        pos = next(
            (
                i
                for i, s in enumerate(st.queue)
                if s[-1][ID] == name and controller(s[-1]) == player
            ),
            None,
        )
        if pos is None:
            return
        st.discard_at(pos, reason)


@register(ON_ELIMINATED, "prince")
def _prince_eliminated(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """A2: a Prince eliminated takes every uncovered Twin of its controller along
    — in the queue, or still waiting in front of that player (revised 2026-11-23:
    «сбрось близнеца этой семьи, если он не прикрыт»)."""
    player = controller(card)
    _discard_linked(st, player, "twin", "prince")
    if player in st.extra["twin"]:
        st.extra["twin"] = tuple(p for p in st.extra["twin"] if p != player)
        st.discards[player] = (*st.discards[player], "twin")
        st.emit(ev.CardDiscarded("twin", player, None, "prince"))


@register(ON_ELIMINATED, "twin")
def _twin_eliminated(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """A3: a Twin eliminated takes every uncovered Prince of its controller along."""
    _discard_linked(st, controller(card), "prince", "twin")


# ------------------------------------------------------------ characters


@ability("schemer")
def schemer(st: GameState, f: Frame, move: str | None) -> None:
    """A4: next to a stack of 2 or more cards, discard the Schemer; else gain 1."""
    if any(len(st.queue[p]) > 1 for p in near(st, f)):
        st.discard_card(f[SOURCE], "schemer")
        st.done(f)
        return
    _gain(st, f, 1)


@ability("queen")
def queen(st: GameState, f: Frame, move: str | None) -> None:
    """A5: gain 2."""
    _gain(st, f, 2)


@register(ON_ELIMINATED, "queen")
def _queen_eliminated(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """A5: whoever eliminates another player's Queen gains 1 more."""
    if f[PLAYER] != controller(card):
        st.gain(f[PLAYER], 1, card[ID], "queen")


@ability("cutthroat")
def cutthroat(st: GameState, f: Frame, move: str | None) -> None:
    """A5: eliminate an adjacent card, then every face-up uncovered card of the
    other players with its name; gain 1 per card, nothing if only one fell."""
    if move is None:
        choose(st, f, near(st, f))
        return
    name = st.eliminate(position(move), f, reward=False)[ID]
    count = 1
    while True:
        pos = next(
            (
                i
                for i, s in enumerate(st.queue)
                if s[-1][FACE_UP] and s[-1][ID] == name and controller(s[-1]) != f[PLAYER]
            ),
            None,
        )
        if pos is None:
            break
        st.eliminate(pos, f, reward=False)
        count += 1
    if count > 1:
        st.gain(f[PLAYER], count, f[SOURCE][KEY_CARD], "elimination")
    st.done(f)


@ability("apothecary")
def apothecary(st: GameState, f: Frame, move: str | None) -> None:
    """A6: eliminate a top card adjacent to a top card you own other than the
    Apothecary (the Apothecary itself may fall)."""
    me = st.source_pos(f)
    targets = [
        p
        for p in range(len(st.queue))
        if any(q != me and st.controller_at(q) == f[PLAYER] for q in st.adjacent(p))
    ]
    if eliminate_one(st, f, move, targets) and move is not None:
        st.done(f)


@ability("felon")
def felon(st: GameState, f: Frame, move: str | None) -> None:
    """A7: every player, the owner included, loses 1 per own card adjacent to it."""
    owners = [st.controller_at(p) for p in near(st, f)]
    if not owners:
        st.no_effect(f)
        return
    for p in st.players:
        if owners.count(p):
            st.lose(p, owners.count(p), f[SOURCE][KEY_CARD])
    st.done(f)


# ------------------------------------------------------------ intrigues


@ability("substitution")
def substitution(st: GameState, f: Frame, move: str | None) -> None:
    """A8: eliminate an adjacent card; if it was another player's character alone
    in its stack, put your own copy of it in its place, face up, from your
    discard or aside cards. Then discard the Substitution."""
    if move is None:
        if targets := near(st, f):
            st.ask_target(f, "target", targets)
        else:
            _finish(st, f, no_target=True)
        return
    if move.startswith("target"):
        pos = position(move)
        me = st.source_pos(f)
        alone = len(st.queue[pos]) == 1
        card = st.eliminate(pos, f)
        name = card[ID]
        wheres = [
            w
            for w, zone in (("discard", st.discards), ("aside", st.aside))
            if name in zone[f[PLAYER]]
        ]
        if not (alone and is_character(name) and controller(card) != f[PLAYER] and wheres):
            _finish(st, f)
            return
        side = 0 if me is not None and pos < me else 1  # the gap: before or after me
        if len(wheres) == 2:
            st.ask(f, "source", "source", [f"from {w}" for w in wheres], card=name, side=side)
            return
        _substitute(st, f, name, wheres[0], side)
        return
    _substitute(st, f, f[DATA]["card"], move.split()[1], f[DATA]["side"])


def _substitute(st: GameState, f: Frame, name: str, where: str, side: int) -> None:
    """A8: the replacing character comes face up into the gap next to the source."""
    me = st.source_pos(f)
    if me is not None:
        zone = st.discards if where == "discard" else st.aside
        cards = list(zone[f[PLAYER]])
        cards.remove(name)
        zone[f[PLAYER]] = tuple(cards)
        pos = me + side
        st.insert_stack(pos, new_card(name, f[PLAYER], face_up=True))
        st.emit(ev.CardPlaced(f[PLAYER], name, f[PLAYER], pos, False, True, "substitution"))
    _finish(st, f)


def _finish(st: GameState, f: Frame, no_target: bool = False) -> None:
    """An intrigue is over: discard it (and say so when it did nothing, G4)."""
    st.discard_card(f[SOURCE], "used")
    if no_target:
        st.no_effect(f)
    else:
        st.done(f)


@ability("bribery")
def bribery(st: GameState, f: Frame, move: str | None) -> None:
    """A9: put your bribery token on another player's face-up character alone in
    its stack: you control it; a token already there goes back. Discard it.
    A9a: a printed card of yours that another player bribed is a target too:
    your token goes on it and theirs goes back."""
    if move is None:
        targets = [
            i
            for i, s in enumerate(st.queue)
            if len(s) == 1
            and s[-1][FACE_UP]
            and is_character(s[-1][ID])
            and controller(s[-1]) != f[PLAYER]
        ]
        if f[PLAYER] not in st.extra["bribes_left"]:
            st.discard_card(f[SOURCE], "used")
            st.no_effect(f, "no_bribery_token")
        elif not targets:
            _finish(st, f, no_target=True)
        else:
            st.ask_target(f, "target", targets)
        return
    pos = position(move)
    card = st.top(pos)
    previous = card[BRIBED_BY]
    if previous:
        st.extra["bribes_left"] = (*st.extra["bribes_left"], previous)
    left = list(st.extra["bribes_left"])
    # A9a: bribing back one's own card puts one's own token on it too (the card:
    # «Положи жетон подкупа своей семьи»); it goes home when the card leaves
    left.remove(f[PLAYER])
    st.set_top(pos, replace_card(card, bribed_by=f[PLAYER]))
    st.extra["bribes_left"] = tuple(left)
    st.emit(ev.CardBribed(f[PLAYER], card[ID], card[OWNER], pos, previous))
    _finish(st, f)


def _own_characters(st: GameState, player: str) -> list[int]:
    """A10: positions of the face-up top characters ``player`` controls."""
    return [
        i
        for i, s in enumerate(st.queue)
        if s[-1][FACE_UP] and controller(s[-1]) == player and is_character(s[-1][ID])
    ]


@ability("combination")
def combination(st: GameState, f: Frame, move: str | None) -> None:
    """A10 (revised 2026-11-23): discard the Combination first — the queue closes
    the gap, the influence that lay on it stays available — then apply the
    ability of a face-up character you control, as that character from its
    position (it is the acting card); then, token by token, ``take`` the
    influence or spend it to ``repeat`` (any such character again).

    The tokens were not taken on reveal (``_combination_revealed``); the frame
    counts them in ``data["left"]``.
    """
    data = f[DATA]
    left: int = data["left"] if "left" in data else data.get("revealed", 0)
    if move is None:
        if f[STEP] == "start":
            st.discard_card(f[SOURCE], "used")  # «Сбрось эту карту.» comes first
        chars = _own_characters(st, f[PLAYER])
        if not chars:  # no face-up character: the tokens are simply taken
            # the log says why first (no character to apply), then the taking
            if f[STEP] == "start":
                st.no_effect(f)
            else:
                st.done(f)
            st.gain(f[PLAYER], left, f[SOURCE][KEY_CARD], "tokens")
        elif f[STEP] == "start":
            st.ask_target(f, "apply", chars, left=left)
        elif left:
            st.ask(f, "token", "combination", ["take", "repeat"], left=left)
        else:
            st.done(f)
        return
    if move == "take":
        st.gain(f[PLAYER], 1, f[SOURCE][KEY_CARD], "tokens")
        st.frames[-1] = (
            f[ABILITY],
            f[SOURCE],
            f[PLAYER],
            "after",
            f[DECISION],
            f[MOVES],
            {**f[DATA], "left": left - 1},
        )
        return
    if move == "repeat":
        st.emit(
            ev.TokensReturned(f[SOURCE][KEY_CARD], f[SOURCE][KEY_OWNER], -1, 1, "combination", True)
        )
        st.ask_target(f, "apply", _own_characters(st, f[PLAYER]), left=left - 1)
        return
    char = st.top(position(move))
    st.frames[-1] = (f[ABILITY], f[SOURCE], f[PLAYER], "after", f[DECISION], f[MOVES], f[DATA])
    st.frames.append(new_frame(char[ID], card_key(char), f[PLAYER]))


@register(ON_REVEAL, "combination")
def _combination_revealed(st: GameState, card: Card, pos: int, player: str) -> None:
    """A10: the influence on a Combination is not taken on reveal: it is spent
    or taken token by token."""


snare("trap")  # A11, revealed by its owner (common.snare)


@register(ON_ELIMINATED, "trap")
def _trap_eliminated(st: GameState, card: Card, pos: int, f: Frame) -> None:
    """A11: eliminated by another player's card, the owner takes 3 from the
    eliminator's supply (after its +1, G9) and the attacking card is discarded."""
    if f[PLAYER] == card[OWNER]:
        return
    st.steal(card[OWNER], f[PLAYER], 3, card[ID], "trap")
    st.discard_card(f[SOURCE], "trap")
