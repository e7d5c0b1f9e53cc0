"""Editions as objects: each edition declares its cards, its own state and its checks.

The core (``state.py``, ``actions.py``, ``scenario.py``) knows the rules every
edition shares. What one edition adds lives in its ``Edition`` subclass
(``editions/<name>.py``) and its card abilities (``abilities/<name>.py``):

* its **cards** (``characters``, ``intrigues`` and the few facts the scenario
  checks need: two options, influence face up, kept cards);
* its **own state**: the keys it adds to ``GameState.extra`` and to the state
  JSON (``state_keys``: the Ablaze Twin waiting, the bribery tokens in hand, the
  Alliance verdict pool), how a new deal starts them, how a scenario's values
  are checked and read, how they are written;
* the **card keys** it checks in a scenario (``card_keys``: ``bribed_by``,
  ``verdict``, ``inactive``);
* hooks the core calls: a card leaving the queue (a verdict or a bribery token
  goes home), the invariants a test checks.

``register_edition`` puts an edition in the catalogue (``cards.CARD_TYPES``,
``DECKS``, ``EDITIONS``). Card ids are one namespace (docs/PROTOCOL.md §1: a move names
a card by its id alone), so it refuses, with an error naming both editions, a
card id, a state key or a card key another edition already declares: an
edition never silently overwrites another's card. docs/editions.md tells how to
add one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .abilities.registry import ABILITIES, CAN_REVEAL, ON_ELIMINATED, ON_LEAVE_QUEUE, ON_REVEAL
from .cards import CARD_TYPES, DECKS, EDITIONS, CardType
from .model import CARD_FIELDS, Card

if TYPE_CHECKING:
    from .model import Key
    from .scenario import Checker
    from .state import GameState

#: The keys of a queue card every edition has (docs/PROTOCOL.md §4).
CORE_CARD_KEYS: tuple[str, ...] = ("card", "owner", "face_up", "tokens")
#: The ``Card`` fields an edition's ``card_keys`` may name (its marks on a card).
MARKS: tuple[str, ...] = CARD_FIELDS[4:]
#: Ids no card may take: the frame that asks a face-down card's owner to reveal it.
RESERVED_IDS = frozenset(["reveal"])

#: The core's keys of a scenario (``scenario.py`` reads them), besides the
#: editions' own (``STATE_KEYS``: ``twin``, ``verdicts_left``, ``bribes_left``…).
#: The last group is written by ``to_json`` and read back (derived ones are
#: recomputed); ``meta`` and ``game`` (``"oriflamme"``, the registry's pick:
#: docs/architecture.md) are our extensions (docs/protocol.md).
KEYS = frozenset(
    [
        "edition",
        "players",
        "families",
        "round",
        "first_player",
        "direction",
        "influence",
        "queue",
        "hands",
        "aside",
        "discards",
        "kept",
        "phase",
        "next",
        "moves",
        "seed",
        "pending",
        "finished",
        "winners",
        "frames",
        "resolving",
        "scores",
        "meta",
        "game",
    ]
)


@dataclass(frozen=True)
class StateKey:
    """One key an edition adds to the state (``GameState.extra`` and the state JSON).

    ``place`` orders the editions' keys in the state JSON (the files written
    before editions were objects have ``twin``, ``verdicts_left``, ``bribes_left``).
    Its value in ``extra`` is immutable (a number, a tuple, a string): copying a
    state copies ``extra`` shallowly. ``public``: every player sees it (a
    player's view, ``engine/view.py``, shows it); a key not declared public is
    hidden from the players, fail-closed.
    """

    name: str
    place: float = 100.0
    public: bool = False


class Edition:
    """One edition of the game. Subclass, fill in the class attributes, override
    the hooks it needs, then ``register_edition(MyEdition())``."""

    name: ClassVar[str] = ""
    characters: ClassVar[tuple[str, ...]] = ()
    intrigues: ClassVar[tuple[str, ...]] = ()
    #: the "A OR B" cards (two options)
    two_options: ClassVar[tuple[str, ...]] = ()
    #: cards that may carry influence face up (the Diplomat, L4)
    tokens_face_up: ClassVar[tuple[str, ...]] = ()
    #: cards kept in front of their owner (L9, L10) / kept with influence on them
    kept: ClassVar[tuple[str, ...]] = ()
    kept_tokens: ClassVar[tuple[str, ...]] = ()
    #: its keys in ``GameState.extra`` and the state JSON
    state_keys: ClassVar[tuple[StateKey, ...]] = ()
    #: the keys of a queue card (``Card`` fields) it checks in a scenario
    card_keys: ClassVar[tuple[str, ...]] = ()
    #: its rulebook says that a tie is broken by top cards only (G12)
    prints_top_card_tiebreak: ClassVar[bool] = False

    def cards(self) -> list[CardType]:
        """Its printed cards, in catalogue order (its family deck)."""

        def one(cid: str, kind: Any) -> CardType:
            return CardType(
                cid,
                self.name,
                kind,
                2 if cid in self.two_options else 1,
                tokens_face_up=cid in self.tokens_face_up,
                kept=cid in self.kept,
                kept_tokens=cid in self.kept_tokens,
            )

        return [one(c, "character") for c in self.characters] + [
            one(c, "intrigue") for c in self.intrigues
        ]

    # ------------------------------------------------------------ its state

    def new_state(self, players: tuple[str, ...], editions: dict[str, str]) -> dict[str, Any]:
        """The value of each of its ``state_keys`` at a table before the deal
        (every table has them, whoever plays this edition)."""
        return {}

    def deal(self, player: str, deck: list[str], extra: dict[str, Any]) -> None:
        """A new game: ``deck`` is ``player``'s shuffled family of this edition,
        before the cards aside and in hand are taken from it (A1: the Twin
        leaves it to wait face up)."""

    def read_state(self, table: Checker, data: dict[str, Any], extra: dict[str, Any]) -> None:
        """Check its keys of the scenario ``data`` (``ScenarioError`` naming the
        field) and put their values in ``extra``, which holds ``new_state``'s
        (or the deal's). ``table`` knows the players, their editions, the queue."""

    def write_state(self, extra: dict[str, Any]) -> dict[str, Any]:
        """Its keys of the state JSON (a tuple is written as a list)."""
        return {
            k.name: list(v) if isinstance(v := extra[k.name], tuple) else v for k in self.state_keys
        }

    def read_card(self, table: Checker, d: dict[str, Any], card: Card, field: str) -> Card:
        """Check the keys of its ``card_keys`` on the queue card ``d`` (read as
        ``card``); return the card with them."""
        return card

    def held_cards(self, extra: dict[str, Any]) -> list[Key]:
        """Cards its state holds outside the zones (the Twin waiting face up, A1)."""
        return []

    # ------------------------------------------------------------ hooks

    def card_left_queue(self, st: GameState, card: Card) -> None:
        """``card`` left the queue (eliminated, discarded, kept, swapped out)
        with a token on it (``Card.verdict``, ``Card.bribed_by``): its tokens of
        this edition go home (a verdict to the pool, L6; a bribery token to its
        owner, A9). Called only when the edition overrides it; the hot path
        skips the hooks for a card without such a token."""

    def check_invariants(self, st: GameState) -> None:
        """Assert what its state always satisfies (``oriflamme.games.oriflamme.testing``)."""


#: state key -> the edition that declares it (in the state JSON's order)
STATE_KEYS: dict[str, Edition] = {}
#: the state keys every player sees (``StateKey.public``), in the same order
PUBLIC_STATE_KEYS: list[str] = []
#: card key (a ``Card`` field in a scenario) -> the edition that checks it
CARD_KEYS: dict[str, Edition] = {}
#: the editions that write their state JSON their own way (``write_state``)
_OWN_WRITERS: list[Edition] = []
#: the editions with a state of their own (``state_keys``), and those whose deal
#: takes cards out: a new table asks only these (``new_extra``, ``read_state``, ``dealing``)
STATEFUL: list[Edition] = []
_DEALERS: dict[str, Edition] = {}


def tiebreak_basis(editions: Iterable[str]) -> str:
    """G12: ``rulebook`` when a rulebook of an edition at the table says that
    a tie is broken by top cards only (Ablaze, Alliance: a mixed table follows
    them, the base rulebook does not contradict them); ``reading`` at an
    all-base table, whose rulebook is silent on covered cards: counting top
    cards only is our reading, and the texts say so (the log, the final panel,
    the handout; docs/protocol-editions.md, «G12, mixed tables»)."""
    printed = any(EDITIONS[e].prints_top_card_tiebreak for e in editions if e in EDITIONS)
    return "rulebook" if printed else "reading"


def register_edition(edition: Edition) -> Edition:
    """Put ``edition`` in the catalogue; ``ValueError`` naming the clash if its
    name, a card id, a state key or a card key is already another edition's."""
    name = edition.name
    if not name or name in EDITIONS:
        raise ValueError(f"edition {name!r} is already registered" if name else "no name")
    ids = [c.id for c in edition.cards()]
    for cid in ids:
        if cid in RESERVED_IDS:
            raise ValueError(f"edition {name!r}: {cid!r} is reserved, not a card id")
        if cid in CARD_TYPES:
            other = CARD_TYPES[cid].edition
            raise ValueError(
                f"edition {name!r} declares card {cid!r}, already a card of edition "
                f"{other!r}: card ids are one namespace (docs/PROTOCOL.md §1), choose another id"
            )
    if len(set(ids)) != len(ids):
        raise ValueError(f"edition {name!r} declares a card twice")
    for k in edition.state_keys:
        if k.name in KEYS or k.name in STATE_KEYS:
            owner = STATE_KEYS[k.name].name if k.name in STATE_KEYS else "the core"
            raise ValueError(f"edition {name!r}: state key {k.name!r} is already {owner}'s")
    names = [k.name for k in edition.state_keys]
    if len(set(names)) != len(names):
        raise ValueError(f"edition {name!r} declares a state key twice")
    for key in edition.card_keys:
        if key in CORE_CARD_KEYS or key in CARD_KEYS:
            owner = CARD_KEYS[key].name if key in CARD_KEYS else "the core"
            raise ValueError(f"edition {name!r}: card key {key!r} is already {owner}'s")
        if key not in MARKS:
            raise ValueError(
                f"edition {name!r}: card key {key!r} is not a mark of the Card record "
                f"({', '.join(MARKS)}); keep a mark of one's own in the edition's state"
            )
    for c in edition.cards():
        CARD_TYPES[c.id] = c
    DECKS[name] = tuple(ids)
    EDITIONS[name] = edition
    for k in sorted(edition.state_keys, key=lambda k: k.place):
        STATE_KEYS[k.name] = edition
    _sort_state_keys()
    for key in edition.card_keys:
        CARD_KEYS[key] = edition
    if type(edition).card_left_queue is not Edition.card_left_queue:
        ON_LEAVE_QUEUE.append(edition.card_left_queue)
    if type(edition).write_state is not Edition.write_state:
        _OWN_WRITERS.append(edition)
    if edition.state_keys:
        STATEFUL.append(edition)
    if type(edition).deal is not Edition.deal:
        _DEALERS[name] = edition
    return edition


def _sort_state_keys() -> None:
    declared = {k.name: k for e in EDITIONS.values() for k in e.state_keys}
    items = sorted(STATE_KEYS.items(), key=lambda kv: declared[kv[0]].place)
    STATE_KEYS.clear()
    STATE_KEYS.update(items)
    PUBLIC_STATE_KEYS[:] = [k for k in STATE_KEYS if declared[k].public]


def unregister_edition(name: str) -> None:
    """Take ``name`` out of the catalogue with its cards' abilities and hooks
    (a test's edition, ``registered``)."""
    edition = EDITIONS.pop(name)
    tables: tuple[dict[str, Any], ...] = (ABILITIES, ON_REVEAL, CAN_REVEAL, ON_ELIMINATED)
    for cid in DECKS.pop(name):
        CARD_TYPES.pop(cid, None)
        for table in tables:
            table.pop(cid, None)
    for k in edition.state_keys:
        STATE_KEYS.pop(k.name, None)
    _sort_state_keys()
    for key in edition.card_keys:
        CARD_KEYS.pop(key, None)
    ON_LEAVE_QUEUE[:] = [h for h in ON_LEAVE_QUEUE if getattr(h, "__self__", None) is not edition]
    for listed in (_OWN_WRITERS, STATEFUL):
        if edition in listed:
            listed.remove(edition)
    _DEALERS.pop(name, None)


@contextmanager
def registered(edition: Edition) -> Iterator[Edition]:
    """``edition`` in the catalogue for the ``with`` block only."""
    register_edition(edition)
    try:
        yield edition
    finally:
        unregister_edition(edition.name)


def new_extra(players: tuple[str, ...], editions: dict[str, str]) -> dict[str, Any]:
    """Every registered edition's state at a new table, in the JSON's key order."""
    values: dict[str, Any] = {}
    for e in STATEFUL:
        values.update(e.new_state(players, editions))
    return {k: values[k] for k in STATE_KEYS}


def dealing(edition: str) -> Edition | None:
    """The edition whose ``deal`` takes cards out of a new family (None: the
    family is dealt as it is)."""
    return _DEALERS.get(edition)


def extra_json(extra: dict[str, Any]) -> dict[str, Any]:
    """The editions' keys of the state JSON, in their order (``extra`` is built
    in that order by ``new_extra``)."""
    if not _OWN_WRITERS:  # the usual case: a tuple is written as a list
        return {k: list(v) if type(v) is tuple else v for k, v in extra.items()}
    out: dict[str, Any] = {}
    for e in EDITIONS.values():
        out.update(e.write_state(extra))
    return {k: out[k] for k in STATE_KEYS}
