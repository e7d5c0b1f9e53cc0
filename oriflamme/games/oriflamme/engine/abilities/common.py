"""What the abilities of every edition share: written once, used by all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as ev
from ..model import (
    ID,
    KEY_CARD,
    KEY_OWNER,
    OWNER,
    PLAYER,
    SOURCE,
    TOKENS,
)
from .registry import ABILITIES, ON_REVEAL

if TYPE_CHECKING:
    from ..model import Card, Frame
    from ..state import GameState


#: "target N" and "to N" -> N for the positions of any real queue (built once)
_POSITIONS = {f"{verb} {i}": i for verb in ("target", "to") for i in range(48)}


def position(move: str) -> int:
    """The position a ``target N`` / ``to N`` move names."""
    n = _POSITIONS.get(move)
    return int(move.split()[1]) if n is None else n


def near(st: GameState, f: Frame) -> list[int]:
    """The positions adjacent to the card applying ``f`` (none once it left the queue)."""
    queue = st.queue
    last = len(queue) - 1
    pos = st.cursor  # where the resolving card usually is
    key = f[SOURCE]
    if pos > last or queue[pos][-1][ID] != key[KEY_CARD] or queue[pos][-1][OWNER] != key[KEY_OWNER]:
        found = st._position_of_source(key)
        if found is None:
            return []
        pos = found
    if pos == 0:
        return [1] if last > 0 else []
    return [pos - 1, pos + 1] if pos < last else [pos - 1]


def choose(st: GameState, f: Frame, positions: list[int]) -> None:
    """Ask ``f``'s player to choose one of ``positions``; none: no effect (G4)."""
    if positions:
        st.ask_target(f, "target", positions)
    else:
        st.no_effect(f)


def eliminate_one(st: GameState, f: Frame, move: str | None, positions: list[int]) -> bool:
    """Ask for one of ``positions`` to eliminate, then eliminate it.

    Returns True once the elimination is done (or there was nothing to
    eliminate: the ability then did nothing, G4), False while waiting for the
    choice.
    """
    if move is None:
        choose(st, f, positions)
        return not positions
    st.eliminate(position(move), f)
    return True


def _snare_revealed(st: GameState, card: Card, pos: int, player: str) -> None:
    if card[TOKENS]:
        st.emit(ev.TokensReturned(card[ID], card[OWNER], pos, card[TOKENS], card[ID], True))


def _snare(st: GameState, f: Frame, move: str | None) -> None:
    st.gain(f[PLAYER], 1, f[SOURCE][KEY_CARD])
    st.discard_card(f[SOURCE], "used")
    st.done(f)


def snare(card_id: str) -> None:
    """Register the intrigues that wait to be eliminated — Ambush (B9), Trap
    (A11), Extortion (L8): revealed by its owner, the influence on it goes back
    to the supply, the owner gains 1 and the card is discarded. What happens when
    an opponent eliminates it is each card's own ``ON_ELIMINATED`` hook."""
    ON_REVEAL[card_id] = _snare_revealed
    ABILITIES[card_id] = _snare
