"""What one player may know of a game: ``state.view(player)``, built fail-closed.

A view is the state JSON (docs/PROTOCOL.md §5) as ``player`` may see it. It is built
from allowlists, never by copying the state and hiding what is known to be
secret: a field, a card marker, a decision kind or a frame's datum that is not
listed here as public does not reach the view (a new one stays hidden until it
is classified). What is public:

* the table: players, editions, round, first player, direction, phase, whose
  turn, influence, discards (face up), kept cards, the Twins waiting in front of
  their owners, the verdict and bribery tokens, scores, the end of the game;
* every card in the queue as a place: its owner, face up or down, the influence
  and the markers on it; its *name* only when it is face up or ``player`` owns it;
* how many cards each other player holds in hand and set aside (a list of
  ``None``), and ``player``'s own cards;
* the pending decision's player and kind; its moves when ``player`` decides, or
  when the decision's moves are public (``PUBLIC_DECISIONS``: they are worked out
  from the table alone); a placement's, a swap's, a reveal's (a lone ``bank``
  would name an Insurrection, L7) or a substitution's source (``from aside``)
  moves are hidden;
* the abilities in progress (``frames``), with the card a face-down card's
  reveal decision is about hidden like the card itself, so that a view with its
  hidden cards dealt again loads back (``oriflamme.bots.hidden``).

``view(None)`` is the teacher's view: everything. A view is a ``PlayerView``, a
``dict`` that knows whose view it is (``viewer``); bots take nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .edition import PUBLIC_STATE_KEYS
from .model import FACE_UP, ID, OWNER

if TYPE_CHECKING:
    from .state import GameState

#: Top-level fields of the state JSON that every player sees as they are; the
#: editions' public state keys (``edition.PUBLIC_STATE_KEYS``: the Twins waiting,
#: the verdict and bribery tokens) come after ``kept``.
PUBLIC_FIELDS: tuple[str, ...] = (
    "edition",
    "players",
    "families",
    "round",
    "first_player",
    "direction",
    "phase",
    "next",
    "influence",
    "discards",
    "kept",
    "finished",
    "winners",
    "scores",
)
#: A queue card's fields every player sees (its name: only face up, or one's own).
PUBLIC_CARD_FIELDS: tuple[str, ...] = (
    "owner",
    "face_up",
    "tokens",
    "verdict",
    "bribed_by",
    "inactive",
)
#: Decisions whose legal moves follow from the table alone: shown to everyone.
PUBLIC_DECISIONS = frozenset({"target", "destination", "option", "combination", "place_twin"})
#: A frame's data that is public (what was revealed, the card a Substitution
#: eliminated, the gap beside it, the Decree's chosen card, the tokens left,
#: the moves the ability refused and why).
PUBLIC_FRAME_DATA = frozenset({"revealed", "card", "side", "src", "left", "refused"})


class PlayerView(dict[str, Any]):
    """The state JSON as ``viewer`` may see it (``None``: the teacher, everything)."""

    viewer: str | None

    def __init__(self, data: dict[str, Any], viewer: str | None) -> None:
        super().__init__(data)
        self.viewer = viewer

    @property
    def moves(self) -> list[str]:
        """The legal moves of the pending decision, as the viewer sees them."""
        pending = self.get("pending")
        return list(pending["moves"]) if pending else []


def player_view(state: GameState, viewer: str | None) -> PlayerView:
    """What ``viewer`` may know of ``state`` (see the module doc)."""
    full = state.to_json()
    if viewer is None:
        return PlayerView(full, None)
    out: dict[str, Any] = {}
    for k in PUBLIC_FIELDS:
        if k in full:
            out[k] = full[k]
        if k == "kept":
            out.update((s, full[s]) for s in PUBLIC_STATE_KEYS)
    out["queue"] = [[_card(c, viewer) for c in stack] for stack in full["queue"]]
    for zone in ("hands", "aside"):
        out[zone] = {
            p: list(cards) if p == viewer else [None] * len(cards)
            for p, cards in full[zone].items()
        }
    hidden = _hidden_keys(state, viewer)
    res = full["resolving"]
    out["resolving"] = None if res is None else _key(res, hidden)
    pending = full["pending"]
    out["pending"] = None if pending is None else _decision(pending, viewer)
    out["frames"] = [_frame(f, viewer, hidden) for f in full["frames"]]
    return PlayerView(out, viewer)


def _card(card: dict[str, Any], viewer: str) -> dict[str, Any]:
    known = card.get("face_up") is True or card.get("owner") == viewer
    out = {"card": card["card"] if known else None}
    out.update((k, card[k]) for k in PUBLIC_CARD_FIELDS if k in card)
    return out


def _hidden_keys(state: GameState, viewer: str) -> set[tuple[str, str]]:
    """The (owner, card) of every card in the queue ``viewer`` cannot see."""
    return {
        (c[OWNER], c[ID])
        for stack in state.queue
        for c in stack
        if not c[FACE_UP] and c[OWNER] != viewer
    }


def _key(key: list[str], hidden: set[tuple[str, str]]) -> list[str | None]:
    owner, cid = key
    return [owner, None if (owner, cid) in hidden else cid]


def _decision(pending: dict[str, Any], viewer: str) -> dict[str, Any]:
    shown = pending["player"] == viewer or pending["decision"] in PUBLIC_DECISIONS
    return {
        "player": pending["player"],
        "decision": pending["decision"],
        "moves": list(pending["moves"]) if shown else [],
    }


def _frame(frame: dict[str, Any], viewer: str, hidden: set[tuple[str, str]]) -> dict[str, Any]:
    shown = frame["player"] == viewer or frame["decision"] in PUBLIC_DECISIONS
    moves = frame["moves"]
    source = _key(frame["source"], hidden)
    ability = frame["ability"]
    if source[1] is None and ability != "reveal":  # an ability of a card now hidden
        ability = None
    return {
        "ability": ability,
        "source": source,
        "player": frame["player"],
        "step": frame["step"],
        "decision": frame["decision"],
        "moves": None if moves is None else (list(moves) if shown else []),
        "data": {
            k: v
            for k, v in frame["data"].items()
            if k in PUBLIC_FRAME_DATA and (shown or k != "refused")  # refusals name moves
        },
    }
