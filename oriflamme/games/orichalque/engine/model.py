"""Orichalque's state as typed records: what lies where, named.

``State`` is a game position (the scenario file's keys, docs/protocol-orichalque.md),
made of an ``Island`` and a ``PlayerSupply`` per player, the ``Titan`` cards,
the action board's ``Offer`` cards, the building board's ``Slot`` s and the
turn's pending parts (``Act``, ``Release``, ``Minotaur``). ``to_json`` gives the
position's JSON key for key and in the same order as the plain dict the engine
kept before (issue 25: the fingerprint is byte-identical); ``from_json`` reads
a checked dict back (``scenario.build_state`` checks it first).

Copies are cheap: what never changes in place is immutable and shared (the
zones of a tile laid, a covered zone's terrain and tile, a temple's zones, the
players), and ``copy`` copies only the containers a move changes — no walk
over every value as a deep copy does. The engine changes a record in place or
replaces it, never a tuple.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: a die's face: a number or ``"skull"``
Face = int | str
#: a covered zone: its terrain and the tile (or ``"metropolis"``) covering it
Cover = tuple[str, str]
#: a tile laid: its id and the zones it covers, in its terrains' order
Laid = tuple[str, tuple[str, ...]]


@dataclass(slots=True)
class Island:
    """A player's island board: what covers each zone and what stands on it."""

    board: str
    side: str
    #: the metropolis's two zones (the port first), None before the first turn
    metropolis: tuple[str, ...] | None
    tiles: list[Laid]
    #: zone → building id
    buildings: dict[str, str]
    #: each temple's 4 zones
    temples: list[tuple[str, ...]]
    #: zone → creature id (on a volcano)
    creatures: dict[str, str]
    #: zone → hoplites waiting by the creature after a lost fight
    waiting: dict[str, int]
    #: zone → (terrain, tile); the metropolis's zones: ("metropolis", "metropolis")
    covered: dict[str, Cover]

    def copy(self) -> Island:
        return Island(
            self.board,
            self.side,
            self.metropolis,
            self.tiles.copy(),
            self.buildings.copy(),
            self.temples.copy(),
            self.creatures.copy(),
            self.waiting.copy(),
            self.covered.copy(),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.board,
            "side": self.side,
            "metropolis": None if self.metropolis is None else list(self.metropolis),
            "tiles": [[t, list(z)] for t, z in self.tiles],
            "buildings": dict(self.buildings),
            "temples": [list(t) for t in self.temples],
            "creatures": dict(self.creatures),
            "waiting": dict(self.waiting),
            "covered": {z: list(c) for z, c in self.covered.items()},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Island:
        m = d["metropolis"]
        return cls(
            d["board"],
            d["side"],
            None if m is None else tuple(m),
            [(t, tuple(z)) for t, z in d["tiles"]],
            dict(d["buildings"]),
            [tuple(t) for t in d["temples"]],
            dict(d["creatures"]),
            dict(d["waiting"]),
            {z: (c[0], c[1]) for z, c in d["covered"].items()},
        )


@dataclass(slots=True)
class PlayerSupply:
    """What a player holds beside the island: resources, captured creatures,
    temples and medallions (points), hoplites in the hospital, titans."""

    hoplites: int
    orichalcum: int
    captured: list[str]
    temples: int
    medallions: int
    hospital: int
    titans: list[str]

    def count(self, kind: str) -> int:
        """The resource ``kind`` held (``hoplites`` or ``orichalcum``)."""
        if kind == "hoplites":
            return self.hoplites
        if kind == "orichalcum":
            return self.orichalcum
        raise KeyError(kind)

    def add(self, kind: str, n: int) -> None:
        """``n`` more (less, if negative) of the resource ``kind``."""
        if kind == "hoplites":
            self.hoplites += n
        elif kind == "orichalcum":
            self.orichalcum += n
        else:
            raise KeyError(kind)

    def copy(self) -> PlayerSupply:
        return PlayerSupply(
            self.hoplites,
            self.orichalcum,
            self.captured.copy(),
            self.temples,
            self.medallions,
            self.hospital,
            self.titans.copy(),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "hoplites": self.hoplites,
            "orichalcum": self.orichalcum,
            "captured": list(self.captured),
            "temples": self.temples,
            "medallions": self.medallions,
            "hospital": self.hospital,
            "titans": list(self.titans),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> PlayerSupply:
        return cls(
            d["hoplites"],
            d["orichalcum"],
            list(d["captured"]),
            d["temples"],
            d["medallions"],
            d["hospital"],
            list(d["titans"]),
        )


@dataclass(slots=True)
class Titan:
    """A titan card: who holds it (None: the middle), which side is up."""

    holder: str | None = None
    active: bool = True

    def to_json(self) -> dict[str, Any]:
        return {"holder": self.holder, "active": self.active}


@dataclass(slots=True)
class Offer:
    """An action card with its tile and the creatures on the tile's volcanoes:
    on the action board, or in the hand once taken."""

    card: str
    tile: str | None
    creatures: list[str]

    def copy(self) -> Offer:
        return Offer(self.card, self.tile, self.creatures.copy())

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "tile": self.tile, "creatures": list(self.creatures)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Offer:
        return cls(d["card"], d.get("tile"), list(d.get("creatures", [])))


@dataclass(slots=True)
class Slot:
    """A slot of the building board: its building (None: empty) and the
    resource lying on a mine or a camp (0 or 1)."""

    building: str | None = None
    resource: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"building": self.building, "resource": self.resource}


@dataclass(slots=True)
class Act:
    """The action under way (phase 3, or an extra action's): which, whether
    paid as an extra, started, its blessing used, builds made."""

    action: str
    extra: bool = False
    started: bool = False
    blessed: bool = False
    builds: int = 0

    def copy(self) -> Act:
        return Act(self.action, self.extra, self.started, self.blessed, self.builds)

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "extra": self.extra,
            "started": self.started,
            "blessed": self.blessed,
            "builds": self.builds,
        }


@dataclass(slots=True)
class Release:
    """O3: titans to give back: among ``choices``, ``count`` of them, then the
    turn resumes at ``resume``."""

    choices: list[str]
    count: int
    resume: str

    def copy(self) -> Release:
        return Release(self.choices.copy(), self.count, self.resume)

    def to_json(self) -> dict[str, Any]:
        return {"choices": list(self.choices), "count": self.count, "resume": self.resume}


@dataclass(slots=True)
class Minotaur:
    """A Minotaur's building waiting for its zone; then the turn resumes at ``resume``."""

    building: str
    resume: str = "action"

    def to_json(self) -> dict[str, Any]:
        return {"building": self.building, "resume": self.resume}


@dataclass(slots=True)
class State:
    """A position of Orichalque: every component's place, the turn, and what
    the randomness is drawn from (``seed``, ``draws``, fixed ``dice`` and
    ``next_draws``)."""

    game: str
    players: tuple[str, ...]
    seed: int
    draws: int
    round: int
    first_player: str
    turn: str
    step: str
    islands: dict[str, Island]
    supplies: dict[str, PlayerSupply]
    titans: dict[str, Titan]
    #: the general supply: hoplites, orichalcum, victory_tokens, temples
    supply: dict[str, int]
    #: the tile piles by size ("1", "2", "3"), top first
    piles: dict[str, list[str]]
    returned: list[str]
    display: list[Offer]
    deck: list[str]
    discard: list[str]
    creature_bag: list[str]
    building_bag: list[str]
    building_board: list[Slot]
    hand: Offer | None
    act: Act | None
    extras: int
    release: Release | None
    minotaur: Minotaur | None
    first_choice: list[str] | None
    dice: list[Face]
    #: bag name → the tokens drawn next, in order
    next_draws: dict[str, list[str]]
    extra_creatures: list[str] | None
    winner: str | None

    def bag(self, name: str) -> list[str]:
        """The bag ``name`` (``creature_bag`` or ``building_bag``)."""
        if name == "creature_bag":
            return self.creature_bag
        if name == "building_bag":
            return self.building_bag
        raise KeyError(name)

    # what a step needs present (a step's rules read them); missing, a
    # TypeError as reading a part of None did (``build_state`` fails closed on it)

    def taken(self) -> Offer:
        """The card taken this turn (steps ``tile`` and ``action``)."""
        if self.hand is None:
            raise TypeError("no card taken")
        return self.hand

    def taken_tile(self) -> str:
        """The tile of the card taken (step ``tile``)."""
        tile = self.taken().tile
        if tile is None:
            raise TypeError("no tile taken")
        return tile

    def acting(self) -> Act:
        """The action under way (step ``action``)."""
        if self.act is None:
            raise TypeError("no action under way")
        return self.act

    def releasing(self) -> Release:
        """The titans to give back (step ``release``)."""
        if self.release is None:
            raise TypeError("no titan to give back")
        return self.release

    def minotaur_building(self) -> Minotaur:
        """The Minotaur's building to place (step ``minotaur``)."""
        if self.minotaur is None:
            raise TypeError("no Minotaur's building")
        return self.minotaur

    def copy(self) -> State:
        """An independent copy: every container a move may change is new,
        what no move changes in place is shared."""
        return State(
            self.game,
            self.players,
            self.seed,
            self.draws,
            self.round,
            self.first_player,
            self.turn,
            self.step,
            {p: i.copy() for p, i in self.islands.items()},
            {p: x.copy() for p, x in self.supplies.items()},
            {t: Titan(x.holder, x.active) for t, x in self.titans.items()},
            self.supply.copy(),
            {k: v.copy() for k, v in self.piles.items()},
            self.returned.copy(),
            [o.copy() for o in self.display],
            self.deck.copy(),
            self.discard.copy(),
            self.creature_bag.copy(),
            self.building_bag.copy(),
            [Slot(x.building, x.resource) for x in self.building_board],
            None if self.hand is None else self.hand.copy(),
            None if self.act is None else self.act.copy(),
            self.extras,
            None if self.release is None else self.release.copy(),
            None
            if self.minotaur is None
            else Minotaur(self.minotaur.building, self.minotaur.resume),
            None if self.first_choice is None else self.first_choice.copy(),
            self.dice.copy(),
            {k: v.copy() for k, v in self.next_draws.items()},
            None if self.extra_creatures is None else self.extra_creatures.copy(),
            self.winner,
        )

    def to_json(self) -> dict[str, Any]:
        """The position as plain JSON, keys in the scenario file's order."""
        return {
            "game": self.game,
            "players": list(self.players),
            "seed": self.seed,
            "draws": self.draws,
            "round": self.round,
            "first_player": self.first_player,
            "turn": self.turn,
            "step": self.step,
            "islands": {p: i.to_json() for p, i in self.islands.items()},
            "supplies": {p: x.to_json() for p, x in self.supplies.items()},
            "titans": {t: x.to_json() for t, x in self.titans.items()},
            "supply": dict(self.supply),
            "piles": {k: list(v) for k, v in self.piles.items()},
            "returned": list(self.returned),
            "display": [o.to_json() for o in self.display],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "creature_bag": list(self.creature_bag),
            "building_bag": list(self.building_bag),
            "building_board": [x.to_json() for x in self.building_board],
            "hand": None if self.hand is None else self.hand.to_json(),
            "act": None if self.act is None else self.act.to_json(),
            "extras": self.extras,
            "release": None if self.release is None else self.release.to_json(),
            "minotaur": None if self.minotaur is None else self.minotaur.to_json(),
            "first_choice": None if self.first_choice is None else list(self.first_choice),
            "dice": list(self.dice),
            "next_draws": {k: list(v) for k, v in self.next_draws.items()},
            "extra_creatures": _list_or_none(self.extra_creatures),
            "winner": self.winner,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> State:
        """The state of a checked position dict (``scenario.build_state``'s)."""
        hand, act, rel, mino = d["hand"], d["act"], d["release"], d["minotaur"]
        return cls(
            d["game"],
            tuple(d["players"]),
            d["seed"],
            d["draws"],
            d["round"],
            d["first_player"],
            d["turn"],
            d["step"],
            {p: Island.from_json(i) for p, i in d["islands"].items()},
            {p: PlayerSupply.from_json(x) for p, x in d["supplies"].items()},
            {
                t: Titan(x.get("holder"), bool(x.get("active", True)))
                for t, x in d["titans"].items()
            },
            dict(d["supply"]),
            {k: list(v) for k, v in d["piles"].items()},
            list(d["returned"]),
            [Offer.from_json(o) for o in d["display"]],
            list(d["deck"]),
            list(d["discard"]),
            list(d["creature_bag"]),
            list(d["building_bag"]),
            [Slot(x.get("building"), x.get("resource", 0)) for x in d["building_board"]],
            None if hand is None else Offer.from_json(hand),
            None if act is None else _act(act),
            d["extras"],
            None if rel is None else _release(rel),
            None if mino is None else Minotaur(mino["building"], mino.get("resume", "action")),
            _list_or_none(d["first_choice"]),
            list(d["dice"]),
            {k: list(v) for k, v in d["next_draws"].items()},
            _list_or_none(d["extra_creatures"]),
            d["winner"],
        )


def _list_or_none(x: list[str] | None) -> list[str] | None:
    return None if x is None else list(x)


def _act(d: dict[str, Any]) -> Act:
    return Act(
        d["action"],
        d.get("extra", False),
        d.get("started", False),
        d.get("blessed", False),
        d.get("builds", 0),
    )


def _release(d: dict[str, Any]) -> Release:
    return Release(list(d.get("choices", [])), d.get("count", 0), d.get("resume", "action"))
